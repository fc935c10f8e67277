import { TRPCError } from '@trpc/server';
import {
  AdminUser,
  ApplicantEmailTemplate,
  ApplicationEvent,
  JobApplication,
  type EntityManager,
  type IAdminUser,
  type IApplicationEvent,
  type IJobApplication,
  type IOutboxEmail,
} from '@app/db';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@app/shared/constants';
import type { Locale } from '@app/shared/locale-paths';
import { RECRUITING, type StaffRole } from '@app/shared/roles';
import type {
  ApplicantEmailTemplateDto,
  ApplicationEmailDraftDto,
  ApplicationEmailQueuedDto,
  ApplicationNoteDto,
  StaffRefDto,
  TimelineEntryDto,
} from '@app/shared/schemas/dtos';
import {
  APPLICANT_EMAIL_PLACEHOLDERS,
  APPLICANT_EMAIL_TEMPLATES,
  APPLICANT_EMAIL_TEMPLATE_LABELS,
  ASSIGNEE_MESSAGE,
  NO_APPLICANT_EMAIL_MESSAGE,
  fillPlaceholders,
  type ApplicantEmailPlaceholder,
  type ApplicantEmailTemplate as TemplateKey,
  type ApplicantEmailTemplatesChange,
} from '@app/shared/schemas/pipeline';
import { findOr404 } from '../../trpc.ts';
import { changedFields, flushWithAudit, recordAudit, type AuditScope } from '../audit/audit.ts';
import { isGreetableName, applicantMessageMail } from '../mail/mail-templates.ts';
import { MAIL_KINDS, audience, type NotifyContext } from '../mail/notifications.ts';
import { queueEmail } from '../mail/outbox.ts';
import { applicationJobTitle } from './applications.ts';

/**
 * A recruiter's pipeline on applications (issue 22, item 7): assigning an application to a staff
 * user, notes, mail to the applicant from the templates of Settings, and the timeline that tells
 * all of it. Every write is audited with the acting user and flushed once, with its event.
 */

/** The signed-in staff user as the pipeline names them: their address is the Reply-To of the mail they send. */
export interface StaffActor {
  id: number;
  username: string;
  email: string | null;
}

/** What a staff user's write uses of the request (adminProcedure hands one): its audit scope, with the user signed in. */
export type StaffContext = AuditScope & { admin: StaffActor };

export const APPLICATION_NOT_FOUND = 'Application not found';

/** Who may work on applications, and so be assigned one: the roles that may read them (application.list's access). */
export const ASSIGNABLE_ROLES: readonly StaffRole[] = RECRUITING;

export const staffRef = (user: Pick<IAdminUser, 'id' | 'username'> | null | undefined): StaffRefDto | null =>
  user ? { id: user.id, username: user.username } : null;

/** An application as the audit log names it: 'Pat Doe: Forklift Operator'. */
export const applicationLabel = (app: Pick<IJobApplication, 'applicantName' | 'applicantEmail' | 'jobTitle'>) =>
  `${app.applicantName ?? app.applicantEmail ?? 'Applicant'}: ${app.jobTitle ?? 'a job'}`;

export const findApplication = (em: EntityManager, id: number) => findOr404(em, JobApplication, id, APPLICATION_NOT_FOUND);

/** The signed-in user, as the row an event points at. */
const actorOf = (ctx: StaffContext) => ctx.em.getReference(AdminUser, ctx.admin.id);

// ---------------------------------------------------------------- events written by other writes

/** A status change, for the timeline (in the caller's unit of work). */
export function recordStatusEvent(ctx: StaffContext, app: IJobApplication, from: string, to: ApplicationStatus) {
  ctx.em.create(ApplicationEvent, { application: app, kind: 'status', actor: actorOf(ctx), fromValue: from, toValue: to });
}

/**
 * A mail to the applicant, for the timeline (in the caller's unit of work): `template` is a
 * template key, or 'received' / 'decision' for the site's own mail. `actor` is null for mail the
 * site sends by itself.
 */
export function recordMailEvent(em: EntityManager, app: IJobApplication, mail: IOutboxEmail, template: string, actor: Pick<StaffActor, 'id'> | null) {
  em.create(ApplicationEvent, {
    application: app,
    kind: 'email',
    actor: actor ? em.getReference(AdminUser, actor.id) : null,
    email: mail,
    template,
    subject: mail.subject,
  });
}

// ---------------------------------------------------------------- assignee

