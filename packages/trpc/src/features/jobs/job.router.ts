import { Job, type IJob, findSiteSettings } from '@app/db';
import { JOB_GONE_MESSAGE, jobState } from '@app/shared/job-posting';
import { z } from '@app/shared/schemas/base';
import {
  ZJobAdminPage,
  ZJobBatch,
  ZJobDto,
  ZJobImportFormat,
  ZJobImportResult,
  ZJobPage,
  ZJobSearchPage,
  ZJobStatusManyResult,
  type JobDto,
} from '@app/shared/schemas/dtos';
import {
  ZByIdInput,
  ZFeaturedJobsInput,
  ZJobAdminListInput,
  ZJobByIdInput,
  ZJobCreateInput,
  ZJobExportInput,
  ZJobFilterInput,
  ZJobImportInput,
  ZJobStatusInput,
  ZJobSubmitInput,
  ZJobUpdateInput,
} from '@app/shared/schemas/inputs';
import { ZJobStatusManyInput } from '@app/shared/schemas/moderation';
import { adminProcedure, gone, notFound, publicProcedure, router } from '../../trpc.ts';
import { CACHE_KEYS, jobKey } from '../../infra/cache-keys.ts';
import { getAdmin } from '../../auth.ts';
import { publicFormProcedure } from '../../maintenance.ts';
import { withoutTrapFields } from '../forms/form-guard.ts';
import { withoutConsentField } from '../privacy/consent.ts';
import { toJobDto } from '../../dto.ts';
import type { Context } from '../../context.ts';
import { jobDistanceKm, searchJobs } from './job-search.ts';
import { query, sql } from '../../infra/sql.ts';
import { adminJobBatch, adminJobs, applicationDeadline, featuredJobs, jobLabel } from './jobs.ts';
import { decideJob, decideJobs, reopenJob } from './moderation.ts';
import { flushWithAudit, reserveId } from '../audit/audit.ts';
import { adminRecord } from '../../admin-procedures.ts';
import { notifyJobSubmitted } from '../mail/notifications.ts';
import { postingChanges, postingFields, withoutPostingFields } from './job-pay.ts';
import { assertEnglishReason, assertMayPublish, languageChanges, languageFields, mayPublish, withoutLanguageFields } from './job-language.ts';
import { RECRUITING } from '../../procedure-meta.ts';
import { importJobs, jobImportFormat, newJobFields } from './job-import.ts';

const NEWEST_FIRST = { postedAt: 'desc', id: 'desc' } as const;

/** How the admin procedures find a job, and what the audit log keeps of it: its short fields (long texts cut), and a label. */
const JOB = adminRecord<IJob>({
  entity: Job,
  notFound: 'Job not found',
  action: 'job',
  targetType: 'job',
  fields: [
    'title',
    'company',
    'location',
    'type',
    'category',
    'salary',
    'payMin',
    'payMax',
    'payPeriod',
    'currency',
    'existingVacancy',
    'aiScreening',
    'employerUnder25',
    'contactEmail',
    'contactPhone',
    'featured',
    'status',
    'expiresAt',
    'description',
    'requirements',
  ],
  label: jobLabel,
});

async function wasDeleted(ctx: Context, id: number): Promise<boolean> {
  return (await query<{ id: number }>(ctx.em, sql`select id from deleted_jobs where id = ${id}`)).length > 0;
}

