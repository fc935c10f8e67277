import { createFileRoute } from '@tanstack/react-router';
import { EmailPage } from '../../../components/admin/email/EmailPage';
import { emailListInput, parseEmailSearch, type EmailSearch } from '../../../components/admin/email/email-search';
import { trpc } from '../../../lib/trpc';
import { siteHead } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/email')({
  // Tab, search and page live in the address, so Back and reload keep them.
  validateSearch: (search: Record<string, unknown>): EmailSearch => parseEmailSearch(search),
  loaderDeps: ({ search }) => search,
  head: siteHead(() => ({
    title: 'Email',
    description: 'Every email the website sends, and whether it went out.',
    path: '/admin/email',
    noindex: true,
  })),
  loader: ({ context, deps }) => {
    // New mail is written by every form on the site, so each visit asks again (staleTime 0).
    void context.queryClient.prefetchQuery({ ...trpc.email.list.queryOptions(emailListInput(deps)), staleTime: 0 });
  },
  component: EmailRoute,
});

function EmailRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EmailPage search={search} onSearchChange={(next, options) => void navigate({ search: next, replace: options?.replace ?? false, resetScroll: false })} />
  );
}
