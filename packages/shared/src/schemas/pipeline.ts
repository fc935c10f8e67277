import { z, str, ZId, ZLocale, trimmedCap } from './base.ts';

/**
 * A recruiter's pipeline on job applications (issue 22, item 7): who works on an application (its
 * assignee), dated notes, mail to the applicant from editable templates, and the application's
 * timeline. Additive: the specification's statuses and answers stay as they are.
 */

// ---------------------------------------------------------------- mail to the applicant

/** The mails a recruiter sends an applicant from the application, each from an editable template in English and French (Settings → Notifications). */
export const APPLICANT_EMAIL_TEMPLATES = ['interview_invitation', 'not_selected', 'request_for_documents'] as const;
export type ApplicantEmailTemplate = (typeof APPLICANT_EMAIL_TEMPLATES)[number];

export const APPLICANT_EMAIL_TEMPLATE_LABELS: Record<ApplicantEmailTemplate, string> = {
  interview_invitation: 'Interview invitation',
  not_selected: 'Not selected',
  request_for_documents: 'Request for documents',
};

/**
 * What a template may say in double braces, filled in when the mail is written: the applicant's
 * name, the job's title and the company's name (Site Settings).
 */
export const APPLICANT_EMAIL_PLACEHOLDERS = ['name', 'jobTitle', 'company'] as const;
export type ApplicantEmailPlaceholder = (typeof APPLICANT_EMAIL_PLACEHOLDERS)[number];

/** `{{name}}` and the like (spaces inside the braces are allowed). Linear: the braces' content never holds a brace. */
const PLACEHOLDER = /\{\{([^{}]{0,40})\}\}/g;

/** The placeholders a text uses that are not one of APPLICANT_EMAIL_PLACEHOLDERS, as written ('{{surname}}'). */
export function unknownPlaceholders(text: string): string[] {
  const known = APPLICANT_EMAIL_PLACEHOLDERS as readonly string[];
  return [...text.matchAll(PLACEHOLDER)].filter((m) => !known.includes(m[1]!.trim())).map((m) => m[0]);
}

/** The text with each known placeholder replaced by its value (values are inserted as they are, never read again). */
export function fillPlaceholders(text: string, values: Record<ApplicantEmailPlaceholder, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const key = name.trim();
    return (APPLICANT_EMAIL_PLACEHOLDERS as readonly string[]).includes(key) ? values[key as ApplicantEmailPlaceholder] : whole;
  });
}

export const PLACEHOLDER_HINT = `Placeholders: ${APPLICANT_EMAIL_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}`;
const unknownPlaceholderMessage = (found: string[]) => `Unknown placeholder ${found[0]}: use ${APPLICANT_EMAIL_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}`;

export const APPLICANT_EMAIL_SUBJECT_MAX = 200;
export const APPLICANT_EMAIL_BODY_MAX = 10_000;

/** A subject or body of a template or of a mail being sent: trimmed, not blank, only known placeholders. */
const mailText = (label: string, max: number) =>
  str(undefined, trimmedCap(max))
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine((value, ctx) => {
      const found = unknownPlaceholders(value);
      if (found.length) ctx.addIssue({ code: 'custom', message: unknownPlaceholderMessage(found) });
    });

/**
 * The fields of a template as Settings labels them, English and French side by side (the admin
 * area is in English, so the French ones say so); the messages of their checks start with these.
 */
export const APPLICANT_EMAIL_FIELD_LABELS = {
  subject: 'Subject',
  body: 'Message',
  subjectFr: 'Subject (French)',
  bodyFr: 'Message (French)',
} as const;
type TemplateField = keyof typeof APPLICANT_EMAIL_FIELD_LABELS;

/** A subject has no line breaks: it is one header line. */
const subjectText = (label: string = APPLICANT_EMAIL_FIELD_LABELS.subject, oneLineMessage = 'The subject must be one line') =>
  mailText(label, APPLICANT_EMAIL_SUBJECT_MAX).refine((v) => !/[\r\n]/.test(v), oneLineMessage);
const bodyText = (label: string = APPLICANT_EMAIL_FIELD_LABELS.body) => mailText(label, APPLICANT_EMAIL_BODY_MAX);

export const TEMPLATE_CHOICE_MESSAGE = `template must be one of: ${APPLICANT_EMAIL_TEMPLATES.join(', ')}`;

/** A template's key; its label ('Interview invitation') or a spelling with spaces or hyphens is read as the key. */
const templateChoice = z.preprocess(
  (v) =>
    typeof v === 'string' && v.length <= 60
      ? v
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_')
      : v,
  z.enum(APPLICANT_EMAIL_TEMPLATES, { error: TEMPLATE_CHOICE_MESSAGE }),
);

/** A template's subject and body go together, in each language: [subject, body]. */
const TEMPLATE_PAIRS: readonly (readonly [TemplateField, TemplateField])[] = [
  ['subject', 'body'],
  ['subjectFr', 'bodyFr'],
];

export const TEMPLATE_FIELDS_MESSAGE = 'Send a subject and body in English (subject, body), in French (subjectFr, bodyFr), or both';

