import { DEFAULT_PAGE_SIZE, MAX_PAGE } from '@app/shared/constants';
import type { AuditEntryDto } from '@app/shared/schemas/dtos';

/** Logic of the admin Activity screen (the audit log): its address state, the server request and the wording of entries. */

/** How each action reads on screen; an action not listed here shows as stored. */
export const ACTION_LABELS: Record<string, string> = {
  'job.create': 'Job created',
  'job.update': 'Job edited',
  'job.delete': 'Job deleted',
  'job.approve': 'Job approved',
  'job.deny': 'Job denied',
  'job.restore': 'Job restored from spam',
  'job.reopen': 'Job reopened for review',
  'job.fill': 'Job marked filled',
  'job.employer_update': 'Job edited by its poster (back to review)',
  'job.employer_close': 'Job closed by its poster',
  'job.employer_repost': 'Job reposted by its poster (back to review)',
  'application.status': 'Application status changed',
  'application.assign': 'Application assigned',
  'application.note': 'Note added to an application',
  'application.email': 'Email sent to an applicant',
  'application.delete': 'Application deleted',
  'blog.create': 'Blog post created',
  'blog.update': 'Blog post edited',
  'blog.delete': 'Blog post deleted',
  'testimonial.create': 'Testimonial created',
  'testimonial.update': 'Testimonial edited',
  'testimonial.delete': 'Testimonial deleted',
  'settings.update': 'Settings changed',
  'lead.status': 'Lead status changed',
  'lead.delete': 'Lead deleted',
  'lead.restore': 'Lead restored from spam',
  'email.retry': 'Email sent again',
  'jobAlert.remove': 'Job alert removed',
  'privacy.retention': 'Retention sweep',
  'privacy.complete': 'Privacy request completed',
  'admin.password': 'Password changed',
  'admin.login': 'Signed in',
  'admin.login_failed': 'Failed sign-in',
  'admin.logout': 'Signed out',
  'admin.mfa_enabled': 'Two-factor turned on',
  'admin.mfa_disabled': 'Two-factor turned off',
  'admin.mfa_failed': 'Wrong two-factor code',
  'admin.mfa_recovery_used': 'Recovery code used',
  'admin.mfa_reset': 'Two-factor reset by an owner',
  'admin.email': 'Email address changed',
  'admin.password_reset_requested': 'Password reset link sent',
  'admin.password_reset': 'Password reset with a link',
  'team.invite': 'Invitation sent',
  'team.invite_revoked': 'Invitation revoked',
  'team.invite_accepted': 'Invitation accepted',
  'team.role': 'Role changed',
  'team.deactivate': 'Team member deactivated',
  'team.reactivate': 'Team member reactivated',
};

export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;

/** Badge colour of an action, by what it does. */
export function actionColor(action: string): string {
  if (action === 'admin.login_failed' || action === 'admin.mfa_failed' || action.endsWith('.delete') || action === 'job.deny') return 'red';
  if (action.startsWith('admin.')) return 'gray';
  if (action.endsWith('.create') || action === 'job.approve') return 'teal';
  return 'brand';
}

const TARGET_NOUNS: Record<string, string> = {
  job: 'Job',
  application: 'Application',
  blog_post: 'Blog post',
  testimonial: 'Testimonial',
  settings: 'Settings',
  lead: 'Lead',
  email: 'Email',
  admin: 'Admin',
  privacy_request: 'Privacy request',
  invitation: 'Invitation',
};

/** 'Job #12' under the target's label. */
export function targetRef(entry: Pick<AuditEntryDto, 'targetType' | 'targetId'>): string | null {
  if (!entry.targetType) return null;
  const noun = TARGET_NOUNS[entry.targetType] ?? entry.targetType;
  return entry.targetId ? `${noun} #${entry.targetId}` : noun;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** "Nov 24, 2026, 14:05", in the viewer's time zone. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}, ${two(date.getHours())}:${two(date.getMinutes())}`;
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/**
 * The changes of an entry, one line per field: 'status: pending → approved' for an edit, the
 * field's value alone for a creation (after only) or a deletion (before only).
 */
export function changeLines(entry: Pick<AuditEntryDto, 'before' | 'after'>): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((key) => {
    // An approval the admin made over open posting points (see decideJob).
    if (key === 'openPostingPoints') return `approved with open posting points (${show(after[key])})`;
    if (entry.before && entry.after) return `${key}: ${show(before[key])} → ${show(after[key])}`;
    return `${key}: ${show(entry.after ? after[key] : before[key])}`;
  });
}

/**
 * The screen's state in the address (so Back and reload keep it): the admin (an id, or the name
 * tried in failed sign-ins), the action, the days from and to, and the page.
 */
export interface ActivitySearch {
  admin?: string;
  action?: string;
  from?: string;
  to?: string;
  page?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const text = (v: unknown, max: number) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim().slice(0, max) : '');

/** Reads the address's search params; anything unknown is dropped rather than failing the page. */
export function parseActivitySearch(raw: Record<string, unknown>): ActivitySearch {
  const out: ActivitySearch = {};
  const admin = text(raw.admin, 100);
  if (admin) out.admin = admin;
  const action = text(raw.action, 60);
  if (/^[a-z_]+(\.[a-z_*]+)?$/.test(action)) out.action = action;
  for (const key of ['from', 'to'] as const) {
    const day = text(raw[key], 10);
    if (DAY.test(day)) out[key] = day;
  }
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) out.page = page;
  return out;
}

export const activityFiltersActive = (search: ActivitySearch) => Boolean(search.admin || search.action || search.from || search.to);

/** The audit.list input for the screen's state. */
export function activityListInput(search: ActivitySearch, limit = DEFAULT_PAGE_SIZE) {
  return {
    ...(search.admin ? { admin: search.admin } : {}),
    ...(search.action ? { action: search.action } : {}),
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
    page: search.page ?? 1,
    limit,
  };
}
export type ActivityListInput = ReturnType<typeof activityListInput>;
