import { describe, expect, it } from 'vitest';
import { isCacheableApiRead, isCacheableAsset, isPrivateRequest, isPublicNavigation, mayKeepAnswer, trpcProcedures, type RequestFacts } from './cache-rules';

const ORIGIN = 'https://northline.example';
const req = (path: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({ url: new URL(path, ORIGIN), method: 'GET', ...extra });

describe('trpcProcedures', () => {
  it('splits a batched path', () => {
    expect(trpcProcedures(new URL('/trpc/job.list,stats.get?batch=1&input=%7B%7D', ORIGIN))).toEqual(['job.list', 'stats.get']);
    expect(trpcProcedures(new URL('/api/jobs', ORIGIN))).toEqual([]);
  });
});

describe('isPrivateRequest: admin answers are never cached', () => {
  it.each([
    '/api/admin/me',
    '/api/admin/dashboard/stats',
    '/api/admin/blog',
    '/api/admin/leads/contact',
    '/api/admin/settings',
    '/api/applications',
    '/api/applications/recent',
    '/api/jobs/pending',
    '/api/jobs/recent',
    '/trpc/admin.me?batch=1&input=%7B%7D',
    '/trpc/application.list?batch=1',
    '/trpc/dashboard.stats',
    '/trpc/stats.stats',
    '/trpc/lead.counts',
    '/trpc/settings.get',
    '/trpc/job.pending',
    '/trpc/job.recent',
    '/trpc/blog.adminList',
    '/trpc/job.adminList?batch=1',
    '/trpc/blog.byId',
    '/trpc/testimonial.adminList',
    '/trpc/application.counts',
    '/trpc/job.list,job.pending?batch=1',
    '/admin',
    '/admin/jobs',
  ])('%s', (path) => {
    expect(isPrivateRequest(req(path), ORIGIN)).toBe(true);
    expect(isCacheableApiRead(req(path), ORIGIN)).toBe(false);
    expect(isCacheableAsset(req(path), ORIGIN)).toBe(false);
  });

  it('covers anything an admin page asks for', () => {
    const fromAdmin = req('/api/jobs', { referrer: `${ORIGIN}/admin/jobs` });
    expect(isPrivateRequest(fromAdmin, ORIGIN)).toBe(true);
    expect(isCacheableApiRead(fromAdmin, ORIGIN)).toBe(false);
    expect(isCacheableApiRead(req('/trpc/job.list?batch=1', { referrer: `${ORIGIN}/admin` }), ORIGIN)).toBe(false);
  });
});

describe('isCacheableApiRead: public reads are network-first', () => {
  it.each([
    '/api/jobs',
    '/api/jobs?query=driver',
    '/api/jobs/featured',
    '/api/jobs/12',
    '/api/blog',
    '/api/blog/my-post',
    '/api/testimonials',
    '/api/stats',
    '/api/settings/public',
    '/trpc/job.list,stats.get?batch=1&input=%7B%7D',
    '/trpc/blog.bySlug?batch=1',
  ])('%s', (path) => {
    expect(isCacheableApiRead(req(path, { referrer: `${ORIGIN}/jobs` }), ORIGIN)).toBe(true);
  });

  it('ignores writes, other origins, unknown paths and media', () => {
    expect(isCacheableApiRead(req('/api/jobs/submit', { method: 'POST' }), ORIGIN)).toBe(false);
    expect(isCacheableApiRead(req('/trpc/job.submit?batch=1', { method: 'POST' }), ORIGIN)).toBe(false);
    expect(isCacheableApiRead({ url: new URL('https://other.example/api/jobs'), method: 'GET' }, ORIGIN)).toBe(false);
    expect(isCacheableApiRead(req('/api/unknown/thing'), ORIGIN)).toBe(false);
    expect(isCacheableApiRead(req('/api/public/Staffing.jpg'), ORIGIN)).toBe(false);
    expect(isCacheableApiRead(req('/trpc/job.list,some.unknown'), ORIGIN)).toBe(false);
  });
});

describe('isCacheableAsset: stale-while-revalidate', () => {
  it('takes scripts, styles, images, fonts and posters', () => {
    expect(isCacheableAsset(req('/assets/index-abc.js', { destination: 'script' }), ORIGIN)).toBe(true);
    expect(isCacheableAsset(req('/assets/index-abc.css', { destination: 'style' }), ORIGIN)).toBe(true);
    expect(isCacheableAsset(req('/icons/icon-192.png', { destination: 'image' }), ORIGIN)).toBe(true);
    expect(isCacheableAsset(req('/assets/inter.woff2', { destination: 'font' }), ORIGIN)).toBe(true);
    expect(isCacheableAsset(req('/api/public/Staffing.jpg', { destination: 'image' }), ORIGIN)).toBe(true);
    expect(isCacheableAsset(req('/api/public/warehouse_hero.gif', { destination: 'image' }), ORIGIN)).toBe(true);
    // Scripts loaded by admin pages are not admin data.
    expect(isCacheableAsset(req('/assets/jobs-abc.js', { destination: 'script', referrer: `${ORIGIN}/admin/jobs` }), ORIGIN)).toBe(true);
  });

  it('leaves video range requests and videos to the network', () => {
    expect(isCacheableAsset(req('/api/public/Staffing.mp4', { destination: 'video', hasRange: true }), ORIGIN)).toBe(false);
    expect(isCacheableAsset(req('/api/public/Staffing.mp4', { destination: 'video' }), ORIGIN)).toBe(false);
    expect(isCacheableAsset(req('/api/public/transportation_hero.mp4'), ORIGIN)).toBe(false);
    expect(isCacheableAsset(req('/api/public/Staffing.jpg', { hasRange: true }), ORIGIN)).toBe(false);
  });

  it('ignores API data, pages and other origins', () => {
    expect(isCacheableAsset(req('/api/jobs'), ORIGIN)).toBe(false);
    expect(isCacheableAsset(req('/jobs', { destination: 'document' }), ORIGIN)).toBe(false);
    expect(isCacheableAsset({ url: new URL('https://cdn.example/x.js'), method: 'GET', destination: 'script' }, ORIGIN)).toBe(false);
  });
});

describe('isPublicNavigation: offline fallback to the app shell', () => {
  it('covers public pages only', () => {
    expect(isPublicNavigation(req('/', { isNavigation: true }), ORIGIN)).toBe(true);
    expect(isPublicNavigation(req('/jobs/5', { isNavigation: true }), ORIGIN)).toBe(true);
    expect(isPublicNavigation(req('/admin', { isNavigation: true }), ORIGIN)).toBe(false);
    expect(isPublicNavigation(req('/admin/settings', { isNavigation: true }), ORIGIN)).toBe(false);
    expect(isPublicNavigation(req('/api/public/Staffing.mp4', { isNavigation: true }), ORIGIN)).toBe(false);
    expect(isPublicNavigation(req('/trpc/job.list', { isNavigation: true }), ORIGIN)).toBe(false);
    expect(isPublicNavigation(req('/jobs'), ORIGIN)).toBe(false);
  });

  it('leaves the sitemap, robots.txt and the feeds to the network', () => {
    for (const path of ['/sitemap.xml', '/sitemaps/jobs-1.xml', '/robots.txt', '/jobs/feed.xml', '/jobs/feed.xml?type=Full-Time', '/blog/feed.xml']) {
      expect(isPublicNavigation(req(path, { isNavigation: true }), ORIGIN)).toBe(false);
    }
  });
});

describe('mayKeepAnswer: the server decides what may be kept', () => {
  it('never keeps an answer marked no-store or private', () => {
    for (const header of ['no-store', 'private, no-store', 'Private', 'public, no-store', 'no-cache, NO-STORE', 'private, max-age=60']) {
      expect(mayKeepAnswer(header, false)).toBe(false);
      expect(mayKeepAnswer(header, true)).toBe(false);
    }
  });

  it('keeps an API answer only when the server says public', () => {
    expect(mayKeepAnswer('public, max-age=30, stale-while-revalidate=120', true)).toBe(true);
    expect(mayKeepAnswer(null, true)).toBe(false);
    expect(mayKeepAnswer('max-age=30', true)).toBe(false);
    expect(mayKeepAnswer('no-cache', true)).toBe(false);
  });

  it('keeps assets unless they say otherwise', () => {
    expect(mayKeepAnswer('public, max-age=31536000, immutable', false)).toBe(true);
    expect(mayKeepAnswer(null, false)).toBe(true);
    expect(mayKeepAnswer('no-cache', false)).toBe(true);
  });
});
