import { TRPCError } from '@trpc/server';
import { AdminRecoveryCode, AdminSession, AdminUser, type IAdminUser } from '@app/db';
import { MFA_MESSAGES } from '@app/shared/mfa-codes';
import { ZSuccess } from '@app/shared/schemas/dtos';
import { ZMfaCodeInput, ZMfaRecoveryCodesDto, ZMfaResetInput, ZMfaSetupDto } from '@app/shared/schemas/mfa';
import { adminProcedure, findOr404, router } from '../../trpc.ts';
import { tooManyRequests } from '../../infra/retry-after.ts';
import { tryAgainIn } from '../../infra/rate-limits.ts';
import { recordAudit } from '../audit/audit.ts';
import { checkMfaCode, codeAccepted, replaceRecoveryCodes, reserveCodeAttempt, startMfaSetup, type CodeCheck } from './mfa.ts';
import type { AdminIdentity, Context } from '../../context.ts';
import { ANY_STAFF, OWNER } from '../../procedure-meta.ts';

/**
 * Two-factor sign-in of the signed-in staff user (any role), from their Profile: setup (a new
 * secret and its QR code), enable (confirmed by one code; answers the recovery codes, once) and
 * disable (needs a code or a recovery code). Wrong codes are throttled per user like passwords,
 * and audited like failed sign-ins.
 */

/** Checks a code with the user's throttle; a wrong one is audited and answers 400 'Invalid authentication code'. */
async function requireCode(ctx: Context & { admin: AdminIdentity }, admin: IAdminUser, code: string, totpOnly: boolean): Promise<CodeCheck & { ok: true }> {
  const wait = await reserveCodeAttempt(ctx, admin.id);
  if (wait > 0) throw tooManyRequests(`Too many wrong codes. ${tryAgainIn(wait)}`, wait);
  const check = await checkMfaCode(ctx, admin, code, { totpOnly });
  if (!check.ok) {
    recordAudit(ctx, { action: 'admin.mfa_failed', targetType: 'admin', targetId: admin.id, label: admin.username });
    await ctx.em.flush();
    throw new TRPCError({ code: 'BAD_REQUEST', message: MFA_MESSAGES.invalidCode });
  }
  await codeAccepted(ctx, admin.id);
  return check;
}

