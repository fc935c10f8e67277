import { inject } from 'vitest';
import { createOrm, type EntityManager, type Orm } from '@app/db';
import { createDatabase, dropDatabase } from '@app/db/testing';

export interface TestDatabase {
  orm: Orm;
  /** A fresh unit of work, as a request gets one. */
  em(): EntityManager;
  close(): Promise<void>;
}

/** A database of the test file's own, copied from the run's migrated template (test/global-setup.ts), and an ORM on it. */
export async function testDatabase(): Promise<TestDatabase> {
  const port = inject('pgPort');
  const db = await createDatabase(port, inject('templateDb'));
  const orm = await createOrm({ clientUrl: db.url, poolMax: 3 }).catch(async (error: unknown) => {
    await dropDatabase(port, db.name);
    throw error;
  });
  return {
    orm,
    em: () => orm.em.fork(),
    async close() {
      await orm.close(true);
      await dropDatabase(port, db.name);
    },
  };
}
