import { TRPCError } from '@trpc/server';
import type { Locale } from '@app/shared/locale-paths';
import { ApplicationEvent, JobApplication, type EntityManager, type IJobApplication } from '@app/db';
import { CANDIDATE_MESSAGES, candidateStatus, isOpenApplication } from '@app/shared/candidates';
import { OPEN_APPLICATION_STATUSES, type ApplicationStatus } from '@app/shared/constants';
import type { CandidateApplicationDto, CandidateApplicationsDto, RelatedApplicationDto } from '@app/shared/schemas/candidates';
import { UPLOAD_MESSAGES, isUploadId } from '@app/shared/uploads';
import { deleteFiles, type FileStore } from '../../infra/files.ts';
import { query, sql } from '../../infra/sql.ts';
import { normalizeMailbox } from '../mail/outbox.ts';
import { claimFailed, unusedUpload } from '../uploads/uploads.ts';
import { currentVisitor, requestSignInLink, signInVisitor, signOutVisitor, type VisitorContext, type VisitorIdentity } from '../visitors/visitor-links.ts';

/**
 * My applications (issue 38, item 1). No passwords for visitors: a link mailed to the address
 * they applied with is the key, as the privacy requests do.
 *
 * - A link is asked for an address (POST /api/candidates/link): the answer, and the work behind it,
 *   are the same whatever the address; the mail worker mails a link only when applications were
 *   sent with that mailbox, within the mailbox's own budget of these links. The links and
 *   sessions are those of visitors/visitor-links.ts, which My postings shares (audience 'candidate').
 * - Following it (once, within 30 minutes) opens a candidate session: a random secret in its own
 *   cookie (`candidate_session`), of which the database keeps the SHA-256 and the mailbox, for 7
 *   days or until signing out. It reads and changes the applications of that mailbox only: any
 *   other id is 404, as if it did not exist. It is never a staff session (staff procedures read
 *   the staff cookie only).
 */

/** What the candidate procedures use of a request. */
export interface CandidateContext extends VisitorContext {
  files?: FileStore;
}

/** The signed-in candidate: the session's row and the one mailbox it reaches. */
export type CandidateIdentity = VisitorIdentity;

// ---------------------------------------------------------------- the link and the session (see visitors/visitor-links.ts)

/** POST /api/candidates/link: records the request, the same work whoever the address is. */
export const requestCandidateLink = (ctx: CandidateContext & { spamReason?: string | null }, email: string, locale: Locale = 'en') =>
  requestSignInLink(ctx, 'candidate', email, locale);

/** The link followed: swapped for a candidate session, whose secret goes into the candidate cookie. */
export const signInCandidate = (ctx: CandidateContext, token: string) => signInVisitor(ctx, 'candidate', token);

/** The candidate behind this request's cookie, or null. */
export const currentCandidate = (ctx: Pick<CandidateContext, 'em' | 'now' | 'candidateSession' | 'employerSession'>) => currentVisitor(ctx, 'candidate');

/** POST /api/candidates/logout: the session is revoked and its cookie cleared. */
export const signOutCandidate = (ctx: Pick<CandidateContext, 'em' | 'now' | 'candidateSession' | 'employerSession'>) => signOutVisitor(ctx, 'candidate');

// ---------------------------------------------------------------- the applications of a mailbox

/** The ids among `ids` a recruiter invited to an interview (the pipeline's interview invitation mail). */
async function invitedToInterview(em: EntityManager, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await em.find(ApplicationEvent, { application: { $in: ids }, kind: 'email', template: 'interview_invitation' }, { fields: ['application'] });
  return new Set(rows.map((row) => row.application.id));
}

function toCandidateApplicationDto(app: IJobApplication, interviewInvited: boolean): CandidateApplicationDto {
  const status = app.status as ApplicationStatus;
  return {
    id: app.id,
    jobId: app.job?.id ?? null,
    jobTitle: app.jobTitle ?? null,
    appliedAt: app.appliedAt.toISOString(),
    status: candidateStatus(status, { interviewInvited }),
    open: isOpenApplication(status),
    applicantName: app.applicantName ?? null,
    applicantEmail: app.applicantEmail ?? null,
    applicantPhone: app.applicantPhone ?? null,
    resume: app.resume ?? null,
    resumeFile: app.resumeUpload?.originalName ?? null,
  };
}

async function candidateDto(em: EntityManager, app: IJobApplication): Promise<CandidateApplicationDto> {
  return toCandidateApplicationDto(app, (await invitedToInterview(em, [app.id])).has(app.id));
}

