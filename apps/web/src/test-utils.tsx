import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
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
export const trpcOk = (data: unknown) =>
  new Response(JSON.stringify([{ result: { data } }]), { status: 200, headers: { 'content-type': 'application/json' } });

/**
 * The spam trap left out of a form's unit test (its own test covers it): no token fetch to mock,
 * values sent as typed. Use: vi.mock('../../lib/spam-trap', async () => (await import('../../test-utils')).noSpamTrap).
 */
export const noSpamTrap = {
  useSpamTrap: () => ({ honeypot: null, ready: true, stamp: async <T,>(values: T) => values }),
  withSpamTrap: <T,>(options: T) => options,
};
