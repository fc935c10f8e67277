import { expect, test } from './support/fixtures';
import { openControlled } from './helpers';

/**
 * The sitemap, robots.txt and the feeds in a real browser with the background worker in control:
 * they are the server's XML and text, never the web app's shell (apps/api/test/pages/sitemap-feeds.test.ts
 * checks their content).
 */

test('pages advertise the job and blog feeds in their head', async ({ page }) => {
  await page.goto('/jobs');
  const feeds = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
  await expect(feeds).toHaveCount(2);
  expect(await feeds.evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual(['/jobs/feed.xml', '/blog/feed.xml']);
});

test.describe('with the service worker', () => {
  // The worker is what this test is about (it is blocked in every other spec but the PWA one).
  test.use({ serviceWorkers: 'allow' });

  test('with the worker in control, the sitemap and robots.txt open as themselves, and not offline as the app', async ({ page, context }) => {
    await openControlled(page, '/');
    for (const [path, type] of [
      ['/sitemap.xml', 'application/xml'],
      ['/robots.txt', 'text/plain'],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      expect(res?.headers()['content-type'], path).toContain(type);
      await expect(page.locator('#root')).toHaveCount(0);
    }
    expect(await page.content()).toContain('Disallow: /admin');

    // Offline the worker has nothing to answer them with: no app shell pretending to be the sitemap
    // (addresses the browser's HTTP cache has never seen, so only the worker could answer).
    await page.goto('/');
    await context.setOffline(true);
    try {
      await expect(page.goto('/sitemap.xml?offline=1')).rejects.toThrow();
      await expect(page.goto('/jobs/feed.xml?offline=1')).rejects.toThrow();
    } finally {
      await context.setOffline(false);
    }
  });
});

test('the feeds are RSS 2.0 that the browser can parse, each item linking to a page', async ({ page, request }) => {
  for (const path of ['/jobs/feed.xml', '/blog/feed.xml', '/jobs/feed.xml?category=Warehouse']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toBe('application/rss+xml; charset=utf-8');
    const text = await res.text();
    await page.goto('/');
    const parsed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        version: doc.documentElement.getAttribute('version'),
        links: [...doc.querySelectorAll('item > link')].map((l) => l.textContent ?? ''),
      };
    }, text);
    expect(parsed.error, path).toBe(false);
    expect(parsed.version).toBe('2.0');
    expect(parsed.links.length, path).toBeGreaterThan(0);
    const first = new URL(parsed.links[0]!);
    const pageRes = await request.get(first.pathname);
    expect(pageRes.status(), first.pathname).toBe(200);
  }
});
