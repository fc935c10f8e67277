import * as z from 'zod';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@app/trpc';
import {
  ZAdminUserDto,
  ZApplicationCreated,
  ZApplicationDto,
  ZAuditEntryDto,
  ZBlogPostDto,
  ZDashboardStatsDto,
  ZDeleted,
  ZEmailDto,
  ZFormTokenDto,
  ZJobAlertConfirmed,
  ZJobAlertDto,
  ZJobDto,
  ZJobStatusManyResult,
  ZLeadCounts,
  ZLeadDto,
  ZLeadReceived,
  ZPublicSettingsDto,
  ZSettingsDto,
  ZStatsDto,
  ZSuccess,
  ZSuccessMessage,
  ZTestimonialDto,
  ZUploadDto,
  ZUploadLimitsDto,
} from '@app/validators';

export { ZUploadDto };

/**
 * What each procedure answers, for the OpenAPI document: the answer schemas of @app/validators
 * (dtos.ts, where the DTO types are inferred from them), held by the compiler to the procedures'
 * real output types (see `procedureResponses` below): a schema that misses, adds or retypes a
 * field does not compile. A procedure that answers a page ({items, total, page, limit, ...}) is
 * given the schema of one item: its REST path answers the array of items (see `paged` in
 * ../routes.ts).
 */

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
