import { createHmac, randomBytes } from 'node:crypto';
import type { SpamTrapFields } from '@app/shared/schemas/inputs';
import { readStamp, signStamp } from '../../infra/signed-links.ts';

/**
 * Spam protection for the public forms that costs a person nothing:
 * - a honeypot field (`website`) people never see, which form-filling bots fill;
 * - a form token: the time the form was shown, signed by the server. A submission sent sooner
 *   than a person could fill the form, or with a token the server never signed, is a bot's.
 * The token is stateless (an HMAC under a key every instance derives from the session key), so
 * any instance can judge a token another one issued. A trapped submission is stored as spam and
 * answered like any other, so the bot learns nothing.
 */
export interface FormGuard {
  /** Signs form tokens; the same on every instance of one deployment. */
  secret: Buffer;
  /** The least time a person takes to fill a form. */
  minFillMs: number;
}

export type SpamReason = 'honeypot' | 'too fast' | 'forged token';

const VERSION = 'f1';
/** A token dated this far ahead of the judging instance's clock was not made by a server. */
const MAX_CLOCK_SKEW_MS = 60_000;

export function newFormSecret(): Buffer {
  return randomBytes(32);
}

/** The form-token key of a deployment, derived from its session key (never the key itself). */
export function formSecretFrom(sessionKey: Buffer): Buffer {
  return createHmac('sha256', sessionKey).update('form-token key v1').digest();
}

const PURPOSE = 'form';

export function issueFormToken(guard: Pick<FormGuard, 'secret'>, now: number): string {
  return `${VERSION}.${signStamp(guard.secret, PURPOSE, '', now)}`;
}

/** The time a token was issued, or null when the server did not sign it. */
export function readFormToken(token: string, secret: Buffer): number | null {
  const prefix = `${VERSION}.`;
  return token.startsWith(prefix) ? readStamp(secret, PURPOSE, '', token.slice(prefix.length)) : null;
}

/** Why a submission is spam, or null when it passes. Without a token only the honeypot judges. */
export function judgeSubmission(fields: SpamTrapFields, guard: FormGuard, now: number): SpamReason | null {
  if (fields.website !== undefined && fields.website.trim() !== '') return 'honeypot';
  if (fields.formToken === undefined || fields.formToken === '') return null;
  const issued = readFormToken(fields.formToken, guard.secret);
  if (issued === null || issued > now + MAX_CLOCK_SKEW_MS) return 'forged token';
  if (now - issued < guard.minFillMs) return 'too fast';
  return null;
}

/** A form's fields without the spam-trap ones, ready to store. */
export function withoutTrapFields<T extends SpamTrapFields>(input: T): Omit<T, 'website' | 'formToken'> {
  const { website: _website, formToken: _formToken, ...fields } = input;
  return fields;
}
