import { z } from './base.ts';
import { APPLICATION_STATUSES, EMAIL_STATUSES, JOB_SORTS, JOB_STATUSES, LEAD_KINDS, LEAD_STATUSES, SPAM_STATUS, SUBSCRIPTION_STATUSES } from '../constants.ts';
import { PAY_PERIODS } from '../pay.ts';
import { POSTING_CHECK_CODES } from '../posting-rules.ts';
import { RESUME_FILE_TYPES } from '../uploads.ts';
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_STATUSES } from './job-alerts.ts';
import { ZStaffRole } from './accounts.ts';
import { CONSENT_KINDS, PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES, RETENTION_FIELD_NAMES, RETENTION_KIND_NAMES } from '../privacy.ts';
import { APPLICANT_EMAIL_PLACEHOLDERS, APPLICANT_EMAIL_TEMPLATES, TIMELINE_KINDS } from './pipeline.ts';
import { LOCALES } from '../locale-paths.ts';

/**
 * What the API answers: one zod schema per answer, the contract of the procedures that return it
 * (each procedure's `.output()`), and the DTO types are inferred from them. Dates travel as ISO
 * 8601 strings.
 *
 * - Output validation strips keys a schema does not name and refuses values of another type, so
 *   each schema says exactly what its procedures return today: nullable where a field is null,
 *   optional where it may be absent, fields in the order the procedures write them (an answer is
 *   the same JSON, byte for byte, with or without the schema).
 * - A schema REST answers with is named with `.meta({ id })`: its component in the OpenAPI
 *   document (apps/api/src/rest/openapi/document.ts). A page's wrapper is not named: its REST
 *   path answers the array of items.
 * - This module loads zod: the web app imports its types only (`import type`), never a value.
 */

const int = () => z.number().int();
const isoDateTime = () => z.string().meta({ format: 'date-time' });
const nullableString = () => z.string().nullable();
/** The `success` flag of an answer that only ever says yes (an error answers otherwise). */
const succeeded = () => z.literal(true);

/**
 * How a record's person consented (issue 23): 'given' on the site's form, 'implied-api' by a REST
 * caller that left `consent` out; the policy version and the moment. Null for records older than
 * consent tracking.
 */
const consentFields = () => ({
  consent: z.enum(CONSENT_KINDS).nullable().describe("'given' on the site's form; 'implied-api' from a REST caller that sent no consent"),
  consentedAt: isoDateTime().nullable().describe('When consent was recorded (null for records older than consent tracking)'),
  policyVersion: nullableString().describe('The privacy policy version consented to'),
});

/**
 * The language of the page a record's form was sent from (issue 35, item 5): every mail to its
 * person is written in it. Optional in the contract: the answers that carry it always do.
 */
const recordLocale = (what: string) =>
  z.enum(LOCALES).optional().describe(`The language of the page the ${what} was sent from, and of every mail to its person: 'en' or 'fr'`);

/** `items`, `total`, `page` and `limit`: the fields of every page of a list (see Page in ./pagination.ts). */
const pageFields = <Item extends z.ZodType>(item: Item) => ({ items: z.array(item), total: int(), page: int(), limit: int() });

/** A page of a list and nothing more. */
const pageOf = <Item extends z.ZodType>(item: Item) => z.object(pageFields(item));

/** A batch of a CSV export and the cursor of the next batch (null after the last one). */
const batchOf = <Item extends z.ZodType>(item: Item) => z.object({ items: z.array(item), next: int().nullable() });

// ---------------------------------------------------------------- small answers

export const ZSuccess = z.object({ success: succeeded() }).meta({ id: 'Success' });
export const ZSuccessMessage = z.object({ success: succeeded(), message: z.string() }).meta({ id: 'SuccessMessage' });
export const ZDeleted = z.object({ success: succeeded(), id: int() }).meta({ id: 'Deleted' });
export type SuccessDto = z.infer<typeof ZSuccess>;
export type SuccessMessageDto = z.infer<typeof ZSuccessMessage>;
export type DeletedDto = z.infer<typeof ZDeleted>;

// ---------------------------------------------------------------- admins, stats, settings

export const ZAdminUserDto = z
  .object({
    id: int(),
    username: z.string(),
    lastLoginAt: isoDateTime().nullable(),
    role: ZStaffRole,
    email: z.string().nullable(),
    mfaEnabled: z.boolean(),
    mfaRequired: z.boolean().describe('The team requires two-factor sign-in (Settings → System): a user without it must set it up before anything else'),
  })
  .meta({ id: 'AdminUser' });
export type AdminUserDto = z.infer<typeof ZAdminUserDto>;

/** Who this browser's session belongs to (GET /api/admin/session): the signed-in user, or null for a visitor (not an error). */
export const ZAdminSessionDto = z
  .object({ user: ZAdminUserDto.nullable().describe('The signed-in user; null without a session (a visitor, or a session that has ended)') })
  .meta({ id: 'AdminSession' });
export type AdminSessionDto = z.infer<typeof ZAdminSessionDto>;

/** A staff user as the Team screen lists them (GET /api/admin/users). */
export const ZTeamMemberDto = z
  .object({
    id: int(),
    username: z.string(),
    email: z.string().nullable(),
    role: ZStaffRole,
    active: z.boolean(),
    lastLoginAt: isoDateTime().nullable(),
    mfaEnabled: z.boolean(),
    createdAt: isoDateTime(),
  })
  .meta({ id: 'TeamMember' });
