import { describe, expect, it } from 'vitest';
import { JOB_ROUTE, jobPath } from '@app/shared/job-url';
import { webPages } from '@app/shared/web-routes';
import { routePaths } from '@app/web/server';

/** jobPath (@app/shared/job-url) builds every job link: it must be a page of the web build itself. */
describe("a job's page", () => {
  it('is a route of the web build, and the paths jobPath builds are its pages', () => {
    expect(routePaths).toContain(JOB_ROUTE);
    expect(webPages(routePaths).isPublicPagePath(jobPath(42))).toBe(true);
  });
});