/** The active staff users who may be assigned an application (owners and recruiters), by name. */
export async function assignableUsers(em: EntityManager): Promise<StaffRefDto[]> {
  const users = await em.find(AdminUser, { active: true, role: { $in: [...ASSIGNABLE_ROLES] } }, { orderBy: { username: 'asc', id: 'asc' } });
  return users.map((u) => staffRef(u)!);
}

/**
 * Assigns the application to an active owner or recruiter, or to nobody (null). Anyone else (an
 * editor, a deactivated user, an unknown id) is refused with 400. Assigning it to whoever has it
 * already changes nothing and writes nothing.
 */
export async function assignApplication(ctx: StaffContext, input: { id: number; userId: number | null }): Promise<IJobApplication> {
  const app = await findApplication(ctx.em, input.id);
  const user = input.userId === null ? null : await ctx.em.findOne(AdminUser, { id: input.userId, active: true, role: { $in: [...ASSIGNABLE_ROLES] } });
  if (input.userId !== null && !user) throw new TRPCError({ code: 'BAD_REQUEST', message: ASSIGNEE_MESSAGE });
  const before = app.assignee ?? null;
  if ((before?.id ?? null) === (user?.id ?? null)) return app;
  app.assignee = user;
  ctx.em.create(ApplicationEvent, {
    application: app,
    kind: 'assignee',
    actor: actorOf(ctx),
    fromValue: before?.username ?? null,
    toValue: user?.username ?? null,
  });
  await flushWithAudit(ctx, {
    action: 'application.assign',
    targetType: 'application',
    targetId: app.id,
    label: applicationLabel(app),
    ...changedFields({ assignee: before?.username ?? null }, { assignee: user?.username ?? null }),
  });
  return app;
}

// ---------------------------------------------------------------- notes

const toNoteDto = (event: IApplicationEvent, applicationId: number, author: StaffRefDto | null): ApplicationNoteDto => ({
  id: event.id,
  applicationId,
  text: event.text ?? '',
  createdAt: event.createdAt.toISOString(),
  author,
});

/** A dated note on the application, signed by the user who wrote it. The audit log keeps that it was written, not its words. */
export async function addNote(ctx: StaffContext, input: { id: number; text: string }): Promise<ApplicationNoteDto> {
  const app = await findApplication(ctx.em, input.id);
  const note = ctx.em.create(ApplicationEvent, { application: app, kind: 'note', actor: actorOf(ctx), text: input.text });
  await flushWithAudit(ctx, {
    action: 'application.note',
    targetType: 'application',
    targetId: app.id,
    label: applicationLabel(app),
    after: { characters: input.text.length },
  });
  return toNoteDto(note, app.id, { id: ctx.admin.id, username: ctx.admin.username });
}

// ---------------------------------------------------------------- mail to the applicant

const toTemplateDto = (row: {
  key: TemplateKey;
  subject: string;
  body: string;
  subjectFr: string;
  bodyFr: string;
  updatedAt: Date;
}): ApplicantEmailTemplateDto => ({
  template: row.key,
  label: APPLICANT_EMAIL_TEMPLATE_LABELS[row.key],
  subject: row.subject,
  body: row.body,
  subjectFr: row.subjectFr,
  bodyFr: row.bodyFr,
  placeholders: [...APPLICANT_EMAIL_PLACEHOLDERS],
  updatedAt: row.updatedAt.toISOString(),
});

const templateOrder = (key: string) => (APPLICANT_EMAIL_TEMPLATES as readonly string[]).indexOf(key);

/** The three templates, in their fixed order, each in English and French (their migrations wrote the default wording). */
export async function emailTemplates(em: EntityManager): Promise<ApplicantEmailTemplateDto[]> {
  const rows = await em.find(ApplicantEmailTemplate, {});
  return rows.sort((a, b) => templateOrder(a.key) - templateOrder(b.key)).map((row) => toTemplateDto(row));
}

/** What a template's change may set: its English subject and body, and its French ones. */
const TEMPLATE_FIELDS = ['subject', 'body', 'subjectFr', 'bodyFr'] as const;

/**
 * Saves the templates given (owners, in Settings): of each, the fields sent (a language left out
 * stays as it is). The audit log keeps what changed, French as English ('interview_invitation.subjectFr';
 * long texts cut).
 */
