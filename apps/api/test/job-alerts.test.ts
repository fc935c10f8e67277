import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog, JobAlert, OutboxEmail } from '@app/db';
import { formSecretFrom, sendDailyJobAlerts, sendInstantJobAlerts, signStamp, type AlertMailContext } from '@app/trpc';
import type { MailWorker } from '../src/mail/worker.ts';
import { createAdminApp, delivered, startTestMailWorker, validJob, type TestApp } from './helpers.ts';

/**
 * Issue 11, job alerts: POST /api/job-alerts saves a /jobs search with an address and mails a
 * signed confirmation link (double opt-in); confirmed alerts hear of newly approved jobs that match
 * their search (the search of /jobs), at once or in a daily digest, each mail with a one-click
 * unsubscribe link and List-Unsubscribe headers; admins list and remove subscriptions.
 */

let t: TestApp;
let cookie: string;
let alertCtx: () => AlertMailContext;

beforeAll(async () => {
  ({ t, cookie } = await createAdminApp({ PUBLIC_WRITE_LIMIT: '1000' }));
  alertCtx = () => ({ em: t.orm.em.fork(), siteUrl: 'http://localhost:3000', secret: formSecretFrom(t.sessionKey) });
});
afterAll(() => t.close());

let seq = 0;
const unique = (base: string) => `${base}${Date.now().toString(36)}${++seq}`;
const post = (url: string, payload: object | string, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const mailsTo = (to: string, kind?: string) => t.orm.em.fork().find(OutboxEmail, { toAddress: to, ...(kind ? { kind } : {}) }, { orderBy: { id: 'asc' } });
const alertOf = (email: string) => t.orm.em.fork().findOneOrFail(JobAlert, { email });

/** The id and token of the link in the last mail of `kind` to `email`, as the mail is sent. */
async function linkIn(email: string, kind: string, path: string) {
  const mails = await mailsTo(email, kind);
  const last = mails.at(-1);
  const text = last ? delivered(t, last).text : '';
  const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?id=(\\d+)&token=([\\w.-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in mail to ${email}: ${text}`);
  return { id: match[1]!, token: match[2]! };
}

/** Asks for an alert and follows its confirmation link. */
async function confirmedAlert(search: Record<string, string>, frequency: 'instant' | 'daily' = 'instant') {
  const email = `${unique('seeker')}@example.com`;
  expect((await post('/api/job-alerts', { email, ...search, frequency })).statusCode).toBe(201);
  const link = await linkIn(email, 'job-alert.confirm', '/job-alerts/confirm');
  const confirmed = await post('/api/job-alerts/confirm', link);
  expect(confirmed.statusCode).toBe(200);
  return email;
}

/** A job created by an admin and approved (the approval is what alerts hear of). */
async function approvedJob(fields: Partial<typeof validJob> & { title: string; titleFr?: string; descriptionFr?: string }) {
  const created = await post('/api/jobs', { ...validJob, ...fields }, { cookie });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as number;
  const approved = await t.app.inject({ method: 'PATCH', url: `/api/jobs/${id}/status`, headers: { cookie }, payload: { status: 'approved' } });
  expect(approved.statusCode).toBe(200);
  return id;
}

describe('POST /api/job-alerts and the confirmation link', () => {
  it('answers 201, stores a pending alert with the search and mails a confirmation link; following it turns the alert on', async () => {
    const email = `${unique('Pat.Seeker')}@Example.com`;
    const res = await post('/api/job-alerts', {
      email,
      query: 'forklift',
      location: 'Mississauga, ON',
      type: 'full-time',
      category: 'Warehouse',
      frequency: 'daily',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Almost done! We sent you an email: follow its link to start your job alert.' });
    const alert = await alertOf(email.toLowerCase());
    expect(alert).toMatchObject({
      query: 'forklift',
      location: 'Mississauga, ON',
      type: 'Full-Time',
      category: 'Warehouse',
      frequency: 'daily',
      status: 'pending',
    });

    const [mail] = await mailsTo(email.toLowerCase(), 'job-alert.confirm');
    expect(mail!.subject).toBe('Please confirm your job alert');
    expect(mail!.textBody).toContain('“forklift” in Mississauga, ON · Full-Time · Warehouse');

    // Asking again answers the same and does not mail again within ten minutes.
    expect(
      (
        await post('/api/job-alerts', { email, query: 'forklift', location: 'Mississauga, ON', type: 'Full-Time', category: 'Warehouse', frequency: 'daily' })
      ).json(),
    ).toEqual(res.json());
    expect(await mailsTo(email.toLowerCase(), 'job-alert.confirm')).toHaveLength(1);

    const link = await linkIn(email.toLowerCase(), 'job-alert.confirm', '/job-alerts/confirm');
    const confirmed = await post('/api/job-alerts/confirm', link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, frequency: 'daily', search: '“forklift” in Mississauga, ON · Full-Time · Warehouse' });
    expect((await alertOf(email.toLowerCase())).status).toBe('active');
    // Following it twice is fine.
    expect((await post('/api/job-alerts/confirm', link)).statusCode).toBe(200);
  });

  it('refuses bad input with the field message, and a forged or foreign link', async () => {
    const bad = await post('/api/job-alerts', { email: 'not-an-email', frequency: 'daily' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Please enter a valid email address');
    const weekly = await post('/api/job-alerts', { email: 'a@example.com', frequency: 'weekly' });
    expect(weekly.statusCode).toBe(400);
    expect(weekly.body).toContain("frequency must be 'instant' or 'daily'");

    const email = `${unique('other')}@example.com`;
    await post('/api/job-alerts', { email, query: 'driver', frequency: 'instant' });
    const link = await linkIn(email, 'job-alert.confirm', '/job-alerts/confirm');
    for (const forged of [
      { ...link, token: `${link.token.slice(0, -2)}xx` },
      { id: String(Number(link.id) + 1000), token: link.token },
      { id: link.id, token: 'abc' },
    ]) {
      const res = await post('/api/job-alerts/confirm', forged);
      expect(res.statusCode).toBe(400);
      expect(res.json().error ?? res.body).toContain('This link is invalid or has expired.');
    }
    expect((await alertOf(email)).status).toBe('pending');
  });

  it('a spam-trapped request is answered alike and stores nothing', async () => {
    const email = `${unique('bot')}@example.com`;
    const res = await post('/api/job-alerts', { email, frequency: 'daily', website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(await t.orm.em.fork().count(JobAlert, { email })).toBe(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

describe('matching new jobs to alerts', () => {
  it('an instant alert hears of each newly approved job matching its search (the /jobs search), and of nothing else', async () => {
    const word = unique('zorbic');
    const forklift = await confirmedAlert({ query: `${word} forklift`, location: 'Mississauga' });
    const partTime = await confirmedAlert({ query: word, type: 'Part-time' });
    const remote = await confirmedAlert({ query: word, location: 'Remote' });
    const everything = await confirmedAlert({ query: word });
    const pendingOnly = `${unique('pending')}@example.com`;
    await post('/api/job-alerts', { email: pendingOnly, query: word, frequency: 'instant' });

    await sendInstantJobAlerts(alertCtx(), new Date()); // earlier events out of the way
    const matching = await approvedJob({ title: `${word} Forklift Operator`, location: 'Mississauga, ON', type: 'Full-Time' });
    const partTimeJob = await approvedJob({ title: `${word} Packer`, location: 'Brampton, ON', type: 'Part-time' });
    // A job still waiting for review is not news.
    await post('/api/jobs', { ...validJob, title: `${word} Pending Picker` }, { cookie });

    const queued = await sendInstantJobAlerts(alertCtx(), new Date());
    expect(queued).toBe(3);
    const [toForklift] = await mailsTo(forklift, 'job-alert.instant');
    expect(toForklift!.subject).toBe('A new job for your job alert');
    expect(toForklift!.textBody).toContain(`${word} Forklift Operator at Test Logistics Inc., Mississauga, ON`);
    expect(toForklift!.textBody).toContain(`/jobs/${matching}`);
    // The job's figures tell a visit from a job alert by this (issue 38, item 4).
    expect(toForklift!.textBody).toContain(`/jobs/${matching}?utm_source=job-alert`);
    expect(toForklift!.textBody).not.toContain(`/jobs/${partTimeJob}`);
    const [toPartTime] = await mailsTo(partTime, 'job-alert.instant');
    expect(toPartTime!.textBody).toContain(`/jobs/${partTimeJob}`);
    expect(toPartTime!.textBody).not.toContain(`/jobs/${matching}`);
    const [toAll] = await mailsTo(everything, 'job-alert.instant');
    expect(toAll!.subject).toBe('2 new jobs for your job alert');
    expect(toAll!.textBody).toContain(`Your search: “${word}”\n\nNew jobs match it:`);
    expect(await mailsTo(remote, 'job-alert.instant')).toHaveLength(0);
    expect(await mailsTo(pendingOnly, 'job-alert.instant')).toHaveLength(0);

    // Each mail carries its one-click unsubscribe (RFC 8058) and a link in the body; the outbox
    // keeps a placeholder for the token, filled in as the mail is sent.
    const sent = delivered(t, toForklift!);
    expect(sent.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3000\/api\/job-alerts\/unsubscribe\?id=\d+&token=[\w.-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(sent.text).toMatch(/Unsubscribe from this alert: http:\/\/localhost:3000\/job-alerts\/unsubscribe\?id=\d+&token=[\w.-]+\n/);
    expect(sent.html).toContain('Unsubscribe from this alert');
    expect(toForklift!.headers!['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/job-alerts\/unsubscribe\?id=\d+&token=\[link-secret-1\]>$/);
    expect(toForklift!.textBody).toContain('/job-alerts/unsubscribe?id=');
    expect(toForklift!.textBody).not.toMatch(/token=[\w.-]/);

    // The same jobs are never mailed twice.
    expect(await sendInstantJobAlerts(alertCtx(), new Date())).toBe(0);
  });

  it("an alert 'within 25 km of Brampton' mails the jobs inside the radius only (issue 36, item 1)", async () => {
    const word = unique('quokka');
    const nearBrampton = await confirmedAlert({ query: word, near: 'brampton', radius: '25' });
    const alert = await alertOf(nearBrampton);
    // Stored as the gazetteer names the place, and described so.
    expect([alert.near, alert.radius]).toEqual(['Brampton, ON', 25]);
    const [confirmMail] = await mailsTo(nearBrampton, 'job-alert.confirm');
    expect(confirmMail!.textBody).toContain(`“${word}” within 25 km of Brampton, ON`);
    // The radius defaults to 25 km, as on /jobs.
    const byDefault = await confirmedAlert({ query: word, near: 'Brampton, ON' });
    expect((await alertOf(byDefault)).radius).toBe(25);
    const wide = await confirmedAlert({ query: word, near: 'Brampton', radius: '100' });

    await sendInstantJobAlerts(alertCtx(), new Date());
    const mississauga = await approvedJob({ title: `${word} Picker`, location: 'Mississauga, ON' }); // about 14 km
    const brampton = await approvedJob({ title: `${word} Loader`, location: 'Brampton, ON' });
    const hamilton = await approvedJob({ title: `${word} Driver`, location: 'Hamilton, ON' }); // about 50 km
    const remote = await approvedJob({ title: `${word} Dispatcher`, location: 'Remote - Canada' });
    // In Québec, so approved with its French (issue 35).
    const laval = await approvedJob({ title: `${word} Packer`, location: 'Laval, QC', titleFr: `${word} Emballeur`, descriptionFr: 'Emballer les commandes.' });

    expect(await sendInstantJobAlerts(alertCtx(), new Date())).toBe(3);
    for (const email of [nearBrampton, byDefault]) {
      const [mail] = await mailsTo(email, 'job-alert.instant');
      expect(mail!.subject).toBe('2 new jobs for your job alert');
      expect(mail!.textBody).toContain(`/jobs/${mississauga}`);
      expect(mail!.textBody).toContain(`/jobs/${brampton}`);
      for (const outside of [hamilton, remote, laval]) expect(mail!.textBody).not.toContain(`/jobs/${outside}`);
      // The mail's link to the search keeps the place and the radius.
      expect(mail!.textBody).toContain(`/jobs?query=${word}&near=Brampton%2C+ON&radius=25`);
    }
    const [wideMail] = await mailsTo(wide, 'job-alert.instant');
    expect(wideMail!.subject).toBe('3 new jobs for your job alert');
    expect(wideMail!.textBody).toContain(`/jobs/${hamilton}`);
    expect(wideMail!.textBody).not.toContain(`/jobs/${laval}`);
  });

  it('refuses an alert near a place the gazetteer does not know, with suggestions, and a radius it does not offer', async () => {
    const email = `${unique('seeker')}@example.com`;
    const unknown = await post('/api/job-alerts', { email, near: 'Bramptonn', frequency: 'daily' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('We don\'t know the place "Bramptonn". Did you mean: Brampton, ON');
    expect(unknown.json().issues[0].params.suggestions).toContainEqual({ name: 'Brampton', province: 'ON' });
    const radius = await post('/api/job-alerts', { email, near: 'Brampton', radius: 30, frequency: 'daily' });
    expect(radius.statusCode).toBe(400);
    expect(radius.json().message).toBe('radius must be one of: 10, 25, 50, 100 (km)');
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('a daily alert gets one digest of the day’s matching jobs that are still open, then nothing until there is more', async () => {
    const word = unique('quaxel');
    const daily = await confirmedAlert({ query: word, category: 'Transportation' }, 'daily');
    const first = await approvedJob({ title: `${word} Truck Driver`, category: 'Transportation' });
    const second = await approvedJob({ title: `${word} Dispatcher`, category: 'Transportation' });
    const closed = await approvedJob({ title: `${word} Yard Jockey`, category: 'Transportation' });
    await approvedJob({ title: `${word} Office Clerk`, category: 'Administrative' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/jobs/${closed}`, headers: { cookie } })).statusCode).toBe(200);
    // Instant sweeps do not touch daily alerts.
    await sendInstantJobAlerts(alertCtx(), new Date());
    expect(await mailsTo(daily)).toHaveLength(1); // the confirmation

    expect(await sendDailyJobAlerts(alertCtx(), new Date())).toBeGreaterThanOrEqual(1);
    const [digest] = await mailsTo(daily, 'job-alert.daily');
    expect(digest!.subject).toBe('2 new jobs for your job alert');
    expect(digest!.textBody).toContain(`Your search: “${word}” · Transportation\n\nNew jobs since yesterday that match it:`);
    expect(digest!.textBody).toContain(`/jobs/${first}`);
    expect(digest!.textBody).toContain(`/jobs/${second}`);
    expect(digest!.textBody).not.toContain('Office Clerk');
    expect(digest!.textBody).not.toContain('Yard Jockey');
    expect(digest!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    await sendDailyJobAlerts(alertCtx(), new Date());
    expect(await mailsTo(daily, 'job-alert.daily')).toHaveLength(1);
  });

  it('one daily run mails each alert only the jobs new to it, among alerts sharing words, a place or a category (issue 36, item 3)', async () => {
    const word = unique('quillet');
    const nearBrampton = await confirmedAlert({ query: word, near: 'Brampton', radius: '25' }, 'daily');
    const words = await confirmedAlert({ query: word }, 'daily');
    const transport = await confirmedAlert({ query: word, category: 'Transportation' }, 'daily');
    const lostPlace = await confirmedAlert({ query: word, near: 'Brampton', radius: '50' }, 'daily');
    const loader = await approvedJob({ title: `${word} Loader`, location: 'Brampton, ON', category: 'Warehouse' });
    // `words` got its digest after the loader was published (it was confirmed or mailed later): the loader is not news to it.
    const em = t.orm.em.fork();
    await em.nativeUpdate(JobAlert, { email: words }, { lastSentAt: new Date() });
    // A place the gazetteer no longer knows (after a refresh) matches nothing, rather than everything.
    await em.nativeUpdate(JobAlert, { email: lostPlace }, { near: 'Nowhereville, ON' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const driver = await approvedJob({ title: `${word} Driver`, location: 'Brampton, ON', category: 'Transportation' });
    const dispatcher = await approvedJob({ title: `${word} Dispatcher`, location: 'Hamilton, ON', category: 'Transportation' }); // about 50 km

    await sendDailyJobAlerts(alertCtx(), new Date());
    const digest = async (email: string) => {
      const mails = await mailsTo(email, 'job-alert.daily');
      expect(mails).toHaveLength(1);
      const ids = [...mails[0]!.textBody.matchAll(/\/jobs\/(\d+)\?utm_source=/g)].map((m) => Number(m[1]));
      return { subject: mails[0]!.subject, ids: ids.sort((a, b) => a - b) };
    };
    expect(await digest(nearBrampton)).toEqual({ subject: '2 new jobs for your job alert', ids: [loader, driver] });
    expect(await digest(words)).toEqual({ subject: '2 new jobs for your job alert', ids: [driver, dispatcher] });
    expect(await digest(transport)).toEqual({ subject: '2 new jobs for your job alert', ids: [driver, dispatcher] });
    expect(await mailsTo(lostPlace, 'job-alert.daily')).toHaveLength(0);

    // Run again at once: nothing is new to anyone.
    await sendDailyJobAlerts(alertCtx(), new Date());
    for (const email of [nearBrampton, words, transport]) expect(await mailsTo(email, 'job-alert.daily')).toHaveLength(1);
  });
});

