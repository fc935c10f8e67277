import { afterAll, beforeAll, expect, it } from 'vitest';
import { Job } from '@app/db';
import { JOB_STATUSES } from '@app/shared/constants';
import { jobState } from '@app/shared/job-posting';
import { publishedJobsSql } from '../../src/features/jobs/job-search.ts';
import { query, sql } from '../../src/infra/sql.ts';
import { testDatabase, type TestDatabase } from '../database.ts';
import { validJob } from '../fixtures.ts';

/**
 * Issue 21: one rule for a job's state. jobState (TypeScript: pages, apply, JSON-LD) and
 * publishedJobsSql (lists, counts, sitemaps, feeds, alerts) must give the same answer for every
 * status and end date, at the same instant.
 */
let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  await db.close();
});

it('jobState and publishedJobsSql agree on every status × end date (none, past, this instant, ahead)', async () => {
  const now = new Date();
  const ends = [null, new Date(now.getTime() - 86_400_000), now, new Date(now.getTime() + 1), new Date(now.getTime() + 86_400_000)];
  const em = db.em();
  const jobs = JOB_STATUSES.flatMap((status) => ends.map((expiresAt) => em.create(Job, { ...validJob, title: `State ${status}`, status, expiresAt })));
  await em.flush();
  const ids = jobs.map((job) => job.id);
  const rows = await query<{ id: number }>(
    em,
    sql`select j.id from jobs j where j.id between ${Math.min(...ids)} and ${Math.max(...ids)} and ${publishedJobsSql(now)}`,
  );
  const bySql = new Set(rows.map((row) => row.id));
  for (const job of jobs) {
    expect(bySql.has(job.id), `${job.status} ${job.expiresAt?.toISOString() ?? 'no end'}`).toBe(jobState(job, now) === 'published');
  }
  // And the rule itself: published only when approved with no end date or one still ahead.
  expect(jobs.filter((job) => jobState(job, now) === 'published').map((job) => [job.status, job.expiresAt?.getTime() ?? null])).toEqual([
    ['approved', null],
    ['approved', now.getTime() + 1],
    ['approved', now.getTime() + 86_400_000],
  ]);
  expect(jobs.filter((job) => jobState(job, now) === 'closed').length).toBe(2 + ends.length); // approved past + this instant, every expired
});
