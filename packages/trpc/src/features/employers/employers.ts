import { TRPCError } from '@trpc/server';
import type { Locale } from '@app/shared/locale-paths';
import { Job, type EntityManager, type IJob } from '@app/db';
import { EMPLOYER_MESSAGES, postingState, type EmployerCloseReason } from '@app/shared/employers';
import type { EmployerJobUpdate, EmployerPostingDto, EmployerPostingsDto } from '@app/shared/schemas/employers';
import { changedFields, pick, recordAudit, type AuditScope } from '../audit/audit.ts';
import { query, sql } from '../../infra/sql.ts';
import { postingChanges, withoutPostingFields } from '../jobs/job-pay.ts';
import { jobLabel } from '../jobs/jobs.ts';
import { notifyJobBackToReview, type NotifyContext } from '../mail/notifications.ts';
import { currentVisitor, requestSignInLink, signInVisitor, signOutVisitor, type VisitorContext, type VisitorIdentity } from '../visitors/visitor-links.ts';

/**
 * My postings (issue 38, item 3). An employer who posted a job follows and manages it without a
 * password: a link mailed to the address the job was posted with (its contact email) opens an
 * employer session for that mailbox (the sign-in links and sessions of visitors/visitor-links.ts,
 * audience 'employer': its own cookie, `employer_session`, 7 days; never a staff session).
 *
 * The session reaches the jobs whose contact mailbox is its own, spam-trapped submissions aside:
 * any other id is 404, as if it did not exist. What the poster may do:
 * - edit (Post a Job's rules; the contact email stays, it is the key): the job goes back to
 *   review. A live job is off the site until staff approve it again (there is no store of a pending
 *   revision beside the live version; the page says so before the poster confirms);
 * - close a live job as filled or cancelled: closed at once (status 'expired', ending now), its
 *   page staying and saying so, as when staff mark one filled;
 * - repost a closed job: back to review, its closing undone; approval gives it a new end date.
 * Each is in the audit log (staff's Activity screen) under the job, by 'Employer (My postings)';
 * an edit or a repost also tells the admins that the job waits for review (as a new submission does).
 */

/** How the audit log names the actor of the poster's own changes (never their address: the log is kept). */
export const EMPLOYER_ACTOR = { id: null, username: 'Employer (My postings)' } as const;

/** What the employer procedures use of a request. */
export type EmployerContext = VisitorContext & Pick<AuditScope, 'clientIp'> & NotifyContext;
export type EmployerIdentity = VisitorIdentity;

// ---------------------------------------------------------------- the link and the session

/** POST /api/employers/link: records the request, the same work whoever the address is. */
export const requestEmployerLink = (ctx: EmployerContext & { spamReason?: string | null }, email: string, locale: Locale = 'en') =>
  requestSignInLink(ctx, 'employer', email, locale);
/** The link followed: swapped for an employer session, whose secret goes into the employer cookie. */
export const signInEmployer = (ctx: EmployerContext, token: string) => signInVisitor(ctx, 'employer', token);
/** The employer behind this request's cookie, or null. */
export const currentEmployer = (ctx: Pick<EmployerContext, 'em' | 'now' | 'candidateSession' | 'employerSession'>) => currentVisitor(ctx, 'employer');
/** POST /api/employers/logout: the session is revoked and its cookie cleared. */
export const signOutEmployer = (ctx: Pick<EmployerContext, 'em' | 'now' | 'candidateSession' | 'employerSession'>) => signOutVisitor(ctx, 'employer');

// ---------------------------------------------------------------- the postings of a mailbox

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const num = (v: unknown) => (v == null ? null : Number(v));

function toPostingDto(job: IJob, applications: number, views: number, now: Date): EmployerPostingDto {
  const { state, closedAs } = postingState(job, now);
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    location: job.location,
    type: job.type,
    category: job.category,
    description: job.description,
    requirements: job.requirements ?? null,
    salary: job.salary ?? null,
    payMin: num(job.payMin),
    payMax: num(job.payMax),
    payPeriod: job.payPeriod ?? null,
    contactEmail: job.contactEmail ?? null,
    contactPhone: job.contactPhone ?? null,
    postedAt: job.postedAt.toISOString(),
    state,
    closedAs,
    liveUntil: state === 'live' ? iso(job.expiresAt) : null,
    denialReason: state === 'denied' ? (job.denialReason ?? null) : null,
    applications,
    // The page views the site counted (issue 38, item 4: crawlers and repeated loads left out).
    views,
  };
}

