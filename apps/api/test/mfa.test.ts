import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { AdminRecoveryCode, AdminUser, AuditLog } from '@app/db';
import { decryptSecret, mfaKeysFrom, runSql, sql } from '@app/trpc';
import { randomBytes } from 'node:crypto';
import { MFA_MESSAGES } from '@app/shared/mfa-codes';
import { cookieOf, createAdmin, createTestApp, loginCookie, type TestApp } from './helpers.ts';

/**
 * Two-factor sign-in (issue 22, item 3): setup, enable with a code computed here (otplib, as an
 * authenticator app does), sign-in asking for the code (401 MFA_REQUIRED, no session), codes that
 * never work twice, recovery codes, the throttle, turning it off, the secret encrypted at rest and
 * the owner's requirement for the whole team.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);
/** The app's code for the next 30-second step: accepted (one step of drift is) and later than any code used so far this step. */
const nextCode = (secret: string) => generate({ secret, epoch: now() + 30 });

const post = (url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const login = (username: string, password: string, code?: string) =>
  post('/api/admin/login', undefined, { username, password, ...(code === undefined ? {} : { code }) });
const sessionSet = (res: { headers: Record<string, unknown> }) => /(?:^|[,;]\s*)nw_admin_session=[^;=]+;/.test(String(res.headers['set-cookie'] ?? ''));

/** Turns two-factor on for the user of `cookie`: setup, then a code of the secret. */
async function turnOn(cookie: string) {
  const setup = await post('/api/admin/mfa/setup', cookie);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enable = await post('/api/admin/mfa/enable', cookie, { code: await generate({ secret }) });
  expect(enable.statusCode).toBe(200);
  return { secret, recoveryCodes: (enable.json() as { recoveryCodes: string[] }).recoveryCodes };
}

const auditActions = async (username: string) =>
  (await t.orm.em.fork().find(AuditLog, { username }, { orderBy: { id: 'asc' } })).map((e) => e.action as string);

describe('two-factor sign-in', () => {
  const user = { username: 'mfa-owner', password: 'mfa owner password' };
  let cookie: string;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    await createAdmin(t.orm, user.username, user.password, 'owner');
    cookie = await loginCookie(t.app, user);
  });

  it('setup answers a secret, its otpauth URL and a QR code; the database keeps the secret encrypted', async () => {
    const res = await post('/api/admin/mfa/setup', cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { secret: string; otpauthUrl: string; qrCode: string };
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(body.otpauthUrl).searchParams.get('secret')).toBe(body.secret);
    expect(body.otpauthUrl).toContain('mfa-owner');
    expect(body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qrCode.split(',')[1]!, 'base64').toString()).toContain('<svg');
    secret = body.secret;

    const stored = await t.orm.em.fork().findOneOrFail(AdminUser, { username: user.username });
    expect(stored.mfaSecret).toBeTruthy();
    expect(stored.mfaSecret).not.toContain(secret);
    expect(stored.mfaSecret).toMatch(/^v1\./);
    expect(stored.mfaEnabledAt).toBeNull();
    // Encrypted under a key derived from SESSION_KEY, bound to this user: another key, or another user's row, reads nothing.
    expect(decryptSecret(mfaKeysFrom(t.sessionKey), stored.id, stored.mfaSecret!)).toBe(secret);
    expect(decryptSecret(mfaKeysFrom(randomBytes(32)), stored.id, stored.mfaSecret!)).toBeNull();
    expect(decryptSecret(mfaKeysFrom(t.sessionKey), stored.id + 1, stored.mfaSecret!)).toBeNull();
    // Not on until confirmed: the password alone still signs in.
    expect((await login(user.username, user.password)).statusCode).toBe(200);
  });

  it('enable refuses a wrong code, then takes one from the app and answers 10 recovery codes, once', async () => {
    const wrong = await post('/api/admin/mfa/enable', cookie, { code: '000000' === (await generate({ secret })) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: MFA_MESSAGES.invalidCode });

    const res = await post('/api/admin/mfa/enable', cookie, { code: await generate({ secret }) });
    expect(res.statusCode).toBe(200);
    recoveryCodes = (res.json() as { recoveryCodes: string[] }).recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    // Only hashes are kept.
    const rows = await t.orm.em.fork().find(AdminRecoveryCode, { admin: { username: user.username } });
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(recoveryCodes.map((c) => c.replace('-', ''))).not.toContain(row.codeHash);

    const me = await t.app.inject({ url: '/api/admin/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ mfaEnabled: true, mfaRequired: false });
    // A second setup while it is on: 409.
    expect((await post('/api/admin/mfa/setup', cookie)).statusCode).toBe(409);
    expect(await auditActions(user.username)).toContain('admin.mfa_enabled');
  });

  it('sign-in without a code answers 401 MFA_REQUIRED and sets no session (tRPC: data.errorCode)', async () => {
    const res = await login(user.username, user.password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'MFA_REQUIRED', message: MFA_MESSAGES.codeNeeded });
    expect(sessionSet(res)).toBe(false);

    const blank = await login(user.username, user.password, '  ');
    expect(blank.statusCode).toBe(401);
    expect(blank.json()).toMatchObject({ code: 'MFA_REQUIRED' });

    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/admin.login', payload: user });
    expect(trpc.statusCode).toBe(401);
    expect(trpc.json()).toMatchObject({ error: { data: { code: 'UNAUTHORIZED', errorCode: 'MFA_REQUIRED' } } });
    expect(sessionSet(trpc)).toBe(false);

    // A wrong password says nothing of two-factor.
    const wrongPassword = await login(user.username, 'not the password', await nextCode(secret));
    expect(wrongPassword.json()).toEqual({ message: 'Invalid username or password' });
  });

  it('a wrong code is 401 MFA_REQUIRED too, audited; a right one signs in, and the same code again is refused', async () => {
    const wrong = await login(user.username, user.password, '123456' === (await nextCode(secret)) ? '654321' : '123456');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'MFA_REQUIRED', message: MFA_MESSAGES.invalidCode });
    expect(sessionSet(wrong)).toBe(false);
    expect(await auditActions(user.username)).toContain('admin.mfa_failed');

    const code = await nextCode(secret);
    const ok = await login(user.username, user.password, code);
    expect(ok.statusCode).toBe(200);
    const session = cookieOf(ok);
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: session } })).statusCode).toBe(200);

    const again = await login(user.username, user.password, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'MFA_REQUIRED' });
    // And an older code of the same secret (its step is before the one used).
    const older = await login(user.username, user.password, await generate({ secret, epoch: now() - 30 }));
    expect(older.statusCode).toBe(401);
  });

  it('a recovery code signs in once (any case, with or without its dash), and is audited', async () => {
    const first = await login(user.username, user.password, recoveryCodes[0]);
    expect(first.statusCode).toBe(200);
    const again = await login(user.username, user.password, recoveryCodes[0]);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'MFA_REQUIRED' });

    const loose = await login(user.username, user.password, recoveryCodes[1]!.toLowerCase().replace('-', ' '));
    expect(loose.statusCode).toBe(200);
    const entries = await t.orm.em.fork().find(AuditLog, { username: user.username, action: 'admin.mfa_recovery_used' }, { orderBy: { id: 'asc' } });
    expect(entries.map((e) => e.after)).toEqual([{ left: 9 }, { left: 8 }]);
  });

  it('disable needs a right code (a recovery code does), then the password alone signs in again', async () => {
    const wrong = await post('/api/admin/mfa/disable', cookie, { code: 'AAAAA-AAAAA' });
    expect(wrong.statusCode).toBe(400);
    expect((await post('/api/admin/mfa/disable', cookie, {})).statusCode).toBe(400);

    const res = await post('/api/admin/mfa/disable', cookie, { code: recoveryCodes[2] });
    expect(res.statusCode).toBe(200);
    const stored = await t.orm.em.fork().findOneOrFail(AdminUser, { username: user.username });
    expect(stored.mfaSecret).toBeNull();
    expect(stored.mfaEnabledAt).toBeNull();
    expect(await t.orm.em.fork().count(AdminRecoveryCode, { admin: stored.id })).toBe(0);
    expect((await login(user.username, user.password)).statusCode).toBe(200);
    expect(await auditActions(user.username)).toContain('admin.mfa_disabled');
    expect((await post('/api/admin/mfa/disable', cookie, { code: '123456' })).statusCode).toBe(400);
  });
});

