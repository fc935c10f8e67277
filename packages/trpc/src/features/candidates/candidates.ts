import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { ApplicationEvent, CandidateLink, CandidateSession, JobApplication, type EntityManager, type IJobApplication } from '@app/db';
import {
  CANDIDATE_LINK_MINUTES,
  CANDIDATE_MESSAGES,
  CANDIDATE_SESSION_DAYS,
  CANDIDATE_SIGN_IN_PATH,
  candidateStatus,
  isOpenApplication,
} from '@app/shared/candidates';
import { OPEN_APPLICATION_STATUSES, type ApplicationStatus } from '@app/shared/constants';
import type { CandidateApplicationDto, CandidateApplicationsDto, RelatedApplicationDto } from '@app/shared/schemas/candidates';
import { UPLOAD_MESSAGES, isUploadId } from '@app/shared/uploads';
import type { CandidateSessionPort } from '../../context.ts';
import { deleteFiles, type FileStore } from '../../infra/files.ts';
import type { LinkSigning } from '../../infra/signed-links.ts';
import { query, sql } from '../../infra/sql.ts';
import { candidateLinkMail } from '../mail/mail-templates.ts';
import { normalizeMailbox, queueVisitorEmail } from '../mail/outbox.ts';
import { claimFailed, unusedUpload } from '../uploads/uploads.ts';
import { findSiteSettings } from '@app/db';
import { DEFAULT_COMPANY_SETTINGS } from '@app/shared/company';

/**
 * My applications (issue 38, item 1). No passwords for visitors: a link mailed to the address
 * they applied with is the key, as the privacy requests do.
 *
 * - A link is asked for an address (POST /api/candidates/link): the answer, and the work behind it,
 *   are the same whatever the address; the mail worker mails a link only when applications were
 *   sent with that mailbox (the address normalised as the mail cap compares them), within the
 *   mailbox's own budget of these links.
 *   The link's secret is `<32 random bytes>.<HMAC>`: the database keeps its SHA-256 only, and the
 *   outbox keeps it sealed (see mail-seal.ts), so neither holds a working link.
 * - Following it (once, within 30 minutes) opens a candidate session: a random secret in its own
 *   cookie (`candidate_session`), of which the database keeps the SHA-256 and the mailbox, for 7
 *   days or until signing out. It reads and changes the applications of that mailbox only: any
 *   other id is 404, as if it did not exist. It is never a staff session (staff procedures read
 *   the staff cookie only).
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** The mail's kind in the outbox. */
export const CANDIDATE_LINK_MAIL = 'candidate.link';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const linkSignature = (secret: Buffer, key: string) =>
  createHmac('sha256', secret).update(`candidate link\n${key}`).digest().subarray(0, 18).toString('base64url');

/** A new link secret and the hash to store. */
function newLinkToken(secret: Buffer): { token: string; hash: string } {
  const key = randomBytes(32).toString('base64url');
  return { token: `${key}.${linkSignature(secret, key)}`, hash: sha256(key) };
}

/** The stored hash a link's token stands for, or null when this site did not sign it. */
function linkTokenHash(secret: Buffer, token: string): string | null {
  const [key, sig, ...rest] = token.split('.');
  if (!key || !sig || rest.length || !/^[\w-]{43}$/.test(key)) return null;
  const expected = Buffer.from(linkSignature(secret, key));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return sha256(key);
}

/** What the candidate procedures use of a request. */
export interface CandidateContext extends LinkSigning {
  em: EntityManager;
  now: () => Date;
  candidateSession: CandidateSessionPort;
  files?: FileStore;
}

/** The signed-in candidate: the session's row and the one mailbox it reaches. */
export interface CandidateIdentity {
  sessionId: number;
  mailbox: string;
}

// ---------------------------------------------------------------- the link and the session

/**
 * POST /api/candidates/link: records the request, the same work whoever the address is (one row):
 * whether the address has applications is the mail worker's to find out, away from the request,
 * so neither the answer nor its timing tells (processCandidateLinkRequests).
 */
export async function requestCandidateLink(ctx: CandidateContext & { spamReason?: string | null }, email: string): Promise<void> {
  if (ctx.spamReason) return;
  ctx.em.create(CandidateLink, {
    mailbox: normalizeMailbox(email),
    toAddress: email.trim(),
    siteUrl: ctx.siteUrl,
    createdAt: ctx.now(),
    processedAt: null,
    tokenHash: null,
    expiresAt: null,
    usedAt: null,
  });
  await ctx.em.flush();
}

/**
 * The mail worker's part of a link request (every sweep, a few seconds after it): a mailbox with
 * applications gets its link (the secret's hash stored, valid 30 minutes from the request; the
 * mail counted against the mailbox's own budget of these links); a request for a mailbox without
 * any, or that waited past its link's life, is deleted, address and all. Several workers share the
 * queue (SKIP LOCKED). Returns how many mails were queued.
 */
