import path from 'node:path';
import { createOrm, type Orm } from '@app/db';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@app/db/dev';
import type { Env } from './env.ts';

export interface Database {
  orm: Orm;
  /** The connection URL (DATABASE_URL, or the embedded PostgreSQL's), for the mail queue. */
  url: string;
  /** The embedded PostgreSQL, when DATABASE_URL is not set. */
  embedded?: EmbeddedDatabase;
  /** Closes the connections, then stops the embedded PostgreSQL if this process started it. */
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or to the embedded PostgreSQL under DATA_DIR (started when it is not
 * already running, e.g. for a script while the server is stopped). Used by the server and the
 * admin scripts alike.
 */
export async function openDatabase(env: Env, options: { applicationName?: string } = {}): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(env.DATA_DIR, 'pg'), port: env.PG_PORT, database: 'northline' });
    url = embedded.url;
  }
  const orm = await createOrm({ clientUrl: url, applicationName: options.applicationName });
  return {
    orm,
    url,
    embedded,
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}

/** The advisory lock of start-up work: any number, the same in every instance. */
const STARTUP_LOCK_KEY = 7_104_100_001;

/**
 * Runs start-up work (migrations, demo content, admin users) holding a PostgreSQL advisory lock,
 * so several instances starting together take turns instead of racing (two migrators on an empty
 * database: 'relation already exists'). The lock belongs to one otherwise idle transaction; the
 * work uses the pool's other connections, and the lock goes with that transaction's end.
 */
export async function whileStartupLocked<T>(orm: Orm, work: () => Promise<T>): Promise<T> {
  const connection = orm.em.getConnection();
  const transaction = await connection.begin();
  try {
    await connection.execute('select pg_advisory_xact_lock(?)', [STARTUP_LOCK_KEY], 'run', transaction);
    const result = await work();
    await connection.commit(transaction);
    return result;
  } catch (error) {
    await connection.rollback(transaction).catch(() => {});
    throw error;
  }
}
