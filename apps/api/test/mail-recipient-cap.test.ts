import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactMessage, NewsletterSubscription, OutboxEmail, updateSiteSettings } from '@app/db';
import { CONFIRMATION_MAIL_CAP, RECIPIENT_MAIL_CAP, formSecretFrom, normalizeMailbox, sendInstantJobAlerts } from '@app/trpc';
import { deliver, type MailMessage } from '../src/mail/worker.ts';
import { anotherInstance, createAdminApp, delivered, linkKeyOf, validJob, type TestApp } from './helpers.ts';

/**
 * Issue 24, finding 2: the forms mailed whatever address was typed, as often as asked. Now the
 * automatic acknowledgements to a typed address ('we received your message', 'job received',
 * 'application received') are capped at 3 per mailbox in 24 hours across every form, the mailbox
 * read without case, `+tag` or Gmail's dots. Past the cap the form answers and stores as before;
 * the mail is kept as 'suppressed', shown in the Email screen, never sent. Mail that staff trigger
 * (decisions, admin notices, alert mail) is not capped.
 * Issue 33, item 8: a confirmation link the person asked for (job alert, newsletter, privacy
 * request) has a budget of its own per kind (3 per mailbox a day), which acknowledgements never
 * use up.
 */

let t: TestApp;
let cookie: string;
const ADMINS = ['ops@example.com'];

beforeAll(async () => {
  ({ t, cookie } = await createAdminApp({ PUBLIC_WRITE_LIMIT: '1000', NOTIFY_EMAILS: ADMINS.join(',') }));
});
afterAll(() => t.close());

let seq = 0;
/** Letters and digits only, so dots can be put into it (the Gmail variants). */
const unique = (base: string) => `${base}${Date.now().toString(36)}${++seq}`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const em = () => t.orm.em.fork();
/** The replies written to any spelling of `local` at any domain, oldest first. */
const repliesTo = (local: string, kinds?: string[]) =>
  em().find(OutboxEmail, { toAddress: { $ilike: `${local}%` }, ...(kinds ? { kind: { $in: kinds } } : {}) }, { orderBy: { id: 'asc' } });
const statuses = async (local: string, kinds?: string[]) => (await repliesTo(local, kinds)).map((m) => m.status);

const contact = (email: string, extra: object = {}) => ({
  name: 'Hello Claim prize at http://evil.example',
  email,
  subject: 'Claim your prize today',
  message: 'Claim your prize at http://evil.example before it expires.',
  ...extra,
});
const CONTACT_ANSWER = { success: true, id: expect.any(Number), message: "Thank you for your message. We'll get back to you within 24 hours." };

async function approvedJob(title = unique('Picker')) {
  const created = await post('/api/jobs', { ...validJob, title, contactEmail: `${unique('employer')}@employer.example` }, { cookie });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  expect((await t.app.inject({ method: 'PATCH', url: `/api/jobs/${id}/status`, headers: { cookie }, payload: { status: 'approved' } })).statusCode).toBe(200);
  return id;
}

describe('normalizeMailbox', () => {
  it('reads one mailbox however it is spelled: case, +tag, Gmail dots and googlemail.com', () => {
    expect(normalizeMailbox('Victim+1@Example.com')).toBe('victim@example.com');
    expect(normalizeMailbox('victim+a+b@EXAMPLE.COM')).toBe('victim@example.com');
    expect(normalizeMailbox('V.i.c.t.i.m+x@GMail.com')).toBe('victim@gmail.com');
    expect(normalizeMailbox('vic.tim@googlemail.com')).toBe('victim@gmail.com');
    // Dots count elsewhere: another provider may give them to different people.
    expect(normalizeMailbox('vic.tim@example.com')).toBe('vic.tim@example.com');
    expect(normalizeMailbox('victim@example.com.')).toBe('victim@example.com');
  });

  it('is 3 a day, and 3 a day for each kind of confirmation link', () => {
    expect(RECIPIENT_MAIL_CAP).toEqual({ max: 3, windowMs: 24 * 60 * 60 * 1000 });
    expect(CONFIRMATION_MAIL_CAP).toEqual({ max: 3, windowMs: 24 * 60 * 60 * 1000 });
  });
});

