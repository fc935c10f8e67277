import { Job, SiteSettings, sql, type FilterQuery, type IJob } from '@app/db';
import {
  ZByIdInput,
  ZJobCreateInput,
  ZJobFilterInput,
  ZJobStatusInput,
  ZJobSubmitInput,
  ZJobUpdateInput,
  normalizeJobType,
} from '@app/validators';
import { adminProcedure, notFound, publicProcedure, router } from '../trpc.ts';
import { getAdmin } from '../auth.ts';
import { publicWriteProcedure } from '../maintenance.ts';
import { toJobDto } from '../dto.ts';
import type { Context } from '../context.ts';

const NEWEST_FIRST = { postedAt: 'desc', id: 'desc' } as const;

/** Escapes LIKE wildcards so user text matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const isFilterValue = (v: string | undefined): v is string => !!v && v.toLowerCase() !== 'all';

/** Approved jobs that have not expired: what visitors may see. */
function publishedJobs(now: Date): FilterQuery<IJob> {
  return { status: 'approved', $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] };
}

async function findJobOr404(ctx: Context, id: number) {
  const job = await ctx.em.findOne(Job, { id });
  if (!job) notFound('Job not found');
  return job;
}

/**
 * When a job is published without an end date, applications close after the 'application deadline'
 * of the system settings (30 days unless an admin changed it); expired jobs leave the public lists.
 */
async function applicationDeadline(ctx: Context): Promise<Date> {
  const settings = await ctx.em.findOne(SiteSettings, { id: 1 });
  const days = settings?.applicationDeadlineDays ?? 30;
  return new Date(ctx.now().getTime() + days * 24 * 60 * 60 * 1000);
}

export const jobRouter = router({
  /** GET /api/jobs: approved jobs, newest first, filtered by text, location, type and category. */
  list: publicProcedure.input(ZJobFilterInput).query(async ({ ctx, input }) => {
    const conditions: FilterQuery<IJob>[] = [publishedJobs(ctx.now())];
    if (input.query) {
      const pattern = likePattern(input.query);
      conditions.push({
        $or: [{ title: { $ilike: pattern } }, { company: { $ilike: pattern } }, { description: { $ilike: pattern } }],
      });
    }
    if (input.location) conditions.push({ location: { $ilike: likePattern(input.location) } });
    if (isFilterValue(input.type)) {
      const type = normalizeJobType(input.type) ?? input.type;
      conditions.push({ [sql.lower('type')]: type.toLowerCase() });
    }
    if (isFilterValue(input.category)) conditions.push({ [sql.lower('category')]: input.category.toLowerCase() });
    const jobs = await ctx.em.find(Job, { $and: conditions }, { orderBy: NEWEST_FIRST });
    const now = ctx.now().getTime();
    return jobs.map((j) => toJobDto(j, now));
  }),

  /** GET /api/jobs/featured */
  featured: publicProcedure.query(async ({ ctx }) => {
    const jobs = await ctx.em.find(Job, { $and: [publishedJobs(ctx.now()), { featured: true }] }, { orderBy: NEWEST_FIRST, limit: 24 });
    const now = ctx.now().getTime();
    return jobs.map((j) => toJobDto(j, now));
  }),

  /** GET /api/jobs/{id}: published jobs for everyone; pending, denied or expired ones for admins only. */
  byId: publicProcedure.input(ZByIdInput).query(async ({ ctx, input }) => {
    const job = await ctx.em.findOne(Job, { $and: [{ id: input.id }, publishedJobs(ctx.now())] });
    if (job) return toJobDto(job, ctx.now().getTime());
    if (await getAdmin(ctx)) return toJobDto(await findJobOr404(ctx, input.id), ctx.now().getTime());
    notFound('Job not found');
  }),

  /** GET /api/jobs/pending (admin) */
  pending: adminProcedure.query(async ({ ctx }) => {
    const jobs = await ctx.em.find(Job, { status: 'pending' }, { orderBy: NEWEST_FIRST });
    const now = ctx.now().getTime();
    return jobs.map((j) => toJobDto(j, now));
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
  submit: publicWriteProcedure.input(ZJobSubmitInput).mutation(async ({ ctx, input }) => {
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

  /** PATCH /api/jobs/{id}/status (admin): approve or deny. */
  setStatus: adminProcedure.input(ZJobStatusInput).mutation(async ({ ctx, input }) => {
    const job = await findJobOr404(ctx, input.id);
    if (input.status === 'approved' && job.status !== 'approved' && !job.expiresAt) {
      job.expiresAt = await applicationDeadline(ctx);
    }
    job.status = input.status;
    await ctx.em.flush();
    return toJobDto(job, ctx.now().getTime());
  }),
});

