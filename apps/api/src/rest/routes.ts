import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createCaller, type ProcedurePath } from '@app/trpc';
import { idFromText } from '@app/shared/ids';
import type { Page } from '@app/shared/schemas/pagination';
import { pageHeaders } from './page-headers.ts';
import { toHttpError } from './errors.ts';
import { NO_STORE, publicReadCacheControl } from '../plugins/http-cache.ts';

type Caller = ReturnType<typeof createCaller>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Req = Pick<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Record<string, string>;
  query: Record<string, unknown>;
};

export interface RestRoute {
  method: Method;
  url: string;
  /**
   * The procedure this path calls ('job.byId'): the OpenAPI document reads its input and output
   * schemas (its `.input()` and `.output()`) from the router by this path.
   */
  procedure: ProcedurePath;
  /** Builds the procedure input from the request. */
  input?: (req: Req) => unknown;
  /** HTTP status on success. */
  status?: number;
  /** Documented as needing an admin session (the procedure enforces it). */
  admin?: boolean;
  /**
   * The procedure answers a page ({items, total, page, limit}); the path answers the documented
   * JSON array of items, with X-Total-Count and an RFC 8288 Link header (first/prev/next/last).
   */
  paged?: boolean;
  /** A public read: HTTP caches may keep a successful answer briefly (see plugins/http-cache.ts). */
  publicRead?: boolean;
  /** Also accepts an HTML form body (application/x-www-form-urlencoded), as mail clients send a one-click unsubscribe. */
  formBody?: boolean;
  /**
   * One of the specification's documented public forms: a body without `consent` is stored with
   * `consent: 'implied-api'` (the context says so; a client cannot). The web app's tRPC calls must send `consent: true`.
   */
  impliedConsent?: boolean;
  summary: string;
}

