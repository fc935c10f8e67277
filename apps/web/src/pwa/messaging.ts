import { CLEAR_CACHE_TIMEOUT_MS, FORCE_UPDATE_TIMEOUT_MS, OFFLINE_STATUS_TIMEOUT_MS, SW_MESSAGES, VERSION_TIMEOUT_MS } from './constants';
import type { OfflineStatus } from './offline-shell';

/** The part of a ServiceWorker the page talks to (lets tests pass fakes). */
export interface WorkerLike {
  postMessage(message: unknown, transfer: Transferable[]): void;
}

/** The part of `navigator.serviceWorker` the page reads. */
export interface WorkerContainerLike {
  controller: WorkerLike | null;
}

/** What waitForController needs from `navigator.serviceWorker`. */
export interface ControllerSource extends WorkerContainerLike {
  getRegistration(): Promise<{ installing: unknown; waiting: unknown; active: { state: string } | null } | undefined>;
  addEventListener(type: 'controllerchange', listener: () => void): void;
  removeEventListener(type: 'controllerchange', listener: () => void): void;
}

/**
 * On a first visit the worker is still installing when the page opens; when that is the case,
 * waits (up to `timeoutMs`) for it to take control. Resolves true when a worker controls the page.
 * Without any registration in progress it answers at once (no controlling worker = failure).
 */
export async function waitForController(source: ControllerSource | null, timeoutMs: number): Promise<boolean> {
  if (!source) return false;
  if (source.controller) return true;
  let registration: Awaited<ReturnType<ControllerSource['getRegistration']>>;
  try {
    registration = await source.getRegistration();
  } catch {
    return false;
  }
  const inProgress = !!registration && (!!registration.installing || !!registration.waiting || registration.active?.state === 'activating');
  if (!inProgress) return !!source.controller;
  return new Promise<boolean>((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer);
      source.removeEventListener('controllerchange', onChange);
      resolve(value);
    };
    const onChange = () => done(!!source.controller);
    const timer = setTimeout(() => done(!!source.controller), timeoutMs);
    source.addEventListener('controllerchange', onChange);
  });
}

/** The part of the CacheStorage API used for the status display. */
export interface CacheStorageLike {
  keys(): Promise<string[]>;
  open(name: string): Promise<{ keys(): Promise<readonly unknown[]> }>;
}

export interface WorkerReply {
  type?: string;
  version?: string;
  [key: string]: unknown;
}

export class WorkerTimeoutError extends Error {
  constructor(type: string, ms: number) {
    super(`The background worker did not answer ${type} within ${ms} ms`);
    this.name = 'WorkerTimeoutError';
  }
}

export class NoWorkerError extends Error {
  constructor() {
    super('No background worker controls this page');
    this.name = 'NoWorkerError';
  }
}

/** `navigator.serviceWorker` when the browser has it, else null. */
export function browserWorkerContainer(): WorkerContainerLike | null {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  return navigator.serviceWorker;
}

/** `window.caches` when the browser has it, else null. */
export function browserCacheStorage(): CacheStorageLike | null {
  if (typeof caches === 'undefined') return null;
  return caches as unknown as CacheStorageLike;
}

/**
 * Sends one message to a worker over a fresh MessageChannel and resolves with the first reply
 * on that channel. Rejects with WorkerTimeoutError after `timeoutMs`.
 */
