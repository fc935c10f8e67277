import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';
import { AdminAuthProvider } from '../../lib/admin-auth';
import { AdminLoginPage } from '../../components/admin/shell/AdminLoginPage';

export interface AdminLoginSearch {
  /** Where to go after signing in (an /admin path); /admin when absent. */
  redirect?: string;
}

export const Route = createFileRoute('/admin/login')({
  validateSearch: (search: Record<string, unknown>): AdminLoginSearch =>
    typeof search.redirect === 'string' && search.redirect ? { redirect: search.redirect } : {},
  head: () =>
    seo({ title: 'Admin Access', exactTitle: true, description: 'Sign in to the Northline Workforce Solutions administration area.', path: '/admin/login', noindex: true }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return (
    <AdminAuthProvider>
      <AdminLoginPage redirectTo={redirect} />
    </AdminAuthProvider>
  );
}
