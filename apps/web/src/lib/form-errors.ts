/**
 * Form errors in the page's language. The shared zod schemas (and the server) speak the spec's
 * English messages; a French page shows each one's twin from the catalogue. Each form names the
 * messages it can show (an ErrorTexts table of message functions, so only those are bundled); a
 * message no table names is shown as it came.
 */
import { MSG } from '@app/shared/messages';
import { currentLocale, m } from './i18n';

/** The spec's English message → its message function in the catalogues. */
export type ErrorTexts = Readonly<Record<string, () => string>>;

/** The validation messages of the public forms (the shared schemas' MSG), in French on a French page. */
export const FORM_ERROR_TEXTS: ErrorTexts = {
  [MSG.controlCharacters]: m.error_control_characters,
  [MSG.brokenCharacters]: m.error_broken_characters,
  [MSG.name]: m.error_name,
  [MSG.email]: m.error_email,
  [MSG.phone]: m.error_phone,
  [MSG.subject]: m.error_subject,
  [MSG.message]: m.error_message,
  [MSG.company]: m.error_company,
  [MSG.serviceType]: m.error_service_type,
  [MSG.origin]: m.error_origin,
  [MSG.destination]: m.error_destination,
  [MSG.freightType]: m.error_freight_type,
  [MSG.timeline]: m.error_timeline,
  [MSG.coverLetter]: m.error_cover_letter,
  [MSG.location]: m.error_location,
  [MSG.title]: m.error_title,
  [MSG.description]: m.error_description,
  [MSG.jobCompany]: m.error_job_company,
  [MSG.jobType]: m.error_job_type,
  [MSG.jobCategory]: m.error_job_category,
  [MSG.url]: m.error_url,
  [MSG.applicantContact]: m.error_applicant_contact,
  [MSG.required]: m.error_required,
  [MSG.date]: m.error_date,
};

/** One error message in the page's language. */
export function localizedError(message: string, texts: ErrorTexts = FORM_ERROR_TEXTS): string {
  if (currentLocale() === 'en') return message;
  return Object.hasOwn(texts, message) ? texts[message]!() : message;
}

/** A form's errors (field → message, as a resolver gives them) in the page's language. */
export function localizedErrors<E extends Record<string, unknown>>(errors: E, texts: ErrorTexts = FORM_ERROR_TEXTS): E {
  if (currentLocale() === 'en') return errors;
  const out: Record<string, unknown> = {};
  for (const [field, message] of Object.entries(errors)) out[field] = typeof message === 'string' ? localizedError(message, texts) : message;
  return out as E;
}
