import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const Job = defineEntity({
  name: 'Job',
  tableName: 'jobs',
  properties: {
    id: p.integer().primary().autoincrement(),
    title: p.string().length(200),
    company: p.string().length(200),
    location: p.string().length(200),
    type: p.string().length(40),
    category: p.string().length(80),
    description: p.text(),
    requirements: p.text().nullable(),
    salary: p.string().length(200).nullable(),
    featured: p.boolean().default(false),
    status: p.enum(['pending', 'approved', 'denied'] as const).default('pending'),
    contactEmail: p.string().length(254).nullable(),
    contactPhone: p.string().length(30).nullable(),
    postedAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()),
    expiresAt: p.datetime().nullable(),
    updatedAt: p.datetime().defaultRaw('now()').onCreate(() => new Date()).onUpdate(() => new Date()),
  },
  indexes: [
    { properties: ['status', 'postedAt'] },
    { properties: ['featured', 'status', 'postedAt'] },
    { name: 'jobs_type_lower_index', expression: 'create index "jobs_type_lower_index" on "jobs" (lower("type"))' },
    { name: 'jobs_category_lower_index', expression: 'create index "jobs_category_lower_index" on "jobs" (lower("category"))' },
    {
      name: 'jobs_search_trgm_index',
      expression:
        'create index "jobs_search_trgm_index" on "jobs" using gin ("title" gin_trgm_ops, "company" gin_trgm_ops, "description" gin_trgm_ops, "location" gin_trgm_ops)',
    },
  ],
});

export type IJob = InferEntity<typeof Job>;
