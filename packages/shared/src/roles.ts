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

/** Who may call a procedure: anyone ('public'), or a signed-in staff user of one of these roles. */
export type Access = 'public' | readonly StaffRole[];

const ANY_STAFF: readonly StaffRole[] = STAFF_ROLES;
const RECRUITING: readonly StaffRole[] = ['owner', 'recruiter'];
const WRITING: readonly StaffRole[] = ['owner', 'editor'];
const OWNER: readonly StaffRole[] = ['owner'];

/**
 * The one table of who may call what, by procedure path. The tRPC router checks every admin call
 * against it before any work (an unlisted procedure refuses everyone), the API test walks every
 * procedure × role from it, and @app/trpc's root fails to compile when a procedure is missing here.
 */
export const PROCEDURE_ACCESS = {
  // Signing in and out, and one's own account
  'admin.me': 'public',
  'admin.session': 'public',
  'admin.login': 'public',
  'admin.logout': 'public',
  'admin.changePassword': ANY_STAFF,
  // Two-factor sign-in: every staff user's own (allowed even while the team requires it and it is not set up)
  'mfa.setup': ANY_STAFF,
  'mfa.enable': ANY_STAFF,
  'mfa.disable': ANY_STAFF,
  // An owner turns off another user's two-factor (a lost phone without recovery codes)
  'mfa.reset': OWNER,
  // Jobs
  'job.list': 'public',
  'job.featured': 'public',
  'job.byId': 'public',
  'job.submit': 'public',
  'job.adminList': RECRUITING,
  'job.pending': RECRUITING,
  'job.recent': RECRUITING,
  'job.create': RECRUITING,
  'job.restore': RECRUITING,
  'job.update': RECRUITING,
  'job.delete': RECRUITING,
  'job.setStatus': RECRUITING,
  'job.setStatusMany': RECRUITING,
  'job.markFilled': RECRUITING,
  'job.reopen': RECRUITING,
  // Applications
  'application.create': 'public',
  'application.submit': 'public',
  'application.list': RECRUITING,
  'application.counts': RECRUITING,
  'application.exportBatch': RECRUITING,
  'application.resumeFile': RECRUITING,
  'application.recent': RECRUITING,
  'application.setStatus': RECRUITING,
  // The recruiter's pipeline: assignee, notes, mail to the applicant, the timeline
  'application.assignees': RECRUITING,
  'application.assign': RECRUITING,
  'application.addNote': RECRUITING,
  'application.timeline': RECRUITING,
  'application.emailTemplates': RECRUITING,
  'application.emailDraft': RECRUITING,
  'application.sendEmail': RECRUITING,
  // Blog and testimonials
  'blog.list': 'public',
  'blog.bySlug': 'public',
  'blog.adminList': WRITING,
  'blog.byId': WRITING,
  'blog.create': WRITING,
  'blog.update': WRITING,
  'blog.delete': WRITING,
  'testimonial.list': 'public',
  'testimonial.adminList': WRITING,
  'testimonial.byId': WRITING,
  'testimonial.create': WRITING,
  'testimonial.update': WRITING,
  'testimonial.delete': WRITING,
  // Figures: the dashboard's counts hold no personal data
  'stats.get': 'public',
  'dashboard.stats': ANY_STAFF,
  // Public forms and the leads they make
  'contact.submit': 'public',
  'quote.transportation': 'public',
  'quote.warehouse': 'public',
  'carrier.join': 'public',
  'newsletter.subscribe': 'public',
  'newsletter.confirm': 'public',
  'lead.list': RECRUITING,
  'lead.exportBatch': RECRUITING,
  'lead.counts': RECRUITING,
  'lead.setStatus': RECRUITING,
  'lead.restore': RECRUITING,
  // Settings, the activity log and the outbox: the owner's
  'settings.public': 'public',
  'settings.get': OWNER,
  'settings.updateSite': OWNER,
  'settings.updateNotifications': OWNER,
  'settings.updateSystem': OWNER,
  // The templates of the mail recruiters send applicants: read by recruiters (application.emailTemplates), edited in Settings
  'settings.updateApplicantEmails': OWNER,
  'audit.list': OWNER,
  'audit.filters': OWNER,
  'email.list': OWNER,
  'email.retry': OWNER,
  // The Team screen (owners), accepting an invitation, and recovering access (issue 22)
  'team.list': OWNER,
  'team.invitations': OWNER,
  'team.invite': OWNER,
  'team.update': OWNER,
  'team.resendInvitation': OWNER,
  'team.revokeInvitation': OWNER,
  'team.acceptInvitation': 'public',
  'account.forgotPassword': 'public',
  'account.resetPassword': 'public',
  'account.setEmail': ANY_STAFF,
  'form.token': 'public',
  'upload.limits': 'public',
  // Job alerts
  'jobAlert.create': 'public',
  'jobAlert.confirm': 'public',
  'jobAlert.unsubscribe': 'public',
  'jobAlert.list': RECRUITING,
  'jobAlert.remove': RECRUITING,
  // Privacy (issue 23): the public requests; everything else is the owner's
  'privacy.request': 'public',
  'privacy.confirm': 'public',
  'privacy.list': OWNER,
  'privacy.holdings': OWNER,
  'privacy.complete': OWNER,
  'privacy.retention': OWNER,
  'privacy.updateRetention': OWNER,
  'privacy.runRetention': OWNER,
} as const satisfies Record<string, Access>;

export function mayCall(access: Access | undefined, role: StaffRole | undefined): boolean {
  if (access === 'public') return true;
  return !!access && !!role && access.includes(role);
}

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
