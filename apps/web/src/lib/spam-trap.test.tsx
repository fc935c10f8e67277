import { render, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './trpc';
import { useSpamTrap, withSpamTrap } from './spam-trap';
import { trpcOk } from '../test-utils';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useSpamTrap', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the token and the empty honeypot, waiting out the minimum fill time when the form is sent at once', async () => {
    // When the token was answered: the form counts its fill time from then (or later).
    let answeredAt = Infinity;
    fetchMock.mockImplementation(async () => {
      answeredAt = Date.now();
      return trpcOk({ token: 'f1.abc.sig', minFillMs: 400 });
    });
    const { result } = renderHook(() => useSpamTrap(), { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/trpc/form.token');
    render(<form>{result.current.honeypot}</form>);
    // Wait for the token to arrive, then send at once: the stamp holds the values back until the
    // minimum fill time has passed since the token arrived (however long noticing it took).
    await waitFor(() => expect(result.current.ready).toBe(true));
    const stamped = await result.current.stamp({ name: 'Pat' });
    expect(stamped).toEqual({ name: 'Pat', website: '', formToken: 'f1.abc.sig' });
    // (Timers may fire a millisecond or two early.)
    expect(Date.now()).toBeGreaterThanOrEqual(answeredAt + 395);
    // Sent later, nothing waits (no second minimum fill time).
    const later = Date.now();
    await result.current.stamp({ name: 'Pat' });
    expect(Date.now() - later).toBeLessThan(400);
  });

  it('the honeypot is out of sight and reach: hidden from assistive technology, out of the tab order', () => {
    fetchMock.mockResolvedValue(trpcOk({ token: 't', minFillMs: 0 }));
    const { result } = renderHook(() => useSpamTrap(), { wrapper });
    const { container } = render(<form>{result.current.honeypot}</form>);
    const input = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(input.tabIndex).toBe(-1);
    expect(input.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(input.getAttribute('autocomplete')).toBe('off');
  });

  it('without a token (the fetch failed) the form is still sent, judged by the honeypot alone', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const { result } = renderHook(() => useSpamTrap(), { wrapper });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await result.current.stamp({ email: 'a@b.ca' })).toEqual({ email: 'a@b.ca', website: '' });
  });

  it('a dialog asks for its token only when it opens', async () => {
    fetchMock.mockResolvedValue(trpcOk({ token: 't', minFillMs: 0 }));
    const { rerender } = renderHook(({ enabled }) => useSpamTrap({ enabled }), { wrapper, initialProps: { enabled: false } });
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('withSpamTrap sends what the stamp gives', async () => {
    const send = vi.fn(async (v: unknown) => v);
    const options = withSpamTrap({ mutationFn: send as never }, { honeypot: null, ready: true, stamp: async (v) => ({ ...v, website: 'x' }) });
    await (options.mutationFn as (v: unknown, c: never) => Promise<unknown>)({ a: 1 }, undefined as never);
    expect(send).toHaveBeenCalledWith({ a: 1, website: 'x' }, undefined);
  });
});
