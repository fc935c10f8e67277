import { expect, test } from './support/fixtures';
import { type Page } from '@playwright/test';
import { createJob, loginAsAdmin, openControlled, signInFresh, unique } from './helpers';

// The service worker is what these tests are about (it is blocked in every other spec).
test.use({ serviceWorkers: 'allow' });

/**
 * The background worker at /sw.js, the web app manifest and the admin cache manager panel.
 * Every test runs in a fresh browser context, so each one starts without a worker.
 */

/** Posts a message to the controlling worker over a MessageChannel and collects replies for a while. */
function postAndCollect(page: Page, type: string, until: string) {
  return page.evaluate(
    ({ type, until }) =>
      new Promise<Array<Record<string, unknown>>>((resolve, reject) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return reject(new Error('no controlling worker'));
        const replies: Array<Record<string, unknown>> = [];
        const channel = new MessageChannel();
        const timer = setTimeout(() => resolve(replies), 15_000);
        channel.port1.onmessage = (event) => {
          replies.push(event.data as Record<string, unknown>);
          if ((event.data as { type?: string })?.type === until) {
            clearTimeout(timer);
            resolve(replies);
          }
        };
        controller.postMessage({ type }, [channel.port2]);
      }),
    { type, until },
  );
}

/** Every URL stored in any cache of the page's origin. */
function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

test('/sw.js is served as JavaScript without a long cache lifetime', async ({ request }) => {
  const res = await request.get('/sw.js');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/javascript/);
  const cacheControl = res.headers()['cache-control'] ?? '';
  expect(cacheControl).not.toMatch(/max-age=[1-9]/);
  expect(cacheControl).toMatch(/no-cache|max-age=0/);
  const body = await res.text();
  expect(body).toContain('FORCE_UPDATE_CACHE');
  expect(body).toContain('2.1.0');
});

test('the web app manifest names the company and is linked from the page', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    theme_color: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Northline Workforce Solutions',
    short_name: 'Northline',
    theme_color: '#0B2545',
    start_url: '/',
    display: 'standalone',
  });
  expect(manifest.icons.map((i) => i.src)).toEqual(expect.arrayContaining(['/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
});

test('the worker registers with scope / and controls the page after a reload', async ({ page }) => {
  await page.goto('/');
  const registration = await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return { scope: reg.scope, script: reg.active?.scriptURL ?? '' };
  });
  expect(new URL(registration.scope).pathname).toBe('/');
  expect(new URL(registration.script).pathname).toBe('/sw.js');
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  // The page still works under the worker.
  await expect(page.getByRole('link', { name: 'Post Job' }).first()).toBeVisible();
});

test('FORCE_UPDATE_CACHE answers CACHE_UPDATED with version 2.1.0 and FORCE_UPDATE_COMPLETED', async ({ page }) => {
  await openControlled(page, '/');
  const replies = await postAndCollect(page, 'FORCE_UPDATE_CACHE', 'FORCE_UPDATE_COMPLETED');
  expect(replies).toContainEqual(expect.objectContaining({ type: 'CACHE_UPDATED', version: '2.1.0' }));
  expect(replies).toContainEqual(expect.objectContaining({ type: 'FORCE_UPDATE_COMPLETED' }));
  // The build is in the cache afterwards.
  const urls = await cachedUrls(page);
  expect(urls.some((u) => /\/assets\/[^/]+\.js/.test(u))).toBe(true);
  expect((await postAndCollect(page, 'GET_VERSION', 'VERSION'))[0]).toEqual({ type: 'VERSION', version: '2.1.0' });
});

