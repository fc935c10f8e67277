import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, seen from packages/shared/test. */
export const REPO_ROOT = path.join(import.meta.dirname, '..', '..', '..');

const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', 'test-results', 'playwright-report', 'migrations']);

/**
 * The TypeScript files below `dirs` (relative to the repository's root, with '/' between parts)
 * whose text `matches`: never a build output, node_modules or a migration (frozen, they keep their
 * own copies), nor a test or spec unless `tests` is set.
 */
export function sourcesWhere(dirs: string[], matches: (text: string) => boolean, { tests = false } = {}): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIPPED.has(entry.name)) continue;
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (
        /\.(ts|tsx)$/.test(entry.name) &&
        (tests || !/\.(test|spec)\.tsx?$/.test(entry.name)) &&
        matches(readFileSync(path.join(REPO_ROOT, relative), 'utf8'))
      )
        found.push(relative);
    }
  };
  for (const dir of dirs) walk(dir);
  return found.sort();
}

/** Where the application's own code lives (not its tests, benchmarks or build scripts' outputs). */
export const APP_SOURCE_DIRS = ['apps/api/src', 'apps/web/src', 'packages/db/src', 'packages/shared/src', 'packages/trpc/src'];
