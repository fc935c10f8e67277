import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUser, AuditLog, Job, JobApplication, OutboxEmail } from '@app/db';
import { FORBIDDEN_MESSAGE, type StaffRole } from '@app/shared/roles';
import { ASSIGNEE_MESSAGE, NO_APPLICANT_EMAIL_MESSAGE, TEMPLATE_FIELDS_MESSAGE } from '@app/shared/schemas/pipeline';
import { createAdmin, createTestApp, loginCookie, validJob, type TestApp } from './helpers.ts';

/**
 * A recruiter's pipeline on applications (issue 22, item 7): assignee and the 'Mine' filter,
 * notes, mail to the applicant from the Settings templates through the outbox, and the timeline.
 */

let t: TestApp;
const users = {} as Record<'owner' | 'recruiter' | 'editor' | 'retired', { id: number; username: string; cookie: string }>;

async function staff(name: keyof typeof users, role: StaffRole, { active = true, email }: { active?: boolean; email?: string } = {}) {
  const username = `pipeline-${name}`;
  const password = `pipeline password of ${name}`;
  const admin = await createAdmin(t.orm, username, password, role);
  const cookie = await loginCookie(t.app, { username, password });
  if (!active || email) {
    const em = t.orm.em.fork();
    await em.nativeUpdate(AdminUser, { id: admin.id }, { active, ...(email ? { email } : {}) });
  }
  users[name] = { id: admin.id, username, cookie };
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_WRITE_LIMIT: '1000' });
  await staff('owner', 'owner');
  await staff('recruiter', 'recruiter', { email: 'recruiter@northline.example' });
  await staff('editor', 'editor');
  await staff('retired', 'recruiter', { active: false });
});
afterAll(() => t.close());

let job: { id: number; title: string };
beforeAll(async () => {
  const em = t.orm.em.fork();
  const row = em.create(Job, { ...validJob, title: 'Pipeline Forklift Operator', status: 'approved' });
  await em.flush();
  job = { id: row.id, title: row.title };
});

let counter = 0;
/** An application stored directly (unique name and address). */
async function insertApplication(overrides: { applicantName?: string | null; applicantEmail?: string | null } = {}) {
  counter++;
  const em = t.orm.em.fork();
  const app = em.create(JobApplication, {
    job: em.getReference(Job, job.id),
    jobTitle: job.title,
    applicantName: `Pipeline Applicant ${counter}`,
    applicantEmail: `pipeline.applicant.${counter}@example.com`,
    coverLetter: 'I have five years on reach trucks.',
    status: 'submitted',
    appliedAt: new Date(),
    ...overrides,
  });
  await em.flush();
  return { id: app.id, name: app.applicantName ?? null, email: app.applicantEmail ?? null };
}

type Who = keyof typeof users;
/** A call as `who` (null: no session); a string payload is sent as raw JSON text. */
const call = (who: Who | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...(who ? { cookie: users[who].cookie } : {}), ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object | string }),
  });

