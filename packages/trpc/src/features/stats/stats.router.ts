import { getSiteSettings } from '@app/db';
import { ZDashboardStatsDto, ZStatsDto } from '@app/shared/schemas/dtos';
import { adminProcedure, publicProcedure, router } from '../../trpc.ts';
import { CACHE_KEYS } from '../../infra/cache-keys.ts';
import { countEmployers, readRowCounts } from '../../infra/counters.ts';
import { ANY_STAFF } from '../../procedure-meta.ts';

const LEAD_TABLES = ['contact_messages', 'transportation_quotes', 'warehouse_quotes', 'carrier_applications'];

export const statsRouter = router({
  /**
   * GET /api/stats: live counts plus the historical baseline kept in site settings.
   * jobs = approved jobs, employers = distinct companies with approved jobs, hired = accepted
   * applications. Every figure comes from trigger-kept counters, not a scan.
   */
  get: publicProcedure
    .meta({
      access: 'public',
      rest: { method: 'GET', path: '/api/stats', summary: '{jobs, employers, hired}' },
      publicRead: true,
      // The counts (jobs and applications bump 'stats') over the baselines of Site Settings.
      cacheKeys: [CACHE_KEYS.stats, CACHE_KEYS.settings],
    })
    .output(ZStatsDto)
    .query(async ({ ctx }) => {
      const [settings, counts, employers] = await Promise.all([
        getSiteSettings(ctx.em),
        readRowCounts(ctx.em, ['jobs', 'job_applications']),
        countEmployers(ctx.em),
      ]);
      return {
        jobs: settings.statsJobsBaseline + counts.get('jobs', 'approved'),
        employers: settings.statsEmployersBaseline + employers,
        hired: settings.statsHiredBaseline + counts.get('job_applications', 'accepted'),
      };
    }),
});

export const dashboardRouter = router({
  /** GET /api/admin/dashboard/stats, from the trigger-kept counters. */
  stats: adminProcedure
    .meta({
      access: ANY_STAFF,
      rest: { method: 'GET', path: '/api/admin/dashboard/stats', summary: '{jobs, blogPosts, testimonials, applications, newLeads, pendingJobs}' },
    })
    .output(ZDashboardStatsDto)
    .query(async ({ ctx }) => {
      const counts = await readRowCounts(ctx.em, ['jobs', 'blog_posts', 'testimonials', 'job_applications', ...LEAD_TABLES]);
      return {
        jobs: counts.get('jobs', 'approved'),
        blogPosts: counts.get('blog_posts', 'published'),
        testimonials: counts.get('testimonials'),
        applications: counts.get('job_applications'),
        newLeads: LEAD_TABLES.reduce((sum, table) => sum + counts.get(table, 'new'), 0),
        pendingJobs: counts.get('jobs', 'pending'),
      };
    }),
});
