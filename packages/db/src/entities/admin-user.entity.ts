import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { loginName, nowOnCreate, passwordHash, serialId } from './columns.ts';

export const AdminUser = defineEntity({
  name: 'AdminUser',
  tableName: 'admin_users',
  properties: {
    id: serialId(),
    username: loginName(),
    password: passwordHash(),
    createdAt: nowOnCreate(),
    lastLoginAt: p.datetime().nullable(),
  },
});

export type IAdminUser = InferEntity<typeof AdminUser>;
