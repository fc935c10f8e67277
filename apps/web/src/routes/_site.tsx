import { Outlet, createFileRoute } from '@tanstack/react-router';
import { SiteLayout } from '../components/SiteLayout/SiteLayout';

/** Public pages share the header, footer and mobile bar. */
export const Route = createFileRoute('/_site')({
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
});