/** GET /api/candidates/applications: every application of the mailbox (erased stubs aside), newest first. */
export async function candidateApplications(em: EntityManager, candidate: CandidateIdentity): Promise<CandidateApplicationsDto> {
  const apps = await em.find(JobApplication, { applicantMailbox: candidate.mailbox, erasedAt: null }, { orderBy: { appliedAt: 'desc', id: 'desc' } });
  const invited = await invitedToInterview(
    em,
    apps.map((a) => a.id),
  );
  return { email: candidate.mailbox, items: apps.map((a) => toCandidateApplicationDto(a, invited.has(a.id))) };
}

/** One application of the mailbox; any other id (another address's, an erased one, none) is 404 alike. */
async function ownApplication(em: EntityManager, candidate: CandidateIdentity, id: number): Promise<IJobApplication> {
  const app = await em.findOne(JobApplication, { id, applicantMailbox: candidate.mailbox, erasedAt: null });
  if (!app) throw new TRPCError({ code: 'NOT_FOUND', message: CANDIDATE_MESSAGES.notFound });
  return app;
}

const closed = (): never => {
  throw new TRPCError({ code: 'CONFLICT', message: CANDIDATE_MESSAGES.closed });
};

/**
 * Replaces an application's résumé with a link or an uploaded file (an unused upload of the last
 * day, which it takes), in the caller's transaction: the row of the file it had goes, and its
 * storage key is answered so the caller deletes the file once the change is committed. In SQL, not
 * through the unit of work: an upload belongs to one application (a unique column), so the old row
 * must be gone before the new one is claimed.
 */
async function replaceResume(em: EntityManager, app: IJobApplication, resume: string, now: Date): Promise<string | null> {
  const uploadId = isUploadId(resume) ? resume : null;
  if (uploadId && app.resumeUpload?.id === uploadId) return null;
  // An unknown, used or old upload is refused (400) before anything changes.
  if (uploadId) await unusedUpload(em, uploadId, now);
  const [old] = await query<{ storage_key: string }>(em, sql`delete from uploads where application_id = ${app.id} returning storage_key`);
  if (uploadId) {
    const claimed = await query(em, sql`update uploads set application_id = ${app.id} where id = ${uploadId} and application_id is null returning id`);
    if (!claimed.length) throw new TRPCError({ code: 'BAD_REQUEST', message: UPLOAD_MESSAGES.unknownUpload });
    app.resume = null;
  } else {
    app.resume = resume;
  }
  return old?.storage_key ?? null;
}

/**
 * Runs `work` and flushes the unit of work in one transaction, then deletes the files it no longer
 * uses (a file is never deleted for a change that failed), and answers the application as stored.
 */
async function commitChange(
  ctx: Pick<CandidateContext, 'em' | 'files'>,
  app: IJobApplication,
  work: () => Promise<(string | null)[]>,
): Promise<IJobApplication> {
  const em = ctx.em;
  await em.begin();
  let files: (string | null)[];
  try {
    files = await work();
    await em.flush();
    await em.commit();
  } catch (error) {
    await em.rollback();
    throw claimFailed(error) ?? error;
  }
  await deleteFiles(
    ctx.files,
    files.filter((k): k is string => !!k),
  );
  // The résumé changed under the unit of work: read the application afresh.
  em.clear();
  return em.findOneOrFail(JobApplication, { id: app.id });
}

/** What an 'updated' timeline entry says changed. */
const changedLabel = (fields: string[]) => fields.join(', ');

/**
 * PATCH /api/candidates/applications/{id}: the applicant corrects their name, phone or email, or
 * replaces the résumé (the old file is deleted). Only an open application may change (409 once
 * decided or withdrawn). A new email moves the application to that address: the session keeps its
 * own, so the application leaves this list (the new address asks its own link to see it); an
 * address that already has an open application to the same job is refused (409), since one person
 * has one application per job.
 */
