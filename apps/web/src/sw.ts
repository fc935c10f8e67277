/// <reference lib="webworker" />
/**
 * The background worker served at /sw.js (built by vite-plugin-pwa in injectManifest mode).
 *
 * - Precaches the build (self.__WB_MANIFEST).
 * - Page loads: network first, so people always get the server's fresh page (its status code and
 *   head tags stay authoritative). A public page the server allows to be kept is kept; offline, a
 *   page opens from its kept copy, or else from the app shell (APP_SHELL_PATH: the document with
 *   the scripts and no page, which the browser then renders from the API cache). /admin pages are
 *   never cached and get no fallback, so a logout is always respected.
 * - Public API reads (/api and /trpc GET queries on the allow list): network first with a short
 *   timeout, cached copy as fallback.
 * - Admin answers are never cached (see src/pwa/cache-rules.ts for the list).
 * - Static assets (scripts, styles, images, fonts, /api/public media): stale-while-revalidate;
 *   video range requests go to the network.
 * - Messages: FORCE_UPDATE_CACHE, CLEAR_CACHE, SKIP_WAITING, GET_VERSION, GET_OFFLINE_STATUS.
 * - CLEAR_CACHE empties every cache, then fetches the build into the precache again at once, so
 *   the site keeps opening offline; GET_OFFLINE_STATUS says whether the whole build is there.
 */
import { cacheNames, clientsClaim, setCacheNameDetails } from 'workbox-core';
import type { RouteHandlerCallback, WorkboxPlugin } from 'workbox-core/types';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { APP_SHELL_PATH } from '@app/shared/web-routes';
import { SW_MESSAGES, SW_VERSION } from './pwa/constants';
import { isCacheableApiRead, isCacheableAsset, isPublicNavigation, mayKeepAnswer, type RequestFacts } from './pwa/cache-rules';
import { fillPrecache, offlineStatus, precacheFilesOf, type OfflineStatus, type PrecacheFile } from './pwa/offline-shell';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

setCacheNameDetails({ prefix: 'northline', suffix: `v${SW_VERSION}` });

const API_CACHE = `northline-api-v${SW_VERSION}`;
const ASSET_CACHE = `northline-assets-v${SW_VERSION}`;
const PAGE_CACHE = `northline-pages-v${SW_VERSION}`;
const RUNTIME_CACHES = [PAGE_CACHE, API_CACHE, ASSET_CACHE];
const API_NETWORK_TIMEOUT_SECONDS = 4;

const ORIGIN = self.location.origin;
const facts = (request: Request, url: URL): RequestFacts => ({
  url,
  method: request.method,
  referrer: request.referrer,
  hasRange: request.headers.has('range'),
  destination: request.destination,
  isNavigation: request.mode === 'navigate',
});

/** Stores only what the server's Cache-Control allows (see mayKeepAnswer). */
const serverSaysKeep = (mustSayPublic: boolean): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => (mayKeepAnswer(response.headers.get('cache-control'), mustSayPublic) ? response : null),
});

// 1. Page loads come first so the precache route below never answers them from the cache.
const pages = new NetworkFirst({
  cacheName: PAGE_CACHE,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), serverSaysKeep(true), new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * 24 * 60 * 60 })],
});
const navigationHandler: RouteHandlerCallback = async (options) => {
  try {
    return await pages.handle(options);
  } catch (error) {
    const shell = await matchPrecache(APP_SHELL_PATH);
    if (shell) return shell;
    throw error;
  }
};
registerRoute(({ request, url }) => isPublicNavigation(facts(request, url), ORIGIN), navigationHandler);
// Admin pages (and /api, /trpc page loads) are not handled at all: the browser asks the network.

// 2. The build.
const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();

/** The build as precached: each file's address and its key in the precache. */
const precacheFiles: PrecacheFile[] = precacheFilesOf(manifest, self.location.href, getCacheKeyForURL);

/** The precache filling under way (after CLEAR_CACHE, or during FORCE_UPDATE_CACHE), if any. */
let filling: Promise<boolean> | null = null;

/** Fetches the whole build into the precache again; a second call while one runs joins it. */
function refillPrecache(): Promise<boolean> {
  if (!filling) {
    const run = caches
      .open(cacheNames.precache)
      .then((cache) => fillPrecache(precacheFiles, cache, (url, init) => fetch(url, init)))
      .catch(() => false);
    filling = run;
    void run.finally(() => {
      if (filling === run) filling = null;
    });
  }
  return filling;
}

