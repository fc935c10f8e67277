import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgBoss } from 'pg-boss';
import { AdminUser, OutboxEmail, PrivacyRequest } from '@app/db';
import { createContext, sendPrivacyReminders } from '@app/trpc';
import { PRIVACY_REMINDER_SCHEDULE } from '@app/shared/privacy';
import { COMPANY_TIME_ZONE } from '@app/shared/time-zone';
import { PRIVACY_REMINDER_QUEUE, startMailWorker } from '../src/mail/worker.ts';
import { createAdminApp, delivered, type TestApp } from './helpers.ts';

/**
 * Issue 33, item 9: a confirmed privacy request alerted nobody; staff learned of it only by opening
 * the Privacy screen. The owners (active staff with the role 'owner' and an email address) are now
 * mailed when a request is confirmed, and reminded once, a week before it is due, by the mail
 * worker's daily run on the pg-boss schedule; both through the outbox.
 */

let t: TestApp;
const SITE = 'http://localhost:3000';

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const em = () => t.orm.em.fork();
const sqlRows = <T>(text: string, params: unknown[] = []) => em().getConnection().execute<T[]>(text, params);

/** The staff: who is mailed (an active owner with an address) and who is not. */
const staff = {
  owner: `${unique('owner')}@northline.example`,
  secondOwner: `${unique('owner2')}@northline.example`,
  deactivatedOwner: `${unique('former')}@northline.example`,
  recruiter: `${unique('recruiter')}@northline.example`,
};

beforeAll(async () => {
  ({ t } = await createAdminApp({ PUBLIC_WRITE_LIMIT: '1000', PUBLIC_URL: SITE }));
  const e = em();
  // The signed-in owner of createAdminApp has no address: nothing can reach them.
  e.create(AdminUser, { username: unique('own'), password: 'x'.repeat(60), role: 'owner', email: staff.owner });
  e.create(AdminUser, { username: unique('own'), password: 'x'.repeat(60), role: 'owner', email: staff.secondOwner });
  e.create(AdminUser, { username: unique('old'), password: 'x'.repeat(60), role: 'owner', email: staff.deactivatedOwner, active: false });
  e.create(AdminUser, { username: unique('rec'), password: 'x'.repeat(60), role: 'recruiter', email: staff.recruiter });
  e.create(AdminUser, { username: unique('edi'), password: 'x'.repeat(60), role: 'editor', email: `${unique('editor')}@northline.example` });
  await e.flush();
});
afterAll(() => t.close());

const OWNERS = () => [staff.owner, staff.secondOwner].sort();

/** The owners' mail of one kind about request #id. */
const ownerMails = (kind: 'privacy.request' | 'privacy.reminder', id: number) =>
  em().find(OutboxEmail, { kind, subject: { $like: `%request #${id} %` } }, { orderBy: { id: 'asc' } });

/** Asks for a request, follows the mailed link as the page does; answers the link's input and the request's id. */
async function confirmedRequest(kind: 'access' | 'delete') {
  const email = `${unique('person')}@example.com`;
  expect((await t.app.inject({ method: 'POST', url: '/api/privacy/requests', payload: { email, kind } })).statusCode).toBe(202);
  const [mail] = await em().find(OutboxEmail, { toAddress: email, kind: `privacy.confirm-${kind}` });
  // The stored mail holds a placeholder for the link's secret: read it as the mail worker sends it.
  const link = new URL(/https?:\/\/[^/\s]+(\/privacy\/confirm\?\S+)/.exec(delivered(t, mail!).text)![1]!, SITE);
  const input = Object.fromEntries(link.searchParams);
  const confirm = () => t.app.inject({ method: 'POST', url: '/trpc/privacy.confirm', payload: input });
  const confirmed = await confirm();
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const request = await em().findOneOrFail(PrivacyRequest, { email, kind });
  return { email, id: request.id, confirm };
}

/** Puts a request's due date at `dueAt` (and it open, never reminded of). */
const dueAt = (id: number, at: string) => sqlRows(`update privacy_requests set due_at = ?, status = 'verified', reminded_at = null where id = ?`, [at, id]);
const remindedAt = async (id: number) => (await em().findOneOrFail(PrivacyRequest, { id })).remindedAt ?? null;
const remind = (now: string) => sendPrivacyReminders(createContext({ em: em(), siteUrl: SITE }), new Date(now));

describe('a confirmed request', () => {
  it('mails each active owner with an address, once, with its number, kind and due date and not who asked', async () => {
    const { email, id, confirm } = await confirmedRequest('delete');
    const mails = await ownerMails('privacy.request', id);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(OWNERS());
    const request = await em().findOneOrFail(PrivacyRequest, { id });
    const due = request.dueAt.toLocaleDateString('en-CA', { timeZone: COMPANY_TIME_ZONE, dateStyle: 'long' });
    for (const mail of mails) {
      expect(mail.status).toBe('pending');
      expect(mail.subject).toBe(`Privacy request #${id} confirmed: answer within 30 days`);
      expect(mail.textBody).toContain(`Due: ${due}`);
      expect(mail.textBody).toContain('Kind: Deletion (erase their data)');
      expect(mail.textBody).toContain(`${SITE}/admin/privacy`);
      // An erasure reaches the outbox, never the owners' mailboxes: the address is not in their mail.
      expect(`${mail.subject}${mail.textBody}${mail.htmlBody}`).not.toContain(email);
    }

    // Following the same link again records nothing new and mails nobody again.
    expect((await confirm()).statusCode).toBe(200);
    expect(await ownerMails('privacy.request', id)).toHaveLength(2);
  });

  it('is not mailed to recruiters, editors, deactivated owners or owners without an address', async () => {
    const { id } = await confirmedRequest('access');
    const mails = await ownerMails('privacy.request', id);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(OWNERS());
    expect(mails[0]!.textBody).toContain('Kind: Access (a copy of their data)');
  });
});

