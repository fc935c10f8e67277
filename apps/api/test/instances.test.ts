import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOrm, migrate } from '@app/db';
import { createDatabase, dropDatabase } from '@app/db/testing';
import { whileStartupLocked } from '../src/database.ts';
import { ADMIN, anotherInstance, createInstancePair, loginCookie, validJob, type AppInstance, type InstancePair, type TestApp } from './helpers.ts';

/**
 * Two app instances on one database, as behind a load balancer without sticky sessions: each
 * has its own ORM, connection pool and memory, and they share only PostgreSQL and SESSION_KEY.
 * A session made on one works on the other and a logout on either ends it on both; the login
 * throttle and the public write limits count the requests of both together; instances starting
 * together on an empty database take turns at the migrations.
 */

let pair: InstancePair | undefined;
let a: TestApp;
let b: AppInstance;

const LIMITS = { LOGIN_MAX_FAILURES: '10', PUBLIC_WRITE_LIMIT: '10' };

beforeAll(async () => {
  pair = await createInstancePair(LIMITS);
  ({ first: a, second: b } = pair);
});
afterAll(() => pair?.close());

const me = (instance: AppInstance, cookie: string) => instance.app.inject({ url: '/api/admin/me', headers: { cookie } });
const login = (instance: AppInstance, password: string, ip: string) =>
  instance.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: ADMIN.username, password }, remoteAddress: ip });

describe('sessions across instances', () => {
  it('a session made on one instance works for admin calls on the other', async () => {
    const cookie = await loginCookie(a.app);
    const who = await me(b, cookie);
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ username: ADMIN.username });

    // An admin write through B, seen by an admin read through A.
    const created = await b.app.inject({ method: 'POST', url: '/api/jobs', headers: { cookie }, payload: { ...validJob, title: 'Night Shift Picker' } });
    expect(created.statusCode).toBe(201);
    const pending = await a.app.inject({ url: '/api/jobs/pending', headers: { cookie } });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().map((job: { id: number }) => job.id)).toContain(created.json().id);
  });

  it('a logout on one instance ends the session on both', async () => {
    const cookie = await loginCookie(a.app);
    expect((await me(b, cookie)).statusCode).toBe(200);
    const out = await b.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    // The browser's copy of the cookie is still valid ciphertext; the server-side session is gone.
    expect((await me(a, cookie)).statusCode).toBe(401);
    expect((await a.app.inject({ url: '/api/jobs/pending', headers: { cookie } })).statusCode).toBe(401);
    expect((await me(b, cookie)).statusCode).toBe(401);
  });

  it('needs the same SESSION_KEY: an instance with another key cannot read the cookie', async () => {
    const stranger = await anotherInstance(a, LIMITS, { sessionKey: randomBytes(32) });
    try {
      const cookie = await loginCookie(a.app);
      expect((await me(stranger, cookie)).statusCode).toBe(401);
      expect((await me(b, cookie)).statusCode).toBe(200);
    } finally {
      await stranger.close();
    }
  });
});

describe('throttles across instances', () => {
  it('11 failed logins alternating between the instances: the 11th gets 429 with Retry-After, and so does the right password', async () => {
    const ip = '198.51.100.11';
    for (let i = 0; i < 10; i++) {
      const res = await login(i % 2 ? b : a, `wrong password ${i}`, ip);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const eleventh = await login(a, 'wrong password 10', ip);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(/^Too many failed login attempts\. Try again in \d+ minutes?\.$/);
    const wait = Number(eleventh.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    const right = await login(b, ADMIN.password, ip);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a concurrent burst over both instances is cut at the limit', async () => {
    const ip = '198.51.100.30';
    const statuses = await Promise.all(Array.from({ length: 30 }, (_, i) => login(i % 2 ? b : a, `burst ${i}`, ip))).then((all) =>
      all.map((res) => res.statusCode),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('the public write limit counts the submissions of both instances together', async () => {
    const contact = (i: number, instance: AppInstance) =>
      instance.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '198.51.100.50',
        payload: { name: 'Pat Sender', email: `pat${i}@example.com`, subject: 'Hello there', message: 'A question about your staffing services.' },
      });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => contact(i, i % 2 ? b : a)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((res) => res.statusCode === 429);
    expect(refused).toHaveLength(20);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // Sequentially too: the eleventh from this address, on either instance, is refused.
    expect((await contact(100, a)).statusCode).toBe(429);
    expect((await contact(101, b)).statusCode).toBe(429);
  });
});

describe('starting together', () => {
  it('instances starting at once on an empty database take turns: the migrations are applied once, and none fails', async () => {
    const port = inject('pgPort');
    const empty = await createDatabase(port);
    const orms = await Promise.all([1, 2, 3].map(() => createOrm({ clientUrl: empty.url, poolMax: 3 })));
    try {
      const applied = await Promise.all(orms.map((orm) => whileStartupLocked(orm, () => migrate(orm))));
      const counts = applied.map((names) => names.length).sort((x, y) => x - y);
      expect(counts.slice(0, 2)).toEqual([0, 0]);
      expect(counts[2]).toBeGreaterThan(0);
    } finally {
      await Promise.all(orms.map((orm) => orm.close(true)));
      await dropDatabase(port, empty.name);
    }
  });
});
