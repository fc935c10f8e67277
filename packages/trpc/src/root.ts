import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type * as z from 'zod';
import { PUBLIC_READ_QUERIES as PUBLIC_READ_QUERY_NAMES } from '@app/shared/constants';
import { PROCEDURE_ACCESS, type Access } from '@app/shared/roles';
import { createCallerFactory, router } from './trpc.ts';
import { adminRouter } from './features/staff/admin.router.ts';
import { applicationRouter } from './features/applications/application.router.ts';
import { auditRouter } from './features/audit/audit.router.ts';
import { blogRouter } from './features/blog/blog.router.ts';
import { formRouter } from './features/forms/form.router.ts';
import { emailRouter } from './features/mail/email.router.ts';
import { jobRouter } from './features/jobs/job.router.ts';
import { jobAlertRouter } from './features/job-alerts/job-alert.router.ts';
import { carrierRouter, contactRouter, leadRouter, newsletterRouter, quoteRouter } from './features/leads/leads.router.ts';
import { privacyRouter } from './features/privacy/privacy.router.ts';
import { settingsRouter } from './features/settings/settings.router.ts';
import { mfaRouter } from './features/staff/mfa.router.ts';
import { dashboardRouter, statsRouter } from './features/stats/stats.router.ts';
import { testimonialRouter } from './features/testimonials/testimonial.router.ts';
import { uploadRouter } from './features/uploads/upload.router.ts';
import { teamRouter } from './features/staff/team.router.ts';
import { accountRouter } from './features/staff/account.router.ts';

export const appRouter = router({
  admin: adminRouter,
  job: jobRouter,
  application: applicationRouter,
  blog: blogRouter,
  testimonial: testimonialRouter,
  stats: statsRouter,
  dashboard: dashboardRouter,
  contact: contactRouter,
  quote: quoteRouter,
  carrier: carrierRouter,
  newsletter: newsletterRouter,
  lead: leadRouter,
  settings: settingsRouter,
  audit: auditRouter,
  form: formRouter,
  upload: uploadRouter,
  email: emailRouter,
  jobAlert: jobAlertRouter,
  mfa: mfaRouter,
  privacy: privacyRouter,
  team: teamRouter,
  account: accountRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const createCaller = createCallerFactory(appRouter);

/** 'job.byId' and the like: the path of every procedure of the router. */
export type ProcedurePath = { [R in keyof RouterOutputs & string]: `${R}.${keyof RouterOutputs[R] & string}` }[keyof RouterOutputs & string];

/**
 * Every procedure declares who may call it in PROCEDURE_ACCESS (@app/shared): this line stops
 * the build when a procedure is missing there, or the table names one that no longer exists.
 */
export const procedureAccess: Record<ProcedurePath, Access> & Record<Exclude<keyof typeof PROCEDURE_ACCESS, ProcedurePath>, never> = PROCEDURE_ACCESS;

/** What a procedure declares: its kind, the zod schemas its input is parsed with, and the one its answer is held to (`.output()`). */
export interface ProcedureContract {
  type: 'query' | 'mutation' | 'subscription';
  inputs: z.ZodType[];
  output: z.ZodType | undefined;
}

/** The contract of every procedure, by path: what the REST table and the OpenAPI document read (tRPC keeps them in `_def`). */
export const procedureContracts = Object.fromEntries(
  Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: ProcedureContract }>).map(([path, procedure]) => [path, procedure._def]),
) as Record<ProcedurePath, ProcedureContract>;

/** The public read queries (see @app/shared), as a set for the server's cache headers. */
export const PUBLIC_READ_QUERIES: ReadonlySet<string> = new Set(PUBLIC_READ_QUERY_NAMES);
