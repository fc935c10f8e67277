import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job, seed } from '@app/db';
import { END_DATE_PASSED_MESSAGE, JOB_CLOSED_MESSAGE, JOB_GONE_MESSAGE, jobPostingGaps } from '@app/shared/job-posting';
import type { JobDto } from '@app/shared/schemas/dtos';
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../src/plugins/static.ts';
import { WEB_BUILD, createAdmin, createTestApp, jsonLdOf, loginCookie, metaOf, routerStateOf, titleOf, validJob, type TestApp } from '../helpers.ts';

/**
 * Issue 12, Google for Jobs and closed jobs: every job page read WITHOUT JavaScript (the HTML the
 * server writes) carries a complete JobPosting; a closed job (expired or filled) keeps its page,
 * marked noindex and without JobPosting; a deleted job answers 410 on the page and the API, an id
 * that never was a job 404.
 */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ ...WEB_BUILD, PUBLIC_URL: 'https://jobs.example.ca' });
  await seed(t.orm.em.fork());
  await createAdmin(t.orm);
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t.close();
});

const page = (url: string) => t.app.inject({ method: 'GET', url });

/** The page's one robots meta tag (undefined when it has none or several). */
const robotsOf = (html: string) => {
  const robots = metaOf(html, 'robots');
  return robots.length === 1 ? robots[0] : undefined;
};

async function createJob(fields: Record<string, unknown> = {}) {
  const res = await t.app.inject({ method: 'POST', url: '/api/jobs', headers: { cookie }, payload: { ...validJob, ...fields } });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  await t.app.inject({ method: 'PATCH', url: `/api/jobs/${id}/status`, headers: { cookie }, payload: { status: 'approved' } });
  return id;
}

describe('JobPosting in the HTML the server writes', () => {
  it('every seeded job page has every required and recommended property, read without JavaScript', async () => {
    const jobs = await t.orm.em.fork().find(Job, { status: 'approved' });
    expect(jobs.length).toBeGreaterThanOrEqual(40);
    for (const job of jobs) {
      const res = await page(`/jobs/${job.id}`);
      expect(res.statusCode, job.title).toBe(200);
      expect(robotsOf(res.body)).toBe('index, follow');
      const [posting, breadcrumb] = jsonLdOf(res.body);
      expect(posting?.['@type'], job.title).toBe('JobPosting');
      expect(jobPostingGaps(posting!), `${job.id} ${job.title}`).toEqual([]);
      expect(posting).toMatchObject({
        title: job.title,
        directApply: true,
        url: `https://jobs.example.ca/jobs/${job.id}`,
        identifier: { '@type': 'PropertyValue', value: String(job.id) },
        hiringOrganization: { '@type': 'Organization', name: job.company },
      });
      expect(breadcrumb?.['@type']).toBe('BreadcrumbList');
    }
  });

  it('describes a remote job as telecommute with the country applicants must live in, and the pay from the structured fields', async () => {
    const id = await createJob({ title: 'Remote Dispatcher', location: 'Remote - Canada', type: 'Remote', salary: '$55,000 - $65,000 / year' });
    const [posting] = jsonLdOf((await page(`/jobs/${id}`)).body);
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Canada' },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'CAD', value: { '@type': 'QuantitativeValue', minValue: 55000, maxValue: 65000, unitText: 'YEAR' } },
    });
    expect(posting).not.toHaveProperty('jobLocation');
    expect(jobPostingGaps(posting!)).toEqual([]);
  });

  it('the description is HTML, with what a visitor typed escaped', async () => {
    const id = await createJob({ title: 'Picker', description: 'Pick orders <fast>.\n\n- Lift 50 lb\n- Steel-toe boots', requirements: null });
    const [posting] = jsonLdOf((await page(`/jobs/${id}`)).body);
    expect(posting!.description).toBe('<p>Pick orders &lt;fast&gt;.</p><ul><li>Lift 50 lb</li><li>Steel-toe boots</li></ul>');
    // And no script element of the page can be closed from inside.
    expect((await page(`/jobs/${id}`)).body.includes('<fast>')).toBe(false);
  });
});

