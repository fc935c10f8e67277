import { AdminUser, type EntityManager, type IPrivacyRequest, type ISiteSettings, findSiteSettings } from '@app/db';
import { DEFAULT_COMPANY_SETTINGS } from '@app/shared/company';
import type { Locale } from '@app/shared/locale-paths';
import { PRIVACY_REMINDER_DAYS, type PrivacyRequestKind } from '@app/shared/privacy';
import { COMPANY_TIME_ZONE, zonedDate } from '@app/shared/time-zone';
import { queueEmail, queueVisitorEmail } from './outbox.ts';
import { query, raw, sql } from '../../infra/sql.ts';
import * as mail from './mail-templates.ts';
import type { Brand, MailContent } from './mail-templates.ts';
import type { AcknowledgedLead } from './mail-texts.ts';

/**
 * Who hears about what, by mail. Each function adds outbox rows to the caller's unit of work, so
 * a mail is stored with the event that calls for it (and not without it); the worker delivers it
 * later, never holding up the request. The Notifications settings switch the admins' mail about
 * new applications, new job posts and the weekly summary; mail to the visitor concerned (an
 * acknowledgement, a decision) always goes when they gave an address. Spam never mails anyone.
 * The automatic replies to an address typed in a form (acknowledgement, 'job received',
 * 'application received') count against that recipient's cap (see queueVisitorEmail); past it
 * they are stored as suppressed. Mail that staff trigger (decisions) and the admins' mail do not.
 */

/** What a notice uses: the unit of work its outbox rows join, the site's origin for its links, and NOTIFY_EMAILS. */
export interface NotifyContext {
  em: EntityManager;
  siteUrl: string;
  notifyEmails: string[];
}

/** The kinds of outbox row, as the Email screen shows them. */
export const MAIL_KINDS = {
  leadNew: 'lead.new',
  leadAck: 'lead.ack',
  jobSubmitted: 'job.submitted',
  jobReceived: 'job.received',
  jobApproved: 'job.approved',
  jobDenied: 'job.denied',
  applicationNew: 'application.new',
  applicationReceived: 'application.received',
  applicationDecision: 'application.decision',
  /** A mail a recruiter sends an applicant from the application (a template of Settings → Notifications). */
  applicationMessage: 'application.message',
  weeklySummary: 'summary.weekly',
  teamInvitation: 'team.invitation',
  passwordReset: 'admin.password_reset',
  /** To the owners: a privacy request was confirmed (due in 30 days). */
  privacyRequest: 'privacy.request',
  /** To the owners: a privacy request still open a week before it is due (once per request). */
  privacyReminder: 'privacy.reminder',
} as const;

export interface Audience {
  brand: Brand;
  settings: ISiteSettings | null;
  /** NOTIFY_EMAILS, or the contact email of the site settings. */
  admins: string[];
}

/** Who the admins' notices go to (NOTIFY_EMAILS, or the site's contact email) and the brand of the site's mail. */
export async function audience(ctx: NotifyContext): Promise<Audience> {
  const settings = await findSiteSettings(ctx.em);
  const admins = ctx.notifyEmails?.length ? ctx.notifyEmails : settings?.contactEmail ? [settings.contactEmail] : [];
  return { brand: brandOf(settings, ctx.siteUrl), settings, admins };
}

const brandOf = (settings: Pick<ISiteSettings, 'companyName'> | null, siteUrl: string): Brand => ({
  company: settings?.companyName ?? DEFAULT_COMPANY_SETTINGS.companyName,
  siteUrl,
});

function send(em: EntityManager, kind: string, to: string, content: MailContent) {
  return queueEmail(em, { kind, to, subject: content.subject.slice(0, 200), text: content.text, html: content.html });
}

/** An automatic reply to an address a visitor typed: counted against that recipient's cap. */
function reply(em: EntityManager, kind: string, to: string, content: MailContent) {
  return queueVisitorEmail(em, { kind, to, subject: content.subject.slice(0, 200), text: content.text, html: content.html });
}

const toAdmins = (ctx: NotifyContext, who: Audience, kind: string, content: MailContent) => {
  for (const admin of who.admins) send(ctx.em, kind, admin, content);
};

export interface LeadNotice {
  /** The lead's id (reserved before it is stored): the admins' subject names it. */
  id: number;
  /** 'Contact message', 'Transportation quote request', ... */
  kindLabel: string;
  /** The kind whose acknowledgement the sender gets (its words are the mail's), or null: none. */
  acknowledgeAs: AcknowledgedLead | null;
  facts: [string, string | null | undefined][];
  adminPath: string;
  /** The sender, when they gave an address: they get an acknowledgement. */
  name: string | null;
  email: string | null;
  /** The language of the form's page: the acknowledgement's. */
  locale: Locale;
}