test('CLEAR_CACHE answers CACHE_CLEARED, drops every cached answer and puts the app shell back', async ({ page }) => {
  await openControlled(page, '/jobs');
  // Loaded again under the worker, so the page's public reads are kept.
  await page.reload();
  const isAnswer = (u: string) => /^\/(api|trpc)\//.test(new URL(u).pathname);
  await expect.poll(async () => (await cachedUrls(page)).some(isAnswer)).toBe(true);
  // A marker in every cache: none may survive the clear, whatever the page does meanwhile.
  const marker = '/api/__clear-cache-marker__';
  const names = await page.evaluate(async (marker) => {
    const names = await caches.keys();
    for (const name of names) await (await caches.open(name)).put(marker, new Response('kept?'));
    return names;
  }, marker);
  expect(names.length).toBeGreaterThan(1);
  // A read the page still had in flight may rightly be kept again after the clear: only answers
  // that arrived after the clear began are allowed in the caches afterwards.
  const arrivedAfter = new Set<string>();
  let clearing = false;
  page.context().on('requestfinished', (request) => {
    if (clearing) arrivedAfter.add(request.url());
  });
  clearing = true;
  const replies = await postAndCollect(page, 'CLEAR_CACHE', 'CACHE_CLEARED');
  expect(replies).toContainEqual({ type: 'CACHE_CLEARED' });
  // The worker fetches the build and the app shell (the offline fallback of a page it never kept)
  // again at once, so the site still opens offline. Downloading the whole build again (about 200
  // files) takes a few seconds on a busy machine.
  await expect.poll(async () => (await cachedUrls(page)).some((u) => new URL(u).pathname === '/app-shell'), { timeout: 15_000 }).toBe(true);
  const after = await cachedUrls(page);
  expect(after.filter((u) => new URL(u).pathname === marker)).toEqual([]);
  expect(after.filter((u) => isAnswer(u) && !arrivedAfter.has(u))).toEqual([]);
  expect(await page.evaluate(() => caches.keys())).toContainEqual(expect.stringMatching(/precache/));
});

test('public API reads are cached, admin answers never are', async ({ page }) => {
  await loginAsAdmin(page);
  // A pending job: the admin may read it through the public path, but that answer is private.
  const pendingId = await createJob(page, { title: unique('E2E Pending Cache Job') });
  await openControlled(page, '/');
  // From a public page: a public read as a visitor (network-first, kept for offline use), the
  // same kind of read with the admin session (marked no-store by the server) and admin reads.
  const statuses = await page.evaluate(async (pendingId) => {
    const get = (url: string) => fetch(url, { credentials: 'include' }).then((r) => r.status);
    return {
      jobs: await fetch('/api/jobs', { credentials: 'omit' }).then((r) => r.status),
      pendingJob: await get(`/api/jobs/${pendingId}`),
      me: await get('/api/admin/me'),
      stats: await get('/api/admin/dashboard/stats'),
      pending: await get('/api/jobs/pending'),
      applications: await get('/api/applications'),
      trpcMe: await get(`/trpc/admin.me?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: {} }))}`),
    };
  }, pendingId);
  expect(statuses).toMatchObject({ jobs: 200, pendingJob: 200, me: 200, stats: 200, pending: 200, applications: 200 });
  await expect.poll(async () => (await cachedUrls(page)).some((u) => new URL(u).pathname === '/api/jobs')).toBe(true);

  // The admin area itself (its page loads and all its data calls).
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { name: 'Job Management' })).toBeVisible();

  const urls = await cachedUrls(page);
  const leaked = urls.filter((u) => {
    const { pathname } = new URL(u);
    return (
      pathname.startsWith('/api/admin') ||
      pathname.startsWith('/api/applications') ||
      pathname === '/api/jobs/pending' ||
      pathname === '/api/jobs/recent' ||
      pathname === `/api/jobs/${pendingId}` ||
      pathname === '/admin' ||
      pathname.startsWith('/admin/') ||
      /^\/trpc\/[^?]*(admin\.|application\.|dashboard\.|lead\.|settings\.get|job\.pending|job\.recent|blog\.adminList|stats\.stats)/.test(pathname)
    );
  });
  expect(leaked).toEqual([]);
});

