import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '@app/db';
import { jobViewSource } from '@app/shared/job-stats';
import { zonedDate } from '@app/shared/time-zone';
import { sweepJobViewClients } from '@app/trpc';
import { anotherInstance, createAdmin, createAdminApp, loginCookie, parseCsv, validJob, type TestApp } from './helpers.ts';

/**
 * What each job draws (issue 38, item 4): views, unique visitors, apply-form starts, applications
 * and sources, counted from the job page's beacons in batches; the figures for staff (REST and the
 * admin list) and the job list's CSV export. On a real PostgreSQL, through REST.
 */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ t, cookie } = await createAdminApp({ PUBLIC_WRITE_LIMIT: '1000' }));
});
afterAll(() => t.close());

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const sqlRows = <T>(text: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(text, params);

async function openJob(title = unique('Stats Role')) {
  const em = t.orm.em.fork();
  const job = em.create(Job, { ...validJob, title, status: 'approved' });
  await em.flush();
  return job.id;
}

interface Visitor {
  ip: string;
  ua?: string;
  cookie?: string;
}

const view = (jobId: number, who: Visitor, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/view`,
    payload: body,
    remoteAddress: who.ip,
    headers: { 'user-agent': who.ua ?? CHROME, ...(who.cookie ? { cookie: who.cookie } : {}) },
  });
const applyStart = (jobId: number, who: Visitor) =>
  t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/apply-start`, remoteAddress: who.ip, headers: { 'user-agent': who.ua ?? CHROME } });
