import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secrets of invitation and password reset links: `<32 random bytes>.<HMAC>`, base64url. The
 * HMAC (the site's link key, for one purpose) lets the server refuse a made-up token without a
 * look-up; the database keeps only the SHA-256 of the random part, so a copy of the database holds
 * no usable link. Single use and expiry are the rows' business.
 */

export const STAFF_LINK = { invitation: 'team.invitation', passwordReset: 'admin.password_reset' } as const;
export type StaffLinkPurpose = (typeof STAFF_LINK)[keyof typeof STAFF_LINK];

const sign = (secret: Buffer, purpose: StaffLinkPurpose, key: string) =>
  createHmac('sha256', secret).update(`staff link\n${purpose}\n${key}`).digest().subarray(0, 18).toString('base64url');

const sha256 = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new link secret for `purpose`, and the hash to store. */
export function newStaffLinkToken(secret: Buffer, purpose: StaffLinkPurpose): { token: string; hash: string } {
  const key = randomBytes(32).toString('base64url');
  return { token: `${key}.${sign(secret, purpose, key)}`, hash: sha256(key) };
}

/** The stored hash a token stands for, or null when the server did not sign it for `purpose`. */
export function staffLinkTokenHash(secret: Buffer, purpose: StaffLinkPurpose, token: string): string | null {
  const [key, sig, ...rest] = token.split('.');
  if (!key || !sig || rest.length || !/^[\w-]{43}$/.test(key)) return null;
  const expected = Buffer.from(sign(secret, purpose, key));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return sha256(key);
}
