import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPasswordReset, AdminUser, AuditLog, OutboxEmail } from '@app/db';
import { formSecretFrom, isBreachedPassword, processPasswordResetRequests } from '@app/trpc';
import {
  BREACHED_PASSWORD_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  FORGOT_PASSWORD_MESSAGE,
  INVALID_RESET_LINK_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '@app/shared/schemas/accounts';
import { ADMIN, createAdmin, createTestApp, delivered, loginCookie, type TestApp } from './helpers.ts';

/**
 * 'Forgot password?' (issue 22): the same answer whoever the address is, throttled; the mail
 * worker mails an active user's address a signed single-use link valid 30 minutes; setting the
 * password with it ends every session of that user. And the password policy of every new password.
 */

let t: TestApp;
let cookie: string;
const OWNER_EMAIL = 'owner@reset.example';
const NEW_PASSWORD = 'a brand new passphrase';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.orm);
  await t.orm.em.fork().nativeUpdate(AdminUser, { id: admin.id }, { email: OWNER_EMAIL });
  cookie = await loginCookie(t.app);
});
afterAll(() => t.close());

let clients = 0;
/** A client address of its own for each test (the throttles count per client). */
const newClient = () => `203.0.113.${++clients}`;

const forgot = (email: string, remoteAddress: string) => t.app.inject({ method: 'POST', url: '/api/admin/password/forgot', payload: { email }, remoteAddress });
const reset = (token: string, password: string, remoteAddress = '198.51.100.1') =>
  t.app.inject({ method: 'POST', url: '/api/admin/password/reset', payload: { token, password }, remoteAddress });
/** What the mail worker does every few seconds. */
const runWorker = () => processPasswordResetRequests({ em: t.orm.em.fork(), secret: formSecretFrom(t.sessionKey) });

async function resetLinkTo(address: string) {
  const mail = await t.orm.em.fork().findOne(OutboxEmail, { toAddress: address, kind: 'admin.password_reset' }, { orderBy: { id: 'desc' } });
  const token = mail ? /\/admin\/reset-password\?token=([\w.%-]+)/.exec(delivered(t, mail).text)?.[1] : undefined;
  return { mail, token: token && decodeURIComponent(token) };
}
const forgetAddressCaps = () => t.orm.em.fork().getConnection().execute(`delete from rate_counters where key like 'forgot-mail:%'`);
const resetMailCount = () => t.orm.em.fork().count(OutboxEmail, { kind: 'admin.password_reset' });

describe('POST /api/admin/password/forgot', () => {
  it('answers the same (202, same body) for a known and an unknown address; only the known one is mailed', async () => {
    const client = newClient();
    const mailsBefore = await resetMailCount();
    const known = await forgot(OWNER_EMAIL.toUpperCase(), client);
    const unknown = await forgot('nobody@reset.example', client);
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    }
    expect(known.body).toBe(unknown.body);
    // The request itself stores the same thing for both: the address and where the link points.
    const requests = await t.orm.em.fork().find(AdminPasswordReset, { email: { $in: [OWNER_EMAIL, 'nobody@reset.example'] } });
    expect(requests.map((r) => [r.email, r.admin, r.tokenHash])).toEqual(
      expect.arrayContaining([
        [OWNER_EMAIL, null, null],
        ['nobody@reset.example', null, null],
      ]),
    );

    expect(await runWorker()).toBe(1);
    expect(await resetMailCount()).toBe(mailsBefore + 1);
    const { mail, token } = await resetLinkTo(OWNER_EMAIL);
    expect(mail!.textBody).toContain(`admin account '${ADMIN.username}'`);
    expect(mail!.textBody).toContain('within 30 minutes');
    expect(token).toBeTruthy();
    const stored = await t.orm.em.fork().findOneOrFail(AdminPasswordReset, { email: OWNER_EMAIL }, { orderBy: { id: 'desc' } });
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.expiresAt!.getTime() - stored.createdAt.getTime()).toBe(30 * 60_000);
    expect(await t.orm.em.fork().count(AuditLog, { action: 'admin.password_reset_requested', username: ADMIN.username })).toBe(1);
  });

  it('takes similar time for a known and an unknown address (the request never looks the address up)', async () => {
    const time = async (email: string) => {
      const start = process.hrtime.bigint();
      const res = await forgot(email, newClient());
      expect(res.statusCode).toBe(202);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i++) {
      // (Under the cap of mails per address, so both requests store their row.)
      await forgetAddressCaps();
      known.push(await time(OWNER_EMAIL));
      unknown.push(await time(`nobody${i}@reset.example`));
    }
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(25);
    await forgetAddressCaps();
  });

  it('is throttled per client (429 for any address alike), and mails one address at most 3 times an hour', async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await forgot(`someone${i}@reset.example`, client)).statusCode).toBe(202);
    const known = await forgot(OWNER_EMAIL, client);
    const unknown = await forgot('nobody@reset.example', client);
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeTruthy();
    }
    expect(known.json()).toEqual(unknown.json());

    // From many addresses, one mailbox still gets at most 3 links an hour (the answer stays 202).
    await runWorker();
    await forgetAddressCaps();
    const before = await resetMailCount();
    for (let i = 0; i < 5; i++) expect((await forgot(OWNER_EMAIL, newClient())).statusCode).toBe(202);
    await runWorker();
    expect(await resetMailCount()).toBe(before + 3);
    await forgetAddressCaps();
  });
});

