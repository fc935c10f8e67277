/**
 * The site's mail, as plain text and simple HTML. Each template takes the facts of one event and
 * gives a subject and both bodies; links are absolute (the site's origin: PUBLIC_URL, or the
 * request's allowed host). Every value from a visitor is escaped in the HTML.
 *
 * Subjects are fixed wording (a record number at most), never submitted text: anyone may type
 * anyone's address into a form, and a subject is what a mailbox shows before the mail is opened,
 * so a job title, a name or search words there would let a stranger write to that inbox. The
 * submitted facts stay in the body, where they are useful and escaped.
 */
import { applicantLabel } from '@app/shared/applicants';
import { jobPath } from '@app/shared/job-url';
import { HTML_LANG, localizePath, type Locale } from '@app/shared/locale-paths';
import { escapeHtml } from '@app/shared/text';
import { VISITOR_TEXT, denialReasonIn, momentIn, type AcknowledgedLead } from './mail-texts.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface Brand {
  /** The company name of the site settings. */
  company: string;
  /** The site's origin, without a trailing slash. */
  siteUrl: string;
}

/** A paragraph of text, or a link, or a list of labelled facts. */
type Block = string | { link: string; label: string } | { facts: [label: string, value: string | null | undefined][] };

/** One mail from its blocks: the same words in both bodies. */
function compose(brand: Brand, subject: string, blocks: Block[], locale: Locale = 'en'): MailContent {
  const colon = VISITOR_TEXT[locale].colon;
  const text: string[] = [];
  const html: string[] = [];
  for (const block of blocks) {
    if (typeof block === 'string') {
      text.push(block);
      html.push(`<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`);
    } else if ('link' in block) {
      text.push(`${block.label}${colon}${block.link}`);
      html.push(`<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.label)}</a></p>`);
    } else {
      const facts = block.facts.filter(([, value]) => value !== null && value !== undefined && value !== '');
      text.push(facts.map(([label, value]) => `${label}${colon}${value}`).join('\n'));
      html.push(
        `<table role="presentation" cellpadding="4">${facts.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(String(value)).replace(/\n/g, '<br>')}</td></tr>`).join('')}</table>`,
      );
    }
  }
  // The signature links the home page of the reader's language (the site's origin in English, as always).
  const home = locale === 'en' ? brand.siteUrl : `${brand.siteUrl}${localizePath('/', locale)}`;
  const signature = `${brand.company}\n${home}`;
  return {
    subject,
    text: `${text.join('\n\n')}\n\n-- \n${signature}\n`,
    html:
      `<!doctype html><html${locale === 'en' ? '' : ` lang="${HTML_LANG[locale]}"`}><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a2433;max-width:640px">` +
      `${html.join('\n')}<hr><p style="color:#5c6b7f;font-size:13px">${escapeHtml(brand.company)}<br><a href="${escapeHtml(home)}">${escapeHtml(home)}</a></p></body></html>`,
  };
}

export const adminLink = (brand: Brand, path: string) => `${brand.siteUrl}${path}`;

/** Control characters, invisible format characters (bidi overrides, zero-width) and line or paragraph separators. */
const CONTROL_OR_BREAK = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/** A scheme (`http://`, `hxxp://`), `www.`, or a dot between a letter or digit and two letters: a domain such as evil.example (initials like J.R.R. pass). */
const LINK_LIKE = /:\/\/|\bwww[.\u3002\uFF0E\uFF61]|[\p{L}\p{N}-][.\u3002\uFF0E\uFF61]\p{L}{2}/iu;
/** Longer names are not echoed either: a greeting is no place for a message. */
const MAX_GREETED_NAME = 80;

/**
 * Whether a submitted name may be echoed in a greeting ('Hello Pat,'). Not when it holds a link
 * or something a mail client would make one (a scheme, www., a domain-like word), an '@', or
 * control characters or line breaks: the name is the one field of an automatic reply that a
 * stranger writes, so those mails would carry their message to whatever address they typed.
 */
export function isGreetableName(name: string | null | undefined): name is string {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '' || trimmed.length > MAX_GREETED_NAME) return false;
  return !trimmed.includes('@') && !CONTROL_OR_BREAK.test(trimmed) && !LINK_LIKE.test(trimmed);
}

