/**
 * The messages the Post a Job form can show (the shared schema's and the server's, in the spec's
 * English) and their twins in the catalogue, for lib/form-errors.ts.
 */
import { MSG } from '@app/shared/messages';
import { JOB_LANGUAGE_MESSAGES } from '@app/shared/job-language';
import { POSTING_CHECK_MESSAGES } from '@app/shared/posting-rules';
import { PAY_MESSAGES } from '@app/shared/schemas/inputs';
import type { ErrorTexts } from '../../lib/form-errors';
import { m } from '../../lib/i18n';
import { CONTACT_FORM_ERRORS } from '../contact/form-texts';

export const POST_JOB_ERRORS: ErrorTexts = {
  ...CONTACT_FORM_ERRORS,
  [MSG.title]: m.form_error_title,
  [MSG.description]: m.form_error_description,
  [MSG.jobCompany]: m.form_error_job_company,
  [MSG.jobType]: m.form_error_job_type,
  [MSG.jobCategory]: m.form_error_job_category,
  [MSG.location]: m.form_error_location,
  [PAY_MESSAGES.payMinAboveMax]: m.form_error_pay_min_above_max,
  [PAY_MESSAGES.periodWithoutAmount]: m.form_error_period_without_amount,
  [PAY_MESSAGES.amountWithoutPeriod]: m.form_error_amount_without_period,
  [PAY_MESSAGES.currency]: m.form_error_currency,
  'Minimum pay must be a number': m.form_error_min_pay_number,
  'Maximum pay must be a number': m.form_error_max_pay_number,
  'Minimum pay cannot be negative': m.form_error_min_pay_negative,
  'Maximum pay cannot be negative': m.form_error_max_pay_negative,
  [POSTING_CHECK_MESSAGES.payRangeTooWide]: m.posting_check_pay_range_too_wide,
  [JOB_LANGUAGE_MESSAGES.englishReasonRequired]: m.form_error_english_reason,
  'Please check your information and try again.': m.post_job_submit_fallback,
};
