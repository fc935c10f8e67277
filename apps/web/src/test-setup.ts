import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

afterEach(() => cleanup());

// CI machines have two cores shared by lint, typecheck, build and these tests, and sometimes by
// other work: at a load of 14 a render that takes 100 ms idle took over 10 s. findBy*/waitFor return
// as soon as what they wait for is there, so a long limit costs only a failing test's time (the
// default is 1 s; 10 s failed a CI run).
configure({ asyncUtilTimeout: 30_000 });

// jsdom lacks these browser APIs that Mantine uses.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
// jsdom does not implement scrolling; routes scroll to the top on navigation.
window.scrollTo = (() => {}) as typeof window.scrollTo;
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = window.ResizeObserver ?? (ResizeObserverStub as unknown as typeof ResizeObserver);

// Mantine's autosizing Textarea reads document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {}, status: 'loaded' },
  });
}
