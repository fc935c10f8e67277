import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job, JobApplication } from '@app/db';
import { NEAR_RADIUS_MESSAGE } from '@app/shared/location';
import type { JobSearchPage } from '@app/shared/schemas/dtos';
import { createAdminApp, validJob, type TestApp } from './helpers.ts';

/**
 * Search by distance (issue 36, item 1): `near` a place of the gazetteer within `radius` km, on
 * GET /api/jobs and job.list. Toronto's centre is about 23 km from Mississauga's, 28 km from
 * Brampton's and 61 km from Hamilton's (GeoNames coordinates).
 */

let t: TestApp;
let cookie: string;
const ids: Record<string, number> = {};

let clock = Date.now() - 30 * 86_400_000;

beforeAll(async () => {
  ({ t, cookie } = await createAdminApp());
  await t.orm.em.fork().nativeDelete(JobApplication, {});
  await t.orm.em.fork().nativeDelete(Job, {});
  const em = t.orm.em.fork();
  const places: [string, string, string?][] = [
    ['Warehouse Associate Toronto', 'Toronto, ON'],
    ['Warehouse Associate Mississauga', 'Mississauga, ON', 'Transportation'],
    ['Warehouse Associate Brampton', 'Brampton, ON'],
    ['Warehouse Associate Hamilton', 'Hamilton, ON'],
    ['Warehouse Associate Laval', 'Laval, QC'],
    ['Warehouse Associate Remote', 'Remote - Canada'],
    ['Warehouse Associate Acctown', 'Acctown91'],
    ['Office Clerk Toronto', 'Toronto', 'Administrative'],
  ];
  for (const [title, location, category] of places) {
    clock += 60_000;
    const job = em.create(Job, {
      ...validJob,
      title,
      location,
      category: category ?? 'Warehouse',
      requirements: null,
      salary: null,
      status: 'approved',
      postedAt: new Date(clock),
    });
    await em.flush();
    ids[title] = job.id;
  }
});
afterAll(() => t.close());

const get = (qs: string) => t.app.inject({ url: `/api/jobs${qs}` });
const titles = async (qs: string) => {
  const res = await get(qs);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().map((job: { title: string }) => job.title) as string[];
};

