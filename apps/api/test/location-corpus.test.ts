import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '@app/db';
import { parseJobLocation } from '@app/shared/location';
import type { JobSearchPage } from '@app/shared/schemas/dtos';
import { createTestApp, validJob, type TestApp } from './helpers.ts';

/**
 * Issue 21: location search never loses a job. Messy place texts as employers type them, each with
 * the ways a job seeker would type its place; every one must find the job, through the REST list
 * and through the /jobs search with its counts, with and without words. And places never find their
 * neighbours by accident ('Milton' is not Hamilton).
 */
const CORPUS: [location: string, typed: string[]][] = [
  ['Mississauga, ON', ['Mississauga', 'Mississauga, ON', 'missis', 'Ontario', 'ON']],
  ['Mississauga, ON L5T 2N7', ['Mississauga', 'L5T 2N7']],
  ['Unit 4, 123 Main St, Brampton, ON', ['Brampton', 'Brampton, ON']],
  ['401 & Keele, Toronto', ['Toronto', 'Keele']],
  ['GTA', ['GTA']],
  ['Greater Toronto Area', ['Greater Toronto Area', 'Greater Toronto']],
  ['Hybrid - Toronto', ['Toronto']],
  ['Montréal, QC', ['Montréal', 'Montreal', 'Quebec', 'QC']],
  ['Trois-Rivières, Québec', ['Trois-Rivières', 'Trois-Rivieres', 'Trois Rivieres', 'Québec']],
  ['Acctown91', ['Acctown91', 'acctown']],
  ['Toronto (Downtown)', ['Toronto']],
  ['Toronto - Etobicoke', ['Toronto', 'Etobicoke']],
  ['Milton ON', ['Milton', 'Milton, ON']],
  ['Milton Ontario.', ['Milton']],
  ['Hamilton, Ontario', ['Hamilton']],
  ['St. Catharines, ON', ['St. Catharines', 'St Catharines']],
  ['Kitchener-Waterloo, ON', ['Kitchener', 'Kitchener-Waterloo', 'Waterloo']],
  ['Remote - Ontario', ['Remote', 'Ontario']],
  ['Anywhere in Canada', ['Remote', 'anywhere']],
  ['Toronto, Canada', ['Toronto']],
  ['On-site: Vaughan, ON', ['Vaughan']],
  ['Vaughan, Ontario, Canada', ['Vaughan', 'Ontario']],
  ['Ottawa ON K1P 1J1', ['Ottawa', 'K1P']],
  ['Sault Ste. Marie, ON', ['Sault Ste. Marie', 'Sault Ste Marie', 'Sault']],
  ['Niagara-on-the-Lake, ON', ['Niagara-on-the-Lake', 'Niagara on the Lake']],
  ['Missisauga, ON', ['Missisauga', 'Mississauga']],
  ['Brampton / Caledon', ['Caledon', 'Brampton']],
  ['Yard 3, Hwy 401 & Trafalgar Rd', ['Trafalgar', 'Hwy 401']],
  ['Pearson Airport (YYZ)', ['Pearson', 'YYZ']],
  ['Lévis, QC', ['Levis', 'Lévis']],
  ['Oakville, ON L6H 0H3 (Warehouse B)', ['Oakville']],
  ['Scarborough', ['Scarborough']],
  ['Whitby/Oshawa', ['Whitby', 'Oshawa']],
];

/** Typed places that must not find these jobs. */
const NOT_FOUND: [typed: string, location: string][] = [
  ['Milton', 'Hamilton, Ontario'],
  ['Toronto', 'Mississauga, ON'],
  ['Brampton', 'Mississauga, ON'],
  ['Quebec', 'Mississauga, ON'],
];

let t: TestApp;
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp({ SEARCH_CACHE_TTL_SECONDS: '0' });
  const em = t.orm.em.fork();
  for (const [location] of CORPUS) {
    const job = em.create(Job, {
      ...validJob,
      title: `Corpus Role ${ids.size + 1}`,
      location,
      ...parseJobLocation(location),
      status: 'approved',
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    });
    await em.flush();
    ids.set(location, job.id);
  }
});
afterAll(async () => {
  await t.close();
});

const list = async (params: Record<string, string>) => {
  const res = await t.app.inject({ url: `/api/jobs?${new URLSearchParams({ limit: '100', ...params })}` });
  expect(res.statusCode, JSON.stringify(params)).toBe(200);
  return (res.json() as { id: number }[]).map((job) => job.id);
};
const search = async (input: Record<string, unknown>) => {
  const res = await t.app.inject({ url: `/trpc/job.list?input=${encodeURIComponent(JSON.stringify({ limit: 100, ...input }))}` });
  expect(res.statusCode, JSON.stringify(input)).toBe(200);
  return res.json().result.data as JobSearchPage;
};

describe('a corpus of messy locations', () => {
  it(`has at least 30 place texts`, () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CORPUS)('%s is found by %j', async (location, typed) => {
    const id = ids.get(location)!;
    for (const place of typed) {
      expect(await list({ location: place }), `GET /api/jobs?location=${place}`).toContain(id);
      // The search of /jobs: the page, and a total that counts it, without words and with them.
      const browse = await search({ location: place });
      expect(
        browse.items.map((job) => job.id),
        `/jobs?location=${place}`,
      ).toContain(id);
      expect(browse.total, `total for ${place}`).toBe(browse.items.length);
      const words = await search({ query: 'Corpus Role', location: place });
      expect(
        words.items.map((job) => job.id),
        `/jobs?query=Corpus Role&location=${place}`,
      ).toContain(id);
      expect(words.total, `total with words for ${place}`).toBe(words.items.length);
    }
  });

  it.each(NOT_FOUND)('%s does not find %s', async (typed, location) => {
    expect(await list({ location: typed })).not.toContain(ids.get(location)!);
    expect((await search({ location: typed })).items.map((job) => job.id)).not.toContain(ids.get(location)!);
  });
});
