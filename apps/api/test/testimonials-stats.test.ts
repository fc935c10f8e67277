import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BlogPost,
  CarrierApplication,
  ContactMessage,
  Job,
  JobApplication,
  NewsletterSubscription,
  Testimonial,
  TransportationQuote,
  WarehouseQuote,
  updateSiteSettings,
} from '@app/db';
import { PAGE_MESSAGES } from '@app/shared/constants';
import { createAdminApp, validJob, type TestApp } from './helpers.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ t, cookie } = await createAdminApp());
});
afterAll(() => t.close());

const RATING_MSG = 'Rating must be a whole number from 1 to 5';

async function insertTestimonial(row: { name: string; featured?: boolean; createdAt?: Date; rating?: number; company?: string | null }) {
  const em = t.orm.em.fork();
  const tm = em.create(Testimonial, {
    name: row.name,
    company: row.company === undefined ? 'Acme Co' : row.company,
    position: 'Operations Manager',
    content: `Great service, says ${row.name}.`,
    rating: row.rating ?? 5,
    featured: row.featured ?? false,
    createdAt: row.createdAt ?? new Date(),
  });
  await em.flush();
  return tm;
}

const validTestimonial = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dana Whitfield',
  company: 'Maple Freight',
  position: 'Fleet Manager',
  content: 'They found us three great drivers in a week.',
  rating: 4,
  featured: true,
  ...overrides,
});