/** 'Hello Pat Sender,' ('Bonjour Pat Sender,') or, for a name that may not be echoed (see isGreetableName), 'Hello,' ('Bonjour,'). */
export const greeting = (name: string | null | undefined, locale: Locale = 'en') =>
  isGreetableName(name) ? VISITOR_TEXT[locale].helloName(name.trim()) : VISITOR_TEXT[locale].hello;

// ---------------------------------------------------------------- to the admins

export function newLeadMail(
  brand: Brand,
  lead: { id: number; kindLabel: string; facts: [string, string | null | undefined][]; adminPath: string },
): MailContent {
  return compose(brand, `New ${lead.kindLabel.toLowerCase()} #${lead.id}`, [
    `A new ${lead.kindLabel.toLowerCase()} came in through the website.`,
    { facts: lead.facts },
    { link: adminLink(brand, lead.adminPath), label: 'Open it in the admin area' },
  ]);
}

export function newJobSubmissionMail(
  brand: Brand,
  job: { id: number; title: string; company: string; location: string; contactEmail: string | null; live: boolean },
): MailContent {
  return compose(brand, job.live ? `New job #${job.id} published` : `New job #${job.id} waiting for review`, [
    job.live
      ? 'A job was posted on the website and published at once (job auto-approval is on).'
      : 'A job was posted on the website and is waiting for review.',
    {
      facts: [
        ['Title', job.title],
        ['Company', job.company],
        ['Location', job.location],
        ['Contact', job.contactEmail],
      ],
    },
    { link: adminLink(brand, job.live ? '/admin/jobs?tab=approved' : '/admin/jobs'), label: 'Review it in Job Management' },
  ]);
}

/** To the admins: a poster edited or reposted a job on My postings; it waits for review again. */
export function jobBackToReviewMail(
  brand: Brand,
  job: { id: number; title: string; company: string; location: string },
  why: 'edited' | 'reposted',
): MailContent {
  return compose(brand, `Job #${job.id} ${why} by its poster, waiting for review`, [
    why === 'edited'
      ? 'The poster of this job edited it on My postings. It is waiting for review again and is not shown on the site until approved.'
      : 'The poster of this job reposted it on My postings after it closed. It is waiting for review.',
    {
      facts: [
        ['Title', job.title],
        ['Company', job.company],
        ['Location', job.location],
      ],
    },
    { link: adminLink(brand, '/admin/jobs'), label: 'Review it in Job Management' },
  ]);
}

export function newApplicationMail(
  brand: Brand,
  app: { jobId: number; jobTitle: string; name: string | null; email: string | null; phone: string | null; resume?: string | null },
): MailContent {
  return compose(brand, `New application for job #${app.jobId}`, [
    `${applicantLabel({ applicantName: app.name, applicantEmail: app.email, applicantPhone: app.phone, hasResume: Boolean(app.resume) }) ?? 'Someone'} applied for ${app.jobTitle}.`,
    {
      facts: [
        ['Job', `#${app.jobId}`],
        ['Applicant', app.name],
        ['Email', app.email],
        ['Phone', app.phone],
        ['Resume', app.resume],
      ],
    },
    { link: adminLink(brand, '/admin/applications'), label: 'Open Applications' },
  ]);
}

export function weeklySummaryMail(brand: Brand, week: { from: string; to: string; facts: [string, string][] }): MailContent {
  return compose(brand, `Weekly summary: ${week.from} to ${week.to}`, [
    `What happened on the website from ${week.from} to ${week.to}:`,
    { facts: week.facts },
    { link: adminLink(brand, '/admin'), label: 'Open the dashboard' },
  ]);
}

// ---------------------------------------------------------------- to visitors
//
// Each mail to a visitor is written in the language of the page they sent the form from (the
// record's `locale`): one structure per mail, its words from VISITOR_TEXT (mail-texts.ts), its links
// to the pages of that language (localizePath).

/** An absolute link to a public page in the reader's language ('/my-applications' → '/fr/mes-candidatures'). */
export const pageLink = (brand: Brand, locale: Locale, path: string) => `${brand.siteUrl}${localizePath(path, locale)}`;

/** The sender's acknowledgement of a contact message or quote request: `kind` names it in fixed words, never submitted text. */
export function leadAcknowledgementMail(brand: Brand, locale: Locale, who: { name: string | null; kind: AcknowledgedLead }): MailContent {
  const t = VISITOR_TEXT[locale];
  const what = t.leadAck.what[who.kind];
  return compose(brand, t.leadAck.subject(what), [greeting(who.name, locale), t.leadAck.thanks(brand.company, what), t.leadAck.noReply], locale);
}

