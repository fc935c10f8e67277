import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from './lib/trpc';

/** Renders a component inside the providers the app gives it (theme, a fresh query client). */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

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
