import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { emailAddress, loginName, nowOnCreate, passwordHash, phoneNumber, serialId } from './columns.ts';

/** Ordinary site users: defined by the data model, not used by any screen yet. */
export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: serialId(),
    username: loginName(),
    email: emailAddress().unique(),
    password: passwordHash().lazy(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    phone: phoneNumber().nullable(),
    createdAt: nowOnCreate(),
  },
});

export type IUser = InferEntity<typeof User>;
