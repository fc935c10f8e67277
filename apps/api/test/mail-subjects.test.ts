import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewsletterSubscription, OutboxEmail, updateSiteSettings } from '@app/db';
import { createContext, formSecretFrom, queueWeeklySummary, sendDailyJobAlerts, sendInstantJobAlerts } from '@app/trpc';
import { createAdminApp, delivered, validJob, type TestApp } from './helpers.ts';

/**
 * Issue 24, finding 2: the site's mail carried a stranger's words to whatever address they typed,
 * in the subject (a job title, a lead's summary) and in the greeting ('Hello Claim prize at
 * http://evil.example,'). Subjects are now fixed wording (a record number at most) in every
 * template, and a name holding a link, an '@' or control characters is not echoed ('Hello,').
 */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ t, cookie } = await createAdminApp({ PUBLIC_WRITE_LIMIT: '1000', NOTIFY_EMAILS: 'ops@example.com' }));
});
afterAll(() => t.close());

let seq = 0;
const unique = (base: string) => `${base}${Date.now().toString(36)}${++seq}`;
const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const em = () => t.orm.em.fork();
const mailsTo = (to: string, kind?: string) => em().find(OutboxEmail, { toAddress: to, ...(kind ? { kind } : {}) }, { orderBy: { id: 'asc' } });
const setStatus = (url: string, payload: object) => t.app.inject({ method: 'PATCH', url, headers: { cookie }, payload });
const alertCtx = () => ({ em: em(), siteUrl: 'http://localhost:3000', secret: formSecretFrom(t.sessionKey) });

describe('greetings in the mail to visitors', () => {
  it('greets by name when the name is plain, with "Hello," otherwise; the acknowledgement then carries none of the sender\'s words', async () => {
    const plain = `${unique('plain')}@example.com`;
    await post('/api/contact', { name: 'Pat Sender', email: plain, subject: 'Staffing question', message: 'Do you staff night shifts?' });
    expect((await mailsTo(plain, 'lead.ack'))[0]!.textBody).toMatch(/^Hello Pat Sender,\n/);

    for (const name of [
      'Hello Claim prize at http://evil.example',
      'Claim at www.evil.example',
      'prize@evil.example',
      'Pat\nClaim your prize at evil.example',
    ]) {
      const email = `${unique('victim')}@example.com`;
      expect(
        (await post('/api/contact', { name, email, subject: 'Claim your prize', message: 'Claim your prize at http://evil.example now.' })).statusCode,
      ).toBe(201);
      const [ack] = await mailsTo(email, 'lead.ack');
      expect(ack!.textBody).toMatch(/^Hello,\n/);
      expect(ack!.textBody + ack!.htmlBody).not.toMatch(/evil|prize/i);
    }
  });

  it('applies to the application mails (received and decided) too', async () => {
    const created = await post('/api/jobs', { ...validJob, title: unique('Picker') }, { cookie });
    const jobId = created.json().id as number;
    await setStatus(`/api/jobs/${jobId}/status`, { status: 'approved' });
    const apply = (applicantName: string, applicantEmail: string) =>
      post(`/api/jobs/${jobId}/apply`, { coverLetter: 'Five years in warehouses.', applicantName, applicantEmail, resume: 'https://example.com/cv.pdf' });

    const hostile = `${unique('applicant')}@example.com`;
    const res = await apply('Sam http://evil.example', hostile);
    expect(res.statusCode).toBe(201);
    await setStatus(`/api/applications/${res.json().application.id}/status`, { status: 'accepted' });
    expect((await mailsTo(hostile)).map((m) => m.textBody.split('\n')[0])).toEqual(['Hello,', 'Hello,']);

    const plain = `${unique('applicant')}@example.com`;
    await apply('Sam Lee', plain);
    expect((await mailsTo(plain, 'application.received'))[0]!.textBody).toMatch(/^Hello Sam Lee,\n/);
  });
});

