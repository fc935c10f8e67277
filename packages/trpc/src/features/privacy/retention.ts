import { RetentionRun, type EntityManager, type IRetentionRun, type ISiteSettings, findSiteSettings } from '@app/db';
import {
  DEFAULT_RETENTION,
  RETENTION_KIND_NAMES,
  RETENTION_SCHEDULE,
  type RetentionCounts,
  type RetentionField,
  type RetentionSettings,
} from '@app/shared/privacy';
import type { RetentionDto, RetentionRunDto } from '@app/shared/schemas/dtos';
import { wallTime, zonedTime } from '@app/shared/time-zone';
import { recordAudit, type AuditScope } from '../audit/audit.ts';
import { deleteFiles, type FileStore } from '../../infra/files.ts';
import { join, query, raw, sql, type Sql } from '../../infra/sql.ts';
import { LINK_SECRETS_KEEP_MS, MAX_PENDING_AGE_MS } from '../mail/outbox.ts';

/**
 * Retention (issue 23): how long each kind of record is kept (Site Settings → Privacy), and the
 * daily sweep that removes what is past its time. The sweep runs on the job queue every day at
 * 03:00 Toronto time (apps/api/src/privacy/retention-schedule.ts), or when an owner asks
 * (POST /api/admin/privacy/retention/run). It never touches anything younger than its period:
 * - applications: anonymised (name, email, phone, experience, cover letter, résumé link and file
 *   erased; the stub keeps the job, its title, the status and the date, so job counts and the
 *   hired figure stay true) once their job closed more than `applicationsMonths` ago (an
 *   application whose job was deleted counts from the day it was sent: the job's end is unknown);
 *   a job still open, or without an end date, keeps its applications;
 * - leads (contact messages, quote and carrier requests, and newsletter sign-ups the spam trap
 *   caught): deleted `leadsMonths` after they came in. A newsletter subscription is kept while it
 *   is active or unsubscribed: it is the subscriber's own standing choice;
 * - the outbox: mail written more than `sentMailDays` ago; and, whatever the settings, the secrets
 *   of the links of mail written more than a day ago (sent, failed or suppressed; waiting mail once
 *   the worker would no longer send it), so no copy of the database holds a working link: the
 *   sealed secrets, and any token a mail from before they were sealed still carries in its text;
 * - job alerts still waiting for their confirmation `unconfirmedAlertDays` after they were asked for;
 * - the audit log: entries older than `auditLogMonths` (its trigger allows no younger one, and
 *   failed sign-ins still go after 90 days, by the periodic sweep);
 * - the ZIP of an access request, once its 7-day link has expired.
 * Rows go in one transaction with the audit entry that counts them; files (résumés, exports) are
 * deleted after it commits (a file that cannot be deleted is reported and left, never a row
 * pointing at nothing).
 */

type RetentionColumn = 'retainApplicationsMonths' | 'retainLeadsMonths' | 'retainSentMailDays' | 'retainUnconfirmedAlertDays' | 'retainAuditLogMonths';
const SETTINGS_COLUMNS: Record<RetentionField, RetentionColumn> = {
  applicationsMonths: 'retainApplicationsMonths',
  leadsMonths: 'retainLeadsMonths',
  sentMailDays: 'retainSentMailDays',
  unconfirmedAlertDays: 'retainUnconfirmedAlertDays',
  auditLogMonths: 'retainAuditLogMonths',
};

export function retentionOf(settings: ISiteSettings | null): RetentionSettings {
  if (!settings) return { ...DEFAULT_RETENTION };
  return Object.fromEntries(Object.entries(SETTINGS_COLUMNS).map(([field, column]) => [field, Number(settings[column])])) as RetentionSettings;
}

export async function retentionSettings(em: EntityManager): Promise<RetentionSettings> {
  return retentionOf(await findSiteSettings(em));
}

/** Writes the periods into the settings row (the caller flushes); answers them as they were before. */
export function assignRetention(settings: ISiteSettings, input: RetentionSettings): RetentionSettings {
  const before = retentionOf(settings);
  for (const [field, column] of Object.entries(SETTINGS_COLUMNS)) (settings as Record<string, unknown>)[column] = input[field as RetentionField];
  return before;
}

// ---------------------------------------------------------------- the schedule

