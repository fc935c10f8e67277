import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '../../../components/admin/team/TeamPage';
import { siteHead } from '../../../lib/seo';

export const Route = createFileRoute('/admin/_guard/team')({
  head: siteHead(() => ({
    title: 'Team',
    description: 'The staff who sign in to the admin area: invitations, roles and deactivation.',
    path: '/admin/team',
    noindex: true,
  })),
  component: TeamPage,
});