export async function processCandidateLinkRequests({ em, secret, now = new Date() }: { em: EntityManager; secret: Buffer; now?: Date }): Promise<number> {
  return em.fork().transactional(async (tx) => {
    const waiting = await query<{ id: number }>(
      tx,
      sql`select id from candidate_links where processed_at is null order by id limit 100 for update skip locked`,
    );
    if (!waiting.length) return 0;
    const requests = await tx.find(CandidateLink, { id: { $in: waiting.map((r) => Number(r.id)) } }, { orderBy: { id: 'asc' } });
    const settings = await findSiteSettings(tx);
    let queued = 0;
    for (const request of requests) {
      const expiresAt = new Date(request.createdAt.getTime() + CANDIDATE_LINK_MINUTES * MINUTE_MS);
      const held = expiresAt > now ? await tx.count(JobApplication, { applicantMailbox: request.mailbox, erasedAt: null }) : 0;
      if (held === 0) {
        tx.remove(request);
        continue;
      }
      const { token, hash } = newLinkToken(secret);
      request.processedAt = now;
      request.tokenHash = hash;
      request.expiresAt = expiresAt;
      const brand = { company: settings?.companyName ?? DEFAULT_COMPANY_SETTINGS.companyName, siteUrl: request.siteUrl };
      const link = `${request.siteUrl}${CANDIDATE_SIGN_IN_PATH}?${new URLSearchParams({ token })}`;
      const content = candidateLinkMail(brand, { link, minutes: CANDIDATE_LINK_MINUTES });
      await queueVisitorEmail(tx, { kind: CANDIDATE_LINK_MAIL, to: request.toAddress, ...content, secrets: { linkKey: secret, values: [token] } }, 'candidate');
      queued += 1;
    }
    await tx.flush();
    return queued;
  });
}

const invalidLink = (): never => {
  throw new TRPCError({ code: 'BAD_REQUEST', message: CANDIDATE_MESSAGES.invalidLink });
};

/**
 * The link followed: used up (one statement, so two tabs opening it at once make one session) and
 * swapped for a session of its mailbox, whose secret goes into the candidate cookie.
 */
export async function signInCandidate(ctx: CandidateContext, token: string): Promise<{ email: string; expiresAt: Date }> {
  const hash = linkTokenHash(ctx.formGuard.secret, token);
  if (!hash) return invalidLink();
  const now = ctx.now();
  const [used] = await query<{ mailbox: string }>(
    ctx.em,
    sql`update candidate_links set used_at = ${now.toISOString()}::timestamptz
        where token_hash = ${hash} and used_at is null and expires_at > ${now.toISOString()}::timestamptz returning mailbox`,
  );
  if (!used) return invalidLink();
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CANDIDATE_SESSION_DAYS * DAY_MS);
  ctx.em.create(CandidateSession, { tokenHash: sha256(secret), mailbox: used.mailbox, createdAt: now, expiresAt, revokedAt: null });
  await ctx.em.flush();
  ctx.candidateSession.set(secret, (CANDIDATE_SESSION_DAYS * DAY_MS) / 1000);
  return { email: used.mailbox, expiresAt };
}

/** The candidate behind this request's cookie, or null (no cookie, an unknown, revoked or expired session: the cookie is cleared). */
export async function currentCandidate(ctx: Pick<CandidateContext, 'em' | 'now' | 'candidateSession'>): Promise<CandidateIdentity | null> {
  const secret = ctx.candidateSession.get();
  if (!secret) return null;
  const session = /^[\w-]{43}$/.test(secret) ? await ctx.em.findOne(CandidateSession, { tokenHash: sha256(secret) }) : null;
  if (!session || session.revokedAt || session.expiresAt.getTime() <= ctx.now().getTime()) {
    ctx.candidateSession.clear();
    return null;
  }
  return { sessionId: session.id, mailbox: session.mailbox };
}

/** POST /api/candidates/logout: the session is revoked in the database (the cookie alone opens nothing more) and its cookie cleared. */
export async function signOutCandidate(ctx: Pick<CandidateContext, 'em' | 'now' | 'candidateSession'>): Promise<void> {
  const secret = ctx.candidateSession.get();
  if (secret && /^[\w-]{43}$/.test(secret)) {
    await ctx.em.nativeUpdate(CandidateSession, { tokenHash: sha256(secret), revokedAt: null }, { revokedAt: ctx.now() });
  }
  ctx.candidateSession.clear();
}

/** Sign-in links and candidate sessions over for more than a day (the minute sweep); answers how many went. */
export async function pruneCandidateSessions(em: EntityManager, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - DAY_MS);
  // A link over a day ago, or a request no worker took within a day (its link would be dead anyway).
  const links = await em.nativeDelete(CandidateLink, { $or: [{ expiresAt: { $lt: before } }, { createdAt: { $lt: before } }] });
  const sessions = await em.nativeDelete(CandidateSession, { $or: [{ expiresAt: { $lt: before } }, { revokedAt: { $lt: before } }] });
  return links + sessions;
}

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
  input: { applicantName?: string; applicantPhone?: string; experience?: string; coverLetter: string; resume?: string },
  changes: { now: Date; consent?: object },
): Promise<IJobApplication> {
  return commitChange(ctx, app, async () => {
    // The address keeps the spelling it was first sent with (the same mailbox either way).
    app.applicantName = input.applicantName ?? app.applicantName ?? null;
    app.applicantPhone = input.applicantPhone ?? app.applicantPhone ?? null;
    app.experience = input.experience ?? app.experience ?? null;
    app.coverLetter = input.coverLetter;
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
