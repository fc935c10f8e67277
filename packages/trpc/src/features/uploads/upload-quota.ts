import { UPLOAD_MESSAGES } from '@app/shared/uploads';
import type { EntityManager } from '@app/db';
import { tooManyRequests } from '../../infra/retry-after.ts';
import { uploadsFullMail } from '../mail/mail-templates.ts';
import { audience, type NotifyContext } from '../mail/notifications.ts';
import { mailedSince, queueEmail } from '../mail/outbox.ts';
import { countHit, takeBackHit, tryAgainIn, type Limits } from '../../infra/rate-limits.ts';
import { query, sql } from '../../infra/sql.ts';

/**
 * How much resume uploads may store (issue 24, finding 5), both checked before a byte of the body
 * is read:
 * - per client (ctx.clientKey) and day, UPLOAD_DAILY_MB_PER_CLIENT (`limits.uploadBytesPerClientPerDay`):
 *   429 with Retry-After past it;
 * - all uploads no application has taken yet, together, UPLOAD_PENDING_MAX_MB
 *   (`limits.uploadPendingMaxBytes`): 507 past it, and the admins hear of it once a day.
 * Both are counted in PostgreSQL, so every app instance shares them.
 */

/** The window of the per-client quota. */
export const UPLOAD_QUOTA_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The outbox kind of the admins' notice that the pending uploads are full. */
export const UPLOADS_FULL_MAIL = 'uploads.full';

/** The admins hear that uploads are full at most once in this long. */
export const UPLOADS_FULL_MAIL_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The counter holds kilobytes, rounded up: its `hits` is a 32-bit integer, too small for bytes. */
const kilobytes = (bytes: number) => Math.ceil(Math.max(0, bytes) / 1024);
const quotaKey = (clientKey: string) => `upload-kb:${clientKey}`;

/** What the per-client quota uses of a request: its unit of work, who the client is (clientKeyOf) and the limit. */
export interface QuotaContext {
  em: EntityManager;
  clientKey: string;
  limits: Pick<Limits, 'uploadBytesPerClientPerDay'>;
}

/** Room taken from a client's daily quota for one upload in progress. */
export interface UploadReservation {
  /**
   * The upload is over: `storedBytes` were kept (0 for a refused or interrupted file), and the rest
   * of the reservation goes back to the client. Only the first call counts.
   */
  settle(storedBytes: number): Promise<void>;
}

/**
 * Reserves `bytes` (the declared length of the request, or the largest file allowed when it declares
 * none) of the client's daily quota before the body is read: counting first is what cuts a concurrent
 * burst, since every request of it is counted by one atomic upsert before any of them is stored.
 * Past the quota the reservation is given back at once and the upload refused with 429 and the wait.
 */
export async function reserveUploadQuota(ctx: QuotaContext, bytes: number): Promise<UploadReservation> {
  const key = quotaKey(ctx.clientKey);
  const reserved = kilobytes(bytes);
  const count = await countHit(ctx.em, key, UPLOAD_QUOTA_WINDOW_MS, reserved);
  if (count.hits > kilobytes(ctx.limits.uploadBytesPerClientPerDay)) {
    await takeBackHit(ctx.em, key, reserved);
    throw tooManyRequests(UPLOAD_MESSAGES.dailyLimit(tryAgainIn(count.retryAfter).replace(/\.$/, '')), count.retryAfter);
  }
  let settled = false;
  return {
    async settle(storedBytes) {
      if (settled) return;
      settled = true;
      const unused = reserved - Math.min(reserved, kilobytes(storedBytes));
      if (unused > 0) await takeBackHit(ctx.em, key, unused);
    },
  };
}

/** What the cap on pending uploads uses: the cap, and for the admins' notice who they are and the clock. */
export type PendingCapContext = NotifyContext & { limits: Pick<Limits, 'uploadPendingMaxBytes'>; now: () => Date };

export interface PendingUploads {
  /** Bytes of the uploads no application has taken yet. */
  pendingBytes: number;
  /** Whether an upload of the size asked about would take them past UPLOAD_PENDING_MAX_MB: refuse it (507) and notifyUploadsFull. */
  full: boolean;
}

/**
 * Whether an upload of `bytes` would take the uploads no application has taken yet (the rows
 * pruneUnusedUploads sweeps, expired or not: their files are still stored) past the cap.
 *
 * The sum is read, not reserved: uploads that arrive together each read it before any of them is
 * recorded, so a concurrent burst can overshoot the cap by the uploads in flight at that moment,
 * each at most the System settings' largest file (and each client's share bounded by its per-minute
 * write limit and its daily quota). The next upload after them is refused.
 */
export async function checkPendingUploads(ctx: Pick<PendingCapContext, 'em' | 'limits'>, bytes: number): Promise<PendingUploads> {
  const [row] = await query<{ bytes: string | number }>(ctx.em, sql`select coalesce(sum(size), 0)::bigint as bytes from uploads where application_id is null`);
  const pendingBytes = Number(row?.bytes ?? 0);
  return { pendingBytes, full: pendingBytes + bytes > ctx.limits.uploadPendingMaxBytes };
}

/**
 * Mails the admins that uploads are full, unless they were told in the last day; answers how many
 * mails were queued. The outbox is the record of that: one transaction holding an advisory lock
 * checks it and queues the mail, so refusals at the same moment (on any instance) take turns and
 * only the first one mails.
 */
export async function notifyUploadsFull(ctx: PendingCapContext, pendingBytes: number): Promise<number> {
  const since = new Date(ctx.now().getTime() - UPLOADS_FULL_MAIL_INTERVAL_MS);
  const lock = sql`select pg_advisory_xact_lock(hashtext(${UPLOADS_FULL_MAIL}))`;
  return ctx.em.transactional(async (em) => {
    await em.getConnection().execute(lock.text, [...lock.params], 'run', em.getTransactionContext());
    const { admins, brand } = await audience({ ...ctx, em });
    const mb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
    const content = uploadsFullMail(brand, { pendingMb: mb(pendingBytes), capMb: mb(ctx.limits.uploadPendingMaxBytes) });
    let queued = 0;
    for (const to of admins) {
      if (await mailedSince(em, UPLOADS_FULL_MAIL, to, since)) continue;
      queueEmail(em, { kind: UPLOADS_FULL_MAIL, to, subject: content.subject, text: content.text, html: content.html });
      queued++;
    }
    return queued;
  });
}
