import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Job, JobApplication } from '@app/db';
import { expireJobs } from '@app/trpc';
import type { JobSearchPage } from '@app/shared/schemas/dtos';
import { createAdminApp, expectFirstOfTwoPagesLinks, validJob, type TestApp } from './helpers.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ t, cookie } = await createAdminApp());
});
afterAll(() => t.close());

type JobFields = Partial<Omit<typeof validJob, 'salary' | 'requirements'>> & {
  salary?: string | null;
  requirements?: string | null;
  status?: 'pending' | 'approved' | 'denied';
  featured?: boolean;
  postedAt?: Date;
  expiresAt?: Date | null;
};

let clock = Date.now() - 30 * 86_400_000;
/** Inserts approved jobs through the ORM (as the app writes them), each posted a minute after the last. */
async function insertJobs(...jobs: JobFields[]) {
  const em = t.orm.em.fork();
  const rows = jobs.map((fields) => {
    clock += 60_000;
    return em.create(Job, { ...validJob, requirements: null, salary: null, status: 'approved', postedAt: new Date(clock), ...fields });
  });
  await em.flush();
  return rows;
}

const get = (qs: string) => t.app.inject({ url: `/api/jobs${qs}` });
const titles = async (qs: string) => (await get(qs)).json().map((j: { title: string }) => j.title);
const sorted = async (qs: string) => (await titles(qs)).sort();

