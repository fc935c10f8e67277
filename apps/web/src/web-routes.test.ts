import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { webPages } from '@app/shared/web-routes';
import { WEB_ROUTE_PATHS } from 'virtual:web-routes';
import { routeTree } from './routeTree.gen';
import type { RouterContext } from './routes/__root';

describe('the one list of web routes', () => {
  it("is the router's own: every route with a path, as the router matches it", () => {
    // The router's lookup of routes by their full path, trailing slash trimmed ('/jobs/' is '/jobs').
    // (A router that loads nothing: no context needed.)
    const router = createRouter({ routeTree, context: {} as RouterContext });
    expect([...WEB_ROUTE_PATHS]).toEqual(Object.keys(router.routesByPath).sort());
    expect(WEB_ROUTE_PATHS).toContain('/jobs/$jobId');
  });

  it('decides what is a page, what the sitemap lists and what the service worker may answer offline', () => {
    const { isPublicPagePath, isWebPagePath, sitemapPages } = webPages(WEB_ROUTE_PATHS);
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
    ])
      expect(isWebPagePath(page), page).toBe(true);
    for (const other of ['/nope', '/jobs/42/extra', '/blog/a/b', '/about/team', '/api/jobs']) expect(isWebPagePath(other), other).toBe(false);
    expect(isPublicPagePath('/admin/jobs')).toBe(false);
    expect(sitemapPages).toContain('/jobs');
    expect(sitemapPages).toContain('/privacy-policy');
    for (const unlisted of ['/admin', '/admin/login', '/newsletter/confirm', '/job-alerts/confirm', '/jobs/$jobId'])
      expect(sitemapPages).not.toContain(unlisted);
  });
});
