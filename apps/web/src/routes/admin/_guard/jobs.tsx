import { createFileRoute } from '@tanstack/react-router';
import { siteHead } from '../../../lib/seo';
import { JobManagementPage } from '../../../components/admin/jobs/JobManagementPage';
import { adminJobsQuery, parseAdminJobsSearch } from '../../../components/admin/queries';

export const Route = createFileRoute('/admin/_guard/jobs')({
  head: siteHead(() => ({ title: 'Job Management', description: 'Review, approve, edit and post job listings.', path: '/admin/jobs', noindex: true })),
  validateSearch: parseAdminJobsSearch,
  loaderDeps: ({ search }) => search,
  // Started here, read with the same options by the page (which shows skeletons meanwhile).
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(adminJobsQuery(deps)),
  component: function JobsRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <JobManagementPage search={search} onSearchChange={(next, options) => void navigate({ search: next, resetScroll: false, replace: options?.replace })} />
    );
  },
});
