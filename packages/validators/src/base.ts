import * as z from 'zod';
import { MSG } from './messages.ts';

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

/** Text without control characters (NUL and the like; tab, line feed and carriage return allowed). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/**
 * Every text the app accepts starts here: a string with no control characters (a NUL cannot be
 * stored in PostgreSQL and none of them belongs in a form), refused with the field's 400.
 */
export function str(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).regex(NO_CONTROL_CHARACTERS, MSG.controlCharacters);
}

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
  return str().trim().min(min, message).max(max, `Must be at most ${max} characters`);
}

/** An optional text: blank, null or absent all mean "not given". */
export function optionalText(max = 5000) {
  return str()
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
  return str()
    .trim()
    .max(max, `Search must be at most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);
}

export function email(message: string = MSG.email) {
  return str(message)
    .trim()
    .max(254, message)
    .refine((v) => isEmail(v), message);
}

export function optionalEmail(message: string = MSG.email) {
  return str()
    .trim()
    .max(254, message)
    .nullish()
    .refine((v) => !v || isEmail(v), message)
    .transform((v) => (v ? v : undefined));
}

/** A phone number: at least 10 characters once trimmed (the form formats it as (###) ###-####). */
export function phone(message: string = MSG.phone) {
  return str(message).trim().min(10, message).max(30, message);
}

export function optionalPhone(message: string = MSG.phone) {
  return str()
    .trim()
    .max(30, message)
    .nullish()
    .refine((v) => !v || v.length >= 10, message)
    .transform((v) => (v ? v : undefined));
}

export function optionalUrl(message: string = MSG.url, accepts: (value: string) => boolean = isHttpUrl) {
  return str()
    .trim()
    .max(2048, message)
    .nullish()
    .refine((v) => !v || accepts(v), message)
    .transform((v) => (v ? v : undefined));
}

export function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

/** Numeric database id. Anything that is not a whole number in range never matches a row. */
export const ZId = z.number().int().min(0).max(2_147_483_647);

export { z };
