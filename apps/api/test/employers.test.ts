import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { Job, OutboxEmail } from '@app/db';
import { CANDIDATE_COOKIE } from '@app/shared/candidates';
import { EMPLOYER_COOKIE, EMPLOYER_MESSAGES } from '@app/shared/employers';
import { processSignInLinkRequests } from '@app/trpc';
import { createAdminApp, delivered, linkKeyOf, validJob, type TestApp } from './helpers.ts';

/**
 * My postings (issue 38, item 3): a link mailed to the address a job was posted with opens an
 * employer session of that address only; the poster reads each job's state and counts, edits it
 * (back to review), closes it as filled or cancelled, reposts a closed one. Every path on a real
 * PostgreSQL, through REST.
 */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ t, cookie } = await createAdminApp({ PUBLIC_WRITE_LIMIT: '1000' }));
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const sqlRows = <T>(text: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(text, params);
const admin = (method: Method, url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { cookie } });
const asEmployer = (session: string, method: Method, url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { cookie: session } });

/** A job posted through Post a Job (POST /api/jobs/submit) with this contact email; pending review. */
async function posted(contactEmail: string, title = unique('Posted Role ')) {
  const res = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...validJob, title, contactEmail } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string };
}

/** A job posted and approved by staff: live. */
async function live(contactEmail: string, title?: string) {
  const job = await posted(contactEmail, title);
  expect((await admin('PATCH', `/api/jobs/${job.id}/status`, { status: 'approved' })).statusCode).toBe(200);
  return job;
}

async function requestLink(email: string, process = true) {
  const res = await t.app.inject({ method: 'POST', url: '/api/employers/link', payload: { email } });
  if (process) await processSignInLinkRequests({ em: t.orm.em.fork(), secret: linkKeyOf(t) });
  return res;
}

async function linkMailTo(email: string) {
  const rows = await t.orm.em.fork().find(OutboxEmail, { toAddress: email, kind: 'employer.link' }, { orderBy: { id: 'desc' } });
  return rows[0];
}

function signInPathIn(text: string): string {
  const match = /https?:\/\/[^/\s]+(\/my-postings\/sign-in\?\S+)/.exec(text);
  expect(match, text).toBeTruthy();
  return match![1]!;
}

function cookieOf(res: LightMyRequestResponse, name = EMPLOYER_COOKIE): { header: string; raw: string } {
  const all = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const raw = all.find((c) => c.startsWith(`${name}=`));
  if (!raw) throw new Error(`no ${name} cookie in ${JSON.stringify(all)}`);
  return { header: raw.split(';')[0]!, raw };
}

async function signIn(email: string): Promise<string> {
  expect((await requestLink(email)).statusCode).toBe(202);
  const res = await t.app.inject({ url: signInPathIn(delivered(t, (await linkMailTo(email))!).text) });
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe('/my-postings');
  return cookieOf(res).header;
}

interface Posting {
  id: number;
  title: string;
  state: string;
  closedAs: string | null;
  liveUntil: string | null;
  denialReason: string | null;
  applications: number;
  views: number | null;
  description: string;
  contactPhone: string | null;
}

async function myPostings(session: string) {
  const res = await asEmployer(session, 'GET', '/api/employers/jobs');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { email: string; items: Posting[] };
}