async function search(input: Record<string, unknown>): Promise<JobSearchPage> {
  const res = await t.app.inject({ url: `/trpc/job.list?input=${encodeURIComponent(JSON.stringify(input))}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.data;
}

describe('near a place, within a radius', () => {
  it('finds the jobs inside the radius (25 km by default) and none outside it', async () => {
    expect((await titles('?near=Toronto')).sort()).toEqual(['Office Clerk Toronto', 'Warehouse Associate Mississauga', 'Warehouse Associate Toronto']);
    expect((await titles('?near=Toronto&radius=10')).sort()).toEqual(['Office Clerk Toronto', 'Warehouse Associate Toronto']);
    expect((await titles('?near=Toronto&radius=50')).sort()).toEqual([
      'Office Clerk Toronto',
      'Warehouse Associate Brampton',
      'Warehouse Associate Mississauga',
      'Warehouse Associate Toronto',
    ]);
    expect(await titles('?near=Toronto&radius=100')).toContain('Warehouse Associate Hamilton');
    expect(await titles('?near=Toronto&radius=100')).not.toContain('Warehouse Associate Laval');
  });

  it("'warehouse' near Toronto finds the jobs in Mississauga and Brampton (the issue's case)", async () => {
    const page = await search({ query: 'warehouse', near: 'Toronto', radius: 50, sort: 'distance' });
    expect(page.items.map((job) => job.title)).toEqual(['Warehouse Associate Toronto', 'Warehouse Associate Mississauga', 'Warehouse Associate Brampton']);
    expect(page.near).toEqual({ name: 'Toronto', province: 'ON', radius: 50 });
    const [toronto, mississauga, brampton] = page.items.map((job) => job.distanceKm!);
    expect(toronto).toBeLessThan(1);
    expect(mississauga).toBeGreaterThan(20);
    expect(mississauga).toBeLessThan(25);
    expect(brampton).toBeGreaterThan(25);
    expect(brampton).toBeLessThan(30);
    expect(page.total).toBe(3);
  });

  it('sorts by distance on request, nearest first, and by the usual order otherwise', async () => {
    const byDistance = await search({ near: 'Mississauga, ON', radius: 100, sort: 'distance' });
    const distances = byDistance.items.map((job) => job.distanceKm!);
    expect(byDistance.items[0]!.title).toBe('Warehouse Associate Mississauga');
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(byDistance.items.map((job) => job.title)).toContain('Warehouse Associate Hamilton');
    const newest = await search({ near: 'Mississauga, ON', radius: 100, sort: 'newest' });
    expect(newest.items[0]!.title).toBe('Office Clerk Toronto');
    // 'distance' without a place orders as relevance, and no item carries a distance.
    const without = await search({ sort: 'distance' });
    expect(without.total).toBe(8);
    expect(without.near).toBeUndefined();
    expect(without.items.every((job) => job.distanceKm === undefined)).toBe(true);
  });

  it("measures the distance as earthdistance does: every job's, and the radius's edge", async () => {
    const page = await search({ near: 'Mississauga, ON', radius: 100, sort: 'distance' });
    const expected = await t.orm.em.getConnection().execute<{ id: number; km: number; metres: number }[]>(
      `select j.id, round((earth_distance(ll_to_earth(p.lat, p.lon), ll_to_earth(j.lat, j.lon)) / 1000)::numeric, 1)::float8 as km,
              earth_distance(ll_to_earth(p.lat, p.lon), ll_to_earth(j.lat, j.lon)) as metres
         from jobs j, (select lat, lon from places where name = 'Mississauga' and province = 'ON' order by population desc limit 1) p
        where j.lat is not null and earth_distance(ll_to_earth(p.lat, p.lon), ll_to_earth(j.lat, j.lon)) <= 100000 order by metres, j.posted_at desc, j.id desc`,
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(page.items.map((job) => ({ id: job.id, km: job.distanceKm }))).toEqual(expected.map(({ id, km }) => ({ id, km })));
    // The radius compares that distance: Toronto (about 23.7 km) is within 25 km of Mississauga, not within 10.
    const toronto = expected.find((row) => row.id === ids['Warehouse Associate Toronto'])!;
    expect(toronto.metres).toBeGreaterThan(20_000);
    expect((await search({ near: 'Mississauga, ON', radius: 25 })).items.map((job) => job.id)).toContain(toronto.id);
    expect((await search({ near: 'Mississauga, ON', radius: 10 })).items.map((job) => job.id)).not.toContain(toronto.id);
  });

  it('counts the filters from the jobs in the radius', async () => {
    const page = await search({ near: 'Toronto', radius: 25 });
    expect(page.total).toBe(3);
    // Places as the jobs wrote them ('Toronto' without a province is a value of its own); none outside the radius.
    expect(page.facets.location).toEqual([
      { value: 'Mississauga, ON', count: 1 },
      { value: 'Toronto', count: 1 },
      { value: 'Toronto, ON', count: 1 },
    ]);
    expect(page.facets.category).toEqual([
      { value: 'Administrative', count: 1 },
      { value: 'Transportation', count: 1 },
      { value: 'Warehouse', count: 1 },
    ]);
    expect(page.facets.type).toEqual([{ value: 'Full-Time', count: 3 }]);
    // The remote count says what the remote toggle adds.
    expect(page.facets.remote).toBe(1);
    // Each filter counts with the others applied but not itself, inside the radius.
    const wider = await search({ near: 'Toronto', radius: 50, category: 'Warehouse' });
    expect(wider.total).toBe(2);
    expect(wider.facets.category).toEqual([
      { value: 'Warehouse', count: 2 },
      { value: 'Administrative', count: 1 },
      { value: 'Transportation', count: 1 },
    ]);
    expect(wider.facets.location).toEqual([
      { value: 'Brampton, ON', count: 1 },
      { value: 'Toronto, ON', count: 1 },
    ]);
  });

  it('leaves remote jobs out unless remote=true, which adds them (with no distance, after the others)', async () => {
    expect(await titles('?near=Laval')).toEqual(['Warehouse Associate Laval']);
    expect(await titles('?near=Laval&remote=false')).toEqual(['Warehouse Associate Laval']);
    expect((await titles('?near=Laval&remote=true')).sort()).toEqual(['Warehouse Associate Laval', 'Warehouse Associate Remote']);
    const page = await search({ near: 'Laval', remote: true, sort: 'distance' });
    expect(page.items.map((job) => [job.title, job.distanceKm === null])).toEqual([
      ['Warehouse Associate Laval', false],
      ['Warehouse Associate Remote', true],
    ]);
  });

  it('reads the place with or without its province, accents and case', async () => {
    expect((await search({ near: 'Laval, QC' })).near).toEqual({ name: 'Laval', province: 'QC', radius: 25 });
    expect((await search({ near: 'laval qc' })).near).toEqual({ name: 'Laval', province: 'QC', radius: 25 });
    expect((await search({ near: 'Mississauga Ontario', radius: 10 })).near).toEqual({ name: 'Mississauga', province: 'ON', radius: 10 });
    expect((await search({ near: 'MONTREAL' })).near).toMatchObject({ name: 'Montréal', province: 'QC' });
    expect((await search({ near: 'Québec' })).near).toMatchObject({ name: 'Québec', province: 'QC' });
  });

  it('answers 400 for a place the gazetteer does not know, with the closest names it knows', async () => {
    const typo = await get('?near=Missisauga');
    expect(typo.statusCode).toBe(400);
    const body = typo.json();
    expect(body.message).toMatch(/^We don't know the place "Missisauga"\. Did you mean: Mississauga, ON(;|\?)/);
    expect(body.issues[0]).toMatchObject({ path: ['near'], params: { suggestions: expect.arrayContaining([{ name: 'Mississauga', province: 'ON' }]) } });
    expect(body.issues[0].params.suggestions[0]).toEqual({ name: 'Mississauga', province: 'ON' });

    // Nothing but signs: no place, and no suggestion either.
    const signs = await get(`?near=${encodeURIComponent('!!!')}`);
    expect(signs.statusCode).toBe(400);
    expect(signs.json().issues[0].params.suggestions).toEqual([]);

    const nothing = await get('?near=Xyzzyqq');
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('We don\'t know the place "Xyzzyqq". Try a Canadian city or town, such as "Mississauga, ON".');

    const trpc = await t.app.inject({ url: `/trpc/job.list?input=${encodeURIComponent(JSON.stringify({ near: 'Bramptn' }))}` });
    expect(trpc.statusCode).toBe(400);
    const error = trpc.json().error;
    expect(error.message).toContain('Did you mean: Brampton, ON');
    expect(error.data.issues[0].params.suggestions).toContainEqual({ name: 'Brampton', province: 'ON' });
  });

  it('refuses a radius other than 10, 25, 50 or 100 km', async () => {
    for (const radius of ['30', '0', '-25', 'far', '1e3']) {
      const res = await get(`?near=Toronto&radius=${radius}`);
      expect(res.statusCode, radius).toBe(400);
      expect(res.json().message).toBe(NEAR_RADIUS_MESSAGE);
    }
  });

  it("keeps today's place words for places outside the gazetteer", async () => {
    expect(await titles('?location=Acctown91')).toEqual(['Warehouse Associate Acctown']);
    expect((await titles('?location=Toronto')).sort()).toEqual(['Office Clerk Toronto', 'Warehouse Associate Toronto']);
  });

  it('GET /api/jobs/{id}?near= answers the distance from that place (none for a remote job or an unknown place)', async () => {
    const mississauga = await t.app.inject({ url: `/api/jobs/${ids['Warehouse Associate Mississauga']}?near=Toronto` });
    expect(mississauga.statusCode, mississauga.body).toBe(200);
    expect(mississauga.json().distanceKm).toBeGreaterThan(20);
    expect(mississauga.json().distanceKm).toBeLessThan(25);
    const remote = await t.app.inject({ url: `/api/jobs/${ids['Warehouse Associate Remote']}?near=Toronto` });
    expect(remote.json().distanceKm).toBeNull();
    const unknown = await t.app.inject({ url: `/api/jobs/${ids['Warehouse Associate Mississauga']}?near=Xyzzyqq` });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().distanceKm).toBeNull();
    const plain = await t.app.inject({ url: `/api/jobs/${ids['Warehouse Associate Mississauga']}` });
    expect(plain.json()).not.toHaveProperty('distanceKm');
  });

  it('moves a job when its place is edited', async () => {
    const id = ids['Warehouse Associate Laval']!;
    const res = await t.app.inject({ method: 'PUT', url: `/api/jobs/${id}`, headers: { cookie }, payload: { location: 'Brampton, ON' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await titles('?near=Brampton&radius=10')).toContain('Warehouse Associate Laval');
    expect(await titles('?near=Laval')).toEqual([]);
  });
});
