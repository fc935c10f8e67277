import type { Orm } from '@app/db';
import { formSecretFrom } from '@app/trpc';
import { mailFromOf, type Env } from '../env.ts';
import { smtpTransport, startMailWorker, type MailWorker, type MailWorkerOptions } from './worker.ts';
import { trimEndChar } from '@app/shared/text';

/** The mail worker as the environment configures it (the server runs it inline; `pnpm worker` alone). */
export function mailWorkerFor(env: Env, orm: Orm, databaseUrl: string, log: MailWorkerOptions['log'], sessionKey: Buffer): Promise<MailWorker> {
  const from = mailFromOf(env);
  if (env.NODE_ENV === 'production' && !env.MAIL_FROM) {
    log.warn(`MAIL_FROM is not set: the site's mail is sent from ${from}. Set MAIL_FROM to an address your mail service may send from.`);
  }
  return startMailWorker({
    databaseUrl,
    orm,
    transport: env.SMTP_URL ? smtpTransport(env.SMTP_URL) : undefined,
    from,
    retryLimit: env.MAIL_RETRY_LIMIT,
    retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    alertIntervalMs: env.JOB_ALERT_INTERVAL_SECONDS * 1000,
    siteUrl: trimEndChar(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`, '/'),
    notifyEmails: env.NOTIFY_EMAILS,
    linkSecret: formSecretFrom(sessionKey),
    log,
  });
}
