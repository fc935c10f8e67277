import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { ADMIN_ME_QUERY_KEY, AdminAuthProvider, endAdminSession, isUnauthorizedError, takeAdminSessionEnded, useAdminAuth, type AdminUser } from './admin-auth';
import { createQueryClient } from './trpc';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

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
    routeFetch({ 'GET /api/admin/session': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { result } = setup();
    expect(result.current.loading).toBe(true);
    expect(result.current.user).toBeNull();
    await act(async () => answer(json(200, { user: { id: 7, username: 'chris' } })));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toMatchObject({ id: 7, username: 'chris' });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
  });

  it('treats no session (user null), a non-ok identity answer or a network failure as signed out', async () => {
    for (const answer of [
      () => json(200, { user: null }),
      () => json(500, { message: 'Something went wrong' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      routeFetch({ 'GET /api/admin/session': answer });
      const check = setup();
      await waitFor(() => expect(check.result.current.loading).toBe(false));
      expect(check.result.current.user).toBeNull();
      check.unmount();
    }
  });

  it('login sets the user and answers true; a rejected login answers false and leaves the user unchanged', async () => {
    routeFetch({
      'GET /api/admin/session': () => json(200, { user: null }),
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
    await waitFor(() => expect(result.current.user).toMatchObject({ id: 1, username: 'admin' }));
    expect(result.current.lastLoginFailure).toBeNull();
    const loginCall = fetchMock.mock.calls.find((c) => c[0] === '/api/admin/login');
    expect(loginCall?.[1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect((loginCall?.[1]?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('login answers false on a network error', async () => {
    routeFetch({
      'GET /api/admin/session': () => json(200, { user: null }),
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

  it('login tells MFA_REQUIRED apart, and sends the code once given', async () => {
    const bodies: unknown[] = [];
    routeFetch({
      'GET /api/admin/session': () => json(200, { user: null }),
      'POST /api/admin/login': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { code?: string };
        bodies.push(body);
        return body.code === '123456'
          ? json(200, { id: 3, username: 'sam', role: 'editor', email: null, mfaEnabled: true, mfaRequired: false })
          : json(401, { code: 'MFA_REQUIRED', message: 'Enter the code' });
      },
    });
    const { result } = setup();
    await waitFor(() => expect(result.current.loading).toBe(false));
    const onFailure = vi.fn();
    let ok = true;
    await act(async () => {
      ok = await result.current.login('sam', 'pw', onFailure);
    });
    expect(ok).toBe(false);
    expect(onFailure).toHaveBeenCalledWith({ kind: 'rejected', status: 401, message: 'Enter the code', code: 'MFA_REQUIRED' });
    await act(async () => {
      ok = await result.current.login('sam', 'pw', onFailure, '123456');
    });
    expect(ok).toBe(true);
    expect(bodies).toEqual([
      { username: 'sam', password: 'pw' },
      { username: 'sam', password: 'pw', code: '123456' },
    ]);
    await waitFor(() => expect(result.current.user).toMatchObject({ username: 'sam', mfaEnabled: true, mfaRequired: false }));
  });

  it('logout clears the user and cached admin data even when the call fails (error only logged)', async () => {
    routeFetch({
      'GET /api/admin/session': () => json(200, { user: { id: 1, username: 'admin', role: 'owner', email: null, mfaEnabled: false } }),
      'POST /api/admin/logout': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { result, queryClient } = setup();
    await waitFor(() => expect(result.current.user).toMatchObject({ id: 1, username: 'admin' }));
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

/** A tRPC error as the client raises it for an answer with this code and HTTP status. */
const trpcError = (code: string, httpStatus: number) =>
  TRPCClientError.from({ error: { message: code, code: -32001, data: { code, httpStatus, path: 'application.list' } } });

describe('a session ended by the server', () => {
  const admin: AdminUser = { id: 1, username: 'admin', role: 'owner', email: null, mfaEnabled: false, mfaRequired: false };

  it('recognises tRPC UNAUTHORIZED and HTTP 401 answers only', () => {
    expect(isUnauthorizedError(trpcError('UNAUTHORIZED', 401))).toBe(true);
    expect(isUnauthorizedError({ status: 401 })).toBe(true);
    expect(isUnauthorizedError(trpcError('FORBIDDEN', 403))).toBe(false);
    expect(isUnauthorizedError(trpcError('BAD_REQUEST', 400))).toBe(false);
    expect(isUnauthorizedError(new TRPCClientError('Failed to fetch'))).toBe(false);
    expect(isUnauthorizedError(new Error('401: Unauthorized'))).toBe(false);
    expect(isUnauthorizedError(null)).toBe(false);
  });

  it('endAdminSession clears the identity and admin data and marks the ending, once', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(ADMIN_ME_QUERY_KEY, admin);
    queryClient.setQueryData([['application', 'list'], { type: 'query' }], { items: [] });

    expect(endAdminSession(queryClient)).toBe(true);
    expect(queryClient.getQueryData(ADMIN_ME_QUERY_KEY)).toBeNull();
    expect(queryClient.getQueryData([['application', 'list'], { type: 'query' }])).toBeUndefined();
    // A second refused call of the same ending changes nothing.
    expect(endAdminSession(queryClient)).toBe(false);
    expect(takeAdminSessionEnded(queryClient)).toBe(true);
    // Read once.
    expect(takeAdminSessionEnded(queryClient)).toBe(false);
  });

  it('does nothing without a signed-in admin (a failed login, a public page)', () => {
    const queryClient = new QueryClient();
    expect(endAdminSession(queryClient)).toBe(false);
    queryClient.setQueryData(ADMIN_ME_QUERY_KEY, null);
    expect(endAdminSession(queryClient)).toBe(false);
    expect(takeAdminSessionEnded(queryClient)).toBe(false);
  });

  it('the app query client ends the session on any refused query or mutation, and only then', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(ADMIN_ME_QUERY_KEY, admin);

    await queryClient.prefetchQuery({ queryKey: ['other'], queryFn: () => Promise.reject(trpcError('NOT_FOUND', 404)) });
    await expect(
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => Promise.reject(trpcError('BAD_REQUEST', 400)) })
        .execute(undefined),
    ).rejects.toThrow();
    expect(queryClient.getQueryData(ADMIN_ME_QUERY_KEY)).toEqual(admin);

    await queryClient.prefetchQuery({ queryKey: ['application', 'list'], queryFn: () => Promise.reject(trpcError('UNAUTHORIZED', 401)) });
    expect(queryClient.getQueryData(ADMIN_ME_QUERY_KEY)).toBeNull();
    expect(takeAdminSessionEnded(queryClient)).toBe(true);

    queryClient.setQueryData(ADMIN_ME_QUERY_KEY, admin);
    await expect(
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: () => Promise.reject(trpcError('UNAUTHORIZED', 401)) })
        .execute(undefined),
    ).rejects.toThrow();
    expect(queryClient.getQueryData(ADMIN_ME_QUERY_KEY)).toBeNull();
    expect(takeAdminSessionEnded(queryClient)).toBe(true);
  });

  it('login and logout leave no stale mark behind', async () => {
    routeFetch({
      'GET /api/admin/session': () => json(200, { user: { id: 1, username: 'admin', role: 'owner', email: null, mfaEnabled: false } }),
      'POST /api/admin/logout': () => json(200, { success: true }),
      'POST /api/admin/login': () => json(200, { id: 1, username: 'admin', role: 'owner', email: null, mfaEnabled: false }),
    });
    const { result, queryClient } = setup();
    await waitFor(() => expect(result.current.user).toMatchObject(admin));
    queryClient.setQueryData(['admin-auth', 'session-ended'], true);
    await act(async () => {
      await result.current.logout();
    });
    expect(takeAdminSessionEnded(queryClient)).toBe(false);

    queryClient.setQueryData(['admin-auth', 'session-ended'], true);
    await act(async () => {
      await result.current.login('admin', 'pw');
    });
    expect(takeAdminSessionEnded(queryClient)).toBe(false);
  });
});