describe('no subject carries submitted text', () => {
  it('every template, fed hostile words in every field it takes, has a fixed subject; the facts stay in the body', async () => {
    const mark = unique('zqx');
    const hostile = `${mark} Claim prize at http://evil.example`;
    const address = (what: string) => `${unique(what)}@example.com`;
    const [last] = await em().find(OutboxEmail, {}, { orderBy: { id: 'desc' }, limit: 1 });
    const maxId = last?.id ?? 0;

    // Leads: the admins' notice and the sender's acknowledgement.
    const forms = await Promise.all([
      post('/api/contact', { name: hostile, email: address('contact'), subject: hostile, message: hostile, company: hostile }),
      post('/api/quotes/transportation', {
        contactName: hostile,
        company: hostile,
        email: address('transport'),
        phone: '(416) 555-0122',
        serviceType: 'ftl',
        origin: hostile,
        destination: hostile,
        freightType: 'refrigerated',
        weight: hostile,
        timeline: '1-week',
        specialRequirements: hostile,
      }),
      post('/api/quotes/warehouse', {
        name: hostile,
        company: hostile,
        email: address('warehouse'),
        serviceType: 'storage',
        storageNeeds: hostile,
        message: hostile,
      }),
      post('/api/carriers/join', {
        companyName: hostile,
        contactName: hostile,
        email: address('carrier'),
        fleetSize: hostile.slice(0, 60),
        equipmentTypes: hostile,
        serviceAreas: hostile,
        message: hostile,
      }),
    ]);
    expect(forms.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);

    // Jobs: posted for review (then approved, or denied), and published at once.
    const job = (extra: object = {}) => ({
      ...validJob,
      title: hostile,
      company: hostile,
      description: hostile,
      requirements: hostile,
      contactEmail: address('poster'),
      ...extra,
    });
    const pending = (await post('/api/jobs/submit', job())).json().id as number;
    const denied = (await post('/api/jobs/submit', job())).json().id as number;
    await updateSiteSettings(em(), { jobAutoApproval: true });
    let live: number;
    try {
      live = (await post('/api/jobs/submit', job())).json().id as number;
    } finally {
      await updateSiteSettings(em(), { jobAutoApproval: false });
    }
    expect((await setStatus(`/api/jobs/${pending}/status`, { status: 'approved' })).statusCode).toBe(200);
    expect((await setStatus(`/api/jobs/${denied}/status`, { status: 'denied', reason: hostile })).statusCode).toBe(200);

    // Applications to a job with a hostile title, by hostile names: received, accepted, rejected.
    const applied: number[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await post(`/api/jobs/${live}/apply`, {
        coverLetter: hostile,
        applicantName: hostile,
        applicantEmail: address('applicant'),
        applicantPhone: '(905) 555-0101',
        experience: hostile,
        resume: 'https://example.com/cv.pdf',
      });
      expect(res.statusCode).toBe(201);
      applied.push(res.json().application.id as number);
    }
    await setStatus(`/api/applications/${applied[0]}/status`, { status: 'accepted' });
    await setStatus(`/api/applications/${applied[1]}/status`, { status: 'rejected' });

    // Confirmation links: the newsletter (an address that unsubscribed) and a job alert on hostile search words.
    const reader = address('reader');
    const subscriptions = em();
    subscriptions.create(NewsletterSubscription, { email: reader, status: 'unsubscribed' });
    await subscriptions.flush();
    expect((await post('/api/newsletter', { email: reader })).statusCode).toBe(201);
    // A job alert asked for with hostile words, place and category (its confirmation), and two
    // confirmed ones that match the hostile jobs approved below (instant and daily).
    expect(
      (await post('/api/job-alerts', { email: address('seeker'), query: hostile, location: hostile, category: hostile.slice(0, 80), frequency: 'daily' }))
        .statusCode,
    ).toBe(201);
    const follow = async (frequency: 'instant' | 'daily') => {
      const email = address(`seeker${frequency}`);
      expect((await post('/api/job-alerts', { email, query: `${mark} claim prize`, frequency })).statusCode).toBe(201);
      const link = /\/job-alerts\/confirm\?id=(\d+)&token=([\w.-]+)/.exec(delivered(t, (await mailsTo(email, 'job-alert.confirm'))[0]!).text)!;
      expect((await post('/api/job-alerts/confirm', { id: link[1], token: link[2] })).statusCode).toBe(200);
    };
    await follow('instant');
    await follow('daily');
    const approve = async () => {
      const id = (await post('/api/jobs', { ...validJob, title: hostile, company: hostile }, { cookie })).json().id as number;
      expect((await setStatus(`/api/jobs/${id}/status`, { status: 'approved' })).statusCode).toBe(200);
    };
    // One new job (an alert mail about one), then two (a mail about several), then the daily digest.
    await approve();
    expect(await sendInstantJobAlerts(alertCtx(), new Date())).toBeGreaterThanOrEqual(1);
    await approve();
    await approve();
    expect(await sendInstantJobAlerts(alertCtx(), new Date())).toBeGreaterThanOrEqual(1);
    expect(await sendDailyJobAlerts(alertCtx(), new Date())).toBeGreaterThanOrEqual(1);
    // The admins' weekly summary (no visitor text at all, but a template all the same).
    const summaryEm = em();
    await queueWeeklySummary(createContext({ em: summaryEm, siteUrl: 'http://localhost:3000', notifyEmails: ['ops@example.com'] }), new Date());
    await summaryEm.flush();

    const mails = await em().find(OutboxEmail, { id: { $gt: maxId } }, { orderBy: { id: 'asc' } });
    const kinds = new Set(mails.map((m) => m.kind));
    for (const kind of [
      'lead.new',
      'lead.ack',
      'job.submitted',
      'job.received',
      'job.approved',
      'job.denied',
      'application.new',
      'application.received',
      'application.decision',
      'newsletter.confirm',
      'job-alert.confirm',
      'job-alert.instant',
      'job-alert.daily',
      'summary.weekly',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    const offending = mails.filter((m) => /zqx|claim|prize|evil|http|:\/\//i.test(m.subject));
    expect(offending.map((m) => `${m.kind}: ${m.subject}`)).toEqual([]);
    // Nothing but fixed words, numbers and punctuation: every subject, with its numbers taken out, is one of these.
    const shapes = new Set(mails.map((m) => m.subject.replace(/\d+/g, 'N')));
    expect([...shapes].sort()).toEqual([
      'A new job for your job alert',
      'An update on your job application',
      'Good news about your job application',
      'N new jobs for your job alert',
      'New application for job #N',
      'New carrier request #N',
      'New contact message #N',
      'New job #N published',
      'New job #N waiting for review',
      'New transportation quote request #N',
      'New warehouse quote request #N',
      'Please confirm your job alert',
      'Please confirm your newsletter subscription',
      'We received your job application',
      'We received your message',
      'We received your transportation quote request',
      'We received your warehouse quote request',
      'Weekly summary: N-N-N to N-N-N',
      'Your job posting #N is live',
      'Your job posting #N is under review',
      'Your job posting #N was not published',
    ]);

    // The submitted facts are still in the bodies where they help: the admins' notice, the poster's mail, the alert.
    const notice = mails.find((m) => m.kind === 'lead.new' && m.subject.startsWith('New contact message'));
    expect(notice!.textBody).toContain(hostile);
    expect(notice!.htmlBody).not.toContain('<http');
    expect(mails.find((m) => m.kind === 'job.received')!.textBody).toContain(hostile);
    expect(mails.find((m) => m.kind === 'job-alert.instant')!.textBody).toContain(mark);
  });
});
