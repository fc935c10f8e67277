/**
 * Whether the site opens without a network, and how the background worker gets there again after
 * its caches were cleared. The site opens offline only when the worker's precache holds every
 * file of the build: index.html (the fallback for page loads) and the scripts, styles, fonts and
 * icons it loads. Pure functions shared by src/sw.ts and its unit tests.
 */

/** One file of the build: where it is fetched from and the key it is stored under in the precache. */
export interface PrecacheFile {
  url: string;
  /** The URL itself for hashed files; with `?__WB_REVISION__=…` for the others (index.html). */
  cacheKey: string;
}

/**
 * The build's files from the precache manifest (`self.__WB_MANIFEST`), each once: the manifest can
 * name a file twice (the PWA plugin adds the icons and the web app manifest to the files it finds),
 * Workbox stores it once. `cacheKeyOf` is Workbox's getCacheKeyForURL.
 */
export function precacheFilesOf(
  entries: ReadonlyArray<string | { url: string }>,
  base: string,
  cacheKeyOf: (url: string) => string | undefined,
): PrecacheFile[] {
  const files = new Map<string, PrecacheFile>();
  for (const entry of entries) {
    const url = new URL(typeof entry === 'string' ? entry : entry.url, base).href;
    const cacheKey = cacheKeyOf(url) ?? url;
    if (!files.has(cacheKey)) files.set(cacheKey, { url, cacheKey });
  }
  return [...files.values()];
}

/** The worker's answer to GET_OFFLINE_STATUS. */
export interface OfflineStatus {
  /** Every file of the build is in the precache: pages open offline. */
  ready: boolean;
  /** The worker is fetching the build into the precache (after Clear All Caches or Refresh Cache). */
  restoring: boolean;
  /** How many files of the build are in the precache, of `total`. */
  cached: number;
  total: number;
}

/** The offline status for the build's files, given the keys the precache holds now. */
export function offlineStatus(files: readonly PrecacheFile[], cachedKeys: Iterable<string>, restoring: boolean): OfflineStatus {
  const held = new Set(cachedKeys);
  const cached = files.filter((file) => held.has(file.cacheKey)).length;
  return { ready: files.length > 0 && cached === files.length, restoring, cached, total: files.length };
}

/** The part of a Cache that fillPrecache writes to. */
export interface PrecacheStore {
  put(key: string, response: Response): Promise<void>;
}

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Fetches every file of the build from the server (past the HTTP cache) and stores it under its
 * precache key, as Workbox does when the worker installs. A failed or non-ok answer is not
 * stored. Resolves true when every file was stored.
 */
export async function fillPrecache(files: readonly PrecacheFile[], store: PrecacheStore, fetcher: Fetcher): Promise<boolean> {
  const stored = await Promise.all(
    files.map(async (file) => {
      try {
        const response = await fetcher(file.url, { cache: 'reload', credentials: 'same-origin' });
        if (!response.ok) return false;
        await store.put(file.cacheKey, response.redirected ? await withoutRedirect(response) : response);
        return true;
      } catch {
        return false;
      }
    }),
  );
  return stored.every(Boolean);
}

/**
 * A redirected answer cannot answer a page load, so it is stored as a fresh copy (what Workbox's
 * precaching does too).
 */
async function withoutRedirect(response: Response): Promise<Response> {
  return new Response(await response.arrayBuffer(), { status: response.status, statusText: response.statusText, headers: response.headers });
}
