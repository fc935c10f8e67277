import * as z from 'zod';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@app/trpc';
import {
  APPLICATION_STATUSES,
  EMAIL_STATUSES,
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_STATUSES,
  JOB_STATUSES,
  LEAD_KINDS,
  LEAD_STATUSES,
  PAY_PERIODS,
  POSTING_CHECK_CODES,
  RESUME_FILE_TYPES,
  SUBSCRIPTION_STATUSES,
} from '@app/validators';

/**
 * What each procedure answers, as zod schemas for the OpenAPI document. The procedures return the
 * DTO types of @app/validators without output parsers; these schemas mirror them and the compiler
 * holds them to the procedures' real output types (see `procedureResponses` below): a schema
 * that misses, adds or retypes a field does not compile. A procedure that answers a page
 * ({items, total, page, limit, ...}) is given the schema of one item: its REST path answers the
 * array of items (see `paged` in ../routes.ts).
 */

// Each answer is a named component of the document: `.meta({ id })` names it (see ./document.ts).
const isoDateTime = z.string().meta({ format: 'date-time' });
const nullableString = z.string().nullable();

export const ZSuccess = z.object({ success: z.boolean() }).meta({ id: 'Success' });
export const ZSuccessMessage = z.object({ success: z.boolean(), message: z.string() }).meta({ id: 'SuccessMessage' });
export const ZDeleted = z.object({ success: z.boolean(), id: z.number().int() }).meta({ id: 'Deleted' });

export const ZAdminUserDto = z.object({ id: z.number().int(), username: z.string(), lastLoginAt: isoDateTime.nullable() }).meta({ id: 'AdminUser' });

export const ZStatsDto = z.object({ jobs: z.number().int(), employers: z.number().int(), hired: z.number().int() }).meta({ id: 'Stats' });

export const ZDashboardStatsDto = z
  .object({ jobs: z.number().int(), blogPosts: z.number().int(), testimonials: z.number().int(), applications: z.number().int(), newLeads: z.number().int() })
  .meta({ id: 'DashboardStats' });

export const ZJobDto = z
  .object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    location: z.string(),
    company: z.string(),
    type: z.string(),
    category: z.string(),
    requirements: nullableString,
    salary: nullableString.describe('The pay as the poster wrote it'),
    contactEmail: nullableString,
    contactPhone: nullableString,
    status: z.enum(JOB_STATUSES).or(z.string()),
    featured: z.boolean(),
    isNew: z.boolean(),
    postedAt: isoDateTime,
    expiresAt: isoDateTime.nullable(),
    city: nullableString,
    province: nullableString,
    remote: z.boolean(),
    payMin: z.number().nullable(),
    payMax: z.number().nullable(),
    payPeriod: z.enum(PAY_PERIODS).nullable(),
    currency: z.string().describe('ISO 4217 code of the pay (CAD unless given)'),
    existingVacancy: z.boolean().nullable().describe('Ontario: is the posting for an existing vacancy (null: not answered)'),
    aiScreening: z.boolean().nullable().describe('Ontario: is AI used to screen, assess or select applicants (null: not answered)'),
    employerUnder25: z.boolean().describe('The employer has fewer than 25 employees (the Ontario posting rules do not apply)'),
    complianceIssues: z.array(z.enum(POSTING_CHECK_CODES)).describe('Open points of the Ontario posting rules'),
    denialReason: nullableString.describe('Set only while the job is denied'),
    deniedAt: isoDateTime.nullable(),
    filledAt: isoDateTime.nullable().optional().describe('When an admin marked the job filled (it is closed)'),
  })
  .meta({ id: 'Job', description: 'A job. In lists, description and requirements are short excerpts.' });

export const ZJobStatusManyResult = z
  .object({
    updated: z.number().int(),
    jobs: z.array(ZJobDto),
    skipped: z.array(z.object({ id: z.number().int(), status: z.enum(JOB_STATUSES).nullable() })),
  })
  .meta({ id: 'JobStatusManyResult' });

export const ZResumeFileDto = z.object({ name: z.string(), size: z.number().int(), type: z.enum(RESUME_FILE_TYPES) }).meta({ id: 'ResumeFile' });

export const ZUploadDto = z
  .object({ id: z.string().meta({ format: 'uuid' }), name: z.string(), size: z.number().int(), type: z.enum(RESUME_FILE_TYPES) })
  .meta({ id: 'Upload' });

export const ZUploadLimitsDto = z.object({ maxFileSizeMb: z.number(), fileTypes: z.array(z.enum(RESUME_FILE_TYPES)) }).meta({ id: 'UploadLimits' });

