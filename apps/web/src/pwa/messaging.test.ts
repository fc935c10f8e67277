import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearAllCaches,
  countCachedEntries,
  forceUpdateCache,
  getOfflineStatus,
  getWorkerVersion,
  NoWorkerError,
  postToController,
  postToWorker,
  readLastRefresh,
  WorkerTimeoutError,
  waitForController,
  writeLastRefresh,
  type WorkerContainerLike,
  type WorkerLike,
} from './messaging';

/** A synchronous stand-in for MessageChannel: what port2 posts arrives at port1.onmessage. */
function fakeChannel() {
  const port1 = { onmessage: null as ((e: MessageEvent) => void) | null, close: vi.fn() };
  const port2 = { postMessage: (data: unknown) => port1.onmessage?.({ data } as MessageEvent) };
  return { port1, port2 } as unknown as MessageChannel;
}

/** A fake worker answering each message type with the given replies (none = never answers). */
function fakeWorker(answers: Record<string, unknown[]>, delayMs = 0) {
  const received: unknown[] = [];
  const worker: WorkerLike = {
    postMessage(message, transfer) {
      received.push(message);
      const port = transfer[0] as unknown as { postMessage(d: unknown): void };
      const replies = answers[(message as { type: string }).type] ?? [];
      const send = () => replies.forEach((r) => port.postMessage(r));
      if (delayMs) setTimeout(send, delayMs);
      else send();
    },
  };
  return { worker, received };
}

const container = (worker: WorkerLike | null): WorkerContainerLike => ({ controller: worker });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('postToWorker', () => {
  it('resolves with the first reply on the channel and sends the port along', async () => {
    const { worker, received } = fakeWorker({ PING: [{ type: 'PONG' }, { type: 'LATER' }] });
    await expect(postToWorker(worker, { type: 'PING' }, 1000, fakeChannel)).resolves.toEqual({ type: 'PONG' });
    expect(received).toEqual([{ type: 'PING' }]);
  });

  it('rejects with a timeout error when the worker stays silent', async () => {
    const { worker } = fakeWorker({});
    const pending = postToWorker(worker, { type: 'PING' }, 1000, fakeChannel);
    const assertion = expect(pending).rejects.toBeInstanceOf(WorkerTimeoutError);
    await vi.advanceTimersByTimeAsync(1000);
    await assertion;
  });

  it('accepts a reply that arrives just before the limit', async () => {
    const { worker } = fakeWorker({ PING: [{ type: 'PONG' }] }, 999);
    const pending = postToWorker(worker, { type: 'PING' }, 1000, fakeChannel);
    await vi.advanceTimersByTimeAsync(999);
    await expect(pending).resolves.toEqual({ type: 'PONG' });
  });

  it('rejects when posting throws', async () => {
    const worker: WorkerLike = {
      postMessage() {
        throw new Error('redundant');
      },
    };
    await expect(postToWorker(worker, { type: 'PING' }, 1000, fakeChannel)).rejects.toThrow('redundant');
  });
});

describe('postToController', () => {
  it('fails at once without a controlling worker', async () => {
    await expect(postToController(container(null), { type: 'PING' }, 1000, fakeChannel)).rejects.toBeInstanceOf(NoWorkerError);
    await expect(postToController(null, { type: 'PING' }, 1000, fakeChannel)).rejects.toBeInstanceOf(NoWorkerError);
  });
});

