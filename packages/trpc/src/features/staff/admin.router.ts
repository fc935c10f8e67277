import { TRPCError } from '@trpc/server';
import { AdminSession, AdminUser } from '@app/db';
import { MFA_MESSAGES, MFA_REQUIRED } from '@app/shared/mfa-codes';
import { ZAdminSessionDto, ZAdminUserDto, ZSuccess, ZSuccessMessage, type AdminUserDto } from '@app/shared/schemas/dtos';
import { ZAdminLoginInput, ZPasswordChangeInput } from '@app/shared/schemas/inputs';
import { adminProcedure, publicProcedure, router } from '../../trpc.ts';
import { getAdmin, identityOf, hashPassword, newSessionId, spendVerifyTime, verifyPassword } from '../../auth.ts';
import { tooManyRequests } from '../../infra/retry-after.ts';
import { countHit, forgetKey, loginSucceeded, reserveLoginAttempt, tryAgainIn } from '../../infra/rate-limits.ts';
import { recordAudit } from '../audit/audit.ts';
import type { AdminIdentity, Context } from '../../context.ts';
import { codedError } from '../../infra/error-codes.ts';
import { checkMfaCode, codeAccepted, isMfaRequired, reserveCodeAttempt } from './mfa.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { ANY_STAFF } from '../../procedure-meta.ts';

export const INVALID_LOGIN = 'Invalid username or password';

const toAdminDto = async (ctx: Pick<Context, 'em'>, a: AdminIdentity): Promise<AdminUserDto> => ({
  id: a.id,
  username: a.username,
  lastLoginAt: a.lastLoginAt ? a.lastLoginAt.toISOString() : null,
  role: a.role,
  email: a.email,
  mfaEnabled: a.mfaEnabled,
  mfaRequired: await isMfaRequired(ctx),
});

