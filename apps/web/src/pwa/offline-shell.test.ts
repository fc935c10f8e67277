import { describe, expect, it, vi } from 'vitest';
import { fillPrecache, offlineStatus, precacheFilesOf, type Fetcher, type PrecacheFile } from './offline-shell';

const ORIGIN = 'https://northline.example';
const FILES: PrecacheFile[] = [
  { url: `${ORIGIN}/index.html`, cacheKey: `${ORIGIN}/index.html?__WB_REVISION__=abc123` },
  { url: `${ORIGIN}/assets/index-Bx1.js`, cacheKey: `${ORIGIN}/assets/index-Bx1.js` },
  { url: `${ORIGIN}/assets/index-Cy2.css`, cacheKey: `${ORIGIN}/assets/index-Cy2.css` },
];
const keys = FILES.map((f) => f.cacheKey);

describe('precacheFilesOf', () => {
  it('lists each file of the manifest once, with its absolute address and Workbox cache key', () => {
    const manifest = [
      { url: 'index.html', revision: 'abc123' },
      { url: 'assets/index-Bx1.js', revision: null },
      'assets/index-Cy2.css',
      // The PWA plugin names the icons again.
      { url: 'icons/icon-192.png', revision: 'r1' },
      { url: 'icons/icon-192.png', revision: 'r1' },
    ];
    const cacheKeyOf = (url: string) =>
      url.endsWith('.html') || url.endsWith('.png') ? `${url}?__WB_REVISION__=${url.endsWith('.html') ? 'abc123' : 'r1'}` : url;
    expect(precacheFilesOf(manifest, `${ORIGIN}/sw.js`, cacheKeyOf)).toEqual([
      ...FILES,
      { url: `${ORIGIN}/icons/icon-192.png`, cacheKey: `${ORIGIN}/icons/icon-192.png?__WB_REVISION__=r1` },
    ]);
    // A URL Workbox does not know keeps its own address as the key.
    expect(precacheFilesOf(['/favicon.ico'], `${ORIGIN}/sw.js`, () => undefined)).toEqual([
      { url: `${ORIGIN}/favicon.ico`, cacheKey: `${ORIGIN}/favicon.ico` },
    ]);
  });
});

describe('offlineStatus', () => {
  it('is ready only when every file of the build is in the precache', () => {
    expect(offlineStatus(FILES, keys, false)).toEqual({ ready: true, restoring: false, cached: 3, total: 3 });
    // A refresh re-fetches files that are still there: still ready meanwhile.
    expect(offlineStatus(FILES, keys, true)).toEqual({ ready: true, restoring: true, cached: 3, total: 3 });
  });

  it('is not ready after a clear, while the build comes back, or when a file failed', () => {
    expect(offlineStatus(FILES, [], true)).toEqual({ ready: false, restoring: true, cached: 0, total: 3 });
    expect(offlineStatus(FILES, keys.slice(1), true)).toMatchObject({ ready: false, cached: 2 });
    // The shell without its entry script does not open offline either.
    expect(offlineStatus(FILES, [keys[0]!, keys[2]!], false)).toEqual({ ready: false, restoring: false, cached: 2, total: 3 });
  });

  it('ignores other entries and needs the revision of index.html it was built with', () => {
    expect(offlineStatus(FILES, [...keys.slice(1), `${ORIGIN}/index.html?__WB_REVISION__=old`, `${ORIGIN}/api/jobs`], false)).toMatchObject({
      ready: false,
      cached: 2,
    });
  });

  it('is never ready without a build to cache (development)', () => {
    expect(offlineStatus([], [], false)).toEqual({ ready: false, restoring: false, cached: 0, total: 0 });
  });
});

describe('fillPrecache', () => {
  const store = () => {
    const stored = new Map<string, Response>();
    return { stored, put: vi.fn(async (key: string, response: Response) => void stored.set(key, response)) };
  };

  it('fetches every file past the HTTP cache and stores it under its precache key', async () => {
    const cache = store();
    const fetcher = vi.fn<Fetcher>(async (url) => new Response(`body of ${url}`, { status: 200 }));
    await expect(fillPrecache(FILES, cache, fetcher)).resolves.toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(fetcher).toHaveBeenCalledWith(`${ORIGIN}/index.html`, { cache: 'reload', credentials: 'same-origin' });
    expect([...cache.stored.keys()].sort()).toEqual([...keys].sort());
    expect(await cache.stored.get(keys[0]!)!.text()).toBe(`body of ${ORIGIN}/index.html`);
    // Whatever fills the precache: the status then says offline ready.
    expect(offlineStatus(FILES, cache.stored.keys(), false).ready).toBe(true);
  });

  it('stores what it can and answers false when a file fails or the server refuses it', async () => {
    const cache = store();
    const fetcher = vi.fn<Fetcher>(async (url) => {
      if (url.endsWith('.css')) throw new TypeError('Failed to fetch');
      if (url.endsWith('.js')) return new Response('gone', { status: 404 });
      return new Response('<!doctype html>', { status: 200 });
    });
    await expect(fillPrecache(FILES, cache, fetcher)).resolves.toBe(false);
    expect([...cache.stored.keys()]).toEqual([keys[0]]);
    expect(offlineStatus(FILES, cache.stored.keys(), false)).toMatchObject({ ready: false, cached: 1 });
  });

  it('answers false when the cache refuses to store (storage full)', async () => {
    const fetcher: Fetcher = async () => new Response('x', { status: 200 });
    const full = { put: vi.fn(async () => Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'))) };
    await expect(fillPrecache(FILES, full, fetcher)).resolves.toBe(false);
  });

  it('stores a redirected answer as a plain copy (a redirected answer cannot serve a page load)', async () => {
    const cache = store();
    const redirected = new Response('<!doctype html>', { status: 200, headers: { 'content-type': 'text/html' } });
    Object.defineProperty(redirected, 'redirected', { value: true });
    await expect(fillPrecache(FILES.slice(0, 1), cache, async () => redirected)).resolves.toBe(true);
    const stored = cache.stored.get(keys[0]!)!;
    expect(stored.redirected).toBe(false);
    expect(stored.headers.get('content-type')).toBe('text/html');
    expect(await stored.text()).toBe('<!doctype html>');
  });
});