const apply = (jobId: number, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/apply`,
    payload: { coverLetter: 'I would like this job.', applicantName: 'Pat Doe', applicantEmail: email },
  });

describe('the sign-in link', () => {
  it('answers 202 alike for a known and an unknown address, and mails a link only to one that posted jobs', async () => {
    const known = `${unique('poster.')}@example.ca`;
    const unknown = `${unique('nobody.')}@example.ca`;
    await posted(known);
    const a = await requestLink(known, false);
    const b = await requestLink(unknown, false);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.body).toBe(b.body);
    expect(a.json()).toEqual({ success: true, message: EMPLOYER_MESSAGES.linkSent });
    // The same work for both: one waiting request each, for the employer page.
    const waiting = await sqlRows<{ mailbox: string; audience: string; token_hash: string | null }>(
      'select mailbox, audience, token_hash from candidate_links where mailbox in (?, ?) order by id',
      [known, unknown],
    );
    expect(waiting).toEqual([
      { mailbox: known, audience: 'employer', token_hash: null },
      { mailbox: unknown, audience: 'employer', token_hash: null },
    ]);
    expect(await processSignInLinkRequests({ em: t.orm.em.fork(), secret: linkKeyOf(t) })).toBe(1);
    expect(await sqlRows('select id from candidate_links where mailbox = ?', [unknown])).toEqual([]);
    expect(await linkMailTo(unknown)).toBeUndefined();
    const mail = await linkMailTo(known);
    expect(mail?.subject).toBe('Your link to My postings');
    const link = signInPathIn(delivered(t, mail!).text);
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    expect(mail!.textBody).not.toContain(token);
  });

  it('an address that only applied gets no My postings link, and one that only posted gets no My applications link', async () => {
    const applicant = `${unique('applicant.')}@example.ca`;
    const job = await live(`${unique('owner.')}@example.ca`);
    expect((await apply(job.id, applicant)).statusCode).toBe(201);
    await requestLink(applicant);
    expect(await linkMailTo(applicant)).toBeUndefined();
    const poster = `${unique('only.poster.')}@example.ca`;
    await posted(poster);
    await t.app.inject({ method: 'POST', url: '/api/candidates/link', payload: { email: poster } });
    await processSignInLinkRequests({ em: t.orm.em.fork(), secret: linkKeyOf(t) });
    expect(await t.orm.em.fork().count(OutboxEmail, { toAddress: poster, kind: 'candidate.link' })).toBe(0);
  });

  it('is throttled like the privacy requests, and refuses bad input with 400', async () => {
    const { t: limited } = await createAdminApp({ PUBLIC_WRITE_LIMIT: '2' });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(await limited.app.inject({ method: 'POST', url: '/api/employers/link', payload: { email: `x${i}@example.ca` } }));
      expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 429]);
      expect(answers[2]!.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
    const bad = await requestLink('not an address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid email address');
    expect((await t.app.inject({ method: 'POST', url: '/api/employers/link', payload: {} })).statusCode).toBe(400);
  });

  it('has a small mail budget of its own, apart from the acknowledgements and from My applications', async () => {
    const email = `${unique('budget.')}@example.ca`;
    // Four jobs posted: three 'job received' acknowledgements go, the fourth is suppressed.
    for (let i = 0; i < 4; i++) await posted(email);
    const acks = await t.orm.em.fork().find(OutboxEmail, { toAddress: email, kind: 'job.received' }, { orderBy: { id: 'asc' } });
    expect(acks.map((m) => m.status)).toEqual(['pending', 'pending', 'pending', 'suppressed']);
    for (const spelling of [email, email.toUpperCase(), email, email]) expect((await requestLink(spelling)).statusCode).toBe(202);
    const links = await t.orm.em.fork().find(OutboxEmail, { kind: 'employer.link', toAddress: { $ilike: email } }, { orderBy: { id: 'asc' } });
    expect(links.map((m) => m.status)).toEqual(['pending', 'pending', 'pending', 'suppressed']);
  });

  it('works once, within 30 minutes, only when this site signed it, and never as a My applications link', async () => {
    const email = `${unique('once.')}@example.ca`;
    await posted(email);
    await requestLink(email);
    const link = signInPathIn(delivered(t, (await linkMailTo(email))!).text);
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    // The employer's token does not open My applications (the signature names its audience).
    const wrongPage = await t.app.inject({ url: `/my-applications/sign-in?token=${encodeURIComponent(token)}` });
    expect(wrongPage.headers.location).toBe('/my-applications?link=invalid');
    expect(wrongPage.headers['set-cookie'] ?? []).toEqual([]);
    const first = await t.app.inject({ url: link });
    expect(first.statusCode).toBe(303);
    const { raw } = cookieOf(first);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).toMatch(/Max-Age=604800/);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(([] as string[]).concat(first.headers['set-cookie'] ?? []).some((c) => c.startsWith(`${CANDIDATE_COOKIE}=`))).toBe(false);
    const again = await t.app.inject({ url: link });
    expect(again.headers.location).toBe('/my-postings?link=invalid');
    await requestLink(email);
    const late = signInPathIn(delivered(t, (await linkMailTo(email))!).text);
    await sqlRows(`update candidate_links set expires_at = now() - interval '1 second' where mailbox = ? and used_at is null`, [email]);
    expect((await t.app.inject({ url: late })).headers.location).toBe('/my-postings?link=invalid');
    for (const bad of [`${'a'.repeat(43)}.${'b'.repeat(24)}`, `${token}x`, '', 'not-a-token']) {
      expect((await t.app.inject({ url: `/my-postings/sign-in?token=${encodeURIComponent(bad)}` })).headers.location).toBe('/my-postings?link=invalid');
    }
    const rest = await t.app.inject({ method: 'POST', url: '/api/employers/sign-in', payload: { token } });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toBe(EMPLOYER_MESSAGES.invalidLink);
  });

  it('the job-received, job-live and denied mails carry the way in (the page, never a token)', async () => {
    const email = `${unique('mails.')}@example.ca`;
    const a = await posted(email);
    const b = await posted(email);
    expect((await admin('PATCH', `/api/jobs/${a.id}/status`, { status: 'approved' })).statusCode).toBe(200);
    expect((await admin('PATCH', `/api/jobs/${b.id}/status`, { status: 'denied', reason: 'Pay is missing' })).statusCode).toBe(200);
    for (const kind of ['job.received', 'job.approved', 'job.denied']) {
      const mail = (await t.orm.em.fork().find(OutboxEmail, { toAddress: email, kind }))[0];
      expect(mail, kind).toBeTruthy();
      expect(mail!.textBody, kind).toMatch(/My postings: https?:\/\/[^\s/]+\/my-postings\n/);
      expect(mail!.textBody, kind).not.toContain('token=');
    }
  });
});

describe('an employer session', () => {
  it('lists its jobs: pending, live until a date, denied with the reason, closed; applications counted, never shown', async () => {
    const name = unique('Pat.Poster');
    const email = `${name}+jobs@example.ca`;
    const mailbox = `${name.toLowerCase()}@example.ca`;
    const pending = await posted(email, 'Pending Role');
    const liveJob = await live(email.toUpperCase(), 'Live Role');
    const denied = await posted(email, 'Denied Role');
    expect((await admin('PATCH', `/api/jobs/${denied.id}/status`, { status: 'denied', reason: 'Pay is missing' })).statusCode).toBe(200);
    const filled = await live(email, 'Filled Role');
    expect((await admin('POST', `/api/jobs/${filled.id}/filled`)).statusCode).toBe(200);
    // Someone else's job, and a submission the spam trap caught with this address, are not listed.
    await posted(`${unique('else.')}@example.ca`);
    const trapped = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/submit',
      payload: { ...validJob, contactEmail: email, website: 'http://spam.example' },
    });
    expect(trapped.statusCode).toBe(201);
    for (const applicant of ['a', 'b']) expect((await apply(liveJob.id, `${unique(applicant)}@example.ca`)).statusCode).toBe(201);
    // The views the site counted for the live job (what the view counter keeps per job).
    await t.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into job_stat_totals (job_id, views, visitors) values (${liveJob.id}, 17, 12) on conflict (job_id) do update set views = 17, visitors = 12`,
      );

    const session = await signIn(email);
    const list = await myPostings(session);
    expect(list.email).toBe(mailbox);
    const byTitle = Object.fromEntries(list.items.map((p) => [p.title, p]));
    expect(list.items.map((p) => p.id).sort()).toEqual([pending.id, liveJob.id, denied.id, filled.id].sort());
    expect(byTitle['Pending Role']).toMatchObject({ state: 'pending', closedAs: null, liveUntil: null, applications: 0, views: 0 });
    expect(byTitle['Live Role']).toMatchObject({ state: 'live', applications: 2, views: 17 });
    expect(new Date(byTitle['Live Role']!.liveUntil!).getTime()).toBeGreaterThan(Date.now());
    expect(byTitle['Denied Role']).toMatchObject({ state: 'denied', denialReason: 'Pay is missing' });
    expect(byTitle['Filled Role']).toMatchObject({ state: 'closed', closedAs: 'filled', liveUntil: null });
    // Counts only: nothing of the applicants.
    expect(JSON.stringify(list)).not.toContain('Pat Doe');
    const one = await asEmployer(session, 'GET', `/api/employers/jobs/${liveJob.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: liveJob.id, state: 'live', applications: 2, views: 17 });
  });

  it('edits a live job by Post a Job rules: it goes back to review, off the site until approved again; staff see it in the activity log', async () => {
    const email = `${unique('edit.')}@example.ca`;
    const job = await live(email);
    const session = await signIn(email);
    // Bad input: 400 with the field's message, nothing changed.
    for (const body of [{ title: '' }, { contactPhone: '12' }, { type: 'Sometimes' }, { payMin: 30, payMax: 20, payPeriod: 'hour' }]) {
      const bad = await asEmployer(session, 'PATCH', `/api/employers/jobs/${job.id}`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().message).toBeTruthy();
    }
    // The contact email is not the poster's to change here (it is the key): an unknown key is ignored or refused, never applied.
    await asEmployer(session, 'PATCH', `/api/employers/jobs/${job.id}`, { contactEmail: 'thief@example.ca' });
    expect((await admin('GET', `/api/jobs/${job.id}`)).json()).toMatchObject({ status: 'approved', contactEmail: email });

    const res = await asEmployer(session, 'PATCH', `/api/employers/jobs/${job.id}`, {
      description: 'Now with weekend shifts.',
      contactPhone: '(905) 555-0199',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: EMPLOYER_MESSAGES.updated,
      posting: { state: 'pending', description: 'Now with weekend shifts.' },
    });
    // Off the site until approved again: the public page is gone (404), staff see it pending.
    expect((await t.app.inject({ url: `/api/jobs/${job.id}` })).statusCode).toBe(404);
    expect((await admin('GET', `/api/jobs/${job.id}`)).json()).toMatchObject({ status: 'pending', contactPhone: '(905) 555-0199' });
    const activity = (await admin('GET', '/api/admin/activity?action=job.employer_update&limit=100')).json() as {
      targetId: string;
      username: string;
      adminId: number | null;
      after: Record<string, unknown>;
    }[];
    const entry = activity.find((e) => e.targetId === String(job.id));
    expect(entry).toMatchObject({ username: 'Employer (My postings)', adminId: null });
    expect(entry!.after).toMatchObject({ status: 'pending', contactPhone: '(905) 555-0199' });
    // The admins hear that it waits for review again.
    const notice = await t.orm.em.fork().find(OutboxEmail, { kind: 'job.submitted', subject: `Job #${job.id} edited by its poster, waiting for review` });
    expect(notice.length).toBeGreaterThan(0);
    // Approved again: live, as changed.
    expect((await admin('PATCH', `/api/jobs/${job.id}/status`, { status: 'approved' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/jobs/${job.id}` })).json()).toMatchObject({ description: 'Now with weekend shifts.' });
    // A denied job edited waits for a new decision, its reason cleared.
    const denied = await posted(email);
    await admin('PATCH', `/api/jobs/${denied.id}/status`, { status: 'denied', reason: 'Too vague' });
    const fixed = await asEmployer(session, 'PATCH', `/api/employers/jobs/${denied.id}`, { description: 'A clear description of the work.' });
    expect(fixed.json().posting).toMatchObject({ state: 'pending', denialReason: null });
  });

  it('closes a live job as filled or cancelled: its page says so at once; then reposts it to review', async () => {
    const email = `${unique('close.')}@example.ca`;
    const a = await live(email);
    const b = await live(email);
    const session = await signIn(email);
    const bad = await asEmployer(session, 'POST', `/api/employers/jobs/${a.id}/close`, { reason: 'bored' });
    expect(bad.statusCode).toBe(400);
    const filled = await asEmployer(session, 'POST', `/api/employers/jobs/${a.id}/close`, { reason: 'filled' });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json()).toMatchObject({ message: EMPLOYER_MESSAGES.closedFilled, posting: { state: 'closed', closedAs: 'filled' } });
    const page = (await t.app.inject({ url: `/api/jobs/${a.id}` })).json();
    expect(page.status).toBe('expired');
    expect(page.filledAt).toBeTruthy();
    const cancelled = await asEmployer(session, 'POST', `/api/employers/jobs/${b.id}/close`, { reason: 'cancelled' });
    expect(cancelled.json()).toMatchObject({ message: EMPLOYER_MESSAGES.closedCancelled, posting: { state: 'closed', closedAs: 'cancelled' } });
    expect((await t.app.inject({ url: `/api/jobs/${b.id}` })).json()).toMatchObject({ status: 'expired', filledAt: null });
    // Closed: no second close, no edit (409); a live job cannot be reposted (409).
    expect((await asEmployer(session, 'POST', `/api/employers/jobs/${a.id}/close`, { reason: 'cancelled' })).statusCode).toBe(409);
    expect((await asEmployer(session, 'PATCH', `/api/employers/jobs/${a.id}`, { title: 'Again' })).statusCode).toBe(409);
    const other = await live(email);
    expect((await asEmployer(session, 'POST', `/api/employers/jobs/${other.id}/repost`)).statusCode).toBe(409);
    // A pending job has no page to close.
    const pending = await posted(email);
    expect((await asEmployer(session, 'POST', `/api/employers/jobs/${pending.id}/close`, { reason: 'filled' })).statusCode).toBe(409);
    // Repost: back to review, its closing undone; approval opens it again with a new end date.
    const reposted = await asEmployer(session, 'POST', `/api/employers/jobs/${a.id}/repost`);
    expect(reposted.statusCode, reposted.body).toBe(200);
    expect(reposted.json()).toMatchObject({ message: EMPLOYER_MESSAGES.reposted, posting: { state: 'pending', closedAs: null } });
    expect((await t.app.inject({ url: `/api/jobs/${a.id}` })).statusCode).toBe(404);
    expect((await admin('PATCH', `/api/jobs/${a.id}/status`, { status: 'approved' })).statusCode).toBe(200);
    const open = (await t.app.inject({ url: `/api/jobs/${a.id}` })).json();
    expect(open).toMatchObject({ status: 'approved', filledAt: null });
    expect(new Date(open.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const actions = (await admin('GET', '/api/admin/activity?action=job&limit=100')).json() as { action: string; targetId: string }[];
    const mine = actions.filter((e) => e.targetId === String(a.id)).map((e) => e.action);
    expect(mine).toEqual(expect.arrayContaining(['job.employer_close', 'job.employer_repost']));
  });

  it("reaches only its own address's jobs: every employer path with another address's ids answers 404", async () => {
    const mine = `${unique('mine.')}@example.ca`;
    const theirs = `${unique('theirs.')}@example.ca`;
    const own = await live(mine);
    const theirLive = await live(theirs);
    const theirClosed = await live(theirs);
    await admin('POST', `/api/jobs/${theirClosed.id}/filled`);
    const session = await signIn(mine);
    const paths: [method: Method, url: string, body?: object][] = [
      ['GET', `/api/employers/jobs/${theirLive.id}`],
      ['PATCH', `/api/employers/jobs/${theirLive.id}`, { title: 'Not Theirs' }],
      ['POST', `/api/employers/jobs/${theirLive.id}/close`, { reason: 'filled' }],
      ['POST', `/api/employers/jobs/${theirClosed.id}/repost`],
    ];
    for (const [method, url, body] of paths) {
      const res = await asEmployer(session, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(EMPLOYER_MESSAGES.notFound);
    }
    expect((await asEmployer(session, 'GET', '/api/employers/jobs/999999999')).statusCode).toBe(404);
    // Their jobs are untouched, and never listed.
    const theirsNow = (await admin('GET', `/api/jobs/${theirLive.id}`)).json();
    expect(theirsNow.status).toBe('approved');
    expect(theirsNow.title).not.toBe('Not Theirs');
    expect((await admin('GET', `/api/jobs/${theirClosed.id}`)).json().status).toBe('expired');
    expect((await myPostings(session)).items.map((p) => p.id)).toEqual([own.id]);
    // The employer cookie opens no staff procedure and no candidate page; a staff session is no employer session.
    expect((await asEmployer(session, 'GET', '/api/jobs/pending')).statusCode).toBe(401);
    expect((await asEmployer(session, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await asEmployer(session, 'GET', '/api/candidates/applications')).statusCode).toBe(401);
    expect((await admin('GET', '/api/employers/jobs')).statusCode).toBe(401);
  });

  it('answers 401 without a session, with an unknown one, after logout and once expired', async () => {
    const email = `${unique('out.')}@example.ca`;
    const job = await live(email);
    expect((await t.app.inject({ url: '/api/employers/jobs' })).statusCode).toBe(401);
    const paths: [Method, string, object?][] = [
      ['GET', `/api/employers/jobs/${job.id}`],
      ['PATCH', `/api/employers/jobs/${job.id}`, { title: 'X role' }],
      ['POST', `/api/employers/jobs/${job.id}/close`, { reason: 'filled' }],
      ['POST', `/api/employers/jobs/${job.id}/repost`],
    ];
    for (const [method, url, body] of paths) {
      const res = await t.app.inject({ method, url, payload: body });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe(EMPLOYER_MESSAGES.signInRequired);
    }
    expect((await asEmployer(`${EMPLOYER_COOKIE}=${'x'.repeat(43)}`, 'GET', '/api/employers/jobs')).statusCode).toBe(401);
    const session = await signIn(email);
    const out = await asEmployer(session, 'POST', '/api/employers/logout');
    expect(out.json()).toEqual({ success: true, message: EMPLOYER_MESSAGES.loggedOut });
    expect(cookieOf(out).raw).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect((await asEmployer(session, 'GET', '/api/employers/jobs')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/employers/logout' })).statusCode).toBe(200);
    const later = await signIn(email);
    await sqlRows(`update candidate_sessions set expires_at = now() - interval '1 second' where mailbox = ? and revoked_at is null`, [email]);
    expect((await asEmployer(later, 'GET', '/api/employers/jobs')).statusCode).toBe(401);
    const secret = decodeURIComponent(later.split('=')[1]!);
    expect(JSON.stringify(await sqlRows('select * from candidate_sessions where mailbox = ?', [email]))).not.toContain(secret);
    // The session's secret under the candidate cookie is no candidate session.
    const fresh = await signIn(email);
    const asCandidate = `${CANDIDATE_COOKIE}=${fresh.split('=')[1]}`;
    expect((await asEmployer(asCandidate, 'GET', '/api/candidates/applications')).statusCode).toBe(401);
  });
});

describe('the mailbox of a job', () => {
  it('is kept from the contact email on every write through the ORM, and cleared by the privacy erasure', async () => {
    const em = t.orm.em.fork();
    const job = em.create(Job, { ...validJob, contactEmail: 'Seeded.Poster+demo@Example.ca', status: 'pending' });
    await em.flush();
    const mailbox = async () => (await sqlRows<{ m: string | null }>('select contact_mailbox as m from jobs where id = ?', [job.id]))[0]!.m;
    expect(await mailbox()).toBe('seeded.poster@example.ca');
    job.contactEmail = 'j.doe+x@googlemail.com';
    await em.flush();
    expect(await mailbox()).toBe('jdoe@gmail.com');
  });
});
