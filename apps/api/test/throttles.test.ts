import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSession } from '@app/db';
import { pruneRateCounters, pruneSessions } from '@app/trpc';
import { trimEndChar } from '@app/validators';
import { createAdmin, createTestApp, loginCookie, validJob, type TestApp } from './helpers.ts';

/**
 * Throttles counted in PostgreSQL: login attempts reserved before the password is checked (a
 * concurrent burst is cut at the limit), one neighbour's failures never lock out another name,
 * wrong current passwords on a password change, and per-address limits on public submissions.
 * instances.test.ts shows them shared by two app instances on one database.
 */

const login = (t: Pick<TestApp, 'app'>, username: string, password: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password }, remoteAddress: ip });

describe('login throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '10' });
    await createAdmin(t.orm, 'burst', 'the right password');
    await createAdmin(t.orm, 'bystander', 'bystander password');
  });
  afterAll(() => t.close());

  it('cuts a concurrent burst of 100 at the limit, and the right password at position 25 does not get in', async () => {
    const attempts = Array.from({ length: 100 }, (_, i) => login(t, 'burst', i === 24 ? 'the right password' : `wrong ${i}`));
    const statuses = (await Promise.all(attempts)).map((res) => res.statusCode);
    // Exactly ten passwords were checked (the right one only if its request was among them).
    expect(statuses.filter((s) => s !== 429)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(90);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    const refused = (await Promise.all(attempts)).find((res) => res.statusCode === 429)!;
    expect(refused.json().message).toMatch(/^Too many failed login attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The same name from another address is not held back.
    expect((await login(t, 'burst', 'the right password', '198.51.100.9')).statusCode).toBe(200);
  });

  it("a neighbour's failures with other names never lock out a name that has not failed", async () => {
    const ip = '192.0.2.44';
    // 150 failures from one address, each name once (more than ten times the per-name limit).
    for (let i = 0; i < 150; i += 25) {
      await Promise.all(Array.from({ length: 25 }, (_, j) => login(t, `someone-${i + j}`, 'guess', ip)));
    }
    // A name that failed here already is stopped by the address's cap ...
    expect((await login(t, 'someone-1', 'guess', ip)).statusCode).toBe(429);
    // ... but the admin who has not failed still gets in from the same address.
    expect((await login(t, 'bystander', 'bystander password', ip)).statusCode).toBe(200);
  });

  it('a success clears the failures of that name: ten more tries are allowed', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < 9; i++) expect((await login(t, 'bystander', 'bad', ip)).statusCode).toBe(401);
    expect((await login(t, 'bystander', 'bystander password', ip)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(t, 'bystander', 'bad', ip)).statusCode).toBe(401);
    expect((await login(t, 'bystander', 'bystander password', ip)).statusCode).toBe(429);
  });
});

