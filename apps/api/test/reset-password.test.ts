import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminRecoveryCode, AdminUser } from '@app/db';
import { ADMIN, createAdmin, createTestApp, loginCookie, type TestApp } from './helpers.ts';

const SCRIPT = fileURLToPath(new URL('../src/scripts/reset-password.ts', import.meta.url));

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.orm);
});

afterAll(async () => {
  await t?.close();
});

/** Runs `pnpm admin:reset-password <args>` (the script itself) against the test database; `input` is piped to stdin. */
function resetPassword(args: string[], input?: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT, ...args], {
      env: { PATH: process.env.PATH, DATABASE_URL: t.databaseUrl },
      stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    if (input !== undefined) child.stdin!.end(input);
  });
}

async function loginStatus(username: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
  return res.statusCode;
}

async function storedHash(username: string) {
  return (await t.orm.em.fork().findOneOrFail(AdminUser, { username })).password;
}

describe('pnpm admin:reset-password', () => {
  it('sets a new random password, printed in a box, and signs out the sessions of that admin', async () => {
    const cookie = await loginCookie(t.app);
    const before = await storedHash(ADMIN.username);

    const run = await resetPassword([ADMIN.username]);

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`New password for admin user '${ADMIN.username}' (1 session signed out)`);
    expect(run.stdout.split('\n')[0]).toMatch(/^┌─+┐$/);
    const password = /Password: (\S+)/.exec(run.stdout)?.[1];
    expect(password).toMatch(/^[\w-]{16}$/);

    expect(await storedHash(ADMIN.username)).not.toBe(before);
    expect(await loginStatus(ADMIN.username, password!)).toBe(200);
    expect(await loginStatus(ADMIN.username, ADMIN.password)).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('takes the password from stdin when one is piped in, and never prints it', async () => {
    const chosen = 'piped in password 2026';
    const run = await resetPassword([ADMIN.username], `${chosen}\n`);

    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`Password of admin user '${ADMIN.username}' changed; 1 session signed out.\n`);
    expect(run.stdout + run.stderr).not.toContain(chosen);
    expect(await loginStatus(ADMIN.username, chosen)).toBe(200);
  });

  it('refuses a piped password the password policy refuses (short, or breached) and keeps the old one', async () => {
    const before = await storedHash(ADMIN.username);
    const short = await resetPassword([ADMIN.username], 'elevenchars\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toContain('Password must be at least 12 characters');

    const breached = await resetPassword([ADMIN.username], 'Qwerty123456\n');
    expect(breached.code).toBe(1);
    expect(breached.stderr).toContain('This password appears in a list of breached passwords. Choose another.');
    expect(await storedHash(ADMIN.username)).toBe(before);
  });

  it('exits with 1 and says which admins exist for an unknown username', async () => {
    const run = await resetPassword(['ghost']);

    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`No admin user 'ghost'. Admin users: ${ADMIN.username}.\n`);
    expect(run.stdout).toBe('');
  });

  it('exits with 1 and shows the usage without a username', async () => {
    const run = await resetPassword([]);

    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Usage: pnpm admin:reset-password <username>');
  });

  // Last: it adds an admin, which the unknown-username message above would list.
  it('--disable-2fa also turns two-factor off: secret, recovery codes and last step gone; without it two-factor stays', async () => {
    const user = await createAdmin(t.orm, 'lost-phone', 'lost phone password');
    const withMfa = async () => {
      const em = t.orm.em.fork();
      await em.nativeUpdate(AdminUser, { id: user.id }, { mfaSecret: 'v1.encrypted', mfaEnabledAt: new Date(), mfaLastStep: 1 });
      em.create(AdminRecoveryCode, { admin: user.id, codeHash: 'a'.repeat(64) });
      await em.flush();
    };
    await withMfa();
    const kept = await resetPassword(['lost-phone'], 'another long password\n');
    expect(kept.code).toBe(0);
    expect(kept.stdout).toBe("Password of admin user 'lost-phone' changed; 0 sessions signed out; two-factor sign-in stays on.\n");
    expect((await t.orm.em.fork().findOneOrFail(AdminUser, { id: user.id })).mfaEnabledAt).not.toBeNull();

    const run = await resetPassword(['lost-phone', '--disable-2fa'], 'a third long password\n');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("Password of admin user 'lost-phone' changed; 0 sessions signed out; two-factor sign-in turned off.\n");
    const after = await t.orm.em.fork().findOneOrFail(AdminUser, { id: user.id });
    expect([after.mfaSecret, after.mfaEnabledAt, after.mfaLastStep]).toEqual([null, null, null]);
    expect(await t.orm.em.fork().count(AdminRecoveryCode, { admin: user.id })).toBe(0);
    expect(await loginStatus('lost-phone', 'a third long password')).toBe(200);
  });
});
