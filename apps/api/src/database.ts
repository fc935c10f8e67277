import path from 'node:path';
import { createOrm, type Orm } from '@app/db';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '@app/db/dev';
import type { Env } from './env.ts';

export interface Database {
  orm: Orm;
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
export async function openDatabase(env: Env): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(env.DATA_DIR, 'pg'), port: env.PG_PORT, database: 'northline' });
    url = embedded.url;
  }
  const orm = await createOrm({ clientUrl: url });
  return {
    orm,
    embedded,
    async close() {
      await orm.close(true);
      await embedded?.stop();
    },
  };
}
