import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job, JobApplication } from '@app/db';
import { ADMIN_COUNT_CAP } from '@app/trpc';
import { createAdminApp, type TestApp } from './helpers.ts';

/**
 * The admin job list counts a search or a filter up to a cap (issue 36: totals may stop at 'more
 * than 1,000', said so, never a wrong exact number, and page links past it stay right).
 */

let t: TestApp;
let cookie: string;
const MATCHING = 1_100;

beforeAll(async () => {
  ({ t, cookie } = await createAdminApp());
  await t.orm.em.fork().nativeDelete(JobApplication, {});
  await t.orm.em.fork().nativeDelete(Job, {});
  await t.orm.em
    .fork()
    .getConnection()
    .execute(
      `insert into jobs (title, company, location, type, category, description, status, posted_at, updated_at)
       select 'Countcap Clerk ' || g, 'Cap Co', 'Toronto, ON', 'Full-Time', 'Warehouse', 'A clerk', case when g % 3 = 0 then 'approved' else 'pending' end,
              now() - g * interval '1 minute', now()
       from generate_series(1, ${MATCHING}) g`,
    );
}, 60_000);
afterAll(() => t.close());

interface AdminPage {
  items: { title: string }[];
  total: number;
  totalIsMinimum?: true;
  page: number;
  limit: number;
}

async function adminList(input: object): Promise<AdminPage> {
  const res = await t.app.inject({ url: `/trpc/job.adminList?input=${encodeURIComponent(JSON.stringify(input))}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data;
}

describe('the admin job list total', () => {
  it('stops counting a search at the cap and says so', async () => {
    expect(ADMIN_COUNT_CAP).toBe(1_000);
    const first = await adminList({ status: 'all', search: 'Countcap', limit: 20 });
    expect(first.total).toBe(1_000);
    expect(first.totalIsMinimum).toBe(true);
    expect(first.items.map((job) => job.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Countcap Clerk ${i + 1}`));
  });

  it('counts ten pages past the page asked for, so every offered page link has jobs; exact once the count reaches the end', async () => {
    const deep = await adminList({ status: 'all', search: 'Countcap', limit: 20, page: 45 });
    // Counted up to 44 x 20 + 10 x 20 = 1,080: still more.
    expect(deep).toMatchObject({ total: 1_080, totalIsMinimum: true, page: 45 });
    expect(deep.items[0]!.title).toBe('Countcap Clerk 881');
    const last = await adminList({ status: 'all', search: 'Countcap', limit: 20, page: 55 });
    expect(last.total).toBe(MATCHING);
    expect(last.totalIsMinimum).toBeUndefined();
    expect(last.items.map((job) => job.title)).toEqual(Array.from({ length: 20 }, (_, i) => `Countcap Clerk ${1_081 + i}`));
  });

  it('is exact under the cap, and exact from the status counts without a search', async () => {
    const approved = await adminList({ status: 'approved', search: 'Countcap', limit: 20 });
    expect(approved.total).toBe(Math.floor(MATCHING / 3)); // every third one: 366
    expect(approved.totalIsMinimum).toBeUndefined();
    const all = await adminList({ status: 'all', limit: 20 });
    expect(all.total).toBe(MATCHING);
    expect(all.totalIsMinimum).toBeUndefined();
  });
});
