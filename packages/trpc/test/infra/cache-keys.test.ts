import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Job } from '@app/db';
import { CACHE_KEYS, KeptPages, jobKey, keyGenerations } from '../../src/infra/cache-keys.ts';
import { testDatabase, type TestDatabase } from '../database.ts';

/**
 * Issue 37: the database bumps each cache key in the transaction of the change that touches it
 * (Migration20261201090000_cache_key_generations), and KeptPages serves a page only while the
 * generations of its own keys are unchanged.
 */

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  await db.close();
});

const job = {
  title: 'Packer',
  company: 'Acme',
  location: 'Toronto, ON',
  type: 'Full-Time',
  category: 'Warehouse',
  description: 'Packing.',
  status: 'approved',
};
const exec = (text: string) => db.em().getConnection().execute(text);

async function newJobs(count: number): Promise<number[]> {
  const em = db.em();
  const jobs = Array.from({ length: count }, (_, i) => em.create(Job, { ...job, title: `Packer ${i}` } as never));
  await em.flush();
  return jobs.map((j) => (j as { id: number }).id);
}

describe('cache key generations', () => {
  it("a change to one job bumps that job's key, the job lists and the stats, and no other job's key", async () => {
    const [a, b] = await newJobs(2);
    const keys = [jobKey(a!), jobKey(b!), CACHE_KEYS.jobsList, CACHE_KEYS.stats, CACHE_KEYS.blogList, CACHE_KEYS.settings];
    const before = await keyGenerations(db.em(), keys, new Date());
    await exec(`update jobs set title = 'Renamed' where id = ${a}`);
    const after = await keyGenerations(db.em(), keys, new Date());
    const changed = keys.filter((key) => before.get(key) !== after.get(key));
    expect(changed).toEqual([jobKey(a!), CACHE_KEYS.jobsList, CACHE_KEYS.stats]);
  });

  it('a statement that changes no row bumps nothing; an import of many bumps each once, in one statement', async () => {
    const keys = [CACHE_KEYS.jobsList, '*'];
    const unchanged = await keyGenerations(db.em(), keys, new Date());
    await exec(`update jobs set title = 'Nobody' where id = -1`);
    await exec(`delete from jobs where id = -1`);
    expect(await keyGenerations(db.em(), keys, new Date())).toEqual(unchanged);

    // An import: one statement of 300 rows, copied from a job the ORM wrote.
    const [model] = await newJobs(1);
    const columns = (
      await db
        .em()
        .getConnection()
        .execute<{ name: string }[]>(
          `select column_name as name from information_schema.columns where table_name = 'jobs' and column_name not in ('id', 'title') and is_generated = 'NEVER'`,
        )
    ).map((c) => `"${c.name}"`);
    await exec(
      `insert into jobs (title, ${columns.join(', ')}) select 'Bulk ' || n, ${columns.join(', ')} from jobs, generate_series(1, 300) n where id = ${model}`,
    );
    const [row] = await db
      .em()
      .getConnection()
      .execute<{ n: string }[]>(`select count(*)::text as n from cache_key_generations where key in (select 'job-' || id from jobs where title like 'Bulk %')`);
    expect(row!.n).toBe('300');
    const before = await keyGenerations(db.em(), [CACHE_KEYS.jobsList], new Date());
    await exec(`update jobs set featured = not featured where title like 'Bulk %'`);
    const after = await keyGenerations(db.em(), [CACHE_KEYS.jobsList], new Date());
    expect(after.get(CACHE_KEYS.jobsList)!.split('@')[0]).toBe(String(Number(before.get(CACHE_KEYS.jobsList)!.split('@')[0]) + 1));
  });

  it('blog posts, testimonials, settings and applications bump their own keys only', async () => {
    const keys = [CACHE_KEYS.jobsList, CACHE_KEYS.blogList, CACHE_KEYS.settings, CACHE_KEYS.testimonials];
    const changedBy = async (statement: string) => {
      const before = await keyGenerations(db.em(), keys, new Date());
      await exec(statement);
      const after = await keyGenerations(db.em(), keys, new Date());
      return keys.filter((key) => before.get(key) !== after.get(key));
    };
    expect(await changedBy(`update site_settings set contact_phone = '(905) 555-0123'`)).toEqual([CACHE_KEYS.settings]);
    expect(await changedBy(`update testimonials set rating = rating`)).toEqual(
      // No testimonial rows in a fresh database: no change.
      (await db.em().getConnection().execute<{ n: number }[]>(`select count(*)::int as n from testimonials`))[0]!.n > 0 ? [CACHE_KEYS.testimonials] : [],
    );
  });

  it('a job whose end date passes changes its key and the lists without any write', async () => {
    const [id] = await newJobs(1);
    const ends = new Date(Date.now() + 60_000);
    await exec(`update jobs set expires_at = '${ends.toISOString()}' where id = ${id}`);
    const keys = [jobKey(id!), CACHE_KEYS.jobsList];
    const before = await keyGenerations(db.em(), keys, new Date());
    const later = await keyGenerations(db.em(), keys, new Date(ends.getTime() + 1000));
    expect(later.get(jobKey(id!))).not.toBe(before.get(jobKey(id!)));
    expect(later.get(CACHE_KEYS.jobsList)).not.toBe(before.get(CACHE_KEYS.jobsList));
  });
});

