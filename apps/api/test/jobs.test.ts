import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Job, JobApplication, updateSiteSettings } from '@app/db';
import { createAdminApp, validJob, type TestApp } from './helpers.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ t, cookie } = await createAdminApp());
});
afterAll(() => t.close());

async function insertJob(
  overrides: Partial<typeof validJob> & { status?: 'pending' | 'approved' | 'denied'; featured?: boolean; postedAt?: Date; expiresAt?: Date | null } = {},
) {
  const em = t.orm.em.fork();
  const job = em.create(Job, { ...validJob, status: 'approved', ...overrides });
  await em.flush();
  return job;
}

const JOB_KEYS = [
  'id',
  'title',
  'description',
  'location',
  'company',
  'type',
  'category',
  'requirements',
  'salary',
  'contactEmail',
  'contactPhone',
  'status',
  'postedAt',
];

describe('GET /api/jobs', () => {
  beforeEach(async () => {
    await t.orm.em.fork().nativeDelete(JobApplication, {});
    await t.orm.em.fork().nativeDelete(Job, {});
  });

  it('lists approved jobs only, newest first, with the documented fields', async () => {
    const now = Date.now();
    await insertJob({ title: 'Older', postedAt: new Date(now - 3 * 86_400_000) });
    await insertJob({ title: 'Newest', postedAt: new Date(now - 1000) });
    await insertJob({ title: 'Middle', postedAt: new Date(now - 86_400_000) });
    await insertJob({ title: 'Pending one', status: 'pending' });
    await insertJob({ title: 'Denied one', status: 'denied' });
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const jobs = res.json();
    expect(jobs.map((j: { title: string }) => j.title)).toEqual(['Newest', 'Middle', 'Older']);
    for (const key of JOB_KEYS) expect(jobs[0]).toHaveProperty(key);
    expect(jobs[0].status).toBe('approved');
    expect(typeof jobs[0].id).toBe('number');
    expect(new Date(jobs[0].postedAt).toISOString()).toBe(jobs[0].postedAt);
  });

  it('hides expired jobs', async () => {
    await insertJob({ title: 'Expired', expiresAt: new Date(Date.now() - 1000) });
    await insertJob({ title: 'Still open', expiresAt: new Date(Date.now() + 86_400_000) });
    const titles = (await t.app.inject({ url: '/api/jobs' })).json().map((j: { title: string }) => j.title);
    expect(titles).toEqual(['Still open']);
  });

  describe('filters', () => {
    beforeEach(async () => {
      await insertJob({
        title: 'Forklift Operator',
        company: 'Maple Freight',
        description: 'Drive lifts.',
        location: 'Mississauga, ON',
        type: 'Full-Time',
        category: 'Warehouse',
      });
      await insertJob({
        title: 'Bookkeeper',
        company: 'Lakeshore Accounting',
        description: 'Keep the books for a FORKLIFT dealer.',
        location: 'Toronto, ON',
        type: 'Part-time',
        category: 'Accounting',
      });
      await insertJob({
        title: 'Dispatcher',
        company: 'Forklift Masters Ltd',
        description: 'Plan routes.',
        location: 'Remote - Canada',
        type: 'Remote',
        category: 'Transportation',
      });
      await insertJob({
        title: 'Graphic Designer',
        company: 'Northern Studio',
        description: 'Design 100% of our brand_assets.',
        location: 'Hamilton, ON',
        type: 'Contract',
        category: 'Design',
      });
    });
    const titles = async (qs: string) =>
      (await t.app.inject({ url: `/api/jobs${qs}` }))
        .json()
        .map((j: { title: string }) => j.title)
        .sort();

    it('query matches words of the title, company, category, place and text, ignoring case', async () => {
      // validJob's requirements mention a forklift licence: every job inserted here carries them.
      expect(await titles('?query=BOOKKEEPER')).toEqual(['Bookkeeper']);
      expect(await titles('?query=masters')).toEqual(['Dispatcher']);
      expect(await titles('?query=studio%20design')).toEqual(['Graphic Designer']);
      expect(await titles('?query=nothing-like-this')).toEqual([]);
    });

    it('punctuation and wildcards in the query are plain text, never an error', async () => {
      for (const q of ['100%25', 'brand_assets', '_', "o'neil", '%5C', '(((', '!!']) {
        const res = await t.app.inject({ url: `/api/jobs?query=${q}` });
        expect(res.statusCode, q).toBe(200);
      }
      expect(await titles('?query=brand_assets')).toEqual(['Graphic Designer']);
    });

    it('location matches the place: a city, a province or remote, ignoring case', async () => {
      expect(await titles('?location=toronto')).toEqual(['Bookkeeper']);
      expect(await titles('?location=ON')).toEqual(['Bookkeeper', 'Forklift Operator', 'Graphic Designer']);
      expect(await titles('?location=remote')).toEqual(['Dispatcher']);
    });

    it("type filters exactly; 'Part-Time' and 'Part-time' are the same; 'all' or empty clears it", async () => {
      expect(await titles('?type=Full-Time')).toEqual(['Forklift Operator']);
      expect(await titles('?type=Part-time')).toEqual(['Bookkeeper']);
      expect(await titles('?type=Part-Time')).toEqual(['Bookkeeper']);
      expect(await titles('?type=all')).toHaveLength(4);
      expect(await titles('?type=')).toHaveLength(4);
    });

    it("category filters exactly, ignoring case; 'all' or empty clears it", async () => {
      expect(await titles('?category=Warehouse')).toEqual(['Forklift Operator']);
      expect(await titles('?category=customer%20service')).toEqual([]);
      expect(await titles('?category=design')).toEqual(['Graphic Designer']);
      expect(await titles('?category=all')).toHaveLength(4);
      expect(await titles('?category=')).toHaveLength(4);
    });

    it('combines all four filters', async () => {
      expect(await titles('?query=forklift&location=mississauga&type=Full-Time&category=Warehouse')).toEqual(['Forklift Operator']);
      expect(await titles('?query=forklift&location=mississauga&type=Contract&category=Warehouse')).toEqual([]);
    });
  });
});

