import { afterAll, beforeAll, expect, it } from 'vitest';
import { Job, PAY_FACET_STEP } from '@app/db';
import { minPayYearly, type PayPeriod } from '@app/shared/pay';
import { publishedJobsSql, searchJobs } from '../../src/features/jobs/job-search.ts';
import { query, sql } from '../../src/infra/sql.ts';
import { testDatabase, type TestDatabase } from '../database.ts';
import { validJob } from '../fixtures.ts';

/**
 * Issue 36: the counts of a pay filter without words come from job_pay_facets (pay bands kept by a
 * trigger) plus the jobs of the band the asked amount cuts. They must equal what the published jobs
 * themselves say, for amounts on a band's edge, inside a band and between, with filters, after
 * edits, status changes and deletions, and for an approved job past its end date that the sweep
 * has not marked expired yet.
 */
let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  await db.close();
});

interface Published {
  type: string;
  category: string;
  city: string;
  province: string;
  remote: boolean;
  pay: number | null;
}

/** What the published jobs say, read straight from them. */
async function publishedJobs(now: Date): Promise<Published[]> {
  return query<Published>(
    db.em(),
    sql`select j.type, j.category, coalesce(j.city, '') as city, coalesce(j.province, '') as province, j.remote, j.pay_annual as pay
        from jobs j where ${publishedJobsSql(now)}`,
  );
}

const tally = (jobs: Published[], key: (job: Published) => string) => {
  const counts = new Map<string, number>();
  for (const job of jobs) counts.set(key(job), (counts.get(key(job)) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
};

const AMOUNTS: [number, PayPeriod][] = [
  [0, 'year'],
  [30000, 'year'],
  [52500, 'year'],
  [52500.5, 'year'],
  [54000, 'year'],
  [55000, 'year'],
  [57499, 'year'],
  [60000, 'year'],
  [26, 'hour'],
  [26.45, 'hour'],
  [200000, 'year'],
];

/** Every amount, without and with a type filter: the search's total and facets against the jobs'. */
async function expectCountsAsTheJobsSay(now: Date) {
  const jobs = await publishedJobs(now);
  for (const [minPay, payPeriod] of AMOUNTS) {
    const paying = jobs.filter((job) => job.pay !== null && job.pay >= minPayYearly(minPay, payPeriod));
    const page = await searchJobs(db.em(), { minPay, payPeriod, sort: 'newest', page: 1, limit: 100 }, now);
    const label = `${minPay} a ${payPeriod}`;
    expect(page.total, label).toBe(paying.length);
    expect(page.items.length, label).toBe(Math.min(paying.length, 100));
    expect(page.facets.type, label).toEqual(tally(paying, (job) => job.type));
    expect(page.facets.category, label).toEqual(tally(paying, (job) => job.category));
    expect(page.facets.remote, label).toBe(paying.filter((job) => job.remote).length);

    const partTime = paying.filter((job) => job.type === 'Part-time');
    const filtered = await searchJobs(db.em(), { minPay, payPeriod, type: 'Part-time', sort: 'salary', page: 1, limit: 100 }, now);
    expect(filtered.total, `${label}, Part-time`).toBe(partTime.length);
    // The type's own facet is counted without the type filter; the others with it.
    expect(filtered.facets.type, `${label}, Part-time`).toEqual(page.facets.type);
    expect(filtered.facets.category, `${label}, Part-time`).toEqual(tally(partTime, (job) => job.category));
    const places = tally(
      partTime.filter((job) => job.city !== ''),
      (job) => `${job.city}, ${job.province}`,
    );
    expect(filtered.facets.location, `${label}, Part-time`).toEqual(places.slice(0, 10));
  }
}

/** job_pay_facets holds what a count of the approved jobs per band gives now. */
async function expectBandsInStep() {
  const rows = await query<{ differences: number }>(
    db.em(),
    sql`select count(*)::int as differences from (
          (select pay_floor, type, category, city, province, remote, n from job_pay_facets where n <> 0
           except all
           select (floor(pay_annual / ${PAY_FACET_STEP}) * ${PAY_FACET_STEP})::int, type, category, coalesce(city, ''), coalesce(province, ''), remote, count(*)
           from jobs where status = 'approved' and pay_annual is not null group by 1, 2, 3, 4, 5, 6)
          union all
          (select (floor(pay_annual / ${PAY_FACET_STEP}) * ${PAY_FACET_STEP})::int, type, category, coalesce(city, ''), coalesce(province, ''), remote, count(*)
           from jobs where status = 'approved' and pay_annual is not null group by 1, 2, 3, 4, 5, 6
           except all
           select pay_floor, type, category, city, province, remote, n from job_pay_facets where n <> 0)) d`,
  );
  expect(rows[0]!.differences).toBe(0);
}

it('a pay filter without words counts exactly what the published jobs say, through edits, status changes and the sweep', async () => {
  const now = new Date();
  const em = db.em();
  const yearly = [30000, 52499.99, 52500, 52500.01, 54999, 55000, 57500, 60000, 61234, 80000, 120000];
  const types = ['Full-Time', 'Part-time', 'Contract'];
  const categories = ['Warehouse', 'Transportation'];
  const places = ['Mississauga, ON', 'Toronto, ON', 'Remote', 'Laval, QC'];
  const jobs = yearly.flatMap((top, i) =>
    [0, 1, 2].map((k) =>
      em.create(Job, {
        ...validJob,
        title: `Pay band ${top} ${k}`,
        salary: null,
        payMin: top - 1000,
        payMax: top,
        payPeriod: 'year',
        type: types[(i + k) % types.length]!,
        category: categories[(i * 3 + k) % categories.length]!,
        location: places[(i + 2 * k) % places.length]!,
        status: k === 2 && i % 3 === 0 ? 'pending' : 'approved',
      }),
    ),
  );
  // Hourly pay (26.44 x 2,080 = 54,995.2 a year), and jobs without pay.
  jobs.push(em.create(Job, { ...validJob, title: 'Pay band hourly', salary: null, payMin: 25, payMax: 26.44, payPeriod: 'hour', status: 'approved' }));
  jobs.push(em.create(Job, { ...validJob, title: 'Pay band none', salary: 'Competitive', employerUnder25: true, status: 'approved' }));
  await em.flush();
  await expectBandsInStep();
  await expectCountsAsTheJobsSay(now);

  // Pay moved across bands, a job denied, one deleted, and several changed by one statement.
  const edit = db.em();
  const [moved, denied, removed] = await Promise.all([jobs[4]!.id, jobs[10]!.id, jobs[20]!.id].map((id) => edit.findOneOrFail(Job, { id })));
  moved!.payMax = 90000;
  moved!.payMin = 85000;
  denied!.status = 'denied';
  edit.remove(removed!);
  await edit.flush();
  await query(db.em(), sql`update jobs set status = 'approved', type = 'Part-time' where title like 'Pay band %' and status = 'pending'`);
  await expectBandsInStep();
  await expectCountsAsTheJobsSay(now);

  // An approved job past its end date is no longer published, before and after the sweep marks it expired.
  await query(db.em(), sql`update jobs set expires_at = ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz where id = ${jobs[25]!.id}`);
  await expectCountsAsTheJobsSay(now);
  await query(db.em(), sql`update jobs set status = 'expired' where id = ${jobs[25]!.id}`);
  await expectBandsInStep();
  await expectCountsAsTheJobsSay(now);
});
