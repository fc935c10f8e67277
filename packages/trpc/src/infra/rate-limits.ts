import type { EntityManager } from '@app/db';
import { query, sql } from './sql.ts';

/**
 * Fixed-window throttles kept in PostgreSQL (table rate_counters), so every app instance counts
 * the same attempts. A hit is counted by one upsert, atomically: a burst of concurrent requests
 * gets the counts 1, 2, 3, ... and is cut exactly at the limit, whatever the instance.
 */

/** Throttle limits (counted here, in PostgreSQL, shared by every app instance). */
export interface Limits {
  /** Login attempts per client address and username in `loginWindowMs`. */
  loginMaxFailures: number;
  loginWindowMs: number;
  /** Wrong current passwords on a password change per admin in `loginWindowMs`. */
  passwordMaxFailures: number;
  /** Failed logins for one username from any address in `loginWindowMs` (a browser with that name's device cookie is exempt). */
  loginUserMaxFailures: number;
  /** Two-factor code attempts per staff user, from any address or device, in `loginWindowMs`. */
  mfaMaxFailures: number;
  /** 'Forgot password?' requests per client address in `loginWindowMs`. */
  passwordResetRequests: number;
  /** Stored public submissions (contact, quotes, carrier, newsletter, job, application) per client address and kind per minute. */
  publicWritesPerMinute: number;
  /** Public reads (each procedure of a tRPC batch, each REST read, each feed) per client per minute. */
  publicReadsPerMinute: number;
  /** Resume bytes one client may upload in 24 hours. */
  uploadBytesPerClientPerDay: number;
  /** Bytes of all uploads not yet attached to an application, together. */
  uploadPendingMaxBytes: number;
}

export const DEFAULT_LIMITS: Limits = {
  loginMaxFailures: 10,
  loginWindowMs: 15 * 60 * 1000,
  passwordMaxFailures: 5,
  loginUserMaxFailures: 20,
  mfaMaxFailures: 5,
  passwordResetRequests: 5,
  publicWritesPerMinute: 10,
  publicReadsPerMinute: 300,
  uploadBytesPerClientPerDay: 50 * 1024 * 1024,
  uploadPendingMaxBytes: 1000 * 1024 * 1024,
};

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Seconds until the window ends (at least 1). */
  retryAfter: number;
}

/**
 * Counts `by` hits (one by default: a batch of reads counts each read) on `key`; a window of
 * `windowMs` starts when the last one is over.
 */
export async function countHit(em: EntityManager, key: string, windowMs: number, by = 1): Promise<WindowCount> {
  const [row] = await query<{ hits: number; retry_after: number }>(
    em,
    sql`insert into rate_counters as c (key, hits, reset_at)
        values (${key}, ${by}::int, clock_timestamp() + make_interval(secs => ${windowMs / 1000}))
        on conflict (key) do update set
          hits = case when c.reset_at <= clock_timestamp() then excluded.hits else c.hits + excluded.hits end,
          reset_at = case when c.reset_at <= clock_timestamp() then excluded.reset_at else c.reset_at end
        returning c.hits, greatest(1, ceil(extract(epoch from c.reset_at - clock_timestamp())))::int as retry_after`,
  );
  return { hits: row!.hits, retryAfter: row!.retry_after };
}

/** Forgets `key`'s window (a success clears the failures before it). */
export async function forgetKey(em: EntityManager, key: string): Promise<void> {
  await query(em, sql`delete from rate_counters where key = ${key}`);
}

/** Takes `by` hits (one by default) back from `key` (an attempt that turned out not to be a failure). */
export async function takeBackHit(em: EntityManager, key: string, by = 1): Promise<void> {
  await query(em, sql`update rate_counters set hits = greatest(0, hits - ${by}::int) where key = ${key}`);
}

/** Deletes windows that ended more than a minute ago; returns how many. */
export async function pruneRateCounters(em: EntityManager): Promise<number> {
  const rows = await query<{ key: string }>(em, sql`delete from rate_counters where reset_at < clock_timestamp() - interval '1 minute' returning key`);
  return rows.length;
}

/** 'Try again in 20 seconds.' / 'Try again in 3 minutes.' / 'Try again in 1 minute.' / 'Try again in 23 hours.' */
export function tryAgainIn(seconds: number): string {
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  const hours = Math.ceil(seconds / 3600);
  return `Try again in ${hours} hours.`;
}

export interface LoginLimits {
  /** Attempts per client and username in a window (the attempt being made included). */
  maxFailures: number;
  /** Failed attempts per username from any client in a window, before the name answers 429. */
  userMaxFailures: number;
  windowMs: number;
}

/** Who is trying: the client (an address, or an IPv6 /64), the name, and this browser's device cookie nonce for it. */
export interface LoginAttempt {
  client: string;
  username: string;
  /** Set when the browser holds a valid device cookie for this name (it signed in as it before). */
  deviceNonce?: string;
}

const loginUserKey = (client: string, username: string) => `login:${client}|${username.toLowerCase()}`;
const loginClientKey = (client: string) => `login:${client}`;
const loginAccountKey = (username: string) => `login-user:${username.toLowerCase()}`;
const loginDeviceKey = (nonce: string) => `login-device:${nonce}`;

/**
 * Reserves a login attempt before the password is checked; answers the seconds to wait, or 0
 * when the attempt may go ahead. Counting first is what cuts a concurrent burst at the limit.
 *
 * A browser with a device cookie for the name (it signed in as that admin before) is counted on
 * its own (`maxFailures` per device): nobody else's guessing can lock it out. Any other attempt is
 * counted three ways:
 * - this client with this name (`maxFailures`);
 * - this client with any name (ten times that), which only stops a name that has already used
 *   attempts here itself, so failures by a neighbour on a shared address (or everyone, behind a
 *   proxy) with other names never lock out an admin who has not failed;
 * - this name from any client (`userMaxFailures`): rotating addresses (a botnet, or an IPv6
 *   range) gets that many guesses per window for a name, then the name answers 429.
 */
export async function reserveLoginAttempt(em: EntityManager, attempt: LoginAttempt, limits: LoginLimits): Promise<number> {
  if (attempt.deviceNonce) {
    const device = await countHit(em, loginDeviceKey(attempt.deviceNonce), limits.windowMs);
    return device.hits > limits.maxFailures ? device.retryAfter : 0;
  }
  const user = await countHit(em, loginUserKey(attempt.client, attempt.username), limits.windowMs);
  if (user.hits > limits.maxFailures) return user.retryAfter;
  const client = await countHit(em, loginClientKey(attempt.client), limits.windowMs);
  if (client.hits > limits.maxFailures * 10 && user.hits > 1) return client.retryAfter;
  const account = await countHit(em, loginAccountKey(attempt.username), limits.windowMs);
  if (account.hits > limits.userMaxFailures) return account.retryAfter;
  return 0;
}

/**
 * A reserved attempt that succeeded: it was no failure. The name's failures from this client (and
 * this device) are forgotten, and so are the name's failures from anywhere: the right password
 * ends a lockout that was meant for guessers.
 */
export async function loginSucceeded(em: EntityManager, attempt: LoginAttempt): Promise<void> {
  if (attempt.deviceNonce) {
    await forgetKey(em, loginDeviceKey(attempt.deviceNonce));
    return;
  }
  await forgetKey(em, loginUserKey(attempt.client, attempt.username));
  await takeBackHit(em, loginClientKey(attempt.client));
  await forgetKey(em, loginAccountKey(attempt.username));
}