export function postToWorker(
  worker: WorkerLike,
  message: { type: string; [key: string]: unknown },
  timeoutMs: number,
  createChannel: () => MessageChannel = () => new MessageChannel(),
): Promise<WorkerReply> {
  return new Promise<WorkerReply>((resolve, reject) => {
    const channel = createChannel();
    let settled = false;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      channel.port1.onmessage = null;
      channel.port1.close();
      reject(new WorkerTimeoutError(message.type, timeoutMs));
    }, timeoutMs);
    channel.port1.onmessage = (event: MessageEvent) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      channel.port1.close();
      resolve((event.data ?? {}) as WorkerReply);
    };
    try {
      worker.postMessage(message, [channel.port2]);
    } catch (error) {
      settled = true;
      clearTimeout(timer);
      channel.port1.close();
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** Sends a message to the worker that controls the page; without one it rejects (section 8). */
export function postToController(
  container: WorkerContainerLike | null,
  message: { type: string },
  timeoutMs: number,
  createChannel?: () => MessageChannel,
): Promise<WorkerReply> {
  const controller = container?.controller;
  if (!controller) return Promise.reject(new NoWorkerError());
  return postToWorker(controller, message, timeoutMs, createChannel);
}

export type CacheActionResult = 'success' | 'failure' | 'error';

/**
 * FORCE_UPDATE_CACHE with the 30 s limit: 'success' on CACHE_UPDATED, 'failure' on any other
 * reply, 'error' on a timeout, no controlling worker or a messaging error.
 */
export async function forceUpdateCache(
  container: WorkerContainerLike | null,
  options: { timeoutMs?: number; createChannel?: () => MessageChannel } = {},
): Promise<CacheActionResult> {
  try {
    const reply = await postToController(
      container,
      { type: SW_MESSAGES.FORCE_UPDATE_CACHE },
      options.timeoutMs ?? FORCE_UPDATE_TIMEOUT_MS,
      options.createChannel,
    );
    return reply.type === SW_MESSAGES.CACHE_UPDATED ? 'success' : 'failure';
  } catch {
    return 'error';
  }
}

/** CLEAR_CACHE with the 10 s limit: 'success' on CACHE_CLEARED, otherwise like forceUpdateCache. */
export async function clearAllCaches(
  container: WorkerContainerLike | null,
  options: { timeoutMs?: number; createChannel?: () => MessageChannel } = {},
): Promise<CacheActionResult> {
  try {
    const reply = await postToController(container, { type: SW_MESSAGES.CLEAR_CACHE }, options.timeoutMs ?? CLEAR_CACHE_TIMEOUT_MS, options.createChannel);
    return reply.type === SW_MESSAGES.CACHE_CLEARED ? 'success' : 'failure';
  } catch {
    return 'error';
  }
}

/** The worker's cache version, or 'unknown' when it cannot be read (section 3). */
export async function getWorkerVersion(
  container: WorkerContainerLike | null,
  options: { timeoutMs?: number; createChannel?: () => MessageChannel } = {},
): Promise<string> {
  try {
    const reply = await postToController(container, { type: SW_MESSAGES.GET_VERSION }, options.timeoutMs ?? VERSION_TIMEOUT_MS, options.createChannel);
    return typeof reply.version === 'string' && reply.version ? reply.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Whether the worker holds the whole build (the site opens offline) and whether it is fetching it
 * again; null when that cannot be read (no worker, no or another answer), which is never 'ready'.
 */
export async function getOfflineStatus(
  container: WorkerContainerLike | null,
  options: { timeoutMs?: number; createChannel?: () => MessageChannel } = {},
): Promise<OfflineStatus | null> {
  try {
    const reply = await postToController(
      container,
      { type: SW_MESSAGES.GET_OFFLINE_STATUS },
      options.timeoutMs ?? OFFLINE_STATUS_TIMEOUT_MS,
      options.createChannel,
    );
    const { type, ready, restoring, cached, total } = reply;
    if (type !== SW_MESSAGES.OFFLINE_STATUS) return null;
    if (typeof ready !== 'boolean' || typeof restoring !== 'boolean' || typeof cached !== 'number' || typeof total !== 'number') return null;
    return { ready, restoring, cached, total };
  } catch {
    return null;
  }
}

/** Total number of entries across all browser caches (0 when the API is missing or fails). */
export async function countCachedEntries(storage: CacheStorageLike | null): Promise<number> {
  if (!storage) return 0;
  try {
    const names = await storage.keys();
    const counts = await Promise.all(
      names.map(async (name) => {
        const cache = await storage.open(name);
        return (await cache.keys()).length;
      }),
    );
    return counts.reduce((sum, n) => sum + n, 0);
  } catch {
    return 0;
  }
}

/** Reads/writes the last manual refresh time (ISO string) without throwing in private modes. */
export function readLastRefresh(storage: Pick<Storage, 'getItem'> | null, key: string): Date | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const date = new Date(raw);
    return Number.isNaN(date.getTime()) ? null : date;
  } catch {
    return null;
  }
}

export function writeLastRefresh(storage: Pick<Storage, 'setItem'> | null, key: string, date: Date) {
  try {
    storage?.setItem(key, date.toISOString());
  } catch {
    /* storage unavailable: the time is simply not remembered */
  }
}
