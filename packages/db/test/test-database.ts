import { afterAll, beforeAll } from 'vitest';
import { createOrm, type Orm } from '../src/index.ts';
import { createDatabase, startTestCluster } from '../src/testing.ts';

/** A database of its own for a test file, on a throwaway cluster, and a way to run SQL on it. */
export interface TestDatabase {
  orm: Orm;
  sql: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
}

/**
 * Starts a throwaway cluster before the file's tests, makes a database there, opens an ORM on it
 * and runs `prepare` (every migration, or those up to a point for a migration's own test); stops it
 * all after them. The handle's `orm` is there once beforeAll has run.
 */
export function useTestDatabase(prepare: (orm: Orm) => Promise<unknown>): TestDatabase {
  let cluster: Awaited<ReturnType<typeof startTestCluster>> | undefined;
  const handle = {
    sql: <T = Record<string, unknown>>(text: string, params: unknown[] = []) => handle.orm.em.getConnection().execute<T[]>(text, params),
  } as TestDatabase;
  beforeAll(async () => {
    cluster = await startTestCluster();
    const db = await createDatabase(cluster.port);
    handle.orm = await createOrm({ clientUrl: db.url, poolMax: 2 });
    await prepare(handle.orm);
  }, 120_000);
  afterAll(async () => {
    await handle.orm?.close(true);
    await cluster?.stop();
  });
  return handle;
}
