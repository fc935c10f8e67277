import {
  BlogPost,
  CarrierApplication,
  ContactMessage,
  Job,
  JobApplication,
  SiteSettings,
  Testimonial,
  TransportationQuote,
  WarehouseQuote,
} from '@app/db';
import type { DashboardStatsDto, StatsDto } from '@app/validators';
import { adminProcedure, publicProcedure, router } from '../trpc.ts';

export const statsRouter = router({
  /**
   * GET /api/stats: live counts plus the historical baseline kept in site settings.
   * jobs = approved jobs, employers = distinct companies with approved jobs, hired = accepted applications.
   */
  get: publicProcedure.query(async ({ ctx }): Promise<StatsDto> => {
    const [settings, jobs, employerRows, hired] = await Promise.all([
      ctx.em.findOneOrFail(SiteSettings, { id: 1 }),
      ctx.em.count(Job, { status: 'approved' }),
      ctx.em.getConnection().execute<{ n: string }[]>(
        `select count(distinct lower(company)) as n from jobs where status = 'approved'`,
      ),
      ctx.em.count(JobApplication, { status: 'accepted' }),
    ]);
    return {
      jobs: settings.statsJobsBaseline + jobs,
      employers: settings.statsEmployersBaseline + Number(employerRows[0]?.n ?? 0),
      hired: settings.statsHiredBaseline + hired,
    };
  }),
});

export const dashboardRouter = router({
  /** GET /api/admin/dashboard/stats */
  stats: adminProcedure.query(async ({ ctx }): Promise<DashboardStatsDto> => {
    const [jobs, blogPosts, testimonials, applications, ...leads] = await Promise.all([
      ctx.em.count(Job, { status: 'approved' }),
      ctx.em.count(BlogPost, { published: true }),
      ctx.em.count(Testimonial),
      ctx.em.count(JobApplication),
      ctx.em.count(ContactMessage, { status: 'new' }),
      ctx.em.count(TransportationQuote, { status: 'new' }),
      ctx.em.count(WarehouseQuote, { status: 'new' }),
      ctx.em.count(CarrierApplication, { status: 'new' }),
    ]);
    return { jobs, blogPosts, testimonials, applications, newLeads: leads.reduce((a, b) => a + b, 0) };
  }),
});