describe('GET /api/testimonials', () => {
  beforeEach(async () => {
    await t.orm.em.fork().nativeDelete(Testimonial, {});
  });

  it('lists every testimonial, featured first then newest, with the documented fields', async () => {
    const now = Date.now();
    await insertTestimonial({ name: 'Plain Old', createdAt: new Date(now - 3 * 86_400_000) });
    await insertTestimonial({ name: 'Featured Old', featured: true, createdAt: new Date(now - 5 * 86_400_000) });
    await insertTestimonial({ name: 'Plain New', createdAt: new Date(now - 1000) });
    await insertTestimonial({ name: 'Featured New', featured: true, createdAt: new Date(now - 86_400_000), rating: 3 });
    const res = await t.app.inject({ url: '/api/testimonials' });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['Featured New', 'Featured Old', 'Plain New', 'Plain Old']);
    for (const key of ['id', 'name', 'company', 'position', 'content', 'rating', 'featured']) expect(rows[0]).toHaveProperty(key);
    expect(rows[0]).toMatchObject({
      name: 'Featured New',
      company: 'Acme Co',
      position: 'Operations Manager',
      content: 'Great service, says Featured New.',
      rating: 3,
      featured: true,
    });
    expect(rows[3].featured).toBe(false);
  });

  it('is empty when there are none', async () => {
    const res = await t.app.inject({ url: '/api/testimonials' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

const namesOf = (res: { json(): unknown }) => (res.json() as { name: string }[]).map((r) => r.name);

interface AdminTestimonialPage {
  items: { name: string; featured: boolean }[];
  total: number;
  page: number;
  limit: number;
  stats: { total: number; featured: number; regular: number; averageRating: number; companies: number };
}

async function adminTestimonialPage(input: unknown): Promise<AdminTestimonialPage> {
  const res = await t.app.inject({ url: `/trpc/testimonial.adminList?input=${encodeURIComponent(JSON.stringify(input))}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: { data: AdminTestimonialPage } }).result.data;
}

describe('testimonial pages', () => {
  beforeEach(async () => {
    await t.orm.em.fork().nativeDelete(Testimonial, {});
  });

  async function sixTestimonials() {
    const now = Date.now();
    const rows = [
      { name: 'Regular A', rating: 5, company: 'Maple Logistics' },
      { name: 'Featured A', featured: true, rating: 4, company: ' maple logistics ' },
      { name: 'Regular B', rating: 3, company: null },
      { name: 'Featured B', featured: true, rating: 5, company: 'Harbour Foods' },
      { name: 'Regular C', rating: 4, company: '' },
      { name: 'Regular D', rating: 4, company: 'Lakeshore Distribution' },
    ];
    for (const [i, row] of rows.entries()) await insertTestimonial({ ...row, createdAt: new Date(now - (10 - i) * 60_000) });
  }

  it('GET /api/testimonials answers one page, featured first then newest, with X-Total-Count and Link', async () => {
    await sixTestimonials();
    const first = await t.app.inject({ url: '/api/testimonials?limit=4' });
    expect(first.statusCode).toBe(200);
    expect(namesOf(first)).toEqual(['Featured B', 'Featured A', 'Regular D', 'Regular C']);
    expect(first.headers['x-total-count']).toBe('6');
    expect(first.headers.link).toBe(
      '</api/testimonials?limit=4&page=1>; rel="first", </api/testimonials?limit=4&page=2>; rel="next", </api/testimonials?limit=4&page=2>; rel="last"',
    );
    const second = await t.app.inject({ url: '/api/testimonials?limit=4&page=2' });
    expect(namesOf(second)).toEqual(['Regular B', 'Regular A']);
    expect(second.headers.link).toContain('rel="prev"');
    expect(second.headers.link).not.toContain('rel="next"');
  });

  it('GET /api/testimonials refuses a bad page or limit with 400', async () => {
    for (const [query, message] of [
      ['page=0', PAGE_MESSAGES.page],
      ['page=abc', PAGE_MESSAGES.page],
      ['limit=0', PAGE_MESSAGES.limit],
      ['limit=1000', PAGE_MESSAGES.limit],
    ] as const) {
      const res = await t.app.inject({ url: `/api/testimonials?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('the admin list pages one tab at a time, with figures for every testimonial', async () => {
    await sixTestimonials();
    const all = await adminTestimonialPage({ limit: 4 });
    expect(all.items.map((r) => r.name)).toEqual(['Featured B', 'Featured A', 'Regular D', 'Regular C']);
    expect(all).toMatchObject({ total: 6, page: 1, limit: 4 });
    // (5 + 4 + 3 + 5 + 4 + 4) / 6 = 4.17; companies: maple logistics, harbour foods, lakeshore distribution.
    expect(all.stats).toEqual({ total: 6, featured: 2, regular: 4, averageRating: 4.2, companies: 3 });

    const featured = await adminTestimonialPage({ filter: 'featured' });
    expect(featured.items.map((r) => r.name)).toEqual(['Featured B', 'Featured A']);
    expect(featured.total).toBe(2);
    const regular = await adminTestimonialPage({ filter: 'regular', page: 2, limit: 3 });
    expect(regular.items.map((r) => r.name)).toEqual(['Regular A']);
    expect(regular.total).toBe(4);
    expect(regular.stats.total).toBe(6);

    const rest = await t.app.inject({ url: '/api/admin/testimonials?filter=regular&limit=3', headers: { cookie } });
    expect(rest.statusCode).toBe(200);
    expect(namesOf(rest)).toEqual(['Regular D', 'Regular C', 'Regular B']);
    expect(rest.headers['x-total-count']).toBe('4');
    expect(rest.headers.link).toContain('</api/admin/testimonials?filter=regular&limit=3&page=2>; rel="next"');
    expect((await t.app.inject({ url: '/api/admin/testimonials' })).statusCode).toBe(401);
  });

  it('the admin list searches name, company, position and words', async () => {
    await sixTestimonials();
    await insertTestimonial({ name: 'Searchable Person', company: 'Zephyr Freight' });
    const res = await t.app.inject({ url: '/api/admin/testimonials?search=zephyr', headers: { cookie } });
    expect(namesOf(res)).toEqual(['Searchable Person']);
    expect(res.headers['x-total-count']).toBe('1');
    const maple = await adminTestimonialPage({ search: 'MAPLE', filter: 'featured' });
    expect(maple.items.map((r) => r.name)).toEqual(['Featured A']);
    expect(maple.total).toBe(1);
  });

  it("the figures are zeros and an average of 0 ('0.0' on screen) when there are none", async () => {
    const empty = await adminTestimonialPage({});
    expect(empty).toMatchObject({ items: [], total: 0 });
    expect(empty.stats).toEqual({ total: 0, featured: 0, regular: 0, averageRating: 0, companies: 0 });
  });

  it('the figures follow creating, featuring and deleting', async () => {
    const created = (
      await t.app.inject({ method: 'POST', url: '/api/admin/testimonials', headers: { cookie }, payload: validTestimonial({ featured: false, rating: 2 }) })
    ).json();
    await insertTestimonial({ name: 'Five Stars', rating: 5, company: 'Maple Freight' });
    expect((await adminTestimonialPage({})).stats).toEqual({ total: 2, featured: 0, regular: 2, averageRating: 3.5, companies: 1 });
    await t.app.inject({ method: 'PATCH', url: `/api/admin/testimonials/${created.id}`, headers: { cookie }, payload: { featured: true } });
    expect((await adminTestimonialPage({})).stats).toMatchObject({ total: 2, featured: 1, regular: 1 });
    await t.app.inject({ method: 'DELETE', url: `/api/admin/testimonials/${created.id}`, headers: { cookie } });
    expect((await adminTestimonialPage({})).stats).toEqual({ total: 1, featured: 0, regular: 1, averageRating: 5, companies: 1 });
  });

  it('the admin list refuses an unknown tab with 400', async () => {
    const res = await t.app.inject({ url: '/api/admin/testimonials?filter=archived', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('filter must be one of: all, featured, regular');
  });
});

describe('admin testimonials', () => {
  it('POST creates (201) and the testimonial appears publicly', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/testimonials',
      headers: { cookie },
      payload: validTestimonial({ name: 'Created Person' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      name: 'Created Person',
      company: 'Maple Freight',
      position: 'Fleet Manager',
      content: 'They found us three great drivers in a week.',
      rating: 4,
      featured: true,
    });
    const stored = await t.orm.em.fork().findOneOrFail(Testimonial, { id: res.json().id });
    expect(stored).toMatchObject({ name: 'Created Person', rating: 4, featured: true });
    const list = (await t.app.inject({ url: '/api/testimonials' })).json();
    expect(list.map((r: { id: number }) => r.id)).toContain(res.json().id);
    const byId = await t.app.inject({ url: `/api/admin/testimonials/${res.json().id}`, headers: { cookie } });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ name: 'Created Person' });
  });

  it('POST defaults rating to 5 and featured to false; company and position are optional', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/testimonials',
      headers: { cookie },
      payload: { name: 'Minimal Person', content: 'Short and sweet.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Minimal Person', rating: 5, featured: false, company: null, position: null });
  });

  it('POST refuses a rating outside 1-5 or not whole', async () => {
    for (const rating of [0, 6, -1, 3.5, '4']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/testimonials',
        headers: { cookie },
        payload: validTestimonial({ name: `Bad Rating ${rating}`, rating }),
      });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().message).toBe(RATING_MSG);
    }
    expect(await t.orm.em.fork().count(Testimonial, { name: { $like: 'Bad Rating%' } })).toBe(0);
    for (const rating of [1, 5]) {
      const ok = await t.app.inject({
        method: 'POST',
        url: '/api/admin/testimonials',
        headers: { cookie },
        payload: validTestimonial({ name: `Edge Rating ${rating}`, rating }),
      });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().rating).toBe(rating);
    }
  });

  it('POST validates name and content', async () => {
    const shortName = await t.app.inject({ method: 'POST', url: '/api/admin/testimonials', headers: { cookie }, payload: validTestimonial({ name: 'X' }) });
    expect(shortName.statusCode).toBe(400);
    expect(shortName.json().message).toBe('Name must be at least 2 characters');
    const noContent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/testimonials',
      headers: { cookie },
      payload: validTestimonial({ content: '   ' }),
    });
    expect(noContent.statusCode).toBe(400);
    expect(noContent.json().message).toBe('Testimonial content is required');
  });

  it('PATCH updates the fields sent and keeps the rest', async () => {
    const tm = await insertTestimonial({ name: 'Patch Target', rating: 2 });
    const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/testimonials/${tm.id}`, headers: { cookie }, payload: { rating: 5, featured: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: tm.id,
      name: 'Patch Target',
      rating: 5,
      featured: true,
      company: 'Acme Co',
      position: 'Operations Manager',
      content: 'Great service, says Patch Target.',
    });
    const stored = await t.orm.em.fork().findOneOrFail(Testimonial, { id: tm.id });
    expect(stored).toMatchObject({ name: 'Patch Target', rating: 5, featured: true, company: 'Acme Co' });

    const renamed = await t.app.inject({ method: 'PATCH', url: `/api/admin/testimonials/${tm.id}`, headers: { cookie }, payload: { name: 'Patch Renamed' } });
    expect(renamed.json()).toMatchObject({ name: 'Patch Renamed', rating: 5, featured: true });
  });

  it('PATCH refuses a rating outside 1-5 and keeps the stored one', async () => {
    const tm = await insertTestimonial({ name: 'Rating Keeper', rating: 3 });
    for (const rating of [0, 6, 2.5]) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/testimonials/${tm.id}`, headers: { cookie }, payload: { rating } });
      expect(res.statusCode, String(rating)).toBe(400);
      expect(res.json().message).toBe(RATING_MSG);
    }
    expect((await t.orm.em.fork().findOneOrFail(Testimonial, { id: tm.id })).rating).toBe(3);
  });

  it('PATCH and GET answer 404 for an unknown id', async () => {
    const patch = await t.app.inject({ method: 'PATCH', url: '/api/admin/testimonials/999999', headers: { cookie }, payload: { rating: 4 } });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ message: 'Testimonial not found' });
    expect((await t.app.inject({ url: '/api/admin/testimonials/999999', headers: { cookie } })).statusCode).toBe(404);
  });

  it('DELETE removes it (200), then answers 404', async () => {
    const tm = await insertTestimonial({ name: 'Delete Target' });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/testimonials/${tm.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: tm.id });
    expect(await t.orm.em.fork().count(Testimonial, { id: tm.id })).toBe(0);
    const list = (await t.app.inject({ url: '/api/testimonials' })).json();
    expect(list.map((r: { id: number }) => r.id)).not.toContain(tm.id);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/testimonials/${tm.id}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
  });

  it('create, update and delete require an admin session', async () => {
    const tm = await insertTestimonial({ name: 'Guarded Testimonial' });
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/testimonials', payload: validTestimonial() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/testimonials/${tm.id}`, payload: { rating: 1 } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/testimonials/${tm.id}` })).statusCode).toBe(401);
    expect(await t.orm.em.fork().findOneOrFail(Testimonial, { id: tm.id })).toMatchObject({ rating: 5 });
  });
});

