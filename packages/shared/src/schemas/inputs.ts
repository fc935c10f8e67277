import {
  z,
  str,
  ZId,
  blankIsAbsent,
  listTab,
  text,
  optionalText,
  trimmedCap,
  email,
  optionalEmail,
  phone,
  optionalPhone,
  optionalUrl,
  choice,
  isHttpUrl,
  isImageUrl,
  ZLocale,
} from './base.ts';
import { isResumeFileType, isUploadId } from '../uploads.ts';
import { ZJobDecision } from './moderation.ts';
import { MSG } from '../messages.ts';
import {
  CONSENT_REQUIRED_MESSAGE,
  PRIVACY_REQUEST_KINDS,
  PRIVACY_REQUEST_STATUSES,
  RETENTION_FIELDS,
  RETENTION_FIELD_NAMES,
  type RetentionField,
} from '../privacy.ts';
import { trimChar } from '../text.ts';
import type { Locale } from '../locale-paths.ts';
import { newPassword } from './accounts.ts';
import { ZPageInput, pageFields } from './pagination.ts';
import { PAY_PERIODS } from '../pay.ts';
import { POSTING_CHECK_MESSAGES, payRangeTooWide, postingRulesApply } from '../posting-rules.ts';
import {
  APPLICATION_DEADLINE_OPTIONS,
  APPLICATION_STATUSES,
  STAFF_APPLICATION_STATUSES,
  FREIGHT_TYPES,
  JOB_STATUSES,
  LEAD_KINDS,
  LEAD_STATUSES,
  type LeadKind,
  MAX_FILE_SIZE_OPTIONS,
  BACKUPS_KEPT_OPTIONS,
  TRANSPORT_SERVICE_TYPES,
  TRANSPORT_TIMELINES,
  WAREHOUSE_SERVICE_TYPES,
  JOB_SORTS,
  JOB_SORT_MESSAGE,
  JOB_ATTENTION_FILTERS,
  leadFilterStatusesFor,
} from '../constants.ts';
import { normalizeJobType } from '../job-types.ts';
import { NEAR_RADII_KM, NEAR_RADIUS_MESSAGE } from '../location.ts';
import { JOB_LANGUAGE_MESSAGES, englishReasonMissing } from '../job-language.ts';
import { JOB_ADMIN_SORTS } from '../job-stats.ts';
import { JOB_IMPORT_MAX_BYTES, JOB_IMPORT_MESSAGES } from '../job-csv.ts';

// ---------------------------------------------------------------- jobs

const jobType = str(MSG.jobType)
  .trim()
  .min(1, MSG.jobType)
  .refine((v) => normalizeJobType(v) !== undefined, MSG.jobType)
  .transform((v) => normalizeJobType(v)!);

/** Dates the app stores: real, with a four-digit year from 1970 (JavaScript reads years up to 275760 and below zero, PostgreSQL does not). */
export const MIN_DATE_YEAR = 1970;
export const MAX_DATE_YEAR = 9999;
export function isStorableDate(date: Date): boolean {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
}

const optionalDate = z
  .union([str(), z.date()])
  .nullish()
  .refine((v) => v === undefined || v === null || v === '' || isStorableDate(new Date(v)), MSG.date)
  .transform((v) => (v === undefined || v === null || v === '' ? undefined : new Date(v).toISOString()));

const jobCoreFields = {
  title: text(MSG.title, 1, 200),
  company: text(MSG.jobCompany, 1, 200),
  location: text(MSG.location, 1, 200),
  type: jobType,
  category: text(MSG.jobCategory, 1, 80),
  description: text(MSG.description, 1, 20_000),
  requirements: optionalText(20_000),
  salary: optionalText(200),
};

/** A form's blank ('' or spaces) means "not given"; null stays null (an update clears the field). */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * A pay amount written as text by a form ('22.50', '$55,000', '- $ 5'): an optional minus, an
 * optional dollar sign, digits with commas, optional decimals. Linear: no two quantifiers can take
 * the same characters (the old pattern's runs of \s* around optional signs backtracked
 * polynomially, seven seconds of CPU for 2,000 spaces), and it only ever sees a trimmed text of at
 * most PAY_TEXT_MAX characters.
 */
const PAY_TEXT = /^-?(?:\s*\$)?\s*[\d,]+(?:\.\d+)?$/;
/** Longer than any amount a person types ('$100,000,000.00' is 15). */
const PAY_TEXT_MAX = 40;

