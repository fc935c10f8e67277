import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobFiltersBar, TEXT_FILTER_DEBOUNCE_MS, type JobFiltersWriteOptions } from './JobFiltersBar';
import type { JobSearch } from './job-filters';

/** The bar wired to a state that stands in for the URL. */
function Harness({ initial, onWrite }: { initial: JobSearch; onWrite: (s: JobSearch, options?: JobFiltersWriteOptions) => void }) {
  const [search, setSearch] = useState(initial);
  return (
    <MantineProvider>
      <JobFiltersBar
        value={search}
        onChange={(next, options) => {
          if (options) onWrite(next, options);
          else onWrite(next);
          setSearch(next);
        }}
      />
      <button type="button" onClick={() => setSearch({})}>
        external clear
      </button>
      <button type="button" onClick={() => setSearch({ query: 'forklift' })}>
        external forklift
      </button>
    </MantineProvider>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('JobFiltersBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the filters from the URL, Part-Time selecting Part-time', () => {
    render(<Harness initial={{ query: 'driver', location: 'Milton', type: 'Part-Time', category: 'warehouse' }} onWrite={() => {}} />);
    expect(input('Keywords').value).toBe('driver');
    expect(input('Location').value).toBe('Milton');
    expect(input('Job Type').value).toBe('Part-time');
    expect(input('Category').value).toBe('Warehouse');
  });

  it('applies typing after a pause, at once on submit, and selects immediately', () => {
    const onWrite = vi.fn();
    render(<Harness initial={{}} onWrite={onWrite} />);
    fireEvent.change(input('Keywords'), { target: { value: 'fork' } });
    expect(onWrite).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(TEXT_FILTER_DEBOUNCE_MS));
    expect(onWrite).toHaveBeenLastCalledWith({ query: 'fork' });

    fireEvent.change(input('Keywords'), { target: { value: 'forklift' } });
    fireEvent.submit(input('Keywords').closest('form')!);
    expect(onWrite).toHaveBeenLastCalledWith({ query: 'forklift' });
    expect(input('Keywords').value).toBe('forklift');

    fireEvent.change(input('Job Type'), { target: { value: 'Contract' } });
    expect(onWrite).toHaveBeenLastCalledWith({ query: 'forklift', type: 'Contract' });
    fireEvent.change(input('Category'), { target: { value: 'Sales' } });
    expect(onWrite).toHaveBeenLastCalledWith({ query: 'forklift', type: 'Contract', category: 'Sales' });
    fireEvent.change(input('Job Type'), { target: { value: 'all' } });
    expect(onWrite).toHaveBeenLastCalledWith({ query: 'forklift', category: 'Sales' });

    // No stray debounced write is left behind by the submit.
    const calls = onWrite.mock.calls.length;
    act(() => vi.advanceTimersByTime(TEXT_FILTER_DEBOUNCE_MS * 2));
    expect(onWrite.mock.calls.length).toBe(calls);
  });

  it('follows a change of the URL from elsewhere (Clear Filters)', () => {
    render(<Harness initial={{ query: 'driver', location: 'Brampton', type: 'Remote' }} onWrite={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'external clear' }));
    expect(input('Keywords').value).toBe('');
    expect(input('Location').value).toBe('');
    expect(input('Job Type').value).toBe('all');
  });

  it('after its own writes, Back and Forward to earlier searches show their words', () => {
    const onWrite = vi.fn();
    render(<Harness initial={{}} onWrite={onWrite} />);
    const external = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    const form = () => input('Keywords').closest('form')!;
    fireEvent.change(input('Keywords'), { target: { value: 'forklift' } });
    fireEvent.submit(form());
    fireEvent.change(input('Keywords'), { target: { value: '' } });
    fireEvent.submit(form());
    expect(onWrite.mock.calls).toEqual([[{ query: 'forklift' }], [{}]]);

    external('external forklift'); // Back
    expect(input('Keywords').value).toBe('forklift');
    external('external clear'); // Back again: the same search the bar wrote last, yet not its echo
    expect(input('Keywords').value).toBe('');
    external('external forklift'); // Forward
    expect(input('Keywords').value).toBe('forklift');
  });

  it('typing with pauses is one history entry: later pauses replace the entry the first one made', () => {
    const onWrite = vi.fn();
    render(<Harness initial={{ type: 'Contract' }} onWrite={onWrite} />);
    const pause = () => act(() => vi.advanceTimersByTime(TEXT_FILTER_DEBOUNCE_MS));
    fireEvent.change(input('Keywords'), { target: { value: 'fork' } });
    pause();
    fireEvent.change(input('Keywords'), { target: { value: 'forklift' } });
    pause();
    fireEvent.change(input('Location'), { target: { value: 'Milton' } });
    pause();
    expect(onWrite.mock.calls).toEqual([
      [{ query: 'fork', type: 'Contract' }],
      [{ query: 'forklift', type: 'Contract' }, { replace: true }],
      [{ query: 'forklift', location: 'Milton', type: 'Contract' }, { replace: true }],
    ]);

    // Anything else in between (a select, the URL changed from elsewhere) ends it: the next pause adds an entry.
    fireEvent.change(input('Category'), { target: { value: 'Sales' } });
    expect(onWrite).toHaveBeenLastCalledWith({ query: 'forklift', location: 'Milton', type: 'Contract', category: 'Sales' });
    fireEvent.change(input('Keywords'), { target: { value: 'driver' } });
    pause();
    expect(onWrite).toHaveBeenLastCalledWith({ query: 'driver', location: 'Milton', type: 'Contract', category: 'Sales' });
    fireEvent.click(screen.getByRole('button', { name: 'external clear' }));
    fireEvent.change(input('Keywords'), { target: { value: 'picker' } });
    pause();
    expect(onWrite).toHaveBeenLastCalledWith({ query: 'picker' });

    // A pause that changes nothing writes nothing.
    const calls = onWrite.mock.calls.length;
    fireEvent.change(input('Keywords'), { target: { value: 'picker ' } });
    pause();
    expect(onWrite.mock.calls.length).toBe(calls);
  });

  it('Enter after a pause settles the words: clearing them afterwards is a new entry', () => {
    const onWrite = vi.fn();
    render(<Harness initial={{}} onWrite={onWrite} />);
    const pause = () => act(() => vi.advanceTimersByTime(TEXT_FILTER_DEBOUNCE_MS));
    fireEvent.change(input('Keywords'), { target: { value: 'forklift' } });
    pause();
    fireEvent.submit(input('Keywords').closest('form')!);
    fireEvent.change(input('Keywords'), { target: { value: '' } });
    pause();
    expect(onWrite.mock.calls).toEqual([[{ query: 'forklift' }], [{}]]);
  });
});
