import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Job, JobApplication } from '@app/db';
import { JOB_CLOSED_MESSAGE } from '@app/shared/job-posting';
import { createAdmin, createAdminApp, expectFirstOfTwoPagesLinks, loginCookie, parseCsv, validJob, type TestApp } from './helpers.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  // More applications a minute than a visitor may send: each test applies from the same address.
  ({ t, cookie } = await createAdminApp({ PUBLIC_WRITE_LIMIT: '1000' }));
});
afterAll(() => t.close());

type JobOverrides = Partial<typeof validJob> & { status?: 'pending' | 'approved' | 'denied'; expiresAt?: Date | null };

async function insertJob(overrides: JobOverrides = {}) {
  const em = t.orm.em.fork();
  const job = em.create(Job, { ...validJob, status: 'approved', ...overrides });
  await em.flush();
  return job;
}

interface AppRow {
  title: string;
  applicantName?: string | null;
  applicantEmail?: string | null;
  status?: 'submitted' | 'under_review' | 'accepted' | 'rejected' | 'withdrawn';
  appliedAt?: Date;
}

/** An application stored directly, with a known appliedAt for ordering. */
async function insertApplication(job: { id: number } | null, row: AppRow) {
  const em = t.orm.em.fork();
  const app = em.create(JobApplication, {
    job: job ? em.getReference(Job, job.id) : null,
    jobTitle: row.title,
    applicantName: row.applicantName ?? null,
    applicantEmail: row.applicantEmail ?? null,
    coverLetter: 'A stored cover letter.',
    status: row.status ?? 'submitted',
    appliedAt: row.appliedAt ?? new Date(),
  });
  await em.flush();
  return app;
}

const apply = (jobId: number | string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/apply`, payload: payload as object });

const listApplications = async (qs = '') => {
  const res = await t.app.inject({ url: `/api/applications${qs}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as Array<Record<string, any>>;
};

/** The job page's form sends its application over tRPC (application.create), not the REST path. */
const applyOnSite = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/trpc/application.create',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ consent: true, ...payload }),
  });

describe("the site's application (tRPC application.create) needs a way to reach the applicant", () => {
  it('refuses a cover letter with a name alone: 400 at the email field, nothing stored', async () => {
    const job = await insertJob({ title: 'Anonymous Site Role' });
    const before = await t.orm.em.fork().count(JobApplication, { job: job.id });
    const res = await applyOnSite({ jobId: job.id, coverLetter: 'Only a letter.', applicantName: 'No Contact' });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.message).toBe('Please give an email address, a phone number or a resume so we can reach you');
    expect(error.data.issues ?? error.data.zodError ?? error.data).toBeDefined();
    expect(JSON.stringify(error.data)).toContain('applicantEmail');
    expect(await t.orm.em.fork().count(JobApplication, { job: job.id })).toBe(before);
  });

  it.each([
    ['an email', { applicantEmail: 'reach.me@example.com' }],
    ['a phone number', { applicantPhone: '(416) 555-0123' }],
    ['a resume link', { resume: 'https://example.com/cv.pdf' }],
  ])('accepts %s as the way to reach the applicant', async (_label, contact) => {
    const job = await insertJob({ title: 'Reachable Site Role' });
    const res = await applyOnSite({ jobId: job.id, coverLetter: 'I can start Monday.', ...contact });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.data.application).toMatchObject({ jobId: job.id, status: 'submitted', ...contact });
  });

  it('the REST path keeps the specification body: a cover letter alone is still 201', async () => {
    const job = await insertJob({ title: 'Spec Body Still Works' });
    expect((await apply(job.id, { userId: 'temp-user', coverLetter: 'Just a letter.' })).statusCode).toBe(201);
  });
});

