import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSession, AdminUser } from '@app/db';
import { ensureAdmin, verifyPassword } from '@app/trpc';
import { ADMIN, cookieOf, createAdmin, createTestApp, loginCookie, type TestApp } from './helpers.ts';
import { loadEnv } from '../src/env.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.orm);
});
afterAll(() => t.close());

describe('POST /api/admin/login', () => {
  it('signs in, answers {id, username} and sets a HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: expect.any(Number), username: ADMIN.username });
    expect(res.json()).not.toHaveProperty('password');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/nw_admin_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const admin = await t.orm.em.fork().findOneOrFail(AdminUser, { username: ADMIN.username });
    expect(admin.lastLoginAt).toBeInstanceOf(Date);
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      await createAdmin(proxied.orm);
      const res = await proxied.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN, headers: { 'x-forwarded-proto': 'https' } });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/i);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a wrong password or unknown user with 401, one generic message and no session', async () => {
    for (const payload of [
      { username: ADMIN.username, password: 'wrong password' },
      { username: 'nobody-here', password: 'whatever123' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid username or password' });
      expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/(?:^|[,;]\s*)nw_admin_session=[^;=]+;/);
    }
  });

  it('asks for both fields when one is blank', async () => {
    for (const payload of [{}, { username: '  ', password: 'x' }, { username: 'admin', password: '   ' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Missing credentials - Please enter both username and password');
    }
  });

  it('throttles repeated failures for a username and client, but not a correct login', async () => {
    const limited = await createTestApp({ LOGIN_MAX_FAILURES: '3' });
    try {
      await createAdmin(limited.orm, 'victim', 'the right password');
      // Successful logins never count.
      for (let i = 0; i < 5; i++) await loginCookie(limited.app, { username: 'victim', password: 'the right password' });
      const attempt = (password: string) => limited.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'victim', password } });
      for (let i = 0; i < 3; i++) expect((await attempt('bad')).statusCode).toBe(401);
      const blocked = await attempt('bad');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many failed login attempts/);
      // Even the right password waits now.
      expect((await attempt('the right password')).statusCode).toBe(429);
      // Another username from the same client is not blocked by this one.
      await createAdmin(limited.orm, 'other', 'another password');
      const other = await limited.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'other', password: 'another password' } });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  it('GET /api/admin/me answers 401 without a session and the admin with one', async () => {
    const anon = await t.app.inject({ url: '/api/admin/me' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ message: 'Not authenticated' });
    const cookie = await loginCookie(t.app);
    const me = await t.app.inject({ url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: expect.any(Number), username: ADMIN.username });
  });

  it('GET /api/admin/session answers 200 with user null for a visitor (not an error), the admin with a session, and null again after logout', async () => {
    for (const headers of [{}, { cookie: 'nw_admin_session=garbage' }]) {
      const anon = await t.app.inject({ url: '/api/admin/session', headers });
      expect(anon.statusCode).toBe(200);
      expect(anon.json()).toEqual({ user: null });
      expect(anon.headers['cache-control']).toMatch(/no-store/);
    }
    const cookie = await loginCookie(t.app);
    const signedIn = await t.app.inject({ url: '/api/admin/session', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/admin/me', headers: { cookie } });
    expect(signedIn.json()).toEqual({ user: me.json() });
    expect(signedIn.json().user).toMatchObject({ id: expect.any(Number), username: ADMIN.username, role: 'owner' });
    expect(signedIn.json().user).not.toHaveProperty('password');
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/session', headers: { cookie } })).json()).toEqual({ user: null });
  });

  it('a forged or tampered cookie is ignored', async () => {
    const cookie = await loginCookie(t.app);
    const tampered = cookie.slice(0, -4) + (cookie.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: tampered } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: 'nw_admin_session=garbage' } })).statusCode).toBe(401);
  });

  it('logout revokes the session on the server: a replayed copy of the cookie is refused', async () => {
    const cookie = await loginCookie(t.app);
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect(String(out.headers['set-cookie'])).toMatch(/nw_admin_session=;/);
    const replay = await t.app.inject({ url: '/api/admin/me', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/jobs/pending', headers: { cookie } })).statusCode).toBe(401);
  });

  it('logout without a session still succeeds', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/logout' });
    expect(res.statusCode).toBe(200);
  });

  it('each login starts a new session and revokes the one the browser carried', async () => {
    const first = await loginCookie(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN, headers: { cookie: first } });
    const second = cookieOf(res);
    expect(second).not.toBe(first);
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: first } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: second } })).statusCode).toBe(200);
  });

  it('a session idle for longer than the idle timeout is over', async () => {
    const cookie = await loginCookie(t.app);
    const em = t.orm.em.fork();
    const latest = await em.find(AdminSession, {}, { orderBy: { createdAt: 'desc' }, limit: 1 });
    await em.nativeUpdate(AdminSession, { id: latest[0]!.id }, { lastSeenAt: new Date(Date.now() - 3 * 60 * 60 * 1000) });
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('a session older than its absolute lifetime is over, even when in use', async () => {
    const cookie = await loginCookie(t.app);
    const em = t.orm.em.fork();
    const latest = await em.find(AdminSession, {}, { orderBy: { createdAt: 'desc' }, limit: 1 });
    await em.nativeUpdate(AdminSession, { id: latest[0]!.id }, { createdAt: new Date(Date.now() - 13 * 60 * 60 * 1000), lastSeenAt: new Date() });
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('changing the password signs out other sessions, keeps this one, and the new password works', async () => {
    await createAdmin(t.orm, 'changer', 'old password 1');
    const creds = { username: 'changer', password: 'old password 1' };
    const mine = await loginCookie(t.app, creds);
    const elsewhere = await loginCookie(t.app, creds);
    const changePassword = (payload: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
      t.app.inject({ method: 'POST', url: '/api/admin/password', headers: { cookie: mine }, payload });
    const mismatch = await changePassword({ currentPassword: 'old password 1', newPassword: 'new password 2', confirmPassword: 'different 3' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe("Password mismatch - New password and confirmation don't match.");
    const wrong = await changePassword({ currentPassword: 'not it', newPassword: 'new password 2', confirmPassword: 'new password 2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    const ok = await changePassword({ currentPassword: 'old password 1', newPassword: 'new password 2', confirmPassword: 'new password 2' });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: mine } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: elsewhere } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: creds })).statusCode).toBe(401);
    await loginCookie(t.app, { username: 'changer', password: 'new password 2' });
    const stored = await t.orm.em.fork().findOneOrFail(AdminUser, { username: 'changer' });
    expect(stored.password).toMatch(/^\$argon2id\$/);
  });
});

describe('admin bootstrap and configuration', () => {
  it('creates the configured admin once and leaves an existing password alone', async () => {
    const first = await ensureAdmin(t.orm.em, { username: 'boot', password: 'first password' });
    expect(first).toMatchObject({ created: true, username: 'boot' });
    const again = await ensureAdmin(t.orm.em, { username: 'boot', password: 'second password' });
    expect(again.created).toBe(false);
    const stored = await t.orm.em.fork().findOneOrFail(AdminUser, { username: 'boot' });
    expect(await verifyPassword(stored.password, 'first password')).toBe(true);
  });

  it('creates admin with a random password only when no admin exists', async () => {
    expect((await ensureAdmin(t.orm.em, {})).created).toBe(false);
    const fresh = await createTestApp();
    try {
      const made = await ensureAdmin(fresh.orm.em, {});
      expect(made).toMatchObject({ created: true, username: 'admin' });
      expect(made.generatedPassword).toMatch(/^[\w-]{16,}$/);
      await loginCookie(fresh.app, { username: 'admin', password: made.generatedPassword! });
    } finally {
      await fresh.close();
    }
  });

  it('refuses to start in production without SESSION_KEY', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_KEY is required when NODE_ENV=production/);
    expect(() => loadEnv({ NODE_ENV: 'production', SESSION_KEY: 'a'.repeat(64) })).not.toThrow();
    expect(() => loadEnv({ SESSION_KEY: 'short' })).toThrow(/64 hexadecimal characters/);
  });
});
