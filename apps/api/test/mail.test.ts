import { randomBytes } from 'node:crypto';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxEmail, updateSiteSettings } from '@app/db';
import { removeOldLinkSecrets } from '@app/trpc';
import { LINK_NOT_SENT, deliver, type MailMessage, type MailWorker } from '../src/mail/worker.ts';
import { createAdminApp, linkKeyOf, startTestMailWorker, validJob, type TestApp } from './helpers.ts';

/**
 * Issue 11, email: every event writes its mail to the outbox with the change (per the
 * Notifications settings), and the worker delivers it over SMTP on the pg-boss queue: retried
 * with backoff on a temporary failure, marked failed for good on a refusal or after the last try,
 * visible in GET /api/admin/emails, sent again on request. A real SMTP server (smtp-server)
 * stands in for the mail provider.
 */

interface Received {
  to: string[];
  raw: string;
}

/** A message's text with quoted-printable undone (soft line breaks joined, =XX decoded): links read whole. */
const unquoted = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A local SMTP server; `refuse` decides per recipient: null accepts, a code refuses. */
function smtpServer(refuse: (to: string) => number | null) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const code = refuse(address.address);
      if (code === null) return callback();
      callback(Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  return {
    received,
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let t: TestApp;
let cookie: string;
const ADMINS = ['ops@example.com', 'hiring@example.com'];

beforeAll(async () => {
  ({ t, cookie } = await createAdminApp({ PUBLIC_WRITE_LIMIT: '1000', NOTIFY_EMAILS: ADMINS.join(',') }));
});
afterAll(() => t.close());

let seq = 0;
const unique = (base: string) => `${base}-${Date.now().toString(36)}-${++seq}`;
const post = (url: string, payload: object, withCookie = false) => t.app.inject({ method: 'POST', url, payload, headers: withCookie ? { cookie } : {} });
const mailsTo = (to: string) => t.orm.em.fork().find(OutboxEmail, { toAddress: to }, { orderBy: { id: 'asc' } });
const mailsAbout = (text: string) => t.orm.em.fork().find(OutboxEmail, { textBody: { $like: `%${text}%` } }, { orderBy: { id: 'asc' } });
const setSettings = (values: Partial<{ notifyNewApplications: boolean; notifyNewJobPosts: boolean }>) => updateSiteSettings(t.orm.em.fork(), values);

async function publishedJob(title = unique('Picker')) {
  const created = await post('/api/jobs', { ...validJob, title, contactEmail: `${title.toLowerCase()}@employer.example` }, true);
  await t.app.inject({ method: 'PATCH', url: `/api/jobs/${created.json().id}/status`, headers: { cookie }, payload: { status: 'approved' } });
  return created.json() as { id: number; title: string };
}

describe('the outbox: which event writes which mail', () => {
  it('a contact message: the admins (NOTIFY_EMAILS) hear of it and the sender gets an acknowledgement; spam mails nobody', async () => {
    const email = `${unique('sender')}@example.com`;
    const subject = unique('Staffing for the holidays');
    const res = await post('/api/contact', { name: 'Pat Sender', email, subject, message: 'We need twenty pickers in December.' });
    expect(res.statusCode).toBe(201);
    const toAdmins = await mailsAbout(subject);
    expect(toAdmins.map((m) => m.toAddress).sort()).toEqual([...ADMINS].sort());
    // The subject names the record, never the sender's words (issue 24).
    expect(toAdmins[0]).toMatchObject({ kind: 'lead.new', status: 'pending', subject: `New contact message #${res.json().id}` });
    expect(toAdmins[0]!.textBody).toContain('We need twenty pickers in December.');
    expect(toAdmins[0]!.htmlBody).toContain('<table');
    const ack = await mailsTo(email);
    expect(ack).toHaveLength(1);
    expect(ack[0]).toMatchObject({ kind: 'lead.ack', subject: 'We received your message' });
    expect(ack[0]!.textBody).toMatch(/^Hello Pat Sender,/);

    const spammer = `${unique('bot')}@example.com`;
    await post('/api/contact', { name: 'Bot', email: spammer, subject: unique('Cheap pills'), message: 'Buy now, limited offer!', website: 'x' });
    expect(await mailsTo(spammer)).toHaveLength(0);
  });

  it('visitor text is escaped in the HTML body', async () => {
    const subject = unique('Hello <b>there</b>');
    await post('/api/contact', {
      name: '<script>alert(1)</script>',
      email: `${unique('x')}@example.com`,
      subject,
      message: 'A message with <img src=x onerror=alert(1)>.',
    });
    const [mail] = await mailsAbout('A message with <img');
    expect(mail!.htmlBody).not.toContain('<img src=x');
    expect(mail!.htmlBody).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('a job post: the admins hear of it while "new job posts" is on, the poster always gets "under review"', async () => {
    const title = unique('Forklift-Driver');
    const poster = `${title.toLowerCase()}@employer.example`;
    const submitted = await post('/api/jobs/submit', { ...validJob, title, contactEmail: poster });
    expect((await mailsTo(poster)).map((m) => [m.kind, m.subject])).toEqual([['job.received', `Your job posting #${submitted.json().id} is under review`]]);
    expect(
      (await mailsAbout(title))
        .filter((m) => m.kind === 'job.submitted')
        .map((m) => m.toAddress)
        .sort(),
    ).toEqual([...ADMINS].sort());

    await setSettings({ notifyNewJobPosts: false });
    try {
      const quiet = unique('Quiet-Job');
      await post('/api/jobs/submit', { ...validJob, title: quiet, contactEmail: `${quiet.toLowerCase()}@employer.example` });
      expect((await mailsAbout(quiet)).map((m) => m.kind)).toEqual(['job.received']);
    } finally {
      await setSettings({ notifyNewJobPosts: true });
    }
  });

  it('an application: the admins hear of it while "new applications" is on; the applicant gets a confirmation, then the decision', async () => {
    const job = await publishedJob();
    const applicant = `${unique('applicant')}@example.com`;
    const apply = (email: string) =>
      post(`/api/jobs/${job.id}/apply`, {
        coverLetter: 'I have five years in warehouses.',
        applicantName: 'Sam Lee',
        applicantEmail: email,
        resume: 'https://example.com/cv.pdf',
      });
    const res = await apply(applicant);
    expect(res.statusCode).toBe(201);
    expect((await mailsTo(applicant)).map((m) => m.kind)).toEqual(['application.received']);
    expect((await mailsAbout(`Sam Lee applied for ${job.title}`)).map((m) => m.toAddress).sort()).toEqual([...ADMINS].sort());

    const id = res.json().application.id as number;
    const setStatus = (status: string) => t.app.inject({ method: 'PATCH', url: `/api/applications/${id}/status`, headers: { cookie }, payload: { status } });
    await setStatus('under_review');
    expect(await mailsTo(applicant)).toHaveLength(1);
    await setStatus('accepted');
    const decided = await mailsTo(applicant);
    expect(decided.map((m) => m.kind)).toEqual(['application.received', 'application.decision']);
    expect(decided[1]!.subject).toBe('Good news about your job application');
    expect(decided[1]!.textBody).toContain(job.title);

    await setSettings({ notifyNewApplications: false });
    try {
      const other = `${unique('quiet')}@example.com`;
      await apply(other);
      expect((await mailsTo(other)).map((m) => m.kind)).toEqual(['application.received']);
      expect(await mailsAbout(`Sam Lee applied for ${job.title}`)).toHaveLength(ADMINS.length);
    } finally {
      await setSettings({ notifyNewApplications: true });
    }
  });

  it('approving a submitted job tells the poster, with the public link', async () => {
    const title = unique('Dispatcher');
    const poster = `${title.toLowerCase()}@employer.example`;
    const submitted = await post('/api/jobs/submit', { ...validJob, title, contactEmail: poster });
    await t.app.inject({ method: 'PATCH', url: `/api/jobs/${submitted.json().id}/status`, headers: { cookie }, payload: { status: 'approved' } });
    const approved = (await mailsTo(poster)).find((m) => m.kind === 'job.approved');
    expect(approved?.subject).toBe(`Your job posting #${submitted.json().id} is live`);
    expect(approved?.textBody).toContain(title);
    expect(approved?.textBody).toContain(`/jobs/${submitted.json().id}`);
  });

  it('GET /api/admin/emails lists the outbox for admins only, by status and search', async () => {
    expect((await t.app.inject({ url: '/api/admin/emails' })).statusCode).toBe(401);
    const res = await t.app.inject({ url: '/api/admin/emails?status=pending&search=received&limit=5', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const items = res.json() as { status: string; subject: string; to: string; text: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((m) => m.status === 'pending' && /received/i.test(m.subject + m.to))).toBe(true);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThanOrEqual(items.length);
    expect((await t.app.inject({ url: '/api/admin/emails?status=bounced', headers: { cookie } })).statusCode).toBe(400);
  });
});

describe('the worker delivers over SMTP', () => {
  let smtp: ReturnType<typeof smtpServer>;
  let worker: MailWorker;
  const tries = new Map<string, number>();

  beforeAll(async () => {
    smtp = smtpServer((to) => {
      const n = (tries.get(to) ?? 0) + 1;
      tries.set(to, n);
      if (to.startsWith('refused')) return 550;
      if (to.startsWith('flaky')) return n <= 2 ? 451 : null;
      if (to.startsWith('down')) return 421;
      return null;
    });
    const port = await smtp.listen();
    worker = await startTestMailWorker(t, port, { retryLimit: 2, notifyEmails: ADMINS });
  });
  afterAll(async () => {
    await worker?.stop();
    await smtp?.close();
  });

  const settled = async (to: string, timeoutMs = 25_000) => {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const rows = await mailsTo(to);
      if (rows.length && rows.every((r) => r.status !== 'pending')) return rows;
      if (Date.now() > end) throw new Error(`mail to ${to} still pending: ${JSON.stringify(rows.map((r) => [r.status, r.attempts, r.lastError]))}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  it('sends what a request wrote, without the request waiting for it', async () => {
    const email = `${unique('reader')}@example.com`;
    const started = Date.now();
    expect((await post('/api/contact', { name: 'Quinn', email, subject: unique('A question'), message: 'Do you staff night shifts?' })).statusCode).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    const [row] = await settled(email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    const message = smtp.received.find((m) => m.to.includes(email));
    expect(message?.raw).toContain('Subject: We received your message');
    expect(message?.raw).toMatch(/From: Northline <no-reply@northline\.example>/);
    expect(message?.raw).toContain('Content-Type: text/html');
  });

  it('a mail with a link goes out with it whole, though the outbox never held its secret, and once sent keeps none', async () => {
    const email = `${unique('seeker')}@example.com`;
    expect((await post('/api/job-alerts', { email, query: unique('welder'), frequency: 'daily' })).statusCode).toBe(201);
    const [row] = await settled(email);
    expect(row).toMatchObject({ kind: 'job-alert.confirm', status: 'sent', sealedSecrets: null, secretsRemovedAt: expect.any(Date) });
    expect(row!.textBody).toMatch(/\/job-alerts\/confirm\?id=\d+&token=\[link-secret-1\]\n/);
    expect(row!.htmlBody).toMatch(/\/job-alerts\/confirm\?id=\d+&amp;token=\[link-secret-1\]"/);

    const message = unquoted(smtp.received.find((m) => m.to.includes(email))!.raw);
    const [, id, token] = /\/job-alerts\/confirm\?id=(\d+)&token=([\w.-]+)/.exec(message)!;
    expect(message).not.toContain('[link-secret-');
    expect(row!.textBody + row!.htmlBody).not.toContain(token!);
    expect((await post('/api/job-alerts/confirm', { id, token })).statusCode).toBe(200);
  });

  it('a temporary failure (451) is tried again with backoff until it goes through', async () => {
    const email = `flaky-${unique('r')}@example.com`;
    await post('/api/contact', { name: 'Flaky', email, subject: unique('Retry me'), message: 'The server is busy at first.' });
    const [row] = await settled(email);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
  }, 40_000);

  it('a refusal (550) is marked failed at once, with the reason; a server that keeps failing, after the last try', async () => {
    const refused = `refused-${unique('r')}@example.com`;
    const down = `down-${unique('r')}@example.com`;
    await post('/api/contact', { name: 'Refused', email: refused, subject: unique('No such box'), message: 'This mailbox does not exist.' });
    await post('/api/contact', { name: 'Down', email: down, subject: unique('Always busy'), message: 'This server never accepts.' });
    const [gone] = await settled(refused);
    expect(gone).toMatchObject({ status: 'failed', attempts: 1 });
    expect(gone!.lastError).toMatch(/550/);
    const [given] = await settled(down, 35_000);
    expect(given).toMatchObject({ status: 'failed', attempts: 3 });
    expect(given!.lastError).toMatch(/421/);

    // The Email screen lists it as failed; Send Again queues it once more.
    const failed = (await t.app.inject({ url: `/api/admin/emails?status=failed&search=${encodeURIComponent(refused)}`, headers: { cookie } })).json();
    expect(failed).toHaveLength(1);
    tries.clear();
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/emails/${gone!.id}/retry`, headers: { cookie } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'pending', lastError: null });
    const [still] = await settled(refused);
    expect(still).toMatchObject({ status: 'failed', attempts: 2 });
  }, 60_000);
});

describe('a mail whose link cannot be filled in is never sent', () => {
  const transport = (sent: MailMessage[]) => ({ send: async (m: MailMessage) => void sent.push(m) });

  it('its secret deleted (past its day) or sealed under another SESSION_KEY: failed with the reason, and Send Again refuses the deleted one', async () => {
    const late = `${unique('late')}@example.com`;
    const rekeyed = `${unique('rekeyed')}@example.com`;
    for (const email of [late, rekeyed]) expect((await post('/api/job-alerts', { email, query: unique('rigger'), frequency: 'daily' })).statusCode).toBe(201);
    const [lateRow] = await mailsTo(late);
    const [rekeyedRow] = await mailsTo(rekeyed);

    // Three days on, waiting mail is past the worker's age: its secret goes.
    expect(await removeOldLinkSecrets(t.orm.em.fork(), new Date(Date.now() + 3 * 86_400_000 + 60_000))).toBeGreaterThanOrEqual(2);
    const sent: MailMessage[] = [];
    expect(await deliver(t.orm, lateRow!.id, transport(sent), { from: 'no-reply@example.com', lastTry: false, linkSecret: linkKeyOf(t) })).toBe('failed');
    expect((await mailsTo(late))[0]).toMatchObject({ status: 'failed', attempts: 0, lastError: LINK_NOT_SENT.removed });
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/emails/${lateRow!.id}/retry`, headers: { cookie } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This email cannot be sent again: the secret of its link was deleted a day after it was written. Ask for a new one (send the invitation again, or have the person ask again).',
    );
    expect((await mailsTo(late))[0]!.status).toBe('failed');

    // Sealed under this site's key, opened with another: not sent with a broken link.
    await t.orm.em.fork().nativeUpdate(OutboxEmail, { id: rekeyedRow!.id }, { sealedSecrets: rekeyedRow!.sealedSecrets, secretsRemovedAt: null });
    expect(await deliver(t.orm, rekeyedRow!.id, transport(sent), { from: 'no-reply@example.com', lastTry: false, linkSecret: randomBytes(32) })).toBe('failed');
    expect((await mailsTo(rekeyed))[0]).toMatchObject({ status: 'failed', lastError: LINK_NOT_SENT.unreadable });
    expect(sent).toEqual([]);
  });
});
