import { describe, expect, it } from 'vitest';
import { webPages } from '@app/shared/web-routes';

/** Routes as the router names them (the web build's list has this shape: apps/web/scripts/web-routes.ts). */
const ROUTES = [
  '/',
  '/about',
  '/admin',
  '/admin/jobs',
  '/admin/login',
  '/blog',
  '/blog/$slug',
  '/jobs',
  '/jobs/$jobId',
  '/job-alerts/confirm',
  '/privacy-policy',
];

describe('the pages of a route list', () => {
  const { isPublicPagePath, isWebPagePath, sitemapPages } = webPages(ROUTES);

  it('decide what is a page: a route, with a value for each parameter, or anywhere in the admin area', () => {
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
    for (const other of ['/nope', '/jobs/42/extra', '/blog/a/b', '/about/team', '/api/jobs', '/jobs//', 'jobs', '//jobs'])
      expect(isWebPagePath(other), other).toBe(false);
    expect(isPublicPagePath('/jobs/42')).toBe(true);
    expect(isPublicPagePath('/admin/jobs')).toBe(false);
    expect(isPublicPagePath('/admin')).toBe(false);
  });

  it('list in the sitemap the public pages without parameters, less the links in mail', () => {
    expect(sitemapPages).toEqual(['/', '/about', '/blog', '/jobs', '/privacy-policy']);
  });
});