/** A pay amount: a number, or a number written as text by a form ('22.50', '55,000'). */
const payAmount = (label: string) =>
  z.preprocess(
    (v) => {
      const b = blankToNull(v);
      if (typeof b !== 'string') return b;
      const t = b.trim();
      return t.length <= PAY_TEXT_MAX && PAY_TEXT.test(t) ? Number(t.replace(/[$,\s]/g, '')) : b;
    },
    z
      .number({ error: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .max(100_000_000, `${label} is too large`)
      .nullish(),
  );

/** A yes/no answer: a boolean, or 'yes'/'no'/'true'/'false' from a form; blank means unanswered. */
const answer = (field: string) =>
  z.preprocess(
    (v) => {
      const b = blankToNull(v);
      if (typeof b !== 'string') return b;
      const t = b.trim().toLowerCase();
      return t === 'yes' || t === 'true' ? true : t === 'no' || t === 'false' ? false : b;
    },
    z.boolean({ error: `${field} must be true or false` }).nullish(),
  );

export const PAY_MESSAGES = {
  payMinAboveMax: 'Maximum pay must be at least the minimum pay',
  periodWithoutAmount: 'Enter a pay amount for the pay period',
  amountWithoutPeriod: 'Please select a pay period',
  currency: 'Currency must be a three-letter code such as CAD',
} as const;

/**
 * Structured pay and the Ontario posting answers (see posting-rules.ts). All optional: a job
 * given only the salary text has its pay read from it.
 */
const jobPayFields = {
  payMin: payAmount('Minimum pay'),
  payMax: payAmount('Maximum pay'),
  payPeriod: z.preprocess(blankToNull, z.enum(PAY_PERIODS, { error: `payPeriod must be one of: ${PAY_PERIODS.join(', ')}` }).nullish()),
  currency: z.preprocess(
    blankToNull,
    str()
      .trim()
      .regex(/^[A-Za-z]{3}$/, PAY_MESSAGES.currency)
      .transform((v) => v.toUpperCase())
      .nullish(),
  ),
  existingVacancy: answer('existingVacancy'),
  aiScreening: answer('aiScreening'),
  employerUnder25: answer('employerUnder25'),
};

type PayFieldsInput = {
  payMin?: number | null;
  payMax?: number | null;
  payPeriod?: (typeof PAY_PERIODS)[number] | null;
  location?: string;
  employerUnder25?: boolean | null;
};

/**
 * Pay that contradicts itself answers 400 with the field's message: a minimum above the maximum,
 * a period without an amount (or an amount without a period), and for an Ontario job a range
 * wider than the posting rule allows.
 */
export function payContradictions(job: PayFieldsInput): { path: keyof typeof jobPayFields; message: string }[] {
  const issues: { path: keyof typeof jobPayFields; message: string }[] = [];
  const hasMin = typeof job.payMin === 'number';
  const hasMax = typeof job.payMax === 'number';
  if (hasMin && hasMax && job.payMin! > job.payMax!) issues.push({ path: 'payMax', message: PAY_MESSAGES.payMinAboveMax });
  if (job.payPeriod && !hasMin && !hasMax) issues.push({ path: 'payPeriod', message: PAY_MESSAGES.periodWithoutAmount });
  if (!job.payPeriod && (hasMin || hasMax)) issues.push({ path: 'payPeriod', message: PAY_MESSAGES.amountWithoutPeriod });
  if (issues.length === 0 && job.location && postingRulesApply(job) && payRangeTooWide(job)) {
    issues.push({ path: 'payMax', message: POSTING_CHECK_MESSAGES.payRangeTooWide });
  }
  return issues;
}

const checkPay = (job: PayFieldsInput, ctx: z.RefinementCtx) => {
  for (const issue of payContradictions(job)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
};

/**
 * The job's French text beside its English one (see job-language.ts), and whether the job requires
 * English, with the reason Québec law asks for. All optional; the admin job list shows which jobs
 * lack French.
 */
const jobLanguageFields = {
  titleFr: optionalText(200),
  descriptionFr: optionalText(20_000),
  requirementsFr: optionalText(20_000),
  requiresEnglish: answer('requiresEnglish'),
  englishReason: optionalText(1000),
};

type LanguageFieldsInput = { location?: string; requiresEnglish?: boolean | null; englishReason?: string | null };

/** A job in Québec that requires English says why (400 at englishReason otherwise). */
const checkEnglishReason = (job: LanguageFieldsInput, ctx: z.RefinementCtx) => {
  if (englishReasonMissing(job)) ctx.addIssue({ code: 'custom', path: ['englishReason'], message: JOB_LANGUAGE_MESSAGES.englishReasonRequired });
};

/** The checks of a whole job (create and submit): its pay, and its language rule. */
const checkJob = (job: PayFieldsInput & LanguageFieldsInput, ctx: z.RefinementCtx) => {
  checkPay(job, ctx);
  checkEnglishReason(job, ctx);
};

const jobCreateFields = {
  ...jobCoreFields,
  ...jobLanguageFields,
  ...jobPayFields,
  contactEmail: optionalEmail(),
  contactPhone: optionalPhone(),
  featured: z.boolean().optional(),
  expiresAt: optionalDate,
};

/** Admin "Post New Job" / POST /api/jobs: contact details optional, but valid when given. */
export const ZJobCreateInput = z.object(jobCreateFields).superRefine(checkJob);
/** A new job's fields as the create path reads them (parsed). */
export type JobCreateInput = z.output<typeof ZJobCreateInput>;

/**
 * Spam protection that costs a person nothing, on every public form: `website` is a field people
 * never see (a bot filling every input fills it), `formToken` is the signed time the form was
 * shown (a bot posting within a moment of fetching it is caught). Both optional: a REST caller
 * sending the documented body without them is judged by the honeypot and the rate limit only.
 */
export const ZSpamTrapFields = {
  website: z.string({ error: 'website must be text' }).max(2000, 'website is too long').optional(),
  formToken: z.string({ error: 'formToken must be text' }).max(200, 'formToken is too long').optional(),
};
export type SpamTrapFields = { website?: string; formToken?: string };

/**
 * Consent on a public form that takes personal data: the site's forms send `consent: true` (the
 * purpose line beside their submit button). Optional in the schema: a web (tRPC) call without it
 * answers 400 CONSENT_REQUIRED_MESSAGE from the procedure, while a REST caller of the
 * specification's documented paths may leave it out (stored as 'implied-api'); `false` is a 400
 * either way.
 */
export const ZConsentField = {
  consent: z.boolean({ error: CONSENT_REQUIRED_MESSAGE }).optional(),
};
export type ConsentFields = { consent?: boolean };

/**
 * The language of the page a public form was sent from (issue 35, item 5): stored with what the
 * form makes, and every mail to its person is written in it. Optional: a REST caller that sends
 * none gets English, as before.
 */
export const ZLocaleField = {
  locale: ZLocale.default('en').describe("The language of the page the form was sent from, and of every mail to this person: 'en' (the default) or 'fr'"),
};
export type LocaleField = { locale?: Locale };

/** Public "Post a Job" / POST /api/jobs/submit: the form marks the contact details required. */
export const ZJobSubmitInput = z
  .object({
    ...jobCoreFields,
    ...jobLanguageFields,
    ...jobPayFields,
    contactEmail: email(),
    contactPhone: phone(),
    ...ZSpamTrapFields,
    ...ZConsentField,
    ...ZLocaleField,
  })
  .superRefine(checkJob);

/**
 * PUT /api/jobs/{id}: the same fields; any omitted field keeps its stored value. The pay given is
 * checked here as far as it goes; the procedure checks it again merged with the stored job.
 */
export const ZJobUpdateInput = z
  .object(jobCreateFields)
  .partial()
  .extend({ id: ZId })
  .superRefine((job, ctx) => {
    // Only what was sent can contradict itself here: a lone period or amount may complete the stored pay.
    if ('payMin' in job && 'payMax' in job && 'payPeriod' in job) checkPay(job, ctx);
    else if (typeof job.payMin === 'number' && typeof job.payMax === 'number' && job.payMin > job.payMax) {
      ctx.addIssue({ code: 'custom', path: ['payMax'], message: PAY_MESSAGES.payMinAboveMax });
    }
  });

/**
 * PATCH /api/employers/jobs/{id}: the poster's own edit of a job, checked by Post a Job's rules
 * (the same fields and messages, the contact phone included). The contact email is not among them:
 * it is the key to My postings, so a job keeps the address it was posted with. Fields left out keep
 * their stored values; the pay sent is checked as PUT /api/jobs/{id} checks it.
 */
export const ZEmployerJobUpdateInput = z
  .object({ ...jobCoreFields, ...jobPayFields, contactPhone: phone() })
  .partial()
  .extend({ id: ZId })
  .superRefine((job, ctx) => {
    if ('payMin' in job && 'payMax' in job && 'payPeriod' in job) checkPay(job, ctx);
    else if (typeof job.payMin === 'number' && typeof job.payMax === 'number' && job.payMin > job.payMax) {
      ctx.addIssue({ code: 'custom', path: ['payMax'], message: PAY_MESSAGES.payMinAboveMax });
    }
  });
export type EmployerJobUpdateInput = z.input<typeof ZEmployerJobUpdateInput>;
/** The edit as the procedure reads it (parsed). */
export type EmployerJobUpdate = z.output<typeof ZEmployerJobUpdateInput>;

/** A yes/no from a query string ('true', '1', 'false', '0') or JSON; `field` names it in the message. */
const queryFlag = (field: string) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const t = v.trim().toLowerCase();
      if (t === '') return undefined;
      return t === 'true' || t === '1' || t === 'yes' ? true : t === 'false' || t === '0' || t === 'no' ? false : v;
    },
    z.boolean({ error: `${field} must be true or false` }).optional(),
  );
const flag = queryFlag('remote');

/** Free text of a search box: trimmed, blank means "not given". */
const searchText = (max: number) =>
  str()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A select's value: blank or 'all' means "any". */
const choiceFilter = (max: number) => searchText(max).transform((v) => (v && v.toLowerCase() !== 'all' ? v : undefined));

/** A radius around `near` in km, from a query string or JSON: one of NEAR_RADII_KM; blank means not given. */
export const nearRadius = () =>
  z.preprocess(
    (v) => {
      if (v === '' || v === null || v === undefined) return undefined;
      return typeof v === 'string' && /^\d{1,3}$/.test(v.trim()) ? Number(v) : v;
    },
    z
      .number({ error: NEAR_RADIUS_MESSAGE })
      .refine((v) => (NEAR_RADII_KM as readonly number[]).includes(v), NEAR_RADIUS_MESSAGE)
      .optional(),
  );

/** The job search (GET /api/jobs, job.list): text, place, type, category, remote; paged and sorted. */
export const ZJobFilterInput = z
  .object({
    query: searchText(200),
    location: searchText(200),
    type: choiceFilter(40),
    category: choiceFilter(80),
    remote: flag,
    /**
     * Pay at least `minPay` per `payPeriod`, compared as yearly equivalents with the top of each
     * job's range (so '$40,000 a year' finds '$20 – $24 an hour'); jobs without pay are left out.
     * Without a period, figures below 1,000 are hourly and the rest yearly.
     */
    minPay: z.preprocess(
      (v) => {
        const b = blankToNull(v);
        return b === null ? undefined : b;
      },
      payAmount('minPay').transform((v) => v ?? undefined),
    ),
    payPeriod: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(PAY_PERIODS, { error: `payPeriod must be one of: ${PAY_PERIODS.join(', ')}` }).optional(),
    ),
    /**
     * A place of the gazetteer ('Mississauga', 'Mississauga, ON', 'Laval QC'): only jobs within
     * `radius` km of it (default 25), and remote jobs when `remote` is true. A place the gazetteer
     * does not know answers 400 with the closest names it knows.
     */
    near: searchText(120),
    radius: nearRadius(),
    sort: blankIsAbsent(z.enum(JOB_SORTS, { error: JOB_SORT_MESSAGE }).default('relevance')),
    ...pageFields,
  })
  .prefault({});
