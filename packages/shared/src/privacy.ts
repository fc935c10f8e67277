/**
 * Personal data under PIPEDA (issue 23): what each public form asks consent for, the privacy
 * policy's version, how long records are kept, and the access and deletion requests. No zod here:
 * the public forms' consent line and the privacy policy page import these with the first load.
 */
import { COMPANY_TIME_ZONE } from './time-zone.ts';

/**
 * The privacy policy in force: its version is stored with every consent, its date is shown on
 * /privacy-policy. A new version of the text gets a new version here (records keep the one their
 * person agreed to).
 */
export const PRIVACY_POLICY = { version: '2.0', date: '2026-11-28', updated: 'November 28, 2026' } as const;
export const PRIVACY_POLICY_VERSION = PRIVACY_POLICY.version;

/** What a web (tRPC) submission of a public form without `consent: true` answers (HTTP 400). */
export const CONSENT_REQUIRED_MESSAGE = 'Please agree to the privacy policy';

/**
 * How consent was given: 'given', by the site's form (the purpose line beside its submit button);
 * 'implied-api', by a REST caller of the specification's documented paths that left `consent` out.
 */
export const CONSENT_KINDS = ['given', 'implied-api'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The forms that take personal data, each with the purpose it asks consent for. */
export const CONSENT_PURPOSES = {
  application: 'consider you for this job and contact you about your application',
  jobPost: 'review and publish your job posting and contact you about it',
  contact: 'answer your message',
  transportationQuote: 'prepare your transportation quote and contact you about it',
  warehouseQuote: 'prepare your warehouse quote and contact you about it',
  carrier: 'consider your company for our carrier network and contact you about it',
  newsletter: 'send you our newsletter until you unsubscribe',
  jobAlert: 'email you new jobs that match this search until you unsubscribe',
} as const;
export type ConsentPurpose = keyof typeof CONSENT_PURPOSES;

/** The sentence beside a form's submit button, before its link to the policy ('… as described in our privacy policy'). */
export const consentSentence = (purpose: ConsentPurpose) =>
  `By submitting, you agree that we use these details to ${CONSENT_PURPOSES[purpose]}, as described in our`;

// ---------------------------------------------------------------- retention

/**
 * The audit log keeps every entry at least this long, whatever Site Settings say: its trigger refuses
 * deleting a younger one, so the setting cannot go below it either.
 */
export const AUDIT_MIN_KEEP_MONTHS = 6;

/** Failed sign-ins (anyone can write them) leave the audit log this long after, whatever the setting (the periodic sweep). */
export const FAILED_LOGIN_KEEP_DAYS = 90;

/** How long records are kept (Site Settings → Privacy), with the defaults and the range each may be set to. */
export const RETENTION_FIELDS = {
  applicationsMonths: { label: 'Applications and their résumés', unit: 'months', after: 'after the job closes', default: 24, min: 6, max: 120 },
  leadsMonths: { label: 'Leads (contact messages, quote and carrier requests)', unit: 'months', after: 'after they came in', default: 24, min: 1, max: 120 },
  sentMailDays: { label: 'Mail in the outbox', unit: 'days', after: 'after it was written', default: 90, min: 7, max: 3650 },
  unconfirmedAlertDays: { label: 'Job alerts never confirmed', unit: 'days', after: 'after they were asked for', default: 7, min: 1, max: 90 },
  auditLogMonths: { label: 'The audit log (Activity)', unit: 'months', after: 'after the entry', default: 12, min: AUDIT_MIN_KEEP_MONTHS, max: 120 },
} as const;
export type RetentionField = keyof typeof RETENTION_FIELDS;
export type RetentionSettings = Record<RetentionField, number>;
export const RETENTION_FIELD_NAMES = Object.keys(RETENTION_FIELDS) as RetentionField[];
export const DEFAULT_RETENTION: RetentionSettings = Object.fromEntries(RETENTION_FIELD_NAMES.map((f) => [f, RETENTION_FIELDS[f].default])) as RetentionSettings;

/** What the daily sweep removes, each counted on its own (the audit entry and the admin's last result). */
export const RETENTION_KINDS = {
  applications: 'Applications anonymised',
  resumes: 'Résumé files deleted',
  leads: 'Leads deleted',
  sentMails: 'Mails deleted from the outbox',
  unconfirmedAlerts: 'Unconfirmed job alerts deleted',
  auditEntries: 'Audit log entries deleted',
  exports: 'Expired data exports deleted',
} as const;
export type RetentionKind = keyof typeof RETENTION_KINDS;
export type RetentionCounts = Record<RetentionKind, number>;
export const RETENTION_KIND_NAMES = Object.keys(RETENTION_KINDS) as RetentionKind[];

/** The daily sweep: when the queue runs it (cron in Toronto time), and how the admin reads that. */
export const RETENTION_SCHEDULE = { cron: '0 3 * * *', hour: 3, minute: 0, timeZone: COMPANY_TIME_ZONE, label: 'every day at 03:00 (Toronto time)' } as const;

// ---------------------------------------------------------------- access and deletion requests

export const PRIVACY_REQUEST_KINDS = ['access', 'delete'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];
export const PRIVACY_REQUEST_KIND_LABELS: Record<PrivacyRequestKind, string> = { access: 'Access (a copy of my data)', delete: 'Deletion (erase my data)' };

/** 'verified': the person followed the mailed link; 'completed': an owner carried it out. */
export const PRIVACY_REQUEST_STATUSES = ['verified', 'completed'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** PIPEDA: a request is answered within 30 days of its receipt (verification). */
export const PRIVACY_REQUEST_DUE_DAYS = 30;
/**
 * The owners are mailed when a request is confirmed, and reminded once while it is still open, on
 * the first morning from which its due date is at most this many days away (the mail worker's
 * daily run, Toronto time).
 */
export const PRIVACY_REMINDER_DAYS = 7;
export const PRIVACY_REMINDER_SCHEDULE = { cron: '0 8 * * *', timeZone: COMPANY_TIME_ZONE } as const;
/** The confirmation link of a request, and the download link of an export, work this long. */
export const PRIVACY_CONFIRM_LINK_DAYS = 7;
export const PRIVACY_EXPORT_LINK_DAYS = 7;

export const PRIVACY_MESSAGES = {
  requested: 'Thank you. We sent an email to that address: follow its link within 7 days to confirm your request.',
  confirmed: {
    access: 'Your request is confirmed. We will email you a copy of the personal information we hold about you within 30 days.',
    delete: 'Your request is confirmed. We will delete the personal information we hold about you within 30 days.',
  },
  invalidLink: 'This link is invalid or has expired. You can make a new request from our privacy policy.',
  exportGone: 'This download link is invalid or has expired. Ask us for a new copy from our privacy policy.',
  alreadyCompleted: 'This request has already been completed.',
} as const;
