import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from './test-database.ts';

/**
 * The open-job indexes (issue 36, item 2): the public search's indexes hold the approved jobs only,
 * the admin list's words and titles those of every other status, and the migration undoes cleanly.
 */

const BEFORE = 'Migration20261202090000_cache_key_purges';
const OPEN_INDEXES = 'Migration20261203090000_open_job_indexes';
const db = useTestDatabase((orm) => orm.migrator.up({ to: BEFORE }));
const sql = db.sql;

/** The jobs table's indexes that the migration touches: name -> its predicate ('' for none). */
async function searchIndexes(): Promise<Record<string, string>> {
  const rows = await sql<{ indexname: string; indexdef: string }>(`select indexname, indexdef from pg_indexes where tablename = 'jobs' order by indexname`);
  const touched = /search_vector|title_company|earth|location_words|city_index|listed_posted_at/;
  return Object.fromEntries(rows.filter((r) => touched.test(r.indexname)).map((r) => [r.indexname, / WHERE (.*)$/.exec(r.indexdef)?.[1] ?? '']));
}

describe('the open-job indexes migration', () => {
  it('splits the search indexes into open jobs and the rest, and undoes cleanly', async () => {
    const before = await searchIndexes();
    expect(before).toEqual({
      jobs_city_index: '',
      jobs_earth_index: '(lat IS NOT NULL)',
      jobs_location_words_index: '',
      jobs_search_vector_index: '',
      jobs_title_company_trgm_index: '',
    });

    await db.orm.migrator.up({ to: OPEN_INDEXES });
    const open = "(status = 'approved'::text)";
    const other = "(status <> 'approved'::text)";
    expect(await searchIndexes()).toEqual({
      jobs_listed_posted_at_index: "(status <> 'spam'::text)",
      jobs_open_city_index: open,
      jobs_open_earth_index: `((lat IS NOT NULL) AND ${open})`,
      jobs_open_location_words_index: open,
      jobs_open_search_vector_index: open,
      jobs_open_title_company_trgm_index: open,
      jobs_other_search_vector_index: other,
      jobs_other_title_company_trgm_index: other,
    });

    // A public search on the words reads an index of the open jobs, never one of the others'.
    await sql(
      `insert into jobs (title, company, location, type, category, description, status) values ('Forklift Operator', 'Acme', 'Milton, ON', 'Full-time', 'Warehouse', 'Lift.', 'approved')`,
    );
    const client = new pg.Client({ connectionString: db.orm.config.get('clientUrl') });
    await client.connect();
    try {
      await client.query('set enable_seqscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain select id from jobs j where j.status = 'approved' and j.search_vector @@ to_tsquery('english', 'forklift')`,
      );
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/jobs_open_\w+_index/);
      expect(plan).not.toMatch(/jobs_other_\w+_index/);
    } finally {
      await client.end();
    }

    await db.orm.migrator.down({ to: BEFORE });
    expect(await searchIndexes()).toEqual(before);
  });
});
