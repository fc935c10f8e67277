import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobFiltersBar, TEXT_FILTER_DEBOUNCE_MS } from './JobFiltersBar';
import type { JobSearch } from './job-filters';

/** The bar wired to a state that stands in for the URL. */
function Harness({ initial, onWrite }: { initial: JobSearch; onWrite: (s: JobSearch) => void }) {
  const [search, setSearch] = useState(initial);
  return (
    <MantineProvider>
      <JobFiltersBar
        value={search}
        onChange={(next) => {
          onWrite(next);
          setSearch(next);
        }}
      />
      <button type="button" onClick={() => setSearch({})}>
        external clear
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
});
