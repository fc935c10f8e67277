import { LockMode, OutboxEmail, type Orm, findSiteSettings } from '@app/db';
import { companyDetails } from '@app/shared/company';
import { PRIVACY_REMINDER_SCHEDULE } from '@app/shared/privacy';
import { COMPANY_TIME_ZONE } from '@app/shared/time-zone';
import {
  MAX_PENDING_AGE_MS,
  createContext,
  openMail,
  outboxKeyFrom,
  processPasswordResetRequests,
  processSignInLinkRequests,
  queueWeeklySummary,
  sendDailyJobAlerts,
  sendInstantJobAlerts,
  sendPrivacyReminders,
} from '@app/trpc';
import nodemailer from 'nodemailer';
import { PgBoss } from 'pg-boss';

/**
 * The mail worker: delivers the outbox (email_outbox) over SMTP on a PostgreSQL job queue
 * (pg-boss), apart from the requests that wrote it, so a request never waits on SMTP and an SMTP
 * outage loses nothing.
 * - Every few seconds pending rows get a delivery job (one per row: the job's singleton key is
 *   the row's id, so any number of instances may look at the same time).
 * - A failed delivery is retried with a growing delay; after the last try, or at once when the
 *   server refuses the mail for good (5xx), the row is marked failed with the error, visible in
 *   the admin Email screen.
 * - The weekly summary is scheduled on the queue (Mondays 08:00, Toronto time).
 * - Job alerts: every few seconds the jobs published since the last look are matched to the
 *   instant alerts (mail within a minute of an approval); the daily digest is scheduled on the
 *   queue (07:00 Toronto time). Both only write outbox rows, delivered like any other mail.
 * - Privacy requests: every morning (08:00 Toronto time) the owners are reminded, once per
 *   request, of those still open a week before they are due.
 * Without SMTP_URL nothing is sent: mail stays in the outbox, readable in the Email screen.
 * The secrets of a mail's links are kept sealed in the outbox (see @app/trpc mail-seal.ts): the
 * worker alone opens them, with the link key every instance derives from SESSION_KEY, and puts
 * them into the message it sends; once sent, they are deleted from the row.
 */

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/** What sends one message; nodemailer over SMTP in the app. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

export interface MailWorkerOptions {
  /** The database the outbox and the queue live in. */
  databaseUrl: string;
  orm: Orm;
  /** Unset: mail is kept in the outbox, not sent. */
  transport?: MailTransport;
  from: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** For the weekly summary's links and recipients. */
  siteUrl: string;
  notifyEmails: string[];
  /** Signs the links of job alert mail and opens the sealed secrets of every mail's links (the form-token key of the web instances). */
  linkSecret: Buffer;
  /** How often pending rows are looked for. */
  sweepIntervalMs?: number;
  /** How often new jobs are matched to instant job alerts. */
  alertIntervalMs?: number;
  log: { info(obj: object | string, msg?: string): void; warn(obj: object | string, msg?: string): void; error(obj: object | string, msg?: string): void };
}

export interface MailWorker {
  /** Queues delivery of the pending rows now (the timer also does it every few seconds). */
  sweep(): Promise<number>;
  /** Matches the jobs published since the last look to the instant alerts now (the timer also does it). */
  alertSweep(): Promise<number>;
  stop(): Promise<void>;
}

const SEND_QUEUE = 'email-send';
const SUMMARY_QUEUE = 'summary-weekly';
const DIGEST_QUEUE = 'job-alerts-daily';
export const PRIVACY_REMINDER_QUEUE = 'privacy-reminders';
/** Mails one worker process delivers at the same time. */
const MAIL_CONCURRENCY = 4;

/** Why a mail whose links cannot be filled in is not sent (the Email screen shows it as the mail's error). */
export const LINK_NOT_SENT = {
  removed: 'Not sent: the secret of its link was deleted a day after the mail was written (a backup never holds a working link). Ask for a new one.',
  unreadable: "Not sent: the secret of its link cannot be opened with this server's SESSION_KEY (the key changed since the mail was written).",
} as const;

/** A refusal that will not change by trying again (SMTP 5xx, a malformed address). */
function isPermanent(error: unknown): boolean {
  const e = error as { responseCode?: number; code?: string };
  // A rejected recipient carries the server's code (451: later; 550: never); an envelope error
  // without one is a malformed address.
  if (typeof e.responseCode === 'number') return e.responseCode >= 500 && e.responseCode < 600;
  return e.code === 'EENVELOPE';
}

