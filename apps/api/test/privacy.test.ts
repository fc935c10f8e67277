import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog, Job, JobApplication, OutboxEmail, PrivacyRequest } from '@app/db';
import { CONSENT_REQUIRED_MESSAGE, PRIVACY_MESSAGES, PRIVACY_POLICY_VERSION } from '@app/shared/privacy';
import { formSecretFrom, privacyConfirmLink, sealToken, signStamp } from '@app/trpc';
import { createAdminApp, delivered, validJob, validTransportationQuote, type TestApp } from './helpers.ts';
import { multipart, pdfFile } from './resume-files.ts';

/**
 * Personal data (issue 23, items 1 and 3): consent stored with every public form's record (and
 * 'implied-api' for a REST caller that sent none; 400 for a web call without it); access and
 * deletion requests, from the mailed link to the export (every record of the address) and the
 * erasure (no row of any table, and no file, keeps the address or the name).
 */

let t: TestApp;
let cookie: string;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'northline-privacy-'));
  ({ t, cookie } = await createAdminApp({ UPLOAD_DIR: uploadDir, PUBLIC_WRITE_LIMIT: '1000' }));
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const rest = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const trpc = (procedure: string, input: object) => t.app.inject({ method: 'POST', url: `/trpc/${procedure}`, payload: input });
const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { cookie } });
const sqlRows = <T>(text: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(text, params);

async function openJob(title = unique('Privacy Role ')) {
  const em = t.orm.em.fork();
  const job = em.create(Job, { ...validJob, title, status: 'approved' });
  await em.flush();
  return job.id;
}

async function uploadResume(name: string, text: string) {
  const body = multipart([{ name: 'file', filename: name, contentType: 'application/pdf', data: pdfFile(text) }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/uploads/resume', payload: body.payload, headers: body.headers });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const consentRow = (table: string, where: string, params: unknown[]) =>
  sqlRows<{ consent: string | null; consent_purpose: string | null; policy_version: string | null; consented_at: Date | null }>(
    `select consent, consent_purpose, policy_version, consented_at from ${table} where ${where} order by id desc limit 1`,
    params,
  ).then((rows) => rows[0]);

/** The public forms: each one's tRPC procedure, REST path and a valid body, and where its record lands. */
function forms(email: string, jobId: number) {
  return [
    {
      name: 'apply',
      procedure: 'application.create',
      url: `/api/jobs/${jobId}/apply`,
      body: { jobId, coverLetter: 'I would like this job.', applicantName: 'Consent Tester', applicantEmail: email },
      table: 'job_applications',
      where: 'applicant_email = ?',
      purpose: 'application',
    },
    {
      name: 'post a job',
      procedure: 'job.submit',
      url: '/api/jobs/submit',
      body: { ...validJob, contactEmail: email },
      table: 'jobs',
      where: 'contact_email = ?',
      purpose: 'jobPost',
    },
    {
      name: 'contact',
      procedure: 'contact.submit',
      url: '/api/contact',
      body: { name: 'Consent Tester', email, subject: 'A question for you', message: 'Hello there, a question about staffing.' },
      table: 'contact_messages',
      where: 'email = ?',
      purpose: 'contact',
    },
    {
      name: 'transportation quote',
      procedure: 'quote.transportation',
      url: '/api/quotes/transportation',
      body: { ...validTransportationQuote, email },
      table: 'transportation_quotes',
      where: 'email = ?',
      purpose: 'transportationQuote',
    },
    {
      name: 'warehouse quote',
      procedure: 'quote.warehouse',
      url: '/api/quotes/warehouse',
      body: { name: 'Consent Tester', company: 'Acme Ltd', email, serviceType: 'storage' },
      table: 'warehouse_quotes',
      where: 'email = ?',
      purpose: 'warehouseQuote',
    },
    {
      name: 'carrier',
      procedure: 'carrier.join',
      url: '/api/carriers/join',
      body: { email, companyName: 'Carrier Co' },
      table: 'carrier_applications',
      where: 'email = ?',
      purpose: 'carrier',
    },
    {
      name: 'newsletter',
      procedure: 'newsletter.subscribe',
      url: '/api/newsletter',
      body: { email },
      table: 'newsletter_subscriptions',
      where: 'email = ?',
      purpose: 'newsletter',
    },
    {
      name: 'job alert',
      procedure: 'jobAlert.create',
      url: '/api/job-alerts',
      body: { email, query: unique('forklift'), frequency: 'daily' },
      table: 'job_alerts',
      where: 'email = ?',
      purpose: 'jobAlert',
    },
  ];
}

describe('consent on every public form', () => {
  it('a web (tRPC) submission with consent: true stores the purpose, the policy version and the time', async () => {
    const jobId = await openJob();
    const email = `${unique('web.')}@example.ca`;
    for (const form of forms(email, jobId)) {
      const before = Date.now();
      const res = await trpc(form.procedure, { ...form.body, consent: true });
      expect(res.statusCode, `${form.name}: ${res.body}`).toBe(200);
      const row = await consentRow(form.table, form.where, [email]);
      expect(row, form.name).toMatchObject({ consent: 'given', consent_purpose: form.purpose, policy_version: PRIVACY_POLICY_VERSION });
      expect(new Date(row!.consented_at!).getTime(), form.name).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it("a REST caller of the documented paths may leave consent out: the record stores 'implied-api'", async () => {
    const jobId = await openJob();
    const email = `${unique('rest.')}@example.ca`;
    for (const form of forms(email, jobId)) {
      const res = await rest(form.url, form.body);
      expect(res.statusCode, `${form.name}: ${res.body}`).toBe(201);
      const row = await consentRow(form.table, form.where, [email]);
      expect(row, form.name).toMatchObject({ consent: 'implied-api', consent_purpose: form.purpose, policy_version: PRIVACY_POLICY_VERSION });
      expect(row!.consented_at, form.name).not.toBeNull();
    }
  });

  it("a web call without consent, or with a client-sent 'implied-api', is refused with 400 and stores nothing", async () => {
    const jobId = await openJob();
    const email = `${unique('none.')}@example.ca`;
    for (const form of forms(email, jobId)) {
      for (const consent of [undefined, false, 'implied-api']) {
        const res = await trpc(form.procedure, { ...form.body, ...(consent === undefined ? {} : { consent }) });
        expect(res.statusCode, `${form.name} ${String(consent)}`).toBe(400);
        expect(res.json().error.message, form.name).toBe(CONSENT_REQUIRED_MESSAGE);
      }
      // REST with an explicit refusal: 400 too.
      const declined = await rest(form.url, { ...form.body, consent: false });
      expect(declined.statusCode, form.name).toBe(400);
      expect(declined.json().message).toBe(CONSENT_REQUIRED_MESSAGE);
      expect(await consentRow(form.table, form.where, [email]), form.name).toBeUndefined();
    }
  });

  it('admin DTOs of applications and leads carry consentedAt and policyVersion', async () => {
    const jobId = await openJob();
    const email = `${unique('dto.')}@example.ca`;
    expect((await trpc('application.create', { jobId, coverLetter: 'Letter', applicantEmail: email, consent: true })).statusCode).toBe(200);
    expect((await rest('/api/contact', { name: 'Dto Tester', email, subject: 'A question for you', message: 'Hello there, a question.' })).statusCode).toBe(
      201,
    );
    const apps = (await admin('GET', `/api/applications?search=${encodeURIComponent(email)}`)).json();
    expect(apps[0]).toMatchObject({ applicantEmail: email, consent: 'given', policyVersion: PRIVACY_POLICY_VERSION, erasedAt: null });
    expect(apps[0].consentedAt).toMatch(/^\d{4}-/);
    const leads = (await admin('GET', `/api/admin/leads/contact?search=${encodeURIComponent(email)}`)).json();
    expect(leads[0]).toMatchObject({ email, consent: 'implied-api', policyVersion: PRIVACY_POLICY_VERSION });
    expect(leads[0].consentedAt).toMatch(/^\d{4}-/);
  });
});

// ---------------------------------------------------------------- access and deletion requests

/** The mails to `email`, oldest first, their text as it is sent (the outbox keeps placeholders for the links' secrets). */
const mailsTo = async (email: string) =>
  (await t.orm.em.fork().find(OutboxEmail, { toAddress: email }, { orderBy: { id: 'asc' } })).map((m) => ({
    kind: m.kind,
    subject: m.subject,
    status: m.status,
    text_body: m.status === 'pending' ? delivered(t, m).text : m.textBody,
  }));

/** The site path and query of the link to `pathname` in a mail's text. */
function linkIn(text: string, pathname: string): URL {
  const match = new RegExp(`https?://\\S+${pathname.replace(/\//g, '\\/')}\\S*`).exec(text);
  expect(match, `a ${pathname} link in ${text}`).toBeTruthy();
  return new URL(match![0]);
}

/** Asks for a request, follows the mailed link (as the page does), and answers the verified request's id. */
async function verifiedRequest(email: string, kind: 'access' | 'delete'): Promise<number> {
  const asked = await rest('/api/privacy/requests', { email, kind });
  expect(asked.statusCode).toBe(202);
  const mail = (await mailsTo(email.toLowerCase())).findLast((m) => m.kind === `privacy.confirm-${kind}`);
  const link = linkIn(mail!.text_body, '/privacy/confirm');
  expect([...link.searchParams.keys()]).toEqual(['token']);
  const confirmed = await trpc('privacy.confirm', Object.fromEntries(link.searchParams));
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  expect(confirmed.json().result.data).toMatchObject({ success: true, kind, message: PRIVACY_MESSAGES.confirmed[kind] });
  const request = await t.orm.em.fork().findOneOrFail(PrivacyRequest, { email: email.toLowerCase(), kind, status: 'verified' });
  return request.id;
}

/** A person with a record of every kind: two applications (one with an uploaded résumé), every lead, a job post, an alert. */
async function personWithRecords(name: string, email: string) {
  const jobId = await openJob();
  // One application per person per job (issue 38): the second goes to another job.
  const secondJobId = await openJob();
  const resume = await uploadResume(`${name.replace(' ', '-')}-CV.pdf`, `${name} resume`);
  for (const body of [
    { jobId, coverLetter: `Hello, I am ${name}.`, applicantName: name, applicantEmail: email, applicantPhone: '(416) 555-0142', resume },
    { jobId: secondJobId, coverLetter: 'A second application.', applicantName: name, applicantEmail: email.toUpperCase() },
  ]) {
    expect((await trpc('application.create', { ...body, consent: true })).statusCode).toBe(200);
  }
  const posts: [string, object][] = [
    ['/api/contact', { name, email, subject: 'A question for you', message: `Hello, this is ${name} writing.` }],
    ['/api/quotes/transportation', { ...validTransportationQuote, contactName: name, email }],
    ['/api/quotes/warehouse', { name, company: 'Acme Ltd', email, serviceType: 'storage' }],
    ['/api/carriers/join', { contactName: name, email, companyName: 'Carrier Co' }],
    ['/api/newsletter', { email }],
    ['/api/job-alerts', { email, query: 'forklift', frequency: 'daily' }],
    ['/api/jobs/submit', { ...validJob, contactEmail: email }],
  ];
  for (const [url, body] of posts) expect((await rest(url, body)).statusCode, url).toBe(201);
  // An admin decision names the person in the audit log.
  const [app] = await sqlRows<{ id: number }>('select id from job_applications where applicant_email = ?', [email]);
  expect((await admin('PATCH', `/api/applications/${app!.id}/status`, { status: 'under_review' })).statusCode).toBe(200);
  return { jobId, resume };
}

describe('access and deletion requests', () => {
  it('answer 202 the same for a known and an unknown address, and mail each a signed link', async () => {
    const known = `${unique('known.')}@example.ca`;
    await personWithRecords('Known Person', known);
    const unknown = `${unique('nobody.')}@example.ca`;
    const a = await rest('/api/privacy/requests', { email: known, kind: 'delete' });
    const b = await rest('/api/privacy/requests', { email: unknown, kind: 'delete' });
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    expect(a.body).toBe(b.body);
    expect(a.json()).toEqual({ success: true, message: PRIVACY_MESSAGES.requested });
    for (const email of [known, unknown]) {
      const mail = (await mailsTo(email)).find((m) => m.kind === 'privacy.confirm-delete');
      expect(mail?.subject).toBe('Please confirm your deletion request');
    }
    // Asking again at once mails nothing more (one link per address and kind every 10 minutes), and answers the same.
    const again = await rest('/api/privacy/requests', { email: unknown, kind: 'delete' });
    expect(again.body).toBe(b.body);
    expect((await mailsTo(unknown)).filter((m) => m.kind === 'privacy.confirm-delete')).toHaveLength(1);
    // Nothing is recorded before the link is followed.
    expect(await t.orm.em.fork().count(PrivacyRequest, { email: { $in: [known, unknown] } })).toBe(0);
  });

  it('is throttled like the other public writes, and refuses bad input', async () => {
    const { t: limited } = await createAdminApp({ PUBLIC_WRITE_LIMIT: '2' });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(await limited.app.inject({ method: 'POST', url: '/api/privacy/requests', payload: { email: `x${i}@example.ca`, kind: 'access' } }));
      expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 429]);
      expect(answers[2]!.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
    expect((await rest('/api/privacy/requests', { email: 'not an address', kind: 'access' })).statusCode).toBe(400);
    expect((await rest('/api/privacy/requests', { email: 'a@example.ca', kind: 'everything' })).statusCode).toBe(400);
  });

  it('the mailed link carries only an opaque token: the address is not in it, in any spelling', async () => {
    const email = `${unique('Opaque.Person+tag.')}@Example.ca`;
    await rest('/api/privacy/requests', { email, kind: 'delete' });
    const mail = (await mailsTo(email.toLowerCase())).find((m) => m.kind === 'privacy.confirm-delete')!;
    const link = linkIn(mail.text_body, '/privacy/confirm');
    expect(link.pathname).toBe('/privacy/confirm');
    expect([...link.searchParams.keys()]).toEqual(['token']);
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,600}$/);
    for (const spelling of [email, email.toLowerCase(), encodeURIComponent(email.toLowerCase()), email.split('@')[0]!.toLowerCase(), 'delete']) {
      expect(link.href.toLowerCase()).not.toContain(spelling.toLowerCase());
    }
    for (const encoded of [Buffer.from(email.toLowerCase()).toString('base64url'), Buffer.from(email.toLowerCase()).toString('base64')]) {
      expect(token).not.toContain(encoded.slice(4, 20));
    }
    // Two links for the same request differ (a fresh nonce each), and each confirms it.
    const again = privacyConfirmLink({ siteUrl: 'http://localhost', formGuard: { secret: formSecretFrom(t.sessionKey) } }, 'delete', email, Date.now());
    expect(new URL(again).searchParams.get('token')).not.toBe(token);
    const res = await rest('/api/privacy/confirm', { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, kind: 'delete', message: PRIVACY_MESSAGES.confirmed.delete });
    expect(await t.orm.em.fork().count(PrivacyRequest, { email: email.toLowerCase(), kind: 'delete', status: 'verified' })).toBe(1);
  });

  it('a forged or tampered link records nothing', async () => {
    const email = `${unique('forged.')}@example.ca`;
    for (const input of [
      { email, kind: 'delete', token: 'abc.def' },
      { email, kind: 'delete', token: '' },
      { token: 'abc.def' },
      { token: 'A'.repeat(80) },
      { token: 'x'.repeat(601) },
    ]) {
      const res = await trpc('privacy.confirm', input);
      expect(res.statusCode).toBe(400);
    }
    await rest('/api/privacy/requests', { email, kind: 'access' });
    const token = linkIn((await mailsTo(email))[0]!.text_body, '/privacy/confirm').searchParams.get('token')!;
    // One character changed anywhere, or the token cut short: refused.
    const flip = (i: number) => token.slice(0, i) + (token[i] === 'A' ? 'B' : 'A') + token.slice(i + 1);
    for (const altered of [flip(0), flip(20), flip(token.length - 1), token.slice(0, -4)]) {
      const res = await rest('/api/privacy/confirm', { token: altered });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PRIVACY_MESSAGES.invalidLink);
    }
    // The token never stands in for another purpose's (an export link's), nor the other way round.
    const secret = formSecretFrom(t.sessionKey);
    expect(
      (await rest('/api/privacy/confirm', { token: sealToken(secret, 'privacy.export', `access\n${Date.now().toString(36)}\n${email}`) })).statusCode,
    ).toBe(400);
    // An opaque token with an address and kind beside it is read as an old link: its stamp does not match.
    expect((await trpc('privacy.confirm', { token, kind: 'access', email })).statusCode).toBe(400);
    // Half an old link (a kind without an address) is refused.
    expect((await trpc('privacy.confirm', { token, kind: 'access' })).statusCode).toBe(400);
    expect(await t.orm.em.fork().count(PrivacyRequest, { email })).toBe(0);
  });

  it('a link lasts 7 days: an older token is refused, as is one dated in the future', async () => {
    const email = `${unique('expired.')}@example.ca`;
    const guard = { siteUrl: 'http://localhost', formGuard: { secret: formSecretFrom(t.sessionKey) } };
    const tokenAt = (at: number) => new URL(privacyConfirmLink(guard, 'access', email, at)).searchParams.get('token')!;
    const day = 86_400_000;
    expect((await rest('/api/privacy/confirm', { token: tokenAt(Date.now() - 7 * day - 60_000) })).statusCode).toBe(400);
    expect((await rest('/api/privacy/confirm', { token: tokenAt(Date.now() + 10 * 60_000) })).statusCode).toBe(400);
    expect(await t.orm.em.fork().count(PrivacyRequest, { email })).toBe(0);
    expect((await rest('/api/privacy/confirm', { token: tokenAt(Date.now() - 6 * day) })).statusCode).toBe(200);
    expect(await t.orm.em.fork().count(PrivacyRequest, { email })).toBe(1);
  });

  it('a link mailed before tokens were opaque (kind, address and a signed stamp) still works until it expires', async () => {
    const email = `${unique('older.link.')}@example.ca`;
    const secret = formSecretFrom(t.sessionKey);
    const day = 86_400_000;
    // As privacyConfirmLink wrote them: /privacy/confirm?kind=…&email=…&token=<signed stamp of 'kind:email'>.
    const oldLink = (kind: 'access' | 'delete', at: number) => ({ kind, email, token: signStamp(secret, 'privacy.confirm', `${kind}:${email}`, at) });
    // Expired: refused.
    expect((await rest('/api/privacy/confirm', oldLink('delete', Date.now() - 8 * day))).statusCode).toBe(400);
    // Another address or kind than it was signed for: refused.
    expect((await rest('/api/privacy/confirm', { ...oldLink('delete', Date.now() - day), email: `x${email}` })).statusCode).toBe(400);
    expect((await rest('/api/privacy/confirm', { ...oldLink('delete', Date.now() - day), kind: 'access' })).statusCode).toBe(400);
    // Within its week: the request is recorded, over REST and tRPC alike (the page sends what the link holds).
    const res = await rest('/api/privacy/confirm', oldLink('delete', Date.now() - 6 * day));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, kind: 'delete' });
    expect((await trpc('privacy.confirm', oldLink('access', Date.now() - day))).statusCode).toBe(200);
    expect(await t.orm.em.fork().count(PrivacyRequest, { email, status: 'verified' })).toBe(2);
  });

  it('a followed link is a verified request, due in 30 days, listed for the owner (once, however often it is followed)', async () => {
    const email = `${unique('listed.')}@example.ca`;
    const id = await verifiedRequest(email, 'access');
    const link = linkIn((await mailsTo(email)).find((m) => m.kind === 'privacy.confirm-access')!.text_body, '/privacy/confirm');
    expect((await trpc('privacy.confirm', Object.fromEntries(link.searchParams))).statusCode).toBe(200);
    expect(await t.orm.em.fork().count(PrivacyRequest, { email })).toBe(1);
    const res = await admin('GET', '/api/admin/privacy/requests?status=verified');
    expect(res.statusCode).toBe(200);
    const row = (res.json() as Record<string, string>[]).find((r) => Number(r.id) === id)!;
    expect(row).toMatchObject({ id, email, kind: 'access', status: 'verified' });
    expect(new Date(row.dueAt!).getTime() - new Date(row.verifiedAt!).getTime()).toBe(30 * 86_400_000);
  });

  it("an access request's export holds every record of the address, and the résumé files; its link works 7 days", async () => {
    const name = 'Avery Exportson';
    const email = `${unique('avery.')}@example.ca`;
    await personWithRecords(name, email);
    const id = await verifiedRequest(email, 'access');

    const holdings = (await admin('GET', `/api/admin/privacy/holdings?email=${encodeURIComponent(email.toUpperCase())}`)).json();
    expect(holdings.applications).toHaveLength(2);
    expect(holdings.resumes).toHaveLength(1);
    expect(holdings.leads.map((l: { kind: string }) => l.kind).sort()).toEqual(['carrier', 'contact', 'newsletter', 'transportation', 'warehouse']);
    expect(holdings.jobPosts).toHaveLength(1);
    expect(holdings.jobAlerts).toHaveLength(1);
    expect(holdings.mails.length).toBeGreaterThan(0);

    const done = await admin('POST', `/api/admin/privacy/requests/${id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ success: true, request: { id, status: 'completed', email }, erased: null });
    const mail = (await mailsTo(email)).find((m) => m.kind === 'privacy.export')!;
    expect(mail.subject).toBe('Your copy of your personal information');
    const link = linkIn(mail.text_body, `/api/privacy/exports/${id}`);
    const download = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const read = (file: string) => JSON.parse(strFromU8(files[file]!));
    expect(read('applications.json')).toHaveLength(2);
    expect(read('applications.json')[0]).toMatchObject({ applicantName: name, coverLetter: `Hello, I am ${name}.`, consent: 'given' });
    expect(read('leads.json')).toHaveLength(5);
    expect(JSON.stringify(read('leads.json'))).toContain(`Hello, this is ${name} writing.`);
    expect(read('job-posts.json')[0]).toMatchObject({ contactEmail: email });
    expect(read('job-alerts.json')).toHaveLength(1);
    expect(read('mails.json').some((m: { text: string }) => m.text.length > 0)).toBe(true);
    expect(read('requests.json')[0]).toMatchObject({ id, kind: 'access' });
    const resumes = Object.keys(files).filter((f) => f.startsWith('resumes/'));
    expect(resumes).toHaveLength(1);
    expect(strFromU8(files[resumes[0]!]!, true)).toContain(`${name} resume`);
    // The request is done: a second completion is refused; a forged token finds nothing.
    expect((await admin('POST', `/api/admin/privacy/requests/${id}/complete`)).statusCode).toBe(409);
    const forged = await t.app.inject({ url: `/api/privacy/exports/${id}?token=${encodeURIComponent('abc.def')}` });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toEqual({ message: PRIVACY_MESSAGES.exportGone });
    // The audit entry holds counts, not the person.
    const entry = await t.orm.em.fork().findOneOrFail(AuditLog, { action: 'privacy.complete', targetId: String(id) });
    expect(JSON.stringify(entry)).not.toContain(email);
    expect(JSON.stringify(entry)).not.toContain(name);
  });

  it('a deletion request leaves no row (every text column of every table) and no file with the address or the name', async () => {
    const name = 'Quinlan Erasmus-Doe';
    const email = `${unique('quinlan.')}@example.ca`;
    const { resume } = await personWithRecords(name, email);
    // An access request first: its export is deleted with the rest.
    const accessId = await verifiedRequest(email, 'access');
    expect((await admin('POST', `/api/admin/privacy/requests/${accessId}/complete`)).statusCode).toBe(200);
    const applicationsBefore = await t.orm.em.fork().count(JobApplication, {});
    const filesBefore = readdirSync(uploadDir, { recursive: true }).map(String);
    expect(filesBefore.some((f) => f.includes(resume))).toBe(true);
    expect(filesBefore.some((f) => f.startsWith('exports/') || f.startsWith(`exports${path.sep}`))).toBe(true);
    expect(await holdsAnywhere([email, name])).not.toEqual([]);

    const id = await verifiedRequest(email, 'delete');
    const done = await admin('POST', `/api/admin/privacy/requests/${id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      request: { id, status: 'completed', email: null },
      erased: { applications: 2, resumes: 1, leads: 4, newsletter: 1, jobAlerts: 1, jobPosts: 1, requests: 1 },
    });
    expect(done.json().erased.mails).toBeGreaterThan(0);
    expect(done.json().erased.auditEntries).toBeGreaterThan(0);

    expect(await holdsAnywhere([email, name, email.split('@')[0]!])).toEqual([]);
    // Applications stay as anonymised stubs: the counts do not move.
    expect(await t.orm.em.fork().count(JobApplication, {})).toBe(applicationsBefore);
    const stubs = await sqlRows<{ erased_at: Date; job_title: string; status: string }>(
      'select erased_at, job_title, status from job_applications where erased_at is not null',
    );
    expect(stubs.length).toBeGreaterThanOrEqual(2);
    // The résumé file and the earlier export are gone from the disk.
    const filesAfter = readdirSync(uploadDir, { recursive: true }).map(String);
    expect(filesAfter.some((f) => f.includes(resume))).toBe(false);
    const zips = (files: string[]) => files.filter((f) => f.startsWith('exports') && f.endsWith('.zip'));
    expect(zips(filesAfter)).toHaveLength(zips(filesBefore).length - 1);
    for (const file of filesAfter.filter((f) => f.endsWith('.pdf') || f.endsWith('.zip'))) {
      const bytes = readFileSync(path.join(uploadDir, file));
      if (file.endsWith('.pdf')) expect(bytes.toString('latin1')).not.toContain(name);
    }
    // The closing audit entry holds counts only.
    const entry = await t.orm.em.fork().findOneOrFail(AuditLog, { action: 'privacy.complete', targetId: String(id) });
    expect(entry.label).toBe(`Deletion request #${id}`);
    expect(entry.after).toMatchObject({ kind: 'delete', applications: 2 });
    // The admin list shows the request done, its address erased.
    const listed = (await admin('GET', '/api/admin/privacy/requests?status=completed')).json() as { id: number; email: string | null }[];
    expect(listed.find((r) => r.id === id)).toMatchObject({ email: null });
    expect(existsSync(uploadDir)).toBe(true);
  });
});

/** Every text, varchar and JSON column of every table of the public schema that holds any of `needles` (any case): 'table.column'. */
async function holdsAnywhere(needles: string[]): Promise<string[]> {
  const columns = await sqlRows<{ table_name: string; column_name: string; data_type: string }>(
    `select c.table_name, c.column_name, c.data_type from information_schema.columns c join information_schema.tables t
       on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type in ('text', 'character varying', 'json', 'jsonb', 'ARRAY', 'tsvector')`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    for (const needle of needles) {
      const [row] = await sqlRows<{ n: number }>(`select count(*)::int as n from "${table_name}" where "${column_name}"::text ilike ?`, [`%${needle}%`]);
      if (row!.n > 0) found.push(`${table_name}.${column_name} (${needle})`);
    }
  }
  return found;
}