/**
 * The way in to My postings (issue 38), in the poster's mails: a link to the page where one asks
 * for a sign-in link, never a standing token (anyone may forward a mail).
 */
function myPostingsWayIn(brand: Brand, locale: Locale): Block[] {
  const t = VISITOR_TEXT[locale].myPostings;
  return [t.wayIn, { link: pageLink(brand, locale, '/my-postings'), label: t.label }];
}

/** A job posted on the site, to its poster: 'under review', or 'live' with auto-approval. */
export function jobReceivedMail(brand: Brand, locale: Locale, job: { id: number; title: string; live: boolean }): MailContent {
  const t = VISITOR_TEXT[locale].jobReceived;
  return job.live
    ? jobApprovedMail(brand, locale, job)
    : compose(brand, t.subject(job.id), [t.thanks(job.title, brand.company), t.review, ...myPostingsWayIn(brand, locale)], locale);
}

export function jobApprovedMail(brand: Brand, locale: Locale, job: { id: number; title: string }): MailContent {
  const t = VISITOR_TEXT[locale].jobApproved;
  return compose(
    brand,
    t.subject(job.id),
    [t.live(job.title), { link: pageLink(brand, locale, jobPath(job.id)), label: t.see }, ...myPostingsWayIn(brand, locale)],
    locale,
  );
}

export function jobDeniedMail(brand: Brand, locale: Locale, job: { id: number; title: string; reason: string | null }): MailContent {
  const t = VISITOR_TEXT[locale].jobDenied;
  return compose(
    brand,
    t.subject(job.id),
    [
      t.notPublished(job.title, brand.company),
      job.reason ? t.reason(denialReasonIn(locale, job.reason)) : t.askUs,
      t.editIt,
      ...myPostingsWayIn(brand, locale),
    ],
    locale,
  );
}

export function applicationReceivedMail(brand: Brand, locale: Locale, app: { name: string | null; jobTitle: string }): MailContent {
  const t = VISITOR_TEXT[locale].applicationReceived;
  return compose(
    brand,
    t.subject,
    [
      greeting(app.name, locale),
      t.thanks(app.jobTitle, brand.company),
      t.wayIn,
      { link: pageLink(brand, locale, '/my-applications'), label: t.myApplications },
    ],
    locale,
  );
}

/** The sign-in link of My applications or My postings (issue 38): works once, for `minutes`. */
function signInLinkMail(which: 'candidateLink' | 'employerLink') {
  return (brand: Brand, locale: Locale, link: { link: string; minutes: number }): MailContent => {
    const text = VISITOR_TEXT[locale];
    const t = text[which];
    return compose(
      brand,
      t.subject,
      [text.hello, t.asked(brand.company, link.minutes), { link: link.link, label: t.open }, text.ignore.nothingChanges],
      locale,
    );
  };
}

/** The sign-in link of My applications (issue 38): works once, for `minutes`. */
export const candidateLinkMail = signInLinkMail('candidateLink');
/** The sign-in link of My postings (issue 38): works once, for `minutes`. */
export const employerLinkMail = signInLinkMail('employerLink');

export function applicationDecisionMail(brand: Brand, locale: Locale, app: { name: string | null; jobTitle: string; accepted: boolean }): MailContent {
  const t = VISITOR_TEXT[locale].decision;
  return app.accepted
    ? compose(brand, t.acceptedSubject, [greeting(app.name, locale), t.accepted(app.jobTitle)], locale)
    : compose(brand, t.rejectedSubject, [greeting(app.name, locale), t.rejected(app.jobTitle), t.newJobs(pageLink(brand, locale, '/jobs'))], locale);
}

/**
 * A mail a recruiter writes to an applicant from the application (a template of Settings →
 * Notifications, filled in and perhaps adjusted): the subject and the body as written, one
 * paragraph per block of lines, with the company's signature.
 */
export function applicantMessageMail(brand: Brand, locale: Locale, message: { subject: string; body: string }): MailContent {
  const paragraphs = message.body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return compose(brand, message.subject, paragraphs, locale);
}

export function newsletterConfirmMail(brand: Brand, locale: Locale, link: string): MailContent {
  const text = VISITOR_TEXT[locale];
  const t = text.newsletter;
  return compose(brand, t.subject, [text.hello, t.asked, { link, label: t.confirm }, text.ignore.stayUnsubscribed], locale);
}

