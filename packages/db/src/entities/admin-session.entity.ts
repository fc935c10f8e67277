import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AdminUser } from './admin-user.entity.ts';
import { nowOnCreate } from './columns.ts';

/**
 * Server-side record of an admin session. The encrypted cookie carries only the id; logout
 * and password changes revoke rows here, so a replayed cookie is refused.
 */
export const AdminSession = defineEntity({
  name: 'AdminSession',
  tableName: 'admin_sessions',
  properties: {
    id: p.string().length(64).primary(),
    admin: () => p.manyToOne(AdminUser).deleteRule('cascade').index(),
    createdAt: nowOnCreate(),
    lastSeenAt: nowOnCreate(),
    revokedAt: p.datetime().nullable(),
    ip: p.string().length(64).nullable(),
    userAgent: p.string().length(300).nullable(),
  },
});

export type IAdminSession = InferEntity<typeof AdminSession>;
