import { Job } from '@app/db';
import { jobViewSource } from '@app/shared/job-stats';
import {
  ZApplicationsPerWeekDto,
  ZApplicationsPerWeekInput,
  ZJobBeaconAnswer,
  ZJobStatsDto,
  ZJobStatsInput,
  ZJobViewInput,
} from '@app/shared/schemas/job-stats';
import { ZByIdInput } from '@app/shared/schemas/inputs';
import { adminProcedure, findOr404, publicProcedure, router } from '../../trpc.ts';
import type { Context } from '../../context.ts';
import { ANY_STAFF, RECRUITING } from '../../procedure-meta.ts';
import { applicationsPerWeek, jobStats } from './job-stats.ts';
import type { JobViewEvent } from './job-views.ts';

const ACCEPTED = { accepted: true } as const;

/** The site's host (the referrer of an internal link names it): PUBLIC_URL's, or the request's. */
function siteHost(ctx: Context): string | undefined {
  try {
    return new URL(ctx.siteUrl).host;
  } catch {
    return undefined;
  }
}

/**
 * Hands a beacon to this instance's counter (no database work in the request). Not counted: with
 * counting off (JOB_VIEW_COUNTING=false), from a browser carrying a staff session (staff
 * previewing a job), or from a crawler (the counter's rule).
 */
function record(ctx: Context, event: Omit<JobViewEvent, 'clientIp' | 'userAgent'>) {
  if (!ctx.jobViews || ctx.session.get()) return;
  ctx.jobViews.record({ ...event, clientIp: ctx.clientIp, userAgent: ctx.userAgent });
}

export const jobStatsRouter = router({
  /**
   * POST /api/jobs/{id}/view: the job page says it was seen, once it has loaded in a browser (so
   * a page served from a cache counts too). Answers 202 at once, counted or not.
   */
  view: publicProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/jobs/:id/view',
        status: 202,
        body: true,
        summary:
          'A view of a job page, sent by the page after it loads: {referrer?, utmSource?} tell the source. At most 3 views a day count per client; crawlers never count',
      },
    })
    .input(ZJobViewInput)
    .output(ZJobBeaconAnswer)
    .mutation(({ ctx, input }) => {
      record(ctx, { jobId: input.id, kind: 'view', source: jobViewSource(input.referrer, input.utmSource, siteHost(ctx)) });
      return ACCEPTED;
    }),

  /** POST /api/jobs/{id}/apply-start: the visitor's first interaction with the apply form. */
  applyStart: publicProcedure
    .meta({
      access: 'public',
      rest: {
        method: 'POST',
        path: '/api/jobs/:id/apply-start',
        status: 202,
        summary: "The first interaction with a job's apply form (one a day counts per client)",
      },
    })
    .input(ZByIdInput)
    .output(ZJobBeaconAnswer)
    .mutation(({ ctx, input }) => {
      record(ctx, { jobId: input.id, kind: 'start', source: 'direct' });
      return ACCEPTED;
    }),

  /** GET /api/admin/jobs/{id}/stats: what a job draws, per day and since counting began. */
  byJob: adminProcedure
    .meta({
      access: RECRUITING,
      rest: {
        method: 'GET',
        path: '/api/admin/jobs/:id/stats',
        query: ['days'],
        summary: 'Views, unique visitors, apply-form starts and applications of a job per day (days: 1-365, default 30), totals and sources',
      },
    })
    .input(ZJobStatsInput)
    .output(ZJobStatsDto)
    .query(async ({ ctx, input }) => {
      await findOr404(ctx.em, Job, input.id, 'Job not found');
      return jobStats(ctx.em, input.id, input.days, ctx.now());
    }),

  /** GET /api/admin/stats/applications?weeks=12: the dashboard's chart. */
  applicationsPerWeek: adminProcedure
    .meta({
      access: ANY_STAFF,
      rest: {
        method: 'GET',
        path: '/api/admin/stats/applications',
        query: ['weeks'],
        summary: 'Applications received per week (Monday to Sunday, Toronto time) for the last `weeks` weeks (1-52, default 12), oldest first',
      },
    })
    .input(ZApplicationsPerWeekInput)
    .output(ZApplicationsPerWeekDto)
    .query(({ ctx, input }) => applicationsPerWeek(ctx.em, input.weeks, ctx.now())),
});
