import { createFileRoute } from '@tanstack/react-router';
import { siteHead } from '../../../lib/seo';
import { DashboardPage } from '../../../components/admin/shell/DashboardPage';
import { applicationsPerWeekQuery, dashboardStatsQuery, recentApplicationsQuery, recentJobsQuery } from '../../../components/admin/queries';

export const Route = createFileRoute('/admin/_guard/')({
  head: siteHead(() => ({ title: 'Admin Dashboard', description: 'Overview of jobs, content, applications and leads.', path: '/admin', noindex: true })),
  loader: ({ context }) => {
    // Started here, read with the same options by the page (which shows skeletons meanwhile).
    void context.queryClient.prefetchQuery(dashboardStatsQuery());
    void context.queryClient.prefetchQuery(recentJobsQuery());
    void context.queryClient.prefetchQuery(recentApplicationsQuery());
    void context.queryClient.prefetchQuery(applicationsPerWeekQuery());
  },
  component: DashboardPage,
});