// ---------------------------------------------------------------- job alerts

export function jobAlertConfirmMail(brand: Brand, locale: Locale, alert: { search: string; frequency: 'instant' | 'daily'; link: string }): MailContent {
  const text = VISITOR_TEXT[locale];
  const t = text.alertConfirm;
  return compose(
    brand,
    t.subject,
    [
      text.hello,
      t.asked(alert.frequency === 'instant', brand.company),
      { facts: [[t.search, alert.search]] },
      t.start,
      { link: alert.link, label: t.confirm },
      text.ignore.nothingMore,
    ],
    locale,
  );
}

export interface AlertJob {
  title: string;
  company: string;
  location: string;
  url: string;
}

export function jobAlertMail(
  brand: Brand,
  locale: Locale,
  alert: { search: string; digest: boolean; jobs: AlertJob[]; more: number; searchUrl: string; unsubscribe: string },
): MailContent {
  const t = VISITOR_TEXT[locale].alert;
  const count = alert.jobs.length + alert.more;
  // Job titles and the search words stay in the body: the subject says only how many.
  // The search is described with its own quotes ('“forklift” in Toronto', or 'All jobs').
  const blocks: Block[] = [{ facts: [[t.yourSearch, alert.search]] }, t.intro(alert.digest, count)];
  for (const job of alert.jobs) blocks.push({ link: job.url, label: t.job(job.title, job.company, job.location) });
  blocks.push(alert.more > 0 ? { link: alert.searchUrl, label: t.more(alert.more) } : { link: alert.searchUrl, label: t.every });
  blocks.push(t.why);
  blocks.push({ link: alert.unsubscribe, label: t.unsubscribe });
  return compose(brand, t.subject(count), blocks, locale);
}

// ---------------------------------------------------------------- uploads

/**
 * To the admins, at most once a day: the uploads no application has taken yet reached
 * UPLOAD_PENDING_MAX_MB, so new resume uploads are refused (507). Only the server's own figures:
 * nothing a visitor wrote.
 */
export function uploadsFullMail(brand: Brand, state: { pendingMb: number; capMb: number }): MailContent {
  return compose(brand, 'Resume uploads are paused: the space for unused uploads is full', [
    'Visitors can no longer upload a resume file: the files uploaded but not yet part of an application have reached the space the server keeps for them. Each visitor refused is asked to try again later, or to give a link to their resume instead.',
    {
      facts: [
        ['Waiting uploads', `${state.pendingMb.toLocaleString('en-CA')} MB`],
        ['Limit (UPLOAD_PENDING_MAX_MB)', `${state.capMb.toLocaleString('en-CA')} MB`],
      ],
    },
    'Space comes back as applications take their uploads, and as the sweep deletes the uploads no application took within a day. A sudden burst may be someone filling the space on purpose; if genuine applicants keep reaching the limit, raise UPLOAD_PENDING_MAX_MB (with room for it on the disk or in the bucket).',
    { link: adminLink(brand, '/admin/applications'), label: 'Open Applications' },
    'This notice is sent at most once a day.',
  ]);
}

/** The link that confirms an access or deletion request (a reply to an address a visitor typed: capped like the others). */
export function privacyConfirmMail(brand: Brand, locale: Locale, request: { kind: 'access' | 'delete'; link: string }): MailContent {
  const text = VISITOR_TEXT[locale];
  const t = text.privacyConfirm;
  return compose(
    brand,
    t.subject[request.kind],
    [text.hello, t.asked(brand.company, request.kind), t.confirmIt, { link: request.link, label: t.confirm }, text.ignore.nothingDone],
    locale,
  );
}

/** An access request completed: the link to download the export (a ZIP), valid until `expires`. */
export function privacyExportMail(brand: Brand, locale: Locale, exported: { link: string; expires: Date }): MailContent {
  const text = VISITOR_TEXT[locale];
  const t = text.privacyExport;
  return compose(
    brand,
    t.subject,
    [text.hello, t.here(brand.company), { link: exported.link, label: t.download }, t.until(momentIn(locale, exported.expires))],
    locale,
  );
}

// ---------------------------------------------------------------- privacy requests, to the owners

