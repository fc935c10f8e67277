import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { CacheManagerPanel, WORKER_STATE_NOTE } from './CacheManagerPanel';
import { LAST_REFRESH_KEY } from './constants';

type Answers = Record<string, Record<string, unknown> | null>;

/** Installs a fake navigator.serviceWorker whose controller answers over the MessageChannel port. */
function installWorker(answers: Answers | null) {
  const received: string[] = [];
  const controller = answers
    ? {
        postMessage(message: { type: string }, transfer: MessagePort[]) {
          received.push(message.type);
          const reply = answers[message.type];
          if (reply) transfer[0]!.postMessage(reply);
        },
      }
    : null;
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller,
      getRegistration: async () => undefined,
      addEventListener: () => {},
      removeEventListener: () => {},
    },
  });
  return received;
}

function installCaches(contents: Record<string, number>) {
  Object.defineProperty(globalThis, 'caches', {
    configurable: true,
    value: {
      keys: async () => Object.keys(contents),
      open: async (name: string) => ({ keys: async () => Array.from({ length: contents[name] ?? 0 }) }),
    },
  });
}

const renderPanel = () =>
  render(
    <MantineProvider theme={theme}>
      <CacheManagerPanel />
    </MantineProvider>,
  );

const READY = { type: 'OFFLINE_STATUS', ready: true, restoring: false, cached: 40, total: 40 };
const OK: Answers = {
  GET_VERSION: { type: 'VERSION', version: '2.1.0' },
  GET_OFFLINE_STATUS: READY,
  FORCE_UPDATE_CACHE: { type: 'CACHE_UPDATED', version: '2.1.0' },
  CLEAR_CACHE: { type: 'CACHE_CLEARED' },
};

beforeEach(() => {
  window.localStorage.clear();
  installCaches({ 'northline-precache-v2.1.0': 40, 'northline-api-v2.1.0': 2 });
});
afterEach(() => {
  vi.useRealTimers();
  // @ts-expect-error test clean-up of the fake
  delete navigator.serviceWorker;
  // @ts-expect-error test clean-up of the fake
  delete globalThis.caches;
});

