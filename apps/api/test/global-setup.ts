import type { TestProject } from 'vitest/node';
import { createOrm, migrate } from '@app/db';
import { createDatabase, startTestCluster } from '@app/db/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    pgPort: number;
    templateDb: string;
  }
}

/** One throwaway PostgreSQL for the run, with a migrated template that each test file copies. */
export default async function setup(project: TestProject) {
  const cluster = await startTestCluster();
  const template = await createDatabase(cluster.port, undefined, 'app_template');
  const orm = await createOrm({ clientUrl: template.url, poolMax: 2 });
  await migrate(orm);
  await orm.close(true);
  project.provide('pgPort', cluster.port);
  project.provide('templateDb', template.name);
  return async () => {
    await cluster.stop();
  };
}
