import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { Job, JobApplication, OutboxEmail } from '@app/db';
import { CANDIDATE_COOKIE, CANDIDATE_MESSAGES, updatedApplicationSentence } from '@app/shared/candidates';
import { processSignInLinkRequests } from '@app/trpc';
import { createAdminApp, delivered, linkKeyOf, validJob, type TestApp } from './helpers.ts';
import { multipart, pdfFile } from './resume-files.ts';

/**
 * My applications (issue 38, items 1 and 2): a link mailed to the address an application was sent
 * with opens a candidate session of that address only; the person reads the status of each
 * application, corrects it, replaces the résumé or withdraws it; applying again to the same job
 * updates the open application. Every path on a real PostgreSQL, through REST.
 */

let t: TestApp;
let cookie: string;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'northline-candidates-'));
  ({ t, cookie } = await createAdminApp({ UPLOAD_DIR: uploadDir, PUBLIC_WRITE_LIMIT: '1000' }));
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const sqlRows = <T>(text: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(text, params);
const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { cookie } });
const asCandidate = (session: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: session } });

async function openJob(title = unique('Candidate Role ')) {
  const em = t.orm.em.fork();
  const job = em.create(Job, { ...validJob, title, status: 'approved' });
  await em.flush();
  return job.id;
}