async function clearAll() {
  const em = t.orm.em.fork();
  await em.nativeDelete(JobApplication, {});
  await em.nativeDelete(Job, {});
  await em.nativeDelete(BlogPost, {});
  await em.nativeDelete(Testimonial, {});
  await em.nativeDelete(ContactMessage, {});
  await em.nativeDelete(TransportationQuote, {});
  await em.nativeDelete(WarehouseQuote, {});
  await em.nativeDelete(CarrierApplication, {});
  await em.nativeDelete(NewsletterSubscription, {});
}

async function insertJob(company: string, status: 'pending' | 'approved' | 'denied' = 'approved', expiresAt: Date | null = null) {
  const em = t.orm.em.fork();
  const job = em.create(Job, { ...validJob, title: `Job at ${company}`, company, status, expiresAt });
  await em.flush();
  return job;
}

async function insertApplications(job: { id: number } | null, statuses: Array<'submitted' | 'under_review' | 'accepted' | 'rejected'>) {
  const em = t.orm.em.fork();
  for (const status of statuses) {
    em.create(JobApplication, { job: job ? em.getReference(Job, job.id) : null, jobTitle: 'Some job', coverLetter: 'Hi', status, appliedAt: new Date() });
  }
  await em.flush();
}

describe('GET /api/stats', () => {
  beforeEach(clearAll);

  it('answers the site_settings baselines (710, 480, 1480) on an empty database', async () => {
    const res = await t.app.inject({ url: '/api/stats' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ jobs: 710, employers: 480, hired: 1480 });
  });

  it('adds approved jobs, distinct approved companies (ignoring case) and accepted applications', async () => {
    const a = await insertJob('Maple Freight');
    await insertJob('MAPLE FREIGHT');
    await insertJob('maple freight');
    await insertJob('Northern Studio');
    await insertJob('Lakeshore Accounting');
    await insertJob('Pending Only Co', 'pending');
    await insertJob('Denied Only Co', 'denied');
    await insertJob('Northern Studio', 'pending');
    await insertApplications(a, ['accepted', 'accepted', 'rejected', 'submitted', 'under_review']);
    await insertApplications(null, ['accepted']);
    const res = await t.app.inject({ url: '/api/stats' });
    expect(res.statusCode).toBe(200);
    // 5 approved jobs; companies maple freight, northern studio, lakeshore accounting; 3 accepted.
    expect(res.json()).toEqual({ jobs: 715, employers: 483, hired: 1483 });
  });

  it('follows status changes made through the API', async () => {
    const pending = await insertJob('Status Change Co', 'pending');
    await insertApplications(null, ['submitted']);
    const app = (await t.orm.em.fork().find(JobApplication, {}))[0]!;
    expect((await t.app.inject({ url: '/api/stats' })).json()).toEqual({ jobs: 710, employers: 480, hired: 1480 });
    await t.app.inject({ method: 'PATCH', url: `/api/jobs/${pending.id}/status`, headers: { cookie }, payload: { status: 'approved' } });
    await t.app.inject({ method: 'PATCH', url: `/api/applications/${app.id}/status`, headers: { cookie }, payload: { status: 'accepted' } });
    expect((await t.app.inject({ url: '/api/stats' })).json()).toEqual({ jobs: 711, employers: 481, hired: 1481 });
  });

  it('uses the baselines stored in site_settings', async () => {
    const em = t.orm.em.fork();
    await updateSiteSettings(em, { statsJobsBaseline: 10, statsEmployersBaseline: 20, statsHiredBaseline: 30 });
    try {
      await insertJob('Baseline Co');
      await insertJob('baseline co');
      await insertApplications(null, ['accepted', 'rejected']);
      expect((await t.app.inject({ url: '/api/stats' })).json()).toEqual({ jobs: 12, employers: 21, hired: 31 });
    } finally {
      await updateSiteSettings(em, { statsJobsBaseline: 710, statsEmployersBaseline: 480, statsHiredBaseline: 1480 });
    }
  });
});