/** A new lead: the admins hear of it, and the sender gets an acknowledgement. */
export async function notifyNewLead(ctx: NotifyContext, lead: LeadNotice) {
  const who = await audience(ctx);
  toAdmins(ctx, who, MAIL_KINDS.leadNew, mail.newLeadMail(who.brand, lead));
  if (lead.acknowledgeAs && lead.email)
    await reply(ctx.em, MAIL_KINDS.leadAck, lead.email, mail.leadAcknowledgementMail(who.brand, lead.locale, { name: lead.name, kind: lead.acknowledgeAs }));
}

/** A job posted on the site: the admins (when 'new job posts' is on) and the poster hear of it ('received', or 'live' with auto-approval: a reply, capped). */
export async function notifyJobSubmitted(
  ctx: NotifyContext,
  job: { id: number; title: string; company: string; location: string; contactEmail: string | null; live: boolean; locale: Locale },
) {
  const who = await audience(ctx);
  if (who.settings?.notifyNewJobPosts ?? true) toAdmins(ctx, who, MAIL_KINDS.jobSubmitted, mail.newJobSubmissionMail(who.brand, job));
  if (job.contactEmail)
    await reply(ctx.em, job.live ? MAIL_KINDS.jobApproved : MAIL_KINDS.jobReceived, job.contactEmail, mail.jobReceivedMail(who.brand, job.locale, job));
}

/**
 * A job its poster edited or reposted on My postings (issue 38) waits for review again: the admins
 * hear of it as of a new submission (when 'new job posts' is on). The poster gets no mail: the page
 * told them.
 */
export async function notifyJobBackToReview(
  ctx: NotifyContext,
  job: { id: number; title: string; company: string; location: string },
  why: 'edited' | 'reposted',
) {
  const who = await audience(ctx);
  if (who.settings?.notifyNewJobPosts ?? true) toAdmins(ctx, who, MAIL_KINDS.jobSubmitted, mail.jobBackToReviewMail(who.brand, job, why));
}

/** A pending job approved or denied: the poster hears of it (denied: with the reason), in the language of the page they posted it from. */
export async function notifyJobDecision(
  ctx: NotifyContext,
  job: { id: number; title: string; contactEmail: string | null; locale: Locale },
  decision: { status: 'approved' | 'denied'; reason?: string | null },
) {
  if (!job.contactEmail) return;
  const who = await audience(ctx);
  if (decision.status === 'approved') send(ctx.em, MAIL_KINDS.jobApproved, job.contactEmail, mail.jobApprovedMail(who.brand, job.locale, job));
  else send(ctx.em, MAIL_KINDS.jobDenied, job.contactEmail, mail.jobDeniedMail(who.brand, job.locale, { ...job, reason: decision.reason ?? null }));
}

/**
 * A new application: the admins (when 'new applications' is on) and the applicant (a reply,
 * capped, in the language of the job page: `readerJobTitle` is the job's title in it) hear of it.
 * Returns the applicant's mail (for the application's timeline), if any.
 */
export async function notifyNewApplication(
  ctx: NotifyContext,
  app: {
    jobId: number;
    jobTitle: string;
    readerJobTitle: string;
    name: string | null;
    email: string | null;
    phone: string | null;
    resume?: string | null;
    locale: Locale;
  },
) {
  const who = await audience(ctx);
  if (who.settings?.notifyNewApplications ?? true) toAdmins(ctx, who, MAIL_KINDS.applicationNew, mail.newApplicationMail(who.brand, app));
  return app.email
    ? await reply(
        ctx.em,
        MAIL_KINDS.applicationReceived,
        app.email,
        mail.applicationReceivedMail(who.brand, app.locale, { ...app, jobTitle: app.readerJobTitle }),
      )
    : undefined;
}

/**
 * An application accepted or rejected: the applicant hears of it in the application's language
 * (`jobTitle` in it). Returns that mail (for the timeline), if any.
 */
export async function notifyApplicationDecision(
  ctx: NotifyContext,
  app: { jobTitle: string; name: string | null; email: string | null; locale: Locale },
  accepted: boolean,
) {
  if (!app.email) return undefined;
  const who = await audience(ctx);
  return send(ctx.em, MAIL_KINDS.applicationDecision, app.email, mail.applicationDecisionMail(who.brand, app.locale, { ...app, accepted }));
}