const assign = (who: Who, id: number, userId: unknown) => call(who, 'PATCH', `/api/applications/${id}/assignee`, { userId });
const timeline = async (id: number, who: Who = 'recruiter') => {
  const res = await call(who, 'GET', `/api/applications/${id}/timeline`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Array<Record<string, any>>;
};
const auditOf = (action: string, targetId: number) => t.orm.em.fork().find(AuditLog, { action, targetId: String(targetId) }, { orderBy: { id: 'asc' } });

describe('assignee', () => {
  it('lists who may be assigned: active owners and recruiters, never an editor or a deactivated user', async () => {
    const res = await call('recruiter', 'GET', '/api/applications/assignees');
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { id: number; username: string }[]).map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(['pipeline-owner', 'pipeline-recruiter']));
    expect(names).not.toContain('pipeline-editor');
    expect(names).not.toContain('pipeline-retired');
    expect(res.json()[0]).toEqual({ id: expect.any(Number), username: expect.any(String) });
  });

  it('assigns to a recruiter, shows it in the list, and unassigns; each change is audited with the acting user and on the timeline', async () => {
    const app = await insertApplication();
    const res = await assign('owner', app.id, users.recruiter.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: app.id, assignee: { id: users.recruiter.id, username: 'pipeline-recruiter' }, status: 'submitted' });

    const listed = await call('owner', 'GET', `/api/applications?search=${encodeURIComponent(app.email!)}`);
    expect(listed.json()[0].assignee).toEqual({ id: users.recruiter.id, username: 'pipeline-recruiter' });

    const again = await assign('recruiter', app.id, users.owner.id);
    expect(again.json().assignee).toEqual({ id: users.owner.id, username: 'pipeline-owner' });
    const cleared = await assign('recruiter', app.id, null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().assignee).toBeNull();

    const entries = await auditOf('application.assign', app.id);
    expect(entries.map((e) => [e.username, e.before, e.after])).toEqual([
      ['pipeline-owner', { assignee: null }, { assignee: 'pipeline-recruiter' }],
      ['pipeline-recruiter', { assignee: 'pipeline-recruiter' }, { assignee: 'pipeline-owner' }],
      ['pipeline-recruiter', { assignee: 'pipeline-owner' }, { assignee: null }],
    ]);
    const changes = (await timeline(app.id)).filter((e) => e.kind === 'assignee');
    expect(changes.map((e) => [e.actor?.username, e.from, e.to, e.summary])).toEqual([
      ['pipeline-owner', null, 'pipeline-recruiter', 'Assigned to pipeline-recruiter'],
      ['pipeline-recruiter', 'pipeline-recruiter', 'pipeline-owner', 'Reassigned from pipeline-recruiter to pipeline-owner'],
      ['pipeline-recruiter', 'pipeline-owner', null, 'Unassigned (was pipeline-owner)'],
    ]);
  });

  it('assigning to whoever has it already writes nothing', async () => {
    const app = await insertApplication();
    await assign('owner', app.id, users.owner.id);
    const res = await assign('owner', app.id, users.owner.id);
    expect(res.statusCode).toBe(200);
    expect(await auditOf('application.assign', app.id)).toHaveLength(1);
  });

  it.each([
    ['an editor', () => users.editor.id],
    ['a deactivated recruiter', () => users.retired.id],
    ['an unknown user id', () => 987_654],
  ])('refuses %s with 400, leaving the application as it was', async (_label, userId) => {
    const app = await insertApplication();
    const res = await assign('owner', app.id, userId());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ASSIGNEE_MESSAGE);
    const stored = await t.orm.em.fork().findOneOrFail(JobApplication, { id: app.id });
    expect(stored.assignee).toBeNull();
    expect(await auditOf('application.assign', app.id)).toHaveLength(0);
  });

  it.each([[{}], [{ userId: 'pipeline-recruiter' }], [{ userId: -1 }], [{ userId: 1.5 }], [{ userId: true }], [[1]], ['"text"']])(
    'answers 400, not 500, for the body %j',
    async (body) => {
      const app = await insertApplication();
      const res = await call('owner', 'PATCH', `/api/applications/${app.id}/assignee`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toHaveProperty('message');
    },
  );

  it('answers 404 for an unknown application', async () => {
    expect((await assign('owner', 987_654, users.owner.id)).statusCode).toBe(404);
    expect((await assign('owner', 'abc' as unknown as number, users.owner.id)).statusCode).toBe(404);
  });
});

describe("the 'Mine' filter", () => {
  it('lists only the applications assigned to the signed-in user, with their own total', async () => {
    const mine1 = await insertApplication();
    const mine2 = await insertApplication();
    const theirs = await insertApplication();
    const nobodys = await insertApplication();
    await assign('recruiter', mine1.id, users.recruiter.id);
    await assign('recruiter', mine2.id, users.recruiter.id);
    await assign('recruiter', theirs.id, users.owner.id);

    const res = await call('recruiter', 'GET', '/api/applications?mine=true&limit=100');
    expect(res.statusCode).toBe(200);
    const ids = (res.json() as { id: number; assignee: { id: number } }[]).map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([mine1.id, mine2.id]));
    expect(ids).not.toContain(theirs.id);
    expect(ids).not.toContain(nobodys.id);
    expect((res.json() as { assignee: { id: number } }[]).every((a) => a.assignee.id === users.recruiter.id)).toBe(true);
    expect(Number(res.headers['x-total-count'])).toBe(ids.length);

    // The owner's 'Mine' holds the other one; without it, everything.
    const owners = (await call('owner', 'GET', '/api/applications?mine=1&limit=100')).json() as { id: number }[];
    expect(owners.map((a) => a.id)).toContain(theirs.id);
    expect(owners.map((a) => a.id)).not.toContain(mine1.id);
    const all = (await call('recruiter', 'GET', '/api/applications?mine=false&limit=100')).json() as { id: number }[];
    expect(all.map((a) => a.id)).toEqual(expect.arrayContaining([mine1.id, theirs.id, nobodys.id]));

    // With the other filters: a search and a status.
    const searched = await call('recruiter', 'GET', `/api/applications?mine=true&search=${encodeURIComponent(mine2.name!)}&status=submitted`);
    expect((searched.json() as { id: number }[]).map((a) => a.id)).toEqual([mine2.id]);

    // Over tRPC too.
    const trpc = await t.app.inject({
      url: `/trpc/application.list?input=${encodeURIComponent(JSON.stringify({ mine: true, limit: 100 }))}`,
      headers: { cookie: users.recruiter.cookie },
    });
    expect(trpc.json().result.data.total).toBe(ids.length);
  });

  it('refuses a mine that is not a yes or no with 400', async () => {
    const res = await call('recruiter', 'GET', '/api/applications?mine=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('mine must be true or false');
  });
});