test('after logout the admin page is not served from a cache', async ({ page }) => {
  // A session of its own: this test ends it.
  await signInFresh(page);
  await openControlled(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  expect((await page.request.post('/api/admin/logout')).ok()).toBe(true);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test.describe('cache manager panel on /admin', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page);
    await openControlled(page, '/admin');
  });

  test('shows the worker version and the number of cached entries', async ({ page }) => {
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Cache Management' }) });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('cache-version')).toHaveText('2.1.0');
    await expect.poll(async () => Number(await panel.getByTestId('cache-size').textContent())).toBeGreaterThan(0);
    await expect(panel.getByTestId('cache-last-refresh')).toHaveText('Never');
  });

  test('Refresh Cache shows the success message, which goes away after 5 seconds', async ({ page }) => {
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Cache Management' }) });
    await expect(panel.getByTestId('cache-version')).toHaveText('2.1.0');
    await panel.getByRole('button', { name: 'Refresh Cache' }).click();
    // Refreshing downloads the whole build again (about 200 files).
    await expect(panel.getByText('Cache refreshed successfully!')).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByTestId('cache-last-refresh')).not.toHaveText('Never');
    await expect(panel.getByText('Cache refreshed successfully!')).toBeHidden({ timeout: 8_000 });
  });

  test('Clear All Caches asks for confirmation, then clears everything', async ({ page }) => {
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Cache Management' }) });
    await expect(panel.getByTestId('cache-version')).toHaveText('2.1.0');
    await panel.getByRole('button', { name: 'Clear All Caches' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear all caches?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await cachedUrls(page)).length).toBeGreaterThan(0);

    await panel.getByRole('button', { name: 'Clear All Caches' }).click();
    await page.getByRole('dialog', { name: 'Clear all caches?' }).getByRole('button', { name: 'Clear Caches' }).click();
    await expect(panel.getByText('All caches cleared successfully!')).toBeVisible();
    // Only the app shell, fetched again by the worker, may be back: no stored answer or asset survives.
    expect((await page.evaluate(() => caches.keys())).filter((name) => !/precache/.test(name))).toEqual([]);
  });

  test('after Clear All Caches the panel says offline ready only once the app is cached again, and pages then open offline', async ({ page, context }) => {
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Cache Management' }) });
    const offline = panel.getByTestId('cache-offline-state');
    await expect(offline).toHaveText('Offline ready');
    await expect(panel.getByTestId('cache-offline-files')).toHaveText(/^(\d+) of \1$/);

    await panel.getByRole('button', { name: 'Clear All Caches' }).click();
    await page.getByRole('dialog', { name: 'Clear all caches?' }).getByRole('button', { name: 'Clear Caches' }).click();
    await expect(panel.getByText('All caches cleared successfully!')).toBeVisible();
    // Offline ready again once the whole build is downloaded again (about 200 files).
    await expect(offline).toHaveText('Offline ready', { timeout: 15_000 });
    await expect(panel.getByTestId('cache-offline-files')).toHaveText(/^(\d+) of \1$/);

    // The shell and its files really are in the cache: a public page opens without a network.
    await context.setOffline(true);
    try {
      await page.goto('/about');
      await expect(page.getByRole('heading', { name: 'Our Story' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});

test('a new worker shows the update banner; Update Now activates it and reloads', async ({ page }) => {
  await openControlled(page, '/');
  // A new worker for the same scope (as after a deployment): a different script URL is always a new version.
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?next-deployment=1', { scope: '/' });
  });
  const banner = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Dismiss update' })).toBeVisible();
  expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);
  await page.evaluate(() => {
    (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
  });
  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Update Now' }).click();
  // The waiting worker takes over and the page reloads (the marker is gone) under it.
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
});

test('the update banner can be dismissed', async ({ page }) => {
  await openControlled(page, '/jobs');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?next-deployment=2', { scope: '/' });
  });
  const banner = page.getByRole('status').filter({ hasText: 'A new version is available' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Dismiss update' }).click();
  await expect(banner).toBeHidden();
  await expect(page).toHaveURL(/\/jobs$/);
});