/** What the owners are told of a privacy request: its number, kind and dates, never who asked (see notifications.ts). */
export interface OwnerPrivacyRequest {
  id: number;
  kind: 'access' | 'delete';
  /** Dates as the company reads them ('March 4, 2027'). */
  confirmed: string;
  due: string;
}

const privacyKindFact = (kind: OwnerPrivacyRequest['kind']) => (kind === 'access' ? 'Access (a copy of their data)' : 'Deletion (erase their data)');
const privacyFacts = (request: OwnerPrivacyRequest): Block => ({
  facts: [
    ['Request', `#${request.id}`],
    ['Kind', privacyKindFact(request.kind)],
    ['Confirmed', request.confirmed],
    ['Due', request.due],
  ],
});
const PRIVACY_SCREEN_NOTE =
  'Who asked, and everything held for their address, is on the Privacy requests screen (owners only), where the request is completed. This mail leaves the address out on purpose: a copy in a mailbox could not be erased later.';

/** A request its person just confirmed: due 30 days later. */
export function privacyRequestConfirmedMail(brand: Brand, request: OwnerPrivacyRequest): MailContent {
  const what = request.kind === 'access' ? 'an access request (a copy of their personal information)' : 'a deletion request (erase their personal information)';
  return compose(brand, `Privacy request #${request.id} confirmed: answer within 30 days`, [
    `Someone confirmed ${what} on ${request.confirmed}. PIPEDA gives us 30 days to answer it: it is due by ${request.due}.`,
    privacyFacts(request),
    PRIVACY_SCREEN_NOTE,
    { link: adminLink(brand, '/admin/privacy'), label: 'Open Privacy requests' },
  ]);
}

/** 'in 7 days', 'tomorrow', 'today', or null once the due date has passed. */
const dueIn = (days: number) => (days > 1 ? `in ${days} days` : days === 1 ? 'tomorrow' : days === 0 ? 'today' : null);

/** The one reminder of a request still open a week (`daysLeft`, in calendar days) before it is due. */
export function privacyRequestReminderMail(brand: Brand, request: OwnerPrivacyRequest & { daysLeft: number }): MailContent {
  const when = dueIn(request.daysLeft);
  const overdue = `${-request.daysLeft} day${request.daysLeft === -1 ? '' : 's'}`;
  return compose(brand, when ? `Reminder: privacy request #${request.id} is due ${when}` : `Reminder: privacy request #${request.id} is overdue`, [
    when
      ? `Privacy request #${request.id} is still open and is due ${when}, on ${request.due}.`
      : `Privacy request #${request.id} is still open and was due on ${request.due}, ${overdue} ago.`,
    privacyFacts(request),
    request.kind === 'access'
      ? 'To complete it, open the request and choose Send export: the person is mailed a link to a copy of their data.'
      : 'To complete it, open the request and choose Erase data: everything held for the address is erased.',
    PRIVACY_SCREEN_NOTE,
    { link: adminLink(brand, '/admin/privacy'), label: 'Open Privacy requests' },
  ]);
}

// ---------------------------------------------------------------- staff accounts

/** An invitation to the team: a link, valid `hours`, to choose a username and a password. */
export function teamInvitationMail(brand: Brand, invitation: { link: string; roleLabel: string; invitedBy: string; hours: number }): MailContent {
  return compose(brand, `You are invited to the ${brand.company} admin area`, [
    'Hello,',
    `${invitation.invitedBy} invited you to join the team that runs the ${brand.company} website, as ${/^[aeiou]/i.test(invitation.roleLabel) ? 'an' : 'a'} ${invitation.roleLabel.toLowerCase()}.`,
    `To accept, open this link within ${invitation.hours} hours and choose your username and password. The link works once.`,
    { link: invitation.link, label: 'Accept the invitation' },
    'If you did not expect this invitation, ignore this message: no account is made without you.',
  ]);
}

/** A 'Forgot password?' link, valid `minutes`. */
export function passwordResetMail(brand: Brand, reset: { link: string; username: string; minutes: number }): MailContent {
  return compose(brand, 'Set a new password for the admin area', [
    'Hello,',
    `Someone asked to set a new password for the admin account '${reset.username}' of ${brand.company}. To choose one, open this link within ${reset.minutes} minutes. The link works once, and setting the password signs the account out everywhere.`,
    { link: reset.link, label: 'Set a new password' },
    'If you did not ask for this, ignore this message: your password stays as it is.',
  ]);
}