describe('wrong codes', () => {
  it('are throttled per user (429 with Retry-After), even the right one then, until the window ends', async () => {
    const user = { username: 'mfa-throttled', password: 'mfa throttled password' };
    await createAdmin(t.orm, user.username, user.password, 'editor');
    const { secret } = await turnOn(await loginCookie(t.app, user));
    const right = await nextCode(secret);
    const wrongCode = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await login(user.username, user.password, wrongCode)).statusCode).toBe(401);
    const throttled = await login(user.username, user.password, right);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toMatch(/^\d+$/);
    expect(throttled.json().message).toMatch(/^Too many wrong codes\. Try again in/);
    expect(sessionSet(throttled)).toBe(false);

    // Once the window is over, the right code signs in.
    await runSql(t.orm.em.fork(), sql`delete from rate_counters`);
    expect((await login(user.username, user.password, right)).statusCode).toBe(200);
  });
});

describe('a code used twice at once', () => {
  it('signs in one of two racing sign-ins only', async () => {
    const user = { username: 'mfa-racer', password: 'mfa racer password' };
    await createAdmin(t.orm, user.username, user.password, 'recruiter');
    const { secret, recoveryCodes } = await turnOn(await loginCookie(t.app, user));
    const code = await nextCode(secret);
    const statuses = (await Promise.all([login(user.username, user.password, code), login(user.username, user.password, code)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 401]);
    const recovery = (await Promise.all([0, 1, 2].map(() => login(user.username, user.password, recoveryCodes[0])))).map((r) => r.statusCode);
    expect(recovery.sort()).toEqual([200, 401, 401]);
  });
});

describe('the team requirement', () => {
  it('blocks every staff call of a user without two-factor (403 MFA_SETUP_REQUIRED) but me, logout and the setup', async () => {
    const owner = { username: 'mfa-team-owner', password: 'team owner password' };
    const recruiter = { username: 'mfa-team-recruiter', password: 'team recruiter password' };
    await createAdmin(t.orm, owner.username, owner.password, 'owner');
    await createAdmin(t.orm, recruiter.username, recruiter.password, 'recruiter');
    const ownerCookie = await loginCookie(t.app, owner);
    const recruiterCookie = await loginCookie(t.app, recruiter);
    const system = { applicationDeadlineDays: 30, maxFileSizeMb: 5, allowedFileTypes: 'pdf,doc,docx' };
    const requireMfa = (cookie: string, on: boolean) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings/system', headers: { cookie }, payload: { ...system, requireMfa: on } });

    // The owner turns it on for themselves first.
    const early = await requireMfa(ownerCookie, true);
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(MFA_MESSAGES.ownFirst);
    await turnOn(ownerCookie);
    const on = await requireMfa(ownerCookie, true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ requireMfa: true });

    const blocked = await t.app.inject({ url: '/api/jobs/pending', headers: { cookie: recruiterCookie } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ code: 'MFA_SETUP_REQUIRED', message: MFA_MESSAGES.setupRequired });
    const viaTrpc = await t.app.inject({ url: '/trpc/job.recent', headers: { cookie: recruiterCookie } });
    expect(viaTrpc.statusCode).toBe(403);
    expect(viaTrpc.json()).toMatchObject({ error: { data: { code: 'FORBIDDEN', errorCode: 'MFA_SETUP_REQUIRED' } } });
    expect((await post('/api/admin/password', recruiterCookie, { currentPassword: 'x', newPassword: 'y', confirmPassword: 'y' })).statusCode).toBe(403);

    const me = await t.app.inject({ url: '/api/admin/me', headers: { cookie: recruiterCookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ mfaEnabled: false, mfaRequired: true });
    // A new sign-in works (the web then sends them to set it up).
    expect((await login(recruiter.username, recruiter.password)).json()).toMatchObject({ mfaEnabled: false, mfaRequired: true });

    await turnOn(recruiterCookie);
    expect((await t.app.inject({ url: '/api/jobs/pending', headers: { cookie: recruiterCookie } })).statusCode).toBe(200);
    // The owner (with two-factor) was never blocked; the requirement goes off again.
    const off = await requireMfa(ownerCookie, false);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ requireMfa: false });
    expect((await post('/api/admin/logout', recruiterCookie)).statusCode).toBe(200);
  });
});

