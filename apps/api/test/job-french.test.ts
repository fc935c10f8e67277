import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job, JobApplication, updateSiteSettings } from '@app/db';
import { JOB_LANGUAGE_MESSAGES } from '@app/shared/job-language';
import { createAdminApp, validJob, type TestApp } from './helpers.ts';

/**
 * Jobs in English and French (issue 35, items 3 and 4): a job's French text beside its English
 * one; Québec's rules (no approval without the French title and description, a reason when a job
 * requires English); the admin filter of jobs without French; and search in both languages
 * ('cariste', 'chariot elevateur' and 'Chariot élévateur' find the same French job).
 */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ t, cookie } = await createAdminApp());
  await t.orm.em.fork().nativeDelete(JobApplication, {});
  await t.orm.em.fork().nativeDelete(Job, {});
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { cookie } });

const quebecJob = { ...validJob, title: 'Forklift Operator Laval', location: 'Laval, QC', salary: '$22 - $24 / hour' };
const french = {
  titleFr: 'Cariste',
  descriptionFr: 'Conduire un chariot élévateur dans un centre de distribution achalandé.',
  requirementsFr: '- Certificat de cariste valide',
};

async function created(body: object): Promise<{ id: number; status: string; [key: string]: unknown }> {
  const res = await call('POST', '/api/jobs', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('French text beside the English', () => {
  it('is stored, answered and cleared when sent blank', async () => {
    const job = await created({ ...quebecJob, ...french });
    expect(job).toMatchObject({ ...french, hasFrench: true, requiresEnglish: false, englishReason: null });
    const read = (await t.app.inject({ url: `/api/jobs/${job.id}`, headers: { cookie } })).json();
    expect(read).toMatchObject(french);

    const cleared = await call('PUT', `/api/jobs/${job.id}`, { requirementsFr: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ titleFr: 'Cariste', requirementsFr: null });
  });

  it('a job without French says so, and the admin list filters on it', async () => {
    const without = await created({ ...validJob, title: 'No French Clerk' });
    const withFrench = await created({ ...validJob, title: 'Bilingual Clerk', ...french });
    expect(without.hasFrench).toBe(false);
    const input = encodeURIComponent(JSON.stringify({ status: 'all', needs: 'french', limit: 50 }));
    const res = await call('GET', `/trpc/job.adminList?input=${input}`);
    expect(res.statusCode, res.body).toBe(200);
    const titles = res.json().result.data.items.map((job: { title: string }) => job.title);
    expect(titles).toContain('No French Clerk');
    expect(titles).not.toContain('Bilingual Clerk');
    expect(withFrench.hasFrench).toBe(true);
  });
});

describe('Québec: no approval without the French title and description', () => {
  it('refuses to approve a job in Québec without its French, with the message, and approves it once added', async () => {
    const job = await created(quebecJob);
    const refused = await call('PATCH', `/api/jobs/${job.id}/status`, { status: 'approved' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(JOB_LANGUAGE_MESSAGES.frenchRequired);
    expect(refused.json().issues[0].path).toEqual(['titleFr']);
    // Nothing changed: still pending.
    expect((await t.app.inject({ url: `/api/jobs/${job.id}`, headers: { cookie } })).json().status).toBe('pending');

    // A title alone is not enough.
    await call('PUT', `/api/jobs/${job.id}`, { titleFr: 'Cariste' });
    expect((await call('PATCH', `/api/jobs/${job.id}/status`, { status: 'approved' })).statusCode).toBe(400);

    await call('PUT', `/api/jobs/${job.id}`, { descriptionFr: french.descriptionFr });
    const approved = await call('PATCH', `/api/jobs/${job.id}/status`, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('approved');

    // A published job in Québec keeps its French: an edit cannot take it away.
    const stripped = await call('PUT', `/api/jobs/${job.id}`, { descriptionFr: '' });
    expect(stripped.statusCode).toBe(400);
    expect(stripped.json().message).toBe(JOB_LANGUAGE_MESSAGES.frenchRequired);
  });

  it('a job outside Québec is approved without French; moving a live one to Québec needs it', async () => {
    const job = await created({ ...validJob, title: 'Ontario Only Operator' });
    expect((await call('PATCH', `/api/jobs/${job.id}/status`, { status: 'approved' })).statusCode).toBe(200);
    const moved = await call('PUT', `/api/jobs/${job.id}`, { location: 'Montréal, QC' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(JOB_LANGUAGE_MESSAGES.frenchRequired);
    // Denying needs no French.
    const pending = await created({ ...quebecJob, title: 'Denied Laval Job' });
    expect((await call('PATCH', `/api/jobs/${pending.id}/status`, { status: 'denied', reason: 'Duplicate' })).statusCode).toBe(200);
  });

  it('approving a selection skips the Québec jobs without French and says why', async () => {
    const ready = await created({ ...quebecJob, title: 'Ready Laval', ...french });
    const missing = await created({ ...quebecJob, title: 'Missing Laval' });
    const res = await call('PATCH', '/api/jobs/status', { ids: [ready.id, missing.id], status: 'approved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().updated).toBe(1);
    expect(res.json().skipped).toEqual([{ id: missing.id, status: 'pending', reason: JOB_LANGUAGE_MESSAGES.frenchRequired }]);
  });

  it('auto-approval publishes a Québec submission only with its French', async () => {
    const em = t.orm.em.fork();
    await updateSiteSettings(em, { jobAutoApproval: true });
    try {
      const without = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...quebecJob, title: 'Auto Laval Without' } });
      expect(without.statusCode, without.body).toBe(201);
      expect(without.json().status).toBe('pending');
      const withFrench = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...quebecJob, title: 'Auto Laval With', ...french } });
      expect(withFrench.json().status).toBe('approved');
    } finally {
      await updateSiteSettings(em, { jobAutoApproval: false });
    }
  });
});

describe('Québec: a job that requires English says why', () => {
  it('answers 400 at englishReason without the reason, in Québec only', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...quebecJob, requiresEnglish: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(JOB_LANGUAGE_MESSAGES.englishReasonRequired);
    expect(res.json().issues[0].path).toEqual(['englishReason']);

    const given = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/submit',
      payload: { ...quebecJob, requiresEnglish: true, englishReason: 'The dispatcher speaks with drivers across Ontario' },
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json()).toMatchObject({ requiresEnglish: true, englishReason: 'The dispatcher speaks with drivers across Ontario' });

    const ontario = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...validJob, requiresEnglish: true } });
    expect(ontario.statusCode, ontario.body).toBe(201);
  });

  it('an edit that requires English of a Québec job, or drops the reason, is refused', async () => {
    const job = await created(quebecJob);
    const res = await call('PUT', `/api/jobs/${job.id}`, { requiresEnglish: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(JOB_LANGUAGE_MESSAGES.englishReasonRequired);
    expect((await call('PUT', `/api/jobs/${job.id}`, { requiresEnglish: true, englishReason: 'Clients in Toronto' })).statusCode).toBe(200);
    expect((await call('PUT', `/api/jobs/${job.id}`, { englishReason: '' })).statusCode).toBe(400);
  });
});

