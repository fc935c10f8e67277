import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Stateless signed stamps: `<time base 36>.<HMAC>` over a purpose, a subject and the time, under
 * a key every instance of the site shares. The form token and the newsletter confirmation link
 * are both one, for different purposes, so one can never stand in for the other.
 */

/**
 * What a mailed link is made with: the site's origin (PUBLIC_URL, or the request's allowed host)
 * and the key that signs or seals it, the public forms' secret (FormGuard.secret, derived from
 * SESSION_KEY: every instance reads the links the others mailed). A procedure's context is one.
 */
export interface LinkSigning {
  siteUrl: string;
  formGuard: { secret: Buffer };
}

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

/**
 * Sealed tokens: a text encrypted and authenticated (AES-256-GCM) for one purpose under a key
 * derived from the shared secret. A link carries what it stands for without showing it (the
 * privacy confirmation link names an address and a kind): the token is opaque to anyone who sees
 * the link, and nothing is stored to look it up.
 */
const SEAL_IV_BYTES = 12;
const SEAL_TAG_BYTES = 16;

const sealKey = (secret: Buffer, purpose: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `sealed ${purpose}`, 32));

/** `text` sealed for `purpose`: base64url of the nonce, the ciphertext and the tag. */
export function sealToken(secret: Buffer, purpose: string, text: string): string {
  const iv = randomBytes(SEAL_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret, purpose), iv);
  cipher.setAAD(Buffer.from(purpose));
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The text of a token this server sealed for `purpose`, or null for anything else (forged, altered, another purpose). */
export function openToken(secret: Buffer, purpose: string, token: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length < SEAL_IV_BYTES + SEAL_TAG_BYTES + 1) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret, purpose), bytes.subarray(0, SEAL_IV_BYTES));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(bytes.subarray(bytes.length - SEAL_TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(SEAL_IV_BYTES, bytes.length - SEAL_TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