describe("only the caller's own setup passes the gate (issue 33, item 4)", () => {
  it("while the team requires two-factor, an owner without it cannot turn off another member's (403), only set up their own", async () => {
    const guard = { username: 'mfa-gate-owner', password: 'gate owner password' };
    const lax = { username: 'mfa-gate-lax', password: 'gate lax owner password' };
    const member = { username: 'mfa-gate-member', password: 'gate member password' };
    await createAdmin(t.orm, guard.username, guard.password, 'owner');
    await createAdmin(t.orm, lax.username, lax.password, 'owner');
    const memberRow = await createAdmin(t.orm, member.username, member.password, 'editor');
    const guardCookie = await loginCookie(t.app, guard);
    const laxCookie = await loginCookie(t.app, lax);
    await turnOn(guardCookie);
    await turnOn(await loginCookie(t.app, member));
    const system = { applicationDeadlineDays: 30, maxFileSizeMb: 5, allowedFileTypes: 'pdf,doc,docx' };
    const requireMfa = (on: boolean) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings/system', headers: { cookie: guardCookie }, payload: { ...system, requireMfa: on } });
    expect((await requireMfa(true)).statusCode).toBe(200);
    try {
      const reset = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${memberRow.id}/mfa`, headers: { cookie: laxCookie } });
      expect(reset.statusCode).toBe(403);
      expect(reset.json()).toEqual({ code: 'MFA_SETUP_REQUIRED', message: MFA_MESSAGES.setupRequired });
      const viaTrpc = await t.app.inject({ method: 'POST', url: '/trpc/mfa.reset', headers: { cookie: laxCookie }, payload: { id: memberRow.id } });
      expect(viaTrpc.json()).toMatchObject({ error: { data: { code: 'FORBIDDEN', errorCode: 'MFA_SETUP_REQUIRED' } } });
      expect((await t.orm.em.fork().findOneOrFail(AdminUser, { id: memberRow.id })).mfaEnabledAt).not.toBeNull();
      // Their own setup still passes: then everything does.
      await turnOn(laxCookie);
      expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${memberRow.id}/mfa`, headers: { cookie: laxCookie } })).statusCode).toBe(200);
    } finally {
      expect((await requireMfa(false)).statusCode).toBe(200);
    }
  });
});

