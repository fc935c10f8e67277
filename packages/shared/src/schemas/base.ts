import * as z from 'zod';
import { MSG } from '../messages.ts';
import { MAX_ID } from '../ids.ts';
import { LOCALES } from '../locale-paths.ts';

/**
 * Fallback messages for fields that carry no message of their own, as the specification
 * words them: 'Required', 'Expected X, received Y', 'Invalid input'.
 */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined) return MSG.required;
      const received = issue.input === null ? 'null' : Array.isArray(issue.input) ? 'array' : typeof issue.input;
      return `Expected ${issue.expected}, received ${received}`;
    }
    if (issue.code === 'invalid_union' || issue.code === 'invalid_value' || issue.code === 'custom') {
      return 'Invalid input';
    }
    return undefined;
  },
  // In a browser zod must not compile validators with `new Function`: the site's CSP forbids eval,
  // and even zod's probe for it is reported as a violation. The server keeps the faster compiled path.
  jitless: 'document' in globalThis,
});

const EMAIL_RE = z.regexes.email;

/**
 * Characters no text of the site may hold, refused at the field with 400 (MSG.controlCharacters):
 * - C0 controls and DEL (a NUL cannot be stored in PostgreSQL; tab, line feed and carriage return
 *   are allowed);
 * - C1 controls (U+0080 to U+009F), which no keyboard types and some terminals and mail readers obey;
 * - the bidirectional embeddings, overrides and isolates (U+202A to U+202E, U+2066 to U+2069), which
 *   make text display in another order than it is stored ('Trojan Source'): a job title or a file
 *   name could show one thing to an admin and mean another.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$/;

/**
 * Text made only of whole characters: no lone UTF-16 surrogate (half of an emoji, or an escape such
 * as "\ud800" in JSON). PostgreSQL cannot store one: written to a JSON column (the audit log) it
 * failed the request with a 500, and in a text column the driver quietly stored U+FFFD instead.
 */
const wellFormed = (value: string) => (value as string & { isWellFormed(): boolean }).isWellFormed();

/** The longest text any field takes (the longest field, a blog post's content, is 100,000). */
export const MAX_TEXT_LENGTH = 200_000;

/** A length cap checked before anything else: its message, and how long a value may be. */
interface Cap {
  max: number;
  message: string;
}

/**
 * Every text the app accepts starts here. Its length is capped first, and a longer value stops
 * there (zod's `abort`): no pattern ever runs on more than `cap.max` characters, whatever a
 * request carries (up to the 1 MB body limit). Then control characters (above) and broken
 * characters (lone surrogates) are refused, each with its message.
 */
export function str(params?: Parameters<typeof z.string>[0], cap: Cap = { max: MAX_TEXT_LENGTH, message: `Must be at most ${MAX_TEXT_LENGTH} characters` }) {
  return z
    .string(params)
    .max(cap.max, { abort: true, error: cap.message })
    .regex(NO_CONTROL_CHARACTERS, MSG.controlCharacters)
    .refine(wellFormed, { error: MSG.brokenCharacters });
}

/**
 * The cap of a field whose value is trimmed before its own limit applies: room for the spaces
 * around a value that fits, so it keeps its field's message ('Must be at most 200 characters').
 */
export const trimmedCap = (max: number, message = `Must be at most ${max} characters`): Cap => ({ max: max + 1000, message });

export function isEmail(value: string): boolean {
  return EMAIL_RE.test(value);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** An image address: an http(s) URL or a path on this site such as `/images/blog/x.jpg`. */
export function isImageUrl(value: string): boolean {
  if (/^\/(?!\/)[^\s]*$/.test(value)) return true;
  return isHttpUrl(value);
}

/** A required text: trimmed, at least `min` characters, at most `max`. */
export function text(message: string, min = 1, max = 5000) {
  return str(undefined, trimmedCap(max)).trim().min(min, message).max(max, `Must be at most ${max} characters`);
}

/** An optional text: blank, null or absent all mean "not given". */
export function optionalText(max = 5000) {
  return str(undefined, trimmedCap(max))
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : undefined));
}

/**
 * The search box of an admin list (GET /api/admin/emails, /api/admin/job-alerts): trimmed, at most
 * `max` characters ('Search must be at most 200 characters'), blank means "not given".
 */
export function listSearch(max = 200) {
  return str(undefined, trimmedCap(max, `Search must be at most ${max} characters`))
    .trim()
    .max(max, `Search must be at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);
}

/** A choice from a select or a query string: blank is the same as absent (so its default applies, or none). */
export const blankIsAbsent = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' ? undefined : v), schema);

/** The tab of an admin list: one of `values`, 'all' when absent or blank ('status must be one of: all, …' otherwise). */
export const listTab = <const T extends readonly ['all', ...string[]]>(field: string, values: T) =>
  blankIsAbsent(z.enum(values, { error: `${field} must be one of: ${values.join(', ')}` }).default('all'));

export function email(message: string = MSG.email) {
  return str(message, trimmedCap(254, message))
    .trim()
    .max(254, message)
    .refine((v) => isEmail(v), message);
}

/**
 * An optional field with a check (an address, a number, a link): trimmed, at most `max`
 * characters, refused with `message` when given and `accepts` says no; blank, null or absent all
 * mean "not given".
 */
function optionalChecked(max: number, message: string, accepts: (value: string) => boolean) {
  return str(undefined, trimmedCap(max, message))
    .trim()
    .max(max, message)
    .nullish()
    .refine((v) => !v || accepts(v), message)
    .transform((v) => (v ? v : undefined));
}

export function optionalEmail(message: string = MSG.email) {
  return optionalChecked(254, message, isEmail);
}

/** A phone number: at least 10 characters once trimmed (the form formats it as (###) ###-####). */
export function phone(message: string = MSG.phone) {
  return str(message, trimmedCap(30, message)).trim().min(10, message).max(30, message);
}

export function optionalPhone(message: string = MSG.phone) {
  return optionalChecked(30, message, (v) => v.length >= 10);
}

export function optionalUrl(message: string = MSG.url, accepts: (value: string) => boolean = isHttpUrl) {
  return optionalChecked(2048, message, accepts);
}

export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

/** Numeric database id. Anything that is not a whole number in range never matches a row. */
export const ZId = z.number().int().min(0).max(MAX_ID);

/** What a language other than the site's answers (400). */
export const LOCALE_MESSAGE = `locale must be one of: ${LOCALES.join(', ')}`;

/** A language of the site (issue 35): 'en' or 'fr'. */
export const ZLocale = choice(LOCALES, LOCALE_MESSAGE);

export { z };
