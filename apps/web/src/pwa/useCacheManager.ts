import { useCallback, useEffect, useRef, useState } from 'react';
import { CACHE_MESSAGE_MS, CACHE_STATUS_POLL_MS, LAST_REFRESH_KEY, OFFLINE_STATUS_POLL_MS } from './constants';
import type { OfflineStatus } from './offline-shell';
import {
  browserCacheStorage,
  browserWorkerContainer,
  clearAllCaches,
  countCachedEntries,
  forceUpdateCache,
  getOfflineStatus,
  waitForController,
  type ControllerSource,
  getWorkerVersion,
  readLastRefresh,
  writeLastRefresh,
} from './messaging';

export type CacheMessageTone = 'info' | 'success' | 'error';
export interface CacheMessage {
  tone: CacheMessageTone;
  text: string;
}
export type CachePhase = 'idle' | 'refreshing' | 'clearing';

/**
 * Whether a service worker answers for this page: 'unsupported' (the browser offers none here: no
 * HTTPS, a private window, a setting), 'uncontrolled' (none controls this page: its first visit,
 * or a hard reload bypassed it), 'silent' (it controls the page but did not answer) or 'active'.
 */
export type WorkerState = 'unsupported' | 'uncontrolled' | 'silent' | 'active';

export interface CacheStatus {
  worker: WorkerState;
  version: string;
  cacheSize: number;
  lastRefresh: Date | null;
  /** What the worker says about offline use; null when it cannot say (never offline-ready). */
  offline: OfflineStatus | null;
}

/** Section 8 wording. */
export const CACHE_TEXT = {
  refreshing: 'Refreshing cache...',
  refreshed: 'Cache refreshed successfully!',
  refreshFailed: 'Failed to refresh cache. Please try again.',
  refreshError: 'Error refreshing cache. Please try again.',
  clearing: 'Clearing all caches...',
  cleared: 'All caches cleared successfully!',
  clearFailed: 'Failed to clear caches. Please try again.',
  clearError: 'Error clearing caches. Please try again.',
} as const;

/** On a first visit the worker may still be installing: give it a few seconds to take control. */
const FIRST_INSTALL_WAIT_MS = 8_000;
const controllerSource = () => browserWorkerContainer() as unknown as ControllerSource | null;

const localStore = () => (typeof window === 'undefined' ? null : window.localStorage);

/**
 * State of the admin cache panel: status (version, entry count, last manual refresh, offline
 * readiness) reloaded every 30 s, when a worker takes control and every second while the worker
 * fetches the build again; the refresh/clear actions and their 5-second messages.
 */
export function useCacheManager() {
  const [status, setStatus] = useState<CacheStatus | null>(null);
  const [phase, setPhase] = useState<CachePhase>('idle');
  const [message, setMessage] = useState<CacheMessage | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  const loadStatus = useCallback(async () => {
    const container = browserWorkerContainer();
    const controlled = !!container?.controller;
    const [version, cacheSize, offline] = await Promise.all([
      getWorkerVersion(container),
      countCachedEntries(browserCacheStorage()),
      getOfflineStatus(container),
    ]);
    if (!mounted.current) return;
    const worker: WorkerState = !container ? 'unsupported' : !controlled ? 'uncontrolled' : version === 'unknown' ? 'silent' : 'active';
    setStatus({ worker, version, cacheSize, lastRefresh: readLastRefresh(localStore(), LAST_REFRESH_KEY), offline });
  }, []);

  useEffect(() => {
    mounted.current = true;
    void loadStatus();
    const poll = setInterval(() => void loadStatus(), CACHE_STATUS_POLL_MS);
    const container = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    const onControllerChange = () => void loadStatus();
    container?.addEventListener('controllerchange', onControllerChange);
    return () => {
      mounted.current = false;
      clearInterval(poll);
      clearTimeout(hideTimer.current);
      container?.removeEventListener('controllerchange', onControllerChange);
    };
  }, [loadStatus]);

  // After Clear All Caches the worker fetches the build again: follow it (each new status) until
  // the site is offline-ready again or the worker gives up. (A refresh keeps the old files meanwhile.)
  useEffect(() => {
    const offline = status?.offline;
    if (!offline?.restoring || offline.ready) return;
    const timer = setTimeout(() => void loadStatus(), OFFLINE_STATUS_POLL_MS);
    return () => clearTimeout(timer);
  }, [status, loadStatus]);

  /** Shows a final message and hides it after 5 seconds. */
  const finish = useCallback((next: CacheMessage) => {
    if (!mounted.current) return;
    setPhase('idle');
    setMessage(next);
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => {
      if (mounted.current) setMessage(null);
    }, CACHE_MESSAGE_MS);
  }, []);

  const refresh = useCallback(async () => {
    clearTimeout(hideTimer.current);
    setPhase('refreshing');
    setMessage({ tone: 'info', text: CACHE_TEXT.refreshing });
    await waitForController(controllerSource(), FIRST_INSTALL_WAIT_MS);
    const result = await forceUpdateCache(browserWorkerContainer());
    if (result === 'success') {
      writeLastRefresh(localStore(), LAST_REFRESH_KEY, new Date());
      finish({ tone: 'success', text: CACHE_TEXT.refreshed });
    } else {
      finish({ tone: 'error', text: result === 'failure' ? CACHE_TEXT.refreshFailed : CACHE_TEXT.refreshError });
    }
    void loadStatus();
  }, [finish, loadStatus]);

  const clear = useCallback(async () => {
    clearTimeout(hideTimer.current);
    setPhase('clearing');
    setMessage({ tone: 'info', text: CACHE_TEXT.clearing });
    await waitForController(controllerSource(), FIRST_INSTALL_WAIT_MS);
    const result = await clearAllCaches(browserWorkerContainer());
    // The status is read again before the outcome shows, so 'cleared' never stands beside the
    // stale 'Offline ready' of the caches just emptied (the worker now says it is restoring).
    await loadStatus();
    if (result === 'success') finish({ tone: 'success', text: CACHE_TEXT.cleared });
    else finish({ tone: 'error', text: result === 'failure' ? CACHE_TEXT.clearFailed : CACHE_TEXT.clearError });
  }, [finish, loadStatus]);

  return { status, phase, message, refresh, clear, reload: loadStatus };
}