const flush = () => t.app.jobViews!.flush();
const stats = async (jobId: number, query = '') => {
  const res = await t.app.inject({ url: `/api/admin/jobs/${jobId}/stats${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    jobId: number;
    from: string;
    to: string;
    days: { day: string; views: number; visitors: number; starts: number; applications: number }[];
    totals: { views: number; visitors: number; starts: number; applications: number; conversion: number | null };
    sources: { source: string; visitors: number }[];
  };
};
const sourceCount = (s: Awaited<ReturnType<typeof stats>>, source: string) => s.sources.find((x) => x.source === source)!.visitors;

const apply = (jobId: number, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/apply`,
    payload: { coverLetter: 'I would like this job.', applicantName: 'Pat Doe', applicantEmail: email },
  });

describe('counting views', () => {
  it('counts views and unique visitors per day, capped at 3 views a client a day, in batches', async () => {
    const job = await openJob();
    const alice = { ip: '203.0.113.10' };
    // A refresh loop: ten views from one client.
    for (let i = 0; i < 10; i++) expect((await view(job, alice)).statusCode).toBe(202);
    expect((await view(job, alice)).json()).toEqual({ accepted: true });
    // Nothing is written until the batch is.
    expect((await stats(job)).totals.views).toBe(0);
    await flush();
    let s = await stats(job);
    expect(s.totals).toMatchObject({ views: 3, visitors: 1 });
    // Another client (another address, or the same address with another browser) is another visitor.
    await view(job, { ip: '203.0.113.11' });
    await view(job, { ip: '203.0.113.10', ua: FIREFOX });
    // The first client again, in a later batch: still capped for the day.
    await view(job, alice);
    await flush();
    s = await stats(job);
    expect(s.totals).toMatchObject({ views: 5, visitors: 3 });
    const today = s.days.at(-1)!;
    expect(today).toMatchObject({ day: zonedDate(new Date()), views: 5, visitors: 3 });
  });

  it('counts at most 20 browsers of one address for a job a day (a script rotating user agents)', async () => {
    const job = await openJob();
    for (let i = 0; i < 25; i++) await view(job, { ip: '203.0.113.40', ua: `${CHROME} rotating/${i}` });
    // The allowance is per job: the same address still counts for another one.
    const other = await openJob();
    await view(other, { ip: '203.0.113.40', ua: `${CHROME} rotating/24` });
    // A browser already counted still counts (within its own cap).
    await view(job, { ip: '203.0.113.40', ua: `${CHROME} rotating/0` });
    await flush();
    expect((await stats(job)).totals).toMatchObject({ views: 21, visitors: 20 });
    expect((await stats(other)).totals).toMatchObject({ views: 1, visitors: 1 });
  });

  it('leaves out crawlers, clients without a user agent, staff sessions and jobs that do not exist', async () => {
    const job = await openJob();
    expect((await view(job, { ip: '203.0.113.20', ua: GOOGLEBOT })).statusCode).toBe(202);
    expect((await view(job, { ip: '203.0.113.21', ua: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' })).statusCode).toBe(202);
    expect((await view(job, { ip: '203.0.113.22', ua: '' })).statusCode).toBe(202);
    expect((await view(job, { ip: '203.0.113.23', cookie })).statusCode).toBe(202);
    expect((await view(999_999, { ip: '203.0.113.24' })).statusCode).toBe(202);
    await flush();
    expect((await stats(job)).totals).toMatchObject({ views: 0, visitors: 0 });
    expect(await sqlRows('select 1 from job_daily_stats where job_id = 999999')).toHaveLength(0);
  });

  it('stores no address: a day-salted hash only, deleted with its salt after the day', async () => {
    const job = await openJob();
    await view(job, { ip: '198.51.100.77' });
    await flush();
    const today = zonedDate(new Date());
    const [salt] = await sqlRows<{ n: number }>('select count(*)::int as n from job_view_salts where day = ?::date', [today]);
    expect(salt!.n).toBe(1);
    const dump = JSON.stringify(await sqlRows(`select day, encode(hash, 'hex') as hash, views, started from job_view_clients`));
    expect(dump).not.toContain('198.51.100.77');
    expect(dump).not.toContain('Chrome');
    const [{ len }] = (await sqlRows<{ len: number }>(`select octet_length(hash) as len from job_view_clients limit 1`)) as [{ len: number }];
    expect(len).toBe(32);
    // Yesterday's hashes and salt go with the sweep; today's stay.
    await sqlRows(`insert into job_view_salts (day, salt) values (?::date - 1, '\\x00') on conflict do nothing`, [today]);
    await sqlRows(`insert into job_view_clients (day, hash, views) values (?::date - 1, '\\x01', 1)`, [today]);
    expect(await sweepJobViewClients(t.orm.em.fork())).toBeGreaterThanOrEqual(1);
    expect(await sqlRows(`select 1 from job_view_clients where day < ?::date`, [today])).toHaveLength(0);
    expect(await sqlRows(`select 1 from job_view_salts where day < ?::date`, [today])).toHaveLength(0);
    expect((await sqlRows(`select 1 from job_view_clients where day = ?::date`, [today])).length).toBeGreaterThan(0);
  });

  it('tells each visitor’s source from the referrer and utm_source', async () => {
    const job = await openJob();
    await view(job, { ip: '192.0.2.1' }, { referrer: 'https://www.google.com/' });
    await view(job, { ip: '192.0.2.2' }, { referrer: 'https://www.bing.com/search?q=forklift' });
    await view(job, { ip: '192.0.2.3' }, { utmSource: 'google_jobs_apply' });
    await view(job, { ip: '192.0.2.4' }, { referrer: 'https://www.google.ca/search?q=jobs&ibp=htl;jobs' });
    await view(job, { ip: '192.0.2.5' }, { utmSource: 'job-alert' });
    await view(job, { ip: '192.0.2.6' });
    // A link inside the site (inject's host is localhost:80).
    await view(job, { ip: '192.0.2.7' }, { referrer: 'http://localhost:80/jobs?query=forklift' });
    await view(job, { ip: '192.0.2.8' }, { referrer: 'https://www.reddit.com/r/ontario/' });
    await view(job, { ip: '192.0.2.9' }, { utmSource: 'newsletter' });
    // A visitor's source is their first view's of the day.
    await view(job, { ip: '192.0.2.1' }, { utmSource: 'job-alert' });
    await flush();
    const s = await stats(job);
    expect(s.sources).toEqual([
      { source: 'search', visitors: 2 },
      { source: 'google_jobs', visitors: 2 },
      { source: 'job_alerts', visitors: 1 },
      { source: 'direct', visitors: 2 },
      { source: 'other', visitors: 2 },
    ]);
    expect(s.totals.visitors).toBe(9);
  });

  it('classifies sources by the documented rules', () => {
    expect(jobViewSource(undefined, undefined)).toBe('direct');
    expect(jobViewSource('https://duckduckgo.com/', undefined)).toBe('search');
    expect(jobViewSource('https://www.google.co.uk/', undefined)).toBe('search');
    expect(jobViewSource('https://search.yahoo.com/search?p=x', undefined)).toBe('search');
    expect(jobViewSource('https://www.google.com/search?htidocid=abc', undefined)).toBe('google_jobs');
    expect(jobViewSource(undefined, 'GOOGLE_JOBS_APPLY')).toBe('google_jobs');
    expect(jobViewSource('https://www.google.com/', 'job-alert')).toBe('job_alerts');
    expect(jobViewSource(undefined, 'bing')).toBe('search');
    expect(jobViewSource(undefined, 'partner-board')).toBe('other');
    expect(jobViewSource('https://jobs.example.ca/listing', undefined, 'www.northline.ca')).toBe('other');
    expect(jobViewSource('https://www.northline.ca/jobs', undefined, 'www.northline.ca')).toBe('direct');
    // A host that only contains a search engine's name is not one.
    expect(jobViewSource('https://notgoogle.example.com/', undefined)).toBe('other');
    expect(jobViewSource('javascript:alert(1)', undefined)).toBe('direct');
  });

  it('refuses a malformed beacon with 400, never 500', async () => {
    const job = await openJob();
    const long = await view(job, { ip: '192.0.2.50' }, { referrer: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('referrer must be text of at most 2000 characters');
    expect((await view(job, { ip: '192.0.2.50' }, { utmSource: 42 })).statusCode).toBe(400);
    expect((await view(job, { ip: '192.0.2.50' }, { referrer: 'a\u0000b' })).statusCode).toBe(400);
  });

  it('counts the view of a page without JavaScript through its image, with the page’s utm_source', async () => {
    const job = await openJob();
    const res = await t.app.inject({
      url: `/api/jobs/${job}/view.gif`,
      remoteAddress: '192.0.2.60',
      headers: { 'user-agent': CHROME, referer: `http://localhost/jobs/${job}?utm_source=job-alert` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toBe('no-store');
    await t.app.inject({ url: `/api/jobs/${job}/view.gif`, remoteAddress: '192.0.2.61', headers: { 'user-agent': GOOGLEBOT } });
    await flush();
    const s = await stats(job);
    expect(s.totals).toMatchObject({ views: 1, visitors: 1 });
    expect(sourceCount(s, 'job_alerts')).toBe(1);
  });

  it('counts nothing with JOB_VIEW_COUNTING=false, and answers the beacon all the same', async () => {
    const off = await anotherInstance(t, { JOB_VIEW_COUNTING: 'false' });
    try {
      const job = await openJob();
      expect(off.app.jobViews).toBeUndefined();
      const res = await off.app.inject({ method: 'POST', url: `/api/jobs/${job}/view`, payload: {}, headers: { 'user-agent': CHROME } });
      expect(res.statusCode).toBe(202);
      await flush();
      expect((await stats(job)).totals.views).toBe(0);
    } finally {
      await off.close();
    }
  });
});

describe('apply-form starts and applications', () => {
  it('counts one start per client a day, and each new application (not a repeated one) on its day', async () => {
    const job = await openJob();
    const a = { ip: '198.51.100.1' };
    await view(job, a);
    await applyStart(job, a);
    await applyStart(job, a);
    await applyStart(job, { ip: '198.51.100.2' });
    expect((await applyStart(job, { ip: '198.51.100.3', ua: GOOGLEBOT })).statusCode).toBe(202);
    await flush();
    // A later batch: the first client's start was counted already.
    await applyStart(job, a);
    await flush();
    let s = await stats(job);
    expect(s.totals).toMatchObject({ views: 1, visitors: 1, starts: 2, applications: 0 });

    const email = `${unique('stats').replace(' ', '.')}@example.com`;
    expect((await apply(job, email)).statusCode).toBe(201);
    // Again, with the same address: the open application is updated, not a second one.
    expect((await apply(job, email)).statusCode).toBe(201);
    expect((await apply(job, `other.${email}`)).statusCode).toBe(201);
    s = await stats(job);
    expect(s.totals).toMatchObject({ applications: 2, conversion: 2 });
    expect(s.days.at(-1)!.applications).toBe(2);
  });
});

describe('GET /api/admin/jobs/{id}/stats', () => {
  it('answers 401 without a session, 403 for an editor, 404 for an unknown job', async () => {
    const job = await openJob();
    expect((await t.app.inject({ url: `/api/admin/jobs/${job}/stats` })).statusCode).toBe(401);
    await createAdmin(t.orm, 'stats-editor', 'an editor password 1', 'editor');
    const editor = await loginCookie(t.app, { username: 'stats-editor', password: 'an editor password 1' });
    expect((await t.app.inject({ url: `/api/admin/jobs/${job}/stats`, headers: { cookie: editor } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/jobs/999999/stats', headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/jobs/abc/stats', headers: { cookie } })).statusCode).toBe(404);
  });

  it('validates days, and answers every day of the range, zeros included', async () => {
    const job = await openJob();
    for (const bad of ['0', '366', '2.5', 'ten']) {
      const res = await t.app.inject({ url: `/api/admin/jobs/${job}/stats?days=${bad}`, headers: { cookie } });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('days must be a whole number from 1 to 365');
    }
    const s = await stats(job, '?days=7');
    expect(s.days).toHaveLength(7);
    expect(s.to).toBe(zonedDate(new Date()));
    expect(s.days[0]!.day).toBe(s.from);
    expect(s.days.every((d) => d.views === 0 && d.applications === 0)).toBe(true);
    expect((await stats(job)).days).toHaveLength(30);
  });
});

describe('GET /api/admin/stats/applications', () => {
  it('answers applications per week, Monday to Sunday, the last 12 weeks by default, for any staff', async () => {
    const job = await openJob();
    const before = await t.app.inject({ url: '/api/admin/stats/applications', headers: { cookie } });
    expect(before.statusCode).toBe(200);
    const weeks = before.json().weeks as { weekStart: string; applications: number }[];
    expect(weeks).toHaveLength(12);
    for (const w of weeks) expect(new Date(`${w.weekStart}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(new Date(`${weeks.at(-1)!.weekStart}T12:00:00Z`).getTime()).toBeLessThanOrEqual(new Date(`${zonedDate(new Date())}T12:00:00Z`).getTime());
    expect((await apply(job, `${unique('weekly').replace(' ', '.')}@example.com`)).statusCode).toBe(201);
    const after = (await t.app.inject({ url: '/api/admin/stats/applications?weeks=4', headers: { cookie } })).json().weeks as typeof weeks;
    expect(after).toHaveLength(4);
    expect(after.at(-1)!.applications).toBe(weeks.at(-1)!.applications + 1);

    const editor = await loginCookie(t.app, { username: 'stats-editor', password: 'an editor password 1' }).catch(async () => {
      await createAdmin(t.orm, 'stats-editor', 'an editor password 1', 'editor');
      return loginCookie(t.app, { username: 'stats-editor', password: 'an editor password 1' });
    });
    expect((await t.app.inject({ url: '/api/admin/stats/applications', headers: { cookie: editor } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/stats/applications' })).statusCode).toBe(401);
  });

  it('refuses weeks outside 1 to 52 with 400 and a clear message', async () => {
    for (const bad of ['0', '53', '-1', '1.5', 'twelve']) {
      const res = await t.app.inject({ url: `/api/admin/stats/applications?weeks=${bad}`, headers: { cookie } });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('weeks must be a whole number from 1 to 52');
    }
  });
});

describe('the admin job list and its CSV export', () => {
  async function adminList(input: Record<string, unknown>) {
    const res = await t.app.inject({ url: `/trpc/job.adminList?input=${encodeURIComponent(JSON.stringify(input))}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.data as { items: { id: number; views: number; applications: number; conversion: number | null }[] };
  }

  it('shows views, applications and conversion per job, sorted on the server', async () => {
    const word = unique('Sortable').split(' ')[1]!;
    const quiet = await openJob(`${word} Quiet`);
    const popular = await openJob(`${word} Popular`);
    const converting = await openJob(`${word} Converting`);
    // Never viewed: after every viewed job, newest first.
    const unseenOlder = await openJob(`${word} Unseen Older`);
    const unseen = await openJob(`${word} Unseen`);
    for (let i = 1; i <= 4; i++) await view(popular, { ip: `10.1.0.${i}` });
    await view(converting, { ip: '10.2.0.1' });
    await view(quiet, { ip: '10.3.0.1' });
    await view(quiet, { ip: '10.3.0.2' });
    await flush();
    expect((await apply(converting, `${word}.a@example.com`)).statusCode).toBe(201);

    const byViews = await adminList({ status: 'approved', search: word, sort: 'views' });
    expect(byViews.items.map((j) => j.id)).toEqual([popular, quiet, converting, unseen, unseenOlder]);
    // Pages across the jobs with views and those without (two reads, one order).
    expect((await adminList({ status: 'approved', search: word, sort: 'views', limit: 2, page: 2 })).items.map((j) => j.id)).toEqual([converting, unseen]);
    expect((await adminList({ status: 'approved', search: word, sort: 'applications', limit: 2, page: 1 })).items.map((j) => j.id)).toEqual([
      converting,
      unseen,
    ]);
    expect(byViews.items[0]).toMatchObject({ views: 4, applications: 0, conversion: 0 });
    expect((await adminList({ status: 'approved', search: word, sort: 'applications' })).items[0]!.id).toBe(converting);
    const byConversion = await adminList({ status: 'approved', search: word, sort: 'conversion' });
    expect(byConversion.items[0]).toMatchObject({ id: converting, views: 1, applications: 1, conversion: 1 });
    // Newest first stays the default.
    expect((await adminList({ status: 'approved', search: word })).items.map((j) => j.id)).toEqual([unseen, unseenOlder, converting, popular, quiet]);
    const bad = await t.app.inject({ url: `/trpc/job.adminList?input=${encodeURIComponent(JSON.stringify({ sort: 'loudest' }))}`, headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('sort must be one of: newest, views, applications, conversion');
  });

  it('exports every matching job as CSV with its views, visitors, starts, applications and conversion', async () => {
    const word = unique('Exported').split(' ')[1]!;
    const job = await openJob(`${word} Picker`);
    await view(job, { ip: '10.9.0.1' });
    await view(job, { ip: '10.9.0.2' });
    await applyStart(job, { ip: '10.9.0.2' });
    await flush();
    expect((await apply(job, `${word}.b@example.com`)).statusCode).toBe(201);

    const res = await t.app.inject({ url: `/api/admin/jobs/export.csv?status=approved&search=${word}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="jobs-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = parseCsv(res.body.slice(1));
    expect(header!.slice(-5)).toEqual(['Views', 'Unique visitors', 'Apply starts', 'Applications', 'Conversion']);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((name, i) => [name, rows[0]![i]]));
    expect(row).toMatchObject({
      ID: String(job),
      Title: `${word} Picker`,
      Views: '2',
      'Unique visitors': '2',
      'Apply starts': '1',
      Applications: '1',
      Conversion: '50.0%',
    });

    expect((await t.app.inject({ url: '/api/admin/jobs/export.csv' })).statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/admin/jobs/export.csv?status=lost', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
  });
});