export type JobFilterInput = z.input<typeof ZJobFilterInput>;

/** Featured jobs (GET /api/jobs/featured): newest first, paged like every list. */
export const ZFeaturedJobsInput = ZPageInput.prefault({});

/** The admin job list: every status, one tab at a time, with a text search. */
export const ZJobAdminListInput = z
  .object({
    status: listTab('status', ['all', ...JOB_STATUSES]),
    search: searchText(200),
    /**
     * Jobs that need an admin: 'pay' (a salary text from which no pay could be read, and no
     * structured pay), 'compliance' (open points of the Ontario posting rules) or 'french' (no French title or description).
     */
    needs: blankIsAbsent(z.enum(JOB_ATTENTION_FILTERS, { error: `needs must be one of: ${JOB_ATTENTION_FILTERS.join(', ')}` }).optional()),
    /** newest (the default), or the most views, applications or applications per view first (issue 38, item 4). */
    sort: blankIsAbsent(z.enum(JOB_ADMIN_SORTS, { error: `sort must be one of: ${JOB_ADMIN_SORTS.join(', ')}` }).default('newest')),
    ...pageFields,
  })
  .prefault({});

/** PATCH /api/jobs/{id}/status: approve, or deny with an optional reason (approving clears it). */
export const ZJobStatusInput = z.object({
  id: ZId,
  ...ZJobDecision,
  /** With an approval: a new end date (the admin's answer when the job's own has passed). */
  expiresAt: optionalDate,
});