export type TeamMemberDto = z.infer<typeof ZTeamMemberDto>;

/** A pending invitation (the token itself is never kept: only its hash). */
export const ZInvitationDto = z
  .object({
    id: int(),
    email: z.string(),
    role: ZStaffRole,
    invitedBy: z.string().nullable(),
    createdAt: isoDateTime(),
    expiresAt: isoDateTime(),
  })
  .meta({ id: 'Invitation' });
export type InvitationDto = z.infer<typeof ZInvitationDto>;

/** POST /api/admin/users/invite: the invitation as it stands (the link went to its address). */
export const ZInviteResult = z.object({ success: succeeded(), message: z.string(), invitation: ZInvitationDto }).meta({ id: 'InviteResult' });
export type InviteResultDto = z.infer<typeof ZInviteResult>;

export const ZStatsDto = z.object({ jobs: int(), employers: int(), hired: int() }).meta({ id: 'Stats' });
export type StatsDto = z.infer<typeof ZStatsDto>;

export const ZDashboardStatsDto = z
  .object({
    jobs: int(),
    blogPosts: int(),
    testimonials: int(),
    applications: int(),
    newLeads: int(),
    pendingJobs: int().describe('Jobs awaiting review (approve or deny)'),
  })
  .meta({ id: 'DashboardStats' });
export type DashboardStatsDto = z.infer<typeof ZDashboardStatsDto>;

const publicSettingsFields = {
  companyName: z.string(),
  companyDescription: z.string(),
  companyDescriptionFr: z.string().describe('The description in French, shown on the French pages (blank: they show the English one)'),
  contactEmail: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  businessHours: z.string(),
  maintenanceMode: z.boolean(),
};

export const ZPublicSettingsDto = z.object(publicSettingsFields).meta({ id: 'PublicSettings' });
export type PublicSettingsDto = z.infer<typeof ZPublicSettingsDto>;

export const ZSettingsDto = z
  .object({
    ...publicSettingsFields,
    jobAutoApproval: z.boolean(),
    notifyNewApplications: z.boolean(),
    notifyNewJobPosts: z.boolean(),
    notifyBlogComments: z.boolean(),
    notifyWeeklySummary: z.boolean(),
    notifyBrowser: z.boolean(),
    applicationDeadlineDays: int(),
    maxFileSizeMb: z.number(),
    allowedFileTypes: z.string(),
    backupsKept: int().describe('Nightly backups of the embedded database kept in DATA_DIR/backups (0: none are made)'),
    requireMfa: z.boolean().describe('Every staff user must sign in with two-factor'),
    updatedAt: isoDateTime(),
  })
  .meta({ id: 'Settings' });
export type SettingsDto = z.infer<typeof ZSettingsDto>;

/** A public form's signed start time (form.token, GET /api/forms/token). */
export const ZFormTokenDto = z
  .object({
    token: z.string(),
    minFillMs: int().describe("Submissions sooner than this after the token was issued are judged a bot's"),
  })
  .meta({ id: 'FormToken' });
export type FormTokenDto = z.infer<typeof ZFormTokenDto>;

// ---------------------------------------------------------------- jobs

export const ZJobDto = z
  .object({
    id: int(),
    title: z.string(),
    description: z.string(),
    location: z.string(),
    company: z.string(),
    type: z.string(),
    category: z.string(),
    requirements: nullableString(),
    titleFr: nullableString().optional().describe('The French title (null: none)'),
    hasFrench: z.boolean().optional().describe('The job has its French title and description (required to publish a job in Québec)'),
    descriptionFr: nullableString().optional().describe('The French description (null: none; an excerpt in lists)'),
    requirementsFr: nullableString().optional().describe('The French requirements (null: none; absent in lists)'),
    requiresEnglish: z.boolean().optional().describe('The job requires English (in Québec, englishReason says why; absent in lists)'),
    englishReason: nullableString().optional().describe('Why the job requires English (absent in lists)'),
    salary: nullableString().describe('The pay as the poster wrote it; for a job given only structured pay, that pay written out ("$22 – $26 an hour")'),
    contactEmail: nullableString(),
    contactPhone: nullableString(),
    status: z.enum(JOB_STATUSES).or(z.string()),
    featured: z.boolean(),
    isNew: z.boolean(),
    postedAt: isoDateTime(),
    expiresAt: isoDateTime().nullable(),
    filledAt: isoDateTime().nullable().optional().describe('When an admin marked the job filled (it is closed); absent or null otherwise'),
    city: nullableString().describe('Parsed from the location when the job was stored'),
    province: nullableString(),
    remote: z.boolean(),
    payMin: z.number().nullable().describe('Parsed from the salary text when the job was stored (null when it names no amount)'),
    payMax: z.number().nullable(),
    payPeriod: z.enum(PAY_PERIODS).nullable(),
    currency: z.string().describe('ISO 4217 code of the pay (CAD unless given)'),
    existingVacancy: z.boolean().nullable().describe('Ontario: is the posting for an existing vacancy (null: not answered)'),
    aiScreening: z.boolean().nullable().describe('Ontario: is AI used to screen, assess or select applicants (null: not answered)'),
    employerUnder25: z.boolean().describe('The employer has fewer than 25 employees (the Ontario posting rules do not apply)'),
    complianceIssues: z
      .array(z.enum(POSTING_CHECK_CODES))
      .describe('Open points of the Ontario posting rules, worked out when the job was stored (see POSTING_CHECK_MESSAGES)'),
    denialReason: nullableString().describe('Why an admin denied the job: set only while the job is denied (admins alone see denied jobs)'),
    deniedAt: isoDateTime().nullable(),
    locale: recordLocale("job (Post a Job; 'en' for jobs staff create)"),
    distanceKm: z
      .number()
      .nullable()
      .optional()
      .describe('In a search with `near` only: km from that place, one decimal (null for a remote job); absent otherwise'),
  })
  .meta({ id: 'Job', description: 'A job. In lists, description and requirements are short excerpts.' });
