import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactMessage, Job, NewsletterSubscription, TransportationQuote, CarrierApplication, WarehouseQuote } from '@app/db';
import { formSecretFrom, issueFormToken } from '@app/trpc';
import { createInstancePair, loginCookie, validJob, validTransportationQuote, type AppInstance, type InstancePair, type TestApp } from './helpers.ts';

/**
 * Finding 4, spam part: the public forms' honeypot (`website`) and signed form token (minimum
 * fill time). A trapped submission answers exactly like one that passed, is stored as 'spam' with
 * the reason, stays out of the admin lists (and the site) and can be restored by an admin. A
 * documented body without the new fields is judged by the honeypot only.
 */

let pair: InstancePair;
let t: TestApp;
let other: AppInstance;
let cookie: string;

beforeAll(async () => {
  pair = await createInstancePair({ PUBLIC_WRITE_LIMIT: '1000' });
  ({ first: t, second: other } = pair);
  cookie = await loginCookie(t.app);
});
afterAll(() => pair.close());

let seq = 0;
const unique = (base: string) => `${base}-${Date.now().toString(36)}-${++seq}`;
const post = (url: string, payload: object, app = t.app) => app.inject({ method: 'POST', url, payload });
const admin = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: { cookie } });
/** An admin REST list: its items and the X-Total-Count. */
async function adminList<T = { id: number }>(url: string): Promise<{ items: T[]; total: number }> {
  const res = await admin('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json(), total: Number(res.headers['x-total-count']) };
}
const em = () => t.orm.em.fork();

/** A token as the server would have issued it `ageMs` ago (any instance of the site signs alike). */
const tokenIssuedAgo = (ageMs: number) => issueFormToken({ secret: formSecretFrom(t.sessionKey) }, Date.now() - ageMs);

const contact = (subject: string, extra: object = {}) => ({
  name: 'Pat Sender',
  email: 'pat@example.com',
  subject,
  message: 'We need twenty pickers for the holiday peak.',
  ...extra,
});

const THANKS = { success: true, message: "Thank you for your message. We'll get back to you within 24 hours." };

describe('GET /api/forms/token', () => {
  it('answers a fresh signed token and the minimum fill time, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/forms/token' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.minFillMs).toBe(2000);
    expect(body.token).toMatch(/^f1\.[0-9a-z]+\.[\w-]+$/);
    expect(String(res.headers['cache-control'])).toMatch(/no-store|private/);
    const again = await t.app.inject({ method: 'GET', url: '/api/forms/token' });
    expect(again.json().token === body.token || again.json().token.split('.')[1] >= body.token.split('.')[1]).toBe(true);
  });
});

