import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type * as z from 'zod';
import type { Access, ProcedureMeta, RestMeta } from './procedure-meta.ts';
import { createCallerFactory, router } from './trpc.ts';
import { adminRouter } from './features/staff/admin.router.ts';
import { applicationRouter } from './features/applications/application.router.ts';
import { auditRouter } from './features/audit/audit.router.ts';
import { blogRouter } from './features/blog/blog.router.ts';
import { formRouter } from './features/forms/form.router.ts';
import { emailRouter } from './features/mail/email.router.ts';
import { jobRouter } from './features/jobs/job.router.ts';
import { jobStatsRouter } from './features/job-stats/job-stats.router.ts';
import { jobAlertRouter } from './features/job-alerts/job-alert.router.ts';
import { carrierRouter, contactRouter, leadRouter, newsletterRouter, quoteRouter } from './features/leads/leads.router.ts';
import { privacyRouter } from './features/privacy/privacy.router.ts';
import { candidateRouter } from './features/candidates/candidate.router.ts';
import { employerRouter } from './features/employers/employer.router.ts';
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
  jobStats: jobStatsRouter,
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
  candidate: candidateRouter,
  employer: employerRouter,
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
 * What a procedure declares: its kind, the zod schemas its input is parsed with, the one its
 * answer is held to (`.output()`), and the rest of its contract (`.meta()`: access, REST path,
 * public read, rate limit, error statuses).
 */
export interface ProcedureContract {
  type: 'query' | 'mutation' | 'subscription';
  inputs: z.ZodType[];
  output: z.ZodType | undefined;
  meta: ProcedureMeta;
}

/**
 * Stops the server at startup (and every test) when a procedure says nothing of who may call it,
 * or calls itself a public read without being a public query.
 */
function declaredMeta(path: string, type: ProcedureContract['type'], meta: ProcedureMeta | undefined): ProcedureMeta {
  if (!meta?.access) throw new Error(`Procedure ${path} declares no access: start it with .meta({ access, ... }) (see procedure-meta.ts)`);
  if (meta.publicRead && (meta.access !== 'public' || type !== 'query')) throw new Error(`Procedure ${path} is a public read, but no public query`);
  if (meta.publicRead && !meta.cacheKeys) throw new Error(`Procedure ${path} is a public read: declare its cacheKeys (see procedure-meta.ts)`);
  if (meta.cacheKeys && (meta.access !== 'public' || type !== 'query')) throw new Error(`Procedure ${path} declares cacheKeys, but is no public query`);
  return meta;
}

/**
 * The contract of every procedure, by path, in the router's order: what the access table, the
 * public reads, the REST table and the OpenAPI document read (tRPC keeps them in `_def`).
 */
export const procedureContracts = Object.fromEntries(
  Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: ProcedureContract }>).map(([path, { _def }]) => [
    path,
    { type: _def.type, inputs: _def.inputs, output: _def.output, meta: declaredMeta(path, _def.type, _def.meta) },
  ]),
) as Record<ProcedurePath, ProcedureContract>;

const contracts = Object.entries(procedureContracts) as [ProcedurePath, ProcedureContract][];

/** Who may call each procedure, as every procedure's `.meta({ access })` says. */
export const procedureAccess = Object.fromEntries(contracts.map(([path, contract]) => [path, contract.meta.access])) as Record<ProcedurePath, Access>;

/** The procedures with a REST path, in the router's order: the REST table (apps/api) is made of these. */
export const restProcedures: { procedure: ProcedurePath; rest: RestMeta; meta: ProcedureMeta; type: ProcedureContract['type'] }[] = contracts.flatMap(
  ([procedure, { meta, type }]) => (meta.rest ? [{ procedure, rest: meta.rest, meta, type }] : []),
);

/**
 * The public read queries (`meta.publicRead`): their answers are the same for every visitor, so
 * the server lets HTTP caches keep them briefly when asked without an admin session. The service
 * worker's copy of the list (@app/shared/constants) is tested against this one.
 */
export const PUBLIC_READ_QUERIES: ReadonlySet<string> = new Set(contracts.filter(([, { meta }]) => meta.publicRead).map(([path]) => path));
