import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSession } from '@app/db';
import { pruneRateCounters, pruneSessions } from '@app/trpc';
import { trimEndChar } from '@app/shared/text';
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

/** A cookie from a response, as a Cookie header value ('' when it set none). */
const cookieNamed = (res: { headers: Record<string, unknown> }, name: string) => {
  const header = res.headers['set-cookie'];
  const all = (Array.isArray(header) ? header : header ? [header] : []) as string[];
  return all.find((c) => c.startsWith(`${name}=`))?.split(';')[0] ?? '';
};

/** Issue 24, finding 3: throttles held per network and per account. */
describe('login throttle across addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES: '10', LOGIN_USER_MAX_FAILURES: '20', TRUST_PROXY: '1' });
    await createAdmin(t.orm, 'v6admin', 'the right password');
    await createAdmin(t.orm, 'owner', 'owner password');
    await createAdmin(t.orm, 'deviceless', 'deviceless password');
  });
  afterAll(() => t.close());

  const viaProxy = (username: string, password: string, client: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'x-forwarded-for': client, ...(cookie ? { cookie } : {}) },
      payload: { username, password },
    });

  it('counts an IPv6 client per /64: rotating addresses inside it checks at most LOGIN_MAX_FAILURES passwords', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await viaProxy('v6admin', `guess ${i}`, `2001:db8:1:2::${(i + 1).toString(16)}`)).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    // The right password from the same /64 is refused too; the /64 next door is another client.
    expect((await viaProxy('v6admin', 'the right password', '2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await viaProxy('v6admin', 'the right password', '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('after LOGIN_USER_MAX_FAILURES failures for one name from any addresses, that name answers 429 with Retry-After', async () => {
    for (let i = 0; i < 20; i++) expect((await viaProxy('owner', `guess ${i}`, `198.51.100.${i + 1}`)).statusCode).toBe(401);
    const locked = await viaProxy('owner', 'owner password', '198.51.100.200');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed login attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Other names are not affected.
    expect((await viaProxy('deviceless', 'deviceless password', '198.51.100.201')).statusCode).toBe(200);
  });

  it('a browser holding the device cookie of an earlier sign-in as that admin still gets in during the lockout', async () => {
    // The admin signs in once from their own browser and keeps its device cookie.
    const first = await viaProxy('deviceless', 'deviceless password', '192.0.2.10');
    expect(first.statusCode).toBe(200);
    const device = cookieNamed(first, 'nw_device');
    expect(device).toMatch(/^nw_device=.+/);
    const setCookies = [first.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');
    const deviceCookie = setCookies.find((c) => c.startsWith('nw_device='));
    expect(
      deviceCookie
        ?.toLowerCase()
        .split(';')
        .map((part) => part.trim()),
    ).toContain('httponly');
    // Someone guesses at the name from many addresses until it is locked.
    for (let i = 0; i < 25; i++) await viaProxy('deviceless', `guess ${i}`, `203.0.113.${i + 1}`);
    expect((await viaProxy('deviceless', 'deviceless password', '192.0.2.11')).statusCode).toBe(429);
    // The admin's browser is not locked out, from any address; a forged or foreign cookie is no device cookie.
    expect((await viaProxy('deviceless', 'deviceless password', '192.0.2.12', device)).statusCode).toBe(200);
    expect((await viaProxy('deviceless', 'deviceless password', '192.0.2.12', 'nw_device=forged')).statusCode).toBe(429);
    const other = await viaProxy('v6admin', 'the right password', '192.0.2.13');
    expect((await viaProxy('deviceless', 'deviceless password', '192.0.2.14', cookieNamed(other, 'nw_device'))).statusCode).toBe(429);
  });

  it("a device cookie's own failures are limited per device", async () => {
    const first = await viaProxy('v6admin', 'the right password', '192.0.2.20');
    const device = cookieNamed(first, 'nw_device');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await viaProxy('v6admin', `wrong ${i}`, `192.0.2.${30 + i}`, device)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('public writes count an IPv6 client per /64 too', async () => {
    const app = await createTestApp({ PUBLIC_WRITE_LIMIT: '10', TRUST_PROXY: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 15; i++) {
        const res = await app.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { 'x-forwarded-for': `2001:db8:aa:bb:${i + 1}::7` },
          payload: { name: 'Pat Sender', email: `pat${i}@example.com`, subject: 'Hello there', message: 'A question about your staffing services.' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    } finally {
      await app.close();
    }
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
  const storedContacts = async () =>
    (await t.orm.em.fork().getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from contact_messages'))[0]!.n;

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
      payload: { name: 'Pat Sender', email: 'pat@example.com', subject: 'Hello there', message: 'A question about your staffing services.', consent: true },
    });
    expect(trpc.statusCode).toBe(200);
    const flood = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/trpc/contact.submit',
          remoteAddress: ip,
          payload: { name: 'Pat Sender', email: 'pat@example.com', subject: 'Hello there', message: 'A question about your staffing services.', consent: true },
        }),
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
    await conn.execute(
      `insert into rate_counters (key, hits, reset_at) values ('old', 3, now() - interval '2 minutes'), ('current', 3, now() + interval '1 minute')`,
    );
    expect(await pruneRateCounters(t.orm.em.fork())).toBeGreaterThanOrEqual(1);
    const keys = (await conn.execute<Array<{ key: string }>>(`select key from rate_counters where key in ('old', 'current')`)).map((r) => r.key);
    expect(keys).toEqual(['current']);
  });
});
