import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { AdminUser, type IAdminUser } from '@app/db';
import {
  checkMfaCode,
  codeAccepted,
  decryptSecret,
  mfaKeysFrom,
  replaceRecoveryCodes,
  reserveCodeAttempt,
  startMfaSetup,
  type MfaContext,
} from '../../src/features/staff/mfa.ts';
import { testDatabase, type TestDatabase } from '../database.ts';
import { createStaffUser } from '../staff.ts';

/** Two-factor codes checked with what the functions declare (the database, the deployment's keys, the clock): no sign-in over HTTP. */
let db: TestDatabase;
const mfaKeys = mfaKeysFrom(randomBytes(32));
const NOW = new Date('2031-01-15T09:30:10Z');
const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.close());

async function userWithTwoFactor(): Promise<{ user: IAdminUser; secret: string; ctx: MfaContext }> {
  const em = db.em();
  const user = await em.findOneOrFail(AdminUser, { id: (await createStaffUser(em)).id });
  const { secret } = await startMfaSetup({ em, mfaKeys }, user);
  await em.flush();
  return { user, secret, ctx: { em, mfaKeys, now: () => NOW } };
}

describe('startMfaSetup and checkMfaCode', () => {
  it('stores the secret readable only with the keys; a code of now is accepted once, one of another key never', async () => {
    const { user, secret, ctx } = await userWithTwoFactor();
    const stored = (await db.em().findOneOrFail(AdminUser, { id: user.id })).mfaSecret!;
    expect(stored).not.toContain(secret);
    expect(decryptSecret(mfaKeys, user.id, stored)).toBe(secret);
    expect(decryptSecret(mfaKeysFrom(randomBytes(32)), user.id, stored)).toBeNull();

    const code = await generate({ secret, epoch: epoch(NOW) });
    expect(await checkMfaCode({ ...ctx, mfaKeys: mfaKeysFrom(randomBytes(32)) }, user, code)).toEqual({ ok: false });
    expect(await checkMfaCode(ctx, user, code)).toEqual({ ok: true, kind: 'totp' });
    expect(await checkMfaCode(ctx, user, code)).toEqual({ ok: false });
    // Ten minutes later the clock has moved past the code.
    expect(await checkMfaCode({ ...ctx, now: () => new Date(NOW.getTime() + 600_000) }, user, await generate({ secret, epoch: epoch(NOW) }))).toEqual({
      ok: false,
    });
  });

  it('a recovery code works once, in any case and without its dash; not where only an app code may be used', async () => {
    const { user, ctx } = await userWithTwoFactor();
    const codes = await replaceRecoveryCodes(ctx, user.id);
    await ctx.em.flush();
    expect(codes).toHaveLength(10);
    expect(await checkMfaCode(ctx, user, codes[0]!, { totpOnly: true })).toEqual({ ok: false });
    expect(await checkMfaCode(ctx, user, codes[0]!.toLowerCase().replace('-', ''))).toEqual({ ok: true, kind: 'recovery', recoveryCodesLeft: 9 });
    expect(await checkMfaCode(ctx, user, codes[0]!)).toEqual({ ok: false });
  });
});

describe('reserveCodeAttempt ({em, limits})', () => {
  it('counts wrong codes per user up to limits.mfaMaxFailures, then answers the wait; an accepted code forgets them', async () => {
    const { user } = await userWithTwoFactor();
    const ctx = { em: db.em(), limits: { loginWindowMs: 60_000, mfaMaxFailures: 2 } };
    expect([await reserveCodeAttempt(ctx, user.id), await reserveCodeAttempt(ctx, user.id)]).toEqual([0, 0]);
    const wait = await reserveCodeAttempt(ctx, user.id);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    await codeAccepted(ctx, user.id);
    expect(await reserveCodeAttempt(ctx, user.id)).toBe(0);
  });
});
