import { useCallback, useEffect, useRef, useState } from 'react';
import { CACHE_MESSAGE_MS, CACHE_STATUS_POLL_MS, LAST_REFRESH_KEY } from './constants';
import {
  browserCacheStorage,
  browserWorkerContainer,
  clearAllCaches,
  countCachedEntries,
  forceUpdateCache,
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

export interface CacheStatus {
  version: string;
  cacheSize: number;
  lastRefresh: Date | null;
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
 * State of the admin cache panel: status (version, entry count, last manual refresh) reloaded every
 * 30 s and when a worker takes control, the refresh/clear actions and their 5-second messages.
 */
export function useCacheManager() {
  const [status, setStatus] = useState<CacheStatus | null>(null);
  const [phase, setPhase] = useState<CachePhase>('idle');
  const [message, setMessage] = useState<CacheMessage | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  const loadStatus = useCallback(async () => {
    const container = browserWorkerContainer();
    const [version, cacheSize] = await Promise.all([getWorkerVersion(container), countCachedEntries(browserCacheStorage())]);
    if (!mounted.current) return;
    setStatus({ version, cacheSize, lastRefresh: readLastRefresh(localStore(), LAST_REFRESH_KEY) });
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
    if (result === 'success') finish({ tone: 'success', text: CACHE_TEXT.cleared });
    else finish({ tone: 'error', text: result === 'failure' ? CACHE_TEXT.clearFailed : CACHE_TEXT.clearError });
    void loadStatus();
  }, [finish, loadStatus]);

  return { status, phase, message, refresh, clear, reload: loadStatus };
}