describe('search in both languages', () => {
  let frenchId: number;
  let englishId: number;
  beforeAll(async () => {
    const em = t.orm.em.fork();
    await em.nativeDelete(Job, {});
    const fr = em.create(Job, {
      ...validJob,
      title: 'Material Handler Laval',
      location: 'Laval, QC',
      description: 'Move pallets in the warehouse.',
      requirements: null,
      titleFr: 'Cariste',
      descriptionFr: 'Conduire un chariot élévateur et charger les camions.',
      status: 'approved',
    });
    const en = em.create(Job, { ...validJob, title: 'Forklift Operator Mississauga', requirements: null, status: 'approved' });
    await em.flush();
    frenchId = fr.id;
    englishId = en.id;
  });

  const ids = async (query: string) => {
    const res = await t.app.inject({ url: `/api/jobs?query=${encodeURIComponent(query)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().map((job: { id: number }) => job.id) as number[];
  };

  it("'cariste', 'chariot elevateur' and 'Chariot élévateur' find the French job", async () => {
    expect(await ids('cariste')).toEqual([frenchId]);
    expect(await ids('chariot elevateur')).toEqual([frenchId]);
    expect(await ids('Chariot élévateur')).toEqual([frenchId]);
    // French stemming: the plural and another form of the word.
    expect(await ids('camion')).toEqual([frenchId]);
  });

  it('an English query still finds the English jobs', async () => {
    expect(await ids('forklift')).toEqual([englishId]);
    expect(await ids('pallets')).toEqual([frenchId]);
  });

  it('a prefix while typing works in French too', async () => {
    expect(await ids('caris')).toEqual([frenchId]);
  });
});
