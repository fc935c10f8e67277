import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scheduleUpdateChecks, shouldRegisterWorker, watchForUpdates, type RegistrationLike } from './register';

class FakeWorker extends EventTarget {
  state = 'installing';
  setState(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

function fakeRegistration() {
  const target = new EventTarget();
  const reg = {
    installing: null as FakeWorker | null,
    waiting: null as FakeWorker | null,
    update: vi.fn(async () => undefined),
    addEventListener: (type: string, l: () => void) => target.addEventListener(type, l),
    found(worker: FakeWorker) {
      reg.installing = worker;
      target.dispatchEvent(new Event('updatefound'));
    },
  };
  return reg;
}

describe('shouldRegisterWorker', () => {
  it('registers in production builds with service worker support only', () => {
    const nav = { serviceWorker: {} } as unknown as Navigator;
    expect(shouldRegisterWorker({ PROD: true, MODE: 'production' }, nav)).toBe(true);
    expect(shouldRegisterWorker({ PROD: false, MODE: 'development' }, nav)).toBe(false);
    expect(shouldRegisterWorker({ PROD: true, MODE: 'test' }, nav)).toBe(false);
    expect(shouldRegisterWorker({ PROD: true, MODE: 'production' }, {} as Navigator)).toBe(false);
    expect(shouldRegisterWorker({ PROD: true, MODE: 'production' }, undefined)).toBe(false);
  });

  it('is off under Vitest', () => {
    expect(shouldRegisterWorker(import.meta.env, navigator)).toBe(false);
  });
});

describe('watchForUpdates', () => {
  it('reports a new worker installed while another controls the page', () => {
    const reg = fakeRegistration();
    const onUpdate = vi.fn();
    watchForUpdates(reg as unknown as RegistrationLike, () => true, onUpdate);
    const worker = new FakeWorker();
    reg.found(worker);
    expect(onUpdate).not.toHaveBeenCalled();
    reg.waiting = worker;
    worker.setState('installed');
    expect(onUpdate).toHaveBeenCalledWith(worker);
  });

  it('ignores the first install (nothing controls the page yet)', () => {
    const reg = fakeRegistration();
    const onUpdate = vi.fn();
    watchForUpdates(reg as unknown as RegistrationLike, () => false, onUpdate);
    const worker = new FakeWorker();
    reg.found(worker);
    worker.setState('installed');
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('reports a worker already waiting when the page opens', () => {
    const reg = fakeRegistration();
    reg.waiting = new FakeWorker();
    const onUpdate = vi.fn();
    watchForUpdates(reg as unknown as RegistrationLike, () => true, onUpdate);
    expect(onUpdate).toHaveBeenCalledWith(reg.waiting);
  });
});

describe('scheduleUpdateChecks', () => {
  let visibility: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  });
  afterEach(() => vi.useRealTimers());

  it('checks every 60 s while visible, pauses when hidden and checks again on return', () => {
    const reg = { update: vi.fn(async () => undefined) };
    const stop = scheduleUpdateChecks(reg);
    vi.advanceTimersByTime(60_000);
    expect(reg.update).toHaveBeenCalledTimes(1);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(180_000);
    expect(reg.update).toHaveBeenCalledTimes(1);
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(reg.update).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(reg.update).toHaveBeenCalledTimes(3);
    stop();
    vi.advanceTimersByTime(120_000);
    expect(reg.update).toHaveBeenCalledTimes(3);
  });
});
