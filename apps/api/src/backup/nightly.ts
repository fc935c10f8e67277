import path from 'node:path';
import { type Orm, getSiteSettings } from '@app/db';
import { COMPANY_TIME_ZONE } from '@app/shared/time-zone';
import { PgBoss } from 'pg-boss';
import type { Env } from '../env.ts';
import { backupFileName, NIGHTLY_PREFIX, rotateBackups, writeBackup, type BackupResult } from './backup.ts';

/**
 * The nightly backup of the embedded database (the server starts it only without DATABASE_URL: an
 * external PostgreSQL is backed up by its own service). A job on the pg-boss queue, as the mail
 * worker's weekly summary and daily digest are, scheduled at 03:30 Toronto time; the queue runs it
 * once however many processes look. It writes DATA_DIR/backups/nightly-<time>.tar.gz (the format
 * of `pnpm db:backup`) and deletes the oldest nightly backups beyond the number the System
 * settings keep (backupsKept; 0: none are made, and the ones there are stay).
 */

export const BACKUP_QUEUE = 'backup-nightly';
export const BACKUP_CRON = '30 3 * * *';

type Log = { info(obj: object | string, msg?: string): void; error(obj: object | string, msg?: string): void };

export interface NightlyOptions {
  env: Env;
  orm: Orm;
  databaseUrl: string;
  log: Log;
}

export const backupDirOf = (env: Pick<Env, 'DATA_DIR'>) => path.resolve(env.DATA_DIR, 'backups');

/** One nightly backup now, and the rotation; answers undefined when the setting turns them off. */
export async function runNightlyBackup(
  { env, orm, databaseUrl, log }: NightlyOptions,
  at = new Date(),
): Promise<(BackupResult & { removed: string[] }) | undefined> {
  const settings = await getSiteSettings(orm.em.fork(), { fields: ['backupsKept'] });
  if (settings.backupsKept <= 0) {
    log.info('nightly backup skipped: System settings keep no nightly backups');
    return undefined;
  }
  const dir = backupDirOf(env);
  const result = await writeBackup({ env, databaseUrl, file: path.join(dir, backupFileName(NIGHTLY_PREFIX, at)) });
  const removed = await rotateBackups(dir, settings.backupsKept);
  log.info(
    { file: result.file, bytes: result.bytes, ms: result.ms, removed },
    `nightly backup written (${(result.bytes / 1024).toFixed(0)} KB in ${result.ms} ms); ${removed.length} older one(s) deleted`,
  );
  return { ...result, removed };
}

export interface NightlyBackups {
  stop(): Promise<void>;
}

export async function startNightlyBackups(options: NightlyOptions & { cron?: string }): Promise<NightlyBackups> {
  const boss = new PgBoss({ connectionString: options.databaseUrl, max: 2, schema: 'pgboss' });
  boss.on('error', (error) => options.log.error({ err: error }, 'backup queue error'));
  await boss.start();
  // One retry a quarter of an hour later (a disk that was full, a database restarting).
  await boss.createQueue(BACKUP_QUEUE, { retryLimit: 1, retryDelay: 900, expireInSeconds: 3600 });
  await boss.schedule(BACKUP_QUEUE, options.cron ?? BACKUP_CRON, null, { tz: COMPANY_TIME_ZONE });
  await boss.work(BACKUP_QUEUE, async () => {
    try {
      await runNightlyBackup(options);
    } catch (error) {
      options.log.error({ err: error }, 'nightly backup failed');
      throw error;
    }
  });
  return {
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