describe('GET /api/jobs/featured and /api/jobs/{id}', () => {
  it('featured lists approved featured jobs only', async () => {
    const a = await insertJob({ title: 'Featured approved', featured: true });
    await insertJob({ title: 'Featured pending', featured: true, status: 'pending' });
    await insertJob({ title: 'Plain approved' });
    const res = await t.app.inject({ url: '/api/jobs/featured' });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((j: { id: number }) => j.id);
    expect(ids).toContain(a.id);
    expect(res.json().every((j: { featured: boolean; status: string }) => j.featured && j.status === 'approved')).toBe(true);
  });

  it('returns an approved job by id', async () => {
    const job = await insertJob({ title: 'Detail me' });
    const res = await t.app.inject({ url: `/api/jobs/${job.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: job.id, title: 'Detail me', company: validJob.company, status: 'approved' });
  });

  it('answers 404 for unknown, malformed and out-of-range ids', async () => {
    for (const id of ['999999', 'abc', '-1', '1.5', '99999999999']) {
      const res = await t.app.inject({ url: `/api/jobs/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Job not found' });
    }
  });

  it('hides pending jobs from visitors but shows them to admins', async () => {
    const job = await insertJob({ title: 'Not yet', status: 'pending' });
    expect((await t.app.inject({ url: `/api/jobs/${job.id}` })).statusCode).toBe(404);
    const res = await t.app.inject({ url: `/api/jobs/${job.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('pending');
  });
});

describe('submission and moderation', () => {
  it('POST /api/jobs/submit creates a pending job that appears only after approval', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...validJob, title: 'Submitted Role XYZ' } });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ title: 'Submitted Role XYZ', status: 'pending', contactEmail: validJob.contactEmail });

    const listed = async () => (await t.app.inject({ url: '/api/jobs?query=Submitted Role XYZ' })).json();
    expect(await listed()).toEqual([]);

    const pending = await t.app.inject({ url: '/api/jobs/pending', headers: { cookie } });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().map((j: { id: number }) => j.id)).toContain(created.id);

    const approve = await t.app.inject({ method: 'PATCH', url: `/api/jobs/${created.id}/status`, headers: { cookie }, payload: { status: 'approved' } });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ id: created.id, status: 'approved' });
    expect((await listed()).map((j: { id: number }) => j.id)).toEqual([created.id]);
    const stillPending = await t.app.inject({ url: '/api/jobs/pending', headers: { cookie } });
    expect(stillPending.json().map((j: { id: number }) => j.id)).not.toContain(created.id);
  });

  it('denied jobs never appear publicly', async () => {
    const created = (await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...validJob, title: 'Deny Me QRS' } })).json();
    const deny = await t.app.inject({ method: 'PATCH', url: `/api/jobs/${created.id}/status`, headers: { cookie }, payload: { status: 'denied' } });
    expect(deny.json().status).toBe('denied');
    expect((await t.app.inject({ url: '/api/jobs?query=Deny Me QRS' })).json()).toEqual([]);
  });

  it('status must be approved or denied', async () => {
    const job = await insertJob({ status: 'pending' });
    const res = await t.app.inject({ method: 'PATCH', url: `/api/jobs/${job.id}/status`, headers: { cookie }, payload: { status: 'published' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Status must be 'approved' or 'denied'");
    const missing = await t.app.inject({ method: 'PATCH', url: '/api/jobs/999999/status', headers: { cookie }, payload: { status: 'approved' } });
    expect(missing.statusCode).toBe(404);
  });

  it('job auto-approval publishes public submissions at once', async () => {
    const em = t.orm.em.fork();
    await updateSiteSettings(em, { jobAutoApproval: true });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...validJob, title: 'Auto Approved ABC' } });
      expect(res.json().status).toBe('approved');
      expect((await t.app.inject({ url: '/api/jobs?query=Auto Approved ABC' })).json()).toHaveLength(1);
    } finally {
      await updateSiteSettings(em, { jobAutoApproval: false });
    }
  });

  it('normalises job type spelling on the way in', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...validJob, type: 'Part-Time' } });
    expect(res.json().type).toBe('Part-time');
  });

  it('public submission requires the form fields and reports the first failing one', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Required');
    expect(empty.json().issues.length).toBeGreaterThanOrEqual(8);

    const badEmail = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...validJob, contactEmail: 'nope' } });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Please enter a valid email address');

    const badPhone = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...validJob, contactPhone: '12345' } });
    expect(badPhone.json().message).toBe('Please enter a valid phone number');

    const blankTitle = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...validJob, title: '   ' } });
    expect(blankTitle.json().message).toBe('Title is required');

    const badType = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...validJob, type: 'Internship' } });
    expect(badType.json().message).toBe('Please select a job type');
  });
});

describe('admin job CRUD', () => {
  it('POST /api/jobs creates a pending job; contact fields optional but checked', async () => {
    const { contactEmail: _e, contactPhone: _p, ...noContact } = validJob;
    const res = await t.app.inject({ method: 'POST', url: '/api/jobs', headers: { cookie }, payload: { ...noContact, title: 'Admin Made' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title: 'Admin Made', status: 'pending', contactEmail: null, contactPhone: null });

    const bad = await t.app.inject({ method: 'POST', url: '/api/jobs', headers: { cookie }, payload: { ...validJob, contactEmail: 'x@' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid email address');
    const badPhone = await t.app.inject({ method: 'POST', url: '/api/jobs', headers: { cookie }, payload: { ...validJob, contactPhone: '555' } });
    expect(badPhone.json().message).toBe('Please enter a valid phone number');
  });

  it('PUT /api/jobs/{id} updates the fields sent and keeps the rest', async () => {
    const job = await insertJob({ title: 'Before' });
    const res = await t.app.inject({ method: 'PUT', url: `/api/jobs/${job.id}`, headers: { cookie }, payload: { ...validJob, title: 'After', salary: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: job.id, title: 'After', salary: null, company: validJob.company, status: 'approved' });
    const partial = await t.app.inject({ method: 'PUT', url: `/api/jobs/${job.id}`, headers: { cookie }, payload: { location: 'Ottawa, ON' } });
    expect(partial.json()).toMatchObject({ title: 'After', location: 'Ottawa, ON' });
    const bad = await t.app.inject({ method: 'PUT', url: `/api/jobs/${job.id}`, headers: { cookie }, payload: { title: '' } });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/jobs/${job.id}` })).json().title).toBe('After');
    expect((await t.app.inject({ method: 'PUT', url: '/api/jobs/999999', headers: { cookie }, payload: validJob })).statusCode).toBe(404);
  });

  it('DELETE /api/jobs/{id} removes the job and keeps its applications', async () => {
    const job = await insertJob({ title: 'Delete Me' });
    const apply = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/apply`,
      payload: { userId: 'temp-user', coverLetter: 'Hello there, I would like this job.' },
    });
    expect(apply.statusCode).toBe(201);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/jobs/${job.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: job.id });
    // Gone for good (issue 12: crawlers drop the address), not merely unknown.
    expect((await t.app.inject({ url: `/api/jobs/${job.id}`, headers: { cookie } })).statusCode).toBe(410);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/jobs/${job.id}`, headers: { cookie } })).statusCode).toBe(404);
    const apps = (await t.app.inject({ url: '/api/applications', headers: { cookie } })).json();
    const kept = apps.find((a: { id: number }) => a.id === apply.json().application.id);
    expect(kept).toMatchObject({ jobId: null, jobTitle: 'Delete Me' });
  });

  it('GET /api/jobs/recent lists the latest jobs of any status', async () => {
    const job = await insertJob({ title: 'Brand new pending', status: 'pending', postedAt: new Date(Date.now() + 60_000) });
    const res = await t.app.inject({ url: '/api/jobs/recent', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ id: job.id, title: 'Brand new pending' });
    expect(res.json().length).toBeLessThanOrEqual(5);
  });
});

