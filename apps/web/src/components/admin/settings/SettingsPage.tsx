import { Alert, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconAlertTriangle, IconBell, IconServer, IconUser, IconWorld } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAdminAuth } from '../../../lib/admin-auth';
import { AdminPageHeader } from '../common';
import { NotificationsTab } from './NotificationsTab';
import { ApplicantEmailsCard } from './ApplicantEmailsCard';
import { ProfileTab } from './ProfileTab';
import { SiteSettingsTab } from './SiteSettingsTab';
import { PrivacyRetentionCard } from './PrivacyRetentionCard';
import { SystemTab } from './SystemTab';
import { SETTINGS_TABS, type SettingsTab } from './settings';
import { settingsOptions } from '../queries';

const ICONS: Record<SettingsTab, ReactNode> = {
  profile: <IconUser size={16} aria-hidden />,
  site: <IconWorld size={16} aria-hidden />,
  notifications: <IconBell size={16} aria-hidden />,
  system: <IconServer size={16} aria-hidden />,
};

/** Admin 'Settings': Profile, Site Settings, Notifications and System, each saved on its own. */
export function SettingsPage({ tab, onTabChange }: { tab: SettingsTab; onTabChange: (tab: SettingsTab) => void }) {
  const { user } = useAdminAuth();
  const settings = useQuery(settingsOptions());

  const needsSettings = (node: (s: NonNullable<typeof settings.data>) => ReactNode) =>
    settings.isSuccess ? (
      node(settings.data)
    ) : settings.isError ? (
      <Alert color="red" title="Could not load settings" role="alert">
        {settings.error.message}
      </Alert>
    ) : (
      <Skeleton h={420} radius="md" aria-label="Loading settings" />
    );

  return (
    <Stack gap="lg">
      <AdminPageHeader title="Settings" subtitle="Your profile, the company details on the website, notifications and system limits." />

      {settings.data?.maintenanceMode ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title="Maintenance mode is ACTIVE">
          Visitors see the maintenance page instead of the website. Turn it off under Site Settings.
        </Alert>
      ) : null}

      <Tabs value={tab} onChange={(v) => v && onTabChange(v as SettingsTab)}>
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {SETTINGS_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} leftSection={ICONS[t.value]} px={{ base: 10, sm: 'md' }} style={{ flexShrink: 0 }}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="profile">
          <ProfileTab username={user?.username ?? ''} />
        </Tabs.Panel>
        <Tabs.Panel value="site">
          <Stack gap="lg">
            {needsSettings((s) => (
              <SiteSettingsTab settings={s} />
            ))}
            <PrivacyRetentionCard />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <Stack gap="lg">
            {needsSettings((s) => (
              <NotificationsTab settings={s} />
            ))}
            <ApplicantEmailsCard />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="system">
          {needsSettings((s) => (
            <SystemTab settings={s} />
          ))}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
