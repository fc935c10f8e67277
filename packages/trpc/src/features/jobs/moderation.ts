import { Job, LockMode, type IJob } from '@app/db';
import { TRPCError } from '@trpc/server';
import { END_DATE_PASSED_MESSAGE } from '@app/shared/job-posting';
import { POSTING_CHECK_MESSAGES, type PostingCheckCode } from '@app/shared/posting-rules';
import type { JobStatusManyResult, SkippedJob } from '@app/shared/schemas/dtos';
import { toJobDto } from '../../dto.ts';
import { changedFields, pick, recordAudit, type AuditScope } from '../audit/audit.ts';
import { applicationDeadline, jobLabel } from './jobs.ts';
import { notifyJobDecision, type NotifyContext } from '../mail/notifications.ts';
import { assertMayPublish, mayPublish } from './job-language.ts';
import { JOB_LANGUAGE_MESSAGES } from '@app/shared/job-language';

/**
 * Moderation of jobs, one job or a selection: every approve, deny and reopen goes through here,
 * so the rules (and whatever follows a decision, such as the poster's mail) live in one place.
 * A denial's reason is stored on the job (`denialReason`, shown to admins and sent to the poster)
 * and in the audit entry; approving or reopening clears it.
 */

export interface JobDecision {
  status: 'approved' | 'denied';
  /** Why the job is denied; ignored when approving. */
  reason?: string;
  /** A new end date given with an approval (ISO); ignored when denying. */
  expiresAt?: string;
}

/** What a decision uses of a request: its audit entry's scope, the poster's mail and the clock. */
export type ModerationContext = AuditScope & NotifyContext & { now: () => Date };

/** The fields a decision changes, as the audit log keeps them. */
const MODERATED_FIELDS = ['status', 'expiresAt', 'filledAt', 'denialReason'] as const;

/**
 * Applies an admin's decision to a loaded job and records it in the audit log (with the reason);
 * the caller's next flush writes both. Approval never moves an end date: a job without one gets
 * the default (Settings → application deadline), a new one comes only from the admin
 * (`decision.expiresAt`), and a job whose end date has passed is closed the moment it is approved
 * (jobState; the admin screen warns first and offers a new date).
 */
export async function decideJob(ctx: ModerationContext, job: IJob, decision: JobDecision): Promise<void> {
  const before = pick(job, MODERATED_FIELDS);
  const previous = job.status;
  if (decision.status === 'approved') {
    assertMayPublish(job);
    if (decision.expiresAt) {
      const end = new Date(decision.expiresAt);
      if (end <= ctx.now()) throw new TRPCError({ code: 'BAD_REQUEST', message: END_DATE_PASSED_MESSAGE });
      job.expiresAt = end;
      job.filledAt = null; // a new end date opens the job again, filled (or cancelled by its poster) before or not
      job.cancelledAt = null;
    } else if (!job.expiresAt && job.status !== 'approved') job.expiresAt = await applicationDeadline(ctx);
  }
  job.status = decision.status;
  job.spamReason = null;
  job.denialReason = decision.status === 'denied' ? (decision.reason ?? null) : null;
  job.moderatedAt = ctx.now();
  // The poster hears of the decision (once: not again when it is repeated), in the same flush.
  if (previous !== decision.status)
    await notifyJobDecision(
      ctx,
      { id: job.id, title: job.title, contactEmail: job.contactEmail ?? null, locale: job.locale },
      { status: decision.status, reason: job.denialReason },
    );
  // An approval over open posting points says so in the log (what the admin chose to approve anyway).
  const open = decision.status === 'approved' ? openPostingPoints(job) : [];
  recordAudit(ctx, {
    action: decision.status === 'approved' ? 'job.approve' : 'job.deny',
    targetType: 'job',
    targetId: job.id,
    label: jobLabel(job),
    ...changedFields(before, { ...pick(job, MODERATED_FIELDS), ...(open.length ? { openPostingPoints: open.join('; ') } : {}) }),
  });
}

/** The job's open points as the admin screen lists them: pay that could not be read, then the Ontario posting checks. */
function openPostingPoints(job: IJob): string[] {
  const points = (job.complianceIssues ?? []).map((code) => POSTING_CHECK_MESSAGES[code as PostingCheckCode] ?? code);
  if (job.salary && job.payMin == null && job.payMax == null) points.unshift('pay could not be read from the salary text');
  return points;
}

/**
 * Approves or denies the pending jobs among `ids` in one transaction (rows locked, in id order, so
 * two admins deciding overlapping selections take turns). Jobs that are not pending, or do not
 * exist, are left as they are and reported as skipped; so is a job in Québec without its French
 * when approving (with the reason).
 */
export function decideJobs(ctx: ModerationContext, ids: number[], decision: JobDecision): Promise<JobStatusManyResult> {
  return ctx.em.transactional(async (em) => {
    const tx: ModerationContext = { ...ctx, em };
    const found = await em.find(Job, { id: { $in: ids } }, { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE });
    const byId = new Map(found.map((job) => [job.id, job]));
    const changed: IJob[] = [];
    const skipped: SkippedJob[] = [];
    for (const id of ids) {
      const job = byId.get(id);
      if (job?.status === 'pending' && decision.status === 'approved' && !mayPublish(job)) {
        skipped.push({ id, status: job.status, reason: JOB_LANGUAGE_MESSAGES.frenchRequired });
      } else if (job?.status === 'pending') {
        await decideJob(tx, job, decision);
        changed.push(job);
      } else {
        skipped.push({ id, status: job?.status ?? null });
      }
    }
    await em.flush();
    const now = ctx.now().getTime();
    return { updated: changed.length, jobs: changed.map((job) => toJobDto(job, now)), skipped };
  });
}

/**
 * A denied job goes back to pending review, without its reason (the audit entry keeps it). Any
 * other job is left as it is; answers whether the job changed.
 */
export function reopenJob(ctx: AuditScope, job: IJob): boolean {
  if (job.status !== 'denied') return false;
  const before = pick(job, ['status', 'denialReason']);
  job.status = 'pending';
  job.denialReason = null;
  job.moderatedAt = null;
  recordAudit(ctx, {
    action: 'job.reopen',
    targetType: 'job',
    targetId: job.id,
    label: jobLabel(job),
    ...changedFields(before, pick(job, ['status', 'denialReason'])),
  });
  return true;
}
