import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createCallerFactory, router } from './trpc.ts';
import { adminRouter } from './routers/admin.ts';
import { applicationRouter } from './routers/application.ts';
import { blogRouter } from './routers/blog.ts';
import { jobRouter } from './routers/job.ts';
import { carrierRouter, contactRouter, leadRouter, newsletterRouter, quoteRouter } from './routers/leads.ts';
import { settingsRouter } from './routers/settings.ts';
import { dashboardRouter, statsRouter } from './routers/stats.ts';
import { testimonialRouter } from './routers/testimonial.ts';

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
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const createCaller = createCallerFactory(appRouter);

/**
 * Queries whose answers are the same for every visitor (published content only): HTTP caches may
 * keep them briefly when asked without an admin session. Everything else is `no-store`.
 */
export const PUBLIC_READ_QUERIES: ReadonlySet<string> = new Set([
  'job.list',
  'job.featured',
  'job.byId',
  'blog.list',
  'blog.bySlug',
  'testimonial.list',
  'stats.get',
  'settings.public',
]);