describe('KeptPages', () => {
  it("serves a kept page until one of its own keys changes; other keys' changes leave it", async () => {
    const [a, b] = await newJobs(2);
    const pages = new KeptPages<string>({ ttlMs: 60_000 });
    const render = vi.fn(async () => ({ value: `page ${render.mock.calls.length}`, keys: [jobKey(a!), CACHE_KEYS.settings], keep: true }));
    expect(await pages.through(db.em(), '/jobs/a', render)).toEqual({ value: 'page 1', keys: [jobKey(a!), CACHE_KEYS.settings], hit: false, settled: true });
    expect((await pages.through(db.em(), '/jobs/a', render)).hit).toBe(true);
    await exec(`update jobs set title = 'Other' where id = ${b}`);
    expect((await pages.through(db.em(), '/jobs/a', render)).hit).toBe(true);
    await exec(`update jobs set title = 'This one' where id = ${a}`);
    const again = await pages.through(db.em(), '/jobs/a', render);
    expect(again).toMatchObject({ value: 'page 2', hit: false });
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing a render asks not to keep, nor a page during whose render anything changed', async () => {
    const [a] = await newJobs(1);
    const pages = new KeptPages<string>({ ttlMs: 60_000 });
    await pages.through(db.em(), '/missing', async () => ({ value: '404', keys: [], keep: false }));
    expect(pages.size).toBe(0);
    // A change lands while the page is written: the page may miss it, so it is not kept, and says
    // so (settled: false) so that no edge keeps it either.
    const racing = await pages.through(db.em(), '/racing', async () => {
      await exec(`update jobs set title = 'During' where id = ${a}`);
      return { value: 'maybe stale', keys: [CACHE_KEYS.settings], keep: true };
    });
    expect(racing).toMatchObject({ value: 'maybe stale', hit: false, settled: false });
    expect(pages.size).toBe(0);
    expect(await pages.through(db.em(), '/racing', async () => ({ value: 'fresh', keys: [CACHE_KEYS.settings], keep: true }))).toMatchObject({
      hit: false,
      settled: true,
    });
    expect((await pages.through(db.em(), '/racing', async () => ({ value: 'never', keys: [CACHE_KEYS.settings], keep: true }))).value).toBe('fresh');
  });

  it('drops a kept page when its time is up', async () => {
    const pages = new KeptPages<string>({ ttlMs: 1000 });
    const render = vi.fn(async () => ({ value: 'p', keys: [CACHE_KEYS.settings], keep: true }));
    const start = new Date();
    await pages.through(db.em(), '/about', render, start);
    expect((await pages.through(db.em(), '/about', render, new Date(start.getTime() + 500))).hit).toBe(true);
    expect((await pages.through(db.em(), '/about', render, new Date(start.getTime() + 1500))).hit).toBe(false);
  });
});