describe('POST /api/jobs/{id}/apply', () => {
  it('accepts the spec payload {userId, coverLetter, resume} alone: 201 and status submitted', async () => {
    const job = await insertJob({ title: 'Spec Payload Role' });
    const res = await apply(job.id, {
      userId: 'temp-user-123',
      coverLetter: 'I have five years of warehouse experience.',
      resume: 'https://example.com/cv/spec-payload.pdf',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.application).toMatchObject({
      id: expect.any(Number),
      jobId: job.id,
      jobTitle: 'Spec Payload Role',
      status: 'submitted',
      coverLetter: 'I have five years of warehouse experience.',
      resume: 'https://example.com/cv/spec-payload.pdf',
      applicantName: null,
      applicantEmail: null,
      applicantPhone: null,
      experience: null,
    });
    const stored = await t.orm.em.fork().findOneOrFail(JobApplication, { id: body.application.id }, { populate: ['job'] });
    expect(stored.status).toBe('submitted');
    expect(stored.job?.id).toBe(job.id);
    expect(stored.jobTitle).toBe('Spec Payload Role');
    expect(stored.coverLetter).toBe('I have five years of warehouse experience.');
    expect(stored.resume).toBe('https://example.com/cv/spec-payload.pdf');
    expect(stored.appliedAt).toBeInstanceOf(Date);
    expect(Math.abs(stored.appliedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('accepts a numeric userId and no resume', async () => {
    const job = await insertJob({ title: 'Numeric User Role' });
    const res = await apply(job.id, { userId: 42, coverLetter: 'Numeric user id cover letter.' });
    expect(res.statusCode).toBe(201);
    expect(res.json().application).toMatchObject({ status: 'submitted', resume: null, jobId: job.id });
  });

  it('stores the extra applicant fields', async () => {
    const job = await insertJob({ title: 'Extra Fields Role' });
    const res = await apply(job.id, {
      userId: 'temp-user-extra',
      coverLetter: 'Please consider me for this role.',
      resume: 'http://example.org/resume-extra.docx',
      applicantName: 'Priya Extrafield',
      applicantEmail: 'priya.extra@example.com',
      applicantPhone: '(416) 555-0199',
      experience: '3 years driving AZ',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().application.id;
    expect(res.json().application).toMatchObject({
      applicantName: 'Priya Extrafield',
      applicantEmail: 'priya.extra@example.com',
      applicantPhone: '(416) 555-0199',
      experience: '3 years driving AZ',
      status: 'submitted',
    });
    const stored = await t.orm.em.fork().findOneOrFail(JobApplication, { id });
    expect(stored).toMatchObject({
      applicantName: 'Priya Extrafield',
      applicantEmail: 'priya.extra@example.com',
      applicantPhone: '(416) 555-0199',
      experience: '3 years driving AZ',
      status: 'submitted',
    });
  });

  it('refuses a missing, empty or whitespace-only cover letter with the spec message', async () => {
    const job = await insertJob({ title: 'Blank Letter Role' });
    const before = await t.orm.em.fork().count(JobApplication, { job: job.id });
    for (const coverLetter of ['', '   ', '\n\t  ', undefined]) {
      const res = await apply(job.id, { userId: 'temp-user', coverLetter, resume: 'https://example.com/r.pdf' });
      expect(res.statusCode, JSON.stringify(coverLetter)).toBe(400);
      expect(res.json().message).toBe('Please provide a cover letter for your application.');
      expect(res.json().issues[0].path).toEqual(['coverLetter']);
    }
    expect(await t.orm.em.fork().count(JobApplication, { job: job.id })).toBe(before);
  });

  it('refuses a resume that is not an http(s) URL', async () => {
    const job = await insertJob({ title: 'Bad Resume Role' });
    for (const resume of ['javascript:alert(1)', 'not a url', 'ftp://example.com/cv.pdf', 'data:text/html,hi']) {
      const res = await apply(job.id, { userId: 'temp-user', coverLetter: 'Valid cover letter here.', resume });
      expect(res.statusCode, resume).toBe(400);
      expect(res.json().message).toBe('Please enter a valid URL (starting with http:// or https://)');
      expect(res.json().issues[0].path).toEqual(['resume']);
    }
    expect(await t.orm.em.fork().count(JobApplication, { job: job.id })).toBe(0);
  });

  it('checks the optional applicant email and phone when given', async () => {
    const job = await insertJob({ title: 'Bad Contact Role' });
    const badEmail = await apply(job.id, { coverLetter: 'Cover letter.', applicantEmail: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Please enter a valid email address');
    const badPhone = await apply(job.id, { coverLetter: 'Cover letter.', applicantPhone: '555' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe('Please enter a valid phone number');
  });

  it('answers 404 for a pending or denied job and for unknown ids, 409 for a closed one', async () => {
    const pending = await insertJob({ title: 'Pending Apply Role', status: 'pending' });
    const denied = await insertJob({ title: 'Denied Apply Role', status: 'denied' });
    const expired = await insertJob({ title: 'Expired Apply Role', expiresAt: new Date(Date.now() - 60_000) });
    const payload = { userId: 'temp-user', coverLetter: 'Let me in please.', resume: 'https://example.com/r.pdf' };
    for (const id of [pending.id, denied.id, 999_999, 'abc', '-3']) {
      const res = await apply(id, payload);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: 'Job not found' });
    }
    // Its end date has passed (the sweep has not marked it yet): closed, and it says so.
    const closed = await apply(expired.id, payload);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: JOB_CLOSED_MESSAGE });
    const em = t.orm.em.fork();
    expect(await em.count(JobApplication, { job: { $in: [pending.id, denied.id, expired.id] } })).toBe(0);
  });
});

describe('GET /api/applications (admin)', () => {
  beforeEach(async () => {
    await t.orm.em.fork().nativeDelete(JobApplication, {});
  });

  it('lists every application newest first with the documented fields', async () => {
    const job = await insertJob({ title: 'Listing Role' });
    const now = Date.now();
    await insertApplication(job, { title: 'Listing Role', applicantName: 'Oldest Person', appliedAt: new Date(now - 3 * 86_400_000) });
    await insertApplication(job, { title: 'Listing Role', applicantName: 'Newest Person', appliedAt: new Date(now - 1000) });
    await insertApplication(job, { title: 'Listing Role', applicantName: 'Middle Person', appliedAt: new Date(now - 86_400_000) });
    const created = await apply(job.id, {
      userId: 'temp-user',
      coverLetter: 'Freshly submitted letter.',
      resume: 'https://example.com/fresh.pdf',
      applicantName: 'Fresh Applicant',
      applicantEmail: 'fresh@example.com',
      applicantPhone: '(905) 555-0123',
      experience: '2 years',
    });
    expect(created.statusCode).toBe(201);

    const apps = await listApplications();
    expect(apps.map((a) => a.applicantName)).toEqual(['Fresh Applicant', 'Newest Person', 'Middle Person', 'Oldest Person']);
    const fresh = apps[0]!;
    for (const key of [
      'id',
      'applicantName',
      'applicantEmail',
      'applicantPhone',
      'jobTitle',
      'status',
      'appliedAt',
      'experience',
      'coverLetter',
      'resume',
      'jobId',
    ]) {
      expect(fresh).toHaveProperty(key);
    }
    expect(fresh).toMatchObject({
      applicantName: 'Fresh Applicant',
      applicantEmail: 'fresh@example.com',
      applicantPhone: '(905) 555-0123',
      jobTitle: 'Listing Role',
      jobId: job.id,
      status: 'submitted',
      experience: '2 years',
      coverLetter: 'Freshly submitted letter.',
      resume: 'https://example.com/fresh.pdf',
    });
    expect(new Date(fresh.appliedAt).toISOString()).toBe(fresh.appliedAt);
  });

  it('requires an admin session', async () => {
    const res = await t.app.inject({ url: '/api/applications' });
    expect(res.statusCode).toBe(401);
  });

  it('search matches applicant name, email or job title, ignoring case', async () => {
    await insertApplication(null, { title: 'Forklift Driver', applicantName: 'Alice Zephyr', applicantEmail: 'alice@north.example' });
    await insertApplication(null, { title: 'Bookkeeper', applicantName: 'Bob Quartz', applicantEmail: 'bob@SOUTH.example' });
    await insertApplication(null, { title: 'Dispatcher', applicantName: 'Carol Forklift', applicantEmail: 'carol@east.example' });
    const names = async (search: string) => (await listApplications(`?search=${encodeURIComponent(search)}`)).map((a) => a.applicantName).sort();
    expect(await names('zephyr')).toEqual(['Alice Zephyr']);
    expect(await names('south.EXAMPLE')).toEqual(['Bob Quartz']);
    expect(await names('BOOKKEEPER')).toEqual(['Bob Quartz']);
    expect(await names('forklift')).toEqual(['Alice Zephyr', 'Carol Forklift']);
    expect(await names('no-such-applicant')).toEqual([]);
    expect(await names('')).toHaveLength(3);
  });

  it('status filters exactly; all or empty clears it', async () => {
    await insertApplication(null, { title: 'Status Role', applicantName: 'Sub Mitted', status: 'submitted' });
    await insertApplication(null, { title: 'Status Role', applicantName: 'Under Review', status: 'under_review' });
    await insertApplication(null, { title: 'Status Role', applicantName: 'Ac Cepted', status: 'accepted' });
    await insertApplication(null, { title: 'Status Role', applicantName: 'Re Jected', status: 'rejected' });
    const names = async (qs: string) => (await listApplications(qs)).map((a) => a.applicantName).sort();
    expect(await names('?status=accepted')).toEqual(['Ac Cepted']);
    expect(await names('?status=under_review')).toEqual(['Under Review']);
    expect(await names('?status=rejected')).toEqual(['Re Jected']);
    expect(await names('?status=submitted')).toEqual(['Sub Mitted']);
    expect(await names('?status=all')).toHaveLength(4);
    expect(await names('?status=')).toHaveLength(4);
    expect(await names('?status=accepted&search=re')).toEqual([]);
    expect(await names('?status=rejected&search=re')).toEqual(['Re Jected']);
  });
});

describe('GET /api/applications/recent (admin)', () => {
  it('returns at most five, newest first, each with jobId and appliedAt', async () => {
    await t.orm.em.fork().nativeDelete(JobApplication, {});
    const job = await insertJob({ title: 'Recent Role' });
    const now = Date.now();
    for (let i = 0; i < 7; i++) {
      await insertApplication(job, { title: 'Recent Role', applicantName: `Recent ${i}`, appliedAt: new Date(now - i * 60_000) });
    }
    const res = await t.app.inject({ url: '/api/applications/recent', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const apps = res.json();
    expect(apps).toHaveLength(5);
    expect(apps.map((a: { applicantName: string }) => a.applicantName)).toEqual(['Recent 0', 'Recent 1', 'Recent 2', 'Recent 3', 'Recent 4']);
    for (const a of apps) {
      expect(a.jobId).toBe(job.id);
      expect(typeof a.appliedAt).toBe('string');
      expect(new Date(a.appliedAt).toISOString()).toBe(a.appliedAt);
    }
    expect((await t.app.inject({ url: '/api/applications/recent' })).statusCode).toBe(401);
  });
});

describe('GET /api/applications/{id} (admin)', () => {
  it('answers one application as the list shows it, with its assignee', async () => {
    const job = await insertJob({ title: 'One Application Role' });
    const app = await insertApplication(job, { title: 'One Application Role', applicantName: 'Single Person', applicantEmail: 'single@example.com' });
    const me = (await t.app.inject({ url: '/api/admin/me', headers: { cookie } })).json().id as number;
    const assigned = await t.app.inject({ method: 'PATCH', url: `/api/applications/${app.id}/assignee`, headers: { cookie }, payload: { userId: me } });
    expect(assigned.statusCode).toBe(200);
    const res = await t.app.inject({ url: `/api/applications/${app.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const listed = (await listApplications('?search=single%40example.com')).find((a) => a.id === app.id);
    expect(res.json()).toEqual(listed);
    expect(res.json()).toMatchObject({ id: app.id, jobId: job.id, jobTitle: 'One Application Role', applicantName: 'Single Person', assignee: { id: me } });
  });

  it('answers 404 for an unknown id, 401 without a session and 403 to an editor', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const res = await t.app.inject({ url: `/api/applications/${id}`, headers: { cookie } });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Application not found' });
    }
    const app = await insertApplication(null, { title: 'Guarded One', applicantName: 'Guarded One' });
    expect((await t.app.inject({ url: `/api/applications/${app.id}` })).statusCode).toBe(401);
    await createAdmin(t.orm, 'one-app-editor', 'editor password for one', 'editor');
    const editor = await loginCookie(t.app, { username: 'one-app-editor', password: 'editor password for one' });
    const refused = await t.app.inject({ url: `/api/applications/${app.id}`, headers: { cookie: editor } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You do not have permission to do this' });
  });
});

describe('PATCH /api/applications/{id}/status (admin)', () => {
  it('accepts each of the four statuses, in any order, and stores it', async () => {
    const app = await insertApplication(null, { title: 'Status Cycle Role', applicantName: 'Cycle Person' });
    for (const status of ['under_review', 'accepted', 'rejected', 'submitted', 'accepted'] as const) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/applications/${app.id}/status`, headers: { cookie }, payload: { status } });
      expect(res.statusCode, status).toBe(200);
      expect(res.json()).toMatchObject({ id: app.id, status });
      const stored = await t.orm.em.fork().findOneOrFail(JobApplication, { id: app.id });
      expect(stored.status).toBe(status);
    }
  });

  it('rejects any other status with 400 and leaves the row alone', async () => {
    const app = await insertApplication(null, { title: 'Bad Status Role', applicantName: 'Bad Status Person', status: 'under_review' });
    for (const status of ['approved', 'hired', 'SUBMITTED', '', 'under review', 3, null]) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/applications/${app.id}/status`, headers: { cookie }, payload: { status } });
      expect(res.statusCode, String(status)).toBe(400);
      expect(res.json().message).toBe('Status must be one of submitted, under_review, accepted, rejected');
    }
    const missing = await t.app.inject({ method: 'PATCH', url: `/api/applications/${app.id}/status`, headers: { cookie }, payload: {} });
    expect(missing.statusCode).toBe(400);
    const stored = await t.orm.em.fork().findOneOrFail(JobApplication, { id: app.id });
    expect(stored.status).toBe('under_review');
  });

  it('answers 404 for an unknown id', async () => {
    for (const id of ['999999', 'abc']) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/applications/${id}/status`, headers: { cookie }, payload: { status: 'accepted' } });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: 'Application not found' });
    }
  });

  it('requires an admin session', async () => {
    const app = await insertApplication(null, { title: 'Guarded Role', applicantName: 'Guarded Person' });
    const res = await t.app.inject({ method: 'PATCH', url: `/api/applications/${app.id}/status`, payload: { status: 'accepted' } });
    expect(res.statusCode).toBe(401);
    const stored = await t.orm.em.fork().findOneOrFail(JobApplication, { id: app.id });
    expect(stored.status).toBe('submitted');
  });
});

/** `n` applications in one statement: 'Bulk {i}', applied i minutes ago; every third accepted. */
async function insertBulk(n: number, name = 'Bulk') {
  await t.orm.em
    .fork()
    .getConnection()
    .execute(
      `insert into job_applications (job_title, applicant_name, applicant_email, cover_letter, status, applied_at)
       select 'Bulk Role', ? || ' ' || g, lower(?) || g || '@bulk.example', 'Bulk letter', case when g % 3 = 0 then 'accepted' else 'submitted' end, now() - g * interval '1 minute'
       from generate_series(1, ?) g`,
      [name, name, n],
    );
}

const getApplications = (qs = '') => t.app.inject({ url: `/api/applications${qs}`, headers: { cookie } });

describe('GET /api/applications paging', () => {
  beforeEach(async () => {
    await t.orm.em.fork().nativeDelete(JobApplication, {});
  });

  it('answers 20 rows by default with X-Total-Count and Link headers, newest first across pages', async () => {
    await insertBulk(25);
    const first = await getApplications();
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as { id: number; applicantName: string }[];
    expect(page1).toHaveLength(20);
    expect(page1[0]!.applicantName).toBe('Bulk 1');
    expect(page1[19]!.applicantName).toBe('Bulk 20');
    expect(first.headers['x-total-count']).toBe('25');
    expectFirstOfTwoPagesLinks(first.headers.link, '/api/applications');

    const second = await getApplications('?page=2');
    const page2 = second.json() as { id: number; applicantName: string }[];
    expect(page2.map((a) => a.applicantName)).toEqual(['Bulk 21', 'Bulk 22', 'Bulk 23', 'Bulk 24', 'Bulk 25']);
    expect(second.headers['x-total-count']).toBe('25');
    expect(String(second.headers.link)).toContain('</api/applications?page=1&limit=20>; rel="prev"');
    expect(String(second.headers.link)).not.toContain('rel="next"');
    expect(new Set([...page1, ...page2].map((a) => a.id)).size).toBe(25);

    const small = await getApplications('?limit=10&page=3');
    expect((small.json() as unknown[]).length).toBe(5);
    const beyond = await getApplications('?page=9');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('25');
  });

  it('totals follow the status filter and the search; the links keep the filters', async () => {
    await insertBulk(30);
    await insertBulk(4, 'Needle');
    const accepted = await getApplications('?status=accepted&limit=5');
    expect(accepted.headers['x-total-count']).toBe('11');
    expect((accepted.json() as { status: string }[]).every((a) => a.status === 'accepted')).toBe(true);
    expect(String(accepted.headers.link)).toContain('</api/applications?status=accepted&limit=5&page=3>; rel="last"');

    const needle = await getApplications('?search=NEEDLE&limit=2');
    expect(needle.headers['x-total-count']).toBe('4');
    expect((needle.json() as { applicantName: string }[]).map((a) => a.applicantName)).toEqual(['Needle 1', 'Needle 2']);
    expect(String(needle.headers.link)).toContain('</api/applications?search=NEEDLE&limit=2&page=2>; rel="next"');

    const both = await getApplications('?search=needle&status=accepted');
    expect((both.json() as { applicantName: string }[]).map((a) => a.applicantName)).toEqual(['Needle 3']);
    expect(both.headers['x-total-count']).toBe('1');
  });

  it('a bad page, limit or status answers 400 with a clear message', async () => {
    const cases: [string, string][] = [
      ['?page=0', 'page must be a whole number from 1 to 10,000'],
      ['?page=abc', 'page must be a whole number from 1 to 10,000'],
      ['?page=1.5', 'page must be a whole number from 1 to 10,000'],
      ['?limit=0', 'limit must be a whole number from 1 to 100'],
      ['?limit=101', 'limit must be a whole number from 1 to 100'],
      ['?limit=ten', 'limit must be a whole number from 1 to 100'],
      ['?status=pending', 'status must be one of: all, submitted, under_review, accepted, rejected, withdrawn'],
      ['?status=hired', 'status must be one of: all, submitted, under_review, accepted, rejected, withdrawn'],
    ];
    for (const [qs, message] of cases) {
      const res = await getApplications(qs);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message, qs).toBe(message);
    }
  });
});

describe('application.counts (admin)', () => {
  const counts = async () => {
    const res = await t.app.inject({ url: `/trpc/application.counts?input=${encodeURIComponent('{}')}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.data as Record<string, number>;
  };

  it('counts every status and today from the counters, and follows status changes', async () => {
    await t.orm.em.fork().nativeDelete(JobApplication, {});
    expect(await counts()).toEqual({ total: 0, submitted: 0, under_review: 0, accepted: 0, rejected: 0, withdrawn: 0, today: 0 });
    const now = Date.now();
    const fresh = await insertApplication(null, { title: 'Count Role', status: 'submitted', appliedAt: new Date(now - 1000) });
    await insertApplication(null, { title: 'Count Role', status: 'submitted', appliedAt: new Date(now - 3 * 86_400_000) });
    await insertApplication(null, { title: 'Count Role', status: 'under_review', appliedAt: new Date(now - 2000) });
    await insertApplication(null, { title: 'Count Role', status: 'accepted', appliedAt: new Date(now - 2 * 86_400_000) });
    await insertApplication(null, { title: 'Count Role', status: 'rejected', appliedAt: new Date(now - 3000) });
    await insertApplication(null, { title: 'Count Role', status: 'withdrawn', appliedAt: new Date(now - 4 * 86_400_000) });
    expect(await counts()).toEqual({ total: 6, submitted: 2, under_review: 1, accepted: 1, rejected: 1, withdrawn: 1, today: 3 });

    const res = await t.app.inject({ method: 'PATCH', url: `/api/applications/${fresh.id}/status`, headers: { cookie }, payload: { status: 'accepted' } });
    expect(res.statusCode).toBe(200);
    expect(await counts()).toEqual({ total: 6, submitted: 1, under_review: 1, accepted: 2, rejected: 1, withdrawn: 1, today: 3 });
  });

  it('requires an admin session', async () => {
    const res = await t.app.inject({ url: `/trpc/application.counts?input=${encodeURIComponent('{}')}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/admin/applications/export.csv (admin)', () => {
  const exportCsv = (qs = '', headers: Record<string, string> = { cookie }) => t.app.inject({ url: `/api/admin/applications/export.csv${qs}`, headers });

  beforeEach(async () => {
    await t.orm.em.fork().nativeDelete(JobApplication, {});
  });

  it('streams every matching row, far beyond one page, as a CSV download', async () => {
    await insertBulk(1234);
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header).toEqual(['ID', 'Applied', 'Status', 'Applicant name', 'Email', 'Phone', 'Job title', 'Job ID', 'Experience', 'Cover letter', 'Resume']);
    expect(rows).toHaveLength(1234);
    expect(new Set(rows.map((r) => r[3])).size).toBe(1234);
    expect(rows.map((r) => r[3])).toContain('Bulk 1');
    expect(rows.map((r) => r[3])).toContain('Bulk 1234');
    const ids = rows.map((r) => Number(r[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(rows.find((r) => r[3] === 'Bulk 3')).toEqual([
      expect.any(String),
      expect.any(String),
      'Accepted',
      'Bulk 3',
      'bulk3@bulk.example',
      '',
      'Bulk Role',
      '',
      '',
      'Bulk letter',
      '',
    ]);
  });

  it('applies the search and the status filter to every batch', async () => {
    await insertBulk(1100);
    await insertBulk(700, 'Needle');
    const needles = parseCsv((await exportCsv('?search=needle')).body.slice(1)).slice(1);
    expect(needles).toHaveLength(700);
    expect(needles.every((r) => r[3]!.startsWith('Needle '))).toBe(true);
    const accepted = parseCsv((await exportCsv('?search=NEEDLE&status=accepted')).body.slice(1)).slice(1);
    expect(accepted).toHaveLength(233);
    expect(accepted.every((r) => r[2] === 'Accepted' && r[3]!.startsWith('Needle '))).toBe(true);
    const none = await exportCsv('?search=no-such-applicant');
    expect(none.statusCode).toBe(200);
    expect(parseCsv(none.body.slice(1))).toHaveLength(1);
  });

  it('defuses spreadsheet formulas and quotes commas, quotes and line breaks', async () => {
    const job = await insertJob({ title: '=HYPERLINK("http://evil.example","Open")' });
    await insertApplication(job, {
      title: '=HYPERLINK("http://evil.example","Open")',
      applicantName: '@SUM(A1:A9)',
      applicantEmail: '+1@example.com',
      appliedAt: new Date(Date.now() - 1000),
    });
    const em = t.orm.em.fork();
    const app = await em.findOneOrFail(JobApplication, { applicantName: '@SUM(A1:A9)' });
    app.coverLetter = '-2+3, and "quotes"\nnext line';
    app.experience = 'Plain, with comma';
    await em.flush();

    const res = await exportCsv();
    expect(res.body).toContain(
      `,'@SUM(A1:A9),'+1@example.com,,"'=HYPERLINK(""http://evil.example"",""Open"")",${job.id},"Plain, with comma","'-2+3, and ""quotes""\nnext line",\r\n`,
    );
    const [, row] = parseCsv(res.body.slice(1));
    expect(row![3]).toBe("'@SUM(A1:A9)");
    expect(row![9]).toBe('\'-2+3, and "quotes"\nnext line');
  });

  it('needs an admin session and valid filters', async () => {
    const anonymous = await exportCsv('', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Admin authentication required' });
    const bad = await exportCsv('?status=hired');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('status must be one of: all, submitted, under_review, accepted, rejected, withdrawn');
  });
});
