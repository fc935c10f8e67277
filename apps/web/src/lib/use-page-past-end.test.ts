import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePagePastEnd } from './use-page-past-end';

const page = (page: number, items: number, total: number) => ({ items: Array.from({ length: items }), total, page, limit: 10 });

describe('usePagePastEnd', () => {
  it('asks once for the last page when a page past the end comes back empty', () => {
    const first = vi.fn();
    const { result, rerender } = renderHook(({ list, toPage }) => usePagePastEnd(list, toPage), { initialProps: { list: page(5, 0, 23), toPage: first } });
    expect(result.current).toBe(3);
    expect(first).toHaveBeenCalledExactlyOnceWith(3);
    // Another render with the same answer (a new callback, as every render makes) asks nothing more.
    const later = vi.fn();
    rerender({ list: page(5, 0, 23), toPage: later });
    expect(first).toHaveBeenCalledTimes(1);
    expect(later).not.toHaveBeenCalled();
  });

  it('answers page 1 as no page, and the newest callback is the one asked', () => {
    const stale = vi.fn();
    const fresh = vi.fn();
    const { rerender } = renderHook(({ list, toPage }) => usePagePastEnd(list, toPage), { initialProps: { list: page(1, 3, 3), toPage: stale } });
    rerender({ list: page(2, 0, 3), toPage: fresh });
    expect(stale).not.toHaveBeenCalled();
    expect(fresh).toHaveBeenCalledExactlyOnceWith(undefined);
  });

  it('does nothing on a page with rows, an empty list or before an answer', () => {
    const toPage = vi.fn();
    for (const list of [page(2, 4, 14), page(1, 0, 0), page(3, 0, 0), undefined]) {
      const { result } = renderHook(() => usePagePastEnd(list, toPage));
      expect(result.current).toBeNull();
    }
    expect(toPage).not.toHaveBeenCalled();
  });
});
