import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createCaller } from '@app/trpc';
import { idFromText, type Page } from '@app/validators';
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
  /** The procedure this path calls. */
  procedure: (caller: Caller) => (input: any) => Promise<unknown>;
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
  { method: 'GET', url: '/api/admin/me', procedure: (c) => c.admin.me, summary: 'The signed-in admin {id, username}; 401 without a session' },
  {
    method: 'POST',
    url: '/api/admin/login',
    procedure: (c) => c.admin.login,
    input: body,
    summary: 'Sign in with {username, password}; sets the session cookie',
  },
  { method: 'POST', url: '/api/admin/logout', procedure: (c) => c.admin.logout, summary: 'Ends the session on the server and clears the cookie' },
  {
    method: 'POST',
    url: '/api/admin/password',
    procedure: (c) => c.admin.changePassword,
    input: body,
    admin: true,
    summary: "Change the signed-in admin's password",
  },

  // Stats
  { method: 'GET', url: '/api/stats', procedure: (c) => c.stats.get, publicRead: true, summary: '{jobs, employers, hired}' },
  {
    method: 'GET',
    url: '/api/admin/dashboard/stats',
    procedure: (c) => c.dashboard.stats,
    admin: true,
    summary: '{jobs, blogPosts, testimonials, applications, newLeads}',
  },

  // Jobs
  {
    method: 'GET',
    url: '/api/jobs',
    procedure: (c) => c.job.list,
    input: listQuery(['query', 'location', 'type', 'category', 'remote', 'minPay', 'payPeriod', 'sort']),
    paged: true,
    publicRead: true,
    summary: 'Job search: query, location, type, category, remote; minPay with payPeriod (hour|day|week|month|year); sort relevance|newest|salary; page, limit',
  },
  {
    method: 'GET',
    url: '/api/jobs/featured',
    procedure: (c) => c.job.featured,
    input: listQuery(),
    paged: true,
    publicRead: true,
    summary: 'Featured approved jobs, newest first',
  },
  {
    method: 'GET',
    url: '/api/jobs/pending',
    procedure: (c) => c.job.pending,
    input: listQuery(),
    paged: true,
    admin: true,
    summary: 'Jobs waiting for approval',
  },
  { method: 'GET', url: '/api/jobs/recent', procedure: (c) => c.job.recent, admin: true, summary: 'The five latest jobs of any status' },
  { method: 'POST', url: '/api/jobs/submit', procedure: (c) => c.job.submit, input: body, status: 201, summary: 'Public job submission, pending review' },
  { method: 'POST', url: '/api/jobs', procedure: (c) => c.job.create, input: body, status: 201, admin: true, summary: 'Create a job (pending approval)' },
  { method: 'GET', url: '/api/jobs/:id', procedure: (c) => c.job.byId, input: id, publicRead: true, summary: 'One job' },
  { method: 'PUT', url: '/api/jobs/:id', procedure: (c) => c.job.update, input: bodyWithId, admin: true, summary: 'Update a job' },
  { method: 'DELETE', url: '/api/jobs/:id', procedure: (c) => c.job.delete, input: id, admin: true, summary: 'Delete a job' },
  {
    method: 'PATCH',
    url: '/api/jobs/:id/status',
    procedure: (c) => c.job.setStatus,
    input: bodyWithId,
    admin: true,
    summary: "Approve or deny: {status: 'approved' | 'denied', reason?}",
  },
  {
    method: 'PATCH',
    url: '/api/jobs/status',
    procedure: (c) => c.job.setStatusMany,
    input: body,
    admin: true,
    summary: "Approve or deny pending jobs at once: {ids (1-100), status: 'approved' | 'denied', reason?} -> {updated, jobs, skipped}",
  },
  {
    method: 'POST',
    url: '/api/jobs/:id/filled',
    procedure: (c) => c.job.markFilled,
    input: id,
    admin: true,
    summary: 'Mark an open job filled: it closes now, its page stays and says it no longer accepts applications',
  },
  { method: 'POST', url: '/api/jobs/:id/reopen', procedure: (c) => c.job.reopen, input: id, admin: true, summary: 'A denied job goes back to pending review' },
  {
    method: 'POST',
    url: '/api/jobs/:id/restore',
    procedure: (c) => c.job.restore,
    input: id,
    admin: true,
    summary: 'Not spam: a job submission caught by the spam trap goes back to pending review',
  },
  {
    method: 'POST',
    url: '/api/jobs/:id/apply',
    procedure: (c) => c.application.create,
    input: ({ body, params }) => (isPlainObject(body) ? { ...body, jobId: toId(params.id) } : body),
    status: 201,
    summary: 'Apply: {userId, coverLetter, resume, applicantName, applicantEmail, applicantPhone, experience}',
  },
  // POST /api/uploads/resume (multipart) and GET /api/admin/applications/{id}/resume stream files: see uploads/routes.ts.
  {
    method: 'GET',
    url: '/api/uploads/limits',
    procedure: (c) => c.upload.limits,
    summary: 'What POST /api/uploads/resume accepts: {maxFileSizeMb, fileTypes}',
  },

  // Applications
  {
    method: 'GET',
    url: '/api/applications',
    procedure: (c) => c.application.list,
    input: listQuery(['search', 'status']),
    paged: true,
    admin: true,
    summary: 'Applications, newest first: search (name, email, job title), status all|submitted|under_review|accepted|rejected; page, limit',
  },
  { method: 'GET', url: '/api/applications/recent', procedure: (c) => c.application.recent, admin: true, summary: 'The five latest applications' },
  {
    method: 'PATCH',
    url: '/api/applications/:id/status',
    procedure: (c) => c.application.setStatus,
    input: bodyWithId,
    admin: true,
    summary: 'Set status: submitted, under_review, accepted or rejected',
  },

  // Blog
  {
    method: 'GET',
    url: '/api/blog',
    procedure: (c) => c.blog.list,
    input: listQuery(['search', 'category', 'related']),
    paged: true,
    publicRead: true,
    summary: 'Published posts, newest first: search, category, related (a slug); page, limit',
  },
  {
    method: 'GET',
    url: '/api/blog/:slug',
    procedure: (c) => c.blog.bySlug,
    input: ({ params }) => ({ slug: params.slug }),
    publicRead: true,
    summary: 'One published post',
  },
  {
    method: 'GET',
    url: '/api/admin/blog',
    procedure: (c) => c.blog.adminList,
    input: listQuery(['status', 'search']),
    paged: true,
    admin: true,
    summary: 'Posts, drafts included: status all|published|draft, search; page, limit',
  },
  { method: 'POST', url: '/api/admin/blog', procedure: (c) => c.blog.create, input: body, status: 201, admin: true, summary: 'Create a post' },
  { method: 'PATCH', url: '/api/admin/blog/:id', procedure: (c) => c.blog.update, input: bodyWithId, admin: true, summary: 'Update the fields sent' },
  { method: 'DELETE', url: '/api/admin/blog/:id', procedure: (c) => c.blog.delete, input: id, admin: true, summary: 'Delete a post' },

  // Testimonials
  {
    method: 'GET',
    url: '/api/testimonials',
    procedure: (c) => c.testimonial.list,
    input: listQuery(),
    paged: true,
    publicRead: true,
    summary: 'Testimonials, featured first, then newest; page, limit',
  },
  {
    method: 'GET',
    url: '/api/admin/testimonials',
    procedure: (c) => c.testimonial.adminList,
    input: listQuery(['filter', 'search']),
    paged: true,
    admin: true,
    summary: 'Testimonials: filter all|featured|regular, search; page, limit',
  },
  {
    method: 'POST',
    url: '/api/admin/testimonials',
    procedure: (c) => c.testimonial.create,
    input: body,
    status: 201,
    admin: true,
    summary: 'Create a testimonial',
  },
  { method: 'GET', url: '/api/admin/testimonials/:id', procedure: (c) => c.testimonial.byId, input: id, admin: true, summary: 'One testimonial' },
  {
    method: 'PATCH',
    url: '/api/admin/testimonials/:id',
    procedure: (c) => c.testimonial.update,
    input: bodyWithId,
    admin: true,
    summary: 'Update a testimonial',
  },
  { method: 'DELETE', url: '/api/admin/testimonials/:id', procedure: (c) => c.testimonial.delete, input: id, admin: true, summary: 'Delete a testimonial' },

  // Public forms
  { method: 'POST', url: '/api/contact', procedure: (c) => c.contact.submit, input: body, status: 201, summary: 'Contact message' },
  {
    method: 'POST',
    url: '/api/quotes/transportation',
    procedure: (c) => c.quote.transportation,
    input: body,
    status: 201,
    summary: 'Transportation quote request',
  },
  { method: 'POST', url: '/api/quotes/warehouse', procedure: (c) => c.quote.warehouse, input: body, status: 201, summary: 'Warehouse quote request' },
  { method: 'POST', url: '/api/carriers/join', procedure: (c) => c.carrier.join, input: body, status: 201, summary: 'Carrier network application' },
  { method: 'POST', url: '/api/newsletter', procedure: (c) => c.newsletter.subscribe, input: body, status: 201, summary: 'Newsletter subscription {email}' },
  {
    method: 'POST',
    url: '/api/newsletter/confirm',
    procedure: (c) => c.newsletter.confirm,
    input: body,
    summary: 'Confirm a returning subscriber {email, token} (the link of the confirmation mail)',
  },
  {
    method: 'POST',
    url: '/api/job-alerts',
    procedure: (c) => c.jobAlert.create,
    input: body,
    status: 201,
    summary: "Job alert: {email, query?, location?, type?, category?, frequency: 'instant' | 'daily'}; mails a confirmation link",
  },
  {
    method: 'POST',
    url: '/api/job-alerts/confirm',
    procedure: (c) => c.jobAlert.confirm,
    input: body,
    summary: 'Start a job alert {id, token} (the link of the confirmation mail)',
  },
  {
    method: 'POST',
    url: '/api/job-alerts/unsubscribe',
    procedure: (c) => c.jobAlert.unsubscribe,
    // The link of an alert mail carries id and token in the query; a mail client's one-click
    // unsubscribe (RFC 8058) POSTs 'List-Unsubscribe=One-Click' as a form to that same address.
    input: ({ query, body }) => ({ id: firstString(query.id), token: firstString(query.token), ...(isPlainObject(body) ? body : {}) }),
    formBody: true,
    summary: 'Stop a job alert {id, token} (the link of every alert mail; also the one-click List-Unsubscribe POST, id and token in the query)',
  },
  {
    method: 'GET',
    url: '/api/forms/token',
    procedure: (c) => c.form.token,
    summary: "A public form's signed start time {token, minFillMs}: send it back as formToken (optional spam protection)",
  },

  // Leads and settings (admin)
  { method: 'GET', url: '/api/admin/leads/counts', procedure: (c) => c.lead.counts, admin: true, summary: 'New leads per kind' },
  {
    method: 'GET',
    url: '/api/admin/leads/:kind',
    procedure: (c) => c.lead.list,
    input: (req) => ({ kind: req.params.kind, ...listQuery(['search', 'status'])(req) }),
    paged: true,
    admin: true,
    summary: 'Leads of one kind (contact, transportation, warehouse, carrier, newsletter), newest first: search, status; page, limit',
  },
  {
    method: 'PATCH',
    url: '/api/admin/leads/:kind/:id/status',
    procedure: (c) => c.lead.setStatus,
    input: ({ params, body }) => (isPlainObject(body) ? { ...body, kind: params.kind, id: toId(params.id) } : body),
    admin: true,
    summary: 'Set a lead status: new, contacted, closed',
  },
  {
    method: 'POST',
    url: '/api/admin/leads/:kind/:id/restore',
    procedure: (c) => c.lead.restore,
    input: ({ params }) => ({ kind: params.kind, id: toId(params.id) }),
    admin: true,
    summary: 'Not spam: a lead caught by the spam trap becomes an open one again',
  },
  {
    method: 'GET',
    url: '/api/admin/emails',
    procedure: (c) => c.email.list,
    input: listQuery(['status', 'search']),
    paged: true,
    admin: true,
    summary: 'The mail outbox, newest first: status (all, pending, sent, failed), search (recipient or subject); page, limit',
  },
  { method: 'POST', url: '/api/admin/emails/:id/retry', procedure: (c) => c.email.retry, input: id, admin: true, summary: 'Send a failed mail again' },
  { method: 'GET', url: '/api/settings/public', procedure: (c) => c.settings.public, publicRead: true, summary: 'Company details and maintenance flag' },
  { method: 'GET', url: '/api/admin/settings', procedure: (c) => c.settings.get, admin: true, summary: 'All site settings' },
  {
    method: 'PUT',
    url: '/api/admin/settings/site',
    procedure: (c) => c.settings.updateSite,
    input: body,
    admin: true,
    summary: 'Company details, maintenance mode, job auto-approval',
  },
  {
    method: 'PUT',
    url: '/api/admin/settings/notifications',
    procedure: (c) => c.settings.updateNotifications,
    input: body,
    admin: true,
    summary: 'Notification preferences',
  },
  {
    method: 'PUT',
    url: '/api/admin/settings/system',
    procedure: (c) => c.settings.updateSystem,
    input: body,
    admin: true,
    summary: 'Application deadline, file size and types',
  },

  {
    method: 'GET',
    url: '/api/admin/job-alerts',
    procedure: (c) => c.jobAlert.list,
    input: listQuery(['search']),
    paged: true,
    admin: true,
    summary: 'Job alert subscriptions, newest first: search (address or search words); page, limit',
  },
  {
    method: 'DELETE',
    url: '/api/admin/job-alerts/:id',
    procedure: (c) => c.jobAlert.remove,
    input: id,
    admin: true,
    summary: 'Remove a job alert subscription',
  },

  // Audit log (admin)
  {
    method: 'GET',
    url: '/api/admin/activity',
    procedure: (c) => c.audit.list,
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

function addRestRoute(app: FastifyInstance, route: RestRoute) {
  app.route({
    method: route.method,
    url: route.url,
    handler: async (request, reply) => {
      const caller = createCaller(app.contextFor(request));
      try {
        const input = route.input?.(request as unknown as Req);
        const result = await route.procedure(caller)(input);
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