export async function updateEmailTemplates(ctx: StaffContext, input: ApplicantEmailTemplatesChange): Promise<ApplicantEmailTemplateDto[]> {
  const rows = await ctx.em.find(ApplicantEmailTemplate, {});
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const row of rows) {
    const change = input[row.key];
    if (!change) continue;
    for (const field of TEMPLATE_FIELDS) {
      const value = change[field];
      if (value === undefined) continue;
      before[`${row.key}.${field}`] = row[field];
      row[field] = value;
      after[`${row.key}.${field}`] = value;
    }
  }
  await flushWithAudit(ctx, {
    action: 'settings.update',
    targetType: 'settings',
    targetId: 1,
    label: 'Applicant email templates',
    ...changedFields(before, after),
  });
  return rows.sort((a, b) => templateOrder(a.key) - templateOrder(b.key)).map((row) => toTemplateDto(row));
}

/** One line for a subject: line breaks and runs of spaces (a job title may hold them) become one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** What the placeholders say when the application has nothing for them, in each language. */
const PLACEHOLDER_FALLBACKS: Record<Locale, { name: string; jobTitle: string }> = {
  en: { name: 'there', jobTitle: 'the position' },
  fr: { name: 'Madame, Monsieur', jobTitle: 'ce poste' },
};

/**
 * What the placeholders stand for in a mail to this applicant, in the mail's language (the job's
 * French title in French, when it has one). The name is echoed only when it reads as a name (see
 * isGreetableName) and holds no braces (a draft the recruiter sends back must not carry a
 * placeholder the applicant typed): otherwise 'there' ('Hello there,'; 'Bonjour Madame, Monsieur,').
 */
async function placeholderValues(em: EntityManager, app: IJobApplication, company: string, locale: Locale): Promise<Record<ApplicantEmailPlaceholder, string>> {
  const name = app.applicantName;
  return {
    name: isGreetableName(name) && !/[{}]/.test(name) ? name.trim() : PLACEHOLDER_FALLBACKS[locale].name,
    jobTitle: oneLine(await applicationJobTitle(em, app, locale)) || PLACEHOLDER_FALLBACKS[locale].jobTitle,
    company,
  };
}

async function loadTemplate(em: EntityManager, key: TemplateKey) {
  const row = await em.findOne(ApplicantEmailTemplate, { key });
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Email template not found' });
  return row;
}

/** Where a template keeps each language's subject and body (a language added to LOCALES does not compile until it has its columns). */
const TEMPLATE_COLUMNS: Record<Locale, { subject: (typeof TEMPLATE_FIELDS)[number]; body: (typeof TEMPLATE_FIELDS)[number] }> = {
  en: { subject: 'subject', body: 'body' },
  fr: { subject: 'subjectFr', body: 'bodyFr' },
};

/** A template in a language, as Settings keep it: its English subject and body, or its French ones. */
async function templateIn(em: EntityManager, key: TemplateKey, locale: Locale): Promise<{ subject: string; body: string }> {
  const row = await loadTemplate(em, key);
  const columns = TEMPLATE_COLUMNS[locale];
  return { subject: row[columns.subject], body: row[columns.body] };
}

/**
 * A template filled in for one applicant (or the subject and body given instead): the mail as it
 * would go, in the language asked for, or else the application's own.
 */
async function writeMail(ctx: NotifyContext, app: IJobApplication, input: { template: TemplateKey; subject?: string; body?: string; locale?: Locale }) {
  const locale = input.locale ?? app.locale;
  const [who, template] = await Promise.all([audience(ctx), templateIn(ctx.em, input.template, locale)]);
  const values = await placeholderValues(ctx.em, app, who.brand.company, locale);
  const subject = oneLine(fillPlaceholders(input.subject ?? template.subject, values)).slice(0, 200);
  const body = fillPlaceholders(input.body ?? template.body, values);
  return { who, subject, body, locale };
}

/** The template filled in for this applicant, for the recruiter to read and adjust before sending. */
export async function emailDraft(ctx: NotifyContext, input: { id: number; template: TemplateKey; locale?: Locale }): Promise<ApplicationEmailDraftDto> {
  const app = await findApplication(ctx.em, input.id);
  const { subject, body, locale } = await writeMail(ctx, app, input);
  return { template: input.template, label: APPLICANT_EMAIL_TEMPLATE_LABELS[input.template], to: app.applicantEmail ?? null, subject, body, locale };
}

/**
 * Writes the mail to the applicant into the outbox (the worker delivers it), with its timeline
 * event and audit entry, in one flush. Replies go to the sender's own address, or else to the
 * company's contact email. An application without an email address answers 400.
 */
