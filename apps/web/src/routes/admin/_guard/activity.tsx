import { createFileRoute } from '@tanstack/react-router';
import { ActivityPage } from '../../../components/admin/activity/ActivityPage';
import { activityListInput, parseActivitySearch, type ActivitySearch } from '../../../components/admin/activity/activity';
import { activityFiltersOptions, activityListOptions } from '../../../components/admin/activity/queries';
import { siteHead } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/activity')({
  // Admin, action, dates and page live in the address, so Back and reload keep them.
  validateSearch: (search: Record<string, unknown>): ActivitySearch => parseActivitySearch(search),
  loaderDeps: ({ search }) => search,
  head: siteHead(() => ({
    title: 'Activity',
    description: 'The audit log of admin actions: sign-ins, approvals, edits, deletions and settings changes.',
    path: '/admin/activity',
    noindex: true,
  })),
  loader: ({ context, deps }) => {
    // Started here, read with the same options by the page. The log grows with every admin write
    // anywhere, so each visit asks the server again (staleTime 0) instead of keeping a copy.
    void context.queryClient.prefetchQuery({ ...activityFiltersOptions(), staleTime: 0 });
    void context.queryClient.prefetchQuery({ ...activityListOptions(activityListInput(deps)), staleTime: 0 });
  },
  component: ActivityRoute,
});

function ActivityRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ActivityPage search={search} onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace ?? false, resetScroll: false })} />
  );
}