const describe = (error: unknown) => {
  const e = error as { response?: string; message?: string };
  return String(e.response ?? e.message ?? error).slice(0, 1000);
};

/**
 * The From of a mail: MAIL_FROM as it is when it names its sender ('Name <address>'); a bare
 * address is sent in the company's name as Site Settings have it now.
 */
export async function senderOf(em: Orm['em'], from: string): Promise<string> {
  if (from.includes('<')) return from;
  const settings = await findSiteSettings(em, { fields: ['companyName'] });
  const name = companyDetails(settings).name.replace(/["\\\r\n]/g, '');
  return `"${name}" <${from.trim()}>`;
}

/**
 * Delivers one outbox row, under a row lock (a second delivery of the same row waits, then finds
 * it sent). 'retry': the try failed and another may follow (the attempt and error are stored).
 * The message carries the row's links whole (their sealed secrets opened with `linkSecret`); a
 * row whose secrets are gone or unreadable is failed at once, never sent with a broken link.
 */
export async function deliver(
  orm: Orm,
  id: number,
  transport: MailTransport,
  options: { from: string; lastTry: boolean; linkSecret: Buffer },
): Promise<'sent' | 'failed' | 'retry' | 'skipped'> {
  return orm.em.fork().transactional(async (em) => {
    const row = await em.findOne(OutboxEmail, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!row || row.status !== 'pending') return 'skipped';
    const mail = openMail(row, outboxKeyFrom(options.linkSecret));
    if (!mail.ok) {
      row.status = 'failed';
      row.lastError = LINK_NOT_SENT[mail.reason];
      return 'failed';
    }
    row.attempts += 1;
    try {
      await transport.send({
        from: await senderOf(em, options.from),
        to: row.toAddress,
        subject: row.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      row.status = 'sent';
      row.sentAt = new Date();
      row.lastError = null;
      // Sent: the secrets have no further use here, and a copy of the database must not hold them.
      if (row.sealedSecrets) {
        row.sealedSecrets = null;
        row.secretsRemovedAt = row.sentAt;
      }
      return 'sent';
    } catch (error) {
      row.lastError = describe(error);
      if (isPermanent(error) || options.lastTry) {
        row.status = 'failed';
        return 'failed';
      }
      return 'retry';
    }
  });
}

/** Pending rows queued this long ago and still pending lost their job (a crash between claim and send): queued again. */
const LOST_JOB_MS = 2 * 60 * 60 * 1000;

/**
 * Claims the pending rows not yet on the queue (marking them queued, skipping rows another
 * instance is claiming) and returns their ids.
 */
async function claimPending(orm: Orm, now: Date): Promise<number[]> {
  const rows = await orm.em.getConnection().execute<{ id: number }[]>(
    `update email_outbox set queued_at = ? where id in (
       select id from email_outbox
        where status = 'pending' and created_at > ? and (queued_at is null or queued_at < ?)
        order by id limit 100 for update skip locked)
     returning id`,
    [now, new Date(now.getTime() - MAX_PENDING_AGE_MS), new Date(now.getTime() - LOST_JOB_MS)],
  );
  return rows.map((r) => Number(r.id));
}

export async function startMailWorker(options: MailWorkerOptions): Promise<MailWorker> {
  const { orm, transport, log } = options;
  const boss = new PgBoss({ connectionString: options.databaseUrl, max: 3, schema: 'pgboss' });
  boss.on('error', (error) => log.error({ err: error }, 'mail queue error'));
  await boss.start();
  await boss.createQueue(SEND_QUEUE, {
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 120,
    deleteAfterSeconds: 7 * 24 * 3600,
  });
  await boss.createQueue(SUMMARY_QUEUE, { retryLimit: 2, retryDelay: 300 });
  await boss.createQueue(DIGEST_QUEUE, { retryLimit: 2, retryDelay: 300 });
  await boss.createQueue(PRIVACY_REMINDER_QUEUE, { retryLimit: 2, retryDelay: 300 });
  const alertContext = () => ({ em: orm.em.fork(), siteUrl: options.siteUrl, secret: options.linkSecret });

  if (transport) {
    // One mail per job (so each is retried on its own), several at once: a worker that fetched one
    // waits half a second before fetching again, so a backlog (a digest to every subscriber) needs
    // several in parallel.
    await boss.work<{ id: number }>(SEND_QUEUE, { pollingIntervalSeconds: 0.5, batchSize: 1, localConcurrency: MAIL_CONCURRENCY }, async ([job]) => {
      if (!job) return;
      const lastTry = job.retryCount >= options.retryLimit;
      const outcome = await deliver(orm, job.data.id, transport, { from: options.from, lastTry, linkSecret: options.linkSecret });
      if (outcome === 'failed') log.warn({ mail: job.data.id }, 'mail delivery failed for good');
      // The queue tries again later, with a growing delay.
      if (outcome === 'retry') throw new Error(`delivery of mail ${job.data.id} failed; it will be tried again`);
    });
  }

  await boss.schedule(SUMMARY_QUEUE, '0 8 * * 1', null, { tz: COMPANY_TIME_ZONE });
  await boss.work(SUMMARY_QUEUE, async () => {
    const em = orm.em.fork();
    const ctx = createContext({ em, siteUrl: options.siteUrl, notifyEmails: options.notifyEmails });
    const queued = await queueWeeklySummary(ctx, new Date());
    await em.flush();
    log.info(`weekly summary queued for ${queued} admin(s)`);
  });

  let sweeping: Promise<number> | null = null;
  const sweep = () =>
    (sweeping ??= (async () => {
      // 'Forgot password?' requests become reset mails here, away from the request (which does
      // the same work whoever the address is): with or without SMTP, the mail lands in the outbox.
      await processPasswordResetRequests({ em: orm.em.fork(), secret: options.linkSecret }).then(
        (queued) => queued && log.info(`password reset mails queued: ${queued}`),
        (error: unknown) => log.error({ err: error }, 'password reset requests failed'),
      );
      // Sign-in links of My applications and My postings, likewise (issue 38).
      await processSignInLinkRequests({ em: orm.em.fork(), secret: options.linkSecret }).then(
        (queued) => queued && log.info(`My applications / My postings links queued: ${queued}`),
        (error: unknown) => log.error({ err: error }, 'My applications / My postings link requests failed'),
      );
      if (!transport) return 0;
      const ids = await claimPending(orm, new Date());
      for (const id of ids) await boss.send(SEND_QUEUE, { id });
      return ids.length;
    })().finally(() => (sweeping = null)));

  const timer = setInterval(() => void sweep().catch((error: unknown) => log.error({ err: error }, 'mail sweep failed')), options.sweepIntervalMs ?? 3000);
  timer.unref();

  await boss.schedule(DIGEST_QUEUE, '0 7 * * *', null, { tz: COMPANY_TIME_ZONE });
  await boss.work(DIGEST_QUEUE, async () => {
    const queued = await sendDailyJobAlerts(alertContext(), new Date());
    log.info(`daily job alert digests queued: ${queued}`);
    if (queued) await sweep();
  });

  await boss.schedule(PRIVACY_REMINDER_QUEUE, PRIVACY_REMINDER_SCHEDULE.cron, null, { tz: PRIVACY_REMINDER_SCHEDULE.timeZone });
  await boss.work(PRIVACY_REMINDER_QUEUE, async () => {
    const reminded = await sendPrivacyReminders({ em: orm.em.fork(), siteUrl: options.siteUrl }, new Date());
    if (reminded) {
      log.info(`privacy request reminders queued: ${reminded}`);
      await sweep();
    }
  });

  let alerting: Promise<number> | null = null;
  const alertSweep = () =>
    (alerting ??= (async () => {
      const queued = await sendInstantJobAlerts(alertContext(), new Date());
      if (queued) {
        log.info(`job alert mails queued: ${queued}`);
        await sweep();
      }
      return queued;
    })().finally(() => (alerting = null)));
  const alertTimer = setInterval(
    () => void alertSweep().catch((error: unknown) => log.error({ err: error }, 'job alert sweep failed')),
    options.alertIntervalMs ?? 15_000,
  );
  alertTimer.unref();
  await sweep().catch((error: unknown) => log.error({ err: error }, 'mail sweep failed'));
  log.info(transport ? 'mail worker started' : 'mail worker started without SMTP_URL: mail stays in the outbox (admin Email screen)');

  return {
    sweep,
    alertSweep,
    async stop() {
      clearInterval(timer);
      clearInterval(alertTimer);
      await alerting?.catch(() => 0);
      await sweeping?.catch(() => 0);
      await boss.stop({ graceful: true, timeout: 10_000 });
      transport?.close?.();
    },
  };
}