/** A path id that is not a whole number in range can match no row: it becomes 0, which answers 404. */
export function toId(value: string | undefined): number {
  return idFromText(value) ?? 0;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The body, with the path id merged in when the body is an object (anything else fails validation). */
const bodyWithId = ({ body, params }: Req) => (isPlainObject(body) ? { ...body, id: toId(params.id) } : body);
const body = ({ body }: Req) => body ?? {};
const id = ({ params }: Req) => ({ id: toId(params.id) });
const firstString = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const queryStrings =
  (keys: string[]) =>
  ({ query }: Req) =>
    Object.fromEntries(keys.map((k) => [k, firstString(query[k])]).filter(([, v]) => typeof v === 'string'));
/** A list's filters plus its page and limit, from the query string. */
const listQuery = (keys: string[] = []) => queryStrings([...keys, 'page', 'limit']);

/** Every documented REST path: one row each, each calling one tRPC procedure. */
export const restRoutes: RestRoute[] = [
  // Admin authentication
  {
    method: 'GET',
    url: '/api/admin/me',
    procedure: 'admin.me',
    summary: 'The signed-in admin {id, username, role, email, mfaEnabled, mfaRequired}; 401 without a session',
  },
  {
    method: 'GET',
    url: '/api/admin/session',
    procedure: 'admin.session',
    summary:
      "Who this session belongs to: {user} with the signed-in admin as /api/admin/me answers it, or {user: null} (200) without a session (the site's own pages ask this)",
  },
  {
    method: 'POST',
    url: '/api/admin/login',
    procedure: 'admin.login',
    input: body,
    summary:
      "Sign in with {username, password, code?}; sets the session cookie. A user with two-factor on needs `code` (a TOTP code or a recovery code): without a valid one, 401 {code: 'MFA_REQUIRED', message} and no session",
  },
  { method: 'POST', url: '/api/admin/logout', procedure: 'admin.logout', summary: 'Ends the session on the server and clears the cookie' },
  {
    method: 'POST',
    url: '/api/admin/password',
    procedure: 'admin.changePassword',
    input: body,
    admin: true,
    summary: "Change the signed-in admin's password",
  },
  {
    method: 'POST',
    url: '/api/admin/mfa/setup',
    procedure: 'mfa.setup',
    admin: true,
    summary: 'Start two-factor setup: a new TOTP secret {secret, otpauthUrl, qrCode}, on once a code confirms it; 409 while two-factor is on',
  },
  {
    method: 'POST',
    url: '/api/admin/mfa/enable',
    procedure: 'mfa.enable',
    input: body,
    admin: true,
    summary: 'Turn two-factor on with {code} from the authenticator app -> {recoveryCodes} (10, single-use, shown only here)',
  },
  {
    method: 'POST',
    url: '/api/admin/mfa/disable',
    procedure: 'mfa.disable',
    input: body,
    admin: true,
    summary: 'Turn two-factor off with {code}: a code from the app or a recovery code',
  },
  {
    method: 'DELETE',
    url: '/api/admin/users/:id/mfa',
    procedure: 'mfa.reset',
    input: id,
    admin: true,
    summary: "Owners: turn off another user's two-factor (a lost phone): their secret and recovery codes are deleted and their sessions end",
  },
  {
    method: 'PUT',
    url: '/api/admin/me/email',
    procedure: 'account.setEmail',
    input: body,
    admin: true,
    summary: 'Set your own email address (where password reset links go): {email, currentPassword}',
  },
  {
    method: 'POST',
    url: '/api/admin/password/forgot',
    procedure: 'account.forgotPassword',
    input: body,
    status: 202,
    summary: "'Forgot password?': {email}. Always 202 with the same body; an active staff user's address is mailed a link valid 30 minutes",
  },
  {
    method: 'POST',
    url: '/api/admin/password/reset',
    procedure: 'account.resetPassword',
    input: body,
    summary: "Set a new password with a reset link's token: {token, password}; every session of that user ends; 400 for an unknown, used or expired link",
  },

  // The team (owners)
  {
    method: 'GET',
    url: '/api/admin/users',
    procedure: 'team.list',
    admin: true,
    summary: 'Every staff user: username, email, role, active, last sign-in, two-factor',
  },
  {
    method: 'POST',
    url: '/api/admin/users/invite',
    procedure: 'team.invite',
    input: body,
    status: 201,
    admin: true,
    summary: "Invite a person: {email, role}; mails a single-use link valid 72 hours; 409 when the address is already a team member's",
  },
  {
    method: 'PATCH',
    url: '/api/admin/users/:id',
    procedure: 'team.update',
    input: bodyWithId,
    admin: true,
    summary: '{role?, active?}: change a role, deactivate (every session ends at once) or reactivate; 400 for the last active owner',
  },
  {
    method: 'GET',
    url: '/api/admin/invitations',
    procedure: 'team.invitations',
    admin: true,
    summary: 'Invitations not yet accepted or revoked, newest first',
  },
  {
    method: 'POST',
    url: '/api/admin/invitations/:id/resend',
    procedure: 'team.resendInvitation',
    input: id,
    admin: true,
    summary: 'Mail a pending invitation again with a new link (the old one stops working), valid 72 hours',
  },
  {
    method: 'DELETE',
    url: '/api/admin/invitations/:id',
    procedure: 'team.revokeInvitation',
    input: id,
    admin: true,
    summary: 'Revoke a pending invitation: its link stops working',
  },
  {
    method: 'POST',
    url: '/api/admin/invitations/accept',
    procedure: 'team.acceptInvitation',
    input: body,
    status: 201,
    summary: 'Accept an invitation: {token, username, password}; makes the account; 400 for an unknown, used or expired link',
  },

  // Stats
  { method: 'GET', url: '/api/stats', procedure: 'stats.get', publicRead: true, summary: '{jobs, employers, hired}' },
  {
    method: 'GET',
    url: '/api/admin/dashboard/stats',
    procedure: 'dashboard.stats',
    admin: true,
    summary: '{jobs, blogPosts, testimonials, applications, newLeads, pendingJobs}',
  },

  // Jobs
  {
    method: 'GET',
    url: '/api/jobs',
    procedure: 'job.list',
    input: listQuery(['query', 'location', 'type', 'category', 'remote', 'minPay', 'payPeriod', 'sort']),
    paged: true,
    publicRead: true,
    summary: 'Job search: query, location, type, category, remote; minPay with payPeriod (hour|day|week|month|year); sort relevance|newest|salary; page, limit',
  },
  {
    method: 'GET',
    url: '/api/jobs/featured',
    procedure: 'job.featured',
    input: listQuery(),
    paged: true,
    publicRead: true,
    summary: 'Featured approved jobs, newest first',
  },
  {
    method: 'GET',
    url: '/api/jobs/pending',
    procedure: 'job.pending',
    input: listQuery(),
    paged: true,
    admin: true,
    summary: 'Jobs waiting for approval',
  },
  { method: 'GET', url: '/api/jobs/recent', procedure: 'job.recent', admin: true, summary: 'The five latest jobs of any status' },
  {
    method: 'POST',
    url: '/api/jobs/submit',
    impliedConsent: true,
    procedure: 'job.submit',
    input: body,
    status: 201,
    summary: 'Public job submission, pending review',
  },
  { method: 'POST', url: '/api/jobs', procedure: 'job.create', input: body, status: 201, admin: true, summary: 'Create a job (pending approval)' },
  { method: 'GET', url: '/api/jobs/:id', procedure: 'job.byId', input: id, publicRead: true, summary: 'One job' },
  { method: 'PUT', url: '/api/jobs/:id', procedure: 'job.update', input: bodyWithId, admin: true, summary: 'Update a job' },
  { method: 'DELETE', url: '/api/jobs/:id', procedure: 'job.delete', input: id, admin: true, summary: 'Delete a job' },
  {
    method: 'PATCH',
    url: '/api/jobs/:id/status',
    procedure: 'job.setStatus',
    input: bodyWithId,
    admin: true,
    summary: "Approve or deny: {status: 'approved' | 'denied', reason?}",
  },
  {
    method: 'PATCH',
    url: '/api/jobs/status',
    procedure: 'job.setStatusMany',
    input: body,
    admin: true,
    summary: "Approve or deny pending jobs at once: {ids (1-100), status: 'approved' | 'denied', reason?} -> {updated, jobs, skipped}",
  },
  {
    method: 'POST',
    url: '/api/jobs/:id/filled',
    procedure: 'job.markFilled',
    input: id,
    admin: true,
    summary: 'Mark an open job filled: it closes now, its page stays and says it no longer accepts applications',
  },
  { method: 'POST', url: '/api/jobs/:id/reopen', procedure: 'job.reopen', input: id, admin: true, summary: 'A denied job goes back to pending review' },
  {
    method: 'POST',
    url: '/api/jobs/:id/restore',
    procedure: 'job.restore',
    input: id,
    admin: true,
    summary: 'Not spam: a job submission caught by the spam trap goes back to pending review',
  },
  {
    method: 'POST',
    url: '/api/jobs/:id/apply',
    impliedConsent: true,
    procedure: 'application.submit',
    input: ({ body, params }) => (isPlainObject(body) ? { ...body, jobId: toId(params.id) } : body),
    status: 201,
    summary: 'Apply: {userId, coverLetter, resume, applicantName, applicantEmail, applicantPhone, experience}',
  },
  // POST /api/uploads/resume (multipart) and GET /api/admin/applications/{id}/resume stream files: see uploads/routes.ts.
  {
    method: 'GET',
    url: '/api/uploads/limits',
    procedure: 'upload.limits',
    summary: 'What POST /api/uploads/resume accepts: {maxFileSizeMb, fileTypes}',
  },

  // Applications
  {
    method: 'GET',
    url: '/api/applications',
    procedure: 'application.list',
    input: listQuery(['search', 'status', 'mine']),
    paged: true,
    admin: true,
    summary:
      'Applications, newest first: search (name, email, job title), status all|submitted|under_review|accepted|rejected, mine (true: assigned to me); page, limit',
  },
  { method: 'GET', url: '/api/applications/recent', procedure: 'application.recent', admin: true, summary: 'The five latest applications' },
  {
    method: 'PATCH',
    url: '/api/applications/:id/status',
    procedure: 'application.setStatus',
    input: bodyWithId,
    admin: true,
    summary: 'Set status: submitted, under_review, accepted or rejected',
  },
  // The recruiter's pipeline: assignee, notes, mail to the applicant, timeline
  {
    method: 'GET',
    url: '/api/applications/assignees',
    procedure: 'application.assignees',
    admin: true,
    summary: 'Who an application may be assigned to: active owners and recruiters [{id, username}]',
  },
  {
    method: 'PATCH',
    url: '/api/applications/:id/assignee',
    procedure: 'application.assign',
    input: bodyWithId,
    admin: true,
    summary: 'Assign to a staff user {userId} (an active owner or recruiter), or unassign {userId: null}',
  },
  {
    method: 'POST',
    url: '/api/applications/:id/notes',
    procedure: 'application.addNote',
    input: bodyWithId,
    status: 201,
    admin: true,
    summary: 'Add a dated note {text}, signed by the signed-in user',
  },
  {
    method: 'GET',
    url: '/api/applications/:id/timeline',
    procedure: 'application.timeline',
    input: id,
    admin: true,
    summary: 'What happened to the application, oldest first: submitted, status and assignment changes, notes, mail to the applicant',
  },
  {
    method: 'GET',
    url: '/api/applications/email-templates',
    procedure: 'application.emailTemplates',
    admin: true,
    summary: 'The templates of the mail to applicants (interview_invitation, not_selected, request_for_documents)',
  },
  {
    method: 'GET',
    url: '/api/applications/:id/email',
    procedure: 'application.emailDraft',
    input: ({ params, query }) => ({ id: toId(params.id), template: firstString(query.template) }),
    admin: true,
    summary: 'A template filled in for this applicant ?template=: {to, subject, body}, to adjust before sending',
  },
  {
    method: 'POST',
    url: '/api/applications/:id/email',
    procedure: 'application.sendEmail',
    input: bodyWithId,
    status: 202,
    admin: true,
    summary: 'Mail the applicant through the outbox: {template, subject?, body?}; 400 when the application has no email address',
  },

  // Blog
  {
    method: 'GET',
    url: '/api/blog',
    procedure: 'blog.list',
    input: listQuery(['search', 'category', 'related']),
    paged: true,
    publicRead: true,
    summary: 'Published posts, newest first: search, category, related (a slug); page, limit',
  },
  {
    method: 'GET',
    url: '/api/blog/:slug',
    procedure: 'blog.bySlug',
    input: ({ params }) => ({ slug: params.slug }),
    publicRead: true,
    summary: 'One published post',
  },
  {
    method: 'GET',
    url: '/api/admin/blog',
    procedure: 'blog.adminList',
    input: listQuery(['status', 'search']),
    paged: true,
    admin: true,
    summary: 'Posts, drafts included: status all|published|draft, search; page, limit',
  },
  { method: 'POST', url: '/api/admin/blog', procedure: 'blog.create', input: body, status: 201, admin: true, summary: 'Create a post' },
  { method: 'PATCH', url: '/api/admin/blog/:id', procedure: 'blog.update', input: bodyWithId, admin: true, summary: 'Update the fields sent' },
  { method: 'DELETE', url: '/api/admin/blog/:id', procedure: 'blog.delete', input: id, admin: true, summary: 'Delete a post' },

  // Testimonials
  {
    method: 'GET',
    url: '/api/testimonials',
    procedure: 'testimonial.list',
    input: listQuery(),
    paged: true,
    publicRead: true,
    summary: 'Testimonials, featured first, then newest; page, limit',
  },
  {
    method: 'GET',
    url: '/api/admin/testimonials',
    procedure: 'testimonial.adminList',
    input: listQuery(['filter', 'search']),
    paged: true,
    admin: true,
    summary: 'Testimonials: filter all|featured|regular, search; page, limit',
  },
  {
    method: 'POST',
    url: '/api/admin/testimonials',
    procedure: 'testimonial.create',
    input: body,
    status: 201,
    admin: true,
    summary: 'Create a testimonial',
  },
  { method: 'GET', url: '/api/admin/testimonials/:id', procedure: 'testimonial.byId', input: id, admin: true, summary: 'One testimonial' },
  {
    method: 'PATCH',
    url: '/api/admin/testimonials/:id',
    procedure: 'testimonial.update',
    input: bodyWithId,
    admin: true,
    summary: 'Update a testimonial',
  },
  { method: 'DELETE', url: '/api/admin/testimonials/:id', procedure: 'testimonial.delete', input: id, admin: true, summary: 'Delete a testimonial' },

  // Public forms
  { method: 'POST', url: '/api/contact', impliedConsent: true, procedure: 'contact.submit', input: body, status: 201, summary: 'Contact message' },
  {
    method: 'POST',
    url: '/api/quotes/transportation',
    impliedConsent: true,
    procedure: 'quote.transportation',
    input: body,
    status: 201,
    summary: 'Transportation quote request',
  },
  {
    method: 'POST',
    url: '/api/quotes/warehouse',
    impliedConsent: true,
    procedure: 'quote.warehouse',
    input: body,
    status: 201,
    summary: 'Warehouse quote request',
  },
  {
    method: 'POST',
    url: '/api/carriers/join',
    impliedConsent: true,
    procedure: 'carrier.join',
    input: body,
    status: 201,
    summary: 'Carrier network application',
  },
  {
    method: 'POST',
    url: '/api/newsletter',
    impliedConsent: true,
    procedure: 'newsletter.subscribe',
    input: body,
    status: 201,
    summary: 'Newsletter subscription {email}',
  },
  {
    method: 'POST',
    url: '/api/newsletter/confirm',
    procedure: 'newsletter.confirm',
    input: body,
    summary: 'Confirm a returning subscriber {email, token} (the link of the confirmation mail)',
  },
  {
    method: 'POST',
    url: '/api/job-alerts',
    impliedConsent: true,
    procedure: 'jobAlert.create',
    input: body,
    status: 201,
    summary: "Job alert: {email, query?, location?, type?, category?, frequency: 'instant' | 'daily'}; mails a confirmation link",
  },
  {
    method: 'POST',
    url: '/api/job-alerts/confirm',
    procedure: 'jobAlert.confirm',
    input: body,
    summary: 'Start a job alert {id, token} (the link of the confirmation mail)',
  },
  {
    method: 'POST',
    url: '/api/job-alerts/unsubscribe',
    procedure: 'jobAlert.unsubscribe',
    // The link of an alert mail carries id and token in the query; a mail client's one-click
    // unsubscribe (RFC 8058) POSTs 'List-Unsubscribe=One-Click' as a form to that same address.
    input: ({ query, body }) => ({ id: firstString(query.id), token: firstString(query.token), ...(isPlainObject(body) ? body : {}) }),
    formBody: true,
    summary: 'Stop a job alert {id, token} (the link of every alert mail; also the one-click List-Unsubscribe POST, id and token in the query)',
  },
  {
    method: 'GET',
    url: '/api/forms/token',
    procedure: 'form.token',
    summary: "A public form's signed start time {token, minFillMs}: send it back as formToken (optional spam protection)",
  },

  // Leads and settings (admin)
  { method: 'GET', url: '/api/admin/leads/counts', procedure: 'lead.counts', admin: true, summary: 'New leads per kind' },
  {
    method: 'GET',
    url: '/api/admin/leads/:kind',
    procedure: 'lead.list',
    input: (req) => ({ kind: req.params.kind, ...listQuery(['search', 'status'])(req) }),
    paged: true,
    admin: true,
    summary: 'Leads of one kind (contact, transportation, warehouse, carrier, newsletter), newest first: search, status; page, limit',
  },
  {
    method: 'PATCH',
    url: '/api/admin/leads/:kind/:id/status',
    procedure: 'lead.setStatus',
    input: ({ params, body }) => (isPlainObject(body) ? { ...body, kind: params.kind, id: toId(params.id) } : body),
    admin: true,
    summary: 'Set a lead status: new, contacted, closed',
  },
  {
    method: 'POST',
    url: '/api/admin/leads/:kind/:id/restore',
    procedure: 'lead.restore',
    input: ({ params }) => ({ kind: params.kind, id: toId(params.id) }),
    admin: true,
    summary: 'Not spam: a lead caught by the spam trap becomes an open one again',
  },
  {
    method: 'GET',
    url: '/api/admin/emails',
    procedure: 'email.list',
    input: listQuery(['status', 'search']),
    paged: true,
    admin: true,
    summary: 'The mail outbox, newest first: status (all, pending, sent, failed), search (recipient or subject); page, limit',
  },
  { method: 'POST', url: '/api/admin/emails/:id/retry', procedure: 'email.retry', input: id, admin: true, summary: 'Send a failed mail again' },
  { method: 'GET', url: '/api/settings/public', procedure: 'settings.public', publicRead: true, summary: 'Company details and maintenance flag' },
  { method: 'GET', url: '/api/admin/settings', procedure: 'settings.get', admin: true, summary: 'All site settings' },
  {
    method: 'PUT',
    url: '/api/admin/settings/site',
    procedure: 'settings.updateSite',
    input: body,
    admin: true,
    summary: 'Company details, maintenance mode, job auto-approval',
  },
  {
    method: 'PUT',
    url: '/api/admin/settings/notifications',
    procedure: 'settings.updateNotifications',
    input: body,
    admin: true,
    summary: 'Notification preferences',
  },
  {
    method: 'PUT',
    url: '/api/admin/settings/system',
    procedure: 'settings.updateSystem',
    input: body,
    admin: true,
    summary: 'Application deadline, file size and types',
  },
  {
    method: 'PUT',
    url: '/api/admin/settings/applicant-emails',
    procedure: 'settings.updateApplicantEmails',
    input: body,
    admin: true,
    summary: 'Edit the templates of the mail to applicants: {interview_invitation?, not_selected?, request_for_documents?: {subject, body}}',
  },

  {
    method: 'GET',
    url: '/api/admin/job-alerts',
    procedure: 'jobAlert.list',
    input: listQuery(['search']),
    paged: true,
    admin: true,
    summary: 'Job alert subscriptions, newest first: search (address or search words); page, limit',
  },
  {
    method: 'DELETE',
    url: '/api/admin/job-alerts/:id',
    procedure: 'jobAlert.remove',
    input: id,
    admin: true,
    summary: 'Remove a job alert subscription',
  },

  // Privacy (issue 23)
  {
    method: 'POST',
    url: '/api/privacy/requests',
    procedure: 'privacy.request',
    input: body,
    status: 202,
    summary: "An access or deletion request {email, kind: 'access' | 'delete'}: 202 the same for any address; mails a signed confirmation link",
  },
  {
    method: 'POST',
    url: '/api/privacy/confirm',
    procedure: 'privacy.confirm',
    input: body,
    summary:
      "Confirm a privacy request {token} (the opaque token of the confirmation mail's link; a link mailed before tokens were opaque sends {email, kind, token}): records it as verified, due in 30 days",
  },
  {
    method: 'GET',
    url: '/api/admin/privacy/requests',
    procedure: 'privacy.list',
    input: listQuery(['status']),
    paged: true,
    admin: true,
    summary: 'Privacy requests {id, email, kind, status, verifiedAt, dueAt}, open ones first (soonest due): status all|verified|completed; page, limit',
  },
  {
    method: 'GET',
    url: '/api/admin/privacy/holdings',
    procedure: 'privacy.holdings',
    input: queryStrings(['email']),
    admin: true,
    summary: 'Everything held for an address: applications, résumés, leads, job posts, newsletter and job alert subscriptions, mails sent, requests',
  },
  {
    method: 'POST',
    url: '/api/admin/privacy/requests/:id/complete',
    procedure: 'privacy.complete',
    input: id,
    admin: true,
    summary: 'Carry out a request: access mails a download link (7 days) to a ZIP of the data; delete erases it all (applications stay as anonymised stubs)',
  },
  {
    method: 'GET',
    url: '/api/admin/privacy/retention',
    procedure: 'privacy.retention',
    admin: true,
    summary: 'How long records are kept, the last sweep and the next',
  },
  {
    method: 'PUT',
    url: '/api/admin/privacy/retention',
    procedure: 'privacy.updateRetention',
    input: body,
    admin: true,
    summary: 'Set how long records are kept {applicationsMonths, leadsMonths, sentMailDays, unconfirmedAlertDays, auditLogMonths}',
  },
  {
    method: 'POST',
    url: '/api/admin/privacy/retention/run',
    procedure: 'privacy.runRetention',
    admin: true,
    summary: 'Run the retention sweep now: answers the counts removed per kind',
  },

  // Audit log (admin)
  {
    method: 'GET',
    url: '/api/admin/activity',
    procedure: 'audit.list',
    input: listQuery(['admin', 'action', 'from', 'to']),
    paged: true,
    admin: true,
    summary:
      "The audit log of admin actions, newest first: admin (id or name), action (one, or a prefix such as 'job'), from, to (YYYY-MM-DD, inclusive); page, limit",
  },
];

/** Registers the REST table. Lives beside the tRPC plugin, outside its scope. */
export async function registerRest(app: FastifyInstance) {
  for (const route of restRoutes.filter((r) => !r.formBody)) addRestRoute(app, route);
  // Rows that take a form body live in a scope of their own, so no other path parses forms.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, text, done) => {
      done(null, Object.fromEntries(new URLSearchParams(text as string)));
    });
    for (const route of restRoutes.filter((r) => r.formBody)) addRestRoute(scope, route);
  });
}

/** The caller's function for a procedure path: caller.job.byId for 'job.byId'. */
const procedureOf = (caller: Caller, path: ProcedurePath) =>
  path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], caller) as (input: unknown) => Promise<unknown>;

function addRestRoute(app: FastifyInstance, route: RestRoute) {
  app.route({
    method: route.method,
    url: route.url,
    handler: async (request, reply) => {
      const context = app.contextFor(request);
      // Decided here, by the row: never by anything the client sends.
      if (route.impliedConsent) context.impliedConsent = true;
      const caller = createCaller(context);
      try {
        const input = route.input?.(request as unknown as Req);
        const result = await procedureOf(caller, route.procedure)(input);
        reply.header('cache-control', route.publicRead ? publicReadCacheControl(Boolean(request.session.get('sid'))) : NO_STORE);
        if (route.paged) {
          const page = result as Page<unknown>;
          reply.headers(pageHeaders(request.url, page));
          return reply.code(route.status ?? 200).send(page.items);
        }
        return reply.code(route.status ?? 200).send(result);
      } catch (error) {
        const { status, body, headers } = toHttpError(error, request.log);
        reply.header('cache-control', NO_STORE);
        if (headers) reply.headers(headers);
        return reply.code(status).send(body);
      }
    },
  });
}