export const ZByIdInput = z.object({ id: ZId });

/**
 * GET /api/jobs/{id}, job.byId: with `near` (a place of the gazetteer, as the search that led there
 * had it), the job's distance from it; a place the gazetteer does not know adds nothing.
 */
export const ZJobByIdInput = ZByIdInput.extend({ near: searchText(120) });

// ---------------------------------------------------------------- applications

/**
 * An application's resume: an http(s) link, or the id of a file uploaded through
 * POST /api/uploads/resume (lowercased; the procedure checks it exists and is unused).
 */
export const resumeField = optionalUrl(MSG.url, (v) => isHttpUrl(v) || isUploadId(v)).transform((v) => (v && isUploadId(v) ? v.toLowerCase() : v));

/** POST /api/jobs/{id}/apply (the specification's body). Applicant details are optional for API callers. */
export const ZJobApplyInput = z.object({
  jobId: ZId,
  userId: z.union([str().max(100), z.number()]).nullish(),
  coverLetter: str(MSG.coverLetter).trim().min(1, MSG.coverLetter).max(20_000),
  resume: resumeField,
  applicantName: optionalText(200).refine((v) => !v || v.length >= 2, MSG.name),
  applicantEmail: optionalEmail(),
  applicantPhone: optionalPhone(),
  experience: optionalText(2000),
  ...ZConsentField,
  ...ZLocaleField,
});

/** True when an application says how to reach its applicant: an email, a phone number or a resume (a link or a file). */
export function hasApplicantContact(app: {
  applicantEmail?: string | null;
  applicantPhone?: string | null;
  resume?: string | null;
  hasResumeFile?: boolean | null;
}) {
  return Boolean(app.applicantEmail || app.applicantPhone || app.resume || app.hasResumeFile);
}

const needsContact = (app: Parameters<typeof hasApplicantContact>[0], ctx: z.RefinementCtx) => {
  if (!hasApplicantContact(app)) ctx.addIssue({ code: 'custom', path: ['applicantEmail'], message: MSG.applicantContact });
};