export const ZApplicationDto = z
  .object({
    id: z.number().int(),
    jobId: z.number().int().nullable(),
    jobTitle: nullableString,
    userId: z.number().int().nullable(),
    applicantName: nullableString,
    applicantEmail: nullableString,
    applicantPhone: nullableString,
    experience: nullableString,
    coverLetter: nullableString,
    resume: nullableString.describe('The resume link the applicant gave'),
    resumeFile: ZResumeFileDto.nullable().describe('The uploaded resume (GET /api/admin/applications/{id}/resume)'),
    status: z.enum(APPLICATION_STATUSES),
    appliedAt: isoDateTime,
  })
  .meta({ id: 'Application' });

export const ZApplicationCreated = z.object({ success: z.boolean(), message: z.string(), application: ZApplicationDto }).meta({ id: 'ApplicationCreated' });

export const ZBlogPostDto = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    content: z.string(),
    imageUrl: nullableString,
    category: z.string(),
    author: z.string(),
    published: z.boolean(),
    publishedAt: isoDateTime.nullable(),
    updatedAt: isoDateTime,
  })
  .meta({ id: 'BlogPost', description: 'A post. In lists, content is a short excerpt.' });

export const ZTestimonialDto = z
  .object({
    id: z.number().int(),
    name: z.string(),
    company: nullableString,
    position: nullableString,
    content: z.string(),
    rating: z.number().int(),
    imageUrl: nullableString,
    featured: z.boolean(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'Testimonial' });

export const ZJobAlertConfirmed = z
  .object({ success: z.boolean(), message: z.string(), search: z.string(), frequency: z.enum(JOB_ALERT_FREQUENCIES) })
  .meta({ id: 'JobAlertConfirmed' });

export const ZLeadReceived = z.object({ success: z.literal(true), id: z.number().int(), message: z.string() }).meta({ id: 'LeadReceived' });

export const ZFormTokenDto = z.object({ token: z.string(), minFillMs: z.number().int() }).meta({ id: 'FormToken' });

export const ZLeadCounts = z
  .object(Object.fromEntries(LEAD_KINDS.map((kind) => [kind, z.number().int()])) as Record<(typeof LEAD_KINDS)[number], z.ZodNumber>)
  .meta({
    id: 'LeadCounts',
    description: 'Open leads per kind',
  });

export const ZLeadDto = z
  .object({
    id: z.number().int(),
    kind: z.enum(LEAD_KINDS),
    status: z.enum([...LEAD_STATUSES, ...SUBSCRIPTION_STATUSES, 'spam']),
    spamReason: nullableString,
    createdAt: isoDateTime,
    name: z.string(),
    email: nullableString,
    company: nullableString,
    summary: z.string(),
    fields: z.array(z.object({ label: z.string(), value: nullableString })),
  })
  .meta({ id: 'Lead' });

export const ZEmailDto = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    to: z.string(),
    subject: z.string(),
    status: z.enum(EMAIL_STATUSES),
    attempts: z.number().int(),
    lastError: nullableString,
    createdAt: isoDateTime,
    sentAt: isoDateTime.nullable(),
    text: z.string(),
  })
  .meta({ id: 'Email' });

const publicSettingsFields = {
  companyName: z.string(),
  companyDescription: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  businessHours: z.string(),
  maintenanceMode: z.boolean(),
};

export const ZPublicSettingsDto = z.object(publicSettingsFields).meta({ id: 'PublicSettings' });