describe('the reminder a week before a request is due', () => {
  // Due on Tuesday June 15, 2027 at noon, Toronto time (EDT, UTC-4).
  const DUE = '2027-06-15T16:00:00Z';

  it('goes to the owners from the morning 7 calendar days before the due date (Toronto), once per request', async () => {
    const { id } = await confirmedRequest('access');
    await dueAt(id, DUE);

    // June 7, 8 days before: not yet (late that evening in Toronto is still June 7).
    await remind('2027-06-07T12:00:00Z');
    await remind('2027-06-08T03:59:00Z');
    expect(await ownerMails('privacy.reminder', id)).toEqual([]);

    // June 8, 08:00 Toronto (the schedule's hour): 7 days before, both owners are reminded.
    expect(await remind('2027-06-08T12:00:00Z')).toBeGreaterThanOrEqual(1);
    const reminders = await ownerMails('privacy.reminder', id);
    expect(reminders.map((m) => m.toAddress).sort()).toEqual(OWNERS());
    expect(reminders[0]!.subject).toBe(`Reminder: privacy request #${id} is due in 7 days`);
    expect(reminders[0]!.textBody).toContain(`Privacy request #${id} is still open and is due in 7 days, on June 15, 2027.`);
    expect(reminders[0]!.textBody).toContain('Send export');
    expect((await remindedAt(id))?.toISOString()).toBe('2027-06-08T12:00:00.000Z');

    // The next mornings, up to the due date and after it: no second reminder.
    for (const now of ['2027-06-09T12:00:00Z', '2027-06-15T12:00:00Z', '2027-06-20T12:00:00Z']) await remind(now);
    expect(await ownerMails('privacy.reminder', id)).toHaveLength(2);
  });

  it('names the day when it is close or past (a request found late, say after an outage), and skips completed requests', async () => {
    const late = await confirmedRequest('delete');
    await dueAt(late.id, DUE);
    await remind('2027-06-17T12:00:00Z');
    const [overdue] = await ownerMails('privacy.reminder', late.id);
    expect(overdue!.subject).toBe(`Reminder: privacy request #${late.id} is overdue`);
    expect(overdue!.textBody).toContain('was due on June 15, 2027, 2 days ago.');
    expect(overdue!.textBody).toContain('Erase data');

    const completed = await confirmedRequest('access');
    await dueAt(completed.id, DUE);
    await sqlRows(`update privacy_requests set status = 'completed', completed_at = now() where id = ?`, [completed.id]);
    await remind('2027-06-14T12:00:00Z');
    expect(await ownerMails('privacy.reminder', completed.id)).toEqual([]);
  });

  it('waits for an owner with an address when there is none, then goes', async () => {
    const { id } = await confirmedRequest('access');
    await dueAt(id, DUE);
    await sqlRows(`update admin_users set active = false where email in (?, ?)`, [staff.owner, staff.secondOwner]);
    try {
      expect(await remind('2027-06-14T12:00:00Z')).toBe(0);
      expect(await ownerMails('privacy.reminder', id)).toEqual([]);
      expect(await remindedAt(id)).toBeNull();
    } finally {
      await sqlRows(`update admin_users set active = true where email in (?, ?)`, [staff.owner, staff.secondOwner]);
    }
    await remind('2027-06-14T12:00:00Z');
    const [reminder] = await ownerMails('privacy.reminder', id);
    expect(reminder!.subject).toBe(`Reminder: privacy request #${id} is due tomorrow`);
  });

  it('is run by the mail worker on the pg-boss schedule, every morning at 08:00 Toronto time', async () => {
    const worker = await startMailWorker({
      databaseUrl: t.databaseUrl,
      orm: t.orm,
      from: 'Northline <no-reply@northline.example>',
      retryLimit: 1,
      retryDelaySeconds: 1,
      siteUrl: SITE,
      notifyEmails: [],
      linkSecret: t.sessionKey,
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
    const boss = new PgBoss({ connectionString: t.databaseUrl, max: 1, schema: 'pgboss' });
    await boss.start();
    try {
      const schedules = await sqlRows<{ cron: string; timezone: string }>('select cron, timezone from pgboss.schedule where name = ?', [
        PRIVACY_REMINDER_QUEUE,
      ]);
      expect(schedules).toEqual([{ cron: '0 8 * * *', timezone: COMPANY_TIME_ZONE }]);
      expect(PRIVACY_REMINDER_SCHEDULE).toEqual({ cron: '0 8 * * *', timeZone: COMPANY_TIME_ZONE });

      // A request due in 3 days; the job the schedule sends each morning, sent now.
      const { id } = await confirmedRequest('delete');
      await dueAt(id, new Date(Date.now() + 3 * 86_400_000).toISOString());
      await boss.send(PRIVACY_REMINDER_QUEUE, null);
      await expect.poll(async () => (await ownerMails('privacy.reminder', id)).map((m) => m.toAddress).sort(), { timeout: 20_000 }).toEqual(OWNERS());
    } finally {
      await boss.stop({ graceful: false });
      await worker.stop();
    }
  });
});
