/**
 * Form errors in the page's language. The shared zod schemas (and the server) speak the spec's
 * English messages; a French page shows each one's twin from the catalogue. Each form names the
 * messages it can show (an ErrorTexts table of message functions, so only those are bundled); a
 * message no table names is shown as it came.
 */
import { currentLocale } from './i18n';

/** The spec's English message → its message function in the catalogues. */
export type ErrorTexts = Readonly<Record<string, () => string>>;

/** One error message in the page's language. */
export function localizedError(message: string, texts: ErrorTexts): string {
  if (currentLocale() === 'en') return message;
  return Object.hasOwn(texts, message) ? texts[message]!() : message;
}

/** A form's errors (field → message, as a resolver gives them) in the page's language. */
export function localizedErrors<E extends Record<string, unknown>>(errors: E, texts: ErrorTexts): E {
  if (currentLocale() === 'en') return errors;
  const out: Record<string, unknown> = {};
  for (const [field, message] of Object.entries(errors)) out[field] = typeof message === 'string' ? localizedError(message, texts) : message;
  return out as E;
}
