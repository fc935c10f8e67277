import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { afterEach, beforeEach, vi, type Mock } from 'vitest';
import { createQueryClient, queryClient } from './lib/trpc';

/**
 * Renders a component inside the providers the app gives it: the theme and a query client, a fresh
 * one unless given (admin pages are tested with the app's shared `queryClient`, which they invalidate).
 */
export function renderWithProviders(ui: ReactElement, client: QueryClient = createQueryClient()) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * For a suite of form tests: a fetch mock stubbed in before each test (reset, with `mocks`, e.g.
 * the notify mock) and unstubbed after it.
 */
export function stubFetchEachTest(...mocks: Mock[]) {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    for (const mock of mocks) mock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}

/**
 * Renders an admin page (or panel) at `search` with the app's shared query client; returns the
 * spy given as its onSearchChange.
 */
export function renderAdminPage<S>(Page: ComponentType<{ search: S; onSearchChange: Mock }>, search: S) {
  const onSearchChange = vi.fn();
  renderWithProviders(<Page search={search} onSearchChange={onSearchChange} />, queryClient);
  return onSearchChange;
}

/**
 * For a suite of admin page tests: `mocks` reset before each test; after it, the shared query
 * client emptied and fetch (a trpcServer) unstubbed.
 */
export function resetAdminPageEachTest(...mocks: Mock[]) {
  beforeEach(() => {
    for (const mock of mocks) mock.mockReset();
  });
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });
}

/**
 * @tanstack/react-router for components tested without a router: Link as a plain anchor, its path
 * params filled in. Use: vi.mock('@tanstack/react-router', async () => (await import('../../test-utils')).routerLinkMock).
 */
export const routerLinkMock = {
  Link: ({ to, params, children, ...rest }: { to: string; params?: Record<string, string>; children: ReactNode }) => (
    <a
      href={to
        .split('/')
        .map((segment) => (segment.startsWith('$') ? (params?.[segment.slice(1)] ?? '') : segment))
        .join('/')}
      {...rest}
    >
      {children}
    </a>
  ),
};

/** The input whose label starts with `label` (labels may carry a required asterisk). */
export const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

export const typeInto = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** A successful answer of the tRPC batch link, as fetch would return it. */
export const trpcOk = (data: unknown) => new Response(JSON.stringify([{ result: { data } }]), { status: 200, headers: { 'content-type': 'application/json' } });

/** A procedure of the fake tRPC server: takes whatever input the page sends. */
type TrpcHandler = (input: any) => unknown;

/** Thrown by a trpcServer handler: the procedure answers this tRPC error (e.g. NOT_FOUND, 404). */
export class TrpcTestError extends Error {
  readonly code: string;
  readonly httpStatus: number;
  constructor(code: string, httpStatus: number, message: string) {
    super(message);
    this.code = code;
    this.httpStatus = httpStatus;
  }
}

/**
 * A fake tRPC server for page tests: answers the batch link's requests (queries by GET, mutations
 * by POST) from `handlers`, keyed by procedure ('lead.list'), and records every call.
 * `named(procedure)` lists the inputs that procedure was called with, in order.
 * Undo with vi.unstubAllGlobals().
 */
export function trpcServer(handlers: Record<string, TrpcHandler>) {
  const calls: { name: string; input: any }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, 'http://localhost');
      const names = parsed.pathname.replace(/^\/trpc\//, '').split(',');
      const inputs = (init?.method === 'POST' ? JSON.parse(String(init.body)) : JSON.parse(parsed.searchParams.get('input') ?? '{}')) as Record<
        string,
        unknown
      >;
      let status = 200;
      const body = names.map((name, i) => {
        calls.push({ name, input: inputs[i] });
        const handler = handlers[name];
        if (!handler) throw new Error(`trpcServer: no handler for ${name}`);
        try {
          return { result: { data: handler(inputs[i]) } };
        } catch (error) {
          if (!(error instanceof TrpcTestError)) throw error;
          status = names.length === 1 ? error.httpStatus : 207;
          return { error: { message: error.message, code: -32000, data: { code: error.code, httpStatus: error.httpStatus, path: name } } };
        }
      });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return { calls, named: (name: string) => calls.filter((c) => c.name === name).map((c) => c.input) };
}

/**
 * The spam trap left out of a form's unit test (its own test covers it): no token fetch to mock,
 * values sent as typed. Use: vi.mock('../../lib/spam-trap', async () => (await import('../../test-utils')).noSpamTrap).
 */
export const noSpamTrap = {
  useSpamTrap: () => ({ honeypot: null, ready: true, stamp: async <T,>(values: T) => values }),
  withSpamTrap: <T,>(options: T) => options,
};