export async function sendApplicantEmail(
  ctx: StaffContext & NotifyContext,
  input: { id: number; template: TemplateKey; subject?: string; body?: string; locale?: Locale },
): Promise<ApplicationEmailQueuedDto> {
  const app = await findApplication(ctx.em, input.id);
  const to = app.applicantEmail?.trim();
  if (!to) throw new TRPCError({ code: 'BAD_REQUEST', message: NO_APPLICANT_EMAIL_MESSAGE });
  const { who, subject, body, locale } = await writeMail(ctx, app, input);
  const content = applicantMessageMail(who.brand, locale, { subject, body });
  const replyTo = ctx.admin.email ?? who.settings?.contactEmail ?? null;
  const mail = queueEmail(ctx.em, {
    kind: MAIL_KINDS.applicationMessage,
    to,
    subject: content.subject,
    text: content.text,
    html: content.html,
    headers: replyTo ? { 'Reply-To': replyTo } : undefined,
  });
  recordMailEvent(ctx.em, app, mail, input.template, ctx.admin);
  recordAudit(ctx, {
    action: 'application.email',
    targetType: 'application',
    targetId: app.id,
    label: applicationLabel(app),
    after: { template: input.template, subject: content.subject, locale },
  });
  await ctx.em.flush();
  return {
    success: true,
    message: 'The email is in the outbox and goes out shortly.',
    email: { id: mail.id, to, subject: mail.subject, template: input.template, status: mail.status ?? 'pending', locale },
  };
}

// ---------------------------------------------------------------- timeline

const statusLabel = (status: string | null | undefined) =>
  status ? (APPLICATION_STATUS_LABELS[status as ApplicationStatus] ?? status.replace(/_/g, ' ')) : 'none';

function summaryOf(event: IApplicationEvent): string {
  switch (event.kind) {
    case 'status':
      return event.fromValue
        ? `Status changed from ${statusLabel(event.fromValue)} to ${statusLabel(event.toValue)}`
        : `Status set to ${statusLabel(event.toValue)}`;
    case 'assignee':
      if (!event.toValue) return `Unassigned (was ${event.fromValue ?? 'nobody'})`;
      return event.fromValue ? `Reassigned from ${event.fromValue} to ${event.toValue}` : `Assigned to ${event.toValue}`;
    case 'note':
      return 'Note';
    case 'withdrawn':
      return 'Withdrawn by the applicant';
    case 'updated':
      return 'Updated by the applicant';
    case 'email': {
      const label = APPLICANT_EMAIL_TEMPLATE_LABELS[event.template as TemplateKey];
      return label ? `Email sent: ${label}` : event.template === 'received' ? 'Confirmation email' : event.template === 'decision' ? 'Decision email' : 'Email';
    }
  }
}

/**
 * What happened to the application, oldest first: its submission, then every status change,
 * assignment change, note (with its author) and mail to the applicant (its subject, and its
 * state in the outbox now).
 */
export async function applicationTimeline(em: EntityManager, id: number): Promise<TimelineEntryDto[]> {
  const app = await findApplication(em, id);
  const events = await em.find(ApplicationEvent, { application: app.id }, { populate: ['actor', 'email'], orderBy: { createdAt: 'asc', id: 'asc' } });
  const submitted: TimelineEntryDto = {
    id: 'submitted',
    kind: 'submitted',
    at: app.appliedAt.toISOString(),
    actor: null,
    summary: `Applied for ${app.jobTitle?.trim() || 'a job'}`,
    from: null,
    to: null,
    text: null,
    email: null,
  };
  return [
    submitted,
    ...events.map((event): TimelineEntryDto => ({
      id: `event-${event.id}`,
      kind: event.kind,
      at: event.createdAt.toISOString(),
      actor: staffRef(event.actor),
      summary: summaryOf(event),
      from: event.kind === 'status' || event.kind === 'assignee' || event.kind === 'withdrawn' ? (event.fromValue ?? null) : null,
      to: event.kind === 'status' || event.kind === 'assignee' || event.kind === 'withdrawn' ? (event.toValue ?? null) : null,
      // A note's words; for the applicant's update, what changed ('name, résumé', or 'applied again').
      text: event.kind === 'note' || event.kind === 'updated' ? (event.text ?? '') : null,
      email:
        event.kind === 'email'
          ? {
              id: event.email?.id ?? null,
              to: event.email?.toAddress ?? null,
              subject: event.email?.subject ?? event.subject ?? '',
              template: event.template ?? null,
              status: event.email?.status ?? null,
              sentAt: event.email?.sentAt ? event.email.sentAt.toISOString() : null,
            }
          : null,
    })),
  ];
}
