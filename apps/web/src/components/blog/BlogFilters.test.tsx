import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogFilters } from './BlogFilters';
import type { BlogSearch } from './blog';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-search-text';

const CATEGORIES = [
  { name: 'Hiring Tips', count: 3 },
  { name: 'Transportation', count: 2 },
];

/** The filters wired to a state that stands in for the URL. */
function Harness({ initial, onWrite }: { initial: BlogSearch; onWrite: (s: BlogSearch, options?: { replace?: boolean }) => void }) {
  const [search, setSearch] = useState(initial);
  return (
    <MantineProvider>
      <BlogFilters
        value={search}
        categories={CATEGORIES}
        onChange={(next, options) => {
          onWrite(next, options);
          setSearch(next);
        }}
      />
      <button type="button" onClick={() => setSearch({ search: 'from back' })}>
        go back
      </button>
    </MantineProvider>
  );
}

const box = () => screen.getByLabelText('Search articles') as HTMLInputElement;
const category = (name: string) => screen.getByRole('button', { name });

describe('BlogFilters', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the search and the chosen category from the URL, with the counts of the categories', () => {
    render(<Harness initial={{ search: 'forklift', category: 'transportation' }} onWrite={() => {}} />);
    expect(box().value).toBe('forklift');
    expect(category('Transportation').getAttribute('aria-pressed')).toBe('true');
    expect(category('All').getAttribute('aria-pressed')).toBe('false');
    expect(category('Hiring Tips').textContent).toContain('3');
  });

  it('writes the typed text once typing pauses, replacing the history entry and going back to page 1', () => {
    const onWrite = vi.fn();
    render(<Harness initial={{ page: 3, category: 'Hiring Tips' }} onWrite={onWrite} />);
    fireEvent.change(box(), { target: { value: 'fork' } });
    fireEvent.change(box(), { target: { value: 'forklift ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(onWrite).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(onWrite).toHaveBeenCalledTimes(1);
    expect(onWrite).toHaveBeenLastCalledWith({ category: 'Hiring Tips', search: 'forklift', page: undefined }, { replace: true });
    // The echo of its own write keeps what was typed (the trailing space included).
    expect(box().value).toBe('forklift ');
  });

  it('writes at once on Enter, and clearing the box removes the search', () => {
    const onWrite = vi.fn();
    render(<Harness initial={{ search: 'old' }} onWrite={onWrite} />);
    fireEvent.change(box(), { target: { value: 'cusma' } });
    fireEvent.submit(box().closest('form')!);
    expect(onWrite).toHaveBeenLastCalledWith({ search: 'cusma', page: undefined }, { replace: true });
    fireEvent.change(box(), { target: { value: '   ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(onWrite).toHaveBeenLastCalledWith({ search: undefined, page: undefined }, { replace: true });
    const calls = onWrite.mock.calls.length;
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(onWrite.mock.calls.length).toBe(calls);
  });

  it('a category button applies at once as a new history entry; All removes the category', () => {
    const onWrite = vi.fn();
    render(<Harness initial={{ search: 'truck', page: 2 }} onWrite={onWrite} />);
    fireEvent.click(category('Transportation'));
    expect(onWrite).toHaveBeenLastCalledWith({ search: 'truck', category: 'Transportation', page: undefined }, undefined);
    expect(category('Transportation').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(category('All'));
    expect(onWrite).toHaveBeenLastCalledWith({ search: 'truck', category: undefined, page: undefined }, undefined);
  });

  it('follows the URL when it changes elsewhere (Back)', () => {
    render(<Harness initial={{ search: 'forklift' }} onWrite={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'go back' }));
    expect(box().value).toBe('from back');
  });
});
