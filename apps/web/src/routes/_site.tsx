import { Outlet, createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { SiteLayout } from '../components/SiteLayout/SiteLayout';
import { MaintenancePage } from '../components/MaintenancePage/MaintenancePage';
import { MaintenanceBanner } from '../components/MaintenancePage/MaintenanceBanner';
import { adminMeQueryOptions } from '../lib/admin-auth';
import { publicSettingsOptions } from '../lib/company';

/**
 * Public pages share the header, footer and mobile bar. While maintenance mode is on, visitors
 * get the maintenance page instead; a signed-in admin still sees the site, under a banner.
 */
export const Route = createFileRoute('/_site')({
  loader: async ({ context }) => {
    // Without the settings the site is shown as usual (the server still refuses writes).
    const settings = await context.queryClient.ensureQueryData(publicSettingsOptions()).catch(() => null);
    if (settings?.maintenanceMode) await context.queryClient.ensureQueryData(adminMeQueryOptions);
  },
  component: SiteRoute,
});

function SiteRoute() {
  const settings = useQuery(publicSettingsOptions());
  const maintenance = settings.data?.maintenanceMode === true;
  const me = useQuery({ ...adminMeQueryOptions, enabled: maintenance });

  if (maintenance) {
    if (me.isPending) return null;
    if (!me.data) return <MaintenancePage settings={settings.data} />;
  }
  return (
    <>
      {maintenance ? <MaintenanceBanner /> : null}
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    </>
  );
}
