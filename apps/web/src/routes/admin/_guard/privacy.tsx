import { createFileRoute } from '@tanstack/react-router';
import { PrivacyRequestsPage } from '../../../components/admin/privacy/PrivacyRequestsPage';
import { parsePrivacySearch, type PrivacySearch } from '../../../components/admin/privacy/privacy-search';
import { siteHead } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/privacy')({
  // The tab and the address looked up live in the address, so Back and reload keep them.
  validateSearch: (search: Record<string, unknown>): PrivacySearch => parsePrivacySearch(search),
  head: siteHead(() => ({
    title: 'Privacy Requests',
    description: 'Access and deletion requests, their due dates, and everything held for an address.',
    path: '/admin/privacy',
    noindex: true,
  })),
  component: PrivacyRoute,
});

function PrivacyRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <PrivacyRequestsPage search={search} onSearchChange={(next) => void navigate({ search: next, resetScroll: false })} />;
}
