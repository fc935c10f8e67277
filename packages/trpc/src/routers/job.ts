import { Job, SiteSettings, type IJob } from '@app/db';
import {
  ZByIdInput,
  ZFeaturedJobsInput,
  ZJobAdminListInput,
  ZJobCreateInput,
  ZJobFilterInput,
  ZJobStatusInput,
  ZJobSubmitInput,
  ZJobUpdateInput,
} from '@app/validators';
import { adminProcedure, notFound, publicProcedure, router } from '../trpc.ts';
import { getAdmin } from '../auth.ts';
import { limitWrites, publicWriteProcedure } from '../maintenance.ts';
import { toJobDto } from '../dto.ts';
import type { Context } from '../context.ts';
import { searchJobs } from '../domain/job-search.ts';
import { adminJobs, applicationDeadline, featuredJobs } from '../domain/jobs.ts';

const NEWEST_FIRST = { postedAt: 'desc', id: 'desc' } as const;

async function findJobOr404(ctx: Context, id: number) {
  const job = await ctx.em.findOne(Job, { id });
  if (!job) notFound('Job not found');
  return job;
}

const isPublished = (job: IJob, now: Date) => job.status === 'approved' && (!job.expiresAt || job.expiresAt > now);

export const jobRouter = router({
  /**
   * GET /api/jobs: the job search. Words (full text, typo tolerant), place, type, category and
   * remote; a page of job summaries ranked by relevance, newest or pay; total and filter counts.
   */
  list: publicProcedure.input(ZJobFilterInput).query(({ ctx, input }) => searchJobs(ctx.em, input, ctx.now(), ctx.searchCache)),

  /** GET /api/jobs/featured: featured published jobs, newest first, a page at a time. */
  featured: publicProcedure.input(ZFeaturedJobsInput).query(({ ctx, input }) => featuredJobs(ctx.em, input, ctx.now())),

  /** GET /api/jobs/{id}: published jobs for everyone; pending, denied or expired ones for admins only. */
  byId: publicProcedure.input(ZByIdInput).query(async ({ ctx, input }) => {
    const job = await ctx.em.findOne(Job, { id: input.id });
    const now = ctx.now();
    if (job && (isPublished(job, now) || (await getAdmin(ctx)))) return toJobDto(job, now.getTime());
    notFound('Job not found');
  }),

  /** The admin job list: one status (or all), searched and paged, with the count of each status. */
  adminList: adminProcedure.input(ZJobAdminListInput).query(({ ctx, input }) => adminJobs(ctx.em, input, ctx.now())),

  /** GET /api/jobs/pending (admin): jobs waiting for review, newest first. */
  pending: adminProcedure
    .input(ZFeaturedJobsInput)
    .query(async ({ ctx, input }) => {
      const { counts: _counts, ...page } = await adminJobs(ctx.em, { ...input, status: 'pending' }, ctx.now());
      return page;
    }),

  /** GET /api/jobs/recent (admin dashboard): the latest jobs of any status. */
  recent: adminProcedure.query(async ({ ctx }) => {
    const jobs = await ctx.em.find(Job, {}, { orderBy: NEWEST_FIRST, limit: 5 });
    const now = ctx.now().getTime();
    return jobs.map((j) => toJobDto(j, now));
  }),

  /** POST /api/jobs (admin): a new job, pending approval. */
  create: adminProcedure.input(ZJobCreateInput).mutation(async ({ ctx, input }) => {
    const job = ctx.em.create(Job, {
      ...input,
      requirements: input.requirements ?? null,
      salary: input.salary ?? null,
      contactEmail: input.contactEmail ?? null,
      contactPhone: input.contactPhone ?? null,
      featured: input.featured ?? false,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
      status: 'pending',
    });
    await ctx.em.flush();
    return toJobDto(job, ctx.now().getTime());
  }),

  /** POST /api/jobs/submit (public): pending review, or published at once when auto-approval is on. */
  submit: publicWriteProcedure.input(ZJobSubmitInput).use(limitWrites('job')).mutation(async ({ ctx, input }) => {
    const settings = await ctx.em.findOne(SiteSettings, { id: 1 });
    const approved = settings?.jobAutoApproval ?? false;
    const job = ctx.em.create(Job, {
      ...input,
      requirements: input.requirements ?? null,
      salary: input.salary ?? null,
      status: approved ? 'approved' : 'pending',
      expiresAt: approved ? await applicationDeadline(ctx) : null,
    });
    await ctx.em.flush();
    return toJobDto(job, ctx.now().getTime());
  }),

  /** PUT /api/jobs/{id} (admin): fields left out keep their stored values. */
  update: adminProcedure.input(ZJobUpdateInput).mutation(async ({ ctx, input }) => {
    const { id, expiresAt, ...fields } = input;
    const job = await findJobOr404(ctx, id);
    const changes: Partial<IJob> = {};
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
    }
    // Optional texts sent blank are cleared.
    for (const key of ['requirements', 'salary', 'contactEmail', 'contactPhone'] as const) {
      if (key in fields && fields[key] === undefined) changes[key] = null;
    }
    if ('expiresAt' in input) changes.expiresAt = expiresAt ? new Date(expiresAt) : null;
    // An expired job given a later end date (or none) is open again.
    const end = 'expiresAt' in input ? changes.expiresAt : job.expiresAt;
    if (job.status === 'expired' && (!end || end > ctx.now())) changes.status = 'approved';
    ctx.em.assign(job, changes);
    await ctx.em.flush();
    return toJobDto(job, ctx.now().getTime());
  }),

  /** DELETE /api/jobs/{id} (admin). Applications to it are kept, with their job title. */
  delete: adminProcedure.input(ZByIdInput).mutation(async ({ ctx, input }) => {
    const job = await findJobOr404(ctx, input.id);
    ctx.em.remove(job);
    await ctx.em.flush();
    return { success: true, id: input.id };
  }),

  /** PATCH /api/jobs/{id}/status (admin): approve or deny. Approving a job without a future end date gives it one. */
  setStatus: adminProcedure.input(ZJobStatusInput).mutation(async ({ ctx, input }) => {
    const job = await findJobOr404(ctx, input.id);
    if (input.status === 'approved' && job.status !== 'approved' && (!job.expiresAt || job.expiresAt <= ctx.now())) {
      job.expiresAt = await applicationDeadline(ctx);
    }
    job.status = input.status;
    await ctx.em.flush();
    return toJobDto(job, ctx.now().getTime());
  }),
});
