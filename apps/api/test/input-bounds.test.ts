import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPC_MAX_BATCH_SIZE } from '@app/shared/constants';
import { MSG } from '@app/shared/messages';
import { createAdminApp, validJob, type TestApp } from './helpers.ts';

/** Issue 10, finding 3: a NUL (or another control character) in any text is a 400 with the field's message, never a 500. */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await createAdminApp());
});
afterAll(() => t.close());

const count = async (table: string) => (await t.orm.em.fork().getConnection().execute(`select count(*)::int as n from ${table}`))[0]!.n as number;

describe('tRPC batches', () => {
  it(`a batch of more than TRPC_MAX_BATCH_SIZE procedures is refused with a 400; one of that size is answered`, async () => {
    const batch = (n: number) => {
      const paths = Array.from({ length: n }, () => 'stats.get').join(',');
      const input = Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), {}]));
      return t.app.inject({ url: `/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}` });
    };
    const ok = await batch(TRPC_MAX_BATCH_SIZE);
    expect(ok.statusCode, ok.body.slice(0, 300)).toBe(200);
    expect(ok.json()).toHaveLength(TRPC_MAX_BATCH_SIZE);
    const tooMany = await batch(TRPC_MAX_BATCH_SIZE + 1);
    expect(tooMany.statusCode).toBe(400);
    // No stack trace: no source file of ours is named in the answer.
    expect(tooMany.body).not.toContain('.ts:');
  });
});

describe('control characters in text', () => {
  it('a NUL in a form field is refused at that field and nothing is stored', async () => {
    const before = await count('contact_messages');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada\u0000 Lovelace', email: 'ada@example.com', phone: '4165550199', subject: 'A question', message: 'Hello there, a question.' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.controlCharacters);
    expect(res.json().issues[0].path).toEqual(['name']);
    expect(await count('contact_messages')).toBe(before);
  });

  it('C1 controls and bidirectional overrides are refused at the field like C0, and nothing is stored', async () => {
    const before = await count('contact_messages');
    for (const [field, value] of [
      ['name', 'Ada\u0085 Lovelace'],
      ['subject', 'Invoice \u202Egpj.exe'],
      ['message', 'Hello there, \u2066a question\u2069.'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: '4165550199',
          subject: 'A question',
          message: 'Hello there, a question.',
          [field]: value,
        },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toBe(MSG.controlCharacters);
      expect(res.json().issues[0].path, field).toEqual([field]);
    }
    const job = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...validJob, title: 'Forklift \u202EOperator' } });
    expect(job.statusCode).toBe(400);
    expect(job.json().message).toBe(MSG.controlCharacters);
    expect(await count('contact_messages')).toBe(before);
  });

  it('every kind of text is checked: job fields, search filters, slugs, credentials', async () => {
    const job = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...validJob, description: `Line one\u0000${validJob.description}` } });
    expect(job.statusCode).toBe(400);
    expect(job.json().message).toBe(MSG.controlCharacters);
    for (const url of ['/api/jobs?query=fork%00lift', '/api/jobs?location=%07Milton', '/api/jobs?category=Ware%1Bhouse', '/api/blog/some%00slug']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(MSG.controlCharacters);
    }
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'admin\u0000', password: 'x' } });
    expect(login.statusCode).toBe(400);
    const trpc = await t.app.inject({ url: `/trpc/job.list?input=${encodeURIComponent(JSON.stringify({ query: 'a\u0000b' }))}` });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toBe(MSG.controlCharacters);
  });

  it('a lone UTF-16 surrogate is a 400 at its field, on a new job and on an edit, and nothing is stored or changed', async () => {
    const jobsBefore = await count('jobs');
    // As a client sends it: the JSON escape of half a character.
    const submit = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/submit',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validJob, description: `${validJob.description} SURROGATE` }).replace('SURROGATE', '\\ud83d'),
    });
    expect(submit.statusCode).toBe(400);
    expect(submit.json().message).toBe(MSG.brokenCharacters);
    expect(submit.json().issues[0].path).toEqual(['description']);
    expect(await count('jobs')).toBe(jobsBefore);

    const created = (await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: validJob })).json() as { id: number };
    for (const [field, value] of [
      ['title', 'Forklift \udc00Operator'],
      ['category', '\ud800'],
      ['description', `${validJob.description}\udfff`],
    ] as const) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/jobs/${created.id}`, headers: { cookie }, payload: { [field]: value } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message, field).toBe(MSG.brokenCharacters);
    }
    const job = (await t.app.inject({ url: `/api/jobs/${created.id}`, headers: { cookie } })).json() as { title: string };
    expect(job.title).toBe(validJob.title);
    const trpc = await t.app.inject({
      url: `/trpc/job.list?input=${encodeURIComponent(JSON.stringify({ query: 'driver' }).replace('driver', 'driver\\ud800'))}`,
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toBe(MSG.brokenCharacters);
  });

  it('tabs and line breaks stay allowed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '4165550199', subject: 'A question', message: 'Line one,\r\nline two\tand a tab.' },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('out-of-range dates (issue 10, finding 11)', () => {
  it('a job expiry JavaScript can read but PostgreSQL cannot store is a 400 with the date message, and the job is unchanged', async () => {
    const created = (await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: validJob })).json() as { id: number };
    for (const expiresAt of ['275760-09-13', '-000001-01-01', '0000-01-01', '+010000-01-01T00:00:00Z', '1969-12-31T23:59:59Z']) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/jobs/${created.id}`, headers: { cookie }, payload: { expiresAt } });
      expect(res.statusCode, expiresAt).toBe(400);
      expect(res.json().message, expiresAt).toBe(MSG.date);
    }
    // A date a year from today, whatever today is (a fixed date would one day be in the past).
    const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    const ok = await t.app.inject({ method: 'PUT', url: `/api/jobs/${created.id}`, headers: { cookie }, payload: { expiresAt: nextYear } });
    expect(ok.statusCode, ok.body.slice(0, 300)).toBe(200);
    expect(ok.json().expiresAt.slice(0, 10)).toBe(nextYear);
  });
});
