import { describe, expect, it } from 'vitest';
import { SITEMAP_PAGES, isPublicPagePath, isWebPagePath } from '@app/shared/web-routes';

describe('the one list of web routes', () => {
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
