import { z, str } from './base.ts';
import { pageFields } from './pagination.ts';

/**
 * The audit log of admin actions (the admin 'Activity' screen, GET /api/admin/activity). Every
 * admin write, sign-in, failed sign-in and sign-out is one entry.
 */
export const AUDIT_ACTIONS = [
  'job.create',
  'job.update',
  'job.delete',
  'job.approve',
  'job.deny',
  'job.restore',
  'job.reopen',
  'job.fill',
  /** The poster's own changes on My postings (issue 38): actor 'Employer (My postings)'. */
  'job.employer_update',
  'job.employer_close',
  'job.employer_repost',
  'application.status',
  'application.assign',
  'application.note',
  'application.email',
  'application.delete',
  'blog.create',
  'blog.update',
  'blog.delete',
  'testimonial.create',
  'testimonial.update',
  'testimonial.delete',
  'settings.update',
  'lead.status',
  'lead.delete',
  'lead.restore',
  'email.retry',
  'jobAlert.remove',
  'privacy.retention',
  'privacy.complete',
  'admin.password',
  'admin.login',
  'admin.login_failed',
  'admin.logout',
  'admin.mfa_enabled',
  'admin.mfa_disabled',
  'admin.mfa_failed',
  'admin.mfa_recovery_used',
  'admin.mfa_reset',
  'admin.email',
  'admin.password_reset_requested',
  'admin.password_reset',
  'team.invite',
  'team.invite_revoked',
  'team.invite_accepted',
  'team.role',
  'team.deactivate',
  'team.reactivate',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry is about. */
export const AUDIT_TARGET_TYPES = [
  'job',
  'application',
  'blog_post',
  'testimonial',
  'settings',
  'lead',
  'admin',
  'email',
  'job_alert',
  'privacy_request',
  'invitation',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

const AUDIT_DATE_MESSAGE = 'Please enter a valid date (YYYY-MM-DD)';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An ISO 8601 moment with its offset: 2026-11-24T14:05:00Z, 2026-11-24T09:05-05:00. */
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The date of a day or a moment in those two forms, when it is a real one from 1970 to 9999. */
function auditDate(value: string): Date | undefined {
  if (!DAY.test(value) && !MOMENT.test(value)) return undefined;
  // A real day: 2026-02-30 rolls over in JavaScript, so the day must read back the same.
  const day = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value.slice(0, 10)) return undefined;
  const date = DAY.test(value) ? day : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const year = date.getUTCFullYear();
  return year >= 1970 && year <= 9999 ? date : undefined;
}

/**
 * A day (YYYY-MM-DD, a whole day in company time) or an ISO date-time with its offset; blank
 * means none. A date-time travels on as UTC ISO text.
 */
const dateFilter = str()
  .trim()
  .max(40, AUDIT_DATE_MESSAGE)
  .optional()
  .refine((v) => !v || auditDate(v) !== undefined, AUDIT_DATE_MESSAGE)
  .transform((v) => (!v ? undefined : DAY.test(v) ? v : auditDate(v)!.toISOString()));

const filterText = (max: number) =>
  str()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v && v.toLowerCase() !== 'all' ? v : undefined));

/**
 * The audit list (audit.list, GET /api/admin/activity), newest first: `admin` is an admin's id
 * or name (a failed sign-in is found by the name tried); `action` is one action
 * ('job.approve') or a prefix ('job' or 'job.*': every job action); `from`/`to` are days
 * (inclusive, company time) or ISO date-times; page and limit as in every list.
 */
export const ZAuditListInput = z
  .object({
    admin: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), filterText(100)),
    action: filterText(60),
    from: dateFilter,
    to: dateFilter,
    ...pageFields,
  })
  .prefault({});
export type AuditListInput = z.input<typeof ZAuditListInput>;
