import { createFileRoute } from '@tanstack/react-router';
import { siteHead } from '../../lib/seo';
import { AdminAuthProvider } from '../../lib/admin-auth';
import { AdminLoginPage } from '../../components/admin/shell/AdminLoginPage';
import { parseAdminLoginSearch } from '../../components/admin/shell/return-to';

export const Route = createFileRoute('/admin/login')({
  // Drawn in the browser only, like the rest of the admin area (it asks who is signed in).
  ssr: false,
  validateSearch: parseAdminLoginSearch,
  head: siteHead((site) => ({
    title: 'Admin Access',
    exactTitle: true,
    description: `Sign in to the ${site.company.name} administration area.`,
    path: '/admin/login',
    noindex: true,
  })),
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
