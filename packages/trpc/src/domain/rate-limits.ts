import type { EntityManager } from '@app/db';
import { query, sql } from './sql.ts';

/**
 * Fixed-window throttles kept in PostgreSQL (table rate_counters), so every app instance counts
 * the same attempts. A hit is counted by one upsert, atomically: a burst of concurrent requests
 * gets the counts 1, 2, 3, ... and is cut exactly at the limit, whatever the instance.
 */

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
  /** Attempts per client address and username in a window (the attempt being made included). */
  maxFailures: number;
  windowMs: number;
}

const loginUserKey = (ip: string, username: string) => `login:${ip}|${username.toLowerCase()}`;
const loginClientKey = (ip: string) => `login:${ip}`;

/**
 * Reserves a login attempt before the password is checked; answers the seconds to wait, or 0
 * when the attempt may go ahead. Counting first is what cuts a concurrent burst at the limit.
 *
 * Two counts: this address with this username (`maxFailures`), and this address with any name
 * (ten times that). The second only stops a name that has already used attempts here itself, so
 * failures by a neighbour on a shared address (or everyone, behind a proxy) with other names never
 * lock out an admin who has not failed.
 */
export async function reserveLoginAttempt(em: EntityManager, ip: string, username: string, limits: LoginLimits): Promise<number> {
  const user = await countHit(em, loginUserKey(ip, username), limits.windowMs);
  if (user.hits > limits.maxFailures) return user.retryAfter;
  const client = await countHit(em, loginClientKey(ip), limits.windowMs);
  if (client.hits > limits.maxFailures * 10 && user.hits > 1) return client.retryAfter;
  return 0;
}

/** A reserved attempt that succeeded: the name's failures here are forgotten, and it is no failure of the address. */
export async function loginSucceeded(em: EntityManager, ip: string, username: string): Promise<void> {
  await forgetKey(em, loginUserKey(ip, username));
  await takeBackHit(em, loginClientKey(ip));
}
