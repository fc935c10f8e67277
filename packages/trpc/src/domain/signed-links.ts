import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stateless signed stamps: `<time base 36>.<HMAC>` over a purpose, a subject and the time, under
 * a key every instance of the site shares. The form token and the newsletter confirmation link
 * are both one, for different purposes, so one can never stand in for the other.
 */

function signature(secret: Buffer, purpose: string, subject: string, issuedAt: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${subject}\n${issuedAt}`).digest().subarray(0, 18);
}

/** A stamp of `subject` for `purpose`, issued at `now` (ms). */
export function signStamp(secret: Buffer, purpose: string, subject: string, now: number): string {
  const issuedAt = Math.max(0, Math.floor(now)).toString(36);
  return `${issuedAt}.${signature(secret, purpose, subject, issuedAt).toString('base64url')}`;
}

/** When a stamp of `subject` for `purpose` was issued, or null when the server did not sign it. */
export function readStamp(secret: Buffer, purpose: string, subject: string, stamp: string): number | null {
  const [issuedAt, sig, ...rest] = stamp.split('.');
  if (!issuedAt || !sig || rest.length || !/^[0-9a-z]{1,12}$/.test(issuedAt)) return null;
  // Compared as text: base64 decoding would forgive extra characters.
  const expected = Buffer.from(signature(secret, purpose, subject, issuedAt).toString('base64url'));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return parseInt(issuedAt, 36);
}