describe('the contact form', () => {
  it('a documented body without the new fields is stored as a lead (the REST contract)', async () => {
    const subject = unique('Plain');
    const res = await post('/api/contact', contact(subject));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject(THANKS);
    expect(await em().findOneOrFail(ContactMessage, { subject })).toMatchObject({ status: 'new', spamReason: null });
  });

  it('a token older than the fill time passes, even when another instance issued it', async () => {
    const subject = unique('Human');
    const res = await post('/api/contact', contact(subject, { website: '', formToken: tokenIssuedAgo(8000) }), other.app);
    expect(res.statusCode).toBe(201);
    expect(await em().findOneOrFail(ContactMessage, { subject })).toMatchObject({ status: 'new', spamReason: null });
  });

  it.each([
    ['a filled honeypot', () => ({ website: 'http://cheap-pills.example' }), 'honeypot'],
    ['a form sent within a moment of being shown', () => ({ formToken: tokenIssuedAgo(200) }), 'too fast'],
    ['a token the server never signed', () => ({ formToken: 'f1.abc123.AAAAAAAAAAAAAAAAAAAAAAAA' }), 'forged token'],
    ['a token dated in the future', () => ({ formToken: tokenIssuedAgo(-10 * 60_000) }), 'forged token'],
    ['garbage in the token', () => ({ formToken: 'hello' }), 'forged token'],
  ])('%s: answered like a success, stored as spam', async (_name, extra, reason) => {
    const subject = unique('Trapped');
    const res = await post('/api/contact', contact(subject, extra()));
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json()).sort()).toEqual(['id', 'message', 'success']);
    expect(res.json()).toMatchObject(THANKS);
    expect(await em().findOneOrFail(ContactMessage, { subject })).toMatchObject({ status: 'spam', spamReason: reason });
  });

  it('spam stays out of the admin list and the new-lead counts; the Spam filter shows it and an admin restores it', async () => {
    const subject = unique('Restore me');
    const before = (await admin('GET', '/api/admin/leads/counts')).json().contact;
    await post('/api/contact', contact(subject, { website: 'x' }));
    const row = await em().findOneOrFail(ContactMessage, { subject });

    const all = await adminList(`/api/admin/leads/contact?search=${encodeURIComponent(subject)}`);
    expect(all.items).toHaveLength(0);
    expect(all.total).toBe(0);
    const everything = await adminList('/api/admin/leads/contact?limit=100');
    expect(everything.items.some((l: { id: number }) => l.id === row.id)).toBe(false);
    expect(everything.total).toBe(await em().count(ContactMessage, { status: { $ne: 'spam' } }));
    expect((await admin('GET', '/api/admin/leads/counts')).json().contact).toBe(before);

    const spam = await adminList('/api/admin/leads/contact?status=spam&limit=100');
    expect(spam.total).toBe(await em().count(ContactMessage, { status: 'spam' }));
    expect(spam.items.find((l) => l.id === row.id)).toMatchObject({ status: 'spam', spamReason: 'honeypot', summary: subject });

    expect((await t.app.inject({ method: 'POST', url: `/api/admin/leads/contact/${row.id}/restore` })).statusCode).toBe(401);
    const restored = await admin('POST', `/api/admin/leads/contact/${row.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: row.id, status: 'new', spamReason: null });
    expect((await adminList(`/api/admin/leads/contact?search=${encodeURIComponent(subject)}`)).items).toHaveLength(1);
    expect((await admin('GET', '/api/admin/leads/counts')).json().contact).toBe(before + 1);

    // Restoring a lead that is not spam changes nothing; an unknown one is 404.
    expect((await admin('POST', `/api/admin/leads/contact/${row.id}/restore`)).json()).toMatchObject({ status: 'new' });
    expect((await admin('POST', '/api/admin/leads/contact/99999999/restore')).statusCode).toBe(404);
  });

  it('a bad trap field is a 400 like any other field', async () => {
    const res = await post('/api/contact', contact(unique('Bad'), { website: 42 }));
    expect(res.statusCode).toBe(400);
  });
});

describe('the other lead forms', () => {
  it('quotes and carrier requests caught by the honeypot are stored as spam and answered alike', async () => {
    const company = unique('Spam Freight');
    const transport = await post('/api/quotes/transportation', { ...validTransportationQuote, company, website: 'spam' });
    expect(transport.statusCode).toBe(201);
    expect(transport.json()).toMatchObject({ success: true });
    const warehouse = await post('/api/quotes/warehouse', {
      name: 'Pat',
      company,
      email: 'pat@example.com',
      serviceType: 'storage',
      formToken: tokenIssuedAgo(0),
    });
    expect(warehouse.statusCode).toBe(201);
    const carrier = await post('/api/carriers/join', { companyName: company, website: 'spam' });
    expect(carrier.statusCode).toBe(201);

    expect(await em().findOneOrFail(TransportationQuote, { company })).toMatchObject({ status: 'spam', spamReason: 'honeypot' });
    expect(await em().findOneOrFail(WarehouseQuote, { company })).toMatchObject({ status: 'spam', spamReason: 'too fast' });
    expect(await em().findOneOrFail(CarrierApplication, { companyName: company })).toMatchObject({ status: 'spam', spamReason: 'honeypot' });
  });
});

describe('the newsletter', () => {
  it('answers alike for a new, an existing and a trapped address; a trapped one is kept as spam until a person subscribes it', async () => {
    const email = `${unique('reader')}@example.com`;
    const trapped = await post('/api/newsletter', { email, website: 'spam' });
    expect(trapped.statusCode).toBe(201);
    expect(await em().findOneOrFail(NewsletterSubscription, { email })).toMatchObject({ status: 'spam', spamReason: 'honeypot' });

    const person = await post('/api/newsletter', { email, formToken: tokenIssuedAgo(10_000) });
    expect(person.body).toBe(trapped.body);
    expect(await em().findOneOrFail(NewsletterSubscription, { email })).toMatchObject({ status: 'active', spamReason: null });

    // A bot cannot knock a subscriber off the list (or learn they are on it).
    const again = await post('/api/newsletter', { email, website: 'spam' });
    expect(again.body).toBe(trapped.body);
    expect(await em().findOneOrFail(NewsletterSubscription, { email })).toMatchObject({ status: 'active' });
  });
});

describe('job submissions', () => {
  it('a trapped job answers like a pending one, is never published, is listed under Spam only and can be restored to pending', async () => {
    const title = unique('Spam Job');
    const res = await post('/api/jobs/submit', { ...validJob, title, website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ title, status: 'pending' });
    const id = res.json().id as number;
    expect(await em().findOneOrFail(Job, { id })).toMatchObject({ status: 'spam', spamReason: 'honeypot' });

    // Not on the site, not among the pending jobs, not in 'all'; counted and listed under spam.
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${id}` })).statusCode).toBe(404);
    const pending = await adminList('/api/jobs/pending?limit=100');
    expect(pending.items.some((j) => j.id === id)).toBe(false);
    const list = (q: string) =>
      t.app.inject({ method: 'GET', url: `/trpc/job.adminList?input=${encodeURIComponent(JSON.stringify(q ? { status: q } : {}))}`, headers: { cookie } });
    const allJobs = (await list('')).json().result.data;
    expect(allJobs.items.some((j: { id: number }) => j.id === id)).toBe(false);
    expect(allJobs.total).toBe(await em().count(Job, { status: { $ne: 'spam' } }));
    const spamJobs = (await list('spam')).json().result.data;
    expect(spamJobs.counts.spam).toBe(await em().count(Job, { status: 'spam' }));
    expect(spamJobs.items.some((j: { id: number }) => j.id === id)).toBe(true);
    const recent = (await admin('GET', '/api/jobs/recent')).json();
    expect(recent.some((j: { id: number }) => j.id === id)).toBe(false);

    expect((await t.app.inject({ method: 'POST', url: `/api/jobs/${id}/restore` })).statusCode).toBe(401);
    const restored = await admin('POST', `/api/jobs/${id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id, status: 'pending' });
    expect(await em().findOneOrFail(Job, { id })).toMatchObject({ status: 'pending', spamReason: null });
  });

  it('a job posted by a person (old enough token, empty honeypot) waits for review as before', async () => {
    const title = unique('Real Job');
    const res = await post('/api/jobs/submit', { ...validJob, title, website: '', formToken: tokenIssuedAgo(60_000) });
    expect(res.statusCode).toBe(201);
    expect(await em().findOneOrFail(Job, { id: res.json().id })).toMatchObject({ status: 'pending', spamReason: null });
  });
});
