import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { formSecretFrom } from '../forms/form-guard.ts';

/**
 * The secrets of the links in the site's mail (invitation and password reset tokens, the signed
 * confirmation, unsubscribe and export links) never rest readable in the outbox, so neither a
 * backup nor any other copy of the database holds a link that works:
 * - the stored text, HTML and headers carry a placeholder (`[link-secret-1]`) where a secret was,
 *   which is also what the admin Email screen shows;
 * - the secrets themselves are sealed beside them (AES-256-GCM, bound to the mail's kind and
 *   recipient) under a key derived from the link key, itself derived from SESSION_KEY (or the
 *   development key file): neither is in the database;
 * - only the mail worker opens them, to put them back into the message it hands to SMTP. Once the
 *   mail is sent (or a day after it failed, or when it is suppressed and never sent) the sealed
 *   secrets are deleted: what stays is the placeholder.
 */

export interface LinkSecrets {
  /** The link key the secrets were signed with (the form-token key, derived from SESSION_KEY). */
  linkKey: Buffer;
  /** Each secret exactly as it appears in the mail's text (a token of a link). */
  values: readonly string[];
}

/** The mail as it is sent: text, HTML and headers. */
export interface MailBodies {
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
}

/** Where the n-th secret (from 1) stands in a stored mail. */
export const linkSecretPlaceholder = (n: number) => `[link-secret-${n}]`;
const PLACEHOLDER_START = '[link-secret-';
/** What a placeholder typed by someone into a field of the mail (a job title, a search) becomes: it is never filled in. */
const DEFUSED_START = '[link secret-';

const HKDF_SALT = 'northline outbox';
const CIPHER_VERSION = 'v1';

/** The key that seals the outbox's link secrets, derived from the link key (never the key itself). */
export function outboxKeyFrom(linkKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', linkKey, HKDF_SALT, 'mail link secrets v1', 32));
}

/** The same key from SESSION_KEY itself (a test, or a tool given the deployment's key). */
export const outboxKeyFromSessionKey = (sessionKey: Buffer) => outboxKeyFrom(formSecretFrom(sessionKey));

/** Sealed secrets open only in the row they were written for: same kind, same recipient. */
const aad = (binding: { kind: string; to: string }) => Buffer.from(`email_outbox:${binding.kind}\n${binding.to}`);

const mapBodies = (bodies: MailBodies, change: (s: string) => string): MailBodies => ({
  text: change(bodies.text),
  html: bodies.html === null ? null : change(bodies.html),
  headers: bodies.headers === null ? null : Object.fromEntries(Object.entries(bodies.headers).map(([name, value]) => [name, change(value)])),
});

/**
 * The mail as it is stored: each secret replaced by its placeholder in the text, HTML and
 * headers, and the secrets sealed. A secret not found in the text is a link written differently
 * from its token (an encoding): an error, or the mail would go out with a broken link.
 */
export function sealMail(bodies: MailBodies, secrets: LinkSecrets, binding: { kind: string; to: string }): MailBodies & { sealed: string } {
  // A placeholder already there came from submitted text (a job title, a search): defused, so the
  // worker never puts a secret where someone else chose.
  let stored = mapBodies(bodies, (s) => s.replaceAll(PLACEHOLDER_START, DEFUSED_START));
  secrets.values.forEach((secret, i) => {
    if (secret.length < 16 || !stored.text.includes(secret)) throw new Error(`link secret ${i + 1} of a '${binding.kind}' mail is not in its text`);
    stored = mapBodies(stored, (s) => s.replaceAll(secret, linkSecretPlaceholder(i + 1)));
  });
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', outboxKeyFrom(secrets.linkKey), iv);
  cipher.setAAD(aad(binding));
  const body = Buffer.concat([cipher.update(JSON.stringify(secrets.values), 'utf8'), cipher.final()]);
  return { ...stored, sealed: `${CIPHER_VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}` };
}

/** The sealed secrets, or null when they cannot be opened (another SESSION_KEY, another row's, damaged). */
export function openSecrets(outboxKey: Buffer, sealed: string, binding: { kind: string; to: string }): string[] | null {
  if (!sealed.startsWith(`${CIPHER_VERSION}.`)) return null;
  try {
    const raw = Buffer.from(sealed.slice(CIPHER_VERSION.length + 1), 'base64url');
    if (raw.length < 12 + 16 + 2) return null;
    const decipher = createDecipheriv('aes-256-gcm', outboxKey, raw.subarray(0, 12));
    decipher.setAAD(aad(binding));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const values: unknown = JSON.parse(Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8'));
    return Array.isArray(values) && values.every((v) => typeof v === 'string') ? values : null;
  } catch {
    return null;
  }
}

/** A stored mail, as the outbox row has it. */
export interface StoredMail {
  kind: string;
  toAddress: string;
  textBody: string;
  htmlBody?: string | null;
  headers?: Record<string, string> | null;
  sealedSecrets?: string | null;
  secretsRemovedAt?: Date | null;
}

export type OpenedMail = ({ ok: true } & MailBodies) | { ok: false; reason: 'removed' | 'unreadable' };

/**
 * The mail as it is sent: the stored bodies with each placeholder replaced by its secret (opened
 * with `outboxKey`). Not when its secrets were deleted ('removed': a day after it was written) or
 * cannot be opened with this key ('unreadable'): then the mail must not go out.
 */
export function openMail(row: StoredMail, outboxKey: Buffer): OpenedMail {
  const bodies: MailBodies = { text: row.textBody, html: row.htmlBody ?? null, headers: row.headers ?? null };
  if (!row.sealedSecrets) return row.secretsRemovedAt ? { ok: false, reason: 'removed' } : { ok: true, ...bodies };
  const secrets = openSecrets(outboxKey, row.sealedSecrets, { kind: row.kind, to: row.toAddress });
  if (!secrets) return { ok: false, reason: 'unreadable' };
  return { ok: true, ...mapBodies(bodies, (s) => secrets.reduce((out, secret, i) => out.replaceAll(linkSecretPlaceholder(i + 1), secret), s)) };
}