/** The page views counted for each job of the mailbox (job_stat_totals; a job never viewed has none). */
async function viewCounts(em: EntityManager, mailbox: string, jobId?: number): Promise<Map<number, number>> {
  const rows = await query<{ job_id: number; views: number }>(
    em,
    jobId === undefined
      ? sql`select t.job_id, t.views from job_stat_totals t join jobs j on j.id = t.job_id where j.contact_mailbox = ${mailbox}`
      : sql`select job_id, views from job_stat_totals where job_id = ${jobId}`,
  );
  return new Map(rows.map((r) => [Number(r.job_id), Number(r.views)]));
}

/** How many applications each job of the mailbox received (erased ones aside): counts only, never who. */
async function applicationCounts(em: EntityManager, mailbox: string, jobId?: number): Promise<Map<number, number>> {
  const rows = await query<{ job_id: number; n: number }>(
    em,
    jobId === undefined
      ? sql`select job_id, count(*)::int as n from job_applications
            where erased_at is null and job_id in (select id from jobs where contact_mailbox = ${mailbox}) group by job_id`
      : sql`select job_id, count(*)::int as n from job_applications where erased_at is null and job_id = ${jobId} group by job_id`,
  );
  return new Map(rows.map((r) => [Number(r.job_id), Number(r.n)]));
}

/** GET /api/employers/jobs: every job posted with the mailbox (spam-trapped submissions aside), newest first. */
export async function employerPostings(em: EntityManager, employer: EmployerIdentity, now: Date): Promise<EmployerPostingsDto> {
  const jobs = await em.find(Job, { contactMailbox: employer.mailbox, status: { $ne: 'spam' } }, { orderBy: { postedAt: 'desc', id: 'desc' } });
  const counts = await applicationCounts(em, employer.mailbox);
  const views = await viewCounts(em, employer.mailbox);
  return { email: employer.mailbox, items: jobs.map((job) => toPostingDto(job, counts.get(job.id) ?? 0, views.get(job.id) ?? 0, now)) };
}

/** One job of the mailbox; any other id (another address's, a spam-trapped one, none) is 404 alike. */
async function ownJob(em: EntityManager, employer: EmployerIdentity, id: number): Promise<IJob> {
  const job = await em.findOne(Job, { id, contactMailbox: employer.mailbox, status: { $ne: 'spam' } });
  if (!job) throw new TRPCError({ code: 'NOT_FOUND', message: EMPLOYER_MESSAGES.notFound });
  return job;
}

async function postingDto(em: EntityManager, job: IJob, now: Date): Promise<EmployerPostingDto> {
  const counts = await applicationCounts(em, '', job.id);
  const views = await viewCounts(em, '', job.id);
  return toPostingDto(job, counts.get(job.id) ?? 0, views.get(job.id) ?? 0, now);
}

/** GET /api/employers/jobs/{id}: one posting of the mailbox. */
export async function employerPosting(em: EntityManager, employer: EmployerIdentity, id: number, now: Date): Promise<EmployerPostingDto> {
  return postingDto(em, await ownJob(em, employer, id), now);
}

const conflict = (message: string): never => {
  throw new TRPCError({ code: 'CONFLICT', message });
};

/** The fields of the audit entry of a poster's change. */
const AUDITED = [
  'title',
  'company',
  'location',
  'type',
  'category',
  'salary',
  'payMin',
  'payMax',
  'payPeriod',
  'contactPhone',
  'description',
  'requirements',
] as const;
const STATE_FIELDS = ['status', 'expiresAt', 'filledAt', 'cancelledAt', 'denialReason'] as const;

/**
 * PATCH /api/employers/jobs/{id}: the poster's edit, by Post a Job's rules. A change sends the job
 * back to review (pending): a live one is off the site until approved again, a denied one waits for
 * a new decision (its reason cleared). A closed job is reposted first (409). An edit that changes
 * nothing changes nothing.
 */