/**
 * One template's change: the English subject and body, the French ones, or all four (issue 35:
 * before it only the English pair existed, and a payload of it alone still leaves French as it
 * is). Each language's subject and body go together; the French ones are held to the same rules
 * as the English (length, one-line subject, known placeholders).
 */
const templateFields = z
  .object({
    subject: subjectText().optional(),
    body: bodyText().optional(),
    subjectFr: subjectText(APPLICANT_EMAIL_FIELD_LABELS.subjectFr, 'The French subject must be one line').optional(),
    bodyFr: bodyText(APPLICANT_EMAIL_FIELD_LABELS.bodyFr).optional(),
  })
  .superRefine((value, ctx) => {
    const given = TEMPLATE_PAIRS.filter((pair) => pair.some((field) => value[field] !== undefined));
    if (!given.length) ctx.addIssue({ code: 'custom', message: TEMPLATE_FIELDS_MESSAGE });
    for (const pair of given) {
      for (const field of pair) {
        if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: `${APPLICANT_EMAIL_FIELD_LABELS[field]} is required` });
      }
    }
  });

/**
 * PUT /api/admin/settings/applicant-emails (settings.updateApplicantEmails): the templates to
 * change, by key, each with its English subject and body, its French ones, or both; templates
 * (and languages) left out stay as they are.
 */
export const ZApplicantEmailTemplatesInput = z
  .object(
    Object.fromEntries(APPLICANT_EMAIL_TEMPLATES.map((key) => [key, templateFields.optional()])) as Record<
      ApplicantEmailTemplate,
      z.ZodOptional<typeof templateFields>
    >,
  )
  .strict()
  .refine((v) => Object.values(v).some(Boolean), `Send at least one template: ${APPLICANT_EMAIL_TEMPLATES.join(', ')}`);
export type ApplicantEmailTemplatesInput = z.input<typeof ZApplicantEmailTemplatesInput>;
/** The templates' change as the procedure receives it (trimmed). */
export type ApplicantEmailTemplatesChange = z.output<typeof ZApplicantEmailTemplatesInput>;

/**
 * The language of a mail to an applicant (issue 35, item 5): staff choose it; left out, it is the
 * application's own (the language of the page it was sent from).
 */
const mailLocale = ZLocale.optional().describe(
  "The mail's language, 'en' or 'fr'; left out: the application's own (the language of the page it was sent from)",
);

/** GET /api/applications/{id}/email?template=&locale= (application.emailDraft): the template filled in for this applicant, in its language. */
export const ZApplicationEmailDraftInput = z.object({ id: ZId, template: templateChoice, locale: mailLocale });

/**
 * POST /api/applications/{id}/email (application.sendEmail): a template, and the subject and body
 * the recruiter adjusted (the template's own, filled in, when left out).
 */
export const ZApplicationEmailInput = z.object({
  id: ZId,
  template: templateChoice,
  subject: z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), subjectText().optional()),
  body: z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), bodyText().optional()),
  locale: mailLocale,
});
export type ApplicationEmailInput = z.input<typeof ZApplicationEmailInput>;

/** What sending to an application without an address answers (400). */
export const NO_APPLICANT_EMAIL_MESSAGE = 'This application has no email address, so the applicant cannot be mailed';

// ---------------------------------------------------------------- assignee and notes

/** What assigning to someone who may not work on applications answers (400): an unknown, inactive or editor user. */
export const ASSIGNEE_MESSAGE = 'Choose an active owner or recruiter to assign the application to';

/** PATCH /api/applications/{id}/assignee (application.assign): a staff user's id, or null to unassign. */
export const ZApplicationAssignInput = z.object({
  id: ZId,
  userId: z.union([ZId, z.null()], { error: 'userId must be a user id, or null to unassign' }),
});
export type ApplicationAssignInput = z.input<typeof ZApplicationAssignInput>;

export const NOTE_MAX = 5000;

/** POST /api/applications/{id}/notes (application.addNote). */
export const ZApplicationNoteInput = z.object({
  id: ZId,
  text: str('Please write a note', trimmedCap(NOTE_MAX)).trim().min(1, 'Please write a note').max(NOTE_MAX, `A note must be at most ${NOTE_MAX} characters`),
});
export type ApplicationNoteInput = z.input<typeof ZApplicationNoteInput>;

// ---------------------------------------------------------------- timeline

/**
 * What a timeline entry records: the application arriving, a status change, an assignment
 * change, a note, and a mail to the applicant (sent by a recruiter, or the site's own
 * confirmation and decision mails).
 */
export const TIMELINE_KINDS = ['submitted', 'status', 'assignee', 'note', 'email', 'withdrawn', 'updated'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/**
 * The kinds of row kept in application_events ('submitted' is the application's own appliedAt).
 * 'withdrawn' and 'updated' are the applicant's own doing (My applications, or applying again to
 * the same job): no staff actor.
 */
export const APPLICATION_EVENT_KINDS = ['status', 'assignee', 'note', 'email', 'withdrawn', 'updated'] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];