describe('at most 3 automatic replies per mailbox in 24 hours', () => {
  it('five contact messages to +tag and case variants of one address: all answered and stored as before, 3 acknowledgements sent, the rest suppressed', async () => {
    const local = unique('victim');
    const variants = [
      `${local.replace(/^v/, 'V')}+1@Example.com`,
      `${local}+2@example.com`,
      `${local}@EXAMPLE.COM`,
      `${local}+3@example.com`,
      `${local}+zz@example.com`,
    ];
    for (const email of variants) {
      const res = await post('/api/contact', contact(email));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual(CONTACT_ANSWER);
    }
    expect(await em().count(ContactMessage, { email: { $ilike: `${local}%` }, status: 'new' })).toBe(5);
    expect(await statuses(local, ['lead.ack'])).toEqual(['pending', 'pending', 'pending', 'suppressed', 'suppressed']);
    // The admins hear of every one of them (their mail is not capped).
    const notices = await em().find(OutboxEmail, { kind: 'lead.new', textBody: { $ilike: `%${local}%` } });
    expect(notices.map((m) => m.status)).toEqual(Array(5).fill('pending'));
  });

  it('counts the acknowledgements of every form together: contact, quotes, job posting, application; not the confirmation links asked for', async () => {
    const local = unique('target');
    const at = (tag: string) => `${local}+${tag}@example.com`;
    const jobId = await approvedJob();
    // An address that unsubscribed before gets a confirmation link when it signs up again.
    const unsubscribed = em();
    unsubscribed.create(NewsletterSubscription, { email: at('news'), status: 'unsubscribed' });
    await unsubscribed.flush();

    const answers = [
      await post('/api/contact', contact(at('contact'))),
      await post('/api/quotes/transportation', {
        contactName: 'Taylor',
        company: 'Great Lakes Foods',
        email: at('transport'),
        phone: '(416) 555-0122',
        serviceType: 'ftl',
        origin: 'Mississauga, ON',
        destination: 'Montreal, QC',
        freightType: 'refrigerated',
        timeline: '1-week',
      }),
      await post('/api/quotes/warehouse', { name: 'Robin', company: 'Peel Storage', email: at('warehouse'), serviceType: 'storage' }),
      await post('/api/jobs/submit', { ...validJob, title: 'Claim your prize', contactEmail: at('job') }),
      await post(`/api/jobs/${jobId}/apply`, {
        coverLetter: 'Claim your prize at http://evil.example',
        applicantName: 'Prize Desk',
        applicantEmail: at('apply'),
        resume: 'https://example.com/cv.pdf',
      }),
      await post('/api/newsletter', { email: at('news') }),
      await post('/api/job-alerts', { email: at('alert'), query: 'claim prize', frequency: 'daily' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201, 201]);
    expect(answers[5]!.json()).toEqual({ success: true, message: 'Thanks for subscribing! Look out for our weekly insights.' });
    expect(answers[6]!.json()).toEqual({ success: true, message: 'Almost done! We sent you an email: follow its link to start your job alert.' });

    const replies = await repliesTo(local);
    expect(replies.map((m) => [m.kind, m.status])).toEqual([
      ['lead.ack', 'pending'],
      ['lead.ack', 'pending'],
      ['lead.ack', 'pending'],
      ['job.received', 'suppressed'],
      ['application.received', 'suppressed'],
      ['newsletter.confirm', 'pending'],
      ['job-alert.confirm', 'pending'],
    ]);
  });

  it('a job published at once (auto-approval) counts too: its "live" reply to the poster is an automatic reply', async () => {
    const local = unique('poster');
    await updateSiteSettings(em(), { jobAutoApproval: true });
    try {
      for (let i = 0; i < 4; i++) expect((await post('/api/jobs/submit', { ...validJob, contactEmail: `${local}+${i}@example.com` })).statusCode).toBe(201);
    } finally {
      await updateSiteSettings(em(), { jobAutoApproval: false });
    }
    expect((await repliesTo(local)).map((m) => [m.kind, m.status])).toEqual([
      ['job.approved', 'pending'],
      ['job.approved', 'pending'],
      ['job.approved', 'pending'],
      ['job.approved', 'suppressed'],
    ]);
  });

  it('Gmail: dots in the local part and googlemail.com are the same mailbox; other providers keep their dots', async () => {
    const local = unique('gmailer');
    const dotted = `${local.slice(0, 3)}.${local.slice(3, 6)}.${local.slice(6)}`;
    for (const email of [`${local}@gmail.com`, `${dotted}@gmail.com`, `${local.toUpperCase()}+x@googlemail.com`, `${dotted}+y@GoogleMail.com`]) {
      expect((await post('/api/contact', contact(email))).statusCode).toBe(201);
    }
    const gmail = await em().find(OutboxEmail, { kind: 'lead.ack', toAddress: { $ilike: '%@g%mail.com' } }, { orderBy: { id: 'asc' } });
    const mine = gmail.filter((m) => m.toAddress.toLowerCase().replaceAll('.', '').startsWith(local));
    expect(mine.map((m) => m.status)).toEqual(['pending', 'pending', 'pending', 'suppressed']);

    const plain = unique('dotted');
    const dots = `${plain.slice(0, 3)}.${plain.slice(3)}`;
    for (const email of [`${dots}@example.com`, `${dots}@example.com`, `${dots}@example.com`, `${plain}@example.com`]) {
      expect((await post('/api/contact', contact(email))).statusCode).toBe(201);
    }
    const acks = await em().find(
      OutboxEmail,
      { kind: 'lead.ack', toAddress: { $in: [`${dots}@example.com`, `${plain}@example.com`] } },
      { orderBy: { id: 'asc' } },
    );
    expect(acks.map((m) => [m.toAddress, m.status])).toEqual([
      [`${dots}@example.com`, 'pending'],
      [`${dots}@example.com`, 'pending'],
      [`${dots}@example.com`, 'pending'],
      [`${plain}@example.com`, 'pending'],
    ]);
  });

  it('a concurrent burst cannot pass the cap: exactly 3 of 12 simultaneous replies are sent', async () => {
    const local = unique('burst');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post('/api/contact', contact(`${local}+${i}@example.com`))));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const all = await statuses(local, ['lead.ack']);
    expect(all).toHaveLength(12);
    expect(all.filter((s) => s === 'pending')).toHaveLength(3);
    expect(all.filter((s) => s === 'suppressed')).toHaveLength(9);
  });

  it('mail that staff trigger is not capped: decisions on a job and an application, and job alert mail', async () => {
    const local = unique('capped');
    for (let i = 0; i < 3; i++) await post('/api/contact', contact(`${local}+c${i}@example.com`));

    // A job posted with the capped address: 'received' is held back, the admin's decision is not.
    const submitted = await post('/api/jobs/submit', { ...validJob, contactEmail: `${local}+job@example.com` });
    const jobId = submitted.json().id as number;
    expect((await t.app.inject({ method: 'PATCH', url: `/api/jobs/${jobId}/status`, headers: { cookie }, payload: { status: 'approved' } })).statusCode).toBe(
      200,
    );
    expect((await repliesTo(`${local}+job`)).map((m) => [m.kind, m.status])).toEqual([
      ['job.received', 'suppressed'],
      ['job.approved', 'pending'],
    ]);

    // An application: 'received' is held back, the decision is sent.
    const applied = await post(`/api/jobs/${jobId}/apply`, {
      coverLetter: 'Five years in warehouses.',
      applicantName: 'Sam',
      applicantEmail: `${local}+app@example.com`,
      resume: 'https://example.com/cv.pdf',
    });
    expect(applied.statusCode).toBe(201);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${applied.json().application.id}/status`,
      headers: { cookie },
      payload: { status: 'rejected' },
    });
    expect((await repliesTo(`${local}+app`)).map((m) => [m.kind, m.status])).toEqual([
      ['application.received', 'suppressed'],
      ['application.decision', 'pending'],
    ]);

    // A job alert asked for by the capped mailbox: its confirmation link goes out (a budget of its own); so does its alert mail.
    const word = unique('capword');
    await post('/api/job-alerts', { email: `${local}+alert@example.com`, query: word, frequency: 'instant' });
    const [confirmation] = await repliesTo(`${local}+alert`, ['job-alert.confirm']);
    expect(confirmation!.status).toBe('pending');
    const link = /\/job-alerts\/confirm\?id=(\d+)&token=([\w.-]+)/.exec(delivered(t, confirmation!).text)!;
    expect((await post('/api/job-alerts/confirm', { id: link[1], token: link[2] })).statusCode).toBe(200);
    await approvedJob(`${word} Shipper`);
    await sendInstantJobAlerts({ em: em(), siteUrl: 'http://localhost:3000', secret: formSecretFrom(t.sessionKey) }, new Date());
    expect((await repliesTo(`${local}+alert`, ['job-alert.instant'])).map((m) => m.status)).toEqual(['pending']);
  });
});

describe('confirmation links the person asked for: a budget of their own per kind (issue 33, item 8)', () => {
  const applyTo = (jobId: number, email: string) =>
    post(`/api/jobs/${jobId}/apply`, {
      coverLetter: 'Five years in warehouses.',
      applicantName: 'Jo Seeker',
      applicantEmail: email,
      resume: 'https://example.com/cv.pdf',
    });

  it('a job seeker who applied to three jobs today still gets the confirmation link of the job alert they create', async () => {
    const email = `${unique('seeker')}@example.com`;
    for (let i = 0; i < 3; i++) expect((await applyTo(await approvedJob(), email)).statusCode).toBe(201);
    const alert = await post('/api/job-alerts', { email, query: unique('forklift'), frequency: 'daily' });
    expect(alert.json()).toEqual({ success: true, message: 'Almost done! We sent you an email: follow its link to start your job alert.' });
    expect((await repliesTo(email.split('@')[0]!)).map((m) => [m.kind, m.status])).toEqual([
      ['application.received', 'pending'],
      ['application.received', 'pending'],
      ['application.received', 'pending'],
      ['job-alert.confirm', 'pending'],
    ]);
    // A fourth acknowledgement is still held back: the abuse guard stands.
    expect((await applyTo(await approvedJob(), email)).statusCode).toBe(201);
    expect(await statuses(email.split('@')[0]!, ['application.received'])).toEqual(['pending', 'pending', 'pending', 'suppressed']);
  });

  it('someone who contacted the company, subscribed again and created an alert today can still confirm a deletion request', async () => {
    const local = unique('person');
    const email = `${local}@example.com`;
    const subscription = em();
    subscription.create(NewsletterSubscription, { email, status: 'unsubscribed' });
    await subscription.flush();
    expect((await post('/api/contact', contact(email))).statusCode).toBe(201);
    expect((await post('/api/contact', contact(`${local}+again@example.com`))).statusCode).toBe(201);
    expect((await post('/api/contact', contact(`${local}+third@example.com`))).statusCode).toBe(201);
    expect((await post('/api/newsletter', { email })).statusCode).toBe(201);
    expect((await post('/api/job-alerts', { email, query: unique('driver'), frequency: 'daily' })).statusCode).toBe(201);
    expect((await post('/api/privacy/requests', { email, kind: 'delete' })).statusCode).toBe(202);
    expect((await repliesTo(local)).map((m) => [m.kind, m.status])).toEqual([
      ['lead.ack', 'pending'],
      ['lead.ack', 'pending'],
      ['lead.ack', 'pending'],
      ['newsletter.confirm', 'pending'],
      ['job-alert.confirm', 'pending'],
      ['privacy.confirm-delete', 'pending'],
    ]);
    // And the link it got works.
    const [request] = await repliesTo(local, ['privacy.confirm-delete']);
    const link = new URL(/https?:\/\/[^\s/]+\/privacy\/confirm\?\S*/.exec(delivered(t, request!).text)![0]);
    const confirmed = await t.app.inject({ method: 'POST', url: '/trpc/privacy.confirm', payload: Object.fromEntries(link.searchParams) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it('each kind is capped at 3 a day per mailbox: the 4th link of a kind is suppressed, other kinds still go', async () => {
    const local = unique('flooded');
    const at = (tag: string) => `${local}+${tag}@example.com`;
    // Four alerts at four spellings of one mailbox (the 10-minute wait is per address).
    for (let i = 1; i <= 4; i++)
      expect((await post('/api/job-alerts', { email: at(`a${i}`), query: unique('crane'), frequency: 'daily' })).statusCode).toBe(201);
    for (const kind of ['access', 'delete', 'access', 'delete'] as const) {
      expect((await post('/api/privacy/requests', { email: at(`p${Math.random().toString(36).slice(2, 8)}`), kind })).statusCode).toBe(202);
    }
    expect(await statuses(local, ['job-alert.confirm'])).toEqual(['pending', 'pending', 'pending', 'suppressed']);
    // Access and deletion requests share the budget of privacy links.
    expect(await statuses(local, ['privacy.confirm-access', 'privacy.confirm-delete'])).toEqual(['pending', 'pending', 'pending', 'suppressed']);
    // A suppressed link is never sent, so its secret is not kept at all.
    const [held] = (await repliesTo(local, ['job-alert.confirm'])).filter((m) => m.status === 'suppressed');
    expect(held).toMatchObject({ sealedSecrets: null, secretsRemovedAt: expect.any(Date) });
    expect(held!.textBody).toContain('token=[link-secret-1]');
    // Acknowledgements to the same mailbox still have their own three.
    for (let i = 0; i < 3; i++) expect((await post('/api/contact', contact(at(`c${i}`)))).statusCode).toBe(201);
    expect(await statuses(local, ['lead.ack'])).toEqual(['pending', 'pending', 'pending']);
  });

  it('is counted in PostgreSQL: a burst of 12 alerts to one mailbox, through two instances at once, mails exactly 3 links', async () => {
    const second = await anotherInstance(t, { PUBLIC_WRITE_LIMIT: '1000' });
    try {
      const local = unique('burstalert');
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 ? second.app : t.app).inject({
            method: 'POST',
            url: '/api/job-alerts',
            payload: { email: `${local}+${i}@example.com`, query: unique('loader'), frequency: 'daily' },
          }),
        ),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
      const all = await statuses(local, ['job-alert.confirm']);
      expect(all).toHaveLength(12);
      expect(all.filter((s) => s === 'pending')).toHaveLength(3);
    } finally {
      await second.close();
    }
  });
});

describe('suppressed mail in the Email screen and the worker', () => {
  it('is listed and counted under its own status, is never delivered, and Send Again leaves it suppressed', async () => {
    const local = unique('screen');
    for (let i = 0; i < 4; i++) await post('/api/contact', contact(`${local}+${i}@example.com`));
    const [held] = (await repliesTo(local, ['lead.ack'])).filter((m) => m.status === 'suppressed');
    expect(held).toBeDefined();

    const listed = await t.app.inject({ url: `/api/admin/emails?status=suppressed&search=${local}`, headers: { cookie } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ id: held!.id, status: 'suppressed', kind: 'lead.ack', to: held!.toAddress })]);
    expect((await t.app.inject({ url: `/api/admin/emails?status=pending&search=${local}`, headers: { cookie } })).json()).toHaveLength(3);

    const page = await t.app.inject({ url: `/trpc/email.list?input=${encodeURIComponent(JSON.stringify({ status: 'suppressed' }))}`, headers: { cookie } });
    const data = page.json().result.data as { counts: Record<string, number>; items: { status: string }[] };
    expect(Object.keys(data.counts).sort()).toEqual(['failed', 'pending', 'sent', 'suppressed']);
    expect(data.counts.suppressed).toBe(await em().count(OutboxEmail, { status: 'suppressed' }));
    expect(data.counts.suppressed).toBeGreaterThan(0);
    expect(data.items.every((m) => m.status === 'suppressed')).toBe(true);

    const again = await t.app.inject({ method: 'POST', url: `/api/admin/emails/${held!.id}/retry`, headers: { cookie } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: held!.id, status: 'suppressed' });

    // The worker delivers pending rows only.
    const sent: MailMessage[] = [];
    const outcome = await deliver(
      t.orm,
      held!.id,
      { send: async (m) => void sent.push(m) },
      { from: 'no-reply@example.com', lastTry: false, linkSecret: linkKeyOf(t) },
    );
    expect(outcome).toBe('skipped');
    expect(sent).toHaveLength(0);
    expect((await em().findOneOrFail(OutboxEmail, { id: held!.id })).status).toBe('suppressed');
  });
});
