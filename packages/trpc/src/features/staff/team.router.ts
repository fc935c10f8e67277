import { TRPCError } from '@trpc/server';
import { AdminInvitation, AdminUser, type EntityManager } from '@app/db';
import { STAFF_ROLES, type StaffRole } from '@app/shared/roles';
import {
  EMAIL_TAKEN_MESSAGE,
  INVALID_INVITATION_MESSAGE,
  LAST_OWNER_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  ZAcceptInvitationInput,
  ZInviteInput,
  ZTeamUserUpdateInput,
} from '@app/shared/schemas/accounts';
import { z } from '@app/shared/schemas/base';
import { ZInvitationDto, ZInviteResult, ZSuccessMessage, ZTeamMemberDto } from '@app/shared/schemas/dtos';
import { ZByIdInput } from '@app/shared/schemas/inputs';
import { adminProcedure, findOr404, publicProcedure, router } from '../../trpc.ts';
import { hashPassword } from '../../auth.ts';
import { tooManyRequests } from '../../infra/retry-after.ts';
import { countHit, tryAgainIn } from '../../infra/rate-limits.ts';
import { recordAudit, reserveId } from '../audit/audit.ts';
import { assertPasswordAllowed } from './password-policy.ts';
import { query, sql } from '../../infra/sql.ts';
import { STAFF_LINK, staffLinkTokenHash } from './staff-tokens.ts';
import { endSessionsOf, mailInvitation, pendingInvitations, toInvitationDto, toTeamMemberDto } from './staff-accounts.ts';
import type { Context } from '../../context.ts';
import { OWNER } from '../../procedure-meta.ts';

/**
 * The Team screen (owners only): the staff users, invitations by email (a signed single-use link
 * valid 72 hours, through the outbox), role changes, deactivation (every session of the user
 * ends at once) and reactivation. There is always at least one active owner. Accepting an
 * invitation is public: the link is the proof, and it makes an account only while the owner who
 * sent it (or sent it last) is still an active owner: deactivating or demoting an owner revokes
 * the invitations they sent, and acceptance checks it again.
 */

const TEAM_MEMBER_NOT_FOUND = 'Team member not found';
const INVITATION_NOT_FOUND = 'Invitation not found';
/** Attempts at accepting an invitation per client in the login window (a link's secret cannot be guessed; this keeps the tries few). */
const ACCEPT_ATTEMPTS = 20;

/** Whether an address is already some staff user's (addresses are kept lowercase). */
const emailTaken = async (em: EntityManager, email: string, exceptId = 0) => (await em.count(AdminUser, { email, id: { $ne: exceptId } })) > 0;

/** Runs `work` in a transaction that holds the team lock: role and active changes never race past the last-owner rule. */
function withTeamLock<T>(ctx: Context, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  return ctx.em.fork().transactional(async (tx) => {
    await query(tx, sql`select pg_advisory_xact_lock(hashtext('northline staff owners'))`);
    return work(tx);
  });
}

const invalidInvitation = () => new TRPCError({ code: 'BAD_REQUEST', message: INVALID_INVITATION_MESSAGE });

/** Whether a staff user may still vouch for an invitation: an active owner (only owners invite). */
const mayInvite = (inviter: { role: StaffRole; active: boolean } | null) => inviter !== null && inviter.active && inviter.role === 'owner';

/**
 * Revokes the pending invitations `inviter` sent, each with its audit entry (the caller flushes):
 * an invitation is only as good as the owner who sent it. Answers how many.
 */
async function revokeInvitationsOf(ctx: Context, tx: EntityManager, inviter: { id: number; username: string }, because: string): Promise<number> {
  const pending = await tx.find(AdminInvitation, { invitedById: inviter.id, acceptedAt: null, revokedAt: null });
  for (const invitation of pending) {
    invitation.revokedAt = ctx.now();
    recordAudit(
      { ...ctx, em: tx },
      {
        action: 'team.invite_revoked',
        targetType: 'invitation',
        targetId: invitation.id,
        label: invitation.email,
        before: { email: invitation.email, role: invitation.role, invitedBy: inviter.username },
        after: { revoked: because },
      },
    );
  }
  return pending.length;
}