describe('GET /api/admin/dashboard/stats', () => {
  beforeEach(clearAll);

  it('answers zeros on an empty database and needs an admin session', async () => {
    expect((await t.app.inject({ url: '/api/admin/dashboard/stats' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/admin/dashboard/stats', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ jobs: 0, blogPosts: 0, testimonials: 0, applications: 0, newLeads: 0, pendingJobs: 0 });
  });

  it('counts approved jobs, published posts, testimonials, all applications and new leads exactly', async () => {
    const job = await insertJob('Dash Co');
    await insertJob('Dash Co 2');
    await insertJob('Dash Co 3');
    await insertJob('Dash Pending', 'pending');
    await insertJob('Dash Denied', 'denied');
    await insertApplications(job, ['submitted', 'accepted', 'rejected', 'under_review']);

    const em = t.orm.em.fork();
    for (const [i, published] of [true, true, false].entries()) {
      em.create(BlogPost, {
        title: `Dash post ${i}`,
        slug: `dash-post-${i}`,
        excerpt: 'e',
        content: 'c',
        published,
        publishedAt: published ? new Date() : null,
      });
    }
    await em.flush();
    await insertTestimonial({ name: 'Dash One' });
    await insertTestimonial({ name: 'Dash Two', featured: true });

    const lead = { email: 'lead@example.com', phone: '(905) 555-0100' };
    const em2 = t.orm.em.fork();
    em2.create(ContactMessage, { name: 'New Contact', subject: 'Hello there', message: 'A new message here.', ...lead });
    em2.create(ContactMessage, { name: 'New Contact 2', subject: 'Hello there', message: 'A new message here.', ...lead });
    em2.create(ContactMessage, { name: 'Closed Contact', subject: 'Hello there', message: 'An old message here.', status: 'closed', ...lead });
    em2.create(TransportationQuote, {
      contactName: 'Quote Person',
      company: 'Q Co',
      serviceType: 'ftl',
      origin: 'Toronto',
      destination: 'Ottawa',
      freightType: 'general',
      timeline: 'asap',
      ...lead,
    });
    em2.create(TransportationQuote, {
      contactName: 'Quote Person 2',
      company: 'Q Co',
      serviceType: 'ltl',
      origin: 'Toronto',
      destination: 'Ottawa',
      freightType: 'general',
      timeline: 'asap',
      status: 'contacted',
      ...lead,
    });
    em2.create(WarehouseQuote, { name: 'Warehouse Person', company: 'W Co', serviceType: 'storage', ...lead });
    em2.create(CarrierApplication, { companyName: 'Carrier Co', contactName: 'Carrier Person', ...lead });
    em2.create(CarrierApplication, { companyName: 'Carrier Co 2', contactName: 'Carrier Person 2', status: 'closed', ...lead });
    await em2.flush();

    const res = await t.app.inject({ url: '/api/admin/dashboard/stats', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    // new leads: 2 contact + 1 transportation + 1 warehouse + 1 carrier
    expect(res.json()).toEqual({ jobs: 3, blogPosts: 2, testimonials: 2, applications: 4, newLeads: 5, pendingJobs: 1 });
  });
});
