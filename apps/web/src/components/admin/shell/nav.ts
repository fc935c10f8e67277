import type { ComponentType } from 'react';
import {
  IconBriefcase,
  IconFileText,
  IconHistory,
  IconLayoutDashboard,
  IconMessageStar,
  IconSettings,
  IconUserCheck,
  IconInbox,
  IconMail,
  IconUserCircle,
  IconShieldLock,
  IconUsersGroup,
} from '@tabler/icons-react';
import { trimEndChar } from '@app/shared/text';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
}

/** The admin sidebar, in order. */
export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: IconLayoutDashboard },
  { label: 'Jobs', to: '/admin/jobs', icon: IconBriefcase },
  { label: 'Blog Posts', to: '/admin/blog', icon: IconFileText },
  { label: 'Testimonials', to: '/admin/testimonials', icon: IconMessageStar },
  { label: 'Applications', to: '/admin/applications', icon: IconUserCheck },
  { label: 'Leads', to: '/admin/leads', icon: IconInbox },
  { label: 'Email', to: '/admin/email', icon: IconMail },
  { label: 'Activity', to: '/admin/activity', icon: IconHistory },
  { label: 'Privacy requests', to: '/admin/privacy', icon: IconShieldLock },
  { label: 'Settings', to: '/admin/settings', icon: IconSettings },
  { label: 'Team', to: '/admin/team', icon: IconUsersGroup },
  { label: 'Profile', to: '/admin/profile', icon: IconUserCircle },
];

const trimSlash = (path: string) => (path.length > 1 ? trimEndChar(path, '/') : path);

/**
 * Section 2: a link is active when the current path equals it or, except for /admin itself,
 * starts with it (on a segment boundary, so /admin/jobs does not light up /admin/job).
 */
export function isAdminNavActive(linkTo: string, pathname: string): boolean {
  const link = trimSlash(linkTo);
  const path = trimSlash(pathname);
  if (path === link) return true;
  if (link === '/admin') return false;
  return path.startsWith(`${link}/`);
}
