import type { TestProject } from 'vitest/node';
import { startTemplateCluster } from '@app/db/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    pgPort: number;
    templateDb: string;
    /** True in the 'pages' project only (vitest.config.ts), which runs after the web build. */
    webBuild?: boolean;
  }
}

/** One throwaway PostgreSQL for the run, with a migrated template that each test file copies. */
export default async function setup(project: TestProject) {
  const { port, templateDb, stop } = await startTemplateCluster();
  project.provide('pgPort', port);
  project.provide('templateDb', templateDb);
  return stop;
}