describe('turning two-factor on (issue 33, item 7)', () => {
  it('ends every other session of the user, as a password change does; the one that turned it on goes on', async () => {
    const user = { username: 'mfa-sessions', password: 'mfa sessions password' };
    const other = { username: 'mfa-sessions-other', password: 'mfa sessions other password' };
    await createAdmin(t.orm, user.username, user.password, 'recruiter');
    await createAdmin(t.orm, other.username, other.password, 'recruiter');
    const here = await loginCookie(t.app, user);
    const elsewhere = await loginCookie(t.app, user);
    const someoneElse = await loginCookie(t.app, other);
    const me = (cookie: string) => t.app.inject({ url: '/api/admin/me', headers: { cookie } });
    expect((await me(elsewhere)).statusCode).toBe(200);

    await turnOn(here);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(someoneElse)).statusCode).toBe(200);
  });
});

describe('an owner resetting a lost phone', () => {
  it('turns off another user two-factor and ends their sessions; never their own; other roles get 403', async () => {
    const owner = { username: 'mfa-reset-owner', password: 'reset owner password' };
    const editor = { username: 'mfa-reset-editor', password: 'reset editor password' };
    const ownerRow = await createAdmin(t.orm, owner.username, owner.password, 'owner');
    const editorRow = await createAdmin(t.orm, editor.username, editor.password, 'editor');
    const ownerCookie = await loginCookie(t.app, owner);
    const editorCookie = await loginCookie(t.app, editor);
    await turnOn(editorCookie);
    const del = (id: number, cookie: string) => t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}/mfa`, headers: { cookie } });

    expect((await del(ownerRow.id, editorCookie)).statusCode).toBe(403);
    expect((await del(ownerRow.id, ownerCookie)).statusCode).toBe(400);
    expect((await del(999999, ownerCookie)).statusCode).toBe(404);
    const res = await del(editorRow.id, ownerCookie);
    expect(res.statusCode).toBe(200);

    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie: editorCookie } })).statusCode).toBe(401);
    const signIn = await login(editor.username, editor.password);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toMatchObject({ mfaEnabled: false });
    expect(await t.orm.em.fork().count(AdminRecoveryCode, { admin: editorRow.id })).toBe(0);
    expect(await auditActions(owner.username)).toContain('admin.mfa_reset');
  });
});
