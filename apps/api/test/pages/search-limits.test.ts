import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '@app/db';
import { WEB_BUILD, anotherInstance, createAdmin, createTestApp, loginCookie, routerStateOf, validJob, type TestApp } from '../helpers.ts';

/**
 * Issue 24, finding 4: search could be used to burn database time. Short words take no prefix or
 * typo fallback (job-search.test.ts), each public search statement runs under SEARCH_TIMEOUT_MS,
 * and public reads are limited per client (PUBLIC_READ_LIMIT), each procedure of a tRPC batch
 * counting as one.
 */

const trpcBatch = (app: TestApp['app'], procedures: string[], ip: string) => {
  const input = Object.fromEntries(procedures.map((_, i) => [String(i), {}]));
  return app.inject({ url: `/trpc/${procedures.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`, remoteAddress: ip });
};

describe('public read limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The real web build: a page rendered on the server reads through the same procedures.
    t = await createTestApp({ ...WEB_BUILD, PUBLIC_READ_LIMIT: '5' });
    await createAdmin(t.orm);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers PUBLIC_READ_LIMIT reads a minute per client, then 429 with Retry-After', async () => {
    const ip = '203.0.113.50';
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ url: '/api/jobs?query=forklift', remoteAddress: ip })).statusCode).toBe(200);
    const refused = await t.app.inject({ url: '/api/jobs', remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests from your network\. Try again in \d+ (seconds?|minute)\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Every kind of public read shares the count: another path, tRPC, the job feed.
    expect((await t.app.inject({ url: '/api/blog', remoteAddress: ip })).statusCode).toBe(429);
    expect((await t.app.inject({ url: '/trpc/settings.public', remoteAddress: ip })).statusCode).toBe(429);
    expect((await t.app.inject({ url: '/jobs/feed.xml', remoteAddress: ip })).statusCode).toBe(429);
    // Another client is not affected; an IPv6 client is one /64.
    expect((await t.app.inject({ url: '/api/jobs', remoteAddress: '203.0.113.51' })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ url: '/api/stats', remoteAddress: `2001:db8:5:6::${i + 1}` })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/stats', remoteAddress: '2001:db8:5:6::ff' })).statusCode).toBe(429);
  });

  it('a tRPC batch counts each procedure in it', async () => {
    const ip = '203.0.113.60';
    const first = await trpcBatch(t.app, ['settings.public', 'stats.get', 'testimonial.list'], ip);
    expect(first.statusCode).toBe(200);
    // Three used, two left: a batch of three gets two answers and one 429.
    const second = await trpcBatch(t.app, ['settings.public', 'stats.get', 'testimonial.list'], ip);
    const codes = (second.json() as Array<{ error?: { data: { httpStatus: number } } }>).map((r) => r.error?.data.httpStatus ?? 200);
    expect(codes.sort()).toEqual([200, 200, 429]);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    // A batch of twenty from a new client: five answers, fifteen refusals.
    const many = await trpcBatch(
      t.app,
      Array.from({ length: 20 }, () => 'stats.get'),
      '203.0.113.61',
    );
    const statuses = (many.json() as Array<{ error?: unknown }>).map((r) => (r.error ? 429 : 200));
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
  });

  it('a concurrent burst on one instance is cut exactly at the limit', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => t.app.inject({ url: '/api/stats', remoteAddress: '203.0.113.65' })));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(25);
  });

  it('is shared by every instance through PostgreSQL (each instance writes its reads there every quarter second)', async () => {
    const other = await anotherInstance(t, { PUBLIC_READ_LIMIT: '5' });
    try {
      const ip = '203.0.113.66';
      const hitsInPostgres = async () =>
        (
          await t.orm.em
            .fork()
            .getConnection()
            .execute<Array<{ hits: number }>>('select hits from rate_counters where key = ?', [`read:${ip}`])
        )[0]?.hits ?? 0;
      for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/api/stats', remoteAddress: ip })).statusCode).toBe(200);
      // The first instance writes its three reads within a quarter second ...
      await expect.poll(hitsInPostgres).toBe(3);
      // ... the second writes its first one and hears back the count of both (its next write, awaited here).
      expect((await other.app.inject({ url: '/api/stats', remoteAddress: ip })).statusCode).toBe(200);
      await other.app.readLimiter.flush();
      expect(await hitsInPostgres()).toBe(4);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await other.app.inject({ url: '/api/stats', remoteAddress: ip })).statusCode);
      expect(statuses).toEqual([200, 429, 429]);
    } finally {
      await other.close();
    }
  });

  it('pages the server writes, writes and a signed-in admin are not counted as reads', async () => {
    const ip = '203.0.113.70';
    // A job page: the server reads the settings, the job and the upload limits to render it; the client's count is untouched.
    const job = t.orm.em.fork().create(Job, { ...validJob, status: 'approved', postedAt: new Date() });
    await t.orm.em.fork().persist(job).flush();
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({ url: `/jobs/${job.id}`, remoteAddress: ip });
      expect(res.statusCode).toBe(200);
      expect(routerStateOf(res.body).query('job', 'byId')).toMatchObject({ id: job.id });
    }
    // The home page reads more (stats, featured jobs, articles), none of it counted either.
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: '/', remoteAddress: ip })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/jobs', remoteAddress: ip })).statusCode).toBe(200);
    const cookie = await loginCookie(t.app);
    for (let i = 0; i < 10; i++) expect((await t.app.inject({ url: '/api/jobs', remoteAddress: '203.0.113.71', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('search statement timeout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEARCH_TIMEOUT_MS: '300', SEARCH_CACHE_TTL_SECONDS: '0' });
    const em = t.orm.em.fork();
    em.create(Job, { ...validJob, status: 'approved', postedAt: new Date() });
    await em.flush();
  });
  afterAll(() => t.close());

  it('a search PostgreSQL cannot finish within SEARCH_TIMEOUT_MS answers 503 with Retry-After, never a hang', async () => {
    // Another session holds the jobs table (as a long statement would hold the server): the search
    // waits on it on its own pool's connection until PostgreSQL cancels it.
    const blocked = await t.orm.em.fork().transactional(async (tx) => {
      await tx.getConnection().execute('lock table jobs in access exclusive mode', [], 'all', tx.getTransactionContext());
      const started = Date.now();
      const [rest, trpc] = await Promise.all([
        t.app.inject({ url: '/api/jobs?query=forklift' }),
        t.app.inject({ url: `/trpc/job.list?input=${encodeURIComponent(JSON.stringify({ location: 'Milton' }))}` }),
      ]);
      return { rest, trpc, took: Date.now() - started };
    });
    expect(blocked.rest.statusCode).toBe(503);
    expect(blocked.rest.json().message).toBe('The search took too long. Please try again in a few seconds, or use fewer or longer words.');
    expect(Number(blocked.rest.headers['retry-after'])).toBe(5);
    expect(blocked.trpc.statusCode).toBe(503);
    expect(blocked.trpc.headers['retry-after']).toBe('5');
    expect(blocked.took).toBeLessThan(5000);
    // Searches work again, and the ORM's own connections (migrations, exports, sweeps) have no such limit.
    expect((await t.app.inject({ url: '/api/jobs?query=forklift' })).json()).toHaveLength(1);
    const [{ setting }] = (await t.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ setting: string }>>(`select current_setting('statement_timeout') as setting`)) as [{ setting: string }];
    expect(setting).toBe('0');
  });
});