export async function updateCandidateApplication(
  ctx: CandidateContext,
  candidate: CandidateIdentity,
  input: { id: number; applicantName?: string; applicantEmail?: string; applicantPhone?: string; resume?: string },
): Promise<CandidateApplicationDto> {
  const app = await ownApplication(ctx.em, candidate, input.id);
  if (!isOpenApplication(app.status as ApplicationStatus)) return closed();
  const changed: string[] = [];
  if (input.applicantName !== undefined && input.applicantName !== app.applicantName) {
    app.applicantName = input.applicantName;
    changed.push('name');
  }
  if (input.applicantPhone !== undefined && input.applicantPhone !== app.applicantPhone) {
    app.applicantPhone = input.applicantPhone;
    changed.push('phone');
  }
  if (input.applicantEmail !== undefined && input.applicantEmail !== app.applicantEmail) {
    const mailbox = normalizeMailbox(input.applicantEmail);
    if (mailbox !== app.applicantMailbox && app.job) {
      const clash = await ctx.em.count(JobApplication, {
        id: { $ne: app.id },
        job: app.job.id,
        applicantMailbox: mailbox,
        status: { $in: [...OPEN_APPLICATION_STATUSES] },
        erasedAt: null,
      });
      if (clash > 0) throw new TRPCError({ code: 'CONFLICT', message: CANDIDATE_MESSAGES.emailTaken });
    }
    app.applicantEmail = input.applicantEmail;
    app.applicantMailbox = mailbox;
    changed.push('email');
  }
  const stored = await commitChange(ctx, app, async () => {
    const oldFile = input.resume !== undefined ? await replaceResume(ctx.em, app, input.resume, ctx.now()) : null;
    if (input.resume !== undefined) changed.push('résumé');
    if (changed.length) ctx.em.create(ApplicationEvent, { application: app, kind: 'updated', actor: null, text: changedLabel(changed) });
    return [oldFile];
  });
  return candidateDto(ctx.em, stored);
}

/** POST /api/candidates/applications/{id}/withdraw: a terminal state staff see ('Withdrawn'), with its timeline entry; 409 when already closed. */
export async function withdrawCandidateApplication(ctx: CandidateContext, candidate: CandidateIdentity, id: number): Promise<CandidateApplicationDto> {
  const app = await ownApplication(ctx.em, candidate, id);
  const from = app.status as ApplicationStatus;
  if (!isOpenApplication(from)) return closed();
  app.status = 'withdrawn';
  ctx.em.create(ApplicationEvent, { application: app, kind: 'withdrawn', actor: null, fromValue: from, toValue: 'withdrawn' });
  await ctx.em.flush();
  return candidateDto(ctx.em, app);
}

// ---------------------------------------------------------------- one application per person per job

/** The open application of this mailbox to this job, if any (applying again updates it: issue 38, item 2). */
export function openApplicationOf(em: EntityManager, jobId: number, mailbox: string): Promise<IJobApplication | null> {
  return em.findOne(
    JobApplication,
    { job: jobId, applicantMailbox: mailbox, status: { $in: [...OPEN_APPLICATION_STATUSES] }, erasedAt: null },
    { orderBy: { appliedAt: 'desc', id: 'desc' } },
  );
}

/**
 * Applying again to a job with an open application: its details become the new ones (a résumé
 * sent again replaces the old, whose file is deleted after the commit) and the consent too, and the
 * timeline says 'Updated by the applicant'. Answers it as stored.
 */
export function updateOnReapply(
  ctx: Pick<CandidateContext, 'em' | 'files'>,
  app: IJobApplication,
  input: { applicantName?: string; applicantPhone?: string; experience?: string; coverLetter: string; resume?: string; locale?: Locale },
  changes: { now: Date; consent?: object },
): Promise<IJobApplication> {
  return commitChange(ctx, app, async () => {
    // The address keeps the spelling it was first sent with (the same mailbox either way).
    app.applicantName = input.applicantName ?? app.applicantName ?? null;
    app.applicantPhone = input.applicantPhone ?? app.applicantPhone ?? null;
    app.experience = input.experience ?? app.experience ?? null;
    app.coverLetter = input.coverLetter;
    // Its mail from now on is in the language of the page it was sent from again.
    app.locale = input.locale ?? app.locale;
    Object.assign(app, changes.consent ?? {});
    const oldFile = input.resume ? await replaceResume(ctx.em, app, input.resume, changes.now) : null;
    ctx.em.create(ApplicationEvent, { application: app, kind: 'updated', actor: null, text: 'applied again' });
    return [oldFile];
  });
}

/** The other applications of the same person (the same mailbox) as one, newest first, for staff. */
export async function relatedApplications(em: EntityManager, app: IJobApplication): Promise<RelatedApplicationDto[]> {
  if (!app.applicantMailbox) return [];
  const others = await em.find(
    JobApplication,
    { applicantMailbox: app.applicantMailbox, id: { $ne: app.id }, erasedAt: null },
    { orderBy: { appliedAt: 'desc', id: 'desc' }, limit: 50 },
  );
  return others.map((o) => ({
    id: o.id,
    jobId: o.job?.id ?? null,
    jobTitle: o.jobTitle ?? null,
    appliedAt: o.appliedAt.toISOString(),
    status: o.status as ApplicationStatus,
  }));
}