/** When the daily sweep runs next after `now`: the next 03:00 in Toronto (RETENTION_SCHEDULE). */
export function nextRetentionRun(now: Date): Date {
  const { hour, minute, timeZone } = RETENTION_SCHEDULE;
  const today = wallTime(now, timeZone);
  for (let days = 0; days < 3; days++) {
    const at = zonedTime({ year: today.year, month: today.month, day: today.day + days, hour, minute }, timeZone);
    if (at.getTime() > now.getTime()) return at;
  }
  return new Date(now.getTime() + 86_400_000);
}

export const toRetentionRunDto = (run: IRetentionRun): RetentionRunDto => ({
  startedAt: run.startedAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
  trigger: run.trigger === 'admin' ? 'admin' : 'schedule',
  counts: run.counts ? (Object.fromEntries(RETENTION_KIND_NAMES.map((kind) => [kind, Number(run.counts?.[kind] ?? 0)])) as RetentionCounts) : null,
  error: run.error ?? null,
});

/** GET /api/admin/privacy/retention: the periods, the last run (finished or not) and the next one. */
export async function retentionDto(em: EntityManager, now: Date): Promise<RetentionDto> {
  const [settings, last] = await Promise.all([
    retentionSettings(em),
    em.findOne(RetentionRun, { id: { $gt: 0 } }, { orderBy: { startedAt: 'desc', id: 'desc' } }),
  ]);
  return { ...settings, lastRun: last ? toRetentionRunDto(last) : null, nextRunAt: nextRetentionRun(now).toISOString() };
}

// ---------------------------------------------------------------- the sweep

export interface SweepOptions {
  now: Date;
  trigger: 'schedule' | 'admin';
  files?: FileStore;
  onFileError?: (key: string, error: unknown) => void;
}

/** `now` minus a period, in SQL. */
const before = (now: Date, unit: 'months' | 'days', amount: number): Sql =>
  unit === 'months'
    ? sql`(${now.toISOString()}::timestamptz - make_interval(months => ${amount}::int))`
    : sql`(${now.toISOString()}::timestamptz - make_interval(days => ${amount}::int))`;

const LEAD_TABLES = ['contact_messages', 'transportation_quotes', 'warehouse_quotes', 'carrier_applications'] as const;

/** Removes what is past its time, in one transaction with its audit entry; then the files. Answers the counts per kind. */
export async function runRetentionSweep(ctx: AuditScope, options: SweepOptions): Promise<RetentionCounts> {
  const { now } = options;
  const run = ctx.em.create(RetentionRun, { trigger: options.trigger, startedAt: now });
  await ctx.em.flush();
  let files: string[] = [];
  try {
    const counts = await ctx.em.transactional(async (em) => {
      const keep = await retentionSettings(em);
      const applicationsBefore = before(now, 'months', keep.applicationsMonths);
      // An application's time starts when its job closed (its end date; a filled job ends when it is
      // filled); with its job deleted, when it was sent. An open job, or one without an end date, keeps it.
      const due = await query<{ id: number }>(
        em,
        sql`select a.id from job_applications a left join jobs j on j.id = a.job_id
            where a.erased_at is null
              and case when a.job_id is null then a.applied_at
                       when j.expires_at is null then null
                       else greatest(j.expires_at, a.applied_at) end < ${applicationsBefore}`,
      );
      const ids = due.map((r) => Number(r.id));
      const resumes = ids.length
        ? await query<{ storage_key: string }>(em, sql`delete from uploads where application_id in (${idList(ids)}) returning storage_key`)
        : [];
      const applications = ids.length ? await anonymiseApplications(em, ids, now) : 0;

      const leadsBefore = before(now, 'months', keep.leadsMonths);
      let leads = 0;
      for (const table of LEAD_TABLES) {
        leads += (await query(em, sql`delete from ${rawTable(table)} where created_at < ${leadsBefore} returning id`)).length;
      }
      leads += (await query(em, sql`delete from newsletter_subscriptions where status = 'spam' and created_at < ${leadsBefore} returning id`)).length;

      const sentMails = (await query(em, sql`delete from email_outbox where created_at < ${before(now, 'days', keep.sentMailDays)} returning id`)).length;
      await removeOldLinkSecrets(em, now);
      const unconfirmedAlerts = (
        await query(
          em,
          sql`delete from job_alerts where status = 'pending' and coalesce(consented_at, created_at) < ${before(now, 'days', keep.unconfirmedAlertDays)} returning id`,
        )
      ).length;
      // The trigger compares with the database's clock: a row on the edge stays until the next sweep.
      const auditEntries = (
        await query(
          em,
          sql`delete from audit_log where created_at < least(${before(now, 'months', keep.auditLogMonths)}, now() - make_interval(months => ${keep.auditLogMonths}::int)) returning id`,
        )
      ).length;
      const expired = await query<{ export_key: string }>(
        em,
        sql`with e as (select id, export_key from privacy_requests where export_key is not null and export_expires_at < ${now.toISOString()}::timestamptz for update)
            update privacy_requests p set export_key = null from e where p.id = e.id returning e.export_key`,
      );
      files = [...resumes.map((r) => r.storage_key), ...expired.map((r) => r.export_key)];
      const result: RetentionCounts = {
        applications,
        resumes: resumes.length,
        leads,
        sentMails,
        unconfirmedAlerts,
        auditEntries,
        exports: expired.length,
      };
      recordAudit(
        { ...ctx, em },
        {
          action: 'privacy.retention',
          targetType: 'settings',
          targetId: run.id,
          label: options.trigger === 'admin' ? 'Retention sweep (run by hand)' : 'Retention sweep (daily)',
          after: { ...result },
          ...(options.trigger === 'admin' && ctx.admin ? {} : { actor: { id: null, username: 'system' } }),
        },
      );
      return result;
    });
    run.finishedAt = new Date();
    run.counts = { ...counts };
    await ctx.em.flush();
    await deleteFiles(options.files, files, options.onFileError);
    return counts;
  } catch (error) {
    run.finishedAt = new Date();
    run.error = String((error as Error).message ?? error).slice(0, 1000);
    await ctx.em.flush().catch(() => undefined);
    throw error;
  }
}

