import { Suspense, startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Sections below the fold are rendered after the first paint, one at a time, each in a
 * transition (React renders it in small slices): the visitor sees the top of the page sooner and
 * the page answers input while the rest is built. Every section still appears within a moment,
 * without scrolling; until then it takes no space (it sits below the visible part).
 */
const waiting: (() => void)[] = [];
let pumping = false;

function pump() {
  const next = waiting.shift();
  if (!next) {
    pumping = false;
    return;
  }
  pumping = true;
  next();
  // The next section starts after this one is painted.
  setTimeout(pump, 0);
}

function enqueue(start: () => void): () => void {
  waiting.push(start);
  if (!pumping) {
    pumping = true;
    // After the first paint.
    requestAnimationFrame(() => setTimeout(pump, 0));
  }
  return () => {
    const i = waiting.indexOf(start);
    if (i >= 0) waiting.splice(i, 1);
  };
}

export function Deferred({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => enqueue(() => startTransition(() => setReady(true))), []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}
