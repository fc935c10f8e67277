import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { STAFF_ROLES } from '@app/shared/roles';
import { AdminUser } from './admin-user.entity.ts';
import { emailAddress, nowOnCreate, serialId } from './columns.ts';

/** The SHA-256 of a link's secret, in hex: the only trace of the secret the database keeps. */
const tokenHash = () => p.string().length(64).hidden();

/**
 * An invitation to the team (the Team screen): an address, the role it will have, and the hash of
 * the secret of the link mailed there (valid until `expiresAt`, 72 hours). It is used up once
 * accepted (`acceptedAt`), and dead once revoked or sent again (`revokedAt`).
 */
export const AdminInvitation = defineEntity({
  name: 'AdminInvitation',
  tableName: 'admin_invitations',
  properties: {
    id: serialId(),
    /** Stored lowercase. */
    email: emailAddress().index(),
    role: p.enum(STAFF_ROLES),
    tokenHash: tokenHash().unique(),
    /** The owner who sent it (null once that user is deleted). */
    invitedById: p.integer().nullable(),
    createdAt: nowOnCreate(),
    expiresAt: p.datetime(),
    acceptedAt: p.datetime().nullable(),
    /** The user the invitation became. */
    acceptedUserId: p.integer().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});

export type IAdminInvitation = InferEntity<typeof AdminInvitation>;

/**
 * A 'Forgot password?' request. The request itself stores only the address typed and the site's
 * origin (the same work whoever the address is); the mail worker then looks the address up and,
 * for an active user, fills in `admin`, the hash of a link's secret and `expiresAt` (30 minutes
 * after the request) and queues the mail. The link is used up once a password is set with it.
 */
export const AdminPasswordReset = defineEntity({
  name: 'AdminPasswordReset',
  tableName: 'admin_password_resets',
  properties: {
    id: serialId(),
    /** As typed, lowercase. */
    email: emailAddress(),
    /** Where the link points (PUBLIC_URL, or the request's allowed host). */
    siteUrl: p.string().length(300),
    ip: p.string().length(64).nullable(),
    createdAt: nowOnCreate(),
    /** When the worker looked at it (null: waiting). */
    processedAt: p.datetime().nullable(),
    admin: () => p.manyToOne(AdminUser).nullable().deleteRule('cascade').index(),
    tokenHash: tokenHash().nullable().unique(),
    expiresAt: p.datetime().nullable(),
    usedAt: p.datetime().nullable(),
  },
});

export type IAdminPasswordReset = InferEntity<typeof AdminPasswordReset>;
