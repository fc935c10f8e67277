import { createFileRoute } from '@tanstack/react-router';
import { siteHead } from '../../lib/seo';
import { ResetPasswordPage } from '../../components/admin/account/ResetPasswordPage';

/** Public (outside the guarded tree): the mailed link's token is the proof. Never indexed. */
export const Route = createFileRoute('/admin/reset-password')({
  ssr: false,
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token.slice(0, 200) } : {}),
  head: siteHead((site) => ({
    title: 'Set a new password',
    description: `Set a new admin password at ${site.company.name}.`,
    path: '/admin/reset-password',
    noindex: true,
  })),
  component: ResetPasswordPageRoute,
});

function ResetPasswordPageRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token ?? ''} />;
}