describe('application deadline', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const setDeadline = (applicationDeadlineDays: number, jobAutoApproval = false) =>
    updateSiteSettings(t.orm.em.fork(), { applicationDeadlineDays, jobAutoApproval });

  it('approving a job without an end date closes applications after the configured days', async () => {
    await setDeadline(14);
    try {
      const created = (await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: validJob })).json();
      expect(created.expiresAt).toBeNull();
      const before = Date.now();
      const res = await t.app.inject({ method: 'PATCH', url: `/api/jobs/${created.id}/status`, headers: { cookie }, payload: { status: 'approved' } });
      const expires = new Date(res.json().expiresAt).getTime();
      expect(expires).toBeGreaterThanOrEqual(before + 14 * DAY - 1000);
      expect(expires).toBeLessThanOrEqual(Date.now() + 14 * DAY + 1000);
    } finally {
      await setDeadline(30);
    }
  });

  it('an auto-approved submission gets the deadline at once and a job that expired leaves the list', async () => {
    await setDeadline(7, true);
    try {
      const created = (await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...validJob, title: 'Deadline Auto Role' } })).json();
      expect(created.status).toBe('approved');
      expect(new Date(created.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * DAY);
      await t.orm.em.fork().nativeUpdate(Job, { id: created.id }, { expiresAt: new Date(Date.now() - 1000) });
      const list = (await t.app.inject({ method: 'GET', url: '/api/jobs?query=Deadline%20Auto%20Role' })).json();
      expect(list.find((j: { id: number }) => j.id === created.id)).toBeUndefined();
    } finally {
      await setDeadline(30);
    }
  });
});