export type JobDto = z.infer<typeof ZJobDto>;

/**
 * A job in a list: the same fields as a job, but `description` and `requirements` are short
 * excerpts (the job page reads the whole text).
 */
export type JobSummaryDto = JobDto;

/** One value of a search filter and how many jobs match with it. */
export const ZFacetValue = z.object({ value: z.string(), count: int() });
export type FacetValue = z.infer<typeof ZFacetValue>;

/**
 * Counts for the filters of the job search, for the current text query. Each filter counts with
 * the other filters applied but not its own, so its other values show what choosing them gives.
 */
export const ZJobFacets = z.object({
  type: z.array(ZFacetValue),
  category: z.array(ZFacetValue),
  /** The ten places with most jobs: 'Mississauga, ON'. */
  location: z.array(ZFacetValue),
  /** How many matching jobs are remote. */
  remote: int(),
});
export type JobFacets = z.infer<typeof ZJobFacets>;

/** job.list, GET /api/jobs: a page of the search, how it is sorted, and the filter counts. */
export const ZJobSearchPage = z.object({
  ...pageFields(ZJobDto),
  sort: z.enum(JOB_SORTS),
  /** True when the words matched no job as written and the results are the closest spellings ('forklft' -> Forklift Operator). */
  fuzzy: z.boolean(),
  facets: ZJobFacets,
  /** The place a search `near` one resolved to, and the radius used; absent without `near`. */
  near: z
    .object({ name: z.string(), province: z.string(), radius: int() })
    .optional()
    .describe('The gazetteer place `near` resolved to (name, province) and the radius in km; absent without `near`'),
});
export type JobSearchPage = z.infer<typeof ZJobSearchPage>;

/** job.featured and job.pending: a page of jobs. */
export const ZJobPage = pageOf(ZJobDto);
export type JobPage = z.infer<typeof ZJobPage>;

export const ZJobStatusCounts = z.object({
  pending: int(),
  approved: int(),
  denied: int(),
  expired: int(),
  /** Submissions caught by the spam trap (kept out of 'all'). */
  spam: int(),
});
export type JobStatusCounts = z.infer<typeof ZJobStatusCounts>;

/** What a job draws, as the admin list and its CSV export show it (issue 38, item 4): since counting began. */
const jobDrawFields = {
  views: int().describe('Page views since counting began'),
  visitors: int().describe('Unique visitors (distinct clients a day, summed over the days)'),
  starts: int().describe('Visitors who started the apply form'),
  applications: int().describe('Applications received'),
  conversion: z.number().nullable().describe('Applications per view (0.05 is 5 %); null without views'),
};

/** A job of the admin list: the job (list excerpts) and what it draws. */
export const ZJobAdminItem = ZJobDto.extend(jobDrawFields).meta({ id: 'JobAdminItem' });
export type JobAdminItem = z.infer<typeof ZJobAdminItem>;

/** job.adminList: a page of jobs (with what each draws) and the count of each status. */
export const ZJobAdminPage = z.object({
  ...pageFields(ZJobAdminItem),
  /** Present (true) when counting stopped at `total`: more jobs match ('more than 1,000'). */
  totalIsMinimum: z
    .literal(true)
    .optional()
    .describe(
      'True when more jobs match than `total`: a search or filter is counted up to a cap (at least 1,000, and ten pages past the one asked for); absent when `total` is exact',
    ),
  counts: ZJobStatusCounts,
});
export type JobAdminPage = z.infer<typeof ZJobAdminPage>;

/** job.exportBatch: a batch of the admin job list's CSV export. */
export const ZJobBatch = batchOf(ZJobAdminItem);
export type JobBatch = z.infer<typeof ZJobBatch>;

/** What POST /api/admin/jobs/import answers when every row is good: how many jobs it created (pending review) and their ids, in the file's order. */
export const ZJobImportResult = z.object({ created: int(), ids: z.array(int()) }).meta({ id: 'JobImportResult' });
export type JobImportResult = z.infer<typeof ZJobImportResult>;

/** One problem of a refused import: the row as a spreadsheet numbers it (the header is row 1), the column's header ('' for the whole row) and what is wrong. */
export const ZJobImportError = z.object({ row: int(), field: z.string(), message: z.string() }).meta({ id: 'JobImportError' });
export type JobImportError = z.infer<typeof ZJobImportError>;

