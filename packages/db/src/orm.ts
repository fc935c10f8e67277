import { MikroORM } from '@mikro-orm/postgresql';
import { createOrmConfig, type OrmOptions } from './config.ts';

export type Orm = MikroORM;

/** Connects to PostgreSQL with every entity registered. */
export async function createOrm(options: OrmOptions): Promise<MikroORM> {
  return MikroORM.init(createOrmConfig(options));
}

/** Applies every committed migration that has not run yet; returns their names. */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const done = await orm.migrator.up();
  return done.map((m) => m.name);
}
