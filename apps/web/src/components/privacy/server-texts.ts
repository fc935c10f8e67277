/**
 * The server's answers on the pages that mailed links open (the spec's English, from the shared
 * constants) and their twins in the catalogue, for lib/form-errors.ts's localizedError.
 */
import { PRIVACY_MESSAGES } from '@app/shared/privacy';
import type { ErrorTexts } from '../../lib/form-errors';
import { m } from '../../lib/i18n';

export const PRIVACY_ANSWERS: ErrorTexts = {
  [PRIVACY_MESSAGES.requested]: m.privacy_answer_requested,
  [PRIVACY_MESSAGES.confirmed.access]: m.privacy_answer_confirmed_access,
  [PRIVACY_MESSAGES.confirmed.delete]: m.privacy_answer_confirmed_delete,
  [PRIVACY_MESSAGES.invalidLink]: m.privacy_answer_invalid_link,
  [PRIVACY_MESSAGES.alreadyCompleted]: m.privacy_answer_already_completed,
};

/** The job alert links' answers (JOB_ALERT_MESSAGES in @app/shared/schemas/job-alerts, written out: that module loads zod). */
export const JOB_ALERT_ANSWERS: ErrorTexts = {
  'This link is invalid or has expired.': m.job_alert_answer_invalid_link,
  'Your job alert is on. We will email you new jobs that match your search.': m.job_alert_answer_confirmed,
  'You are unsubscribed: this job alert will not email you again.': m.job_alert_answer_unsubscribed,
};

export const NEWSLETTER_ANSWERS: ErrorTexts = {
  'Your subscription is confirmed. Welcome back!': m.newsletter_answer_confirmed,
  'This confirmation link is invalid or has expired.': m.newsletter_answer_invalid_link,
};