export const mfaRouter = router({
  /**
   * POST /api/admin/mfa/setup: a new secret for an authenticator app (kept, encrypted, until a
   * code confirms it). 409 while two-factor is on: turn it off first.
   */
  setup: adminProcedure
    .meta({
      access: ANY_STAFF,
      rest: {
        method: 'POST',
        path: '/api/admin/mfa/setup',
        summary: 'Start two-factor setup: a new TOTP secret {secret, otpauthUrl, qrCode}, on once a code confirms it; 409 while two-factor is on',
      },
      errors: [409],
      mfaSetup: true,
    })
    .output(ZMfaSetupDto)
    .mutation(async ({ ctx }) => {
      const admin = await ctx.em.findOneOrFail(AdminUser, { id: ctx.admin.id });
      if (admin.mfaEnabledAt) throw new TRPCError({ code: 'CONFLICT', message: MFA_MESSAGES.alreadyOn });
      const setup = await startMfaSetup(ctx, admin);
      await ctx.em.flush();
      return setup;
    }),

  /**
   * POST /api/admin/mfa/enable {code}: a code from the app confirms the secret of the setup; two-
   * factor is on, and the answer holds the recovery codes, the only time they are shown. Every
   * other session of the user ends, as a password change does: one opened with the password alone
   * (perhaps by whoever made them turn it on) does not outlive it.
   */
  enable: adminProcedure
    .meta({
      access: ANY_STAFF,
      rest: {
        method: 'POST',
        path: '/api/admin/mfa/enable',
        body: true,
        summary: 'Turn two-factor on with {code} from the authenticator app -> {recoveryCodes} (10, single-use, shown only here)',
      },
      rateLimit: 'attempts',
      errors: [409],
      mfaSetup: true,
    })
    .input(ZMfaCodeInput)
    .output(ZMfaRecoveryCodesDto)
    .mutation(async ({ ctx, input }) => {
      const admin = await ctx.em.findOneOrFail(AdminUser, { id: ctx.admin.id });
      if (admin.mfaEnabledAt) throw new TRPCError({ code: 'CONFLICT', message: MFA_MESSAGES.alreadyOn });
      if (!admin.mfaSecret) throw new TRPCError({ code: 'BAD_REQUEST', message: MFA_MESSAGES.noSetup });
      await requireCode(ctx, admin, input.code, true);
      admin.mfaEnabledAt = ctx.now();
      const recoveryCodes = await replaceRecoveryCodes(ctx, admin.id);
      recordAudit(ctx, { action: 'admin.mfa_enabled', targetType: 'admin', targetId: admin.id, label: admin.username });
      await ctx.em.flush();
      await ctx.em.nativeUpdate(AdminSession, { admin: admin.id, id: { $ne: ctx.admin.sessionId }, revokedAt: null }, { revokedAt: ctx.now() });
      return { recoveryCodes };
    }),

  /**
   * POST /api/admin/mfa/disable {code}: turns two-factor off with a code from the app or a
   * recovery code; the secret and the recovery codes are deleted.
   */
  disable: adminProcedure
    .meta({
      access: ANY_STAFF,
      rest: { method: 'POST', path: '/api/admin/mfa/disable', body: true, summary: 'Turn two-factor off with {code}: a code from the app or a recovery code' },
      rateLimit: 'attempts',
    })
    .input(ZMfaCodeInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      const admin = await ctx.em.findOneOrFail(AdminUser, { id: ctx.admin.id });
      if (!admin.mfaEnabledAt) throw new TRPCError({ code: 'BAD_REQUEST', message: MFA_MESSAGES.notOn });
      const check = await requireCode(ctx, admin, input.code, false);
      if (check.kind === 'recovery') {
        recordAudit(ctx, {
          action: 'admin.mfa_recovery_used',
          targetType: 'admin',
          targetId: admin.id,
          label: admin.username,
          after: { left: check.recoveryCodesLeft },
        });
      }
      // In SQL, not on the entity: the last accepted step was moved in SQL too (see checkMfaCode).
      await ctx.em.nativeUpdate(AdminUser, { id: admin.id }, { mfaSecret: null, mfaEnabledAt: null, mfaLastStep: null });
      await ctx.em.nativeDelete(AdminRecoveryCode, { admin: admin.id });
      recordAudit(ctx, { action: 'admin.mfa_disabled', targetType: 'admin', targetId: admin.id, label: admin.username });
      await ctx.em.flush();
      return { success: true };
    }),

  /**
   * DELETE /api/admin/users/{id}/mfa (owners): turns off another user's two-factor when they lost
   * their phone and their recovery codes. Their secret and recovery codes are deleted and their
   * sessions end; they sign in with their password (and set it up again when the team requires it).
   */
  reset: adminProcedure
    .meta({
      access: OWNER,
      rest: {
        method: 'DELETE',
        path: '/api/admin/users/:id/mfa',
        summary: "Owners: turn off another user's two-factor (a lost phone): their secret and recovery codes are deleted and their sessions end",
      },
    })
    .input(ZMfaResetInput)
    .output(ZSuccess)
    .mutation(async ({ ctx, input }) => {
      if (input.id === ctx.admin.id) throw new TRPCError({ code: 'BAD_REQUEST', message: MFA_MESSAGES.resetOwn });
      const user = await findOr404(ctx.em, AdminUser, input.id, MFA_MESSAGES.noUser);
      const wasOn = !!user.mfaEnabledAt;
      await ctx.em.nativeUpdate(AdminUser, { id: user.id }, { mfaSecret: null, mfaEnabledAt: null, mfaLastStep: null });
      await ctx.em.nativeDelete(AdminRecoveryCode, { admin: user.id });
      await ctx.em.nativeUpdate(AdminSession, { admin: user.id, revokedAt: null }, { revokedAt: ctx.now() });
      recordAudit(ctx, {
        action: 'admin.mfa_reset',
        targetType: 'admin',
        targetId: user.id,
        label: user.username,
        before: { mfaEnabled: wasOn },
        after: { mfaEnabled: false },
      });
      await ctx.em.flush();
      return { success: true };
    }),
});