/** A refused import (400): nothing was stored; `errors` lists every problem of every bad row (empty when the file itself is refused: no header, an unknown or missing column, not CSV). */
export const ZJobImportRefusal = z.object({ message: z.string(), errors: z.array(ZJobImportError) }).meta({ id: 'JobImportRefusal' });
export type JobImportRefusal = z.infer<typeof ZJobImportRefusal>;

/** What an import reads (job.importFormat): its limits and the export's columns, each read or ignored, required or not. */
export const ZJobImportFormat = z.object({
  maxBytes: int(),
  maxRows: int(),
  columns: z.array(z.object({ header: z.string(), read: z.boolean(), required: z.boolean() })),
});
export type JobImportFormat = z.infer<typeof ZJobImportFormat>;

/** A job of a bulk change that was left as it was: unknown (status null) or not pending. */
export const ZSkippedJob = z.object({
  id: int(),
  status: z.enum(JOB_STATUSES).nullable(),
  reason: z.string().optional().describe('Why a pending job was not approved (a job in Québec without its French title and description)'),
});
export type SkippedJob = z.infer<typeof ZSkippedJob>;

/** The answer of a bulk approve or deny: how many changed, the changed jobs, and those skipped. */
export const ZJobStatusManyResult = z.object({ updated: int(), jobs: z.array(ZJobDto), skipped: z.array(ZSkippedJob) }).meta({ id: 'JobStatusManyResult' });
export type JobStatusManyResult = z.infer<typeof ZJobStatusManyResult>;

// ---------------------------------------------------------------- uploads and applications

/** POST /api/uploads/resume answers this (201). */
export const ZUploadDto = z
  .object({ id: z.string().meta({ format: 'uuid' }), name: z.string(), size: int(), type: z.enum(RESUME_FILE_TYPES) })
  .meta({ id: 'Upload' });
export type UploadDto = z.infer<typeof ZUploadDto>;

/** application.resumeFile: an uploaded resume and where the storage keeps it (GET /api/admin/applications/{id}/resume streams it). */
export const ZStoredUpload = z.object({ ...ZUploadDto.shape, storageKey: z.string() });
export type StoredUpload = z.infer<typeof ZStoredUpload>;

/** The uploaded resume of an application, as the admin list shows it (downloaded through GET /api/admin/applications/{id}/resume). */
export const ZResumeFileDto = z.object({ name: z.string(), size: int(), type: z.enum(RESUME_FILE_TYPES) }).meta({ id: 'ResumeFile' });
export type ResumeFileDto = z.infer<typeof ZResumeFileDto>;

/** What a visitor may upload (upload.limits, GET /api/uploads/limits). */
export const ZUploadLimitsDto = z.object({ maxFileSizeMb: z.number(), fileTypes: z.array(z.enum(RESUME_FILE_TYPES)) }).meta({ id: 'UploadLimits' });
export type UploadLimitsDto = z.infer<typeof ZUploadLimitsDto>;

/** A staff user as another record names them: an application's assignee, a note's author. */
export const ZStaffRef = z.object({ id: int(), username: z.string() }).meta({ id: 'StaffRef' });
export type StaffRefDto = z.infer<typeof ZStaffRef>;

export const ZApplicationDto = z
  .object({
    id: int(),
    jobId: int().nullable(),
    jobTitle: nullableString(),
    userId: int().nullable(),
    applicantName: nullableString(),
    applicantEmail: nullableString(),
    applicantPhone: nullableString(),
    experience: nullableString(),
    coverLetter: nullableString(),
    resume: nullableString().describe('The resume link the applicant gave (http or https)'),
    resumeFile: ZResumeFileDto.nullable().describe('The uploaded resume (GET /api/admin/applications/{id}/resume)'),
    status: z.enum(APPLICATION_STATUSES),
    appliedAt: isoDateTime(),
    ...consentFields(),
    erasedAt: isoDateTime()
      .nullable()
      .describe("When the applicant's details were erased (a deletion request, or past the retention period): the application stays as a stub"),
    locale: recordLocale('application'),
    assignee: ZStaffRef.nullable()
      .optional()
      .describe('The staff user working on it (admin answers; null: nobody). PATCH /api/applications/{id}/assignee sets it'),
  })
  .meta({ id: 'Application' });
export type ApplicationDto = z.infer<typeof ZApplicationDto>;

export const ZApplicationCreated = z
  .object({
    success: succeeded(),
    message: z.string(),
    application: ZApplicationDto,
    updated: z.literal(true).optional().describe('Present when the same person (the same mailbox) had an open application to this job: that one was updated'),
    firstSentAt: isoDateTime().optional().describe('With `updated`: when the application updated was first sent'),
  })
  .meta({ id: 'ApplicationCreated' });
export type ApplicationCreatedDto = z.infer<typeof ZApplicationCreated>;

export const ZApplicationPage = pageOf(ZApplicationDto);
export type ApplicationPage = z.infer<typeof ZApplicationPage>;

export const ZApplicationBatch = batchOf(ZApplicationDto);
export type ApplicationBatch = z.infer<typeof ZApplicationBatch>;

