import { createFileRoute } from '@tanstack/react-router';
import { LeadsPage } from '../../../components/admin/leads/LeadsPage';
import { JOB_ALERTS_TAB, jobAlertListInput, leadListInput, parseLeadsSearch, type LeadsSearch } from '../../../components/admin/leads/leads';
import { jobAlertListOptions } from '../../../components/admin/leads/queries';
import { leadCountsOptions, leadListOptions } from '../../../components/admin/queries';
import { siteHead } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/leads')({
  // Kind (tab, or job-alerts), search, status filter and page live in the address, so Back and reload keep them.
  validateSearch: (search: Record<string, unknown>): LeadsSearch => parseLeadsSearch(search),
  loaderDeps: ({ search }) => search,
  head: siteHead(() => ({
    title: 'Leads',
    description: 'Contact messages, quote requests, carrier requests, newsletter subscribers and job alerts.',
    path: '/admin/leads',
    noindex: true,
  })),
  loader: ({ context, deps }) => {
    // Started here, read with the same options by the page (which shows skeletons meanwhile).
    void context.queryClient.prefetchQuery(leadCountsOptions());
    if (deps.kind === JOB_ALERTS_TAB) void context.queryClient.prefetchQuery(jobAlertListOptions(jobAlertListInput(deps)));
    else void context.queryClient.prefetchQuery(leadListOptions(leadListInput(deps)));
  },
  component: LeadsRoute,
});

function LeadsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LeadsPage search={search} onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace ?? false, resetScroll: false })} />
  );
}
