import { Outlet, createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { SiteLayout } from '../components/SiteLayout/SiteLayout';
import { MaintenancePage } from '../components/MaintenancePage/MaintenancePage';
import { MaintenanceBanner } from '../components/MaintenancePage/MaintenanceBanner';
import { adminMeQueryOptions } from '../lib/admin-auth';
import { publicSettingsOptions } from '../lib/company';
import { isServer } from '../lib/ssr';

/**
 * Public pages share the header, footer and mobile bar. While maintenance mode is on, visitors
 * get the maintenance page instead; a signed-in admin still sees the site, under a banner.
 */
export const Route = createFileRoute('/_site')({
  // Before the pages' own loaders and heads: while the maintenance page is shown, every page's head
  // is the maintenance page's (see seo()), so the layout says which it is in the router context.
  beforeLoad: async ({ context }) => {
    // Without the settings the site is shown as usual (the server still refuses writes).
    const settings = await context.queryClient.ensureQueryData(context.trpc.settings.public.queryOptions()).catch(() => null);
    if (!settings?.maintenanceMode) return { adminDuringMaintenance: false };
    if (isServer) {
      // Whether this request has an admin session; the answer itself is not kept for the page
      // (no admin's data in the server's HTML).
      const admin = await context.queryClient.fetchQuery(context.trpc.admin.me.queryOptions()).then(
        () => true,
        () => false,
      );
      context.queryClient.removeQueries({ queryKey: context.trpc.admin.me.queryKey() });
      // Visitors get the maintenance page with 503 (the server adds Retry-After), so crawlers keep
      // the pages they indexed; the server reads the flag from this render, not a second time.
      if (!admin && context.response) context.response.status = 503;
      return { adminDuringMaintenance: admin };
    }
    return { adminDuringMaintenance: Boolean(await context.queryClient.ensureQueryData(adminMeQueryOptions).catch(() => null)) };
  },
  component: SiteRoute,
});

function SiteRoute() {
  const settings = useQuery(publicSettingsOptions());
  const maintenance = settings.data?.maintenanceMode === true;
  const me = useQuery({ ...adminMeQueryOptions, enabled: maintenance });
  // The page as the server decided it, until the browser's own identity check answers.
  const { adminDuringMaintenance } = Route.useRouteContext();
  const admin = me.data !== undefined ? Boolean(me.data) : adminDuringMaintenance;

  if (maintenance && !admin) return <MaintenancePage settings={settings.data} />;
  return (
    <>
      {maintenance ? <MaintenanceBanner /> : null}
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </>
  );
}
