import { createStatementPool, type StatementClient, type StatementPool } from '@app/db';
import { randomUUID } from 'node:crypto';
import { PgBoss } from 'pg-boss';

/**
 * Edge purges (issue 37, item 3): every change tells each edge cache of EDGE_PURGE_URLS to drop
 * exactly the answers that show what it changed, within seconds, whichever instance or tool made
 * the change.
 *
 * 1. The database writes each changing statement's cache keys into the outbox `cache_key_purges`,
 *    in the change's own transaction (`bump_cache_keys`, Migration20261202090000_cache_key_purges).
 * 2. Every app instance drains the outbox every second: in one transaction it deletes the rows it
 *    takes (others' rows are skipped, so instances never take the same row), merges their keys
 *    (each once, sorted) and queues one purge job per edge and per slice of keys on pg-boss. The
 *    jobs and the deletion commit together: a crash loses no purge, and queues none twice.
 * 3. Right after that commit, the instance that drained sends each purge itself, as `PURGE <url>`
 *    with the keys space-separated in `xkey` (what Varnish's xkey vmod purges by) and in
 *    `Surrogate-Key` (other edges), and deletes the jobs that succeeded from the queue. The queue
 *    is the safety net: each job waits `retryDelaySeconds` before a queue worker may take it, so
 *    a purge that failed (a network error, a timeout, an answer other than 2xx), or whose instance
 *    died before sending it, is sent by any instance's worker, and tried again with a growing delay,
 *    `retryLimit` times; each edge's job is retried on its own. (Through the queue alone a purge
 *    waited for the drain, then for a worker's poll: up to 1.5 s before it left, more on a busy
 *    machine, and the edge test's 2 s bound on stale views failed.)
 *
 * With no edge configured, the drain deletes the rows without queuing anything, so the outbox never
 * grows past one drain interval's changes.
 */

export const PURGE_QUEUE = 'edge-purge';

/** The longest `xkey` value one purge request carries (Varnish's default header limit is 8 KB); more keys take several requests. */
export const MAX_KEYS_HEADER_CHARS = 4000;
/** Outbox rows one drain transaction takes; the drain goes on while it finds full batches. */
const DRAIN_BATCH = 1000;

type Log = { info(obj: object | string, msg?: string): void; warn(obj: object | string, msg?: string): void; error(obj: object | string, msg?: string): void };

/** One purge on the queue: the edge by its address without user name or password (those stay in the environment), and the keys. */
export interface PurgeJob {
  edge: string;
  keys: string[];
}

export interface EdgePurgeOptions {
  /** The database of the outbox and the queue. */
  databaseUrl: string;
  /** EDGE_PURGE_URLS; empty: nothing is sent and the outbox is emptied as it fills. */
  urls: readonly string[];
  log: Log;
  /** How often the outbox is drained (1 s). */
  drainIntervalMs?: number;
  /** Tries of a failed purge after the first (10: about 17 minutes with the delays below). */
  retryLimit?: number;
  /** The first retry's delay, doubling with each (2 s, at most 5 minutes). */
  retryDelaySeconds?: number;
  /** How long one purge request may take (10 s). */
  timeoutMs?: number;
}

