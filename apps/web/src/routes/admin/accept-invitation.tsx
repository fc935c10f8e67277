import { createFileRoute } from '@tanstack/react-router';
import { siteHead } from '../../lib/seo';
import { AcceptInvitationPage } from '../../components/admin/account/AcceptInvitationPage';

/** Public (outside the guarded tree): the mailed link's token is the proof. Never indexed. */
export const Route = createFileRoute('/admin/accept-invitation')({
  ssr: false,
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token.slice(0, 200) } : {}),
  head: siteHead((site) => ({
    title: 'Join the team',
    description: `Accept an invitation to the admin area of ${site.company.name}.`,
    path: '/admin/accept-invitation',
    noindex: true,
  })),
  component: AcceptInvitationPageRoute,
});

function AcceptInvitationPageRoute() {
  const { token } = Route.useSearch();
  return <AcceptInvitationPage token={token ?? ''} />;
}