describe('forceUpdateCache', () => {
  it('is a success on CACHE_UPDATED', async () => {
    const { worker, received } = fakeWorker({ FORCE_UPDATE_CACHE: [{ type: 'CACHE_UPDATED', version: '2.1.0' }, { type: 'FORCE_UPDATE_COMPLETED' }] });
    await expect(forceUpdateCache(container(worker), { createChannel: fakeChannel })).resolves.toBe('success');
    expect(received).toEqual([{ type: 'FORCE_UPDATE_CACHE' }]);
  });

  it('is a failure on any other reply', async () => {
    const { worker } = fakeWorker({ FORCE_UPDATE_CACHE: [{ type: 'CACHE_UPDATE_FAILED' }] });
    await expect(forceUpdateCache(container(worker), { createChannel: fakeChannel })).resolves.toBe('failure');
  });

  it('is an error without a controlling worker', async () => {
    await expect(forceUpdateCache(container(null), { createChannel: fakeChannel })).resolves.toBe('error');
  });

  it('times out after 30 seconds', async () => {
    const { worker } = fakeWorker({});
    let result: string | undefined;
    void forceUpdateCache(container(worker), { createChannel: fakeChannel }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe('error');
  });
});

describe('clearAllCaches', () => {
  it('is a success on CACHE_CLEARED', async () => {
    const { worker, received } = fakeWorker({ CLEAR_CACHE: [{ type: 'CACHE_CLEARED' }] });
    await expect(clearAllCaches(container(worker), { createChannel: fakeChannel })).resolves.toBe('success');
    expect(received).toEqual([{ type: 'CLEAR_CACHE' }]);
  });

  it('is a failure on another reply and an error without a worker', async () => {
    const { worker } = fakeWorker({ CLEAR_CACHE: [{ type: 'NOPE' }] });
    await expect(clearAllCaches(container(worker), { createChannel: fakeChannel })).resolves.toBe('failure');
    await expect(clearAllCaches(container(null), { createChannel: fakeChannel })).resolves.toBe('error');
  });

  it('times out after 10 seconds', async () => {
    const { worker } = fakeWorker({});
    let result: string | undefined;
    void clearAllCaches(container(worker), { createChannel: fakeChannel }).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe('error');
  });
});

describe('getWorkerVersion', () => {
  it("reads the worker's version", async () => {
    const { worker } = fakeWorker({ GET_VERSION: [{ type: 'VERSION', version: '2.1.0' }] });
    await expect(getWorkerVersion(container(worker), { createChannel: fakeChannel })).resolves.toBe('2.1.0');
  });

  it("is 'unknown' without a worker, on silence or on a reply without a version", async () => {
    await expect(getWorkerVersion(container(null), { createChannel: fakeChannel })).resolves.toBe('unknown');
    const silent = fakeWorker({}).worker;
    const pending = getWorkerVersion(container(silent), { createChannel: fakeChannel, timeoutMs: 100 });
    await vi.advanceTimersByTimeAsync(100);
    await expect(pending).resolves.toBe('unknown');
    const odd = fakeWorker({ GET_VERSION: [{ type: 'VERSION' }] }).worker;
    await expect(getWorkerVersion(container(odd), { createChannel: fakeChannel })).resolves.toBe('unknown');
  });
});

describe('getOfflineStatus', () => {
  it("reads the worker's offline status", async () => {
    const status = { ready: false, restoring: true, cached: 12, total: 159 };
    const { worker, received } = fakeWorker({ GET_OFFLINE_STATUS: [{ type: 'OFFLINE_STATUS', ...status }] });
    await expect(getOfflineStatus(container(worker), { createChannel: fakeChannel })).resolves.toEqual(status);
    expect(received).toEqual([{ type: 'GET_OFFLINE_STATUS' }]);
  });

  it('is null (never ready) without a worker, on silence, or on another or incomplete reply', async () => {
    await expect(getOfflineStatus(container(null), { createChannel: fakeChannel })).resolves.toBeNull();
    // A worker of an older build does not know the message.
    const silent = fakeWorker({}).worker;
    const pending = getOfflineStatus(container(silent), { createChannel: fakeChannel });
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(pending).resolves.toBeNull();
    const other = fakeWorker({ GET_OFFLINE_STATUS: [{ type: 'VERSION', ready: true, restoring: false, cached: 1, total: 1 }] }).worker;
    await expect(getOfflineStatus(container(other), { createChannel: fakeChannel })).resolves.toBeNull();
    const partial = fakeWorker({ GET_OFFLINE_STATUS: [{ type: 'OFFLINE_STATUS', ready: true }] }).worker;
    await expect(getOfflineStatus(container(partial), { createChannel: fakeChannel })).resolves.toBeNull();
  });
});

describe('countCachedEntries', () => {
  it('adds up the entries of every cache', async () => {
    const contents: Record<string, number> = { a: 3, b: 0, c: 5 };
    const storage = {
      keys: async () => Object.keys(contents),
      open: async (name: string) => ({ keys: async () => Array.from({ length: contents[name]! }) }),
    };
    await expect(countCachedEntries(storage)).resolves.toBe(8);
  });

  it('is 0 without the API or when it fails', async () => {
    await expect(countCachedEntries(null)).resolves.toBe(0);
    await expect(countCachedEntries({ keys: async () => Promise.reject(new Error('denied')), open: async () => ({ keys: async () => [] }) })).resolves.toBe(0);
  });
});

describe('last refresh time', () => {
  it('round-trips through storage and ignores bad values', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    expect(readLastRefresh(storage, 'k')).toBeNull();
    const when = new Date('2025-03-04T05:06:07.000Z');
    writeLastRefresh(storage, 'k', when);
    expect(readLastRefresh(storage, 'k')?.toISOString()).toBe(when.toISOString());
    map.set('k', 'garbage');
    expect(readLastRefresh(storage, 'k')).toBeNull();
    expect(readLastRefresh(null, 'k')).toBeNull();
  });
});

describe('waitForController', () => {
  function source(opts: { controller?: WorkerLike | null; registration?: unknown }) {
    const listeners = new Set<() => void>();
    const src = {
      controller: opts.controller ?? null,
      getRegistration: async () => opts.registration as never,
      addEventListener: (_: 'controllerchange', l: () => void) => void listeners.add(l),
      removeEventListener: (_: 'controllerchange', l: () => void) => void listeners.delete(l),
      takeControl(worker: WorkerLike) {
        src.controller = worker;
        listeners.forEach((l) => l());
      },
      listeners,
    };
    return src;
  }

  it('is true at once when a worker controls the page', async () => {
    await expect(waitForController(source({ controller: fakeWorker({}).worker }), 1000)).resolves.toBe(true);
  });

  it('is false at once without a worker or registration', async () => {
    await expect(waitForController(null, 1000)).resolves.toBe(false);
    await expect(waitForController(source({ registration: undefined }), 1000)).resolves.toBe(false);
    await expect(waitForController(source({ registration: { installing: null, waiting: null, active: { state: 'activated' } } }), 1000)).resolves.toBe(false);
  });

  it('waits for a first install to take control', async () => {
    const src = source({ registration: { installing: {}, waiting: null, active: null } });
    const pending = waitForController(src, 5000);
    await vi.advanceTimersByTimeAsync(100);
    src.takeControl(fakeWorker({}).worker);
    await expect(pending).resolves.toBe(true);
    expect(src.listeners.size).toBe(0);
  });

  it('gives up after the limit', async () => {
    const src = source({ registration: { installing: {}, waiting: null, active: null } });
    const pending = waitForController(src, 5000);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(pending).resolves.toBe(false);
  });
});