export interface EdgePurges {
  /** Drains the outbox now (the timer does it every second); answers how many outbox rows it took. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/** The keys of `rows`, each once and sorted, in slices whose space-separated text fits `maxChars`. */
export function purgeSlices(rows: readonly (readonly string[])[], maxChars = MAX_KEYS_HEADER_CHARS): string[][] {
  const keys = [...new Set(rows.flat())].sort();
  const slices: string[][] = [];
  let slice: string[] = [];
  let length = 0;
  for (const key of keys) {
    if (slice.length > 0 && length + 1 + key.length > maxChars) {
      slices.push(slice);
      slice = [];
      length = 0;
    }
    length += (slice.length > 0 ? 1 : 0) + key.length;
    slice.push(key);
  }
  if (slice.length > 0) slices.push(slice);
  return slices;
}

/** An edge's address as logs may show it: no user name or password. */
export const edgeName = (url: string) => {
  const target = new URL(url);
  return `${target.origin}${target.pathname}${target.search}`;
};

/**
 * Sends one purge: `PURGE url` with `xkey` and `Surrogate-Key`. A user name and password in the URL
 * go as Basic authentication (fetch refuses them in the address). Throws unless the answer is 2xx.
 */
export async function sendPurge(url: string, keys: readonly string[], timeoutMs = 10_000): Promise<void> {
  const target = new URL(url);
  const headers: Record<string, string> = { xkey: keys.join(' '), 'surrogate-key': keys.join(' ') };
  if (target.username || target.password) {
    headers.authorization = `Basic ${Buffer.from(`${decodeURIComponent(target.username)}:${decodeURIComponent(target.password)}`).toString('base64')}`;
    target.username = '';
    target.password = '';
  }
  const response = await fetch(target, { method: 'PURGE', headers, signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
  // The body is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (response.status < 200 || response.status >= 300) throw new Error(`${edgeName(url)} answered ${response.status} to the purge of ${keys.length} key(s)`);
}

/** pg-boss's statements, inside the drain's transaction. */
const inTransaction = (client: StatementClient) => ({
  executeSql: async (text: string, values?: unknown[]) => ({ rows: await client.query(text, values ?? []) }),
});

export async function startEdgePurges(options: EdgePurgeOptions): Promise<EdgePurges> {
  const { urls, log } = options;
  const pool: StatementPool = createStatementPool(options.databaseUrl, { statementTimeoutMs: 30_000, max: 2 });
  let boss: PgBoss | undefined;
  // On each job, not only the queue's defaults: a queue created earlier keeps the options it was created with.
  const retry = { retryLimit: options.retryLimit ?? 10, retryDelay: options.retryDelaySeconds ?? 2, retryBackoff: true, retryDelayMax: 300 };
  if (urls.length > 0) {
    boss = new PgBoss({ connectionString: options.databaseUrl, max: 2, schema: 'pgboss' });
    boss.on('error', (error) => log.error({ err: error }, 'edge purge queue error'));
    await boss.start();
    await boss.createQueue(PURGE_QUEUE, { expireInSeconds: 60, deleteAfterSeconds: 24 * 3600 });
    const timeoutMs = options.timeoutMs ?? 10_000;
    const byName = new Map(urls.map((url) => [edgeName(url), url]));
    await boss.work<PurgeJob>(PURGE_QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 1, localConcurrency: 2 }, async ([job]) => {
      if (!job) return;
      const url = byName.get(job.data.edge);
      if (!url) {
        // Queued before EDGE_PURGE_URLS changed: that edge is no longer this site's.
        log.warn({ edge: job.data.edge }, 'edge purge dropped: its edge is not in EDGE_PURGE_URLS any more');
        return;
      }
      try {
        await sendPurge(url, job.data.keys, timeoutMs);
      } catch (error) {
        const last = job.retryCount >= retry.retryLimit;
        log[last ? 'error' : 'warn'](
          { err: error, edge: job.data.edge, keys: job.data.keys.length, retry: job.retryCount },
          last ? 'edge purge failed for good: the edge keeps those answers until they expire' : 'edge purge failed; it will be tried again',
        );
        // The queue tries again later, with a growing delay.
        throw error;
      }
    });
  }

  /** Purges sent right after a drain, not yet answered (stop() waits for them). */
  const sending = new Set<Promise<void>>();
  /**
   * Sends the jobs a drain just committed, each edge on its own, and deletes from the queue those
   * the edge took; the others stay for the queue's worker (after retryDelaySeconds).
   */
  const sendNow = (jobs: { id: string; data: PurgeJob }[]) => {
    const timeoutMs = options.timeoutMs ?? 10_000;
    const byName = new Map(urls.map((url) => [edgeName(url), url]));
    const sent = (async () => {
      const done: string[] = [];
      await Promise.all(
        jobs.map(async (job) => {
          try {
            await sendPurge(byName.get(job.data.edge)!, job.data.keys, timeoutMs);
            done.push(job.id);
          } catch (error) {
            log.warn({ err: error, edge: job.data.edge, keys: job.data.keys.length }, 'edge purge failed; the queue will try it again');
          }
        }),
      );
      if (done.length > 0) await boss!.deleteJob(PURGE_QUEUE, done);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'edge purge: could not delete the jobs already sent (they will be sent again)'))
      .finally(() => sending.delete(sent));
    sending.add(sent);
  };

  /** Takes up to DRAIN_BATCH outbox rows; queues their purges (or, with no edge, only deletes them), then sends them. */
  const drainBatch = async () => {
    const queued: { id: string; data: PurgeJob }[] = [];
    const taken = await pool.transaction(async (client) => {
      const rows = await client.query<{ keys: string[] }>(
        `delete from cache_key_purges where id in (select id from cache_key_purges order by id limit $1 for update skip locked) returning keys`,
        [DRAIN_BATCH],
      );
      if (boss && rows.length > 0) {
        for (const keys of purgeSlices(rows.map((row) => row.keys))) {
          for (const url of urls) queued.push({ id: randomUUID(), data: { edge: edgeName(url), keys } });
        }
        // Held back retryDelaySeconds: sendNow goes first once this commits.
        const startAfter = retry.retryDelay;
        await boss.insert(
          PURGE_QUEUE,
          queued.map((job) => ({ ...retry, ...job, startAfter })),
          { db: inTransaction(client) },
        );
      }
      return rows.length;
    });
    if (queued.length > 0) sendNow(queued);
    return taken;
  };

  let draining: Promise<number> | null = null;
  const drain = () =>
    (draining ??= (async () => {
      // Most seconds nothing changed: one cheap look, no transaction.
      if ((await pool.query(`select 1 from cache_key_purges limit 1`, [])).length === 0) return 0;
      let taken = 0;
      for (;;) {
        const n = await drainBatch();
        taken += n;
        if (n < DRAIN_BATCH) return taken;
      }
    })().finally(() => (draining = null)));

  const timer = setInterval(
    () => void drain().catch((error: unknown) => log.error({ err: error }, 'edge purge drain failed')),
    options.drainIntervalMs ?? 1000,
  );
  timer.unref();
  if (urls.length > 0) log.info(`edge purges on: ${urls.map(edgeName).join(', ')}`);

  let stopping: Promise<void> | undefined;
  return {
    drain,
    stop: () =>
      (stopping ??= (async () => {
        clearInterval(timer);
        await draining?.catch(() => 0);
        await Promise.all(sending);
        await boss?.stop({ graceful: true, timeout: 10_000 });
        await pool.end();
      })()),
  };
}
