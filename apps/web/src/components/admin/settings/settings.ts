import { APPLICATION_DEADLINE_OPTIONS, BACKUPS_KEPT_OPTIONS, MAX_FILE_SIZE_OPTIONS } from '@app/shared/constants';
import type { SettingsDto } from '@app/shared/schemas/dtos';
import { RESUME_FILE_TYPES, RESUME_FILE_TYPE_LABELS, allowedResumeTypes } from '@app/shared/uploads';

/** The four tabs of the Settings page. */
export const SETTINGS_TABS = [
  { value: 'profile', label: 'Profile' },
  { value: 'site', label: 'Site Settings' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'system', label: 'System' },
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number]['value'];

export const isSettingsTab = (v: unknown): v is SettingsTab => SETTINGS_TABS.some((t) => t.value === v);

export const PASSWORD_MISMATCH_TITLE = 'Password mismatch';
export const PASSWORD_MISMATCH_MESSAGE = "New password and confirmation don't match.";

export interface ProfileFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PROFILE_FORM: ProfileFormValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * What saving the profile form should do: nothing typed means nothing to change; a new password
 * that differs from its confirmation is refused here (no server call); otherwise change it.
 */
export function profileSaveAction(v: ProfileFormValues): 'nothing' | 'mismatch' | 'change' {
  if (v.newPassword !== v.confirmPassword) return 'mismatch';
  if (!v.currentPassword && !v.newPassword && !v.confirmPassword) return 'nothing';
  return 'change';
}

export interface SiteFormValues {
  companyName: string;
  companyDescription: string;
  /** Shown on the French pages; blank: they show the English description. */
  companyDescriptionFr: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  businessHours: string;
  maintenanceMode: boolean;
  jobAutoApproval: boolean;
}

export const toSiteForm = (s: SettingsDto): SiteFormValues => ({
  companyName: s.companyName,
  companyDescription: s.companyDescription,
  companyDescriptionFr: s.companyDescriptionFr,
  contactEmail: s.contactEmail,
  contactPhone: s.contactPhone,
  address: s.address,
  businessHours: s.businessHours,
  maintenanceMode: s.maintenanceMode,
  jobAutoApproval: s.jobAutoApproval,
});

/** The site-wide switches (maintenance mode, job auto-approval) this save would turn on. */
export function siteSwitchesTurnedOn(
  saved: Pick<SettingsDto, 'maintenanceMode' | 'jobAutoApproval'>,
  values: Pick<SiteFormValues, 'maintenanceMode' | 'jobAutoApproval'>,
) {
  const on: ('maintenanceMode' | 'jobAutoApproval')[] = [];
  if (values.maintenanceMode && !saved.maintenanceMode) on.push('maintenanceMode');
  if (values.jobAutoApproval && !saved.jobAutoApproval) on.push('jobAutoApproval');
  return on;
}

export interface NotificationFormValues {
  notifyNewApplications: boolean;
  notifyNewJobPosts: boolean;
  notifyBlogComments: boolean;
  notifyWeeklySummary: boolean;
  notifyBrowser: boolean;
}

/** The notification switches in order, with the spec's defaults. */
export const NOTIFICATION_OPTIONS: { key: keyof NotificationFormValues; label: string; description: string; default: boolean }[] = [
  { key: 'notifyNewApplications', label: 'New applications', description: 'Email me when a candidate applies for a job.', default: true },
  { key: 'notifyNewJobPosts', label: 'New job posts', description: 'Email me when an employer submits a job for review.', default: true },
  { key: 'notifyBlogComments', label: 'Blog comments', description: 'Email me when someone comments on a blog post.', default: false },
  { key: 'notifyWeeklySummary', label: 'Weekly summary', description: 'A Monday email with the week’s jobs, applications and leads.', default: true },
  { key: 'notifyBrowser', label: 'Browser notifications', description: 'Show notifications in this browser while the admin area is open.', default: true },
];

export const toNotificationForm = (s: SettingsDto): NotificationFormValues => ({
  notifyNewApplications: s.notifyNewApplications,
  notifyNewJobPosts: s.notifyNewJobPosts,
  notifyBlogComments: s.notifyBlogComments,
  notifyWeeklySummary: s.notifyWeeklySummary,
  notifyBrowser: s.notifyBrowser,
});

export interface SystemFormValues {
  applicationDeadlineDays: string;
  maxFileSizeMb: string;
  /** Checked types, in the offered order. */
  allowedFileTypes: string[];
  backupsKept: string;
  /** Every staff user must sign in with two-factor. */
  requireMfa: boolean;
}

export const DEADLINE_OPTIONS = APPLICATION_DEADLINE_OPTIONS.map((n) => ({ value: String(n), label: `${n} days` }));
export const FILE_SIZE_OPTIONS = MAX_FILE_SIZE_OPTIONS.map((n) => ({ value: String(n), label: `${n} MB` }));
export const BACKUPS_KEPT_SELECT = BACKUPS_KEPT_OPTIONS.map((n) => ({ value: String(n), label: n === 0 ? 'None (no nightly backups)' : `The last ${n}` }));

/** The types a resume may have: only those the server recognises by their contents. */
export const FILE_TYPE_OPTIONS = RESUME_FILE_TYPES.map((t) => ({ value: t, label: RESUME_FILE_TYPE_LABELS[t] }));

export const toSystemForm = (s: SettingsDto): SystemFormValues => ({
  applicationDeadlineDays: String(s.applicationDeadlineDays),
  maxFileSizeMb: String(s.maxFileSizeMb),
  // A stored list may name types the server cannot check (saved before they were limited): those are left out.
  allowedFileTypes: RESUME_FILE_TYPES.filter((t) => allowedResumeTypes(s.allowedFileTypes).includes(t)),
  backupsKept: String(s.backupsKept),
  requireMfa: s.requireMfa === true,
});

export const toSystemInput = (v: SystemFormValues) => ({
  applicationDeadlineDays: Number(v.applicationDeadlineDays) as 7 | 14 | 30 | 60,
  maxFileSizeMb: Number(v.maxFileSizeMb) as 2 | 5 | 10 | 20,
  allowedFileTypes: RESUME_FILE_TYPES.filter((t) => v.allowedFileTypes.includes(t)).join(','),
  backupsKept: Number(v.backupsKept) as (typeof BACKUPS_KEPT_OPTIONS)[number],
  requireMfa: v.requireMfa,
});