const rawTable = (table: (typeof LEAD_TABLES)[number]) => raw(`"${table}"`);

/** A link's token in a mail's text ('token=' then base64url, base 36, dots, or percent-escapes). */
const LINK_TOKEN = 'token=[A-Za-z0-9._%~-]';
const scrubTokens = (column: Sql) => sql`regexp_replace(${column}, '(token=)[A-Za-z0-9._%~-]+', ${String.raw`\1[removed]`}, 'g')`;

/**
 * The secrets of the links of mail past its use (see mail-seal.ts): sent, failed or suppressed
 * more than a day ago, or waiting longer than the worker sends. Its sealed secrets are deleted;
 * a mail written before they were sealed (still waiting at the upgrade, sent since) has the
 * tokens of its links replaced in its text. Answers how many mails lost their links.
 */
export async function removeOldLinkSecrets(em: EntityManager, now: Date): Promise<number> {
  const past = sql`((status <> 'pending' and created_at < ${new Date(now.getTime() - LINK_SECRETS_KEEP_MS).toISOString()}::timestamptz)
                    or created_at < ${new Date(now.getTime() - MAX_PENDING_AGE_MS).toISOString()}::timestamptz)`;
  const sealed = await query(
    em,
    sql`update email_outbox set sealed_secrets = null, secrets_removed_at = ${now.toISOString()}::timestamptz
        where sealed_secrets is not null and ${past} returning id`,
  );
  const legacy = await query(
    em,
    sql`update email_outbox set text_body = ${scrubTokens(raw('text_body'))}, html_body = ${scrubTokens(raw('html_body'))},
               headers = ${scrubTokens(raw('headers::text'))}::jsonb, secrets_removed_at = coalesce(secrets_removed_at, ${now.toISOString()}::timestamptz)
        where ${past} and (text_body ~ ${LINK_TOKEN} or html_body ~ ${LINK_TOKEN} or headers::text ~ ${LINK_TOKEN}) returning id`,
  );
  return sealed.length + legacy.length;
}

/** `1, 2, 3` for an `in (...)` list (never empty: callers check). */
export const idList = (ids: number[]) =>
  join(
    ids.map((id) => sql`${id}`),
    ', ',
  );

/**
 * Erases the personal details of applications, keeping each as a stub (job, title, status, date):
 * job counts, the admin tabs and the hired figure stay true. Their résumé files are the caller's.
 */
export async function anonymiseApplications(em: EntityManager, ids: number[], now: Date): Promise<number> {
  const rows = await query(
    em,
    sql`update job_applications set applicant_name = null, applicant_email = null, applicant_mailbox = null, applicant_phone = null, experience = null, cover_letter = null,
               resume = null, user_id = null, erased_at = ${now.toISOString()}::timestamptz
        where id in (${idList(ids)}) returning id`,
  );
  return rows.length;
}
