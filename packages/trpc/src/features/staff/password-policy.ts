import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { TRPCError } from '@trpc/server';
import * as z from 'zod';
import {
  BREACHED_PASSWORD_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '@app/shared/schemas/accounts';

/**
 * The password policy of every new password (an invitation accepted, a reset, a change in
 * Profile, `pnpm admin:reset-password`): at least PASSWORD_MIN_LENGTH characters, and not one of
 * the 100,000 passwords seen most often in breaches (data/breached-passwords.txt.gz, matched
 * whatever the case). The list is read once, the first time it is needed, on the server only.
 * Sign-in never applies it: existing passwords keep working until their owner changes them.
 */

const LIST_FILE = new URL('../../../data/breached-passwords.txt.gz', import.meta.url);

/** How a password is compared with the list: Unicode-normalized, trimmed and in lower case. */
const normalized = (password: string) => password.normalize('NFKC').trim().toLowerCase();

let breached: ReadonlySet<string> | undefined;

/**
 * The breached passwords that the length rule lets through. A shorter one is refused by the
 * length rule first, so only these need to be held in memory (about 1,400 of the 100,000).
 */
function breachedList(): ReadonlySet<string> {
  breached ??= new Set(
    gunzipSync(readFileSync(LIST_FILE))
      .toString('utf8')
      .split('\n')
      .map(normalized)
      .filter((p) => p.length >= PASSWORD_MIN_LENGTH),
  );
  return breached;
}

/** Whether `password` is in the list of breached passwords (case-insensitive), when long enough to be a candidate. */
export function isBreachedPassword(password: string): boolean {
  const candidate = normalized(password);
  return candidate.length >= PASSWORD_MIN_LENGTH && breachedList().has(candidate);
}

/** Why `password` may not be a new password, or null when it may. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  if (isBreachedPassword(password)) return BREACHED_PASSWORD_MESSAGE;
  return null;
}

/**
 * Refuses a new password that breaks the policy: 400 with the reason, at the input field `field`
 * (the answer's `issues` name it, as for any other validation error).
 */
export function assertPasswordAllowed(password: string, field: string): void {
  const problem = passwordProblem(password);
  if (!problem) return;
  // A validation error like any other: the answer's `issues` name the field.
  const { error } = z.object({ [field]: z.string().refine(() => false, problem) }).safeParse({ [field]: '' });
  throw new TRPCError({ code: 'BAD_REQUEST', message: problem, cause: error });
}
