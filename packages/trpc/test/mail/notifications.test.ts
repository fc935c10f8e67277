import { afterAll, beforeAll, expect, it } from 'vitest';
import { OutboxEmail, updateSiteSettings } from '@app/db';
import { audience, notifyNewLead, type LeadNotice } from '../../src/features/mail/notifications.ts';
import { testDatabase, type TestDatabase } from '../database.ts';
import { SITE_URL } from '../fixtures.ts';

/** Who hears of what, with the request data a notice declares ({em, siteUrl, notifyEmails}): NOTIFY_EMAILS is handed in, not read from an environment. */
let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
  await updateSiteSettings(db.em(), { companyName: 'Maple Staffing', contactEmail: 'office@maple.example' });
});
afterAll(() => db.close());

it("audience: NOTIFY_EMAILS when given, else the site's contact email; the brand is the company's name and the site's origin", async () => {
  expect(await audience({ em: db.em(), siteUrl: SITE_URL, notifyEmails: [] })).toMatchObject({
    admins: ['office@maple.example'],
    brand: { company: 'Maple Staffing', siteUrl: SITE_URL },
  });
  expect((await audience({ em: db.em(), siteUrl: SITE_URL, notifyEmails: ['ops@example.com', 'hr@example.com'] })).admins).toEqual([
    'ops@example.com',
    'hr@example.com',
  ]);
});

it('notifyNewLead mails each admin, and acknowledges the sender when the kind of lead is acknowledged, with the next flush', async () => {
  const lead: LeadNotice = {
    id: 41,
    kindLabel: 'Contact message',
    acknowledgeAs: 'contact',
    facts: [['Subject', 'Night shifts']],
    adminPath: '/admin/leads',
    name: 'Pat Sender',
    email: 'pat.sender@example.com',
    locale: 'en',
  };
  const em = db.em();
  await notifyNewLead({ em, siteUrl: SITE_URL, notifyEmails: ['ops@example.com', 'hr@example.com'] }, lead);
  await notifyNewLead({ em, siteUrl: SITE_URL, notifyEmails: ['ops@example.com'] }, { ...lead, id: 42, email: 'quiet@example.com', acknowledgeAs: null });
  await em.flush();
  const mails = await db.em().find(OutboxEmail, {}, { orderBy: { id: 'asc' } });
  expect(mails.map((mail) => [mail.kind, mail.toAddress])).toEqual([
    ['lead.new', 'ops@example.com'],
    ['lead.new', 'hr@example.com'],
    ['lead.ack', 'pat.sender@example.com'],
    ['lead.new', 'ops@example.com'],
  ]);
  expect(mails[2]!.textBody).toMatch(/^Hello Pat Sender,/);
});
