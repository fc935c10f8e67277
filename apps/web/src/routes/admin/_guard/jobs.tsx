import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../../lib/seo';
import { JobManagementPage } from '../../../components/admin/jobs/JobManagementPage';
import { approvedJobsQuery, pendingJobsQuery } from '../../../components/admin/queries';

export const Route = createFileRoute('/admin/_guard/jobs')({
  head: () => seo({ title: 'Job Management', description: 'Review, approve, edit and post job listings.', path: '/admin/jobs', noindex: true }),
  loader: ({ context }) => {
    // Started here, read with the same options by the page (which shows skeletons meanwhile).
    void context.queryClient.prefetchQuery(pendingJobsQuery());
    void context.queryClient.prefetchQuery(approvedJobsQuery());
  },
  component: JobManagementPage,
});