export async function updateEmployerPosting(ctx: EmployerContext, employer: EmployerIdentity, input: EmployerJobUpdate) {
  const job = await ownJob(ctx.em, employer, input.id);
  const now = ctx.now();
  if (postingState(job, now).state === 'closed') return conflict(EMPLOYER_MESSAGES.closed);
  const { id: _id, ...fields } = input;
  const before = pick(job, [...AUDITED, ...STATE_FIELDS]);
  const changes: Partial<IJob> = postingChanges(job, fields);
  for (const [key, value] of Object.entries(withoutPostingFields(fields))) {
    if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
  }
  // Optional texts sent blank are cleared.
  for (const key of ['requirements', 'salary'] as const) {
    if (key in fields && fields[key] === undefined) changes[key] = null;
  }
  const changed = Object.entries(changes).some(
    ([key, value]) => JSON.stringify(value ?? null) !== JSON.stringify((job as Record<string, unknown>)[key] ?? null),
  );
  if (changed) {
    ctx.em.assign(job, changes);
    job.status = 'pending';
    job.denialReason = null;
    job.moderatedAt = null;
    recordAudit(
      { ...ctx, admin: null },
      {
        action: 'job.employer_update',
        targetType: 'job',
        targetId: job.id,
        label: jobLabel(job),
        actor: EMPLOYER_ACTOR,
        ...changedFields(before, pick(job, [...AUDITED, ...STATE_FIELDS])),
      },
    );
    await notifyJobBackToReview(ctx, job, 'edited');
    await ctx.em.flush();
  }
  return postingDto(ctx.em, job, now);
}

/**
 * POST /api/employers/jobs/{id}/close: a live job closes at once as filled or cancelled (status
 * 'expired', ending now): its page stays and says it no longer accepts applications. Only a live
 * job (409 otherwise: a job never published has no page to close).
 */
export async function closeEmployerPosting(ctx: EmployerContext, employer: EmployerIdentity, id: number, reason: EmployerCloseReason) {
  const job = await ownJob(ctx.em, employer, id);
  const now = ctx.now();
  const { state } = postingState(job, now);
  if (state === 'closed') return conflict(EMPLOYER_MESSAGES.closed);
  if (state !== 'live') return conflict(EMPLOYER_MESSAGES.notLive);
  const before = pick(job, STATE_FIELDS);
  job.status = 'expired';
  if (!job.expiresAt || job.expiresAt > now) job.expiresAt = now;
  if (reason === 'filled') job.filledAt = now;
  else job.cancelledAt = now;
  recordAudit(
    { ...ctx, admin: null },
    {
      action: 'job.employer_close',
      targetType: 'job',
      targetId: job.id,
      label: jobLabel(job),
      actor: EMPLOYER_ACTOR,
      ...changedFields(before, pick(job, STATE_FIELDS)),
    },
  );
  await ctx.em.flush();
  return postingDto(ctx.em, job, now);
}

/**
 * POST /api/employers/jobs/{id}/repost: a closed job (filled, cancelled or past its end date) goes
 * back to review, posted anew: its closing undone and its end date cleared (approval gives the
 * default one). 409 for a job that is not closed.
 */
export async function repostEmployerPosting(ctx: EmployerContext, employer: EmployerIdentity, id: number) {
  const job = await ownJob(ctx.em, employer, id);
  const now = ctx.now();
  if (postingState(job, now).state !== 'closed') return conflict(EMPLOYER_MESSAGES.notClosed);
  const before = pick(job, [...STATE_FIELDS, 'postedAt']);
  job.status = 'pending';
  job.expiresAt = null;
  job.filledAt = null;
  job.cancelledAt = null;
  job.denialReason = null;
  job.moderatedAt = null;
  job.postedAt = now;
  recordAudit(
    { ...ctx, admin: null },
    {
      action: 'job.employer_repost',
      targetType: 'job',
      targetId: job.id,
      label: jobLabel(job),
      actor: EMPLOYER_ACTOR,
      ...changedFields(before, pick(job, [...STATE_FIELDS, 'postedAt'])),
    },
  );
  await notifyJobBackToReview(ctx, job, 'reposted');
  await ctx.em.flush();
  return postingDto(ctx.em, job, now);
}
