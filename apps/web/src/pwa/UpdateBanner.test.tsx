import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme';
import { UpdateBanner } from './UpdateBanner';
import { setWaitingWorker } from './update-store';

const renderBanner = (reload = vi.fn()) => {
  render(
    <MantineProvider theme={theme}>
      <UpdateBanner reload={reload} />
    </MantineProvider>,
  );
  return reload;
};

const waitingWorker = () => ({ postMessage: vi.fn() });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => setWaitingWorker(null));
  vi.useRealTimers();
});

describe('UpdateBanner', () => {
  it('stays hidden until a new worker is waiting', () => {
    renderBanner();
    expect(screen.queryByRole('button', { name: 'Update Now' })).toBeNull();
    act(() => setWaitingWorker(waitingWorker()));
    expect(screen.getByRole('button', { name: 'Update Now' })).toBeTruthy();
    expect(screen.getByText('A new version is available')).toBeTruthy();
  });

  it("'Update Now' asks the waiting worker to skip waiting and reloads after 500 ms", () => {
    const reload = renderBanner();
    const worker = waitingWorker();
    act(() => setWaitingWorker(worker));
    fireEvent.click(screen.getByRole('button', { name: 'Update Now' }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }, []);
    act(() => vi.advanceTimersByTime(499));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('can be dismissed', () => {
    const reload = renderBanner();
    act(() => setWaitingWorker(waitingWorker()));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss update' }));
    expect(screen.queryByRole('button', { name: 'Update Now' })).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('dismisses itself after 10 seconds', () => {
    renderBanner();
    act(() => setWaitingWorker(waitingWorker()));
    act(() => vi.advanceTimersByTime(9_999));
    expect(screen.getByRole('button', { name: 'Update Now' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('button', { name: 'Update Now' })).toBeNull();
  });
});
