import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { AdminUser } from './admin-user.entity.ts';
import { nowOnCreate, serialId } from './columns.ts';

/**
 * One single-use recovery code of a staff user's two-factor sign-in. Only a keyed hash of the code
 * is kept (HMAC-SHA-256, key derived from SESSION_KEY); using it sets `usedAt`, once, atomically.
 * Turning two-factor off (or on again) deletes the user's codes.
 */
export const AdminRecoveryCode = defineEntity({
  name: 'AdminRecoveryCode',
  tableName: 'admin_recovery_codes',
  properties: {
    id: serialId(),
    admin: () => p.manyToOne(AdminUser).deleteRule('cascade'),
    codeHash: p.string().length(64),
    createdAt: nowOnCreate(),
    usedAt: p.datetime().nullable(),
  },
  uniques: [{ properties: ['admin', 'codeHash'] }],
});

export type IAdminRecoveryCode = InferEntity<typeof AdminRecoveryCode>;