describe('POST /api/admin/password/reset', () => {
  it('sets the password once with the link, ends every session of the user, and audits it', async () => {
    await t.orm.em.fork().nativeDelete(AdminPasswordReset, {});
    await t.app.inject({ method: 'POST', url: '/api/admin/password/forgot', payload: { email: OWNER_EMAIL }, remoteAddress: newClient() });
    await runWorker();
    const { token } = await resetLinkTo(OWNER_EMAIL);
    const other = await loginCookie(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: other } })).statusCode).toBe(200);

    const short = await reset(token!, 'too short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: PASSWORD_TOO_SHORT_MESSAGE, issues: [{ path: ['password'] }] });
    const breached = await reset(token!, 'QWERTY123456');
    expect(breached.statusCode).toBe(400);
    expect(breached.json()).toMatchObject({ message: BREACHED_PASSWORD_MESSAGE, issues: [{ path: ['password'] }] });

    const ok = await reset(token!, NEW_PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true });
    for (const c of [cookie, other]) expect((await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: c } })).statusCode).toBe(401);
    const oldLogin = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
    expect(oldLogin.statusCode).toBe(401);
    cookie = await loginCookie(t.app, { username: ADMIN.username, password: NEW_PASSWORD });

    // Single use: the same answer as a link that never was.
    const again = await reset(token!, 'another new passphrase');
    const bogus = await reset('not-a-token', 'another new passphrase');
    for (const res of [again, bogus]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: INVALID_RESET_LINK_MESSAGE, issues: [] });
    }
    expect(await t.orm.em.fork().count(AuditLog, { action: 'admin.password_reset', username: ADMIN.username })).toBe(1);
  });

  it('refuses an expired link, and one of a deactivated user, with the same answer', async () => {
    await t.app.inject({ method: 'POST', url: '/api/admin/password/forgot', payload: { email: OWNER_EMAIL }, remoteAddress: newClient() });
    await runWorker();
    const { token } = await resetLinkTo(OWNER_EMAIL);
    await t.orm.em.fork().nativeUpdate(AdminPasswordReset, { usedAt: null, admin: { $ne: null } }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await reset(token!, 'yet another passphrase');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: INVALID_RESET_LINK_MESSAGE, issues: [] });

    // A deactivated user is mailed nothing.
    const gone = await createAdmin(t.orm, 'gone', 'gone has a long password', 'recruiter');
    await t.orm.em.fork().nativeUpdate(AdminUser, { id: gone.id }, { email: 'gone@reset.example', active: false });
    await forgot('gone@reset.example', newClient());
    const before = await resetMailCount();
    await runWorker();
    expect(await resetMailCount()).toBe(before);
  });
});

describe('the password policy', () => {
  it('ships a list of breached passwords, matched whatever the case', () => {
    expect(isBreachedPassword('qwerty123456')).toBe(true);
    expect(isBreachedPassword('QwErTy123456')).toBe(true);
    expect(isBreachedPassword('a brand new passphrase')).toBe(false);
  });

  it('applies to a password change, with the reason', async () => {
    const change = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/password',
        headers: { cookie },
        payload: { currentPassword: NEW_PASSWORD, newPassword, confirmPassword: newPassword },
      });
    const short = await change('elevenchars');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    const breached = await change('1q2w3e4r5t6y');
    expect(breached.statusCode).toBe(400);
    expect(breached.json()).toMatchObject({ message: BREACHED_PASSWORD_MESSAGE, issues: [{ path: ['newPassword'] }] });
  });
});

describe('PUT /api/admin/me/email', () => {
  it('sets your own address with your current password; another member’s address is refused', async () => {
    const set = (email: string, currentPassword: string) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/me/email', headers: { cookie }, payload: { email, currentPassword } });
    expect((await set('new@reset.example', 'wrong password')).statusCode).toBe(400);
    const taken = await set('GONE@reset.example', NEW_PASSWORD);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE });
    const ok = await set('New@Reset.example', NEW_PASSWORD);
    expect(ok.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.json().email).toBe('new@reset.example');
    expect(await t.orm.em.fork().findOne(AuditLog, { action: 'admin.email' })).toMatchObject({
      before: { email: OWNER_EMAIL },
      after: { email: 'new@reset.example' },
    });
  });
});
