import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../components/admin/profile/ProfilePage';
import { siteHead } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/profile')({
  head: siteHead(() => ({
    title: 'Your Profile',
    description: 'Your own admin account: password, email and two-factor sign-in.',
    path: '/admin/profile',
    noindex: true,
  })),
  component: ProfilePage,
});
