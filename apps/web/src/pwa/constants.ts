/** The cache version the background worker reports (section 3: fixed '2.1.0'). */
export const SW_VERSION = '2.1.0';

/** Message types exchanged between the page and the background worker at /sw.js (section 7). */
export const SW_MESSAGES = {
  FORCE_UPDATE_CACHE: 'FORCE_UPDATE_CACHE',
  CLEAR_CACHE: 'CLEAR_CACHE',
  SKIP_WAITING: 'SKIP_WAITING',
  GET_VERSION: 'GET_VERSION',
  /** Asks whether the whole build is in the precache; answered with OFFLINE_STATUS. */
  GET_OFFLINE_STATUS: 'GET_OFFLINE_STATUS',
  CACHE_UPDATED: 'CACHE_UPDATED',
  FORCE_UPDATE_COMPLETED: 'FORCE_UPDATE_COMPLETED',
  CACHE_CLEARED: 'CACHE_CLEARED',
  VERSION: 'VERSION',
  OFFLINE_STATUS: 'OFFLINE_STATUS',
} as const;

/** Section 9 time limits. */
export const FORCE_UPDATE_TIMEOUT_MS = 30_000;
export const CLEAR_CACHE_TIMEOUT_MS = 10_000;
export const VERSION_TIMEOUT_MS = 3_000;
export const OFFLINE_STATUS_TIMEOUT_MS = 3_000;
/** While the worker fetches the build again, the cache panel asks for the offline status this often. */
export const OFFLINE_STATUS_POLL_MS = 1_000;
export const CACHE_MESSAGE_MS = 5_000;
export const CACHE_STATUS_POLL_MS = 30_000;
export const UPDATE_BANNER_MS = 10_000;
export const RELOAD_AFTER_UPDATE_MS = 500;
export const UPDATE_CHECK_MS = 60_000;

/** localStorage key of the last manual cache refresh (ISO time). */
export const LAST_REFRESH_KEY = 'northline.cache.lastRefresh';
