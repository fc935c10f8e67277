import type { Pool } from 'pg';
import { guardPool } from './pool-guard.ts';
import { defineConfig } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { fileURLToPath } from 'node:url';
import { entities } from './entities/index.ts';
import { migrationsList } from './migrations/index.ts';

export const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OrmOptions {
  /** postgres://user:password@host:port/database */
  clientUrl: string;
  /** Log SQL to the console. */
  debug?: boolean;
  poolMax?: number;
  /** Receives MikroORM's own log lines (migrator progress, SQL when debug is on). Silent by default. */
  logger?: (message: string) => void;
  /** How this process's connections are named in pg_stat_activity ('northline' by default). */
  applicationName?: string;
}

/** The application_name of the app's own connections (servers, worker, scripts). */
export const APP_CONNECTION_NAME = 'northline';

export function createOrmConfig({ clientUrl, debug = false, poolMax = 10, logger = () => {}, applicationName = APP_CONNECTION_NAME }: OrmOptions) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    debug,
    logger,
    pool: { min: 0, max: poolMax },
    // pg's pool: waiting for a connection ends after 5 s (a database outage answers 503, never a
    // request that hangs, and a connect that never completes cannot hold a pool slot for good);
    // TCP keep-alive notices a server that vanished without closing its sockets; guardPool takes
    // back the slots of connections that broke while checked out and were never returned.
    driverOptions: { connectionTimeoutMillis: 5_000, keepAlive: true, application_name: applicationName, onPoolCreated: (pool: Pool) => guardPool(pool) },
    // Counter triggers are written by hand in migrations; the schema diff leaves them alone.
    schemaGenerator: { ignoreTriggers: true },
    migrations: {
      migrationsList,
      path: migrationsDir,
      pathTs: migrationsDir,
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      disableForeignKeys: false,
    },
  });
}