/**
 * The site's application (tRPC application.create, sent by the job page's form): the body of
 * POST /api/jobs/{id}/apply, and a way to reach the applicant (an email, a phone number or a
 * resume), refused at the email field without one.
 */
export const ZJobApplicationInput = ZJobApplyInput.superRefine(needsContact);

/**
 * The application form on the job page. The specification's flow needs a cover letter and a
 * resume link; name and email are asked for and optional (valid when given), but one way to reach
 * the applicant is needed: an email, a phone number or a resume (`hasResumeFile`: a file was uploaded).
 */
export const ZJobApplicationForm = z
  .object({
    applicantName: optionalText(200).refine((v) => !v || v.length >= 2, MSG.name),
    applicantEmail: optionalEmail(),
    applicantPhone: optionalPhone(),
    experience: optionalText(2000),
    coverLetter: str().trim().min(1, MSG.coverLetter).max(20_000),
    resume: optionalUrl(),
    hasResumeFile: z.boolean().optional(),
  })
  .superRefine(needsContact);

/** Staff set one of the four statuses; 'withdrawn' is the applicant's alone. */
export const ZApplicationStatusInput = z.object({
  id: ZId,
  status: choice(STAFF_APPLICATION_STATUSES, MSG.applicationStatus),
});

/** A list's status filter from a select or a query string: blank or 'all' means any status. */
const blankToUndefined = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  return t === '' ? undefined : t.toLowerCase() === 'all' ? 'all' : t;
};
const statusFilter = <const T extends readonly string[]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(['all', ...values] as ['all', ...T], { error: `status must be one of: all, ${values.join(', ')}` }).default('all'));

/** The rows of a CSV export are read in batches: ids below `after` (every row when absent), highest id first. */
export const EXPORT_BATCH_SIZE = 500;
export const MAX_EXPORT_BATCH_SIZE = 1000;
const exportBatchFields = {
  after: z.number({ error: 'after must be a row id' }).int({ error: 'after must be a row id' }).positive({ error: 'after must be a row id' }).optional(),
  limit: z
    .number({ error: `limit must be a whole number from 1 to ${MAX_EXPORT_BATCH_SIZE}` })
    .int({ error: `limit must be a whole number from 1 to ${MAX_EXPORT_BATCH_SIZE}` })
    .min(1, { error: `limit must be a whole number from 1 to ${MAX_EXPORT_BATCH_SIZE}` })
    .max(MAX_EXPORT_BATCH_SIZE, { error: `limit must be a whole number from 1 to ${MAX_EXPORT_BATCH_SIZE}` })
    .default(EXPORT_BATCH_SIZE),
};

const applicationFilterFields = {
  /** Matches applicant name, applicant email or job title, ignoring case. */
  search: searchText(200),
  status: statusFilter(APPLICATION_STATUSES),
};

/**
 * The admin application list (GET /api/applications, application.list): search, status, page,
 * limit, and `mine` (true: only the applications assigned to the signed-in user).
 */
export const ZApplicationListInput = z.object({ ...applicationFilterFields, mine: queryFlag('mine'), ...pageFields }).prefault({});
export type ApplicationListInput = z.input<typeof ZApplicationListInput>;

/** One batch of the application CSV export: the list's filters (`mine` too), a cursor and a batch size. */
export const ZApplicationExportInput = z.object({ ...applicationFilterFields, mine: queryFlag('mine'), ...exportBatchFields }).prefault({});

/** One batch of the admin job list's CSV export (GET /api/admin/jobs/export.csv): the list's filters, a cursor and a batch size. */
export const ZJobExportInput = z
  .object({
    status: listTab('status', ['all', ...JOB_STATUSES]),
    search: searchText(200),
    needs: blankIsAbsent(z.enum(JOB_ATTENTION_FILTERS, { error: `needs must be one of: ${JOB_ATTENTION_FILTERS.join(', ')}` }).optional()),
    ...exportBatchFields,
  })
  .prefault({});

/**
 * POST /api/admin/jobs/import (job.importCsv): the CSV text of a file of jobs, the export's columns
 * (@app/shared/job-csv). The REST route reads the file and answers 413 past JOB_IMPORT_MAX_BYTES first.
 */
export const ZJobImportInput = z.object({
  csv: z.string({ error: 'csv must be the text of a CSV file' }).max(JOB_IMPORT_MAX_BYTES, { error: JOB_IMPORT_MESSAGES.tooLarge }),
});
export type JobImportInput = z.input<typeof ZJobImportInput>;

// ---------------------------------------------------------------- blog

const slug = str(MSG.slugRequired)
  .trim()
  .min(1, MSG.slugRequired)
  .max(160, MSG.slug)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, MSG.slug);

