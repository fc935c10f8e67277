import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm, type Orm } from '../src/index.ts';
import { createDatabase, startTestCluster } from '../src/testing.ts';

/**
 * The job stats migration (issue 38, item 4): existing applications counted once per job and
 * Toronto day, every new application counted by the trigger (an update is not new), and down()
 * undoes it all.
 */

let cluster: Awaited<ReturnType<typeof startTestCluster>>;
let orm: Orm;
const BEFORE = 'Migration20261129060822_places';
const JOB_STATS = 'Migration20261129120000_job_stats';

beforeAll(async () => {
  cluster = await startTestCluster();
  const db = await createDatabase(cluster.port);
  orm = await createOrm({ clientUrl: db.url, poolMax: 2 });
  await orm.migrator.up({ to: BEFORE });
}, 120_000);

afterAll(async () => {
  await orm?.close(true);
  await cluster?.stop();
});

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => orm.em.getConnection().execute<T[]>(text, params);

const insertJob = (title: string) =>
  sql<{ id: number }>(
    `insert into jobs (title, company, location, type, category, description, status) values (?, 'Acme', 'Milton, ON', 'Full-time', 'Warehouse', 'Work.', 'approved') returning id`,
    [title],
  ).then(([row]) => Number(row!.id));

const apply = (jobId: number | null, appliedAt: string) =>
  sql<{ id: number }>(
    `insert into job_applications (job_id, job_title, applicant_email, applied_at) values (?, 'Picker', 'pat@example.com', ?::timestamptz) returning id`,
    [jobId, appliedAt],
  ).then(([row]) => Number(row!.id));

const daily = (jobId: number) =>
  sql<{ day: string; applications: number; views: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, applications, views from job_daily_stats where job_id = ? order by day`,
    [jobId],
  );
const total = (jobId: number) =>
  sql<{ applications: number; views: number }>(`select applications, views from job_stat_totals where job_id = ?`, [jobId]).then(([row]) => row);

describe('the job stats migration', () => {
  it('counts existing applications per job and Toronto day, then every new one, and undoes cleanly', async () => {
    const job = await insertJob('Picker');
    const other = await insertJob('Packer');
    // 03:30 UTC on the 2nd is still the 1st in Toronto (UTC-5 in winter).
    await apply(job, '2026-11-02T03:30:00Z');
    await apply(job, '2026-11-01T15:00:00Z');
    await apply(job, '2026-11-03T15:00:00Z');
    await apply(null, '2026-11-03T15:00:00Z'); // its job was deleted: counted nowhere

    await orm.migrator.up({ to: JOB_STATS });

    expect(await daily(job)).toEqual([
      { day: '2026-11-01', applications: 2, views: 0 },
      { day: '2026-11-03', applications: 1, views: 0 },
    ]);
    expect(await total(job)).toEqual({ applications: 3, views: 0 });
    expect(await daily(other)).toEqual([]);

    // A new application is counted on its day; an update of one is not another.
    const id = await apply(other, '2026-11-20T12:00:00Z');
    await sql(`update job_applications set applicant_email = 'pat.doe@example.com' where id = ?`, [id]);
    expect(await daily(other)).toEqual([{ day: '2026-11-20', applications: 1, views: 0 }]);
    expect(await total(other)).toEqual({ applications: 1, views: 0 });
    // A deleted job takes its totals (the admin list's), and leaves its days (the dashboard's weeks).
    await sql(`update job_applications set job_id = null where job_id = ?`, [other]);
    await sql(`delete from jobs where id = ?`, [other]);
    expect(await total(other)).toBeUndefined();
    expect(await daily(other)).toHaveLength(1);

    await orm.migrator.down({ to: BEFORE });
    const tables = await sql<{ name: string }>(
      `select table_name as name from information_schema.tables where table_name in ('job_daily_stats', 'job_stat_totals', 'job_view_salts', 'job_view_clients')`,
    );
    expect(tables).toEqual([]);
    await apply(job, '2026-11-21T12:00:00Z'); // no trigger left behind
  });
});