/** The week's figures for the admins, when 'weekly summary' is on. Returns how many mails were queued. */
export async function queueWeeklySummary(ctx: NotifyContext, now: Date): Promise<number> {
  const who = await audience(ctx);
  if (!(who.settings?.notifyWeeklySummary ?? true) || who.admins.length === 0) return 0;
  const since = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const count = async (table: string, column: string, extra = '') => {
    const [row] = await query<{ n: number }>(
      ctx.em,
      sql`select count(*)::int as n from ${raw(`"${table}"`)} where ${raw(`"${column}"`)} >= ${since.toISOString()}::timestamptz ${raw(extra)}`,
    );
    return (row?.n ?? 0).toLocaleString('en-CA');
  };
  const facts: [string, string][] = [
    ['Jobs posted', await count('jobs', 'posted_at', `and status <> 'spam'`)],
    ['Applications', await count('job_applications', 'applied_at')],
    ['Contact messages', await count('contact_messages', 'created_at', `and status <> 'spam'`)],
    ['Transportation quotes', await count('transportation_quotes', 'created_at', `and status <> 'spam'`)],
    ['Warehouse quotes', await count('warehouse_quotes', 'created_at', `and status <> 'spam'`)],
    ['Carrier requests', await count('carrier_applications', 'created_at', `and status <> 'spam'`)],
    ['New subscribers', await count('newsletter_subscriptions', 'created_at', `and status = 'active'`)],
  ];
  const day = (d: Date) => d.toISOString().slice(0, 10);
  toAdmins(ctx, who, MAIL_KINDS.weeklySummary, mail.weeklySummaryMail(who.brand, { from: day(since), to: day(now), facts }));
  return who.admins.length;
}

// ---------------------------------------------------------------- privacy requests, to the owners

/**
 * Privacy requests are the owners' to answer (the Privacy screen is theirs alone), so they are
 * mailed, not NOTIFY_EMAILS: every active staff user with the role 'owner' and an email address.
 */
export async function ownerAddresses(em: EntityManager): Promise<string[]> {
  const owners = await em.find(AdminUser, { role: 'owner', active: true, email: { $ne: null } }, { fields: ['email'], orderBy: { id: 'asc' } });
  return owners.map((owner) => owner.email!);
}

const DAY_MS = 86_400_000;
/** Days from `now` to `due` on the company's calendar (Toronto): 0 on the day it is due. */
export const calendarDaysUntil = (due: Date, now: Date) => Math.round((Date.parse(zonedDate(due)) - Date.parse(zonedDate(now))) / DAY_MS);
const longDate = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: COMPANY_TIME_ZONE, dateStyle: 'long' });

type OwnerMailContext = Pick<NotifyContext, 'em' | 'siteUrl'>;
type RequestFacts = Pick<IPrivacyRequest, 'id' | 'kind' | 'verifiedAt' | 'dueAt'>;
const ownerFacts = (request: RequestFacts) => ({ id: request.id, kind: request.kind, confirmed: longDate(request.verifiedAt), due: longDate(request.dueAt) });

/**
 * A request its person just confirmed: each owner is mailed its number, kind and due date, in the
 * caller's unit of work. Never the address or a name: an erasure reaches the outbox, not the
 * owners' mailboxes. Returns how many owners were mailed.
 */
export async function notifyPrivacyRequestConfirmed(ctx: OwnerMailContext, request: RequestFacts): Promise<number> {
  const owners = await ownerAddresses(ctx.em);
  if (owners.length === 0) return 0;
  const content = mail.privacyRequestConfirmedMail(brandOf(await findSiteSettings(ctx.em), ctx.siteUrl), ownerFacts(request));
  for (const to of owners) send(ctx.em, MAIL_KINDS.privacyRequest, to, content);
  return owners.length;
}

/**
 * The reminders (the mail worker's daily run): each open request whose due date is at most
 * PRIVACY_REMINDER_DAYS calendar days away (or past) and that was never reminded of is marked
 * reminded and mailed to every owner, in one transaction, so it is reminded of once whichever
 * worker runs (rows another is claiming are skipped). With no owner to mail, nothing is marked:
 * the reminder goes once an owner has an address. Returns how many requests were reminded of.
 */
export async function sendPrivacyReminders(ctx: OwnerMailContext, now: Date): Promise<number> {
  return ctx.em.transactional(async (em) => {
    const owners = await ownerAddresses(em);
    if (owners.length === 0) return 0;
    // Before midnight (Toronto) at the end of the PRIVACY_REMINDER_DAYS-th day from today.
    const rows = await query<{ id: number; kind: PrivacyRequestKind; verified_at: Date; due_at: Date }>(
      em,
      sql`update privacy_requests set reminded_at = ${now} where id in (
            select id from privacy_requests
             where status = 'verified' and reminded_at is null
               and due_at < ((${now.toISOString()}::timestamptz at time zone ${COMPANY_TIME_ZONE})::date + ${PRIVACY_REMINDER_DAYS + 1}::int)::timestamp at time zone ${COMPANY_TIME_ZONE}
             order by due_at, id
             for update skip locked)
          returning id, kind, verified_at, due_at`,
    );
    if (rows.length === 0) return 0;
    const brand = brandOf(await findSiteSettings(em), ctx.siteUrl);
    for (const row of rows.sort((a, b) => Number(a.id) - Number(b.id))) {
      const request = { id: Number(row.id), kind: row.kind, verifiedAt: new Date(row.verified_at), dueAt: new Date(row.due_at) };
      const content = mail.privacyRequestReminderMail(brand, { ...ownerFacts(request), daysLeft: calendarDaysUntil(request.dueAt, now) });
      for (const to of owners) send(em, MAIL_KINDS.privacyReminder, to, content);
    }
    await em.flush();
    return rows.length;
  });
}
