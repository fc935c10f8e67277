import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { STAFF_ROLES } from '@app/shared/roles';
import { emailAddress, loginName, nowOnCreate, passwordHash, serialId } from './columns.ts';

/**
 * A staff user of the admin area. `role` decides what they may call (each procedure's `.meta({ access })`,
 * see @app/trpc's procedure-meta.ts); a user who is not `active` cannot sign in and has no live session. The TOTP
 * secret is kept encrypted (never serialized); two-factor is on once `mfaEnabledAt` is set.
 */
export const AdminUser = defineEntity({
  name: 'AdminUser',
  tableName: 'admin_users',
  properties: {
    id: serialId(),
    username: loginName(),
    password: passwordHash(),
    createdAt: nowOnCreate(),
    lastLoginAt: p.datetime().nullable(),
    role: p.enum(STAFF_ROLES).default('owner'),
    email: emailAddress().nullable().unique(),
    active: p.boolean().default(true),
    mfaSecret: p.text().nullable().hidden(),
    mfaEnabledAt: p.datetime().nullable(),
    /** The TOTP time step of the last code accepted: a code of that step or before is refused (no replay). */
    mfaLastStep: p.integer().nullable(),
  },
});

export type IAdminUser = InferEntity<typeof AdminUser>;