/** Applications per status and applied today, for the stat cards and tabs of the admin screen. */
export const ZApplicationCounts = z.object({
  total: int(),
  submitted: int(),
  under_review: int(),
  accepted: int(),
  rejected: int(),
  withdrawn: int(),
  today: int(),
});
export type ApplicationCounts = z.infer<typeof ZApplicationCounts>;

// ---------------------------------------------------------------- the recruiter's pipeline on applications

/** A note on an application (POST /api/applications/{id}/notes answers it, 201). */
export const ZApplicationNoteDto = z
  .object({ id: int(), applicationId: int(), text: z.string(), createdAt: isoDateTime(), author: ZStaffRef.nullable() })
  .meta({ id: 'ApplicationNote' });
export type ApplicationNoteDto = z.infer<typeof ZApplicationNoteDto>;

/** A mail to the applicant as the timeline shows it: its subject, and its state in the outbox now. */
export const ZTimelineEmail = z.object({
  id: int().nullable().describe('The outbox mail (GET /api/admin/emails); null once it is gone from the outbox'),
  to: nullableString(),
  subject: z.string(),
  template: z
    .enum(APPLICANT_EMAIL_TEMPLATES)
    .or(z.string())
    .nullable()
    .describe("The template it was written from; 'received' and 'decision' for the site's own mail"),
  status: z.enum(EMAIL_STATUSES).nullable().describe('pending (waiting), sent, failed or suppressed; null once it is gone from the outbox'),
  sentAt: isoDateTime().nullable(),
});

/** One dated entry of an application's timeline (GET /api/applications/{id}/timeline). */
export const ZTimelineEntry = z
  .object({
    id: z.string().describe("'submitted', or 'event-' and the event's number"),
    kind: z.enum(TIMELINE_KINDS),
    at: isoDateTime(),
    actor: ZStaffRef.nullable().describe("Who did it: null for the applicant's submission and the site's own mail"),
    summary: z.string().describe("One line: 'Status changed from Submitted to Under Review', 'Assigned to pat', 'Email sent: Interview invitation'"),
    from: nullableString().describe('A status change: the status before; an assignment: the user before (null: nobody)'),
    to: nullableString().describe('A status change: the new status; an assignment: the new user (null: nobody)'),
    text: nullableString().describe("A note's text"),
    email: ZTimelineEmail.nullable(),
  })
  .meta({ id: 'TimelineEntry' });
export type TimelineEntryDto = z.infer<typeof ZTimelineEntry>;

/** An application's timeline, oldest first: submitted, status and assignment changes, notes, mail. */
export const ZApplicationTimeline = z.array(ZTimelineEntry);
export type ApplicationTimelineDto = z.infer<typeof ZApplicationTimeline>;

/** A template of the mail to applicants, in English and French, as Settings edits it (GET /api/applications/email-templates). */
export const ZApplicantEmailTemplateDto = z
  .object({
    template: z.enum(APPLICANT_EMAIL_TEMPLATES),
    label: z.string(),
    subject: z.string(),
    body: z.string(),
    subjectFr: z.string().describe("The French subject: a mail in French (the application's language, or chosen by staff) is written from it"),
    bodyFr: z.string().describe('The French body'),
    placeholders: z.array(z.enum(APPLICANT_EMAIL_PLACEHOLDERS)).describe('What {{…}} the subject and body may use'),
    updatedAt: isoDateTime(),
  })
  .meta({ id: 'ApplicantEmailTemplate' });
export type ApplicantEmailTemplateDto = z.infer<typeof ZApplicantEmailTemplateDto>;

export const ZApplicantEmailTemplates = z.array(ZApplicantEmailTemplateDto);

/** A template filled in for one applicant: what the recruiter sees, adjusts and sends. */
export const ZApplicationEmailDraft = z
  .object({
    template: z.enum(APPLICANT_EMAIL_TEMPLATES),
    label: z.string(),
    to: nullableString(),
    subject: z.string(),
    body: z.string(),
    locale: z.enum(LOCALES).optional().describe("The draft's language: the one asked for, or else the application's own"),
  })
  .meta({ id: 'ApplicationEmailDraft' });
export type ApplicationEmailDraftDto = z.infer<typeof ZApplicationEmailDraft>;

/** POST /api/applications/{id}/email answers this (202): the mail is in the outbox, on its way. */
export const ZApplicationEmailQueued = z
  .object({
    success: succeeded(),
    message: z.string(),
    email: z.object({
      id: int(),
      to: z.string(),
      subject: z.string(),
      template: z.enum(APPLICANT_EMAIL_TEMPLATES),
      status: z.enum(EMAIL_STATUSES),
      locale: z.enum(LOCALES).optional().describe("The mail's language"),
    }),
  })
  .meta({ id: 'ApplicationEmailQueued' });
export type ApplicationEmailQueuedDto = z.infer<typeof ZApplicationEmailQueued>;

// ---------------------------------------------------------------- blog and testimonials

