import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Job } from '@app/db';
import { CACHE_KEYS, jobKey } from '@app/trpc';
import { MAX_KEYS_HEADER_CHARS, PURGE_QUEUE, purgeSlices, startEdgePurges, type EdgePurgeOptions, type EdgePurges } from '../src/edge/purges.ts';
import { createAdmin, createTestApp, loginCookie, validJob, type TestApp } from './helpers.ts';

/**
 * Issue 37, item 3: every change queues a purge of exactly its keys to each edge of
 * EDGE_PURGE_URLS, through the job queue with retries. A local HTTP server stands in for each edge
 * (Varnish with xkey reads the same request: `PURGE` with the keys in `xkey`).
 */

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

interface Edge {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** An edge on 127.0.0.1 that records every request and answers what `answer` says (200 by default). */
async function startEdge(answer: (request: Received, nth: number) => number = () => 200, path = '/'): Promise<Edge> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers };
    received.push(request);
    req.resume();
    res.statusCode = answer(request, received.length);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const keysOf = (request: Received) => String(request.headers.xkey).split(' ');

let t: TestApp;
let cookie: string;
const running: { close(): Promise<void> }[] = [];
const silent = { info: () => {}, warn: () => {}, error: () => {} };

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.orm);
  cookie = await loginCookie(t.app);
});
afterEach(async () => {
  while (running.length) await running.pop()!.close();
});
afterAll(async () => {
  await t.close();
});

const sql = <T extends object>(text: string) => t.orm.em.fork().getConnection().execute<T[]>(text);
const outboxRows = async () => Number((await sql<{ n: string }>(`select count(*)::text as n from cache_key_purges`))[0]!.n);
/** Purge jobs on the queue not yet done (queued, retrying or being sent). */
const unfinishedJobs = async () =>
  Number(
    (
      await sql<{ n: string }>(`select count(*)::text as n from pgboss.job where name = '${PURGE_QUEUE}' and state not in ('completed', 'failed', 'cancelled')`)
    )[0]!.n,
  );

async function purgesOn(urls: string[], options: Partial<EdgePurgeOptions> = {}): Promise<EdgePurges> {
  const purges = await startEdgePurges({ databaseUrl: t.databaseUrl, urls, log: silent, drainIntervalMs: 60_000, retryDelaySeconds: 1, ...options });
  running.push({ close: () => purges.stop() });
  return purges;
}

async function edge(...args: Parameters<typeof startEdge>): Promise<Edge> {
  const started = await startEdge(...args);
  running.push(started);
  return started;
}

/** A pending job, its own changes' purges already out of the outbox: the test starts from a quiet outbox. */
async function pendingJob(title: string): Promise<number> {
  const em = t.orm.em.fork();
  const job = em.create(Job, { ...validJob, title, status: 'pending' });
  await em.flush();
  await sql(`delete from cache_key_purges`);
  return job.id;
}

async function approve(id: number) {
  const res = await t.app.inject({ method: 'PATCH', url: `/api/jobs/${id}/status`, headers: { cookie }, payload: { status: 'approved' } });
  expect(res.statusCode).toBe(200);
}

/** Waits until every purge job queued so far is done (sent, or failed for good). */
const queueSettled = () => vi.waitFor(async () => expect(await unfinishedJobs()).toBe(0), { timeout: 20_000, interval: 100 });