describe('unsubscribe', () => {
  it('the one-click POST of List-Unsubscribe (a form body, id and token in the address) stops the alert; a forged token does not', async () => {
    const word = unique('plimsy');
    const email = await confirmedAlert({ query: word });
    await approvedJob({ title: `${word} Picker` });
    await sendInstantJobAlerts(alertCtx(), new Date());
    const [mail] = await mailsTo(email, 'job-alert.instant');
    const oneClick = new URL(/^<(.+)>$/.exec(delivered(t, mail!).headers!['List-Unsubscribe']!)![1]!);

    const forged = await post(
      `${oneClick.pathname}?id=${oneClick.searchParams.get('id')}&token=${oneClick.searchParams.get('token')!.slice(0, -3)}abc`,
      'List-Unsubscribe=One-Click',
      {
        'content-type': 'application/x-www-form-urlencoded',
      },
    );
    expect(forged.statusCode).toBe(400);
    expect((await alertOf(email)).status).toBe('active');

    const res = await post(`${oneClick.pathname}${oneClick.search}`, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'You are unsubscribed: this job alert will not email you again.' });
    expect((await alertOf(email)).status).toBe('unsubscribed');

    // Nothing more is sent to it.
    await approvedJob({ title: `${word} Second Picker` });
    await sendInstantJobAlerts(alertCtx(), new Date());
    expect(await mailsTo(email, 'job-alert.instant')).toHaveLength(1);

    // The page's link (JSON body) works too, and again (idempotent).
    const page = await linkIn(email, 'job-alert.instant', '/job-alerts/unsubscribe');
    expect((await post('/api/job-alerts/unsubscribe', page)).statusCode).toBe(200);

    // Subscribing again takes a new confirmation: the alert waits for its link, and nothing is mailed but that link.
    await post('/api/job-alerts', { email, query: word, frequency: 'instant' });
    expect((await alertOf(email)).status).toBe('pending');
    await approvedJob({ title: `${word} Third Picker` });
    await sendInstantJobAlerts(alertCtx(), new Date());
    expect(await mailsTo(email, 'job-alert.instant')).toHaveLength(1);
  });
});