/** job.list over tRPC: the whole page with total and facets. */
async function search(input: Record<string, unknown>): Promise<JobSearchPage> {
  const res = await t.app.inject({ url: `/trpc/job.list?input=${encodeURIComponent(JSON.stringify(input))}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data;
}

async function clearJobs() {
  await t.orm.em.fork().nativeDelete(JobApplication, {});
  await t.orm.em.fork().nativeDelete(Job, {});
}

describe('full-text search', () => {
  beforeAll(async () => {
    await clearJobs();
    await insertJobs(
      {
        title: 'Forklift Operator',
        company: 'Maple Freight',
        location: 'Milton, ON',
        type: 'Full-Time',
        category: 'Warehouse',
        description: 'Load and unload trailers on the night shift.',
      },
      {
        title: 'Forklift Operator',
        company: 'Steeltown Supply',
        location: 'Hamilton, ON',
        type: 'Full-Time',
        category: 'Warehouse',
        description: 'Reach truck and counterbalance work.',
      },
      {
        title: 'Delivery Driver',
        company: 'Peel Couriers',
        location: 'Mississauga, ON',
        type: 'Part-time',
        category: 'Transportation',
        description: 'Deliver parcels across Peel Region with a G licence.',
      },
      {
        title: 'AZ Truck Driver',
        company: 'Northern Haul',
        location: 'Toronto, ON',
        type: 'Full-Time',
        category: 'Transportation',
        description: 'Long-haul runs between Toronto and Montreal.',
      },
      {
        title: 'Warehouse Associate',
        company: 'Lakeshore Logistics',
        location: 'Brampton, ON',
        type: 'Part-time',
        category: 'Warehouse',
        description: 'Pick and pack orders; some forklift experience is a plus.',
      },
      {
        title: 'Bookkeeper',
        company: 'Ledger & Co',
        location: 'Toronto, ON',
        type: 'Contract',
        category: 'Accounting',
        description: 'Keep the books for a growing distributor.',
      },
      {
        title: 'Customer Service Representative',
        company: 'Helpline Inc',
        location: 'Remote - Canada',
        type: 'Remote',
        category: 'Customer Service',
        description: 'Answer customer calls and chats from home.',
      },
    );
  });

  it('several words match across fields: title, company, category, type and city', async () => {
    expect(await titles('?query=forklift%20milton')).toEqual(['Forklift Operator']);
    expect((await get('?query=forklift%20milton')).json()[0].company).toBe('Maple Freight');
    expect(await sorted('?query=driver%20mississauga')).toEqual(['Delivery Driver']);
    expect(await sorted('?query=part%20time')).toEqual(['Delivery Driver', 'Warehouse Associate']);
    expect(await sorted('?query=maple%20freight')).toEqual(['Forklift Operator']);
  });

  it('ranks title matches above matches in the description', async () => {
    const found = await get('?query=forklift');
    const jobs = found.json() as { title: string }[];
    expect(jobs.map((j) => j.title)).toEqual(['Forklift Operator', 'Forklift Operator', 'Warehouse Associate']);
  });

  it('understands web search syntax: quoted phrases, -exclusions and or', async () => {
    expect(await sorted('?query=%22truck%20driver%22')).toEqual(['AZ Truck Driver']);
    expect(await sorted('?query=driver%20-truck')).toEqual(['Delivery Driver']);
    expect(await sorted('?query=bookkeeper%20or%20courier')).toEqual(['Bookkeeper', 'Delivery Driver']);
  });

  it('matches the last word as a prefix while typing', async () => {
    expect(await sorted('?query=bookk')).toEqual(['Bookkeeper']);
    expect(await sorted('?query=forklift%20ham')).toEqual(['Forklift Operator']);
  });

  it('takes words shorter than three letters only as written: no prefix, no similar spellings (issue 24, finding 4)', async () => {
    // 'fo' as a prefix would find both forklift jobs; one or two letters match only a word that short.
    expect(await titles('?query=fo')).toEqual([]);
    expect((await search({ query: 'b c', page: 2 })).total).toBe(0);
    expect((await search({ query: 'b c' })).fuzzy).toBe(false);
    // Three letters still match as a prefix while typing, and a short word beside a long one asks nothing of the fallback.
    expect(await sorted('?query=boo')).toEqual(['Bookkeeper']);
    // 'az driver' matches one job as written; the fallback then asks only 'driver' of the others, and the exact match ranks first.
    expect(await titles('?query=az%20driver')).toEqual(['AZ Truck Driver', 'Delivery Driver']);
  });

  it('falls back to similar spellings when the words match nothing as written', async () => {
    expect(await sorted('?query=forklft')).toEqual(['Forklift Operator', 'Forklift Operator']);
    expect(await sorted('?query=bookeeper')).toEqual(['Bookkeeper']);
    expect(await sorted('?query=warehous')).toEqual(['Forklift Operator', 'Forklift Operator', 'Warehouse Associate']);
    const page = await search({ query: 'forklft' });
    expect(page.fuzzy).toBe(true);
    expect(page.total).toBe(2);
    expect((await search({ query: 'forklift' })).fuzzy).toBe(false);
    expect(await titles('?query=zzqxv')).toEqual([]);
  });

  it('matches a location by place, never by substring', async () => {
    expect(await sorted('?location=Milton')).toEqual(['Forklift Operator']);
    expect((await get('?location=Milton')).json()[0].company).toBe('Maple Freight');
    expect(await sorted('?location=Toronto')).toEqual(['AZ Truck Driver', 'Bookkeeper']);
    expect(await sorted('?location=toronto%2C%20on')).toEqual(['AZ Truck Driver', 'Bookkeeper']);
    expect(await sorted('?location=remote')).toEqual(['Customer Service Representative']);
    expect(await titles('?location=Ontario')).toHaveLength(6);
    expect(await titles('?location=Missis')).toEqual(['Delivery Driver']);
    expect(await titles('?location=Vancouver')).toEqual([]);
  });

  it('a remote filter keeps remote jobs only', async () => {
    expect(await titles('?remote=true')).toEqual(['Customer Service Representative']);
    expect(await titles('?remote=false')).toHaveLength(6);
  });

  it('answers filter counts for the current words, each filter counted without its own value', async () => {
    const page = await search({ query: 'forklift' });
    expect(page.total).toBe(3);
    expect(page.facets.type).toEqual([
      { value: 'Full-Time', count: 2 },
      { value: 'Part-time', count: 1 },
    ]);
    expect(page.facets.category).toEqual([{ value: 'Warehouse', count: 3 }]);
    expect(page.facets.location).toEqual([
      { value: 'Brampton, ON', count: 1 },
      { value: 'Hamilton, ON', count: 1 },
      { value: 'Milton, ON', count: 1 },
    ]);
    expect(page.facets.remote).toBe(0);

    // Choosing a type keeps the other types' counts visible.
    const fullTime = await search({ query: 'forklift', type: 'Full-Time' });
    expect(fullTime.total).toBe(2);
    expect(fullTime.facets.type).toEqual(page.facets.type);
    expect(fullTime.facets.location).toEqual([
      { value: 'Hamilton, ON', count: 1 },
      { value: 'Milton, ON', count: 1 },
    ]);
  });

  it('counts filters without words from the kept counters', async () => {
    const page = await search({});
    expect(page.total).toBe(7);
    expect(page.facets.type).toEqual([
      { value: 'Full-Time', count: 3 },
      { value: 'Part-time', count: 2 },
      { value: 'Contract', count: 1 },
      { value: 'Remote', count: 1 },
    ]);
    expect(page.facets.location[0]).toEqual({ value: 'Toronto, ON', count: 2 });
    expect(page.facets.remote).toBe(1);
    const warehouse = await search({ category: 'warehouse' });
    expect(warehouse.total).toBe(3);
    expect(warehouse.facets.category.find((f) => f.value === 'Transportation')).toEqual({ value: 'Transportation', count: 2 });
    expect(warehouse.facets.type).toEqual([
      { value: 'Full-Time', count: 2 },
      { value: 'Part-time', count: 1 },
    ]);
  });
});

describe('pages, sort and summaries', () => {
  beforeEach(clearJobs);

  it('pages with page and limit; X-Total-Count and Link headers on the REST array', async () => {
    await insertJobs(...Array.from({ length: 25 }, (_, i) => ({ title: `Picker ${i + 1}` })));
    const first = await get('');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(20);
    expect(first.json()[0].title).toBe('Picker 25');
    expect(first.headers['x-total-count']).toBe('25');
    expectFirstOfTwoPagesLinks(first.headers.link, '/api/jobs');

    const second = await get('?query=picker&page=2&limit=10&sort=newest');
    expect(second.json().map((j: { title: string }) => j.title)).toEqual(Array.from({ length: 10 }, (_, i) => `Picker ${15 - i}`));
    const links = String(second.headers.link);
    expect(links).toContain('</api/jobs?query=picker&page=1&limit=10&sort=newest>; rel="prev"');
    expect(links).toMatch(/<\/api\/jobs\?query=picker&page=3&limit=10&sort=newest>; rel="next"/);
    expect(links).toMatch(/<\/api\/jobs\?query=picker&page=3&limit=10&sort=newest>; rel="last"/);

    const beyond = await get('?page=9');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('25');

    const trpc = await search({ page: 2, limit: 20 });
    expect(trpc).toMatchObject({ total: 25, page: 2, limit: 20 });
    expect(trpc.items).toHaveLength(5);
  });

  it('rejects bad page, limit, sort and remote values with 400 and a clear message', async () => {
    const cases: [string, RegExp][] = [
      ['?page=0', /page must be a whole number/],
      ['?page=-1', /page must be a whole number/],
      ['?page=abc', /page must be a whole number/],
      ['?limit=10000', /limit must be a whole number from 1 to 100/],
      ['?limit=0', /limit must be a whole number from 1 to 100/],
      ['?limit=2.5', /limit must be a whole number/],
      ['?sort=cheapest', /sort must be one of: relevance, newest, salary/],
      ['?remote=maybe', /remote must be true or false/],
    ];
    for (const [qs, message] of cases) {
      const res = await get(qs);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message, qs).toMatch(message);
    }
    const trpc = await t.app.inject({ url: `/trpc/job.list?input=${encodeURIComponent(JSON.stringify({ limit: 500 }))}` });
    expect(trpc.statusCode).toBe(400);
  });

  it('sorts by relevance, newest or pay', async () => {
    await insertJobs(
      { title: 'Order Picker', salary: '$18 - $19 / hour', description: 'Picker role in a warehouse.' },
      { title: 'Warehouse Supervisor', salary: '$60,000 - $70,000 / year', description: 'Lead the picker team.' },
      { title: 'Warehouse Lead', salary: '$24 - $26 / hour', description: 'Train new staff.' },
      { title: 'Volunteer Greeter', salary: null, description: 'No pay listed.' },
    );
    expect(await titles('?sort=salary')).toEqual(['Warehouse Supervisor', 'Warehouse Lead', 'Order Picker', 'Volunteer Greeter']);
    expect(await titles('?sort=newest')).toEqual(['Volunteer Greeter', 'Warehouse Lead', 'Warehouse Supervisor', 'Order Picker']);
    expect(await titles('?query=picker')).toEqual(['Order Picker', 'Warehouse Supervisor']);
    expect(await titles('?query=picker&sort=newest')).toEqual(['Warehouse Supervisor', 'Order Picker']);
    const job = (await get('?sort=salary')).json()[0];
    expect(job).toMatchObject({ payMin: 60000, payMax: 70000, payPeriod: 'year' });
  });

  it('list items carry excerpts; the job page has the whole text', async () => {
    const long = `${'Move pallets safely and keep the dock tidy. '.repeat(20)}The end.`;
    const [job] = await insertJobs({ title: 'Dock Hand', description: long, requirements: `- ${'Steel-toe boots and a good attitude. '.repeat(10)}` });
    const item = (await get('')).json()[0];
    expect(item.description.length).toBeLessThanOrEqual(221);
    expect(item.description.endsWith('…')).toBe(true);
    expect(long.startsWith(item.description.slice(0, -1).trimEnd())).toBe(true);
    expect(item.requirements.length).toBeLessThanOrEqual(161);
    const full = (await t.app.inject({ url: `/api/jobs/${job!.id}` })).json();
    expect(full.description).toBe(long);
  });

  it('the default list answer stays small', async () => {
    const description = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(40);
    await insertJobs(...Array.from({ length: 30 }, (_, i) => ({ title: `Packer ${i}`, description })));
    const res = await get('');
    expect(res.json()).toHaveLength(20);
    expect(res.body.length).toBeLessThan(30_000);
  });
});

describe('counters follow every change', () => {
  beforeEach(clearJobs);

  const stats = async () => (await t.app.inject({ url: '/api/stats' })).json();

  it('approving, denying, expiring and deleting update totals, facets and stats', async () => {
    const before = await stats();
    const [pending] = await insertJobs({ title: 'Sorter', status: 'pending', company: 'Unique Sorting Co', location: 'Oshawa, ON' });
    expect((await search({})).total).toBe(0);

    const approve = await t.app.inject({ method: 'PATCH', url: `/api/jobs/${pending!.id}/status`, headers: { cookie }, payload: { status: 'approved' } });
    expect(approve.statusCode).toBe(200);
    let page = await search({});
    expect(page.total).toBe(1);
    expect(page.facets.location).toEqual([{ value: 'Oshawa, ON', count: 1 }]);
    expect(await stats()).toEqual({ ...before, jobs: before.jobs + 1, employers: before.employers + 1 });

    // Moving it to another city moves its count.
    await t.app.inject({ method: 'PUT', url: `/api/jobs/${pending!.id}`, headers: { cookie }, payload: { location: 'Barrie, ON' } });
    page = await search({});
    expect(page.facets.location).toEqual([{ value: 'Barrie, ON', count: 1 }]);
    expect(await sorted('?location=barrie')).toEqual(['Sorter']);

    // Past its end date the sweep marks it expired: it leaves the list and the counts.
    const em = t.orm.em.fork();
    await em.nativeUpdate(Job, { id: pending!.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect(await titles('')).toEqual([]);
    expect(await expireJobs(t.orm.em.fork())).toBe(1);
    page = await search({});
    expect(page.total).toBe(0);
    expect(page.facets.location).toEqual([]);
    expect(await stats()).toEqual(before);

    // A new end date opens it again.
    await t.app.inject({
      method: 'PUT',
      url: `/api/jobs/${pending!.id}`,
      headers: { cookie },
      payload: { expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect((await search({})).total).toBe(1);

    await t.app.inject({ method: 'DELETE', url: `/api/jobs/${pending!.id}`, headers: { cookie } });
    expect((await search({})).total).toBe(0);
    expect(await stats()).toEqual(before);
  });
});

describe('admin job list', () => {
  beforeEach(clearJobs);

  it('lists any status one tab at a time, with the count of each status, searched and paged', async () => {
    await insertJobs(
      { title: 'Pending Picker', status: 'pending' },
      { title: 'Denied Driver', status: 'denied' },
      { title: 'Open Packer' },
      { title: 'Old Loader', expiresAt: new Date(Date.now() - 1000) },
    );
    await expireJobs(t.orm.em.fork());
    const list = async (input: Record<string, unknown>) => {
      const res = await t.app.inject({ url: `/trpc/job.adminList?input=${encodeURIComponent(JSON.stringify(input))}`, headers: { cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.data;
    };
    const all = await list({});
    expect(all.counts).toEqual({ pending: 1, approved: 1, denied: 1, expired: 1, spam: 0 });
    expect(all.total).toBe(4);
    expect((await list({ status: 'expired' })).items.map((j: { title: string }) => j.title)).toEqual(['Old Loader']);
    expect((await list({ status: 'denied' })).items.map((j: { title: string }) => j.title)).toEqual(['Denied Driver']);
    expect((await list({ search: 'pack' })).items.map((j: { title: string }) => j.title)).toEqual(['Open Packer']);
    // Every status is searched, open jobs and the others (their indexes are split by status), by words and by part of a title.
    expect((await list({ search: 'driver' })).items.map((j: { title: string }) => j.title)).toEqual(['Denied Driver']);
    expect((await list({ search: 'er' })).items.map((j: { title: string }) => j.title).sort()).toEqual([
      'Denied Driver',
      'Old Loader',
      'Open Packer',
      'Pending Picker',
    ]);
    expect((await list({ status: 'approved', search: 'er' })).items.map((j: { title: string }) => j.title)).toEqual(['Open Packer']);
    expect((await list({ limit: 2, page: 2 })).items).toHaveLength(2);

    const anonymous = await t.app.inject({ url: `/trpc/job.adminList?input=${encodeURIComponent('{}')}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('GET /api/jobs/pending is paged like every list', async () => {
    await insertJobs(...Array.from({ length: 3 }, (_, i) => ({ title: `Waiting ${i}`, status: 'pending' as const })));
    const res = await t.app.inject({ url: '/api/jobs/pending?limit=2', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((j: { title: string }) => j.title)).toEqual(['Waiting 2', 'Waiting 1']);
    expect(res.headers['x-total-count']).toBe('3');
  });
});
