import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../../components/admin/settings/SettingsPage';
import { settingsOptions } from '../../../components/admin/queries';
import { isSettingsTab, type SettingsTab } from '../../../components/admin/settings/settings';
import { siteHead } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/settings')({
  validateSearch: (search: Record<string, unknown>): { tab?: SettingsTab } => (isSettingsTab(search.tab) ? { tab: search.tab } : {}),
  head: siteHead(() => ({
    title: 'Settings',
    description: 'Admin profile, company details, maintenance mode, notifications and system settings.',
    path: '/admin/settings',
    noindex: true,
  })),
  loader: ({ context }) => context.queryClient.prefetchQuery(settingsOptions()),
  component: SettingsRoute,
});

function SettingsRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <SettingsPage tab={tab ?? 'profile'} onTabChange={(next) => void navigate({ search: next === 'profile' ? {} : { tab: next }, replace: true })} />;
}
