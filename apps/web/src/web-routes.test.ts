import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITEMAP_PAGES, WEB_ROUTE_PATHS, isPublicPagePath, isWebPagePath } from '@app/validators';
import { ROUTE_TREE_FILE, WEB_ROUTES_FILE, routePaths, webRoutesSource } from '../scripts/web-routes';

describe('the one list of web routes', () => {
  it('is the route tree of the router (run `node scripts/web-routes.ts` after adding a route)', () => {
    const paths = routePaths(readFileSync(ROUTE_TREE_FILE, 'utf8'));
    expect(paths).toContain('/jobs/$jobId');
    expect(readFileSync(WEB_ROUTES_FILE, 'utf8')).toBe(webRoutesSource(paths));
    expect([...WEB_ROUTE_PATHS]).toEqual(paths);
  });

  it('decides what is a page, what the sitemap lists and what the service worker may answer offline', () => {
    for (const page of [
      '/',
      '/jobs',
      '/jobs/',
      '/jobs/42',
      '/blog/some-post',
      '/privacy-policy',
      '/job-alerts/confirm',
      '/admin',
      '/admin/jobs',
      '/admin/anything',
    ]) {
      expect(isWebPagePath(page), page).toBe(true);
    }
    for (const other of ['/nope', '/jobs/42/extra', '/blog/a/b', '/about/team', '/api/jobs']) expect(isWebPagePath(other), other).toBe(false);
    expect(isPublicPagePath('/admin/jobs')).toBe(false);
    expect(SITEMAP_PAGES).toContain('/jobs');
    expect(SITEMAP_PAGES).toContain('/privacy-policy');
    for (const unlisted of ['/admin', '/admin/login', '/newsletter/confirm', '/job-alerts/confirm', '/jobs/$jobId'])
      expect(SITEMAP_PAGES).not.toContain(unlisted);
  });
});