export const teamRouter = router({
  /** GET /api/admin/users: every staff user, owners first, then by name. */
  list: adminProcedure
    .meta({
      access: OWNER,
      rest: { method: 'GET', path: '/api/admin/users', summary: 'Every staff user: username, email, role, active, last sign-in, two-factor' },
    })
    .output(z.array(ZTeamMemberDto))
    .query(async ({ ctx }) => {
      const users = await ctx.em.find(AdminUser, {}, { orderBy: { username: 'asc' } });
      const rank = (role: string) => STAFF_ROLES.indexOf(role as StaffRole);
      return users.sort((a, b) => rank(a.role) - rank(b.role)).map(toTeamMemberDto);
    }),

  /** GET /api/admin/invitations: the invitations not yet accepted or revoked (expired ones too, to send again). */
  invitations: adminProcedure
    .meta({ access: OWNER, rest: { method: 'GET', path: '/api/admin/invitations', summary: 'Invitations not yet accepted or revoked, newest first' } })
    .output(z.array(ZInvitationDto))
    .query(({ ctx }) => pendingInvitations(ctx.em)),

  /**
   * POST /api/admin/users/invite {email, role}: mails a link valid 72 hours to choose a username
   * and password (201). A pending invitation to the same address is replaced (its link stops
   * working). An address that already belongs to a team member answers 409, and nothing is mailed.
   */
  invite: adminProcedure
    .meta({
      access: OWNER,
      rest: {
        method: 'POST',
        path: '/api/admin/users/invite',
        status: 201,
        body: true,
        summary: "Invite a person: {email, role}; mails a single-use link valid 72 hours; 409 when the address is already a team member's",
      },
      errors: [409],
    })
    .input(ZInviteInput)
    .output(ZInviteResult)
    .mutation(async ({ ctx, input }) => {
      if (await emailTaken(ctx.em, input.email)) throw new TRPCError({ code: 'CONFLICT', message: EMAIL_TAKEN_MESSAGE });
      const now = ctx.now();
      await ctx.em.nativeUpdate(AdminInvitation, { email: input.email, acceptedAt: null, revokedAt: null }, { revokedAt: now });
      const invitation = ctx.em.create(AdminInvitation, {
        id: await reserveId(ctx.em, AdminInvitation),
        email: input.email,
        role: input.role,
        invitedById: ctx.admin.id,
        createdAt: now,
        tokenHash: '',
        expiresAt: now,
      });
      await mailInvitation(ctx, invitation, ctx.admin.username);
      recordAudit(ctx, {
        action: 'team.invite',
        targetType: 'invitation',
        targetId: invitation.id,
        label: input.email,
        after: { email: input.email, role: input.role },
      });
      await ctx.em.flush();
      return { success: true as const, message: `Invitation sent to ${input.email}`, invitation: toInvitationDto(invitation, ctx.admin.username) };
    }),

  /** POST /api/admin/invitations/{id}/resend: a new link (the old one stops working), valid 72 hours from now; the owner who sends it now vouches for it. */
  resendInvitation: adminProcedure
    .meta({
      access: OWNER,
      rest: {
        method: 'POST',
        path: '/api/admin/invitations/:id/resend',
        summary: 'Mail a pending invitation again with a new link (the old one stops working), valid 72 hours',
      },
      errors: [409],
    })
    .input(ZByIdInput)
    .output(ZInviteResult)
    .mutation(async ({ ctx, input }) => {
      const invitation = await ctx.em.findOne(AdminInvitation, { id: input.id, acceptedAt: null, revokedAt: null });
      if (!invitation) throw new TRPCError({ code: 'NOT_FOUND', message: INVITATION_NOT_FOUND });
      if (await emailTaken(ctx.em, invitation.email)) throw new TRPCError({ code: 'CONFLICT', message: EMAIL_TAKEN_MESSAGE });
      // The mail names this owner as the inviter: it is theirs to answer for from now on.
      invitation.invitedById = ctx.admin.id;
      await mailInvitation(ctx, invitation, ctx.admin.username);
      recordAudit(ctx, {
        action: 'team.invite',
        targetType: 'invitation',
        targetId: invitation.id,
        label: invitation.email,
        after: { email: invitation.email, role: invitation.role, resent: true },
      });
      await ctx.em.flush();
      return { success: true as const, message: `Invitation sent again to ${invitation.email}`, invitation: toInvitationDto(invitation, ctx.admin.username) };
    }),

  /** DELETE /api/admin/invitations/{id}: the link stops working. */
  revokeInvitation: adminProcedure
    .meta({ access: OWNER, rest: { method: 'DELETE', path: '/api/admin/invitations/:id', summary: 'Revoke a pending invitation: its link stops working' } })
    .input(ZByIdInput)
    .output(ZSuccessMessage)
    .mutation(async ({ ctx, input }) => {
      const invitation = await ctx.em.findOne(AdminInvitation, { id: input.id, acceptedAt: null, revokedAt: null });
      if (!invitation) throw new TRPCError({ code: 'NOT_FOUND', message: INVITATION_NOT_FOUND });
      invitation.revokedAt = ctx.now();
      recordAudit(ctx, {
        action: 'team.invite_revoked',
        targetType: 'invitation',
        targetId: invitation.id,
        label: invitation.email,
        before: { email: invitation.email, role: invitation.role },
      });
      await ctx.em.flush();
      return { success: true as const, message: `The invitation to ${invitation.email} was revoked` };
    }),

  /**
   * PATCH /api/admin/users/{id} {role?, active?}. Deactivating ends every session of the user at
   * once; the last active owner can be neither demoted nor deactivated (400), and nobody
   * deactivates themselves. Deactivating or demoting an owner revokes the invitations they sent
   * that are still pending (an owner invitation must not outlive its inviter's right to make one).
   */
  update: adminProcedure
    .meta({
      access: OWNER,
      rest: {
        method: 'PATCH',
        path: '/api/admin/users/:id',
        body: true,
        summary: '{role?, active?}: change a role, deactivate (every session ends at once) or reactivate; 400 for the last active owner',
      },
    })
    .input(ZTeamUserUpdateInput)
    .output(ZTeamMemberDto)
    .mutation(async ({ ctx, input }) =>
      withTeamLock(ctx, async (tx) => {
        const user = await findOr404(tx, AdminUser, input.id, TEAM_MEMBER_NOT_FOUND);
        const role = input.role ?? user.role;
        const active = input.active ?? user.active;
        if (user.id === ctx.admin.id && !active) {
          throw new TRPCError({ code: 'BAD_REQUEST', message: 'You cannot deactivate your own account: ask another owner.' });
        }
        const losesOwner = user.role === 'owner' && user.active && (role !== 'owner' || !active);
        if (losesOwner && (await tx.count(AdminUser, { role: 'owner', active: true, id: { $ne: user.id } })) === 0) {
          throw new TRPCError({ code: 'BAD_REQUEST', message: LAST_OWNER_MESSAGE });
        }
        const audit = { ...ctx, em: tx };
        const target = { targetType: 'admin' as const, targetId: user.id, label: user.username };
        if (role !== user.role) {
          recordAudit(audit, { action: 'team.role', ...target, before: { role: user.role }, after: { role } });
          user.role = role;
        }
        if (active !== user.active) {
          recordAudit(audit, { action: active ? 'team.reactivate' : 'team.deactivate', ...target, before: { active: user.active }, after: { active } });
          user.active = active;
        }
        if (losesOwner) await revokeInvitationsOf(ctx, tx, user, active ? 'its inviter is no longer an owner' : 'its inviter was deactivated');
        await tx.flush();
        // A deactivated user is signed out everywhere at once (getAdmin also refuses an inactive user).
        if (!active) await endSessionsOf(tx, user.id, ctx.now());
        return toTeamMemberDto(user);
      }),
    ),

  /**
   * POST /api/admin/invitations/accept {token, username, password} (public): makes the account
   * with the invitation's address and role (201), and uses the invitation up. One answer (400) for
   * a link that is unknown, used, revoked or expired.
   */
  acceptInvitation: publicProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/admin/invitations/accept',
        status: 201,
        body: true,
        summary: 'Accept an invitation: {token, username, password}; makes the account; 400 for an unknown, used or expired link',
      },
      rateLimit: 'attempts',
      errors: [409],
    })
    .input(ZAcceptInvitationInput)
    .output(ZSuccessMessage)
    .mutation(async ({ ctx, input }) => {
      const attempt = await countHit(ctx.em, `invite-accept:${ctx.clientKey}`, ctx.limits.loginWindowMs);
      if (attempt.hits > ACCEPT_ATTEMPTS) throw tooManyRequests(`Too many attempts. ${tryAgainIn(attempt.retryAfter)}`, attempt.retryAfter);
      assertPasswordAllowed(input.password, 'password');
      const hash = staffLinkTokenHash(ctx.formGuard.secret, STAFF_LINK.invitation, input.token);
      if (!hash) throw invalidInvitation();
      const passwordHash = await hashPassword(input.password);
      return withTeamLock(ctx, async (tx) => {
        const now = ctx.now();
        const invitation = await tx.findOne(AdminInvitation, { tokenHash: hash, acceptedAt: null, revokedAt: null, expiresAt: { $gt: now } });
        if (!invitation) throw invalidInvitation();
        // Checked again here (under the team lock, so no demotion races it): its owner must still be one.
        const inviter = invitation.invitedById ? await tx.findOne(AdminUser, { id: invitation.invitedById }, { fields: ['role', 'active'] }) : null;
        if (!mayInvite(inviter)) throw invalidInvitation();
        const [clash] = await query<{ n: number }>(tx, sql`select count(*)::int as n from admin_users where lower(username) = lower(${input.username})`);
        if (clash!.n > 0) throw new TRPCError({ code: 'CONFLICT', message: USERNAME_TAKEN_MESSAGE });
        if (await emailTaken(tx, invitation.email)) throw new TRPCError({ code: 'CONFLICT', message: EMAIL_TAKEN_MESSAGE });
        const user = tx.create(AdminUser, {
          id: await reserveId(tx, AdminUser),
          username: input.username,
          password: passwordHash,
          role: invitation.role,
          email: invitation.email,
          active: true,
        });
        invitation.acceptedAt = now;
        invitation.acceptedUserId = user.id;
        recordAudit(
          { ...ctx, em: tx },
          {
            action: 'team.invite_accepted',
            actor: { id: user.id, username: user.username },
            targetType: 'admin',
            targetId: user.id,
            label: user.username,
            after: { email: invitation.email, role: invitation.role },
          },
        );
        await tx.flush();
        return { success: true as const, message: 'Your account is ready. Sign in with your username and password.' };
      });
    }),
});
