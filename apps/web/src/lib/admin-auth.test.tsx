import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminAuthProvider, useAdminAuth } from './admin-auth';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

let fetchMock: ReturnType<typeof vi.fn>;
function routeFetch(handlers: Record<string, Handler>) {
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const handler = handlers[`${init?.method ?? 'GET'} ${url}`];
    if (!handler) throw new Error(`unexpected ${init?.method ?? 'GET'} ${url}`);
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
}

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AdminAuthProvider>{children}</AdminAuthProvider>
    </QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useAdminAuth(), { wrapper }) };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AdminAuthProvider', () => {
  it('is loading until the identity check finishes, then holds the admin', async () => {
    let answer: (r: Response) => void = () => {};
    routeFetch({ 'GET /api/admin/me': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { result } = setup();
    expect(result.current.loading).toBe(true);
    expect(result.current.user).toBeNull();
    await act(async () => answer(json(200, { id: 7, username: 'chris' })));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toEqual({ id: 7, username: 'chris' });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('treats a non-ok identity answer or a network failure as signed out', async () => {
    routeFetch({ 'GET /api/admin/me': () => json(401, { message: 'Not authenticated' }) });
    const first = setup();
    await waitFor(() => expect(first.result.current.loading).toBe(false));
    expect(first.result.current.user).toBeNull();
    first.unmount();

    routeFetch({ 'GET /api/admin/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    const second = setup();
    await waitFor(() => expect(second.result.current.loading).toBe(false));
    expect(second.result.current.user).toBeNull();
  });

  it('login sets the user and answers true; a rejected login answers false and leaves the user unchanged', async () => {
    routeFetch({
      'GET /api/admin/me': () => json(401, {}),
      'POST /api/admin/login': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { username: string; password: string };
        return body.password === 'right'
          ? json(200, { id: 1, username: body.username, lastLoginAt: null })
          : json(401, { message: 'Invalid username or password' });
      },
    });
    const { result } = setup();
    await waitFor(() => expect(result.current.loading).toBe(false));

    let ok = true;
    await act(async () => {
      ok = await result.current.login('admin', 'wrong');
    });
    expect(ok).toBe(false);
    expect(result.current.user).toBeNull();
    expect(result.current.lastLoginFailure).toEqual({ kind: 'rejected', status: 401, message: 'Invalid username or password' });

    await act(async () => {
      ok = await result.current.login('admin', 'right');
    });
    expect(ok).toBe(true);
    await waitFor(() => expect(result.current.user).toEqual({ id: 1, username: 'admin' }));
    expect(result.current.lastLoginFailure).toBeNull();
    const loginCall = fetchMock.mock.calls.find((c) => c[0] === '/api/admin/login');
    expect(loginCall?.[1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect((loginCall?.[1]?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('login answers false on a network error', async () => {
    routeFetch({
      'GET /api/admin/me': () => json(401, {}),
      'POST /api/admin/login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { result } = setup();
    await waitFor(() => expect(result.current.loading).toBe(false));
    let ok = true;
    const onFailure = vi.fn();
    await act(async () => {
      ok = await result.current.login('admin', 'pw', onFailure);
    });
    expect(ok).toBe(false);
    expect(onFailure).toHaveBeenCalledWith({ kind: 'network' });
    await waitFor(() => expect(result.current.lastLoginFailure).toEqual({ kind: 'network' }));
  });

  it('logout clears the user and cached admin data even when the call fails (error only logged)', async () => {
    routeFetch({
      'GET /api/admin/me': () => json(200, { id: 1, username: 'admin' }),
      'POST /api/admin/logout': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { result, queryClient } = setup();
    await waitFor(() => expect(result.current.user).toEqual({ id: 1, username: 'admin' }));
    queryClient.setQueryData([['job', 'pending'], { type: 'query' }], [{ id: 1 }]);

    await act(async () => {
      await result.current.logout();
    });
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(queryClient.getQueryData([['job', 'pending'], { type: 'query' }])).toBeUndefined();
    expect(console.error).toHaveBeenCalled();
  });

  it('useAdminAuth outside the provider throws', () => {
    const Probe = () => {
      useAdminAuth();
      return null;
    };
    expect(() => render(<Probe />)).toThrow('useAdminAuth must be used within an AdminAuthProvider');
    expect(screen.queryByText('x')).toBeNull();
  });
});
