import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createOrm, migrate, type Orm } from '@app/db';
import { createDatabase, startTestCluster } from '@app/db/testing';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/env.ts';

/**
 * PostgreSQL stops and starts again while 50 clients read and write: the requests during the
 * outage get 503 with Retry-After (never 500, never a hang), the app recovers by itself within
 * 5 s of the database returning, and every write acknowledged with 201 is in the database.
 * Runs on its own cluster, so stopping it disturbs no other test.
 */

let cluster: Awaited<ReturnType<typeof startTestCluster>>;
let orm: Orm;
let app: FastifyInstance;

beforeAll(async () => {
  cluster = await startTestCluster();
  const db = await createDatabase(cluster.port);
  orm = await createOrm({ clientUrl: db.url, poolMax: 10 });
  await migrate(orm);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    PUBLIC_WRITE_LIMIT: '100000',
    PUBLIC_READ_LIMIT: '1000000',
    SEARCH_CACHE_TTL_SECONDS: '0',
  });
  app = await buildApp({ orm, env, sessionKey: randomBytes(32), logger: false });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await orm?.close(true);
  await cluster?.stop();
}, 60_000);

interface Outcome {
  at: number;
  status: number;
  retryAfter?: string;
  ms: number;
}

describe('PostgreSQL restart under load', () => {
  it('answers 503 with Retry-After during the outage, recovers within 5 s, and loses no acknowledged write', async () => {
    const outcomes: Outcome[] = [];
    const acknowledged: number[] = [];
    let running = true;
    const client = async (n: number) => {
      for (let i = 0; running; i++) {
        const started = Date.now();
        const write = (n + i) % 2 === 0;
        const res = write
          ? await app.inject({
              method: 'POST',
              url: '/api/contact',
              remoteAddress: `10.0.${n}.1`,
              payload: { name: 'Load Tester', email: `load${n}.${i}@example.com`, subject: 'Load test', message: 'Checking the outage handling.' },
            })
          : await app.inject({ method: 'GET', url: '/api/jobs?limit=5' });
        outcomes.push({ at: started, status: res.statusCode, retryAfter: res.headers['retry-after'] as string | undefined, ms: Date.now() - started });
        if (write && res.statusCode === 201) acknowledged.push(res.json().id);
        if (res.statusCode !== 200 && res.statusCode !== 201) await new Promise((r) => setTimeout(r, 50));
      }
    };
    const clients = Array.from({ length: 50 }, (_, n) => client(n));

    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // Counts of requests, not wall-clock time, decide how long each phase lasts: on a busy machine
    // the same seconds hold fewer requests, and a phase goes on until it has enough of them.
    const startedSince = (at: number) => outcomes.filter((o) => o.at >= at).length;
    const until = async (enough: () => boolean, atMostMs: number) => {
      for (const end = Date.now() + atMostMs; !enough() && Date.now() < end;) await sleep(100);
    };

    await sleep(1500);
    await cluster.pause();
    const stoppedAt = Date.now();
    await sleep(1500);
    // The probes: alive, but not ready while the database is away.
    const [health, ready] = await Promise.all([app.inject({ url: '/api/health' }), app.inject({ url: '/api/ready' })]);
    expect(health.statusCode).toBe(200);
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    expect(ready.headers['retry-after']).toBe('5');
    await until(() => startedSince(stoppedAt) > 50, 30_000);
    // A second more, so the requests counted above all fall in the outage window checked below.
    await sleep(1500);
    await cluster.resume();
    const backAt = Date.now();
    // Load goes on until it has succeeded for a while after the database came back: at least 7 s,
    // and until more than 50 requests started 5 s or more after the return.
    await sleep(7000);
    await until(() => startedSince(backAt + 5000) > 50, 30_000);
    running = false;
    await Promise.all(clients);

    const during = outcomes.filter((o) => o.at >= stoppedAt && o.at < backAt - 1000);
    expect(during.length).toBeGreaterThan(50);
    // Nothing but 503 with Retry-After while the database is away (and no 500 at any time).
    expect(outcomes.filter((o) => o.status >= 500 && o.status !== 503)).toEqual([]);
    for (const o of during) {
      expect(o.status).toBe(503);
      expect(Number(o.retryAfter)).toBeGreaterThan(0);
    }
    // No request hung: every answer came within the pool's connect timeout and a little more.
    expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(10_000);
    // Recovered by itself: after 5 s from the database's return, every request succeeds.
    const later = outcomes.filter((o) => o.at >= backAt + 5000);
    expect(later.length).toBeGreaterThan(50);
    expect(later.filter((o) => o.status !== 200 && o.status !== 201)).toEqual([]);
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    // No pool slot is lost: connections that broke while in use are given back (else the pool
    // shrinks with every restart until requests wait for ever).
    const pool = (await orm.em.getConnection().getNativeClient()) as unknown as { totalCount: number; idleCount: number };
    await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 20_000, interval: 500 }).toBe(0);
    // Every acknowledged write is stored.
    const rows = await orm.em.fork().getConnection().execute<Array<{ id: number }>>(`select id from contact_messages`);
    const stored = new Set(rows.map((r) => Number(r.id)));
    expect(acknowledged.length).toBeGreaterThan(50);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 180_000);
});

describe('isDatabaseUnavailable', () => {
  it('knows an outage from a fault in the request', async () => {
    const { isDatabaseUnavailable } = await import('@app/trpc');
    const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    for (const error of [
      coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      coded('57P01', 'terminating connection due to administrator command'),
      coded('57P03', 'the database system is starting up'),
      coded('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('wrapped', { cause: coded('ECONNRESET') }),
    ]) {
      expect(isDatabaseUnavailable(error)).toBe(true);
    }
    for (const error of [coded('23505', 'duplicate key'), coded('22P02', 'invalid input syntax'), new Error('boom'), null, undefined, 'text']) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});
