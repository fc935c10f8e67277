import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '@app/db';
import { POSTING_CHECK_MESSAGES } from '@app/shared/posting-rules';
import { Migration20261124180000_structured_pay } from '../../../packages/db/src/migrations/Migration20261124180000_structured_pay.ts';
import { createAdminApp, validJob, type TestApp } from './helpers.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  // Many submissions from one address: the public write limit is not what this file tests.
  ({ t, cookie } = await createAdminApp({ PUBLIC_WRITE_LIMIT: '1000' }));
});
afterAll(() => t.close());

/** An Ontario job with every posting answer given and a pay range within the rule. */
const compliantJob = {
  ...validJob,
  salary: 'Plus shift premiums',
  payMin: 22,
  payMax: 26,
  payPeriod: 'hour',
  existingVacancy: true,
  aiScreening: false,
};

const submit = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload });
const approve = (id: number) => t.app.inject({ method: 'PATCH', url: `/api/jobs/${id}/status`, headers: { cookie }, payload: { status: 'approved' } });

describe('structured pay', () => {
  it('pay fields travel through submit, approve and the job page; given pay wins over the salary text', async () => {
    const res = await submit({ ...compliantJob, salary: '$10 / hour (note)', currency: 'cad' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      payMin: 22,
      payMax: 26,
      payPeriod: 'hour',
      currency: 'CAD',
      existingVacancy: true,
      aiScreening: false,
      employerUnder25: false,
      complianceIssues: [],
      salary: '$10 / hour (note)',
    });
    expect((await approve(created.id)).json()).toMatchObject({ status: 'approved', payMin: 22, payMax: 26 });
    const shown = (await t.app.inject({ url: `/api/jobs/${created.id}` })).json();
    expect(shown).toMatchObject({ payMin: 22, payMax: 26, payPeriod: 'hour', currency: 'CAD', existingVacancy: true, aiScreening: false });
    const listed = (await t.app.inject({ url: `/api/jobs?query=${encodeURIComponent(validJob.title)}` })).json();
    expect(listed.find((j: { id: number }) => j.id === created.id)).toMatchObject({ payMin: 22, payMax: 26, currency: 'CAD', complianceIssues: [] });
  });

  it("the spec's submission (salary text only) is still accepted, its pay read from the text and its open points stored", async () => {
    const res = await submit(validJob);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      salary: '$22 - $24 / hour',
      payMin: 22,
      payMax: 24,
      payPeriod: 'hour',
      currency: 'CAD',
      existingVacancy: null,
      aiScreening: null,
    });
    expect(res.json().complianceIssues).toEqual(['existingVacancyUnanswered', 'aiScreeningUnanswered']);
    const stored = await t.orm.em.fork().findOneOrFail(Job, { id: res.json().id });
    expect(stored.complianceIssues).toEqual(['existingVacancyUnanswered', 'aiScreeningUnanswered']);
    // The admin sees them on the pending list; approving stays possible (the REST contract is unchanged).
    const pending = (await t.app.inject({ url: '/api/jobs/pending', headers: { cookie } })).json();
    expect(pending.find((j: { id: number }) => j.id === res.json().id).complianceIssues).toHaveLength(2);
    expect((await approve(res.json().id)).statusCode).toBe(200);
    // The Activity log says it was approved over those points, not as a plain approval.
    const log = (await t.app.inject({ url: `/api/admin/activity?action=job.approve&limit=50`, headers: { cookie } })).json();
    const entry = (log.items ?? log).find((e: { targetId: string | null }) => e.targetId === String(res.json().id));
    expect(entry.after.openPostingPoints).toContain(POSTING_CHECK_MESSAGES.existingVacancyUnanswered.slice(0, 40));
    // A job with no open point is logged without them.
    const clean = await submit(compliantJob);
    await approve(clean.json().id);
    const log2 = (await t.app.inject({ url: `/api/admin/activity?action=job.approve&limit=50`, headers: { cookie } })).json();
    const plain = (log2.items ?? log2).find((e: { targetId: string | null }) => e.targetId === String(clean.json().id));
    expect(plain.after).not.toHaveProperty('openPostingPoints');
  });

  it('admin create and update take the pay fields; a salary text sent alone sets the pay it names', async () => {
    const { contactEmail: _e, contactPhone: _p, ...noContact } = compliantJob;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { cookie },
      payload: { ...noContact, payMin: 60000, payMax: 70000, payPeriod: 'year', currency: 'USD' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ payMin: 60000, payMax: 70000, payPeriod: 'year', currency: 'USD' });
    const id = created.json().id;
    const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/jobs/${id}`, headers: { cookie }, payload });
    expect((await put({ payMax: 75000 })).json()).toMatchObject({ payMin: 60000, payMax: 75000, payPeriod: 'year', currency: 'USD' });
    expect((await put({ salary: '$30 - $32 per hour' })).json()).toMatchObject({ payMin: 30, payMax: 32, payPeriod: 'hour' });
    // Pay read from the old text goes with it; pay given explicitly stays when the note changes.
    expect((await put({ salary: 'Competitive' })).json()).toMatchObject({ payMin: null, payMax: null, payPeriod: null, salary: 'Competitive' });
    expect((await put({ payMin: 25, payMax: null, payPeriod: 'hour' })).json()).toMatchObject({ payMin: 25, payMax: null, complianceIssues: [] });
    expect((await put({ salary: 'Plus benefits' })).json()).toMatchObject({ payMin: 25, payPeriod: 'hour' });
    expect((await put({ payMin: 40, payMax: 30 })).statusCode).toBe(400);
  });

  it('contradictions answer 400 with the field message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ payMin: 30, payMax: 20, payPeriod: 'hour' }, 'Maximum pay must be at least the minimum pay'],
      [{ payMin: -5, payPeriod: 'hour' }, 'Minimum pay cannot be negative'],
      [{ payMin: 20, payMax: -1, payPeriod: 'hour' }, 'Maximum pay cannot be negative'],
      [{ payPeriod: 'week' }, 'Enter a pay amount for the pay period'],
      [{ payMin: 20 }, 'Please select a pay period'],
      [{ payMin: 20, payPeriod: 'fortnight' }, 'payPeriod must be one of: hour, day, week, month, year'],
      [{ currency: 'dollars' }, 'Currency must be a three-letter code such as CAD'],
      [{ existingVacancy: 'maybe' }, 'existingVacancy must be true or false'],
    ];
    for (const [fields, message] of cases) {
      const res = await submit({ ...validJob, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const job = (await submit(compliantJob)).json();
    const put = await t.app.inject({ method: 'PUT', url: `/api/jobs/${job.id}`, headers: { cookie }, payload: { payMin: 40 } });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe('Maximum pay must be at least the minimum pay');
    // The issues name the field, as the input parser's do (they were [] when the cause was not an Error).
    expect(put.json().issues).toEqual([expect.objectContaining({ path: ['payMax'], message: 'Maximum pay must be at least the minimum pay' })]);
  });

  it('sort=salary orders by the structured pay (yearly equivalents), given or read from the text', async () => {
    const tag = 'Salarysortzz';
    const mk = async (title: string, fields: Record<string, unknown>) =>
      (await approve((await submit({ ...compliantJob, title: `${tag} ${title}`, salary: null, ...fields })).json().id)).json();
    await mk('Hourly', { payMin: 30, payMax: 40, payPeriod: 'hour' }); // 83,200 a year
    await mk('Yearly', { payMin: 85000, payMax: 90000, payPeriod: 'year' });
    await mk('Text', { payMin: null, payMax: null, payPeriod: null, salary: '$50,000 - $60,000 per year' });
    const titles = (await t.app.inject({ url: `/api/jobs?query=${tag}&sort=salary` })).json().map((j: { title: string }) => j.title);
    expect(titles).toEqual([`${tag} Yearly`, `${tag} Hourly`, `${tag} Text`]);
  });

  it('minPay with payPeriod keeps the jobs paying at least that much (yearly equivalents), with and without words', async () => {
    const tag = 'Payfilterzz';
    const mk = async (title: string, fields: Record<string, unknown>) =>
      (await approve((await submit({ ...compliantJob, title: `${tag} ${title}`, salary: null, type: 'Part-time', ...fields })).json().id)).json();
    await mk('Hourly', { payMin: 20, payMax: 24, payPeriod: 'hour' }); // top 49,920 a year
    await mk('Yearly', { payMin: 60000, payMax: 65000, payPeriod: 'year' });
    await mk('Weekly', { payMin: 700, payMax: 800, payPeriod: 'week' }); // top 41,600 a year
    await mk('Unpaid', { payMin: null, payMax: null, payPeriod: null, salary: 'Competitive', employerUnder25: true });
    const search = async (qs: string) => {
      const res = await t.app.inject({ url: `/api/jobs?query=${tag}&sort=salary&${qs}` });
      expect(res.statusCode).toBe(200);
      return { titles: res.json().map((j: { title: string }) => j.title.replace(`${tag} `, '')), total: res.headers['x-total-count'] };
    };
    expect(await search('minPay=45000&payPeriod=year')).toEqual({ titles: ['Yearly', 'Hourly'], total: '2' });
    expect(await search('minPay=24&payPeriod=hour')).toEqual({ titles: ['Yearly', 'Hourly'], total: '2' });
    expect(await search('minPay=25&payPeriod=hour')).toEqual({ titles: ['Yearly'], total: '1' });
    // Without a period: below 1,000 an hourly figure, from 1,000 a yearly one.
    expect((await search('minPay=19')).titles).toEqual(['Yearly', 'Hourly', 'Weekly']);
    expect((await search('minPay=50000')).titles).toEqual(['Yearly']);
    expect((await search('minPay=800&payPeriod=week')).titles).toEqual(['Yearly', 'Hourly', 'Weekly']);
    expect((await search('minPay=')).titles).toHaveLength(4);

    // Without words (the path that otherwise counts from job_facets): the total and the facets follow the pay filter.
    const trpc = async (input: Record<string, unknown>) =>
      (await t.app.inject({ url: `/trpc/job.list?input=${encodeURIComponent(JSON.stringify({ limit: 100, sort: 'salary', ...input }))}` })).json().result.data;
    const all = await trpc({});
    const rich = await trpc({ minPay: 60000, payPeriod: 'year' });
    expect(rich.total).toBeLessThan(all.total);
    expect(rich.items.map((j: { title: string }) => j.title)).toContain(`${tag} Yearly`);
    for (const job of rich.items) expect(job.payMax ?? job.payMin).not.toBeNull();
    const partTime = rich.facets.type.find((f: { value: string }) => f.value === 'Part-time');
    expect(partTime.count).toBe(rich.items.filter((j: { type: string }) => j.type === 'Part-time').length);
    // The same filter through a type and the feed.
    expect((await trpc({ minPay: 60000, payPeriod: 'year', type: 'Part-time' })).total).toBe(partTime.count);
    const feed = await t.app.inject({ url: `/jobs/feed.xml?query=${tag}&minPay=45000&payPeriod=year` });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`${tag} Yearly`);
    expect(feed.body).not.toContain(`${tag} Weekly`);
  });

  it('a bad pay filter answers 400 with its message', async () => {
    const bad = async (qs: string) => (await t.app.inject({ url: `/api/jobs?${qs}` })).json();
    expect((await bad('minPay=lots')).message).toBe('minPay must be a number');
    expect((await bad('minPay=-3')).message).toBe('minPay cannot be negative');
    expect((await bad('minPay=20&payPeriod=fortnight')).message).toBe('payPeriod must be one of: hour, day, week, month, year');
  });

  it("the admin list finds jobs whose salary text names no pay ('Pay needs fixing')", async () => {
    const unparsed = (await submit({ ...validJob, title: 'Unparsed Pay Role', salary: 'Competitive, DOE' })).json();
    const parsed = (await submit({ ...validJob, title: 'Parsed Pay Role' })).json();
    const list = await t.app.inject({
      url: `/trpc/job.adminList?input=${encodeURIComponent(JSON.stringify({ needs: 'pay', limit: 100 }))}`,
      headers: { cookie },
    });
    const ids = list.json().result.data.items.map((j: { id: number }) => j.id);
    expect(ids).toContain(unparsed.id);
    expect(ids).not.toContain(parsed.id);
  });
});

describe('Ontario posting rules', () => {
  const issuesOf = async (fields: Record<string, unknown>) => {
    const res = await submit({ ...compliantJob, ...fields });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().complianceIssues as string[];
  };

  it('a pay figure or range must be present', async () => {
    expect(await issuesOf({ payMin: null, payMax: null, payPeriod: null, salary: 'Competitive' })).toEqual(['payMissing']);
    expect(await issuesOf({ payMin: 25, payMax: null })).toEqual([]);
  });

  it('a range is at most $50,000 a year wide unless the top exceeds $200,000 (400 when given)', async () => {
    expect((await submit({ ...compliantJob, payMin: 50000, payMax: 100001, payPeriod: 'year' })).json().message).toBe(
      'Ontario pay ranges may be at most $50,000 a year wide unless the top exceeds $200,000',
    );
    // Hourly: ($20 - $50) x 2080 = $62,400 wide.
    expect((await submit({ ...compliantJob, payMin: 20, payMax: 50, payPeriod: 'hour' })).statusCode).toBe(400);
    expect(await issuesOf({ payMin: 50000, payMax: 100000, payPeriod: 'year' })).toEqual([]);
    expect(await issuesOf({ payMin: 120000, payMax: 250000, payPeriod: 'year' })).toEqual([]);
    // A wide range read from the salary text is guided, not refused.
    expect(await issuesOf({ payMin: null, payMax: null, payPeriod: null, salary: '$40,000 - $120,000 per year' })).toEqual(['payRangeTooWide']);
    // Outside Ontario the rule does not apply.
    expect((await submit({ ...compliantJob, location: 'Calgary, AB', payMin: 20000, payMax: 150000, payPeriod: 'year' })).statusCode).toBe(201);
  });

  it('the existing-vacancy and AI-screening questions must be answered', async () => {
    expect(await issuesOf({ existingVacancy: undefined })).toEqual(['existingVacancyUnanswered']);
    expect(await issuesOf({ aiScreening: null })).toEqual(['aiScreeningUnanswered']);
    expect(await issuesOf({ existingVacancy: false, aiScreening: true })).toEqual([]);
  });

  it("'Canadian experience' in the requirements or description is flagged", async () => {
    expect(await issuesOf({ requirements: '2 years of Canadian experience required' })).toEqual(['canadianExperience']);
    expect(await issuesOf({ description: 'Must have canadian work experience.' })).toEqual(['canadianExperience']);
  });

  it('employers with fewer than 25 employees are exempt; other provinces are not checked', async () => {
    expect(await issuesOf({ employerUnder25: true, existingVacancy: null, aiScreening: null, payMin: 20000, payMax: 150000, payPeriod: 'year' })).toEqual([]);
    expect(await issuesOf({ location: 'Vancouver, BC', existingVacancy: null, aiScreening: null })).toEqual([]);
  });
});

describe('migration', () => {
  it('reads the pay of existing salary texts and stores the open points', async () => {
    const em = t.orm.em.fork();
    const job = em.create(Job, { ...validJob, status: 'approved' });
    const unparsed = em.create(Job, { ...validJob, salary: 'Competitive', status: 'approved' });
    await em.flush();
    const conn = em.getConnection();
    await conn.execute(`update jobs set pay_min = null, pay_max = null, pay_period = null, pay_annual = null where id in (${job.id}, ${unparsed.id})`);
    await conn.execute(
      `alter table jobs drop column currency, drop column existing_vacancy, drop column ai_screening, drop column employer_under25, drop column compliance_issues`,
    );
    const migration = new Migration20261124180000_structured_pay(t.orm.em.getDriver(), t.orm.config);
    await migration.up();
    const rows = await conn.execute(
      `select id, pay_min, pay_max, pay_period, pay_annual, currency, compliance_issues from jobs where id in (${job.id}, ${unparsed.id}) order by id`,
    );
    expect(rows[0]).toMatchObject({
      pay_min: 22,
      pay_max: 24,
      pay_period: 'hour',
      pay_annual: 24 * 2080,
      currency: 'CAD',
      compliance_issues: ['existingVacancyUnanswered', 'aiScreeningUnanswered'],
    });
    expect(rows[1]).toMatchObject({ pay_min: null, pay_max: null, compliance_issues: ['payMissing', 'existingVacancyUnanswered', 'aiScreeningUnanswered'] });
  });
});
