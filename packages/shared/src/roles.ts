/**
 * Staff roles (issue 22). An owner may do everything (Team and Settings included); a recruiter
 * works on jobs, applications, leads and job alerts; an editor on blog posts and testimonials.
 *
 * Nothing here may load zod: the web app's first load reads this module (the navigation, the
 * signed-in user's role), and zod would add 27 KB gzip to it. The schema of a role, ZStaffRole,
 * lives in accounts.ts.
 */
export const STAFF_ROLES = ['owner', 'recruiter', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', recruiter: 'Recruiter', editor: 'Editor' };

/** What a signed-in user without the right gets (HTTP 403) from any procedure or REST path. */
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this';

/**
 * The groups of roles that screens and procedures are given to. Who may call each procedure is
 * declared beside it, in its `.meta({ access })` (@app/trpc's procedure-meta.ts); these groups are
 * what both sides name.
 */
export const ANY_STAFF: readonly StaffRole[] = STAFF_ROLES;
export const RECRUITING: readonly StaffRole[] = ['owner', 'recruiter'];
export const WRITING: readonly StaffRole[] = ['owner', 'editor'];
export const OWNER: readonly StaffRole[] = ['owner'];

/** The admin screens each role may open (the navigation shows only these). */
export const ADMIN_SCREEN_ACCESS: Record<string, readonly StaffRole[]> = {
  '/admin': ANY_STAFF,
  '/admin/jobs': RECRUITING,
  '/admin/blog': WRITING,
  '/admin/testimonials': WRITING,
  '/admin/applications': RECRUITING,
  '/admin/leads': RECRUITING,
  '/admin/email': OWNER,
  '/admin/activity': OWNER,
  '/admin/settings': OWNER,
  '/admin/privacy': OWNER,
  '/admin/team': OWNER,
  '/admin/profile': ANY_STAFF,
};

/** Whether `role` may open the admin screen at `pathname` (its first two segments decide). */
export function mayOpenAdminScreen(pathname: string, role: StaffRole | undefined): boolean {
  if (!role) return false;
  const screen = pathname.split('/').slice(0, 3).join('/').replace(/\/$/, '') || '/admin';
  const roles = ADMIN_SCREEN_ACCESS[screen];
  return roles ? roles.includes(role) : role === 'owner';
}
