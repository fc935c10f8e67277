import { afterAll, beforeAll, expect, it } from 'vitest';
import { Job } from '@app/db';
import { parseJobLocation } from '@app/shared/location';
import type { JobSort } from '@app/shared/constants';
import { searchJobs } from '../../src/features/jobs/job-search.ts';
import { testDatabase, type TestDatabase } from '../database.ts';
import { validJob } from '../fixtures.ts';

/**
 * Issue 36: a place typed without words finds the jobs of that city and the jobs whose location's
 * words name it when the parser could not read their place (or every job whose words name it, when
 * the place is no published city). The page is put together from one page per way of finding them;
 * it must be the same list, in the same order, page after page, as the jobs themselves give.
 */
let db: TestDatabase;
const jobs: { id: number; location: string; postedAt: Date; pay: number }[] = [];
beforeAll(async () => {
  db = await testDatabase();
  const em = db.em();
  const locations = [
    ...Array(6).fill('Toronto, ON'),
    ...Array(3).fill('Toronto GTA 401 corridor'), // no city the parser can read
    ...Array(2).fill('Keele, Toronto'), // read as the city Keele
    ...Array(2).fill('Mississauga, ON'),
  ] as string[];
  const base = Date.now() - 86_400_000;
  const pays = locations.map((_, i) => 40000 + ((i * 7919) % 13) * 1000);
  const created = locations.map((location, i) => {
    const pay = pays[i]!;
    return em.create(Job, {
      ...validJob,
      title: `Place browse ${i}`,
      location,
      ...parseJobLocation(location),
      salary: null,
      payMin: pay - 1000,
      payMax: pay,
      payPeriod: 'year',
      status: 'approved',
      postedAt: new Date(base + ((i * 37) % 13) * 60_000),
    });
  });
  await em.flush();
  created.forEach((job, i) => jobs.push({ id: job.id, location: locations[i]!, postedAt: job.postedAt!, pay: pays[i]! }));
});
afterAll(async () => {
  await db.close();
});

const newest = (a: (typeof jobs)[number], b: (typeof jobs)[number]) => b.postedAt.getTime() - a.postedAt.getTime() || b.id - a.id;
const bestPaid = (a: (typeof jobs)[number], b: (typeof jobs)[number]) => b.pay - a.pay || newest(a, b);

/** Every page of a search of `typed`, three jobs a page, as ids. */
async function pages(typed: string, sort: JobSort): Promise<{ ids: number[]; totals: number[] }> {
  const ids: number[] = [];
  const totals: number[] = [];
  for (let page = 1; page <= 5; page++) {
    const answer = await searchJobs(db.em(), { location: typed, sort, page, limit: 3 }, new Date());
    ids.push(...answer.items.map((job) => job.id));
    totals.push(answer.total);
  }
  return { ids, totals };
}

it('a published city: its jobs and the unread ones naming it, in order, page after page', async () => {
  const expected = jobs.filter((job) => job.location === 'Toronto, ON' || job.location === 'Toronto GTA 401 corridor');
  for (const [sort, order] of [
    ['newest', newest],
    ['salary', bestPaid],
  ] as const) {
    const { ids, totals } = await pages('Toronto', sort);
    expect(ids, sort).toEqual([...expected].sort(order).map((job) => job.id));
    expect(new Set(totals)).toEqual(new Set([9]));
  }
});

it('a place that names no published city: every job whose location words name it', async () => {
  const { ids, totals } = await pages('corridor', 'newest');
  expect(ids).toEqual(
    jobs
      .filter((job) => job.location === 'Toronto GTA 401 corridor')
      .sort(newest)
      .map((job) => job.id),
  );
  expect(new Set(totals)).toEqual(new Set([3]));
  // A city read from a location ('Keele') is a published city: its jobs, not the words of others.
  expect((await pages('Keele', 'newest')).ids.sort()).toEqual(
    jobs
      .filter((job) => job.location === 'Keele, Toronto')
      .map((job) => job.id)
      .sort(),
  );
  expect((await pages('Nowhereville', 'newest')).ids).toEqual([]);
});
