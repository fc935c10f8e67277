import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnimatedCounter } from './AnimatedCounter';

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observerCallback: ObserverCallback | undefined;
let observerOptions: IntersectionObserverInit | undefined;

class FakeIntersectionObserver {
  constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
    observerCallback = callback;
    observerOptions = options;
  }
  observe() {}
  disconnect() {}
  unobserve() {}
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

const reveal = (ratio = 0.3) => act(() => observerCallback?.([{ isIntersecting: true, intersectionRatio: ratio }]));

describe('AnimatedCounter', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    observerCallback = undefined;
    setReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.matchMedia = original;
  });

  it('waits until 30% visible, then counts up over 2500 ms after a 300 ms delay', () => {
    render(<AnimatedCounter value={1485} />);
    expect(observerOptions?.threshold).toBe(0.3);
    expect(screen.getByText('0+')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('0+')).toBeTruthy();

    reveal();
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByText('0+')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1300));
    const mid = Number(screen.getByText(/\+$/).textContent!.replace(/[,+]/g, ''));
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(1485);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByText('1,485+')).toBeTruthy();
  });

  it('ignores a barely visible counter', () => {
    render(<AnimatedCounter value={740} />);
    reveal(0.1);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('0+')).toBeTruthy();
  });

  it('starts once the value arrives when already visible', () => {
    const { rerender } = render(<AnimatedCounter value={undefined} />);
    reveal();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('0+')).toBeTruthy();
    rerender(<AnimatedCounter value={501} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('501+')).toBeTruthy();
  });

  it('shows the final value at once for reduced motion, seen or not', () => {
    setReducedMotion(true);
    render(<AnimatedCounter value={12500} />);
    expect(screen.getByText('12,500+').dataset.state).toBe('done');
    reveal();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('12,500+').dataset.state).toBe('done');
  });

  it("is the final value in the server's page (no JavaScript, crawlers, reduced motion before the page runs)", () => {
    const html = renderToString(<AnimatedCounter value={1485} />);
    expect(html).toContain('1,485+');
    expect(renderToString(<AnimatedCounter value={undefined} />)).toContain('0+');
  });
});
