import { Outlet, createFileRoute, redirect, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { AdminAuthProvider, MFA_SETUP_PATH, adminMeQueryOptions, needsMfaSetup, takeAdminSessionEnded, useAdminAuth } from '../../lib/admin-auth';
import { AdminShell } from '../../components/admin/shell/AdminShell';
import { VerifyingAdmin } from '../../components/admin/shell/VerifyingAdmin';
import { rememberAdminReturn } from '../../components/admin/shell/return-to';
import { NoPermission } from '../../components/admin/shell/NoPermission';
import { mayOpenAdminScreen } from '@app/shared/roles';

/**
 * The guarded admin tree. beforeLoad waits for the identity check (so no admin data is requested
 * without a session) and sends visitors without an admin to /admin/login, remembering the page
 * they asked for in sessionStorage (so the login URL stays plain /admin/login). The component follows later changes the same way:
 * after Logout to plain /admin/login; when the server ended the session (any admin call refused,
 * see endAdminSession) to /admin/login?redirect=<this page>&session=ended, which says so and
 * returns here after signing in. While the team requires two-factor and the user has not set it
 * up, every admin page sends them to its setup on /admin/profile first (the server refuses their
 * other calls anyway).
 */
export const Route = createFileRoute('/admin/_guard')({
  // The admin area is drawn in the browser only: the server sends the document and 'Verifying
  // admin access...', never an admin's data (its identity check and pages run after hydration).
  ssr: false,
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(adminMeQueryOptions);
    if (!user) {
      rememberAdminReturn(location.href);
      throw redirect({ to: '/admin/login', replace: true });
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
  const queryClient = useQueryClient();
  const redirected = useRef(false);
  const signedOut = !loading && !user;
  const pathname = useRouterState({ select: (s) => s.location.pathname });

  useEffect(() => {
    if (!signedOut || redirected.current) return;
    // Once only: the location keeps changing while the navigation is under way.
    redirected.current = true;
    const { pathname, href } = router.state.location;
    const ended = takeAdminSessionEnded(queryClient);
    // After Logout the shell is already on its way to the login page.
    if (pathname.startsWith('/admin/login')) return;
    if (ended) {
      void navigate({ to: '/admin/login', search: { redirect: href, session: 'ended' }, replace: true });
      return;
    }
    rememberAdminReturn(href);
    void navigate({ to: '/admin/login', replace: true });
  }, [signedOut, navigate, router, queryClient]);

  // The team requires two-factor and this user has none yet: its setup (Profile) before anything else.
  const setupFirst = needsMfaSetup(user) && pathname !== MFA_SETUP_PATH;
  useEffect(() => {
    if (setupFirst) void navigate({ to: MFA_SETUP_PATH, hash: 'two-factor', replace: true });
  }, [setupFirst, navigate]);

  if (!user || setupFirst) return <VerifyingAdmin />;
  // A screen the role may not open says so (its procedures would answer 403 anyway).
  return <AdminShell>{mayOpenAdminScreen(pathname, user.role) ? <Outlet /> : <NoPermission />}</AdminShell>;
}
