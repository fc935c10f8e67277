import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A job alert: a saved /jobs search and the address that hears of new jobs matching it. The
 * search fields are '' for "any", so one address follows one search once (the unique index).
 * 'pending' until the confirmation link is followed (nothing else is mailed before).
 */
export const JobAlert = defineEntity({
  name: 'JobAlert',
  tableName: 'job_alerts',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** Stored lowercase. */
    email: p.string().length(254).index(),
    query: p.string().length(200).default(''),
    location: p.string().length(200).default(''),
    type: p.string().length(40).default(''),
    category: p.string().length(80).default(''),
    frequency: p.enum(['instant', 'daily'] as const).default('daily'),
    status: p.enum(['pending', 'active', 'unsubscribed'] as const).default('pending').index(),
    createdAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    confirmedAt: p.datetime().nullable(),
    /** The last digest or instant mail: the next one lists jobs published after it. */
    lastSentAt: p.datetime().nullable(),
  },
  uniques: [{ properties: ['email', 'query', 'location', 'type', 'category'] }],
});

export type IJobAlert = InferEntity<typeof JobAlert>;
