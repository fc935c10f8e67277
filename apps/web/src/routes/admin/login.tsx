import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';
import { AdminAuthProvider } from '../../lib/admin-auth';
import { AdminLoginPage } from '../../components/admin/shell/AdminLoginPage';
import { parseAdminLoginSearch } from '../../components/admin/shell/return-to';

export const Route = createFileRoute('/admin/login')({
  validateSearch: parseAdminLoginSearch,
  head: () =>
    seo({
      title: 'Admin Access',
      exactTitle: true,
      description: 'Sign in to the Northline Workforce Solutions administration area.',
      path: '/admin/login',
      noindex: true,
    }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, session } = Route.useSearch();
  return (
    <AdminAuthProvider>
      <AdminLoginPage redirectTo={redirect} sessionEnded={session === 'ended'} />
    </AdminAuthProvider>
  );
}
