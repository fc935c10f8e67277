import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsPage } from '../../../components/admin/applications/ApplicationsPage';
import { seo } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/applications')({
  head: () =>
    seo({
      title: 'Job Applications',
      description: 'Review job applications, update their status and open applicant resumes.',
      path: '/admin/applications',
      noindex: true,
    }),
  loader: ({ context }) => context.queryClient.prefetchQuery(context.trpc.application.list.queryOptions()),
  component: ApplicationsPage,
});
