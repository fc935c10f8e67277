import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const AdminUser = defineEntity({
  name: 'AdminUser',
  tableName: 'admin_users',
  properties: {
    id: p.integer().primary().autoincrement(),
    username: p.string().length(100).unique(),
    /** argon2id hash, never serialized. */
    password: p.string().length(255).hidden(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
    lastLoginAt: p.datetime().nullable(),
  },
});

export type IAdminUser = InferEntity<typeof AdminUser>;