export const ZSettingsDto = z
  .object({
    ...publicSettingsFields,
    jobAutoApproval: z.boolean(),
    notifyNewApplications: z.boolean(),
    notifyNewJobPosts: z.boolean(),
    notifyBlogComments: z.boolean(),
    notifyWeeklySummary: z.boolean(),
    notifyBrowser: z.boolean(),
    applicationDeadlineDays: z.number().int(),
    maxFileSizeMb: z.number(),
    allowedFileTypes: z.string(),
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Settings' });

export const ZAuditEntryDto = z
  .object({
    id: z.number().int(),
    createdAt: isoDateTime,
    adminId: z.number().int().nullable(),
    username: z.string(),
    ip: nullableString,
    action: z.string(),
    targetType: nullableString,
    targetId: nullableString,
    label: nullableString,
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEntry' });

export const ZJobAlertDto = z
  .object({
    id: z.number().int(),
    email: z.string(),
    query: nullableString,
    location: nullableString,
    type: nullableString,
    category: nullableString,
    frequency: z.enum(JOB_ALERT_FREQUENCIES),
    status: z.enum(JOB_ALERT_STATUSES),
    createdAt: isoDateTime,
    confirmedAt: isoDateTime.nullable(),
    lastSentAt: isoDateTime.nullable(),
  })
  .meta({ id: 'JobAlert' });

type Outputs = inferRouterOutputs<AppRouter>;
/** 'job.byId' and the like: every procedure of the router. */
export type ProcedurePath = { [R in keyof Outputs & string]: `${R}.${keyof Outputs[R] & string}` }[keyof Outputs & string];
type OutputOf<P extends ProcedurePath> = P extends `${infer R extends keyof Outputs & string}.${infer N}` ? Outputs[R][N & keyof Outputs[R]] : never;
/** What the REST path answers: a page's items one by one, anything else as it is. */
type Answer<P extends ProcedurePath> = OutputOf<P> extends { items: (infer Item)[]; total: number; page: number; limit: number } ? Item : OutputOf<P>;
/**
 * Literal types widened (`true` to boolean, 'pending' to string), so a schema may say `z.boolean()`
 * where the code says `true as const`; optional fields made required, so that a schema missing an
 * optional field of the output is caught too.
 */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends (infer U)[]
        ? Widen<U>[]
        : T extends object
          ? { [K in keyof T]-?: Widen<T[K]> }
          : T;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Every real answer is valid by the schema, and the two have the same fields of the same kinds. */
type Describes<Schema, Out> = [Out] extends [Schema] ? Same<Widen<Schema>, Widen<Out>> : false;
type Checked<M> = {
  [P in keyof M]: P extends ProcedurePath
    ? M[P] extends z.ZodType
      ? Describes<z.output<M[P]>, Answer<P>> extends true
        ? M[P]
        : { 'differs from the output of': P; output: Answer<P> }
      : never
    : { 'not a procedure': P };
};

/** Holds every schema of the map to its procedure's output (see the top of this file). */
const checked = <const M extends Partial<Record<ProcedurePath, z.ZodType>>>(map: M & Checked<M>): M => map;

/** The answer of each procedure a REST row calls. A row whose procedure is missing here fails the OpenAPI test. */
export const procedureResponses = checked({
  'admin.me': ZAdminUserDto,
  'admin.login': ZAdminUserDto,
  'admin.logout': ZSuccess,
  'admin.changePassword': ZSuccessMessage,
  'stats.get': ZStatsDto,
  'dashboard.stats': ZDashboardStatsDto,
  'job.list': ZJobDto,
  'job.featured': ZJobDto,
  'job.pending': ZJobDto,
  'job.recent': z.array(ZJobDto),
  'job.submit': ZJobDto,
  'job.create': ZJobDto,
  'job.byId': ZJobDto,
  'job.update': ZJobDto,
  'job.delete': ZDeleted,
  'job.setStatus': ZJobDto,
  'job.setStatusMany': ZJobStatusManyResult,
  'job.reopen': ZJobDto,
  'job.restore': ZJobDto,
  'job.markFilled': ZJobDto,
  'application.create': ZApplicationCreated,
  'upload.limits': ZUploadLimitsDto,
  'application.list': ZApplicationDto,
  'application.recent': z.array(ZApplicationDto),
  'application.setStatus': ZApplicationDto,
  'blog.list': ZBlogPostDto,
  'blog.bySlug': ZBlogPostDto,
  'blog.adminList': ZBlogPostDto,
  'blog.create': ZBlogPostDto,
  'blog.update': ZBlogPostDto,
  'blog.delete': ZDeleted,
  'testimonial.list': ZTestimonialDto,
  'testimonial.adminList': ZTestimonialDto,
  'testimonial.create': ZTestimonialDto,
  'testimonial.byId': ZTestimonialDto,
  'testimonial.update': ZTestimonialDto,
  'testimonial.delete': ZDeleted,
  'contact.submit': ZLeadReceived,
  'quote.transportation': ZLeadReceived,
  'quote.warehouse': ZLeadReceived,
  'carrier.join': ZLeadReceived,
  'newsletter.subscribe': ZSuccessMessage,
  'newsletter.confirm': ZSuccessMessage,
  'form.token': ZFormTokenDto,
  'lead.counts': ZLeadCounts,
  'lead.list': ZLeadDto,
  'lead.setStatus': ZLeadDto,
  'lead.restore': ZLeadDto,
  'email.list': ZEmailDto,
  'email.retry': ZEmailDto,
  'settings.public': ZPublicSettingsDto,
  'settings.get': ZSettingsDto,
  'settings.updateSite': ZSettingsDto,
  'settings.updateNotifications': ZSettingsDto,
  'settings.updateSystem': ZSettingsDto,
  'audit.list': ZAuditEntryDto,
  'jobAlert.create': ZSuccessMessage,
  'jobAlert.confirm': ZJobAlertConfirmed,
  'jobAlert.unsubscribe': ZSuccessMessage,
  'jobAlert.list': ZJobAlertDto,
  'jobAlert.remove': ZDeleted,
});