/** Which files of the build the precache holds now (opening no cache that is not there). */
async function readOfflineStatus(): Promise<OfflineStatus> {
  const name = cacheNames.precache;
  const keys = (await caches.has(name)) ? (await (await caches.open(name)).keys()).map((request) => request.url) : [];
  return offlineStatus(precacheFiles, keys, filling !== null);
}

// 3. Admin answers (isPrivateRequest) match no route below, so the browser fetches them from the
//    network and nothing is stored.

// 4. Public API reads.
registerRoute(
  ({ request, url }) => isCacheableApiRead(facts(request, url), ORIGIN),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), serverSaysKeep(true), new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 24 * 60 * 60 })],
  }),
);

// 5. Static assets and media without Range headers.
registerRoute(
  ({ request, url }) => isCacheableAsset(facts(request, url), ORIGIN),
  new StaleWhileRevalidate({
    cacheName: ASSET_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      serverSaysKeep(false),
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
);

// Everything else (POST/PUT/PATCH/DELETE, video ranges, unknown paths) is not handled: the browser goes to the network.

// A first install activates at once and takes control of open pages; an update waits until the
// page asks for it (SKIP_WAITING from the update banner).
clientsClaim();

/** Re-fetches every precached file and every runtime entry and stores the fresh copies. */
async function refreshAllCaches(): Promise<boolean> {
  const ok = await refillPrecache();
  for (const name of RUNTIME_CACHES) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    const requests = await cache.keys();
    await Promise.all(
      requests.map(async (request) => {
        try {
          const response = await fetch(request, { cache: 'reload' });
          if (response.status === 200 && mayKeepAnswer(response.headers.get('cache-control'), name === API_CACHE)) await cache.put(request, response);
          else await cache.delete(request);
        } catch {
          /* a runtime entry that cannot be fetched now keeps its old copy */
        }
      }),
    );
  }
  try {
    await self.registration.update();
  } catch {
    /* checking for a new worker is best effort */
  }
  return ok;
}

async function clearAllCaches() {
  // A filling under way would write into the precache deleted below.
  await filling;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = (event.data ?? {}) as { type?: string };
  const port = event.ports?.[0];
  const source = event.source as Client | ServiceWorker | MessagePort | null;
  const reply = (message: Record<string, unknown>) => {
    if (port) port.postMessage(message);
    else source?.postMessage(message);
  };

  switch (data.type) {
    case SW_MESSAGES.SKIP_WAITING:
      void self.skipWaiting();
      break;
    case SW_MESSAGES.GET_VERSION:
      reply({ type: SW_MESSAGES.VERSION, version: SW_VERSION });
      break;
    case SW_MESSAGES.GET_OFFLINE_STATUS:
      event.waitUntil(readOfflineStatus().then((status) => reply({ type: SW_MESSAGES.OFFLINE_STATUS, ...status })));
      break;
    case SW_MESSAGES.FORCE_UPDATE_CACHE:
      event.waitUntil(
        (async () => {
          const ok = await refreshAllCaches();
          if (!ok) {
            reply({ type: 'CACHE_UPDATE_FAILED', version: SW_VERSION });
            return;
          }
          reply({ type: SW_MESSAGES.CACHE_UPDATED, version: SW_VERSION });
          reply({ type: SW_MESSAGES.FORCE_UPDATE_COMPLETED, version: SW_VERSION });
          // Every open page hears about it too (the sender already got it when it gave no port).
          const senderId = port ? null : ((source as Client | null)?.id ?? null);
          const clients = await self.clients.matchAll({ type: 'window' });
          for (const client of clients) {
            if (client.id !== senderId) client.postMessage({ type: SW_MESSAGES.FORCE_UPDATE_COMPLETED, version: SW_VERSION });
          }
        })(),
      );
      break;
    case SW_MESSAGES.CLEAR_CACHE:
      event.waitUntil(
        (async () => {
          try {
            await clearAllCaches();
          } catch (error) {
            reply({ type: 'CACHE_CLEAR_FAILED', error: String(error) });
            return;
          }
          // The build comes back at once (so pages keep opening offline); until it is all there,
          // GET_OFFLINE_STATUS answers restoring and not ready. The worker stays alive meanwhile.
          const refilled = refillPrecache();
          reply({ type: SW_MESSAGES.CACHE_CLEARED });
          await refilled;
        })(),
      );
      break;
    default:
      break;
  }
});
