import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Ordinary site users: defined by the data model, not used by any screen yet. */
export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.integer().primary().autoincrement(),
    username: p.string().length(100).unique(),
    email: p.string().length(254).unique(),
    password: p.string().length(255).hidden().lazy(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    phone: p.string().length(30).nullable(),
    createdAt: p
      .datetime()
      .defaultRaw('now()')
      .onCreate(() => new Date()),
  },
});

export type IUser = InferEntity<typeof User>;