describe('CacheManagerPanel', () => {
  it('shows the version from the worker, the number of cached entries and no refresh yet', async () => {
    installWorker(OK);
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Cache Management' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('cache-version').textContent).toBe('2.1.0'));
    expect(screen.getByTestId('cache-size').textContent).toBe('42');
    expect(screen.getByTestId('cache-last-refresh').textContent).toBe('Never');
  });

  it('says what it means when no worker controls the page (no figures), and the refresh then fails with the error message', async () => {
    installWorker(null);
    renderPanel();
    const note = await screen.findByTestId('cache-worker-note');
    expect(note.textContent).toContain(WORKER_STATE_NOTE.uncontrolled.title);
    expect(note.textContent).toContain(WORKER_STATE_NOTE.uncontrolled.text);
    expect(screen.getByTestId('cache-offline-state').textContent).toBe('Not active');
    // Not 'unknown', 0 entries and 'Never', which read as a broken cache.
    for (const id of ['cache-version', 'cache-size', 'cache-offline-files', 'cache-last-refresh']) expect(screen.queryByTestId(id)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Cache' }));
    expect(await screen.findByText('Error refreshing cache. Please try again.')).toBeTruthy();
  });

  it('says so when the browser runs no service worker here, and when the controlling worker does not answer', async () => {
    // @ts-expect-error no service worker API at all (plain http, some private windows)
    delete navigator.serviceWorker;
    const unsupported = renderPanel();
    expect((await screen.findByTestId('cache-worker-note')).textContent).toContain(WORKER_STATE_NOTE.unsupported.title);
    unsupported.unmount();

    installWorker({});
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('cache-worker-note').textContent).toContain(WORKER_STATE_NOTE.silent.title));
    expect(screen.queryByTestId('cache-version')).toBeNull();
  });

  it('refreshes: info while busy, success message, remembers the time', async () => {
    const received = installWorker(OK);
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('cache-version').textContent).toBe('2.1.0'));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Cache' }));
    expect(screen.getByText('Refreshing cache...')).toBeTruthy();
    expect(await screen.findByText('Cache refreshed successfully!')).toBeTruthy();
    expect(received).toContain('FORCE_UPDATE_CACHE');
    expect(window.localStorage.getItem(LAST_REFRESH_KEY)).not.toBeNull();
    await waitFor(() => expect(screen.getByTestId('cache-last-refresh').textContent).not.toBe('Never'));
  });

  it('reports a non-success reply as a failure', async () => {
    installWorker({ ...OK, FORCE_UPDATE_CACHE: { type: 'CACHE_UPDATE_FAILED' }, CLEAR_CACHE: { type: 'SOMETHING_ELSE' } });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Cache' }));
    expect(await screen.findByText('Failed to refresh cache. Please try again.')).toBeTruthy();
  });

  it('asks for confirmation before clearing, then clears', async () => {
    const received = installWorker(OK);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Caches' }));
    const dialog = await screen.findByRole('dialog');
    expect(received).not.toContain('CLEAR_CACHE');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear Caches' }));
    expect(await screen.findByText('All caches cleared successfully!')).toBeTruthy();
    expect(received).toContain('CLEAR_CACHE');
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const received = installWorker(OK);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Caches' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(received).not.toContain('CLEAR_CACHE');
  });

  it('reports clear failures and errors', async () => {
    installWorker({ ...OK, CLEAR_CACHE: { type: 'NOPE' } });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Caches' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear Caches' }));
    expect(await screen.findByText('Failed to clear caches. Please try again.')).toBeTruthy();
  });

  it('reports a clear without a worker as an error', async () => {
    installWorker(null);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Caches' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear Caches' }));
    expect(await screen.findByText('Error clearing caches. Please try again.')).toBeTruthy();
  });

  it("says 'Offline ready' only when the worker holds the whole build", async () => {
    installWorker(OK);
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('cache-offline-state').textContent).toBe('Offline ready'));
    expect(screen.getByTestId('cache-offline-files').textContent).toBe('40 of 40');
    expect(screen.queryByTestId('cache-offline-hint')).toBeNull();
  });

  it("says 'Not offline-ready' when files are missing, or when the worker cannot say", async () => {
    installWorker({ ...OK, GET_OFFLINE_STATUS: { ...READY, ready: false, cached: 39 } });
    const missing = renderPanel();
    await waitFor(() => expect(screen.getByTestId('cache-offline-state').textContent).toBe('Not offline-ready'));
    expect(screen.getByTestId('cache-offline-files').textContent).toBe('39 of 40');
    expect(screen.getByTestId('cache-offline-hint').textContent).toMatch(/Refresh Cache downloads them again/);
    missing.unmount();

    // An older worker that does not answer GET_OFFLINE_STATUS: the version shows, offline-ready never.
    installWorker({ ...OK, GET_OFFLINE_STATUS: null });
    renderPanel();
    await waitFor(() => expect(screen.getByTestId('cache-version').textContent).toBe('2.1.0'));
    expect(screen.getByTestId('cache-offline-state').textContent).toBe('Not offline-ready');
    expect(screen.getByTestId('cache-offline-files').textContent).toBe('—');
  });

  it("after a clear: 'Not offline-ready' while the worker fetches the build again, 'Offline ready' once it holds it all", async () => {
    // The worker's precache: full before the clear, then filling up a third at a time.
    let offline = READY;
    const steps = [{ ...READY, ready: false, restoring: true, cached: 0 }, { ...READY, ready: false, restoring: true, cached: 20 }, READY];
    const received: string[] = [];
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        controller: {
          postMessage(message: { type: string }, transfer: MessagePort[]) {
            received.push(message.type);
            if (message.type === 'CLEAR_CACHE') {
              offline = steps.shift()!;
              transfer[0]!.postMessage({ type: 'CACHE_CLEARED' });
            } else if (message.type === 'GET_OFFLINE_STATUS') {
              transfer[0]!.postMessage(offline);
              if (offline.restoring) offline = steps.shift()!;
            } else if (OK[message.type]) {
              transfer[0]!.postMessage(OK[message.type]);
            }
          },
        },
        getRegistration: async () => undefined,
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
    renderPanel();
    const state = () => screen.getByTestId('cache-offline-state').textContent;
    await waitFor(() => expect(state()).toBe('Offline ready'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear All Caches' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear Caches' }));
    expect(await screen.findByText('All caches cleared successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('cache-offline-files').textContent).toBe('0 of 40'));
    expect(state()).toBe('Not offline-ready');
    expect(screen.getByTestId('cache-offline-hint').textContent).toBe('Downloading the site for offline use: 0 of 40 files...');
    await waitFor(() => expect(screen.getByTestId('cache-offline-files').textContent).toBe('20 of 40'));
    expect(state()).toBe('Not offline-ready');
    await waitFor(() => expect(state()).toBe('Offline ready'));
    expect(screen.getByTestId('cache-offline-files').textContent).toBe('40 of 40');
    expect(screen.queryByTestId('cache-offline-hint')).toBeNull();
    const asked = received.filter((t) => t === 'GET_OFFLINE_STATUS').length;
    // Once ready, the quick follow-up stops (the 30-second reload remains).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(received.filter((t) => t === 'GET_OFFLINE_STATUS').length).toBe(asked);
  });

  it('hides the message after 5 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    installWorker(null);
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Cache' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByText('Error refreshing cache. Please try again.')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4_900);
    });
    expect(screen.queryByText('Error refreshing cache. Please try again.')).not.toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByText('Error refreshing cache. Please try again.')).toBeNull();
  });
});