export const ZBlogPostDto = z
  .object({
    id: int(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    content: z.string(),
    titleFr: nullableString().optional().describe('The French title (null: no French version)'),
    excerptFr: nullableString().optional().describe('The French excerpt'),
    contentFr: nullableString().optional().describe('The French body (in lists, a short excerpt)'),
    imageUrl: nullableString(),
    category: z.string(),
    author: z.string(),
    published: z.boolean(),
    publishedAt: isoDateTime().nullable(),
    updatedAt: isoDateTime(),
  })
  .meta({ id: 'BlogPost', description: 'A post. In lists, content is a short excerpt.' });
export type BlogPostDto = z.infer<typeof ZBlogPostDto>;

/**
 * A post in a list: the same fields as a post, but `content` is a short excerpt of the body cut at
 * a word (the article page and the admin edit dialog read the whole post).
 */
export type BlogPostSummaryDto = BlogPostDto;

/** A category of the published posts and how many posts it holds (the blog's category buttons). */
export const ZBlogCategoryCount = z.object({ name: z.string(), count: int() });
export type BlogCategoryCount = z.infer<typeof ZBlogCategoryCount>;

export const ZBlogListPage = z.object({
  ...pageFields(ZBlogPostDto),
  /** Every category of the published posts, most posts first (independent of the search). */
  categories: z.array(ZBlogCategoryCount),
});
export type BlogListPage = z.infer<typeof ZBlogListPage>;

/** Posts per admin tab. */
export const ZBlogStatusCounts = z.object({ all: int(), published: int(), draft: int() });
export type BlogStatusCounts = z.infer<typeof ZBlogStatusCounts>;

export const ZBlogAdminPage = z.object({ ...pageFields(ZBlogPostDto), counts: ZBlogStatusCounts });
export type BlogAdminPage = z.infer<typeof ZBlogAdminPage>;

export const ZTestimonialDto = z
  .object({
    id: int(),
    name: z.string(),
    company: nullableString(),
    position: nullableString(),
    content: z.string(),
    rating: int(),
    imageUrl: nullableString(),
    featured: z.boolean(),
    createdAt: isoDateTime(),
  })
  .meta({ id: 'Testimonial' });
export type TestimonialDto = z.infer<typeof ZTestimonialDto>;

export const ZTestimonialPage = pageOf(ZTestimonialDto);
export type TestimonialPage = z.infer<typeof ZTestimonialPage>;

/** The figures of the admin Testimonials screen, for every testimonial (not one page). */
export const ZTestimonialStatsDto = z.object({
  total: int(),
  featured: int(),
  regular: int(),
  /** Mean star rating rounded to one decimal; 0 when there are none. */
  averageRating: z.number(),
  /** Distinct company names, ignoring case, surrounding spaces and blanks. */
  companies: int(),
});
export type TestimonialStatsDto = z.infer<typeof ZTestimonialStatsDto>;

export const ZTestimonialAdminPage = z.object({ ...pageFields(ZTestimonialDto), stats: ZTestimonialStatsDto });
export type TestimonialAdminPage = z.infer<typeof ZTestimonialAdminPage>;

// ---------------------------------------------------------------- leads

/** What a public form answers (201): the stored lead's id. */
export const ZLeadReceived = z.object({ success: succeeded(), id: int(), message: z.string() }).meta({ id: 'LeadReceived' });
export type LeadReceivedDto = z.infer<typeof ZLeadReceived>;

export const ZLeadDto = z
  .object({
    id: int(),
    kind: z.enum(LEAD_KINDS),
    status: z.enum([...LEAD_STATUSES, ...SUBSCRIPTION_STATUSES, SPAM_STATUS]),
    spamReason: nullableString().describe("Why the spam trap caught it ('honeypot', 'too fast', 'forged token'); null for other leads"),
    createdAt: isoDateTime(),
    locale: recordLocale('lead (or newsletter sign-up)'),
    name: z.string().describe('Name of the person, or the email for newsletter subscribers'),
    email: nullableString().describe('Null only for a carrier request sent without contact details'),
    company: nullableString(),
    summary: z.string().describe('One-line summary for lists'),
    fields: z.array(z.object({ label: z.string(), value: nullableString() })).describe('Every submitted field, labelled, in form order'),
    ...consentFields(),
  })
  .meta({ id: 'Lead' });
export type LeadDto = z.infer<typeof ZLeadDto>;

export const ZLeadPage = pageOf(ZLeadDto);
export type LeadPage = z.infer<typeof ZLeadPage>;

export const ZLeadBatch = batchOf(ZLeadDto);
export type LeadBatch = z.infer<typeof ZLeadBatch>;

/** Leads still to handle per kind ('new'; active subscribers for the newsletter). */
export const ZLeadCounts = z
  .object(Object.fromEntries(LEAD_KINDS.map((kind) => [kind, int()])) as Record<(typeof LEAD_KINDS)[number], z.ZodNumber>)
  .meta({ id: 'LeadCounts', description: 'Open leads per kind' });
export type LeadCounts = z.infer<typeof ZLeadCounts>;

// ---------------------------------------------------------------- outbox

export const ZEmailDto = z
  .object({
    id: int(),
    kind: z.string().describe("What it is for: 'lead.new', 'application.received', 'newsletter.confirm', ..."),
    to: z.string(),
    subject: z.string(),
    status: z.enum(EMAIL_STATUSES),
    attempts: int(),
    lastError: nullableString(),
    createdAt: isoDateTime(),
    sentAt: isoDateTime().nullable(),
    text: z
      .string()
      .describe(
        'The plain-text body as stored: where a link carries a secret, a placeholder ([link-secret-1]) stands for it; only the mail sent has the secret',
      ),
  })
  .meta({ id: 'Email' });
export type EmailDto = z.infer<typeof ZEmailDto>;

export const ZEmailPage = z.object({
  ...pageFields(ZEmailDto),
  /** Whether this server sends mail (SMTP_URL set); when not, mail stays here. */
  delivering: z.boolean(),
  counts: z.object(Object.fromEntries(EMAIL_STATUSES.map((status) => [status, int()])) as Record<(typeof EMAIL_STATUSES)[number], z.ZodNumber>),
});
export type EmailPage = z.infer<typeof ZEmailPage>;

// ---------------------------------------------------------------- audit log

/** One entry of the audit log. */
export const ZAuditEntryDto = z
  .object({
    id: int(),
    createdAt: isoDateTime(),
    adminId: int().nullable().describe('Null for a failed sign-in'),
    username: z.string().describe("The admin's name, or the name tried in a failed sign-in"),
    ip: nullableString(),
    action: z.string(),
    targetType: nullableString(),
    targetId: nullableString(),
    label: nullableString(),
    before: z.record(z.string(), z.unknown()).nullable().describe('The changed fields before and after (null when there is nothing to show)'),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntryDto = z.infer<typeof ZAuditEntryDto>;

export const ZAuditPage = pageOf(ZAuditEntryDto);
export type AuditPage = z.infer<typeof ZAuditPage>;

/** The choices of the Activity screen's filters: the admins and the actions found in the log. */
export const ZAuditFiltersDto = z.object({ admins: z.array(z.object({ id: int(), username: z.string() })), actions: z.array(z.string()) });
export type AuditFiltersDto = z.infer<typeof ZAuditFiltersDto>;

// ---------------------------------------------------------------- job alerts

/** The search of an alert, as /jobs names its filters (null: any). */
export const ZJobAlertSearch = z.object({
  query: nullableString(),
  location: nullableString(),
  type: nullableString(),
  category: nullableString(),
  /** A place of the gazetteer as the search resolved it ('Brampton, ON') and the radius in km; both null without one. */
  near: nullableString().optional(),
  radius: int().nullable().optional(),
});
export type JobAlertSearch = z.infer<typeof ZJobAlertSearch>;

export const ZJobAlertDto = z
  .object({
    id: int(),
    email: z.string(),
    ...ZJobAlertSearch.shape,
    frequency: z.enum(JOB_ALERT_FREQUENCIES),
    status: z.enum(JOB_ALERT_STATUSES),
    createdAt: isoDateTime(),
    confirmedAt: isoDateTime().nullable(),
    lastSentAt: isoDateTime().nullable(),
    locale: recordLocale('job alert (its last sign-up)'),
  })
  .meta({ id: 'JobAlert' });
export type JobAlertDto = z.infer<typeof ZJobAlertDto>;

/** One saved search and how many addresses follow it. */
export const ZJobAlertSearchCount = z.object({
  ...ZJobAlertSearch.shape,
  /** Confirmed subscriptions. */
  active: int(),
  /** Waiting for their confirmation link. */
  pending: int(),
});
export type JobAlertSearchCount = z.infer<typeof ZJobAlertSearchCount>;

export const ZJobAlertPage = z.object({
  ...pageFields(ZJobAlertDto),
  /** Every saved search with its subscriber counts, most followed first (at most 50). */
  searches: z.array(ZJobAlertSearchCount),
});
export type JobAlertPage = z.infer<typeof ZJobAlertPage>;

export const ZJobAlertConfirmed = z
  .object({ success: succeeded(), message: z.string(), search: z.string(), frequency: z.enum(JOB_ALERT_FREQUENCIES) })
  .meta({ id: 'JobAlertConfirmed' });
export type JobAlertConfirmedDto = z.infer<typeof ZJobAlertConfirmed>;

// ---------------------------------------------------------------- privacy (issue 23)

/** What a privacy request answers, whoever the address is (HTTP 202). */
export const ZPrivacyRequestAccepted = z.object({ success: succeeded(), message: z.string() }).meta({ id: 'PrivacyRequestAccepted' });
export type PrivacyRequestAcceptedDto = z.infer<typeof ZPrivacyRequestAccepted>;

/** The mailed link followed: the request is recorded as verified, due 30 days later. */
export const ZPrivacyConfirmed = z
  .object({ success: succeeded(), message: z.string(), kind: z.enum(PRIVACY_REQUEST_KINDS), dueAt: isoDateTime() })
  .meta({ id: 'PrivacyConfirmed' });
export type PrivacyConfirmedDto = z.infer<typeof ZPrivacyConfirmed>;

export const ZPrivacyRequestDto = z
  .object({
    id: int(),
    email: nullableString().describe('Null once a deletion request is completed: the address is erased too'),
    kind: z.enum(PRIVACY_REQUEST_KINDS),
    status: z.enum(PRIVACY_REQUEST_STATUSES),
    verifiedAt: isoDateTime(),
    dueAt: isoDateTime().describe('30 days after it was verified (PIPEDA)'),
    completedAt: isoDateTime().nullable(),
    exportExpiresAt: isoDateTime().nullable().describe('An access request: until when its mailed download link works'),
    locale: recordLocale('privacy request'),
  })
  .meta({ id: 'PrivacyRequest' });
export type PrivacyRequestDto = z.infer<typeof ZPrivacyRequestDto>;

export const ZPrivacyRequestPage = z.object({ ...pageFields(ZPrivacyRequestDto), open: int().describe('Verified requests not completed yet') });
export type PrivacyRequestPage = z.infer<typeof ZPrivacyRequestPage>;

/** How many records of each kind were removed (a retention sweep) or erased (a deletion request). */
export const ZRetentionCounts = z
  .object(Object.fromEntries(RETENTION_KIND_NAMES.map((kind) => [kind, int()])) as Record<(typeof RETENTION_KIND_NAMES)[number], z.ZodNumber>)
  .meta({ id: 'RetentionCounts' });
export type RetentionCountsDto = z.infer<typeof ZRetentionCounts>;

export const ZRetentionRunDto = z
  .object({
    startedAt: isoDateTime(),
    finishedAt: isoDateTime().nullable(),
    trigger: z.enum(['schedule', 'admin']),
    counts: ZRetentionCounts.nullable(),
    error: nullableString(),
  })
  .meta({ id: 'RetentionRun' });
export type RetentionRunDto = z.infer<typeof ZRetentionRunDto>;

/** GET /api/admin/privacy/retention: the periods, the last run and the next one. */
export const ZRetentionDto = z
  .object({
    ...(Object.fromEntries(RETENTION_FIELD_NAMES.map((field) => [field, int()])) as Record<(typeof RETENTION_FIELD_NAMES)[number], z.ZodNumber>),
    lastRun: ZRetentionRunDto.nullable(),
    nextRunAt: isoDateTime(),
  })
  .meta({ id: 'Retention' });
export type RetentionDto = z.infer<typeof ZRetentionDto>;

/** POST /api/admin/privacy/retention/run: what the sweep removed, per kind. */
export const ZRetentionRunResult = z.object({ success: succeeded(), counts: ZRetentionCounts, ranAt: isoDateTime() }).meta({ id: 'RetentionRunResult' });
export type RetentionRunResultDto = z.infer<typeof ZRetentionRunResult>;

const heldConsent = () => consentFields();

/** Everything the site holds for one address (the admin Privacy requests screen, and the access export). */
export const ZPrivacyHoldingsDto = z
  .object({
    email: z.string(),
    applications: z.array(
      z.object({
        id: int(),
        jobId: int().nullable(),
        jobTitle: nullableString(),
        applicantName: nullableString(),
        applicantEmail: nullableString(),
        applicantPhone: nullableString(),
        experience: nullableString(),
        coverLetter: nullableString(),
        resume: nullableString(),
        status: z.string(),
        appliedAt: isoDateTime(),
        ...heldConsent(),
      }),
    ),
    resumes: z.array(z.object({ applicationId: int(), name: z.string(), size: int(), type: z.string(), uploadedAt: isoDateTime() })),
    leads: z.array(
      z.object({
        kind: z.enum(LEAD_KINDS),
        id: int(),
        status: z.string(),
        createdAt: isoDateTime(),
        fields: z.array(z.object({ label: z.string(), value: nullableString() })),
        ...heldConsent(),
      }),
    ),
    jobPosts: z.array(
      z.object({
        id: int(),
        title: z.string(),
        company: z.string(),
        status: z.string(),
        contactEmail: nullableString(),
        contactPhone: nullableString(),
        postedAt: isoDateTime(),
        ...heldConsent(),
      }),
    ),
    jobAlerts: z.array(z.object({ id: int(), search: z.string(), frequency: z.string(), status: z.string(), createdAt: isoDateTime(), ...heldConsent() })),
    mails: z.array(z.object({ id: int(), kind: z.string(), to: z.string(), subject: z.string(), status: z.string(), createdAt: isoDateTime() })),
    requests: z.array(ZPrivacyRequestDto),
  })
  .meta({ id: 'PrivacyHoldings' });
export type PrivacyHoldingsDto = z.infer<typeof ZPrivacyHoldingsDto>;

/** What a deletion request erased, per kind of record (also the after of its audit entry: counts only, no personal data). */
export const ZErasedCounts = z
  .object({
    applications: int().describe('Anonymised to a stub (job, status, date), so job counts stay true'),
    resumes: int(),
    leads: int(),
    newsletter: int(),
    jobAlerts: int(),
    jobPosts: int().describe('Job posts whose contact details were cleared (the job stays)'),
    mails: int(),
    auditEntries: int().describe('Audit entries whose text named the person, rewritten without it'),
    requests: int().describe('Earlier privacy requests of the address, its email erased'),
  })
  .meta({ id: 'ErasedCounts' });
export type ErasedCountsDto = z.infer<typeof ZErasedCounts>;

/** POST /api/admin/privacy/requests/{id}/complete: the request, closed; for a deletion, what was erased. */
export const ZPrivacyCompleted = z
  .object({ success: succeeded(), request: ZPrivacyRequestDto, erased: ZErasedCounts.nullable().describe('A deletion: the records erased, per kind') })
  .meta({ id: 'PrivacyCompleted' });
export type PrivacyCompletedDto = z.infer<typeof ZPrivacyCompleted>;