describe('password change throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createAdmin(t.orm, 'changer', 'old password 1');
  });
  afterAll(() => t.close());

  it('refuses wrong current passwords after five in a row, even a burst, and then the right one too', async () => {
    const cookie = await loginCookie(t.app, { username: 'changer', password: 'old password 1' });
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/password',
        headers: { cookie },
        payload: { currentPassword, newPassword: 'new password 2', confirmPassword: 'new password 2' },
      });
    const statuses = (await Promise.all(Array.from({ length: 20 }, (_, i) => change(`guess ${i}`)))).map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const refused = await change('old password 1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many wrong passwords\. Try again in \d+ minutes?\.$/);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('public write limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_WRITE_LIMIT: '10' });
  });
  afterAll(() => t.close());

  const contact = (i: number, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: ip,
      payload: { name: 'Pat Sender', email: `pat${i}@example.com`, subject: 'Hello there', message: 'A question about your staffing services.' },
    });
  const storedContacts = async () => (await t.orm.em.fork().getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from contact_messages'))[0]!.n;

  it('stores 10 contact messages a minute from one address; the rest get 429 with Retry-After and are not stored', async () => {
    const before = await storedContacts();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => contact(i, '203.0.113.20')));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(50);
    expect(refused[0]!.json().message).toMatch(/^Too many submissions from your network\. Try again in \d+ (seconds?|minute)\.$/);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused[0]!.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await storedContacts()) - before).toBe(10);
    // Another address is not affected, nor another kind of form from the same address.
    expect((await contact(100, '203.0.113.21')).statusCode).toBe(201);
    const subscribe = await t.app.inject({ method: 'POST', url: '/api/newsletter', remoteAddress: '203.0.113.20', payload: { email: 'reader@example.com' } });
    expect(subscribe.statusCode).toBe(201);
  });

  it('does not count submissions that fail validation (a person fixing a form is never the one throttled)', async () => {
    const ip = '203.0.113.30';
    for (let i = 0; i < 15; i++) {
      const bad = await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: ip, payload: { name: 'P', email: 'nope' } });
      expect(bad.statusCode).toBe(400);
    }
    expect((await contact(1, ip)).statusCode).toBe(201);
  });

  it('limits job submissions the same way, and contact messages over /trpc too', async () => {
    const ip = '203.0.113.40';
    const submits = await Promise.all(
      Array.from({ length: 15 }, () => t.app.inject({ method: 'POST', url: '/api/jobs/submit', remoteAddress: ip, payload: validJob })),
    );
    expect(submits.filter((res) => res.statusCode === 201)).toHaveLength(10);
    expect(submits.filter((res) => res.statusCode === 429)).toHaveLength(5);
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/contact.submit',
      remoteAddress: ip,
      payload: { name: 'Pat Sender', email: 'pat@example.com', subject: 'Hello there', message: 'A question about your staffing services.' },
    });
    expect(trpc.statusCode).toBe(200);
    const flood = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({ method: 'POST', url: '/trpc/contact.submit', remoteAddress: ip, payload: { name: 'Pat Sender', email: 'pat@example.com', subject: 'Hello there', message: 'A question about your staffing services.' } }),
      ),
    );
    const limited = flood.filter((res) => res.statusCode === 429);
    expect(limited).toHaveLength(3);
    expect(limited[0]!.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('housekeeping', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prunes ended throttle windows and sessions that ended over a week ago, and nothing else', async () => {
    const admin = await createAdmin(t.orm, 'keeper', 'keeper password 1');
    const em = t.orm.em.fork();
    const day = 24 * 60 * 60 * 1000;
    const now = new Date();
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const session = (id: string, createdAt: Date, lastSeenAt: Date, revokedAt: Date | null = null) =>
      em.create(AdminSession, { id: id.padEnd(64, '0'), admin, createdAt, lastSeenAt, revokedAt });
    session('live', ago(60_000), ago(1000));
    session('revokedrecently', ago(2 * day), ago(2 * day), ago(2 * day));
    session('revokedlongago', ago(9 * day), ago(9 * day), ago(8 * day));
    session('idlelongago', ago(8 * day), ago(8 * day));
    await em.flush();
    const policy = { idleTimeoutMs: 2 * 60 * 60 * 1000, absoluteTimeoutMs: 12 * 60 * 60 * 1000 };
    expect(await pruneSessions(t.orm.em.fork(), policy, now)).toBe(2);
    const left = (await t.orm.em.fork().find(AdminSession, { admin: admin.id })).map((s) => trimEndChar(s.id, '0'));
    expect(left.sort()).toEqual(['live', 'revokedrecently']);

    const conn = t.orm.em.fork().getConnection();
    await conn.execute(`insert into rate_counters (key, hits, reset_at) values ('old', 3, now() - interval '2 minutes'), ('current', 3, now() + interval '1 minute')`);
    expect(await pruneRateCounters(t.orm.em.fork())).toBeGreaterThanOrEqual(1);
    const keys = (await conn.execute<Array<{ key: string }>>(`select key from rate_counters where key in ('old', 'current')`)).map((r) => r.key);
    expect(keys).toEqual(['current']);
  });
});
