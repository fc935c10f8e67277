import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from './test-database.ts';

/**
 * What reads a long-running board as a whole (issue 36, item 2): the sitemap reads the open jobs in id
 * order from an index of them alone (an index-only scan), not through the primary key of every job;
 * the admin list's views and applications sorts have an index each; the migration undoes cleanly.
 */

const BEFORE = 'Migration20261203090000_open_job_indexes';
const OPEN_ID = 'Migration20261204090000_board_indexes';
const db = useTestDatabase((orm) => orm.migrator.up({ to: BEFORE }));
const sql = db.sql;

const BOARD_INDEXES = ['jobs_open_id_index', 'job_stat_totals_views_index', 'job_stat_totals_applications_index'];
const boardIndexes = async () =>
  Object.fromEntries(
    (await sql<{ indexname: string; indexdef: string }>(`select indexname, indexdef from pg_indexes where indexname in ('${BOARD_INDEXES.join("', '")}')`)).map(
      (r) => [r.indexname, r.indexdef],
    ),
  );

/** The sitemap's read of a file's rows (packages/trpc sitemapRows): the open jobs after an id, in id order. */
const SITEMAP_READ = `select j.id, greatest(j.updated_at, j.posted_at) as lastmod from jobs j
  where j.status = 'approved' and coalesce(j.expires_at, 'infinity'::timestamptz) > now() and j.id > 0 order by j.id limit 5000`;

describe('the board indexes migration', () => {
  it("adds an index of the open jobs by id that the sitemap reads alone, and the draw sorts' indexes; undoes cleanly", async () => {
    expect(await boardIndexes()).toEqual({});
    await db.orm.migrator.up({ to: OPEN_ID });
    expect(await boardIndexes()).toEqual({
      jobs_open_id_index: `CREATE INDEX jobs_open_id_index ON public.jobs USING btree (id) INCLUDE (expires_at, posted_at, updated_at) WHERE (status = 'approved'::text)`,
      job_stat_totals_views_index: 'CREATE INDEX job_stat_totals_views_index ON public.job_stat_totals USING btree (views DESC) WHERE (views > 0)',
      job_stat_totals_applications_index:
        'CREATE INDEX job_stat_totals_applications_index ON public.job_stat_totals USING btree (applications DESC) WHERE (applications > 0)',
    });

    await sql(
      `insert into jobs (title, company, location, type, category, description, status, posted_at, updated_at)
       select 'Job ' || g, 'Acme', 'Milton, ON', 'Full-Time', 'Warehouse', 'Lift.', case when g % 10 = 0 then 'approved' else 'expired' end, now(), now()
       from generate_series(1, 2000) g`,
    );
    await sql('vacuum analyze jobs');
    const client = new pg.Client({ connectionString: db.orm.config.get('clientUrl') });
    await client.connect();
    try {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${SITEMAP_READ}`);
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Index Only Scan using jobs_open_id_index/);
      const read = await client.query<{ id: number }>(SITEMAP_READ);
      expect(read.rows).toHaveLength(200);
    } finally {
      await client.end();
    }

    await db.orm.migrator.down({ to: BEFORE });
    expect(await boardIndexes()).toEqual({});
  });
});
