import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { JOB_TYPES } from '@app/shared/job-types';
import { parseJobLocation } from '@app/shared/location';
import { parsePay } from '@app/shared/pay';
import { createOrm, migrate } from '../src/index.ts';
import { createDatabase, startTestCluster } from '../src/testing.ts';
import { boardPlaces, copyLine, createJobGenerator, insertSyntheticJobs, isOpenJob, type BoardPlace } from '../src/seeders/synthetic-jobs.ts';

let cluster: Awaited<ReturnType<typeof startTestCluster>>;
let url: string;
let client: pg.Client;
const NOW = new Date('2026-11-24T12:00:00Z');
const COUNT = 600;

beforeAll(async () => {
  cluster = await startTestCluster();
  url = (await createDatabase(cluster.port)).url;
  const orm = await createOrm({ clientUrl: url, poolMax: 1 });
  await migrate(orm);
  await orm.close(true);
  client = new pg.Client({ connectionString: url });
  await client.connect();
}, 120_000);

afterAll(async () => {
  await client?.end();
  await cluster?.stop();
});

describe('synthetic job generator', () => {
  it('is deterministic for a seed and index, and differs between seeds', () => {
    const a = createJobGenerator({ seed: 7, now: NOW });
    const b = createJobGenerator({ seed: 7, now: NOW });
    const other = createJobGenerator({ seed: 8, now: NOW });
    for (const i of [0, 1, 99, 12_345]) expect(a(i)).toEqual(b(i));
    expect([0, 1, 2, 3].map((i) => a(i).description)).not.toEqual([0, 1, 2, 3].map((i) => other(i).description));
  });

  it('writes realistic rows: site types and formats, places and pay that parse, dates in range', () => {
    const generate = createJobGenerator({ seed: 3, now: NOW });
    const jobs = Array.from({ length: 2000 }, (_, i) => generate(i));
    expect(new Set(jobs.map((j) => j.type))).toEqual(new Set(JOB_TYPES));
    expect(new Set(jobs.map((j) => j.category)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(jobs.map((j) => j.title)).size).toBeGreaterThan(300);
    expect(new Set(jobs.map((j) => j.company)).size).toBeGreaterThan(800);
    expect(new Set(jobs.map((j) => j.city)).size).toBeGreaterThan(25);
    const featured = jobs.filter((j) => j.featured).length;
    expect(featured).toBeGreaterThan(0);
    expect(featured).toBeLessThan(jobs.length * 0.1);
    for (const job of jobs) {
      expect(job.salary).toMatch(/^\$[\d,.]+( - \$[\d,.]+)? \/ (hour|year)$/);
      expect(parsePay(job.salary)).toMatchObject({ min: job.payMin, max: job.payMax, period: job.payPeriod });
      expect(parseJobLocation(job.location)).toEqual({ city: job.city, province: job.province, remote: job.remote });
      expect(job.requirements.split('\n').every((line) => line.startsWith('- '))).toBe(true);
      expect(job.postedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(job.postedAt.getTime()).toBeGreaterThan(NOW.getTime() - 61 * 86_400_000);
      expect(job.expiresAt.getTime()).toBeGreaterThan(NOW.getTime());
    }
  });

  it('escapes tabs, newlines and backslashes for COPY', () => {
    const job = { ...createJobGenerator({ seed: 1, now: NOW })(0), description: 'a\tb\\c\r\nd', contactPhone: null };
    const fields = copyLine(job).slice(0, -1).split('\t');
    expect(fields).toHaveLength(23);
    expect(fields[5]).toBe('a\\tb\\\\c\\r\\nd');
    expect(fields[11]).toBe('\\N');
  });
});

describe('a long-running board (pnpm seed:jobs N --open M)', () => {
  const places: BoardPlace[] = [
    { name: 'Toronto', province: 'ON', population: 2_600_000 },
    { name: 'Montréal', province: 'QC', population: 1_600_000 },
    { name: 'Calgary', province: 'AB', population: 1_000_000 },
    { name: 'Halifax', province: 'NS', population: 400_000 },
    { name: 'Saint-Jean-sur-Richelieu', province: 'QC', population: 90_000 },
  ];

  it('opens exactly M of every N jobs, spread over the indexes', () => {
    const board = { open: 100, total: 1000 };
    const open = Array.from({ length: 1000 }, (_, i) => isOpenJob(i, board));
    expect(open.filter(Boolean)).toHaveLength(100);
    // Evenly: every stretch of 100 indexes holds 10 open jobs.
    for (let from = 0; from < 1000; from += 100) expect(open.slice(from, from + 100).filter(Boolean)).toHaveLength(10);
    expect(Array.from({ length: 50 }, (_, i) => isOpenJob(i, { open: 50, total: 50 })).every(Boolean)).toBe(true);
    expect(Array.from({ length: 50 }, (_, i) => isOpenJob(i, { open: 0, total: 50 })).some(Boolean)).toBe(false);
  });

  it('closes the others over five years, a third filled, and places jobs over Canada by population', () => {
    const generate = createJobGenerator({ seed: 4, now: NOW, board: { open: 200, total: 2000, places } });
    const jobs = Array.from({ length: 2000 }, (_, i) => generate(i));
    const open = jobs.filter((j) => j.status === 'approved');
    const closed = jobs.filter((j) => j.status === 'expired');
    expect([open.length, closed.length]).toEqual([200, 1800]);
    for (const job of open) expect(job.expiresAt.getTime()).toBeGreaterThan(NOW.getTime());
    for (const job of closed) {
      expect(job.expiresAt.getTime()).toBeLessThan(NOW.getTime());
      expect(job.postedAt.getTime()).toBeGreaterThan(NOW.getTime() - (5 * 365 + 92) * 86_400_000);
      expect(job.expiresAt.getTime()).toBeGreaterThan(job.postedAt.getTime());
      if (job.filledAt) expect(job.expiresAt).toEqual(job.filledAt);
    }
    const filled = closed.filter((j) => j.filledAt).length / closed.length;
    expect(filled).toBeGreaterThan(0.25);
    expect(filled).toBeLessThan(0.45);
    // Some closed more than three years ago.
    expect(closed.some((j) => j.postedAt.getTime() < NOW.getTime() - 3 * 365 * 86_400_000)).toBe(true);

    const placed = jobs.filter((j) => !j.remote);
    const byProvince = new Map<string, number>();
    for (const job of placed) byProvince.set(job.province!, (byProvince.get(job.province!) ?? 0) + 1);
    expect([...byProvince.keys()].sort()).toEqual(['AB', 'NS', 'ON', 'QC']);
    // By population: Toronto draws more jobs than Halifax, and the places parse back as written.
    expect(placed.filter((j) => j.city === 'Toronto').length).toBeGreaterThan(placed.filter((j) => j.city === 'Halifax').length * 3);
    expect(placed.some((j) => j.location === 'Saint-Jean-sur-Richelieu, QC' && j.city === 'Saint-Jean-sur-Richelieu')).toBe(true);
    for (const job of jobs) expect(parseJobLocation(job.location)).toEqual({ city: job.city, province: job.province, remote: job.remote });
  });

  it('the same seed without --open writes the same jobs as before (the benches compare runs)', () => {
    const plain = createJobGenerator({ seed: 9, now: NOW });
    const withAllOpen = createJobGenerator({ seed: 9, now: NOW, board: { open: 10, total: 10, places: [] } });
    for (let i = 0; i < 10; i++) expect(withAllOpen(i)).toEqual(plain(i));
  });
});

describe('insertSyntheticJobs', () => {
  it('adds approved jobs with parsed places and pay, and the counters follow', async () => {
    const result = await insertSyntheticJobs(url, { count: COUNT, seed: 5, now: NOW, batchSize: 250, concurrency: 2 });
    expect(result.inserted).toBe(COUNT);

    const { rows } = await client.query<{ status: string; n: number }>('select status, count(*)::int as n from jobs group by status');
    expect(rows).toEqual([{ status: 'approved', n: COUNT }]);
    const [stats] = (
      await client.query(
        `select
        count(*) filter (where not remote and (city is null or province <> 'ON'))::int as unplaced,
        count(*) filter (where remote)::int as remote,
        count(*) filter (where pay_min is null or pay_max is null or pay_period is null or pay_annual is null)::int as unpaid,
        count(*) filter (where search_vector is null)::int as unsearchable,
        count(*) filter (where expires_at <= $1)::int as expired
        from jobs`,
        [NOW],
      )
    ).rows;
    expect(stats).toMatchObject({ unplaced: 0, unpaid: 0, unsearchable: 0, expired: 0 });
    expect(stats.remote).toBeGreaterThan(0);

    const counters = (
      await client.query(`select
        (select n from row_counts where relation = 'jobs' and bucket = 'approved')::int as approved,
        (select coalesce(sum(n), 0) from row_counts where relation = 'jobs')::int as jobs,
        (select coalesce(sum(n), 0) from job_facets)::int as facets,
        (select coalesce(sum(n), 0) from job_companies)::int as companies`)
    ).rows[0];
    expect(counters).toEqual({ approved: COUNT, jobs: COUNT, facets: COUNT, companies: COUNT });

    // Full-text search finds them.
    const found = await client.query(`select count(*)::int as n from jobs where search_vector @@ websearch_to_tsquery('english', 'driver')`);
    expect(found.rows[0].n).toBeGreaterThan(0);
  });

  it('continues numbering from `start` with the same rows a single run would write', async () => {
    const generate = createJobGenerator({ seed: 5, now: NOW });
    await insertSyntheticJobs(url, { count: 10, seed: 5, now: NOW, start: COUNT, concurrency: 1 });
    const { rows } = await client.query<{ title: string; description: string }>('select title, description from jobs order by id desc limit 10');
    const expected = Array.from({ length: 10 }, (_, k) => generate(COUNT + k)).reverse();
    expect(rows).toEqual(expected.map((j) => ({ title: j.title, description: j.description })));
    const approved = await client.query(`select n::int as n from row_counts where relation = 'jobs' and bucket = 'approved'`);
    expect(approved.rows[0].n).toBe(COUNT + 10);
  });

  it("seeds a long-running board: M open, the rest closed, over the gazetteer's places", async () => {
    await client.query('delete from jobs');
    const places = await boardPlaces(url);
    expect(places.length).toBeGreaterThan(1000);
    await insertSyntheticJobs(url, { count: 500, seed: 6, now: NOW, board: { open: 50, total: 500, places }, concurrency: 1 });
    const { rows } = await client.query<{ status: string; n: number }>('select status, count(*)::int as n from jobs group by status order by status');
    expect(rows).toEqual([
      { status: 'approved', n: 50 },
      { status: 'expired', n: 450 },
    ]);
    const provinces = await client.query<{ n: number }>('select count(distinct province)::int as n from jobs where not remote');
    expect(provinces.rows[0]!.n).toBeGreaterThanOrEqual(5);
    // The places trigger gave them coordinates, and filled jobs carry their date.
    const unplaced = await client.query<{ location: string; city: string }>(
      `select distinct location, city from jobs where lat is null and not remote order by 1`,
    );
    expect(unplaced.rows).toEqual([]);
    const filled = await client.query<{ n: number }>(`select count(*)::int as n from jobs where filled_at is not null`);
    expect(filled.rows[0]!.n).toBeGreaterThan(0);
    await client.query('delete from jobs');
  });
});
