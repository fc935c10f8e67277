import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Counters kept by statement triggers (see the job_search migration): counts never scan a table.
 * The ORM only reads them.
 */

/** Rows of a table per bucket: jobs and applications per status, posts published/draft, ... */
export const RowCount = defineEntity({
  name: 'RowCount',
  tableName: 'row_counts',
  readonly: true,
  properties: {
    relation: p.text().primary(),
    bucket: p.text().primary(),
    n: p.bigint('number').defaultRaw('0'),
  },
});
export type IRowCount = InferEntity<typeof RowCount>;

/** Published jobs per combination of the search filters (city and province '' when none). */
export const JobFacet = defineEntity({
  name: 'JobFacet',
  tableName: 'job_facets',
  readonly: true,
  properties: {
    type: p.text().primary(),
    category: p.text().primary(),
    city: p.text().primary(),
    province: p.text().primary(),
    remote: p.boolean().primary(),
    n: p.bigint('number').defaultRaw('0'),
  },
});

/** Published jobs per employer (lower-cased company name). */
export const JobCompany = defineEntity({
  name: 'JobCompany',
  tableName: 'job_companies',
  readonly: true,
  properties: {
    company: p.text().primary(),
    n: p.bigint('number').defaultRaw('0'),
  },
});

/** A number bumped by a trigger on every statement that changes a table ('jobs'): see SearchCache. */
export const ChangeGeneration = defineEntity({
  name: 'ChangeGeneration',
  tableName: 'change_generations',
  readonly: true,
  properties: {
    name: p.text().primary(),
    n: p.bigint('number').defaultRaw('0'),
  },
});