export const adminRouter = router({
  /** GET /api/admin/me: the signed-in admin, or 401. */
  me: publicProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'GET',
        path: '/api/admin/me',
        summary: 'The signed-in admin {id, username, role, email, mfaEnabled, mfaRequired}; 401 without a session',
      },
      errors: [401],
    })
    .output(ZAdminUserDto)
    .query(async ({ ctx }) => {
      const admin = await getAdmin(ctx);
      if (!admin) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Not authenticated' });
      return toAdminDto(ctx, admin);
    }),

  /**
   * GET /api/admin/session: who is signed in, asked by the site's own pages (the sign-in page, the
   * guard). A visitor without a session is an answer, not an error: 200 with `user: null`, so a
   * browser logs no failed request on every visit. admin.me keeps its 401 for API clients.
   */
  session: publicProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'GET',
        path: '/api/admin/session',
        summary:
          "Who this session belongs to: {user} with the signed-in admin as /api/admin/me answers it, or {user: null} (200) without a session (the site's own pages ask this)",
      },
    })
    .output(ZAdminSessionDto)
    .query(async ({ ctx }) => {
      const admin = await getAdmin(ctx);
      return { user: admin ? await toAdminDto(ctx, admin) : null };
    }),

  /**
   * POST /api/admin/login. A failure answers 401 with one generic message and sets no session;
   * repeated failures for a client and username are throttled (429). Every attempt is in the
   * audit log: a failed or throttled one with the name tried (never the password).
   *
   * A user with two-factor on also needs `code` (a TOTP code or a recovery code): without a valid
   * one the answer is 401 with data.errorCode MFA_REQUIRED (REST: {code: 'MFA_REQUIRED', message})
   * and no session. The attempt stays counted against the login throttle until a sign-in
   * succeeds, codes are also limited per user (reserveCodeAttempt), and a wrong one is audited.
   */
  login: publicProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/admin/login',
        body: true,
        summary:
          "Sign in with {username, password, code?}; sets the session cookie. A user with two-factor on needs `code` (a TOTP code or a recovery code): without a valid one, 401 {code: 'MFA_REQUIRED', message} and no session",
      },
      rateLimit: 'attempts',
      errors: [401],
    })
    .input(ZAdminLoginInput)
    .output(ZAdminUserDto)
    .mutation(async ({ ctx, input }) => {
      const username = input.username;
      const { loginMaxFailures, loginUserMaxFailures, loginWindowMs } = ctx.limits;
      const attempt = { client: ctx.clientKey, username, deviceNonce: ctx.device.nonceFor(username) };
      // Counted before the password is checked, so a concurrent burst is cut at the limit.
      const wait = await reserveLoginAttempt(ctx.em, attempt, {
        maxFailures: loginMaxFailures,
        userMaxFailures: loginUserMaxFailures,
        windowMs: loginWindowMs,
      });
      const failed = async (reason: 'invalid credentials' | 'throttled') => {
        recordAudit(ctx, { action: 'admin.login_failed', actor: { id: null, username }, targetType: 'admin', label: username, after: { reason } });
        await ctx.em.flush();
      };
      if (wait > 0) {
        await failed('throttled');
        throw tooManyRequests(`Too many failed login attempts. ${tryAgainIn(wait)}`, wait);
      }
      const admin = await ctx.em.findOne(AdminUser, { username });
      const ok = admin ? await verifyPassword(admin.password, input.password) : (await spendVerifyTime(input.password), false);
      // A deactivated user gets the same answer as a wrong password (nothing tells them apart).
      if (!admin || !ok || !admin.active) {
        ctx.session.clear();
        await failed('invalid credentials');
        throw new TRPCError({ code: 'UNAUTHORIZED', message: INVALID_LOGIN });
      }
      if (admin.mfaEnabledAt) {
        const code = input.code ?? '';
        if (!code) {
          ctx.session.clear();
          throw codedError('UNAUTHORIZED', MFA_REQUIRED, MFA_MESSAGES.codeNeeded);
        }
        const codeWait = await reserveCodeAttempt(ctx, admin.id);
        if (codeWait > 0) {
          await failed('throttled');
          throw tooManyRequests(`Too many wrong codes. ${tryAgainIn(codeWait)}`, codeWait);
        }
        const check = await checkMfaCode(ctx, admin, code);
        if (!check.ok) {
          ctx.session.clear();
          recordAudit(ctx, {
            action: 'admin.mfa_failed',
            actor: { id: admin.id, username: admin.username },
            targetType: 'admin',
            targetId: admin.id,
            label: admin.username,
          });
          await ctx.em.flush();
          throw codedError('UNAUTHORIZED', MFA_REQUIRED, MFA_MESSAGES.invalidCode);
        }
        await codeAccepted(ctx, admin.id);
        if (check.kind === 'recovery') {
          recordAudit(ctx, {
            action: 'admin.mfa_recovery_used',
            actor: { id: admin.id, username: admin.username },
            targetType: 'admin',
            targetId: admin.id,
            label: admin.username,
            after: { left: check.recoveryCodesLeft },
          });
        }
      }
      await loginSucceeded(ctx.em, attempt);
      // This browser is now known for this admin (a fresh nonce at every sign-in).
      ctx.device.remember(admin.username, newSessionId());
      // A fresh session for every login; any session the browser carried before is revoked.
      const previous = ctx.session.get();
      if (previous) await ctx.em.nativeUpdate(AdminSession, { id: previous, revokedAt: null }, { revokedAt: ctx.now() });
      const sessionId = newSessionId();
      const now = ctx.now();
      ctx.em.create(AdminSession, {
        id: sessionId,
        admin,
        createdAt: now,
        lastSeenAt: now,
        ip: ctx.clientIp.slice(0, 64) || null,
        userAgent: ctx.userAgent.slice(0, 300) || null,
      });
      admin.lastLoginAt = now;
      recordAudit(ctx, {
        action: 'admin.login',
        actor: { id: admin.id, username: admin.username },
        targetType: 'admin',
        targetId: admin.id,
        label: admin.username,
      });
      await ctx.em.flush();
      ctx.session.set(sessionId);
      ctx.admin = identityOf(admin, sessionId);
      return toAdminDto(ctx, ctx.admin);
    }),

  /** POST /api/admin/logout: revokes the session on the server and clears the cookie. Always succeeds. */
  logout: publicProcedure
    .meta({ access: 'public', rest: { method: 'POST', path: '/api/admin/logout', summary: 'Ends the session on the server and clears the cookie' } })
    .output(ZSuccess)
    .mutation(async ({ ctx }) => {
      const sessionId = ctx.session.get();
      // The admin signing out, for the audit log (a session that had already ended is no admin's action).
      const admin = await getAdmin(ctx);
      if (sessionId) await ctx.em.nativeUpdate(AdminSession, { id: sessionId, revokedAt: null }, { revokedAt: ctx.now() });
      if (admin) {
        recordAudit(ctx, { action: 'admin.logout', targetType: 'admin', targetId: admin.id, label: admin.username });
        await ctx.em.flush();
      }
      ctx.session.clear();
      ctx.admin = null;
      return { success: true };
    }),

  /** Changes the signed-in admin's password; every other session of that admin is signed out. */
  changePassword: adminProcedure
    .meta({
      access: ANY_STAFF,
      rest: { method: 'POST', path: '/api/admin/password', body: true, summary: "Change the signed-in admin's password" },
      rateLimit: 'attempts',
    })
    .input(ZPasswordChangeInput)
    .output(ZSuccessMessage)
    .mutation(async ({ ctx, input }) => {
      // The password policy: at least 12 characters, not a breached password (400 with the reason).
      assertPasswordAllowed(input.newPassword, 'newPassword');
      const admin = await ctx.em.findOneOrFail(AdminUser, { id: ctx.admin.id });
      // Wrong current passwords are throttled per admin (a stolen session must not guess it).
      const key = `password:${admin.id}`;
      const attempt = await countHit(ctx.em, key, ctx.limits.loginWindowMs);
      if (attempt.hits > ctx.limits.passwordMaxFailures) {
        throw tooManyRequests(`Too many wrong passwords. ${tryAgainIn(attempt.retryAfter)}`, attempt.retryAfter);
      }
      if (!(await verifyPassword(admin.password, input.currentPassword))) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'Current password is incorrect' });
      }
      await forgetKey(ctx.em, key);
      admin.password = await hashPassword(input.newPassword);
      // The entry names the change only: no password or hash reaches the log.
      recordAudit(ctx, { action: 'admin.password', targetType: 'admin', targetId: admin.id, label: admin.username });
      await ctx.em.flush();
      await ctx.em.nativeUpdate(AdminSession, { admin: admin.id, id: { $ne: ctx.admin.sessionId }, revokedAt: null }, { revokedAt: ctx.now() });
      return { success: true, message: 'Password updated' };
    }),
});
