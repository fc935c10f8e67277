import { describe, expect, it } from 'vitest';
import { JOB_ROUTE, jobPath, jobUrl } from '@app/shared/job-url';
import { webPages } from '@app/shared/web-routes';
import { APP_SOURCE_DIRS, sourcesWhere } from './app-sources.ts';

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
    const building = sourcesWhere(APP_SOURCE_DIRS, (text) => /(?<!\/api)\/jobs\/\$\{/.test(text));
    expect(building).toEqual([]);
  });
});