export const jobRouter = router({
  /**
   * GET /api/jobs: the job search. Words (full text, typo tolerant), place, type, category,
   * remote, pay and distance from a place; a page of job summaries ranked by relevance, newest,
   * pay or distance; total and filter counts. An unknown `near` place: 400 with suggestions.
   */
  list: publicProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'GET',
        path: '/api/jobs',
        query: ['query', 'location', 'type', 'category', 'remote', 'minPay', 'payPeriod', 'near', 'radius', 'sort'],
        paged: true,
        summary:
          'Job search: query, location, type, category, remote; minPay with payPeriod (hour|day|week|month|year); near a place within radius km (10|25|50|100, default 25); sort relevance|newest|salary|distance; page, limit',
      },
      publicRead: true,
      cacheKeys: [CACHE_KEYS.jobsList],
      errors: [503],
    })
    .input(ZJobFilterInput)
    .output(ZJobSearchPage)
    .query(({ ctx, input }) => searchJobs(ctx.em, input, ctx.now(), { cache: ctx.searchCache, pool: ctx.searchPool })),

  /** GET /api/jobs/featured: featured published jobs, newest first, a page at a time. */
  featured: publicProcedure
    .meta({
      access: 'public',
      rest: { method: 'GET', path: '/api/jobs/featured', paged: true, summary: 'Featured approved jobs, newest first' },
      publicRead: true,
      cacheKeys: [CACHE_KEYS.jobsList],
    })
    .input(ZFeaturedJobsInput)
    .output(ZJobPage)
    .query(({ ctx, input }) => featuredJobs(ctx.em, input, ctx.now())),

  /**
   * GET /api/jobs/{id}: published and closed (expired or filled) jobs for everyone, the page of a
   * closed one saying so; pending, denied or spam ones for admins only. A deleted job: 410.
   * With `near`, its distance from that place (distanceKm), as a search near it would say.
   */
  byId: publicProcedure
    .meta({
      access: 'public',
      rest: { method: 'GET', path: '/api/jobs/:id', query: ['near'], summary: 'One job' },
      publicRead: true,
      // The job alone: a job page shows no list, so approving another job leaves it kept.
      cacheKeys: (job: JobDto) => [jobKey(job.id)],
      errors: [410],
    })
    .input(ZJobByIdInput)
    .output(ZJobDto)
    .query(async ({ ctx, input }) => {
      const job = await ctx.em.findOne(Job, { id: input.id });
      const now = ctx.now();
      // Published and closed jobs (a closed one's page stays, saying so) for everyone (jobState).
      if (job && (jobState(job, now) !== 'unpublished' || (await getAdmin(ctx)))) {
        const dto = toJobDto(job, now.getTime());
        return input.near ? { ...dto, distanceKm: await jobDistanceKm(ctx.em, job.id, input.near) } : dto;
      }
      // A deleted job is gone for good (410), an id that never was one is not found (404).
      if (!job && input.id > 0 && (await wasDeleted(ctx, input.id))) gone(JOB_GONE_MESSAGE);
      notFound('Job not found');
    }),

  /** The admin job list: one status (or all), searched and paged, with the count of each status. */
  adminList: adminProcedure
    .meta({ access: RECRUITING })
    .input(ZJobAdminListInput)
    .output(ZJobAdminPage)
    .query(({ ctx, input }) => adminJobs(ctx.em, input, ctx.now())),

  /**
   * One batch of the admin job list's CSV export (GET /api/admin/jobs/export.csv): jobs matching the
   * list's filters with an id below `after`, with their whole texts and what each draws, and the
   * cursor of the next batch.
   */
  exportBatch: adminProcedure
    .meta({ access: RECRUITING })
    .input(ZJobExportInput)
    .output(ZJobBatch)
    .query(({ ctx, input }) => adminJobBatch(ctx.em, input, ctx.now())),

  /** GET /api/jobs/pending (admin): jobs waiting for review, newest first. */
  pending: adminProcedure
    .meta({ access: RECRUITING, rest: { method: 'GET', path: '/api/jobs/pending', paged: true, summary: 'Jobs waiting for approval' } })
    .input(ZFeaturedJobsInput)
    .output(ZJobPage)
    .query(async ({ ctx, input }) => {
      const { counts: _counts, items, ...page } = await adminJobs(ctx.em, { ...input, status: 'pending' }, ctx.now());
      // The jobs without what they draw (the admin list's figures are not part of this answer).
      return { items: items.map(({ views: _v, visitors: _u, starts: _s, applications: _a, conversion: _c, ...job }) => job), ...page };
    }),

  /** GET /api/jobs/recent (admin dashboard): the latest jobs of any status. */
  recent: adminProcedure
    .meta({ access: RECRUITING, rest: { method: 'GET', path: '/api/jobs/recent', summary: 'The five latest jobs of any status' } })
    .output(z.array(ZJobDto))
    .query(async ({ ctx }) => {
      const jobs = await ctx.em.find(Job, { status: { $ne: 'spam' } }, { orderBy: NEWEST_FIRST, limit: 5 });
      const now = ctx.now().getTime();
      return jobs.map((j) => toJobDto(j, now));
    }),

  /** POST /api/jobs (admin): a new job, pending approval. */
  create: adminProcedure
    .meta({ access: RECRUITING, rest: { method: 'POST', path: '/api/jobs', status: 201, body: true, summary: 'Create a job (pending approval)' } })
    .input(ZJobCreateInput)
    .output(ZJobDto)
    .mutation(async ({ ctx, input }) => {
      // Known before the insert, so the audit entry names the new job in the same flush.
      const job = ctx.em.create(Job, { id: await reserveId(ctx.em, Job), ...newJobFields(input) });
      await JOB.flushCreated(ctx, job);
      return toJobDto(job, ctx.now().getTime());
    }),

  /**
   * POST /api/admin/jobs/import (admin; apps/api rest/job-import.ts reads the file): the CSV text of
   * a file with the export's columns. Every row is checked by create's rules; any bad row answers
   * 400 listing every bad row and field (JobImportRejected) and nothing is stored; otherwise every
   * row is created, pending review, in one transaction. More than JOB_IMPORT_MAX_ROWS jobs: 413.
   */
  importCsv: adminProcedure
    .meta({ access: RECRUITING })
    .input(ZJobImportInput)
    .output(ZJobImportResult)
    .mutation(({ ctx, input }) => importJobs(ctx, input.csv, JOB.audited)),

  /** What an import reads: its limits and the export's columns, read or ignored, required or not (the admin import dialog). */
  importFormat: adminProcedure
    .meta({ access: RECRUITING })
    .output(ZJobImportFormat)
    .query(() => jobImportFormat()),

  /**
   * POST /api/jobs/submit (public): pending review, or published at once when auto-approval is on.
   * A submission caught by the spam trap is kept as 'spam' (never published) and answered like
   * one that passed.
   */
  submit: publicFormProcedure(ZJobSubmitInput, ZJobDto, 'job', 'jobPost')
    .meta({
      access: 'public',
      rest: { method: 'POST', path: '/api/jobs/submit', status: 201, body: true, impliedConsent: true, summary: 'Public job submission, pending review' },
    })
    .mutation(async ({ ctx, input }) => {
      const settings = await findSiteSettings(ctx.em);
      // Auto-approval publishes only what staff could approve: a job in Québec without its French waits for review.
      const approved = (settings?.jobAutoApproval ?? false) && mayPublish({ ...languageFields(input), location: input.location });
      const spam = Boolean(ctx.spamReason);
      const job = ctx.em.create(Job, {
        // Known before the insert, so the poster's mail can link to the job in the same flush.
        id: await reserveId(ctx.em, Job),
        ...withoutLanguageFields(withoutPostingFields(withoutConsentField(withoutTrapFields(input)))),
        ...postingFields(input),
        ...languageFields(input),
        ...ctx.consent,
        requirements: input.requirements ?? null,
        salary: input.salary ?? null,
        status: spam ? 'spam' : approved ? 'approved' : 'pending',
        spamReason: ctx.spamReason ?? null,
        expiresAt: approved && !spam ? await applicationDeadline(ctx) : null,
      });
      if (!spam) await notifyJobSubmitted(ctx, { ...job, contactEmail: job.contactEmail ?? null, live: approved });
      await ctx.em.flush();
      const dto = toJobDto(job, ctx.now().getTime());
      return spam ? { ...dto, status: approved ? ('approved' as const) : ('pending' as const) } : dto;
    }),

  /** POST /api/jobs/{id}/restore (admin): a job submission the spam trap caught goes back to pending review. */
  restore: adminProcedure
    .meta({
      access: RECRUITING,
      rest: { method: 'POST', path: '/api/jobs/:id/restore', summary: 'Not spam: a job submission caught by the spam trap goes back to pending review' },
    })
    .input(ZByIdInput)
    .output(ZJobDto)
    .mutation(async ({ ctx, input }) => {
      const job = await JOB.find(ctx, input.id);
      if (job.status === 'spam') {
        job.status = 'pending';
        job.spamReason = null;
        await flushWithAudit(ctx, {
          action: 'job.restore',
          targetType: 'job',
          targetId: job.id,
          label: jobLabel(job),
          before: { status: 'spam' },
          after: { status: job.status },
        });
      }
      return toJobDto(job, ctx.now().getTime());
    }),

  /** PUT /api/jobs/{id} (admin): fields left out keep their stored values. */
  update: adminProcedure
    .meta({ access: RECRUITING, rest: { method: 'PUT', path: '/api/jobs/:id', body: true, summary: 'Update a job' } })
    .input(ZJobUpdateInput)
    .output(ZJobDto)
    .mutation(async ({ ctx, input }) => {
      const { id, expiresAt, ...fields } = input;
      const job = await JOB.find(ctx, id);
      const before = JOB.audited(job);
      const changes: Partial<IJob> = { ...postingChanges(job, fields), ...languageChanges(fields) };
      for (const [key, value] of Object.entries(withoutLanguageFields(withoutPostingFields(fields)))) {
        if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
      }
      // Optional texts sent blank are cleared.
      for (const key of ['requirements', 'salary', 'contactEmail', 'contactPhone'] as const) {
        if (key in fields && fields[key] === undefined) changes[key] = null;
      }
      if ('expiresAt' in input) changes.expiresAt = expiresAt ? new Date(expiresAt) : null;
      // An expired job given a later end date (or none) is open again.
      const end = 'expiresAt' in input ? changes.expiresAt : job.expiresAt;
      if (job.status === 'expired' && (!end || end > ctx.now())) {
        changes.status = 'approved';
        changes.filledAt = null;
        changes.cancelledAt = null;
      }
      // The job as this update leaves it keeps Québec's rules: a reason when it requires English, and
      // French while it is published (an edit cannot take a live job's French away or move it to Québec without it).
      const after = { ...job, ...changes };
      assertEnglishReason(after);
      if ((changes.status ?? job.status) === 'approved') assertMayPublish(after);
      ctx.em.assign(job, changes);
      await JOB.flushUpdated(ctx, job, before);
      return toJobDto(job, ctx.now().getTime());
    }),

  /** DELETE /api/jobs/{id} (admin). Applications to it are kept, with their job title. */
  delete: JOB.deleteProcedure().meta({ access: RECRUITING, rest: { method: 'DELETE', path: '/api/jobs/:id', summary: 'Delete a job' } }),

  /**
   * PATCH /api/jobs/{id}/status (admin): approve, or deny with an optional reason (stored on the job;
   * approving clears it). Approving a job without an end date gives it the default one; an end date
   * that has passed stays (the job is closed the moment it is approved) unless `expiresAt` sets a new one.
   */
  setStatus: adminProcedure
    .meta({
      access: RECRUITING,
      rest: { method: 'PATCH', path: '/api/jobs/:id/status', body: true, summary: "Approve or deny: {status: 'approved' | 'denied', reason?}" },
    })
    .input(ZJobStatusInput)
    .output(ZJobDto)
    .mutation(async ({ ctx, input }) => {
      const job = await JOB.find(ctx, input.id);
      await decideJob(ctx, job, input);
      await ctx.em.flush();
      return toJobDto(job, ctx.now().getTime());
    }),

  /**
   * PATCH /api/jobs/status (admin): approve or deny a selection of jobs (1 to 100) in one
   * transaction, one reason for all when denying. Only pending jobs change; the others are skipped
   * and listed in the answer.
   */
  setStatusMany: adminProcedure
    .meta({
      access: RECRUITING,
      rest: {
        method: 'PATCH',
        path: '/api/jobs/status',
        body: true,
        summary: "Approve or deny pending jobs at once: {ids (1-100), status: 'approved' | 'denied', reason?} -> {updated, jobs, skipped}",
      },
    })
    .input(ZJobStatusManyInput)
    .output(ZJobStatusManyResult)
    .mutation(({ ctx, input }) => decideJobs(ctx, input.ids, input)),

  /**
   * POST /api/jobs/{id}/filled (admin): an open job is filled. It closes at once (status expired,
   * ending now) and its page says it no longer accepts applications; giving it a later end date
   * opens it again.
   */
  markFilled: adminProcedure
    .meta({
      access: RECRUITING,
      rest: {
        method: 'POST',
        path: '/api/jobs/:id/filled',
        summary: 'Mark an open job filled: it closes now, its page stays and says it no longer accepts applications',
      },
    })
    .input(ZByIdInput)
    .output(ZJobDto)
    .mutation(async ({ ctx, input }) => {
      const job = await JOB.find(ctx, input.id);
      if (job.status === 'approved' || job.status === 'expired') {
        const before = { status: job.status, expiresAt: job.expiresAt?.toISOString() ?? null, filledAt: job.filledAt?.toISOString() ?? null };
        const now = ctx.now();
        job.status = 'expired';
        if (!job.expiresAt || job.expiresAt > now) job.expiresAt = now;
        job.filledAt ??= now;
        await flushWithAudit(ctx, {
          action: 'job.fill',
          targetType: 'job',
          targetId: job.id,
          label: jobLabel(job),
          before,
          after: { status: job.status, expiresAt: job.expiresAt.toISOString(), filledAt: job.filledAt.toISOString() },
        });
      }
      return toJobDto(job, ctx.now().getTime());
    }),

  /** POST /api/jobs/{id}/reopen (admin): a denied job goes back to pending review, its reason cleared. */
  reopen: adminProcedure
    .meta({ access: RECRUITING, rest: { method: 'POST', path: '/api/jobs/:id/reopen', summary: 'A denied job goes back to pending review' } })
    .input(ZByIdInput)
    .output(ZJobDto)
    .mutation(async ({ ctx, input }) => {
      const job = await JOB.find(ctx, input.id);
      if (reopenJob(ctx, job)) await ctx.em.flush();
      return toJobDto(job, ctx.now().getTime());
    }),
});
