import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from './test-database.ts';

/**
 * The sitemap's index of the open jobs by id is the sitemap's alone (issue 36, item 2): a search of
 * the open jobs' words cannot take a scan of every open job through it (at 1,000,000 jobs the
 * planner did, 0.9-1.2 s instead of 70-280 ms), while the sitemap's read stays an index-only scan
 * of it; the migration undoes cleanly.
 */

const BEFORE = 'Migration20261204090000_board_indexes';
const SITEMAP_INDEX = 'Migration20261205090000_sitemap_index';
const db = useTestDatabase((orm) => orm.migrator.up({ to: BEFORE }));
const sql = db.sql;

const indexDef = async () => (await sql<{ indexdef: string }>(`select indexdef from pg_indexes where indexname = 'jobs_open_id_index'`))[0]?.indexdef;

const PUBLISHED = `j.status = 'approved' and coalesce(j.expires_at, 'infinity'::timestamptz) > now()`;
/** The sitemap's read of a file's rows (packages/trpc sitemapRows). */
const SITEMAP_READ = `select j.id, greatest(j.updated_at, j.posted_at) as lastmod from jobs j where ${PUBLISHED} and j.id > 0 and j.id > 100 order by j.id limit 5000`;
/** The sitemap's count of its URLs (sitemapCounts). */
const SITEMAP_COUNT = `select count(*) from jobs j where ${PUBLISHED} and j.id > 0`;
/** What a public search on words reads first: the open jobs matching them. */
const SEARCH = `select j.id, j.type, j.city from jobs j where ${PUBLISHED} and j.search_vector @@ to_tsquery('english', 'forklift')`;

describe('the sitemap index migration', () => {
  it('keeps the index of the open jobs by id for the sitemap alone, and undoes cleanly', async () => {
    await sql(
      `insert into jobs (title, company, location, type, category, description, status, posted_at, updated_at)
       select case when g % 7 = 0 then 'Forklift Operator ' else 'Picker ' end || g, 'Acme', 'Milton, ON', 'Full-Time', 'Warehouse', 'Lift.',
              case when g % 10 = 0 then 'approved' else 'expired' end, now(), now()
       from generate_series(1, 3000) g`,
    );
    await sql('vacuum analyze jobs');
    const client = new pg.Client({ connectionString: db.orm.config.get('clientUrl') });
    await client.connect();
    // Only plain index scans are left (no sequential or bitmap scan), so a plan takes any index it
    // may use: what an index-only scan of jobs_open_id_index would cost decides nothing.
    const plan = async (statement: string) => {
      await client.query('set enable_seqscan = off');
      await client.query('set enable_bitmapscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${statement}`);
      await client.query('reset all');
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    try {
      expect(await indexDef()).toMatch(/WHERE \(status = 'approved'::text\)$/);
      expect(await plan(SEARCH)).toMatch(/jobs_open_id_index/);

      await db.orm.migrator.up({ to: SITEMAP_INDEX });
      expect(await indexDef()).toBe(
        `CREATE INDEX jobs_open_id_index ON public.jobs USING btree (id) INCLUDE (expires_at, posted_at, updated_at) WHERE ((status = 'approved'::text) AND (id > 0))`,
      );
      await sql('analyze jobs');
      expect(await plan(SEARCH)).not.toMatch(/jobs_open_id_index/);
      expect(await plan(SITEMAP_READ)).toMatch(/Index Only Scan using jobs_open_id_index/);
      expect(await plan(SITEMAP_COUNT)).toMatch(/Index Only Scan using jobs_open_id_index/);
      const read = await client.query<{ id: number }>(SITEMAP_READ);
      expect(read.rows.map((row) => row.id)).toEqual(read.rows.map((row) => row.id).sort((a, b) => a - b));
      expect(read.rows).toHaveLength(290);
      expect(read.rows.every((row) => row.id > 100)).toBe(true);
    } finally {
      await client.end();
    }

    await db.orm.migrator.down({ to: BEFORE });
    expect(await indexDef()).toMatch(/WHERE \(status = 'approved'::text\)$/);
  });
});
