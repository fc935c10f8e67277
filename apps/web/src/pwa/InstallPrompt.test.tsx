import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { theme } from '../theme';
import { createQueryClient } from '../lib/trpc';
import { InstallPrompt } from './InstallPrompt';
import { INSTALL_DISMISSED_KEY } from './install';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
  event.prompt = vi.fn(async () => {});
  event.userChoice = Promise.resolve({ outcome });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const renderPrompt = (userAgent: string) =>
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <InstallPrompt userAgent={userAgent} />
      </QueryClientProvider>
    </MantineProvider>,
  );

beforeEach(() => window.sessionStorage.clear());
afterEach(() => window.sessionStorage.clear());

describe('InstallPrompt', () => {
  it('never shows outside Android', () => {
    renderPrompt(DESKTOP);
    const event = offerInstall();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    expect(event.defaultPrevented).toBe(false);
  });

  it('shows on Android when the browser offers installation, and installs', async () => {
    renderPrompt(ANDROID);
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    const event = offerInstall('accepted');
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    await act(async () => {});
    expect(event.prompt).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it("'Later' hides it and remembers that for the session", () => {
    renderPrompt(ANDROID);
    offerInstall();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    expect(window.sessionStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1');
    offerInstall();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('the dismiss button hides it too, and a new page in the same session does not show it', () => {
    const first = renderPrompt(ANDROID);
    offerInstall();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    first.unmount();
    renderPrompt(ANDROID);
    offerInstall();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('hides once the app is installed', () => {
    renderPrompt(ANDROID);
    offerInstall();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });
});
