import { createContext, runRetentionSweep } from '@app/trpc';
import { RETENTION_SCHEDULE } from '@app/shared/privacy';
import type { Orm } from '@app/db';
import { PgBoss } from 'pg-boss';
import { fileStoreOf, type UploadStorage } from '../uploads/storage.ts';

/**
 * The daily retention sweep (issue 23): a job on the pg-boss queue, as the mail worker's daily
 * digest and the nightly backup are, scheduled every day at 03:00 Toronto time (before the 03:30
 * backup, so a backup never keeps what was due to go). Every server instance schedules it; the
 * queue runs it once. What it removes, and why never anything younger: @app/trpc features/privacy/retention.ts.
 */

export const RETENTION_QUEUE = 'privacy-retention';

type Log = { info(obj: object | string, msg?: string): void; error(obj: object | string, msg?: string): void };

export interface RetentionScheduleOptions {
  orm: Orm;
  databaseUrl: string;
  storage: UploadStorage;
  log: Log;
  /** Another schedule (tests); the default is RETENTION_SCHEDULE's. */
  cron?: string;
}

/** One sweep now, as the schedule runs it; answers the counts per kind. */
export async function runScheduledSweep({ orm, storage, log }: Pick<RetentionScheduleOptions, 'orm' | 'storage' | 'log'>, now = new Date()) {
  const ctx = createContext({ em: orm.em.fork() });
  const counts = await runRetentionSweep(ctx, {
    now,
    trigger: 'schedule',
    files: fileStoreOf(storage),
    onFileError: (key, error) => log.error({ err: error, key }, 'retention sweep: could not delete a file'),
  });
  log.info({ counts }, 'retention sweep done');
  return counts;
}

export async function startRetentionSchedule(options: RetentionScheduleOptions): Promise<{ stop(): Promise<void> }> {
  const boss = new PgBoss({ connectionString: options.databaseUrl, max: 2, schema: 'pgboss' });
  boss.on('error', (error) => options.log.error({ err: error }, 'retention queue error'));
  await boss.start();
  // Tried again an hour later when it fails (a database restarting); the next day's run catches up anyway.
  await boss.createQueue(RETENTION_QUEUE, { retryLimit: 1, retryDelay: 3600, expireInSeconds: 3600 });
  await boss.schedule(RETENTION_QUEUE, options.cron ?? RETENTION_SCHEDULE.cron, null, { tz: RETENTION_SCHEDULE.timeZone });
  await boss.work(RETENTION_QUEUE, async () => {
    try {
      await runScheduledSweep(options);
    } catch (error) {
      options.log.error({ err: error }, 'retention sweep failed');
      throw error;
    }
  });
  return {
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
