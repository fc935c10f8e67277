import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Counters kept by statement triggers (see the job_search migration): counts never scan a table.
 * The ORM only reads them.
 */

/** A part of a counter's key. */
const key = () => p.text().primary();
/** The count itself. */
const count = () => p.bigint('number').defaultRaw('0');

/** Rows of a table per bucket: jobs and applications per status, posts published/draft, ... */
export const RowCount = defineEntity({
  name: 'RowCount',
  tableName: 'row_counts',
  readonly: true,
  properties: {
    relation: key(),
    bucket: key(),
    n: count(),
  },
});
export type IRowCount = InferEntity<typeof RowCount>;

/** A combination of the search filters, the key of job_facets and job_pay_facets (city and province '' when none). */
const filterKey = () => ({
  type: key(),
  category: key(),
  city: key(),
  province: key(),
  remote: p.boolean().primary(),
});

/** Published jobs per combination of the search filters. */
export const JobFacet = defineEntity({
  name: 'JobFacet',
  tableName: 'job_facets',
  readonly: true,
  properties: { ...filterKey(), n: count() },
});

/**
 * Width of a pay band of job_pay_facets, in yearly dollars (pay_annual): a band is
 * [pay_floor, pay_floor + PAY_FACET_STEP). The pay_facets migration wrote it into the table's trigger:
 * another width needs a migration that rebuilds both.
 */
export const PAY_FACET_STEP = 2500;

/**
 * Approved jobs with a yearly pay per pay band and combination of the search filters: the counts
 * of a pay filter without words are sums over the bands above the asked pay, plus the jobs of the
 * one band it cuts (see the pay_facets migration).
 */
export const JobPayFacet = defineEntity({
  name: 'JobPayFacet',
  tableName: 'job_pay_facets',
  readonly: true,
  properties: { payFloor: p.integer().primary(), ...filterKey(), n: count() },
});

/** Published jobs per employer (lower-cased company name). */
export const JobCompany = defineEntity({
  name: 'JobCompany',
  tableName: 'job_companies',
  readonly: true,
  properties: {
    company: key(),
    n: count(),
  },
});

/** A number bumped by a trigger on every statement that changes a table ('jobs'): see SearchCache. */
export const ChangeGeneration = defineEntity({
  name: 'ChangeGeneration',
  tableName: 'change_generations',
  readonly: true,
  properties: {
    name: key(),
    n: count(),
  },
});
