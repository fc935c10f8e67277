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
}

export function createOrmConfig({ clientUrl, debug = false, poolMax = 10 }: OrmOptions) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    debug,
    pool: { min: 0, max: poolMax },
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