describe('edge purges', () => {
  it("approving one job sends one PURGE, within seconds, whose xkey holds that job's keys and no others", async () => {
    const [other] = [await pendingJob('Another Loader')];
    const id = await pendingJob('Purged Loader');
    const target = await edge();
    // The drain's own timer (every second), as on a server.
    await purgesOn([target.url], { drainIntervalMs: 1000 });

    const approved = performance.now();
    await approve(id);
    await vi.waitFor(() => expect(target.received.length).toBeGreaterThan(0), { timeout: 10_000, interval: 50 });
    const latencyMs = performance.now() - approved;
    await queueSettled();

    expect(target.received).toHaveLength(1);
    const [purge] = target.received;
    expect(purge!.method).toBe('PURGE');
    expect(keysOf(purge!).sort()).toEqual([jobKey(id), CACHE_KEYS.jobsList, CACHE_KEYS.stats].sort());
    expect(keysOf(purge!)).not.toContain(jobKey(other!));
    expect(keysOf(purge!)).not.toContain('*');
    expect(purge!.headers['surrogate-key']).toBe(purge!.headers.xkey);
    expect(purge!.headers.authorization).toBeUndefined();
    // The drain runs every second and the queue looks every half second.
    expect(latencyMs).toBeLessThan(5000);
    expect(await outboxRows()).toBe(0);
  });

  it('the instance that drains sends the purge itself at once; the queue keeps only what failed', async () => {
    const id = await pendingJob('Direct Loader');
    const target = await edge();
    // The queued copy waits 30 s before a worker may take it: only the direct send can be this fast.
    const purges = await purgesOn([target.url], { retryDelaySeconds: 30 });

    await approve(id);
    expect(await purges.drain()).toBe(1);
    await vi.waitFor(() => expect(target.received).toHaveLength(1), { timeout: 5000, interval: 20 });
    expect(keysOf(target.received[0]!)).toContain(jobKey(id));
    // Sent, so deleted from the queue (not even a completed row): no worker sent it, nobody will again.
    await vi.waitFor(async () => expect(await sql(`select id from pgboss.job where name = '${PURGE_QUEUE}' and data->'keys' ? '${jobKey(id)}'`)).toEqual([]), {
      timeout: 5000,
      interval: 50,
    });
  });

  it('an edge that answers 500 gets the same purge again, and is left alone once it answers 200', async () => {
    const id = await pendingJob('Retried Loader');
    const flaky = await edge((_request, nth) => (nth === 1 ? 500 : 200));
    const purges = await purgesOn([flaky.url]);

    await approve(id);
    expect(await purges.drain()).toBe(1);
    await vi.waitFor(() => expect(flaky.received.length).toBe(2), { timeout: 20_000, interval: 100 });
    await queueSettled();

    expect(flaky.received).toHaveLength(2);
    expect(keysOf(flaky.received[1]!)).toEqual(keysOf(flaky.received[0]!));
    expect(keysOf(flaky.received[1]!)).toContain(jobKey(id));
  });

  it('an edge that is down is tried again; a second edge gets the purge once all the same', async () => {
    const id = await pendingJob('Two Edges Loader');
    const down = await startEdge();
    const downUrl = down.url;
    await down.close();
    const up = await edge(undefined, '/purge');
    // A second edge behind a password: sent as Basic authentication, never in the address.
    const withPassword = await edge(undefined, '/xkey');
    const passwordUrl = withPassword.url.replace('http://', 'http://purger:s3cret@');
    const purges = await purgesOn([up.url, passwordUrl, downUrl], { retryLimit: 1 });

    await approve(id);
    await purges.drain();
    await queueSettled();

    for (const target of [up, withPassword]) {
      expect(target.received).toHaveLength(1);
      expect(keysOf(target.received[0]!)).toContain(jobKey(id));
      expect(target.received[0]!.method).toBe('PURGE');
    }
    expect(up.received[0]!.url).toBe('/purge');
    expect(withPassword.received[0]!.url).toBe('/xkey');
    expect(withPassword.received[0]!.headers.authorization).toBe(`Basic ${Buffer.from('purger:s3cret').toString('base64')}`);
    expect(up.received[0]!.headers.authorization).toBeUndefined();
    // The edge that was down: tried, retried once (retryLimit 1), then failed for good.
    const states = await sql<{ state: string; retry_count: number }>(
      `select state, retry_count from pgboss.job where name = '${PURGE_QUEUE}' and data->>'edge' = '${downUrl}'`,
    );
    expect(states).toEqual([{ state: 'failed', retry_count: 1 }]);
    // The password stays in the environment: the queue names the edge without it.
    expect(await sql(`select id from pgboss.job where name = '${PURGE_QUEUE}' and data::text like '%s3cret%'`)).toEqual([]);
  });

  it('several changes between two drains make one purge per edge, each key once', async () => {
    const a = await pendingJob('Batch Loader A');
    const b = await pendingJob('Batch Loader B');
    const target = await edge();
    const purges = await purgesOn([target.url]);

    await approve(a);
    await approve(b);
    expect(await outboxRows()).toBe(2);
    expect(await purges.drain()).toBe(2);
    await queueSettled();

    expect(target.received).toHaveLength(1);
    expect(keysOf(target.received[0]!)).toEqual([jobKey(a), jobKey(b), CACHE_KEYS.jobsList, CACHE_KEYS.stats].sort());
  });

  it('with EDGE_PURGE_URLS empty nothing is sent and the outbox does not grow', async () => {
    const watching = await edge();
    const purges = await purgesOn([]);
    for (const title of ['Quiet Loader A', 'Quiet Loader B', 'Quiet Loader C']) {
      const id = await pendingJob(title);
      await approve(id);
      // The trigger wrote the change's keys; the drain deletes them, sending nothing.
      expect(await outboxRows()).toBe(1);
      expect(await purges.drain()).toBe(1);
      expect(await outboxRows()).toBe(0);
    }
    // Its own timer too: a change left alone is gone within a drain interval.
    const timed = await purgesOn([], { drainIntervalMs: 200 });
    await approve(await pendingJob('Quiet Loader D'));
    await vi.waitFor(async () => expect(await outboxRows()).toBe(0), { timeout: 5000, interval: 50 });
    await timed.stop();
    expect(watching.received).toEqual([]);
    expect(await unfinishedJobs()).toBe(0);
  });

  it('a change rolled back writes nothing to purge', async () => {
    await sql(`delete from cache_key_purges`);
    await t.orm.em
      .fork()
      .transactional(async (em) => {
        await em.getConnection().execute(`update jobs set title = title || ' (undone)'`, [], 'run', em.getTransactionContext());
        throw new Error('undo');
      })
      .catch(() => undefined);
    expect(await outboxRows()).toBe(0);
    await sql(`update jobs set title = title where id = (select min(id) from jobs)`);
    expect(await outboxRows()).toBe(1);
  });
});

describe('purgeSlices', () => {
  it('gives every key once, sorted, in slices whose header fits', () => {
    const rows = [Array.from({ length: 3000 }, (_, i) => jobKey(i + 1)), [CACHE_KEYS.jobsList, CACHE_KEYS.stats, jobKey(1)]];
    const slices = purgeSlices(rows);
    expect(slices.length).toBeGreaterThan(1);
    for (const slice of slices) expect(slice.join(' ').length).toBeLessThanOrEqual(MAX_KEYS_HEADER_CHARS);
    const all = slices.flat();
    expect(all).toHaveLength(3002);
    expect(new Set(all).size).toBe(3002);
    expect(all).toEqual([...all].sort());
    expect(purgeSlices([])).toEqual([]);
  });
});