export const ZBlogPostCreateInput = z.object({
  title: text(MSG.title, 1, 200),
  slug,
  excerpt: text(MSG.excerpt, 1, 1000),
  content: text(MSG.content, 1, 100_000),
  imageUrl: optionalUrl(MSG.imageUrl, isImageUrl),
  published: z.boolean().optional(),
  category: optionalText(60),
  author: optionalText(120),
  // The French version (issue 35; blank: none).
  titleFr: optionalText(200).describe('The French title (blank: no French version)'),
  excerptFr: optionalText(1000).describe('The French excerpt'),
  contentFr: optionalText(100_000).describe('The French body'),
});

export const ZBlogPostUpdateInput = ZBlogPostCreateInput.partial().extend({ id: ZId });

/**
 * The public blog list (GET /api/blog, blog.list): published posts, newest first, searched and
 * filtered by category, a page at a time. `related` names a post: the list leaves it out and
 * puts the posts of its category first (the article page's 'Related Articles').
 */
export const ZBlogListInput = z
  .object({
    search: searchText(200),
    category: choiceFilter(60),
    related: searchText(200),
    ...pageFields,
  })
  .prefault({});
export type BlogListInput = z.input<typeof ZBlogListInput>;

export const BLOG_STATUSES = ['all', 'published', 'draft'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** The admin blog list (GET /api/admin/blog, blog.adminList): one status tab, a text search, paged. */
export const ZBlogAdminListInput = z
  .object({
    status: listTab('status', BLOG_STATUSES),
    search: searchText(200),
    ...pageFields,
  })
  .prefault({});
export type BlogAdminListInput = z.input<typeof ZBlogAdminListInput>;

export const ZBySlugInput = z.object({ slug: str().trim().min(1).max(200) });

/** Turns a title into a URL slug: lowercase words joined by hyphens. */
export function slugify(value: string): string {
  const words = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-');
  return trimChar(trimChar(words, '-').slice(0, 160), '-');
}

// ---------------------------------------------------------------- testimonials

export const ZTestimonialCreateInput = z.object({
  name: text(MSG.name, 2, 120),
  company: optionalText(160),
  position: optionalText(160),
  content: text(MSG.testimonialContent, 1, 5000),
  rating: z.number(MSG.rating).int(MSG.rating).min(1, MSG.rating).max(5, MSG.rating).default(5),
  imageUrl: optionalUrl(MSG.imageUrl, isImageUrl),
  featured: z.boolean().default(false),
});

/** The public testimonials (GET /api/testimonials, testimonial.list): featured first, then newest; paged. */
export const ZTestimonialListInput = ZPageInput.prefault({});

export const TESTIMONIAL_FILTERS = ['all', 'featured', 'regular'] as const;
export type TestimonialFilter = (typeof TESTIMONIAL_FILTERS)[number];

/** The admin testimonials (GET /api/admin/testimonials, testimonial.adminList): a tab, a text search, paged. */
export const ZTestimonialAdminListInput = z
  .object({
    filter: listTab('filter', TESTIMONIAL_FILTERS),
    search: searchText(200),
    ...pageFields,
  })
  .prefault({});
export type TestimonialAdminListInput = z.input<typeof ZTestimonialAdminListInput>;

export const ZTestimonialUpdateInput = z.object({
  id: ZId,
  name: text(MSG.name, 2, 120).optional(),
  company: optionalText(160),
  position: optionalText(160),
  content: text(MSG.testimonialContent, 1, 5000).optional(),
  rating: z.number(MSG.rating).int(MSG.rating).min(1, MSG.rating).max(5, MSG.rating).optional(),
  imageUrl: optionalUrl(MSG.imageUrl, isImageUrl),
  featured: z.boolean().optional(),
});

// ---------------------------------------------------------------- public forms (leads)

export const ZContactInput = z.object({
  name: text(MSG.name, 2, 120),
  email: email(),
  phone: optionalPhone(),
  subject: text(MSG.subject, 5, 200),
  message: text(MSG.message, 10, 10_000),
  company: optionalText(160),
  ...ZSpamTrapFields,
  ...ZConsentField,
  ...ZLocaleField,
});

export const ZTransportationQuoteInput = z.object({
  contactName: text(MSG.name, 2, 120),
  company: text(MSG.company, 2, 160),
  email: email(),
  phone: phone(),
  serviceType: choice(TRANSPORT_SERVICE_TYPES, MSG.serviceType),
  origin: text(MSG.origin, 2, 200),
  destination: text(MSG.destination, 2, 200),
  freightType: choice(FREIGHT_TYPES, MSG.freightType),
  weight: optionalText(100),
  timeline: choice(TRANSPORT_TIMELINES, MSG.timeline),
  specialRequirements: optionalText(5000),
  ...ZSpamTrapFields,
  ...ZConsentField,
  ...ZLocaleField,
});

export const ZWarehouseQuoteInput = z.object({
  name: text(MSG.name, 2, 120),
  company: text(MSG.company, 2, 160),
  email: email(),
  phone: optionalPhone(),
  serviceType: choice(WAREHOUSE_SERVICE_TYPES, MSG.serviceType),
  storageNeeds: optionalText(200),
  message: optionalText(5000),
  ...ZSpamTrapFields,
  ...ZConsentField,
  ...ZLocaleField,
});

/**
 * "Join Our Network" → "Request Information". The specification's dialog asks for nothing before
 * the request, so every detail is optional; whatever is given must be valid.
 */
export const ZCarrierJoinInput = z.object({
  companyName: optionalText(160),
  contactName: optionalText(120),
  email: optionalEmail(),
  phone: optionalPhone(),
  fleetSize: optionalText(60),
  equipmentTypes: optionalText(300),
  serviceAreas: optionalText(300),
  message: optionalText(5000),
  ...ZSpamTrapFields,
  ...ZConsentField,
  ...ZLocaleField,
});

export const ZNewsletterInput = z.object({
  email: email(),
  source: optionalText(60),
  ...ZSpamTrapFields,
  ...ZConsentField,
  ...ZLocaleField,
});

/** Following the link of a newsletter confirmation mail (newsletter.confirm, POST /api/newsletter/confirm). */
export const ZNewsletterConfirmInput = z.object({
  email: email(),
  token: z
    .string({ error: 'This confirmation link is invalid or has expired.' })
    .min(1, 'This confirmation link is invalid or has expired.')
    .max(200, 'This confirmation link is invalid or has expired.'),
});

export const ZLeadKind = choice(LEAD_KINDS, 'Unknown lead kind');

const leadFilterFields = {
  kind: ZLeadKind,
  search: searchText(200),
  /** 'all' or one of the kind's statuses (checked against the kind below). */
  status: z.preprocess(blankToUndefined, str({ error: 'status must be text' }).default('all')),
};

function checkLeadStatus(value: { kind: LeadKind; status: string }, ctx: z.RefinementCtx) {
  if (!(LEAD_KINDS as readonly string[]).includes(value.kind)) return;
  const allowed = leadFilterStatusesFor(value.kind);
  if (value.status !== 'all' && !allowed.includes(value.status)) {
    ctx.addIssue({ code: 'custom', path: ['status'], input: value.status, message: `status must be one of: all, ${allowed.join(', ')}` });
  }
}

/** The admin list of one kind of lead (GET /api/admin/leads/{kind}, lead.list): search, status, page, limit. */
export const ZLeadListInput = z.object({ ...leadFilterFields, ...pageFields }).superRefine(checkLeadStatus);
export type LeadListInput = z.input<typeof ZLeadListInput>;

/** One batch of a lead CSV export: the list's filters, a cursor and a batch size. */
export const ZLeadExportInput = z.object({ ...leadFilterFields, ...exportBatchFields }).superRefine(checkLeadStatus);

export const ZLeadStatusInput = z.object({
  kind: ZLeadKind,
  id: ZId,
  status: str(MSG.leadStatus),
});

/** Restoring a lead the spam trap caught (lead.restore, POST /api/admin/leads/{kind}/{id}/restore). */
export const ZLeadRestoreInput = z.object({ kind: ZLeadKind, id: ZId });

export const ZLeadStatusValue = choice(LEAD_STATUSES, MSG.leadStatus);

// ---------------------------------------------------------------- admin

export const ZAdminLoginInput = z.object({
  username: str(MSG.missingCredentials).trim().min(1, MSG.missingCredentials).max(100, MSG.missingCredentials),
  password: str(MSG.missingCredentials)
    .max(500, MSG.missingCredentials)
    .refine((v) => v.trim().length > 0, MSG.missingCredentials),
  /** For a user with two-factor on: a code from the authenticator app, or a recovery code (blank: none). */
  code: str().trim().max(64, 'Invalid authentication code').optional(),
});

export const ZPasswordChangeInput = z
  .object({
    currentPassword: str(MSG.currentPassword).min(1, MSG.currentPassword).max(500),
    newPassword: newPassword(MSG.newPassword),
    confirmPassword: str(MSG.passwordMismatch).max(500),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MSG.passwordMismatch, path: ['confirmPassword'] });

export const ZSiteSettingsInput = z.object({
  companyName: text(MSG.company, 2, 160),
  companyDescription: text(MSG.description, 1, 2000),
  /** The French pages' description; left out, it stays as it is; blank, they show the English one. */
  companyDescriptionFr: str(undefined, trimmedCap(2000)).trim().max(2000, 'Must be at most 2000 characters').optional(),
  contactEmail: email(),
  contactPhone: phone(),
  address: text(MSG.location, 1, 300),
  businessHours: text('Business hours are required', 1, 200),
  maintenanceMode: z.boolean(),
  jobAutoApproval: z.boolean(),
});

export const ZNotificationSettingsInput = z.object({
  notifyNewApplications: z.boolean(),
  notifyNewJobPosts: z.boolean(),
  notifyBlogComments: z.boolean(),
  notifyWeeklySummary: z.boolean(),
  notifyBrowser: z.boolean(),
});

export const ALLOWED_FILE_TYPES_MESSAGE = 'Allowed file types are pdf, doc and docx only (the server checks each file by its contents)';

const allowedFileTypes = str()
  .trim()
  .min(1, 'List at least one file type')
  .max(200)
  .refine((v) => v.split(',').every((t) => /^\.?[a-z0-9]{1,10}$/i.test(t.trim())), 'Use file extensions separated by commas, for example pdf, doc, docx')
  .transform((v) => [...new Set(v.split(',').map((t) => t.trim().replace(/^\./, '').toLowerCase()))].filter(Boolean))
  // Only the types the server recognises by their contents: an 'exe' here would allow nothing it can check.
  .refine((types) => types.every(isResumeFileType), ALLOWED_FILE_TYPES_MESSAGE)
  .transform((types) => types.join(','));

export const ZSystemSettingsInput = z.object({
  applicationDeadlineDays: z.union(
    APPLICATION_DEADLINE_OPTIONS.map((n) => z.literal(n)) as [z.ZodLiteral<7>, z.ZodLiteral<14>, z.ZodLiteral<30>, z.ZodLiteral<60>],
    { error: 'Choose 7, 14, 30 or 60 days' },
  ),
  maxFileSizeMb: z.union(MAX_FILE_SIZE_OPTIONS.map((n) => z.literal(n)) as [z.ZodLiteral<2>, z.ZodLiteral<5>, z.ZodLiteral<10>, z.ZodLiteral<20>], {
    error: 'Choose 2, 5, 10 or 20 MB',
  }),
  allowedFileTypes,
  /** Nightly backups of the embedded database kept in DATA_DIR/backups; left out: unchanged. */
  backupsKept: z
    .union(BACKUPS_KEPT_OPTIONS.map((n) => z.literal(n)) as [z.ZodLiteral<0>, z.ZodLiteral<3>, z.ZodLiteral<7>, z.ZodLiteral<14>, z.ZodLiteral<30>], {
      error: 'Choose 0 (no nightly backups), 3, 7, 14 or 30 backups',
    })
    .optional(),
  /** Every staff user must sign in with two-factor (those without it set it up first); left out: unchanged. */
  requireMfa: z.boolean().optional(),
});

// ---------------------------------------------------------------- privacy (issue 23)

const privacyKind = choice(PRIVACY_REQUEST_KINDS, "kind must be 'access' or 'delete'");
// A sealed token holds an address (up to 254 characters) with its kind and time: about 400 characters.
const privacyLinkToken = z
  .string({ error: 'This link is invalid or has expired.' })
  .min(1, 'This link is invalid or has expired.')
  .max(600, 'This link is invalid or has expired.');

/** POST /api/privacy/requests (privacy.request): an access or deletion request; a confirmation link is mailed. */
export const ZPrivacyRequestInput = z.object({ email: email(), kind: privacyKind, ...ZSpamTrapFields, ...ZLocaleField });

/**
 * POST /api/candidates/link: mail a sign-in link of My applications to this address (202 whatever
 * the address). Here, beside the privacy request, so the page's form loads it with the form schemas.
 */
export const ZCandidateLinkInput = z.object({ email: email(), ...ZSpamTrapFields, ...ZLocaleField });
export type CandidateLinkInput = z.input<typeof ZCandidateLinkInput>;
/** POST /api/employers/link: mail a sign-in link of My postings to this address (202 whatever the address). */
export const ZEmployerLinkInput = z.object({ email: email(), ...ZSpamTrapFields, ...ZLocaleField });
export type EmployerLinkInput = z.input<typeof ZEmployerLinkInput>;
export type PrivacyRequestInput = z.input<typeof ZPrivacyRequestInput>;

/**
 * The mailed link's page (/privacy/confirm) confirms the request: privacy.confirm, POST
 * /api/privacy/confirm {token}. The token is opaque (the address is sealed in it). `email` and `kind`
 * come only with links mailed before it was (their token a signed stamp): accepted until they expire.
 */
export const ZPrivacyConfirmInput = z.object({
  token: privacyLinkToken,
  email: email('This link is invalid or has expired.').optional(),
  kind: privacyKind.optional(),
});

/** The admin list of requests (GET /api/admin/privacy/requests): open ones (verified, due first), completed ones, or all. */
export const ZPrivacyRequestListInput = z.object({ status: statusFilter(PRIVACY_REQUEST_STATUSES), ...pageFields }).prefault({});
export type PrivacyRequestListInput = z.input<typeof ZPrivacyRequestListInput>;

/** Everything held for one address (privacy.holdings, GET /api/admin/privacy/holdings). */
export const ZPrivacyHoldingsInput = z.object({ email: email() });

const retentionNumber = (field: RetentionField) => {
  const { min, max, unit, label } = RETENTION_FIELDS[field];
  const message = `${label}: choose a whole number of ${unit} from ${min} to ${max}`;
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
};

/** PUT /api/admin/privacy/retention: how long each kind of record is kept. */
export const ZRetentionSettingsInput = z.object(
  Object.fromEntries(RETENTION_FIELD_NAMES.map((field) => [field, retentionNumber(field)])) as Record<RetentionField, z.ZodNumber>,
);