describe('notes', () => {
  it('adds a dated note with its author (201), on the timeline, audited without its words', async () => {
    const app = await insertApplication();
    const before = Date.now();
    const res = await call('recruiter', 'POST', `/api/applications/${app.id}/notes`, { text: '  Called her: available from Monday.  ' });
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json();
    expect(note).toEqual({
      id: expect.any(Number),
      applicationId: app.id,
      text: 'Called her: available from Monday.',
      createdAt: expect.any(String),
      author: { id: users.recruiter.id, username: 'pipeline-recruiter' },
    });
    expect(new Date(note.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(note.createdAt).getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    await call('owner', 'POST', `/api/applications/${app.id}/notes`, { text: 'Second opinion: strong candidate.' });
    const notes = (await timeline(app.id)).filter((e) => e.kind === 'note');
    expect(notes.map((n) => [n.text, n.actor.username])).toEqual([
      ['Called her: available from Monday.', 'pipeline-recruiter'],
      ['Second opinion: strong candidate.', 'pipeline-owner'],
    ]);
    expect(notes[0]!.at).toBe(note.createdAt);

    const [entry] = await auditOf('application.note', app.id);
    expect(entry!.username).toBe('pipeline-recruiter');
    expect(JSON.stringify(entry!.after)).not.toContain('Monday');
  });

  it.each([[{}], [{ text: '' }], [{ text: '   ' }], [{ text: 42 }], [{ text: 'x'.repeat(5001) }], [{ text: 'bad \u0000 byte' }], [[]], ['"note"']])(
    'answers 400, not 500, for the body %j',
    async (body) => {
      const app = await insertApplication();
      const res = await call('recruiter', 'POST', `/api/applications/${app.id}/notes`, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toHaveProperty('message');
    },
  );

  it('answers 404 for an unknown application', async () => {
    expect((await call('recruiter', 'POST', '/api/applications/987654/notes', { text: 'Hello' })).statusCode).toBe(404);
  });
});

describe('mail to the applicant', () => {
  it('has three templates with default wording and placeholders, which an owner edits in Settings', async () => {
    const res = await call('recruiter', 'GET', '/api/applications/email-templates');
    expect(res.statusCode).toBe(200);
    const templates = res.json() as { template: string; label: string; subject: string; body: string; placeholders: string[] }[];
    expect(templates.map((x) => [x.template, x.label])).toEqual([
      ['interview_invitation', 'Interview invitation'],
      ['not_selected', 'Not selected'],
      ['request_for_documents', 'Request for documents'],
    ]);
    for (const template of templates) {
      expect(template.body).toContain('{{name}}');
      expect(template.body).toContain('{{jobTitle}}');
      expect(template.placeholders).toEqual(['name', 'jobTitle', 'company']);
    }
  });

  it('queues the interview invitation in the outbox with the template filled in (202), and shows it on the timeline', async () => {
    const saved = await call('owner', 'PUT', '/api/admin/settings/applicant-emails', {
      interview_invitation: {
        subject: 'Interview for {{ jobTitle }}',
        body: 'Hello {{name}},\n\nWe would like to meet you about {{jobTitle}} at {{company}}.\nBring a photo ID.\n\nSee you soon.',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().find((x: { template: string }) => x.template === 'interview_invitation').subject).toBe('Interview for {{ jobTitle }}');
    const [settingsEntry] = (await t.orm.em.fork().find(AuditLog, { action: 'settings.update', label: 'Applicant email templates' })).slice(-1);
    expect(settingsEntry!.username).toBe('pipeline-owner');
    expect(settingsEntry!.after).toMatchObject({ 'interview_invitation.subject': 'Interview for {{ jobTitle }}' });

    const app = await insertApplication({ applicantName: 'Dana Whitfield' });
    const draft = await call('recruiter', 'GET', `/api/applications/${app.id}/email?template=interview_invitation`);
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ to: app.email, subject: `Interview for ${job.title}` });
    expect(draft.json().body).toContain('Hello Dana Whitfield,');

    const res = await call('recruiter', 'POST', `/api/applications/${app.id}/email`, { template: 'interview_invitation' });
    expect(res.statusCode, res.body).toBe(202);
    const queued = res.json();
    expect(queued).toMatchObject({
      success: true,
      email: { id: expect.any(Number), to: app.email, subject: `Interview for ${job.title}`, template: 'interview_invitation', status: 'pending' },
    });

    const mail = await t.orm.em.fork().findOneOrFail(OutboxEmail, { id: queued.email.id });
    expect(mail.kind).toBe('application.message');
    expect(mail.toAddress).toBe(app.email);
    expect(mail.status).toBe('pending');
    expect(mail.textBody).toContain('Hello Dana Whitfield,');
    expect(mail.textBody).toContain(`We would like to meet you about ${job.title} at Northline Workforce Solutions.`);
    expect(mail.textBody).not.toContain('{{');
    expect(mail.htmlBody).toContain('Bring a photo ID.');
    expect(mail.htmlBody).toContain('<br>');
    // Replies reach the recruiter who wrote.
    expect(mail.headers).toEqual({ 'Reply-To': 'recruiter@northline.example' });

    let sent = (await timeline(app.id)).filter((e) => e.kind === 'email');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      actor: { id: users.recruiter.id, username: 'pipeline-recruiter' },
      summary: 'Email sent: Interview invitation',
      email: { id: mail.id, to: app.email, subject: `Interview for ${job.title}`, template: 'interview_invitation', status: 'pending', sentAt: null },
    });

    // The timeline reads the mail's state from the outbox.
    await t.orm.em.fork().nativeUpdate(OutboxEmail, { id: mail.id }, { status: 'sent', sentAt: new Date() });
    sent = (await timeline(app.id)).filter((e) => e.kind === 'email');
    expect(sent[0]!.email.status).toBe('sent');
    expect(sent[0]!.email.sentAt).toEqual(expect.any(String));

    const [entry] = await auditOf('application.email', app.id);
    expect(entry).toMatchObject({
      username: 'pipeline-recruiter',
      adminId: users.recruiter.id,
      after: { template: 'interview_invitation', subject: `Interview for ${job.title}` },
    });
  });

  it('sends the subject and body the recruiter adjusted, placeholders filled; a template by its label is understood', async () => {
    const app = await insertApplication({ applicantName: 'Sam Ortiz' });
    const res = await call('owner', 'POST', `/api/applications/${app.id}/email`, {
      template: 'Request for documents',
      subject: 'Papers for {{jobTitle}}',
      body: 'Hi {{name}}, please send your forklift licence.',
    });
    expect(res.statusCode, res.body).toBe(202);
    const mail = await t.orm.em.fork().findOneOrFail(OutboxEmail, { id: res.json().email.id });
    expect(mail.subject).toBe(`Papers for ${job.title}`);
    expect(mail.textBody).toContain('Hi Sam Ortiz, please send your forklift licence.');
    // Without the sender's own address, replies go to the company's contact email.
    expect(mail.headers?.['Reply-To']).toMatch(/@/);
    expect(res.json().email.template).toBe('request_for_documents');
  });

  it.each([['Win big at www.spam.example'], ['Pat {{surname}}']])('never echoes the name %j, which does not read as one', async (name) => {
    const app = await insertApplication({ applicantName: name });
    const draft = await call('recruiter', 'GET', `/api/applications/${app.id}/email?template=not_selected`);
    expect(draft.json().body).toMatch(/^Hello there,/);
    // The draft as the recruiter would send it back is accepted.
    const res = await call('recruiter', 'POST', `/api/applications/${app.id}/email`, { template: 'not_selected', body: draft.json().body });
    expect(res.statusCode).toBe(202);
    const mail = await t.orm.em.fork().findOneOrFail(OutboxEmail, { id: res.json().email.id });
    expect(mail.textBody).toContain('Hello there,');
    expect(mail.textBody).not.toContain(name.split(' ').pop()!);
  });

  it('refuses an application without an email address with 400 and a clear message, queuing nothing', async () => {
    const app = await insertApplication({ applicantEmail: null });
    const before = await t.orm.em.fork().count(OutboxEmail, {});
    const res = await call('recruiter', 'POST', `/api/applications/${app.id}/email`, { template: 'interview_invitation' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NO_APPLICANT_EMAIL_MESSAGE);
    expect(await t.orm.em.fork().count(OutboxEmail, {})).toBe(before);
    expect((await timeline(app.id)).filter((e) => e.kind === 'email')).toHaveLength(0);
  });

  it.each([
    [{}],
    [{ template: 'welcome' }],
    [{ template: 'interview_invitation', body: 'Hello {{surname}}' }],
    [{ template: 'interview_invitation', subject: 'Two\nlines' }],
    [{ template: 'interview_invitation', subject: 'x'.repeat(201) }],
    [{ template: 42 }],
    [[]],
    ['"interview_invitation"'],
  ])('answers 400, not 500, for the body %j', async (body) => {
    const app = await insertApplication();
    const res = await call('recruiter', 'POST', `/api/applications/${app.id}/email`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('names the unknown placeholder', async () => {
    const app = await insertApplication();
    const res = await call('recruiter', 'POST', `/api/applications/${app.id}/email`, { template: 'interview_invitation', body: 'Hello {{surname}}' });
    expect(res.json().message).toBe('Unknown placeholder {{surname}}: use {{name}}, {{jobTitle}}, {{company}}');
  });

  it.each([
    [{}],
    [{ interview_invitation: { subject: '', body: 'Hello' } }],
    [{ interview_invitation: { subject: 'Hi', body: 'Hello {{nope}}' } }],
    [{ welcome: { subject: 'Hi', body: 'Hello' } }],
    [{ not_selected: 'text' }],
  ])('refuses the templates %j with 400', async (body) => {
    const res = await call('owner', 'PUT', '/api/admin/settings/applicant-emails', body);
    expect(res.statusCode, res.body).toBe(400);
  });

  it('answers 404 for an unknown application', async () => {
    expect((await call('recruiter', 'POST', '/api/applications/987654/email', { template: 'not_selected' })).statusCode).toBe(404);
    expect((await call('recruiter', 'GET', '/api/applications/987654/email?template=not_selected')).statusCode).toBe(404);
  });
});

describe('the French templates (issue 35, items 5 and 6)', () => {
  type Template = { template: string; subject: string; body: string; subjectFr: string; bodyFr: string; updatedAt: string };
  const templates = async () => {
    const res = await call('recruiter', 'GET', '/api/applications/email-templates');
    expect(res.statusCode).toBe(200);
    return res.json() as Template[];
  };
  const byKey = (list: Template[], key: string) => list.find((x) => x.template === key)!;
  const templateAudits = () => t.orm.em.fork().find(AuditLog, { action: 'settings.update', label: 'Applicant email templates' }, { orderBy: { id: 'asc' } });
  const put = (body: unknown) => call('owner', 'PUT', '/api/admin/settings/applicant-emails', body);

  it('answers each template with its French subject and body, the wording its migration wrote', async () => {
    const list = await templates();
    expect(list.map((x) => [x.template, x.subjectFr])).toEqual([
      ['interview_invitation', 'Invitation à une entrevue : {{jobTitle}}'],
      ['not_selected', 'Votre candidature à l’emploi « {{jobTitle}} »'],
      ['request_for_documents', 'Documents requis pour votre candidature : {{jobTitle}}'],
    ]);
    expect(byKey(list, 'interview_invitation').bodyFr).toBe(
      [
        'Bonjour {{name}},',
        'Merci d’avoir postulé à l’emploi « {{jobTitle}} » chez {{company}}. Votre candidature a retenu notre attention et nous aimerions vous inviter à une entrevue.',
        'Veuillez répondre à ce courriel en nous indiquant quelques jours et heures qui vous conviennent au cours de la prochaine semaine, ainsi qu’un numéro de téléphone où nous pouvons vous joindre.',
        'Au plaisir de discuter avec vous.',
      ].join('\n\n'),
    );
    for (const x of list) {
      expect(x.bodyFr).toMatch(/^Bonjour \{\{name\}\},\n\n/);
      expect(x.bodyFr).toContain('{{company}}');
      // Not the English text under another name.
      expect(x.bodyFr).not.toBe(x.body);
    }
  });

  it('saves only the French fields when only they are sent, leaving English as it was, and audits them', async () => {
    const before = byKey(await templates(), 'not_selected');
    const res = await put({
      not_selected: {
        subjectFr: '  Suite de votre candidature : {{ jobTitle }}  ',
        bodyFr: 'Bonjour {{name}},\n\nLe poste « {{jobTitle}} » est pourvu chez {{company}}.',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = byKey(res.json() as Template[], 'not_selected');
    expect(saved).toMatchObject({
      subject: before.subject,
      body: before.body,
      subjectFr: 'Suite de votre candidature : {{ jobTitle }}',
      bodyFr: 'Bonjour {{name}},\n\nLe poste « {{jobTitle}} » est pourvu chez {{company}}.',
    });
    // As stored: the next read says the same.
    expect(byKey(await templates(), 'not_selected')).toEqual(saved);

    const entry = (await templateAudits()).at(-1)!;
    expect(entry.username).toBe('pipeline-owner');
    expect(entry.before).toEqual({ 'not_selected.subjectFr': before.subjectFr, 'not_selected.bodyFr': expect.stringMatching(/^Bonjour \{\{name\}\},/) });
    expect(entry.after).toEqual({
      'not_selected.subjectFr': 'Suite de votre candidature : {{ jobTitle }}',
      'not_selected.bodyFr': 'Bonjour {{name}},\n\nLe poste « {{jobTitle}} » est pourvu chez {{company}}.',
    });
  });

  it('takes the payload of before issue 35 ({subject, body}) as it did: English changes, French stays', async () => {
    const before = byKey(await templates(), 'request_for_documents');
    const res = await put({ request_for_documents: { subject: 'Papers for {{jobTitle}}', body: 'Hello {{name}}, please send your papers.' } });
    expect(res.statusCode, res.body).toBe(200);
    const after = byKey(await templates(), 'request_for_documents');
    expect(after).toMatchObject({
      subject: 'Papers for {{jobTitle}}',
      body: 'Hello {{name}}, please send your papers.',
      subjectFr: before.subjectFr,
      bodyFr: before.bodyFr,
    });
    expect(Object.keys((await templateAudits()).at(-1)!.after ?? {}).sort()).toEqual(['request_for_documents.body', 'request_for_documents.subject']);
  });

  it('saves both languages of several templates in one call (as the Settings form does), over tRPC too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/settings.updateApplicantEmails',
      headers: { cookie: users.owner.cookie, 'content-type': 'application/json' },
      payload: {
        interview_invitation: {
          subject: 'Interview: {{jobTitle}}',
          body: 'Hello {{name}}.',
          subjectFr: 'Entrevue : {{jobTitle}}',
          bodyFr: 'Bonjour {{name}}.',
        },
        not_selected: {
          subject: 'About {{jobTitle}}',
          body: 'Hello {{name}}, thank you.',
          subjectFr: 'Au sujet de {{jobTitle}}',
          bodyFr: 'Bonjour {{name}}, merci.',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await templates();
    expect(byKey(list, 'interview_invitation')).toMatchObject({
      subject: 'Interview: {{jobTitle}}',
      subjectFr: 'Entrevue : {{jobTitle}}',
      bodyFr: 'Bonjour {{name}}.',
    });
    expect(byKey(list, 'not_selected')).toMatchObject({
      subject: 'About {{jobTitle}}',
      subjectFr: 'Au sujet de {{jobTitle}}',
      bodyFr: 'Bonjour {{name}}, merci.',
    });
  });

  it('writes a French mail (the application’s language, or chosen) from the French template as edited, and an English one from the English', async () => {
    await put({
      not_selected: {
        subjectFr: 'Votre dossier : {{jobTitle}}',
        bodyFr: 'Bonjour {{name}},\n\nMerci pour « {{jobTitle}} » chez {{company}}. Nous retenons une autre candidature.',
      },
    });
    const app = await insertApplication({ applicantName: 'Élodie Gagnon' });
    await t.orm.em.fork().nativeUpdate(JobApplication, { id: app.id }, { locale: 'fr' });

    // The application is French: its draft and its mail are, unless staff choose English.
    const draft = await call('recruiter', 'GET', `/api/applications/${app.id}/email?template=not_selected`);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ locale: 'fr', subject: `Votre dossier : ${job.title}` });
    expect(draft.json().body).toBe(
      `Bonjour Élodie Gagnon,\n\nMerci pour « ${job.title} » chez Northline Workforce Solutions. Nous retenons une autre candidature.`,
    );

    const sent = await call('recruiter', 'POST', `/api/applications/${app.id}/email`, { template: 'not_selected', locale: 'fr' });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().email).toMatchObject({ subject: `Votre dossier : ${job.title}`, locale: 'fr' });
    const mail = await t.orm.em.fork().findOneOrFail(OutboxEmail, { id: sent.json().email.id });
    expect(mail.subject).toBe(`Votre dossier : ${job.title}`);
    expect(mail.textBody).toContain(`Merci pour « ${job.title} » chez Northline Workforce Solutions. Nous retenons une autre candidature.`);
    expect(mail.textBody).not.toContain('{{');

    const english = await call('recruiter', 'GET', `/api/applications/${app.id}/email?template=not_selected&locale=en`);
    expect(english.json()).toMatchObject({ locale: 'en', subject: `About ${job.title}`, body: 'Hello Élodie Gagnon, thank you.' });
  });

  it.each([
    ['an empty French subject', { interview_invitation: { subjectFr: '', bodyFr: 'Bonjour {{name}}' } }, 'Subject (French) is required', 'subjectFr'],
    ['a blank French body', { interview_invitation: { subjectFr: 'Entrevue', bodyFr: '   ' } }, 'Message (French) is required', 'bodyFr'],
    [
      'a French subject too long',
      { interview_invitation: { subjectFr: 'x'.repeat(201), bodyFr: 'Bonjour' } },
      'Subject (French) must be at most 200 characters',
      'subjectFr',
    ],
    [
      'a French body too long',
      { interview_invitation: { subjectFr: 'Entrevue', bodyFr: 'x'.repeat(10_001) } },
      'Message (French) must be at most 10000 characters',
      'bodyFr',
    ],
    [
      'a French subject on two lines',
      { interview_invitation: { subjectFr: 'Deux\nlignes', bodyFr: 'Bonjour' } },
      'The French subject must be one line',
      'subjectFr',
    ],
    [
      'an unknown placeholder in French',
      { interview_invitation: { subjectFr: 'Entrevue', bodyFr: 'Bonjour {{nom}}' } },
      'Unknown placeholder {{nom}}: use {{name}}, {{jobTitle}}, {{company}}',
      'bodyFr',
    ],
    ['a French subject without its body', { interview_invitation: { subjectFr: 'Entrevue' } }, 'Message (French) is required', 'bodyFr'],
    ['an English body without its subject', { interview_invitation: { body: 'Hello' } }, 'Subject is required', 'subject'],
    ['a template with no field', { interview_invitation: {} }, TEMPLATE_FIELDS_MESSAGE, null],
    [
      'valid English beside a bad French subject',
      { interview_invitation: { subject: 'Never saved', body: 'Never saved', subjectFr: '', bodyFr: 'Bonjour' } },
      'Subject (French) is required',
      'subjectFr',
    ],
  ])('refuses %s with 400 and its message, changing nothing', async (_label, body, message, field) => {
    const before = await templates();
    const audits = (await templateAudits()).length;
    const res = await put(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    if (field) expect(res.json().issues[0].path).toEqual(['interview_invitation', field]);
    expect(await templates()).toEqual(before);
    expect(await templateAudits()).toHaveLength(audits);
  });

  it.each([
    [{ not_selected: { subjectFr: 42, bodyFr: 'Bonjour' } }],
    [{ not_selected: { subjectFr: null, bodyFr: null } }],
    [{ not_selected: { subjectFr: 'a\u0000b', bodyFr: 'Bonjour' } }],
  ])('answers 400, not 500, for the templates %j', async (body) => {
    const res = await put(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('a recruiter may not edit the French templates either (403), and they stay as they were', async () => {
    const before = await templates();
    const res = await call('recruiter', 'PUT', '/api/admin/settings/applicant-emails', { not_selected: { subjectFr: 'Non', bodyFr: 'Non' } });
    expect(res.statusCode).toBe(403);
    expect(await templates()).toEqual(before);
  });
});

describe('the timeline', () => {
  it("tells the application's story oldest first: submitted, its confirmation mail, status changes with the decision mail, assignment, notes", async () => {
    const email = `pipeline.story.${Date.now()}@example.com`;
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/apply`,
      payload: { userId: 'temp', coverLetter: 'Ready to start.', applicantName: 'Story Teller', applicantEmail: email },
    });
    expect(applied.statusCode).toBe(201);
    const id = applied.json().application.id as number;
    expect(applied.json().application).not.toHaveProperty('assignee');

    await call('recruiter', 'PATCH', `/api/applications/${id}/status`, { status: 'under_review' });
    await assign('recruiter', id, users.recruiter.id);
    await call('recruiter', 'POST', `/api/applications/${id}/notes`, { text: 'Good references.' });
    const accepted = await call('owner', 'PATCH', `/api/applications/${id}/status`, { status: 'accepted' });
    expect(accepted.json().assignee).toEqual({ id: users.recruiter.id, username: 'pipeline-recruiter' });

    const entries = await timeline(id);
    expect(entries.map((e) => [e.kind, e.actor?.username ?? null, e.summary])).toEqual([
      ['submitted', null, `Applied for ${job.title}`],
      ['email', null, 'Confirmation email'],
      ['status', 'pipeline-recruiter', 'Status changed from Submitted to Under Review'],
      ['assignee', 'pipeline-recruiter', 'Assigned to pipeline-recruiter'],
      ['note', 'pipeline-recruiter', 'Note'],
      ['status', 'pipeline-owner', 'Status changed from Under Review to Accepted'],
      ['email', 'pipeline-owner', 'Decision email'],
    ]);
    expect(entries[1]!.email).toMatchObject({ to: email, subject: 'We received your job application', template: 'received', status: 'pending' });
    expect(entries[6]!.email).toMatchObject({ to: email, subject: 'Good news about your job application', template: 'decision' });
    expect(entries[2]).toMatchObject({ from: 'submitted', to: 'under_review' });
    const times = entries.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
  });

  it('answers 404 for an unknown application and 400 for a bad id over tRPC', async () => {
    expect((await call('recruiter', 'GET', '/api/applications/987654/timeline')).statusCode).toBe(404);
    const res = await t.app.inject({
      url: `/trpc/application.timeline?input=${encodeURIComponent('{"id":"x"}')}`,
      headers: { cookie: users.recruiter.cookie },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('who may', () => {
  const rows = (id: number) =>
    [
      ['GET', '/api/applications/assignees', undefined],
      ['PATCH', `/api/applications/${id}/assignee`, { userId: null }],
      ['POST', `/api/applications/${id}/notes`, { text: 'A note' }],
      ['GET', `/api/applications/${id}/timeline`, undefined],
      ['GET', '/api/applications/email-templates', undefined],
      ['GET', `/api/applications/${id}/email?template=not_selected`, undefined],
      ['POST', `/api/applications/${id}/email`, { template: 'not_selected' }],
      ['GET', '/api/applications?mine=true', undefined],
    ] as const;

  it('an editor gets 403 on every pipeline path, before any work', async () => {
    const app = await insertApplication();
    const mails = await t.orm.em.fork().count(OutboxEmail, {});
    for (const [method, url, body] of rows(app.id)) {
      const res = await call('editor', method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ message: FORBIDDEN_MESSAGE });
    }
    expect(await t.orm.em.fork().count(OutboxEmail, {})).toBe(mails);
    expect((await timeline(app.id)).map((e) => e.kind)).toEqual(['submitted']);
  });

  it('without a session every pipeline path answers 401', async () => {
    const app = await insertApplication();
    for (const [method, url, body] of rows(app.id)) expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
  });

  it('a recruiter may not edit the templates: Settings are the owner’s (403)', async () => {
    const res = await call('recruiter', 'PUT', '/api/admin/settings/applicant-emails', { not_selected: { subject: 'Hi', body: 'Hello' } });
    expect(res.statusCode).toBe(403);
  });
});
