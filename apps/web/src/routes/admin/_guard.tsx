import { Outlet, createFileRoute, redirect, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { AdminAuthProvider, adminMeQueryOptions, useAdminAuth } from '../../lib/admin-auth';
import { AdminShell } from '../../components/admin/shell/AdminShell';
import { VerifyingAdmin } from '../../components/admin/shell/VerifyingAdmin';

/**
 * The guarded admin tree. beforeLoad waits for the identity check (so no admin data is requested
 * without a session) and sends visitors without an admin to /admin/login, remembering the page
 * they asked for. The component follows later changes (logout, an expired session) the same way.
 */
export const Route = createFileRoute('/admin/_guard')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(adminMeQueryOptions);
    if (!user) {
      throw redirect({ to: '/admin/login', search: { redirect: location.href }, replace: true });
    }
  },
  pendingComponent: VerifyingAdmin,
  component: GuardLayout,
});

function GuardLayout() {
  return (
    <AdminAuthProvider>
      <Guarded />
    </AdminAuthProvider>
  );
}

function Guarded() {
  const { user, loading } = useAdminAuth();
  const navigate = useNavigate();
  const router = useRouter();
  const redirected = useRef(false);
  const signedOut = !loading && !user;

  useEffect(() => {
    if (!signedOut || redirected.current) return;
    // Once only: the location keeps changing while the navigation is under way.
    redirected.current = true;
    const { pathname, href } = router.state.location;
    // After Logout the shell is already on its way to the login page.
    if (pathname.startsWith('/admin/login')) return;
    void navigate({ to: '/admin/login', search: { redirect: href }, replace: true });
  }, [signedOut, navigate, router]);

  if (!user) return <VerifyingAdmin />;
  return (
    <AdminShell>
      <Outlet />
    </AdminShell>
  );
}
