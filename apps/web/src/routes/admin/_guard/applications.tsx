import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsPage } from '../../../components/admin/applications/ApplicationsPage';
import { listRequest, parseApplicationsSearch, type ApplicationsSearch } from '../../../components/admin/applications/applications';
import { applicationCountsOptions, applicationListOptions } from '../../../components/admin/applications/queries';
import { siteHead } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/applications')({
  // Search, status filter, tab and page live in the address, so Back and reload keep them.
  validateSearch: (search: Record<string, unknown>): ApplicationsSearch => parseApplicationsSearch(search),
  loaderDeps: ({ search }) => search,
  head: siteHead(() => ({
    title: 'Job Applications',
    description: 'Review job applications, update their status and open applicant resumes.',
    path: '/admin/applications',
    noindex: true,
  })),
  loader: ({ context, deps }) => {
    // Started here, read with the same options by the page (which shows skeletons meanwhile).
    const { input, contradiction } = listRequest(deps);
    void context.queryClient.prefetchQuery(applicationCountsOptions());
    if (!contradiction) void context.queryClient.prefetchQuery(applicationListOptions(input));
  },
  component: ApplicationsRoute,
});

function ApplicationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ApplicationsPage
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace ?? false, resetScroll: false })}
    />
  );
}
