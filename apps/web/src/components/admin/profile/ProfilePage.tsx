import { Stack } from '@mantine/core';
import { useAdminAuth } from '../../../lib/admin-auth';
import { AdminPageHeader } from '../common';
import { ProfileTab } from '../settings/ProfileTab';
import { TwoFactorSection } from './TwoFactorSection';
import { ProfileEmailSection } from './ProfileEmailSection';

/** /admin/profile: every staff user's own account (whatever their role): password and sign-in. */
export function ProfilePage() {
  const { user } = useAdminAuth();
  return (
    <Stack gap="lg">
      <AdminPageHeader title="Your Profile" subtitle="Your own sign-in: password and account details." />
      <ProfileTab username={user?.username ?? ''} />
      <TwoFactorSection />
      <ProfileEmailSection />
    </Stack>
  );
}
