import {
  AdminInvitation,
  AdminPasswordReset,
  AdminSession,
  AdminUser,
  type EntityManager,
  type IAdminInvitation,
  type IAdminUser,
  findSiteSettings,
} from '@app/db';
import { DEFAULT_COMPANY_SETTINGS } from '@app/shared/company';
import { STAFF_ROLE_LABELS } from '@app/shared/roles';
import { INVITATION_TTL_HOURS, RESET_LINK_TTL_MINUTES } from '@app/shared/schemas/accounts';
import type { InvitationDto, TeamMemberDto } from '@app/shared/schemas/dtos';
import { recordAudit } from '../audit/audit.ts';
import { passwordResetMail, teamInvitationMail, type Brand } from '../mail/mail-templates.ts';
import { MAIL_KINDS } from '../mail/notifications.ts';
import { queueEmail } from '../mail/outbox.ts';
import type { LinkSigning } from '../../infra/signed-links.ts';
import { query, sql } from '../../infra/sql.ts';
import { STAFF_LINK, newStaffLinkToken } from './staff-tokens.ts';

/**
 * Staff accounts (issue 22): invitations to the team and the 'Forgot password?' links. Each link
 * carries a signed random secret (see staff-tokens.ts); the rows keep its hash, its expiry and
 * whether it was used.
 */

export const INVITATION_TTL_MS = INVITATION_TTL_HOURS * 60 * 60 * 1000;
export const RESET_LINK_TTL_MS = RESET_LINK_TTL_MINUTES * 60 * 1000;
/** Reset links mailed to one address in an hour, at most (anyone can type anyone's address). */
export const RESET_MAILS_PER_ADDRESS = { max: 3, windowMs: 60 * 60 * 1000 } as const;
/** How long handled 'Forgot password?' requests are kept (a record of who asked, from where). */
const RESET_REQUEST_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

export async function brandOf(em: EntityManager, siteUrl: string): Promise<Brand> {
  const settings = await findSiteSettings(em, { fields: ['companyName'] });
  return { company: settings?.companyName ?? DEFAULT_COMPANY_SETTINGS.companyName, siteUrl };
}

export const toTeamMemberDto = (u: IAdminUser): TeamMemberDto => ({
  id: u.id,
  username: u.username,
  email: u.email ?? null,
  role: u.role,
  active: u.active,
  lastLoginAt: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
  mfaEnabled: !!u.mfaEnabledAt,
  createdAt: u.createdAt.toISOString(),
});

export const toInvitationDto = (i: IAdminInvitation, invitedBy: string | null): InvitationDto => ({
  id: i.id,
  email: i.email,
  role: i.role,
  invitedBy,
  createdAt: i.createdAt.toISOString(),
  expiresAt: i.expiresAt.toISOString(),
});

/** Ends every live session of a user at once (their next call answers 401). Returns how many. */
export function endSessionsOf(em: EntityManager, adminId: number, now: Date): Promise<number> {
  return em.nativeUpdate(AdminSession, { admin: adminId, revokedAt: null }, { revokedAt: now });
}

/**
 * Gives an invitation a new link (a new secret: any link mailed before stops working), valid 72
 * hours from now, and queues the mail to its address in the caller's unit of work.
 */
export async function mailInvitation(ctx: LinkSigning & { em: EntityManager; now: () => Date }, invitation: IAdminInvitation, invitedBy: string) {
  const { token, hash } = newStaffLinkToken(ctx.formGuard.secret, STAFF_LINK.invitation);
  invitation.tokenHash = hash;
  invitation.expiresAt = new Date(ctx.now().getTime() + INVITATION_TTL_MS);
  const link = `${ctx.siteUrl}/admin/accept-invitation?${new URLSearchParams({ token })}`;
  const content = teamInvitationMail(await brandOf(ctx.em, ctx.siteUrl), {
    link,
    roleLabel: STAFF_ROLE_LABELS[invitation.role],
    invitedBy,
    hours: INVITATION_TTL_HOURS,
  });
  queueEmail(ctx.em, { kind: MAIL_KINDS.teamInvitation, to: invitation.email, ...content, secrets: { linkKey: ctx.formGuard.secret, values: [token] } });
}

/** Pending invitations (neither accepted nor revoked; expired ones too, so they can be sent again), newest first. */
export async function pendingInvitations(em: EntityManager): Promise<InvitationDto[]> {
  const rows = await em.find(AdminInvitation, { acceptedAt: null, revokedAt: null }, { orderBy: { id: 'desc' }, limit: 200 });
  const inviterIds = [...new Set(rows.map((r) => r.invitedById).filter((id): id is number => id !== null && id !== undefined))];
  const inviters = inviterIds.length ? await em.find(AdminUser, { id: { $in: inviterIds } }, { fields: ['username'] }) : [];
  const names = new Map(inviters.map((u) => [u.id, u.username]));
  return rows.map((r) => toInvitationDto(r, r.invitedById ? (names.get(r.invitedById) ?? null) : null));
}

export interface ResetMailContext {
  em: EntityManager;
  /** The link key (the web instances' form-token key, from SESSION_KEY). */
  secret: Buffer;
  now?: Date;
}

/**
 * The worker's half of 'Forgot password?': takes the requests not looked at yet (skipping rows
 * another worker holds) and, for each address that belongs to an active staff user, makes a
 * link valid 30 minutes from the request and queues its mail. An unknown address is marked
 * handled and mails nobody. Returns how many mails were queued.
 */
export async function processPasswordResetRequests({ em, secret, now = new Date() }: ResetMailContext): Promise<number> {
  return em.fork().transactional(async (tx) => {
    const waiting = await query<{ id: number }>(
      tx,
      sql`select id from admin_password_resets where processed_at is null order by id limit 100 for update skip locked`,
    );
    if (!waiting.length) return 0;
    const requests = await tx.find(AdminPasswordReset, { id: { $in: waiting.map((r) => r.id) } }, { orderBy: { id: 'asc' } });
    let queued = 0;
    for (const request of requests) {
      request.processedAt = now;
      const expiresAt = new Date(request.createdAt.getTime() + RESET_LINK_TTL_MS);
      const admin = await tx.findOne(AdminUser, { email: request.email, active: true });
      // A request the worker reaches after its link would have expired mails nobody either.
      if (!admin || expiresAt <= now) continue;
      const { token, hash } = newStaffLinkToken(secret, STAFF_LINK.passwordReset);
      request.admin = admin;
      request.tokenHash = hash;
      request.expiresAt = expiresAt;
      const link = `${request.siteUrl}/admin/reset-password?${new URLSearchParams({ token })}`;
      const content = passwordResetMail(await brandOf(tx, request.siteUrl), { link, username: admin.username, minutes: RESET_LINK_TTL_MINUTES });
      queueEmail(tx, { kind: MAIL_KINDS.passwordReset, to: admin.email!, ...content, secrets: { linkKey: secret, values: [token] } });
      recordAudit(
        { em: tx, clientIp: request.ip ?? '', admin: null },
        {
          action: 'admin.password_reset_requested',
          actor: { id: admin.id, username: admin.username },
          targetType: 'admin',
          targetId: admin.id,
          label: admin.username,
        },
      );
      queued += 1;
    }
    await tx.flush();
    return queued;
  });
}

/** Deletes 'Forgot password?' requests older than a week (their links expired long before); returns how many. */
export function prunePasswordResets(em: EntityManager, now = new Date()): Promise<number> {
  return em.nativeDelete(AdminPasswordReset, { createdAt: { $lt: new Date(now.getTime() - RESET_REQUEST_KEEP_MS) } });
}
