import { TRPCError } from '@trpc/server';
import { AdminPasswordReset, AdminUser } from '@app/db';
import {
  EMAIL_TAKEN_MESSAGE,
  FORGOT_PASSWORD_MESSAGE,
  INVALID_RESET_LINK_MESSAGE,
  ZForgotPasswordInput,
  ZResetPasswordInput,
  ZSetEmailInput,
} from '@app/shared/schemas/accounts';
import { ZSuccessMessage } from '@app/shared/schemas/dtos';
import { adminProcedure, publicProcedure, router } from '../../trpc.ts';
import { hashPassword, verifyPassword } from '../../auth.ts';
import { tooManyRequests } from '../../infra/retry-after.ts';
import { countHit, forgetKey, tryAgainIn } from '../../infra/rate-limits.ts';
import { changedFields, recordAudit } from '../audit/audit.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { STAFF_LINK, staffLinkTokenHash } from './staff-tokens.ts';
import { RESET_MAILS_PER_ADDRESS, endSessionsOf } from './staff-accounts.ts';
import { ANY_STAFF } from '../../procedure-meta.ts';

/**
 * Recovering access and one's own account details: 'Forgot password?' (the same answer whoever
 * the address is; the mail worker looks the address up and mails a link valid 30 minutes), setting
 * a new password with that link (every session of the user ends), and one's own email address.
 */

const invalidResetLink = () => new TRPCError({ code: 'BAD_REQUEST', message: INVALID_RESET_LINK_MESSAGE });

export const accountRouter = router({
  /**
   * POST /api/admin/password/forgot {email}: always 202 with the same body. The request does the
   * same work whoever the address is (two counters and one row in admin_password_resets): the
   * mail worker looks the address up later and mails a link only to an active staff user. More
   * requests than `limits.passwordResetRequests` from one client in the login window answer 429;
   * past RESET_MAILS_PER_ADDRESS an address is sent nothing more for an hour, and the answer stays the same.
   */
  forgotPassword: publicProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/admin/password/forgot',
        status: 202,
        body: true,
        summary: "'Forgot password?': {email}. Always 202 with the same body; an active staff user's address is mailed a link valid 30 minutes",
      },
      rateLimit: 'attempts',
    })
    .input(ZForgotPasswordInput)
    .output(ZSuccessMessage)
    .mutation(async ({ ctx, input }) => {
      const client = await countHit(ctx.em, `forgot:${ctx.clientKey}`, ctx.limits.loginWindowMs);
      if (client.hits > ctx.limits.passwordResetRequests) {
        throw tooManyRequests(`Too many password reset requests. ${tryAgainIn(client.retryAfter)}`, client.retryAfter);
      }
      const address = await countHit(ctx.em, `forgot-mail:${input.email}`, RESET_MAILS_PER_ADDRESS.windowMs);
      if (address.hits <= RESET_MAILS_PER_ADDRESS.max) {
        ctx.em.create(AdminPasswordReset, {
          email: input.email,
          siteUrl: ctx.siteUrl.slice(0, 300),
          ip: ctx.clientIp.slice(0, 64) || null,
          createdAt: ctx.now(),
        });
        await ctx.em.flush();
      }
      return { success: true as const, message: FORGOT_PASSWORD_MESSAGE };
    }),

  /**
   * POST /api/admin/password/reset {token, password}: sets the password of the link's user, who is
   * then signed out everywhere; the link (and any other reset link of theirs) is used up. One
   * answer (400) for a link that is unknown, used or expired.
   */
  resetPassword: publicProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/admin/password/reset',
        body: true,
        summary: "Set a new password with a reset link's token: {token, password}; every session of that user ends; 400 for an unknown, used or expired link",
      },
      rateLimit: 'attempts',
    })
    .input(ZResetPasswordInput)
    .output(ZSuccessMessage)
    .mutation(async ({ ctx, input }) => {
      const attempt = await countHit(ctx.em, `reset:${ctx.clientKey}`, ctx.limits.loginWindowMs);
      if (attempt.hits > ctx.limits.loginMaxFailures * 2) {
        throw tooManyRequests(`Too many attempts. ${tryAgainIn(attempt.retryAfter)}`, attempt.retryAfter);
      }
      assertPasswordAllowed(input.password, 'password');
      const hash = staffLinkTokenHash(ctx.formGuard.secret, STAFF_LINK.passwordReset, input.token);
      if (!hash) throw invalidResetLink();
      const passwordHash = await hashPassword(input.password);
      const now = ctx.now();
      return ctx.em.fork().transactional(async (tx) => {
        const reset = await tx.findOne(AdminPasswordReset, { tokenHash: hash, usedAt: null, expiresAt: { $gt: now } }, { populate: ['admin'] });
        const admin = reset?.admin;
        if (!reset || !admin || !admin.active) throw invalidResetLink();
        // Used once: a second request with the same link (even at the same moment) finds no row to take.
        const taken = await tx.nativeUpdate(AdminPasswordReset, { id: reset.id, usedAt: null }, { usedAt: now });
        if (taken !== 1) throw invalidResetLink();
        await tx.nativeUpdate(AdminPasswordReset, { admin: admin.id, usedAt: null }, { usedAt: now });
        const user = await tx.findOneOrFail(AdminUser, { id: admin.id });
        user.password = passwordHash;
        recordAudit(
          { ...ctx, em: tx },
          { action: 'admin.password_reset', actor: { id: user.id, username: user.username }, targetType: 'admin', targetId: user.id, label: user.username },
        );
        await tx.flush();
        await endSessionsOf(tx, user.id, now);
        // The name's failed sign-ins are forgotten: the new password ends a lockout meant for guessers.
        await forgetKey(tx, `login-user:${user.username.toLowerCase()}`);
        return { success: true as const, message: 'Your new password is set. Sign in with it.' };
      });
    }),

  /**
   * PUT /api/admin/me/email {email, currentPassword}: the signed-in user's own address (where a
   * password reset link goes). Wrong current passwords are throttled as for a password change.
   */
  setEmail: adminProcedure
    .meta({
      access: ANY_STAFF,
      rest: {
        method: 'PUT',
        path: '/api/admin/me/email',
        body: true,
        summary: 'Set your own email address (where password reset links go): {email, currentPassword}',
      },
      rateLimit: 'attempts',
      errors: [409],
    })
    .input(ZSetEmailInput)
    .output(ZSuccessMessage)
    .mutation(async ({ ctx, input }) => {
      const user = await ctx.em.findOneOrFail(AdminUser, { id: ctx.admin.id });
      const key = `password:${user.id}`;
      const attempt = await countHit(ctx.em, key, ctx.limits.loginWindowMs);
      if (attempt.hits > ctx.limits.passwordMaxFailures) {
        throw tooManyRequests(`Too many wrong passwords. ${tryAgainIn(attempt.retryAfter)}`, attempt.retryAfter);
      }
      if (!(await verifyPassword(user.password, input.currentPassword))) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'Current password is incorrect' });
      }
      await forgetKey(ctx.em, key);
      if ((await ctx.em.count(AdminUser, { email: input.email, id: { $ne: user.id } })) > 0) {
        throw new TRPCError({ code: 'CONFLICT', message: EMAIL_TAKEN_MESSAGE });
      }
      const { before, after } = changedFields({ email: user.email ?? null }, { email: input.email });
      user.email = input.email;
      if (after) recordAudit(ctx, { action: 'admin.email', targetType: 'admin', targetId: user.id, label: user.username, before, after });
      await ctx.em.flush();
      return { success: true as const, message: 'Email address saved' };
    }),
});