async function uploadResume(text: string) {
  const body = multipart([{ name: 'file', filename: `${text}.pdf`, contentType: 'application/pdf', data: pdfFile(text) }]);
  const res = await t.app.inject({ method: 'POST', url: '/api/uploads/resume', payload: body.payload, headers: body.headers });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

const apply = (jobId: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/apply`, payload: { coverLetter: 'I would like this job.', ...body } });

async function applied(jobId: number, email: string, extra: Record<string, unknown> = {}) {
  const res = await apply(jobId, { applicantName: 'Pat Doe', applicantEmail: email, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { application: { id: number }; updated?: true; firstSentAt?: string; message: string };
}

/** Asks for a link, and lets the mail worker's sweep do its part (as it does every few seconds). */
async function requestLink(email: string, process = true) {
  const res = await t.app.inject({ method: 'POST', url: '/api/candidates/link', payload: { email } });
  if (process) await processSignInLinkRequests({ em: t.orm.em.fork(), secret: linkKeyOf(t) });
  return res;
}

/** The newest sign-in mail to `email`, as the worker would send it (its link's secret opened). */
async function linkMailTo(email: string) {
  const rows = await t.orm.em.fork().find(OutboxEmail, { toAddress: email, kind: 'candidate.link' }, { orderBy: { id: 'desc' } });
  return rows[0];
}

function signInPathIn(text: string): string {
  const match = /https?:\/\/[^/\s]+(\/my-applications\/sign-in\?\S+)/.exec(text);
  expect(match, text).toBeTruthy();
  return match![1]!;
}

/** The candidate cookie an answer set, as a Cookie header value ('' when it cleared it). */
function candidateCookieOf(res: LightMyRequestResponse): { header: string; raw: string } {
  const all = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const raw = all.find((c) => c.startsWith(`${CANDIDATE_COOKIE}=`));
  if (!raw) throw new Error(`no ${CANDIDATE_COOKIE} cookie in ${JSON.stringify(all)}`);
  return { header: raw.split(';')[0]!, raw };
}

/** Asks for a link, follows it as the browser does, and answers the session's cookie. */
async function signIn(email: string): Promise<string> {
  expect((await requestLink(email)).statusCode).toBe(202);
  const mail = await linkMailTo(email);
  const res = await t.app.inject({ url: signInPathIn(delivered(t, mail!).text) });
  expect(res.statusCode).toBe(303);
  expect(res.headers.location).toBe('/my-applications');
  return candidateCookieOf(res).header;
}

async function myApplications(session: string) {
  const res = await asCandidate(session, 'GET', '/api/candidates/applications');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    email: string;
    items: { id: number; status: string; open: boolean; jobTitle: string; applicantName: string; resumeFile: string | null }[];
  };
}

describe('the sign-in link', () => {
  it('answers 202 alike for a known and an unknown address, and mails a link only to the one with applications', async () => {
    const known = `${unique('known.')}@example.ca`;
    const unknown = `${unique('nobody.')}@example.ca`;
    await applied(await openJob(), known);
    const a = await requestLink(known, false);
    const b = await requestLink(unknown, false);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.body).toBe(b.body);
    // The same work for both: one waiting request each. Whether the address has applications is the
    // mail worker's to find out, away from the request (so the answer's timing tells nothing either).
    const waiting = await sqlRows<{ mailbox: string; token_hash: string | null }>(
      'select mailbox, token_hash from candidate_links where mailbox in (?, ?) order by id',
      [known, unknown],
    );
    expect(waiting).toEqual([
      { mailbox: known, token_hash: null },
      { mailbox: unknown, token_hash: null },
    ]);
    expect(await processSignInLinkRequests({ em: t.orm.em.fork(), secret: linkKeyOf(t) })).toBe(1);
    // The request for the unknown address is forgotten, address and all.
    expect(await sqlRows('select id from candidate_links where mailbox = ?', [unknown])).toEqual([]);
    expect(a.json()).toEqual({ success: true, message: CANDIDATE_MESSAGES.linkSent });
    expect(CANDIDATE_MESSAGES.linkSent).toBe("If that address has applications, we've sent a link to it. It works for 30 minutes.");
    expect(await linkMailTo(unknown)).toBeUndefined();
    const mail = await linkMailTo(known);
    expect(mail?.subject).toBe('Your link to My applications');
    // The outbox and the links table hold no working link: a placeholder and a sealed secret, a hash.
    const link = signInPathIn(delivered(t, mail!).text);
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    expect([...new URL(link, 'http://x').searchParams.keys()]).toEqual(['token']);
    expect(mail!.textBody).not.toContain(token);
    expect(mail!.htmlBody ?? '').not.toContain(token);
    const stored = await sqlRows<{ token_hash: string; mailbox: string }>('select token_hash, mailbox from candidate_links where mailbox = ?', [known]);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token.split('.')[0]);
  });

  it('is throttled like the privacy requests, and refuses bad input with 400', async () => {
    const { t: limited } = await createAdminApp({ PUBLIC_WRITE_LIMIT: '2' });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++)
        answers.push(await limited.app.inject({ method: 'POST', url: '/api/candidates/link', payload: { email: `x${i}@example.ca` } }));
      expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 429]);
      expect(answers[2]!.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
    const bad = await requestLink('not an address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid email address');
    expect((await t.app.inject({ method: 'POST', url: '/api/candidates/link', payload: {} })).statusCode).toBe(400);
  });

  it('has a small mail budget of its own: acknowledgements never use it, and it never uses theirs', async () => {
    const email = `${unique('budget.')}@example.ca`;
    const jobs = [await openJob(), await openJob(), await openJob(), await openJob()];
    // Four applications: three acknowledgements go, the fourth is suppressed (the acknowledgements' cap).
    for (const jobId of jobs) await applied(jobId, email);
    const acks = await t.orm.em.fork().find(OutboxEmail, { toAddress: email, kind: 'application.received' }, { orderBy: { id: 'asc' } });
    expect(acks.map((m) => m.status)).toEqual(['pending', 'pending', 'pending', 'suppressed']);
    // The links still go (3 a day for the mailbox, however it is spelled); the fourth is suppressed.
    for (const spelling of [email, email.toUpperCase(), email, email]) expect((await requestLink(spelling)).statusCode).toBe(202);
    const links = await t.orm.em.fork().find(OutboxEmail, { kind: 'candidate.link', toAddress: { $ilike: email } }, { orderBy: { id: 'asc' } });
    expect(links.map((m) => m.status)).toEqual(['pending', 'pending', 'pending', 'suppressed']);
  });

  it('works once, within 30 minutes, and only when this site signed it', async () => {
    const email = `${unique('once.')}@example.ca`;
    await applied(await openJob(), email);
    await requestLink(email);
    const link = signInPathIn(delivered(t, (await linkMailTo(email))!).text);
    const first = await t.app.inject({ url: link });
    expect(first.statusCode).toBe(303);
    const { raw } = candidateCookieOf(first);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).toMatch(/Max-Age=604800/);
    expect(raw).toMatch(/Path=\//);
    expect(first.headers['cache-control']).toBe('private, no-store');
    // Used: the same link again opens nothing.
    const again = await t.app.inject({ url: link });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe('/my-applications?link=invalid');
    expect(again.headers['set-cookie'] ?? []).toEqual([]);
    // Expired: a link older than its 30 minutes.
    await requestLink(email);
    const late = signInPathIn(delivered(t, (await linkMailTo(email))!).text);
    await sqlRows(`update candidate_links set expires_at = now() - interval '1 second' where mailbox = ? and used_at is null`, [email]);
    expect((await t.app.inject({ url: late })).headers.location).toBe('/my-applications?link=invalid');
    // Forged, altered or missing tokens.
    const token = new URL(late, 'http://x').searchParams.get('token')!;
    for (const bad of [`${'a'.repeat(43)}.${'b'.repeat(24)}`, `${token}x`, '', 'not-a-token']) {
      expect((await t.app.inject({ url: `/my-applications/sign-in?token=${encodeURIComponent(bad)}` })).headers.location).toBe('/my-applications?link=invalid');
    }
    // The REST path answers 400 for the same.
    const rest = await t.app.inject({ method: 'POST', url: '/api/candidates/sign-in', payload: { token } });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toBe(CANDIDATE_MESSAGES.invalidLink);
  });

  it('the REST sign-in sets the cookie too, and the application-received mail carries the way in', async () => {
    const email = `${unique('rest.')}@example.ca`;
    await applied(await openJob(), email);
    const received = (await t.orm.em.fork().find(OutboxEmail, { toAddress: email, kind: 'application.received' }))[0]!;
    expect(received.textBody).toMatch(/My applications: https?:\/\/[^\s/]+\/my-applications\n/);
    await requestLink(email);
    const token = new URL(signInPathIn(delivered(t, (await linkMailTo(email))!).text), 'http://x').searchParams.get('token')!;
    const res = await t.app.inject({ method: 'POST', url: '/api/candidates/sign-in', payload: { token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, email });
    expect((await myApplications(candidateCookieOf(res).header)).email).toBe(email);
  });
});

describe('a candidate session', () => {
  it('lists the applications of its mailbox with the statuses taken from the pipeline', async () => {
    const name = unique('Pat.Status');
    const email = `${name}+jobs@example.ca`;
    const mailbox = `${name.toLowerCase()}@example.ca`;
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await applied(await openJob(`Role ${i} ${unique('')}`), i % 2 ? email.toUpperCase() : email)).application.id);
    const session = await signIn(mailbox);
    const statusOf = async (id: number) => (await myApplications(session)).items.find((a) => a.id === id)?.status;
    expect(await statusOf(ids[0]!)).toBe('Received');
    expect((await admin('PATCH', `/api/applications/${ids[1]}/status`, { status: 'under_review' })).statusCode).toBe(200);
    expect(await statusOf(ids[1]!)).toBe('In review');
    expect((await admin('POST', `/api/applications/${ids[2]}/email`, { template: 'interview_invitation' })).statusCode).toBe(202);
    expect(await statusOf(ids[2]!)).toBe('Interview');
    expect((await admin('PATCH', `/api/applications/${ids[3]}/status`, { status: 'accepted' })).statusCode).toBe(200);
    expect(await statusOf(ids[3]!)).toBe('Hired');
    expect((await admin('PATCH', `/api/applications/${ids[4]}/status`, { status: 'rejected' })).statusCode).toBe(200);
    expect(await statusOf(ids[4]!)).toBe('Not selected');
    const list = await myApplications(session);
    expect(list.email).toBe(mailbox);
    // Personal answers: never kept by a cache. The page's own read (tRPC candidate.session) answers the same, or null without a session.
    expect((await asCandidate(session, 'GET', '/api/candidates/applications')).headers['cache-control']).toBe('private, no-store');
    const page = await t.app.inject({ url: `/trpc/candidate.session?input=${encodeURIComponent('{}')}`, headers: { cookie: session } });
    expect(page.json().result.data).toEqual(list);
    expect((await t.app.inject({ url: `/trpc/candidate.session?input=${encodeURIComponent('{}')}` })).json().result.data).toBeNull();
    expect(list.items.map((a) => a.id)).toEqual([...ids].reverse());
    expect(list.items.map((a) => a.open)).toEqual([false, false, true, true, true]);
  });

  it('withdraws an application: staff see Withdrawn and the timeline says so; nothing changes it after', async () => {
    const email = `${unique('withdraw.')}@example.ca`;
    const { application } = await applied(await openJob(), email);
    const session = await signIn(email);
    const res = await asCandidate(session, 'POST', `/api/candidates/applications/${application.id}/withdraw`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: CANDIDATE_MESSAGES.withdrawn,
      application: { id: application.id, status: 'Withdrawn', open: false },
    });
    expect((await admin('GET', `/api/applications/${application.id}`)).json().status).toBe('withdrawn');
    const timeline = (await admin('GET', `/api/applications/${application.id}/timeline`)).json() as { kind: string; summary: string; actor: unknown }[];
    expect(timeline.at(-1)).toMatchObject({ kind: 'withdrawn', summary: 'Withdrawn by the applicant', actor: null });
    expect((await admin('GET', '/api/applications?status=withdrawn')).json().map((a: { id: number }) => a.id)).toContain(application.id);
    // Final: again, a correction, or a staff status change are refused.
    expect((await asCandidate(session, 'POST', `/api/candidates/applications/${application.id}/withdraw`)).statusCode).toBe(409);
    const patch = await asCandidate(session, 'PATCH', `/api/candidates/applications/${application.id}`, { applicantName: 'Pat Later' });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().message).toBe(CANDIDATE_MESSAGES.closed);
    expect((await admin('PATCH', `/api/applications/${application.id}/status`, { status: 'accepted' })).statusCode).toBe(409);
    // Staff never set 'withdrawn' themselves.
    const other = await applied(await openJob(), email);
    expect((await admin('PATCH', `/api/applications/${other.application.id}/status`, { status: 'withdrawn' })).statusCode).toBe(400);
  });

  it('corrects name and phone with the form rules, and says so on the timeline', async () => {
    const email = `${unique('fix.')}@example.ca`;
    const { application } = await applied(await openJob(), email);
    const session = await signIn(email);
    const url = `/api/candidates/applications/${application.id}`;
    const bad = await asCandidate(session, 'PATCH', url, { applicantName: 'P' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Name must be at least 2 characters');
    const badPhone = await asCandidate(session, 'PATCH', url, { applicantPhone: '123' });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().message).toBe('Please enter a valid phone number');
    expect((await asCandidate(session, 'PATCH', url, { applicantEmail: 'nope' })).statusCode).toBe(400);
    const ok = await asCandidate(session, 'PATCH', url, { applicantName: 'Patricia Doe', applicantPhone: '(416) 555-0199' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().application).toMatchObject({ applicantName: 'Patricia Doe', applicantPhone: '(416) 555-0199' });
    const staff = (await admin('GET', `/api/applications/${application.id}`)).json();
    expect(staff).toMatchObject({ applicantName: 'Patricia Doe', applicantPhone: '(416) 555-0199' });
    const timeline = (await admin('GET', `/api/applications/${application.id}/timeline`)).json() as { kind: string; summary: string; text: string }[];
    expect(timeline.at(-1)).toMatchObject({ kind: 'updated', summary: 'Updated by the applicant', text: 'name, phone' });
  });

  it('replaces the résumé: the new file is the application’s, the old file is deleted', async () => {
    const email = `${unique('cv.')}@example.ca`;
    const first = await uploadResume('first-cv');
    const { application } = await applied(await openJob(), email, { resume: first });
    const [before] = await sqlRows<{ storage_key: string }>('select storage_key from uploads where application_id = ?', [application.id]);
    const oldFile = path.join(uploadDir, before!.storage_key);
    expect(existsSync(oldFile)).toBe(true);
    const session = await signIn(email);
    const second = await uploadResume('second-cv');
    const res = await asCandidate(session, 'PATCH', `/api/candidates/applications/${application.id}`, { resume: second });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().application.resumeFile).toBe('second-cv.pdf');
    expect(existsSync(oldFile)).toBe(false);
    expect(await sqlRows('select id from uploads where id = ?', [first])).toEqual([]);
    const staff = await admin('GET', `/api/admin/applications/${application.id}/resume`);
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toContain('second-cv');
    // An unknown upload id is refused before anything changes.
    expect(
      (await asCandidate(session, 'PATCH', `/api/candidates/applications/${application.id}`, { resume: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(400);
  });

  it('a new email moves the application to that address; an address with an open application to the same job is refused', async () => {
    const email = `${unique('move.')}@example.ca`;
    const other = `${unique('moved.')}@example.ca`;
    const jobId = await openJob();
    const { application } = await applied(jobId, email);
    const taken = await applied(await openJob(), email);
    await applied(jobId, `${unique('clash.')}@example.ca`);
    const session = await signIn(email);
    const moved = await asCandidate(session, 'PATCH', `/api/candidates/applications/${application.id}`, { applicantEmail: other });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await myApplications(session)).items.map((a) => a.id)).toEqual([taken.application.id]);
    expect((await admin('GET', `/api/applications/${application.id}`)).json().applicantEmail).toBe(other);
    // The moved one is now the other address's: this session gets 404 for it.
    expect((await asCandidate(session, 'POST', `/api/candidates/applications/${application.id}/withdraw`)).statusCode).toBe(404);
    // Moving another to an address that has an open application to that job: 409.
    const clashEmail = `${unique('clash2.')}@example.ca`;
    await applied(jobId, clashEmail);
    const mine = await applied(jobId, `${unique('mine.')}@example.ca`);
    const mySession = await signIn((await admin('GET', `/api/applications/${mine.application.id}`)).json().applicantEmail);
    const clash = await asCandidate(mySession, 'PATCH', `/api/candidates/applications/${mine.application.id}`, { applicantEmail: clashEmail });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(CANDIDATE_MESSAGES.emailTaken);
  });

  it("reaches only its own address's records: every candidate path with another address's ids answers 404", async () => {
    const mine = `${unique('mine.')}@example.ca`;
    const theirs = `${unique('theirs.')}@example.ca`;
    const jobId = await openJob();
    const own = await applied(jobId, mine);
    const their = await applied(jobId, theirs);
    const session = await signIn(mine);
    const paths: [method: 'PATCH' | 'POST', url: string, body?: object][] = [
      ['PATCH', `/api/candidates/applications/${their.application.id}`, { applicantName: 'Not Theirs' }],
      ['PATCH', `/api/candidates/applications/${their.application.id}`, { resume: 'https://example.com/cv.pdf' }],
      ['POST', `/api/candidates/applications/${their.application.id}/withdraw`],
    ];
    for (const [method, url, body] of paths) {
      const res = await asCandidate(session, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(CANDIDATE_MESSAGES.notFound);
    }
    // The same answer for an id nobody has.
    expect((await asCandidate(session, 'POST', '/api/candidates/applications/999999999/withdraw')).statusCode).toBe(404);
    // Their application is untouched, and never listed.
    expect((await admin('GET', `/api/applications/${their.application.id}`)).json()).toMatchObject({ status: 'submitted', applicantName: 'Pat Doe' });
    expect((await myApplications(session)).items.map((a) => a.id)).toEqual([own.application.id]);
    // The candidate cookie opens no staff procedure, over REST or tRPC.
    expect((await asCandidate(session, 'GET', '/api/applications')).statusCode).toBe(401);
    expect((await asCandidate(session, 'GET', `/api/applications/${own.application.id}`)).statusCode).toBe(401);
    expect((await asCandidate(session, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/trpc/application.list', headers: { cookie: session } })).statusCode).toBe(401);
    // And a staff session is no candidate session.
    expect((await admin('GET', '/api/candidates/applications')).statusCode).toBe(401);
  });

  it('answers 401 without a session, with an unknown one, after logout and once expired', async () => {
    const email = `${unique('out.')}@example.ca`;
    const { application } = await applied(await openJob(), email);
    expect((await t.app.inject({ url: '/api/candidates/applications' })).statusCode).toBe(401);
    const noSession = await t.app.inject({ method: 'POST', url: `/api/candidates/applications/${application.id}/withdraw` });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json().message).toBe(CANDIDATE_MESSAGES.signInRequired);
    expect((await asCandidate(`${CANDIDATE_COOKIE}=${'x'.repeat(43)}`, 'GET', '/api/candidates/applications')).statusCode).toBe(401);

    const session = await signIn(email);
    const out = await asCandidate(session, 'POST', '/api/candidates/logout');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: CANDIDATE_MESSAGES.loggedOut });
    expect(candidateCookieOf(out).raw).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    // Revoked on the server: the old cookie opens nothing, and the answer clears it.
    const after = await asCandidate(session, 'GET', '/api/candidates/applications');
    expect(after.statusCode).toBe(401);
    expect(candidateCookieOf(after).raw).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    // Logging out without a session answers the same.
    expect((await t.app.inject({ method: 'POST', url: '/api/candidates/logout' })).statusCode).toBe(200);

    const later = await signIn(email);
    await sqlRows(`update candidate_sessions set expires_at = now() - interval '1 second' where mailbox = ? and revoked_at is null`, [email]);
    expect((await asCandidate(later, 'GET', '/api/candidates/applications')).statusCode).toBe(401);
    const [stored] = await sqlRows<{ n: number }>('select count(*)::int as n from candidate_sessions where mailbox = ?', [email]);
    expect(stored!.n).toBe(2);
    // The database keeps no session secret: only hashes.
    const secret = decodeURIComponent(later.split('=')[1]!);
    expect(JSON.stringify(await sqlRows('select * from candidate_sessions where mailbox = ?', [email]))).not.toContain(secret);
  });
});

describe('the mailbox of an application', () => {
  it('is kept from the address on every write through the ORM (the demo seed too)', async () => {
    const em = t.orm.em.fork();
    const app = em.create(JobApplication, {
      jobTitle: 'Seeded Role',
      applicantEmail: 'Seeded.Person+demo@Example.ca',
      coverLetter: 'Seeded',
      status: 'submitted',
      appliedAt: new Date(),
    });
    await em.flush();
    const mailbox = async () => (await sqlRows<{ m: string | null }>('select applicant_mailbox as m from job_applications where id = ?', [app.id]))[0]!.m;
    expect(await mailbox()).toBe('seeded.person@example.ca');
    app.applicantEmail = 'j.doe+x@googlemail.com';
    await em.flush();
    expect(await mailbox()).toBe('jdoe@gmail.com');
  });
});

describe('one application per person per job', () => {
  it('applying again with the same mailbox updates the open application, says when it was sent, and adds a timeline entry', async () => {
    const local = unique('pat.dupe');
    const jobId = await openJob();
    const first = await applied(jobId, `${local}@gmail.com`, { applicantPhone: '(416) 555-0100' });
    expect(first.updated).toBeUndefined();
    // The same mailbox as the mail cap sees it: case, a +tag and Gmail's dots aside.
    const again = await applied(jobId, `${local.replaceAll('.', '').toUpperCase()}+again@googlemail.com`, {
      applicantName: 'Pat Dupe',
      coverLetter: 'An updated letter.',
    });
    expect(again.updated).toBe(true);
    expect(again.application.id).toBe(first.application.id);
    const sent = (await admin('GET', `/api/applications/${first.application.id}`)).json();
    expect(again.firstSentAt).toBe(sent.appliedAt);
    expect(again.message).toBe(updatedApplicationSentence(new Date(sent.appliedAt)));
    expect(again.message).toMatch(/^We updated the application you sent on \d{1,2} [A-Z][a-z]+\.$/);
    expect(sent).toMatchObject({ applicantName: 'Pat Dupe', coverLetter: 'An updated letter.', applicantPhone: '(416) 555-0100' });
    const rows = await sqlRows<{ n: number }>('select count(*)::int as n from job_applications where job_id = ?', [jobId]);
    expect(rows[0]!.n).toBe(1);
    const timeline = (await admin('GET', `/api/applications/${first.application.id}/timeline`)).json() as { kind: string; summary: string }[];
    expect(timeline.map((e) => e.summary)).toContain('Updated by the applicant');
    // Over tRPC (the site's form) the same.
    const site = await t.app.inject({
      method: 'POST',
      url: '/trpc/application.create',
      payload: { jobId, coverLetter: 'Third time.', applicantEmail: `${local}@gmail.com`, consent: true },
    });
    expect(site.statusCode, site.body).toBe(200);
    expect(site.json().result.data).toMatchObject({ updated: true, application: { id: first.application.id } });
  });

  it('a closed (withdrawn or decided) application is not updated: applying again makes a new one', async () => {
    const email = `${unique('closed.')}@example.ca`;
    const jobId = await openJob();
    const first = await applied(jobId, email);
    expect((await admin('PATCH', `/api/applications/${first.application.id}/status`, { status: 'rejected' })).statusCode).toBe(200);
    const second = await applied(jobId, email);
    expect(second.updated).toBeUndefined();
    expect(second.application.id).not.toBe(first.application.id);
    // Another job is another application.
    const other = await applied(await openJob(), email);
    expect(other.updated).toBeUndefined();
  });

  it('staff see on an application the other jobs the same person applied to', async () => {
    const email = `${unique('Related')}@example.ca`;
    const a = await applied(await openJob('Forklift Operator'), email);
    const b = await applied(await openJob('Shipper Receiver'), email.toUpperCase());
    await applied(await openJob(), `${unique('stranger.')}@example.ca`);
    const res = await admin('GET', `/api/applications/${a.application.id}/related`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([expect.objectContaining({ id: b.application.id, jobTitle: 'Shipper Receiver', status: 'submitted' })]);
    expect((await t.app.inject({ url: `/api/applications/${a.application.id}/related` })).statusCode).toBe(401);
    expect((await admin('GET', '/api/applications/999999999/related')).statusCode).toBe(404);
  });
});