describe('closed jobs keep their page; deleted ones are gone', () => {
  it('an expired job: the API and the page answer it (noindex, no JobPosting); it is off the list and cannot be applied to', async () => {
    const em = t.orm.em.fork();
    const job = em.create(Job, { ...validJob, title: 'Ended Season Picker', status: 'expired', expiresAt: new Date(Date.now() - 86_400_000) });
    await em.flush();
    const api = await t.app.inject({ url: `/api/jobs/${job.id}` });
    expect(api.statusCode).toBe(200);
    expect(api.json()).toMatchObject({ id: job.id, status: 'expired' });
    const res = await page(`/jobs/${job.id}`);
    expect(res.statusCode).toBe(200);
    expect(robotsOf(res.body)).toBe('noindex, nofollow');
    expect(jsonLdOf(res.body).some((d) => d['@type'] === 'JobPosting')).toBe(false);
    // The page itself still shows the job, saying it is closed.
    expect(titleOf(res.body)).toBe('Ended Season Picker | Northline Workforce Solutions');
    expect(res.body.includes('This job is no longer accepting applications')).toBe(true);
    expect(routerStateOf(res.body).query('job', 'byId')).toMatchObject({ id: job.id, status: 'expired' });
    expect(res.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const list = (await t.app.inject({ url: '/api/jobs?query=Ended%20Season%20Picker' })).json() as JobDto[];
    expect(list.map((j) => j.id)).not.toContain(job.id);
    const apply = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/apply`,
      payload: { userId: 'u', coverLetter: 'Hello there.', resume: 'https://example.com/r.pdf' },
    });
    expect(apply.statusCode).toBe(409);
    expect(apply.json().message).toBe(JOB_CLOSED_MESSAGE);
  });

  /** Everything a visitor or crawler reads that lists a job, as text. */
  const listings = async () =>
    (
      await Promise.all(
        ['/api/jobs?limit=100&sort=newest', '/jobs/feed.xml', '/sitemaps/jobs-1.xml', '/jobs?sort=newest'].map(async (url) => (await page(url)).body),
      )
    ).join('\n');

  it('a job approved with an end date already past is closed at once: page noindex, off lists, sitemap and feed, apply refused (409)', async () => {
    const em = t.orm.em.fork();
    const ended = new Date(Date.now() - 2 * 86_400_000);
    const job = em.create(Job, { ...validJob, title: 'Backdated Yard Jockey', status: 'pending', expiresAt: ended });
    await em.flush();
    await listings(); // kept answers and kept pages exist from before the approval
    const approved = await t.app.inject({ method: 'PATCH', url: `/api/jobs/${job.id}/status`, headers: { cookie }, payload: { status: 'approved' } });
    expect(approved.statusCode).toBe(200);
    // Approval never moves the end date.
    expect(approved.json()).toMatchObject({ status: 'approved', expiresAt: ended.toISOString() });
    const html = (await page(`/jobs/${job.id}`)).body;
    expect(robotsOf(html)).toBe('noindex, nofollow');
    expect(jsonLdOf(html).some((d) => d['@type'] === 'JobPosting')).toBe(false);
    expect(html.includes(JOB_CLOSED_MESSAGE)).toBe(true);
    const listed = await listings();
    expect(listed.includes(`/jobs/${job.id}<`) || listed.includes(`/jobs/${job.id}"`) || listed.includes('Backdated Yard Jockey')).toBe(false);
    const apply = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/apply`,
      payload: { coverLetter: 'Hello there.', resume: 'https://example.com/r.pdf' },
    });
    expect(apply.statusCode).toBe(409);
    expect(apply.json().message).toBe(JOB_CLOSED_MESSAGE);

    // The admin may give a new end date with the approval: then it is open. One in the past is refused.
    const past = await t.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${job.id}/status`,
      headers: { cookie },
      payload: { status: 'approved', expiresAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(END_DATE_PASSED_MESSAGE);
    const later = new Date(Date.now() + 14 * 86_400_000).toISOString();
    const reopened = await t.app.inject({
      method: 'PATCH',
      url: `/api/jobs/${job.id}/status`,
      headers: { cookie },
      payload: { status: 'approved', expiresAt: later },
    });
    expect(reopened.json()).toMatchObject({ status: 'approved', expiresAt: later });
    expect(robotsOf((await page(`/jobs/${job.id}`)).body)).toBe('index, follow');
    expect(await listings()).toContain('Backdated Yard Jockey');
  });

  it('a job whose end date passes while its answers are kept leaves every list at that moment, before the sweep marks it', async () => {
    const em = t.orm.em.fork();
    // Far enough ahead that the first reads finish before it on a busy machine, then waited out.
    const end = new Date(Date.now() + 6000);
    const job = em.create(Job, { ...validJob, title: 'Closing Soon Loader', status: 'approved', expiresAt: end });
    await em.flush();
    expect(await listings()).toContain('Closing Soon Loader'); // now kept, by the search cache and the page cache
    expect(Date.now()).toBeLessThan(end.getTime());
    await new Promise((resolve) => setTimeout(resolve, end.getTime() - Date.now() + 300));
    expect(await listings()).not.toContain('Closing Soon Loader');
    expect(robotsOf((await page(`/jobs/${job.id}`)).body)).toBe('noindex, nofollow');
    expect((await em.fork().findOneOrFail(Job, { id: job.id })).status).toBe('approved'); // the sweep has not run: the rule closed it
  });

  it('an admin marks a job filled: it closes at once (audited), its page says so to crawlers; a later end date opens it again', async () => {
    const id = await createJob({ title: 'Filled Forklift Role' });
    expect((await t.app.inject({ method: 'POST', url: `/api/jobs/${id}/filled` })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: `/api/jobs/${id}/filled`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'expired', filledAt: expect.any(String) });
    const html = (await page(`/jobs/${id}`)).body;
    expect(robotsOf(html)).toBe('noindex, nofollow');
    expect(jsonLdOf(html).some((d) => d['@type'] === 'JobPosting')).toBe(false);
    expect(((await t.app.inject({ url: '/api/jobs?query=Filled%20Forklift%20Role' })).json() as JobDto[]).map((j) => j.id)).not.toContain(id);

    const later = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const reopened = await t.app.inject({ method: 'PUT', url: `/api/jobs/${id}`, headers: { cookie }, payload: { expiresAt: later } });
    expect(reopened.json()).toMatchObject({ status: 'approved', filledAt: null });
  });

  it('a deleted job answers 410 on the API and its page; an id that never was a job, 404', async () => {
    const id = await createJob({ title: 'Soon Deleted Role' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/jobs/${id}`, headers: { cookie } })).statusCode).toBe(200);
    const api = await t.app.inject({ url: `/api/jobs/${id}` });
    expect(api.statusCode).toBe(410);
    expect(api.json()).toEqual({ message: JOB_GONE_MESSAGE });
    const res = await page(`/jobs/${id}`);
    expect(res.statusCode).toBe(410);
    expect(robotsOf(res.body)).toBe('noindex, nofollow');
    expect(titleOf(res.body)).toBe('Job Not Found | Northline Workforce Solutions');
    expect(metaOf(res.body, 'description')).toEqual([`${JOB_GONE_MESSAGE}.`]);
    expect(res.body.includes('Soon Deleted Role')).toBe(false);
    expect(res.headers['cache-control']).toBe('no-cache');

    expect((await t.app.inject({ url: '/api/jobs/987654' })).statusCode).toBe(404);
    const never = await page('/jobs/987654');
    expect(never.statusCode).toBe(404);
    expect(robotsOf(never.body)).toBe('noindex, nofollow');
    expect(titleOf(never.body)).toBe('Job Not Found | Northline Workforce Solutions');
    expect(metaOf(never.body, 'description')).toEqual(["The job you're looking for doesn't exist or has been removed."]);
  });
});