describe('issue 24, finding 6: confirmation links are single-use, and unsubscribe does not tell which ids exist', () => {
  const INVALID = { status: 400, message: 'This link is invalid or has expired.' };
  const answerOf = (res: { statusCode: number; body: string }) => ({ status: res.statusCode, body: res.body });
  const secret = () => formSecretFrom(t.sessionKey);

  it('a confirmation link replayed after an unsubscribe is dead; a new sign-up mails a new link, and the old one stays dead', async () => {
    const word = unique('replay');
    const email = await confirmedAlert({ query: word });
    const first = await linkIn(email, 'job-alert.confirm', '/job-alerts/confirm');
    await approvedJob({ title: `${word} Picker` });
    await sendInstantJobAlerts(alertCtx(), new Date());
    const unsubscribe = await linkIn(email, 'job-alert.instant', '/job-alerts/unsubscribe');
    expect((await post('/api/job-alerts/unsubscribe', unsubscribe)).statusCode).toBe(200);

    // The old link, replayed: 400 with the invalid-link message, and the alert stays unsubscribed.
    const replayed = await post('/api/job-alerts/confirm', first);
    expect(replayed.statusCode).toBe(INVALID.status);
    expect(replayed.body).toContain(INVALID.message);
    expect((await alertOf(email)).status).toBe('unsubscribed');

    // A new sign-up: waiting again, with a new link in a new mail (no ten-minute wait after an unsubscribe).
    expect((await post('/api/job-alerts', { email, query: word, frequency: 'daily' })).statusCode).toBe(201);
    expect((await alertOf(email)).status).toBe('pending');
    expect(await mailsTo(email, 'job-alert.confirm')).toHaveLength(2);
    const second = await linkIn(email, 'job-alert.confirm', '/job-alerts/confirm');
    expect(second.token).not.toBe(first.token);

    // The link mailed before the unsubscribe stays dead; the new one starts the alert.
    expect((await post('/api/job-alerts/confirm', first)).statusCode).toBe(400);
    expect((await alertOf(email)).status).toBe('pending');
    const started = await post('/api/job-alerts/confirm', second);
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({ success: true, frequency: 'daily' });
    expect((await alertOf(email)).status).toBe('active');
    // Clicked again while on: success, nothing changes; the old link is still dead.
    const confirmedAt = (await alertOf(email)).confirmedAt;
    expect((await post('/api/job-alerts/confirm', second)).statusCode).toBe(200);
    expect((await alertOf(email)).confirmedAt).toEqual(confirmedAt);
    expect((await post('/api/job-alerts/confirm', first)).statusCode).toBe(400);

    // Unsubscribed a second time, the second link dies too.
    expect((await post('/api/job-alerts/unsubscribe', unsubscribe)).statusCode).toBe(200);
    expect((await post('/api/job-alerts/confirm', second)).statusCode).toBe(400);
    expect((await alertOf(email)).status).toBe('unsubscribed');
  });

  it('an unknown id and a bad token answer alike (400, the same body); a token signed for an unknown id answers success', async () => {
    const email = await confirmedAlert({ query: unique('probe') });
    const { id } = await alertOf(email);
    const unknown = id + 100_000;
    const forge = (n: number) => `${(0).toString(36)}.${Buffer.alloc(18, n).toString('base64url')}`;

    const answers = [
      await post('/api/job-alerts/unsubscribe', { id: String(unknown), token: forge(1) }),
      await post('/api/job-alerts/unsubscribe', { id: String(id), token: forge(1) }),
      await post('/api/job-alerts/unsubscribe', { id: String(unknown), token: 'not-a-token' }),
      await post('/api/job-alerts/unsubscribe', { id: String(id), token: 'not-a-token' }),
      await post(`/api/job-alerts/unsubscribe?id=${unknown}&token=${forge(2)}`, 'List-Unsubscribe=One-Click', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      await post(`/api/job-alerts/unsubscribe?id=${id}&token=${forge(2)}`, 'List-Unsubscribe=One-Click', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
    ];
    expect(answers[0]!.statusCode).toBe(400);
    expect(answers[0]!.body).toContain(INVALID.message);
    for (const res of answers) expect(answerOf(res)).toEqual(answerOf(answers[0]!));
    expect((await alertOf(email)).status).toBe('active');

    // The server's own token for an id nobody holds (an alert an admin removed): unsubscribed, success.
    const removed = await post('/api/job-alerts/unsubscribe', { id: String(unknown), token: signStamp(secret(), 'job-alert.unsubscribe', String(unknown), 0) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'You are unsubscribed: this job alert will not email you again.' });
  });

  it('unsubscribe links mailed before (signed over id and address) still work for their alert', async () => {
    const email = await confirmedAlert({ query: unique('legacy') });
    const { id } = await alertOf(email);
    // Another alert's old link does not.
    expect(
      (await post('/api/job-alerts/unsubscribe', { id: String(id), token: signStamp(secret(), 'job-alert.unsubscribe', `${id}:someone@example.com`, 0) }))
        .statusCode,
    ).toBe(400);
    const old = await post('/api/job-alerts/unsubscribe', { id: String(id), token: signStamp(secret(), 'job-alert.unsubscribe', `${id}:${email}`, 0) });
    expect(old.statusCode).toBe(200);
    expect((await alertOf(email)).status).toBe('unsubscribed');
  });
});

describe('admin: subscriptions in Leads', () => {
  it('lists subscriptions with the count per saved search, and removes one (audited); admin only', async () => {
    expect((await t.app.inject({ url: '/api/admin/job-alerts' })).statusCode).toBe(401);
    const word = unique('grommet');
    const a = await confirmedAlert({ query: word, location: 'Toronto' });
    await confirmedAlert({ query: word, location: 'Toronto' });
    await post('/api/job-alerts', { email: `${unique('waiting')}@example.com`, query: word, location: 'Toronto', frequency: 'daily' });

    const list = await t.app.inject({ url: `/api/admin/job-alerts?search=${word}`, headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['x-total-count']).toBe('3');
    expect(list.json()[0]).toMatchObject({ query: word, location: 'Toronto', type: null, category: null, status: 'pending' });

    const page = await t.app.inject({ url: `/trpc/jobAlert.list?input=${encodeURIComponent(JSON.stringify({ search: word }))}`, headers: { cookie } });
    const searches = page.json().result.data.searches as { query: string; location: string; active: number; pending: number }[];
    expect(searches.find((s) => s.query === word)).toMatchObject({ location: 'Toronto', active: 2, pending: 1 });

    const id = (await alertOf(a)).id;
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/job-alerts/${id}`, headers: { cookie } });
    expect(removed.statusCode).toBe(200);
    expect(await t.orm.em.fork().count(JobAlert, { id })).toBe(0);
    const [entry] = await t.orm.em.fork().find(AuditLog, { action: 'jobAlert.remove', targetId: String(id) } as never);
    expect(entry).toBeTruthy();
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/job-alerts/${id}`, headers: { cookie } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/job-alerts/${id}` })).statusCode).toBe(401);
  });
});

describe('the worker', () => {
  let worker: MailWorker | undefined;
  let server: SMTPServer | undefined;
  const received: string[] = [];
  afterAll(async () => {
    await worker?.stop();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  it('mails an instant alert within seconds of the approval, over SMTP with the List-Unsubscribe headers', async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          // Long header lines are folded: unfolded here to read them.
          received.push(raw.replace(/\r\n[ \t]+/g, ' '));
          callback();
        });
      },
    });
    const port = await new Promise<number>((resolve) => server!.listen(0, '127.0.0.1', () => resolve((server!.server.address() as { port: number }).port)));
    const word = unique('frabjous');
    const email = await confirmedAlert({ query: word });
    worker = await startTestMailWorker(t, port, { retryLimit: 1, notifyEmails: [], alertIntervalMs: 300 });
    const approvedAt = Date.now();
    await approvedJob({ title: `${word} Shipper` });
    const end = Date.now() + 20_000;
    let message: string | undefined;
    while (!message && Date.now() < end) {
      message = received.find((raw) => raw.includes(email) && raw.includes('A new job for your job alert'));
      if (!message) await new Promise((r) => setTimeout(r, 200));
    }
    expect(message, 'the alert mail arrived').toBeTruthy();
    expect(Date.now() - approvedAt).toBeLessThan(60_000);
    expect(message).toMatch(/List-Unsubscribe: <http:\/\/localhost:3000\/api\/job-alerts\/unsubscribe\?id=\d+&token=[\w.-]+>/);
    expect(message).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  }, 40_000);
});
