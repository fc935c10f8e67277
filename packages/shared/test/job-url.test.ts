import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOB_ROUTE, jobPath, jobUrl } from '@app/shared/job-url';
import { webPages } from '@app/shared/web-routes';

describe("a job's page", () => {
  // That JOB_ROUTE is a route of the web build: apps/api/test/pages/job-route.test.ts.
  it('is a path of its route', () => {
    expect(jobPath(42)).toBe('/jobs/42');
    expect(webPages([JOB_ROUTE]).isPublicPagePath(jobPath(42))).toBe(true);
    expect(jobUrl('https://www.example.ca', 42)).toBe('https://www.example.ca/jobs/42');
    // A path segment, whatever it is given.
    expect(jobPath('4 2/x')).toBe('/jobs/4%202%2Fx');
  });

  it('has its path built only by jobPath: no other source writes `/jobs/${…}`', () => {
    const root = path.join(import.meta.dirname, '..', '..', '..');
    const building: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const relative = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(relative);
        else if (
          /\.(ts|tsx)$/.test(entry.name) &&
          !/\.(test|spec)\.tsx?$/.test(entry.name) &&
          /(?<!\/api)\/jobs\/\$\{/.test(readFileSync(path.join(root, relative), 'utf8'))
        )
          building.push(relative);
      }
    };
    for (const dir of ['apps/api/src', 'apps/web/src', 'packages/db/src', 'packages/shared/src', 'packages/trpc/src']) walk(dir);
    expect(building).toEqual([]);
  });
});
