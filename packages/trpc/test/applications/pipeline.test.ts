import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationEvent, AuditLog, JobApplication, OutboxEmail, updateSiteSettings, type EntityManager } from '@app/db';
import { ASSIGNEE_MESSAGE } from '@app/shared/schemas/pipeline';
import { addNote, assignApplication, emailDraft, sendApplicantEmail, type StaffActor, type StaffContext } from '../../src/features/applications/pipeline.ts';
import type { NotifyContext } from '../../src/features/mail/notifications.ts';
import { testDatabase, type TestDatabase } from '../database.ts';
import { SITE_URL } from '../fixtures.ts';
import { createStaffUser } from '../staff.ts';

/** A recruiter's pipeline called with the request data it declares (the audit scope and the signed-in user; the mail's audience). */
let db: TestDatabase;
let recruiter: StaffActor;
let editor: StaffActor;

beforeAll(async () => {
  db = await testDatabase();
  recruiter = await createStaffUser(db.em(), 'recruiter', 'recruiter@northline.example');
  editor = await createStaffUser(db.em(), 'editor');
  await updateSiteSettings(db.em(), { companyName: 'Maple Staffing' });
});
afterAll(() => db.close());

const staff = (em: EntityManager, admin: StaffActor = recruiter): StaffContext & NotifyContext => ({
  em,
  clientIp: '192.0.2.44',
  admin,
  siteUrl: SITE_URL,
  notifyEmails: [],
});

async function application(name = 'Pat Doe', email: string | null = 'pat.doe@example.com') {
  const em = db.em();
  const app = em.create(JobApplication, { jobTitle: 'Forklift Operator', applicantName: name, applicantEmail: email, coverLetter: 'Hello.' });
  await em.flush();
  return app.id;
}

const events = (id: number) => db.em().find(ApplicationEvent, { application: id }, { orderBy: { id: 'asc' } });

describe('assignApplication and addNote (StaffContext)', () => {
  it('assigns to an active owner or recruiter only (400 for an editor); the same assignee again writes nothing', async () => {
    const id = await application();
    await expect(assignApplication(staff(db.em()), { id, userId: editor.id })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: ASSIGNEE_MESSAGE });
    await assignApplication(staff(db.em()), { id, userId: recruiter.id });
    await assignApplication(staff(db.em()), { id, userId: recruiter.id });
    expect((await events(id)).map((e) => [e.kind, e.fromValue, e.toValue])).toEqual([['assignee', null, recruiter.username]]);
    expect(await db.em().find(AuditLog, { action: 'application.assign', targetId: String(id) })).toMatchObject([{ adminId: recruiter.id, ip: '192.0.2.44' }]);
  });

  it('a note is signed by its writer; the audit log keeps its length, not its words', async () => {
    const id = await application();
    const note = await addNote(staff(db.em()), { id, text: 'Called, no answer.' });
    expect(note).toMatchObject({ applicationId: id, text: 'Called, no answer.', author: { id: recruiter.id, username: recruiter.username } });
    expect((await db.em().findOneOrFail(AuditLog, { action: 'application.note', targetId: String(id) })).after).toEqual({ characters: 18 });
  });
});

describe('mail to the applicant', () => {
  it('emailDraft (NotifyContext) fills the template in for the applicant; a name that is not one is not echoed', async () => {
    const draft = await emailDraft(staff(db.em()), { id: await application(), template: 'interview_invitation' });
    expect(draft).toMatchObject({ to: 'pat.doe@example.com', subject: 'Interview invitation: Forklift Operator' });
    expect(draft.body).toMatch(/^Hello Pat Doe,/);
    expect(draft.body).toContain('Maple Staffing');
    const odd = await emailDraft(staff(db.em()), { id: await application('Claim at evil.example'), template: 'interview_invitation' });
    expect(odd.body).toMatch(/^Hello there,/);
  });

  it('sendApplicantEmail queues the mail with Reply-To the sender, its timeline event and audit entry; no address answers 400', async () => {
    const id = await application();
    const answer = await sendApplicantEmail(staff(db.em()), { id, template: 'not_selected', subject: 'About your application', body: 'Thank you.' });
    const mail = await db.em().findOneOrFail(OutboxEmail, { id: answer.email.id! });
    expect(mail).toMatchObject({ toAddress: 'pat.doe@example.com', kind: 'application.message', headers: { 'Reply-To': 'recruiter@northline.example' } });
    expect((await events(id)).map((e) => [e.kind, e.template])).toEqual([['email', 'not_selected']]);
    expect(await db.em().count(AuditLog, { action: 'application.email', targetId: String(id) })).toBe(1);
    await expect(sendApplicantEmail(staff(db.em()), { id: await application('Sam', null), template: 'not_selected' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
