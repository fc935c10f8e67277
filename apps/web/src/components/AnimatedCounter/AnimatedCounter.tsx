import { useEffect, useRef, useState } from 'react';
import { COUNTER_DELAY_MS, COUNTER_DURATION_MS, COUNTER_VISIBLE_THRESHOLD, counterValueAt, formatCounter } from './counter';

export interface AnimatedCounterProps {
  /** The final number; `undefined` while it is still loading. */
  value: number | undefined;
  suffix?: string;
  className?: string;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
}

/**
 * Counts up from 0 to `value` once at least 30% of it is visible: 300 ms delay, then 2500 ms of
 * ease-out. The server's page holds the final value, so a page without JavaScript, a crawler and a
 * visitor who prefers reduced motion see it from the first byte; once the page runs, a counter not
 * yet seen is set to 0 to count up when it is.
 */
export function AnimatedCounter({ value, suffix = '+', className }: AnimatedCounterProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(false);
  const [shown, setShown] = useState(value ?? 0);
  const [settled, setSettled] = useState(false);
  const done = useRef(false);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && entry.intersectionRatio >= COUNTER_VISIBLE_THRESHOLD) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: COUNTER_VISIBLE_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (value === undefined) return;
    // Once counted, later changes of the value are shown as they are.
    if (done.current || prefersReducedMotion()) {
      done.current = true;
      setSettled(true);
      setShown(value);
      return;
    }
    if (!visible) {
      // Not seen yet: it waits at zero.
      setShown(0);
      return;
    }
    let frame = 0;
    let start = 0;
    const tick = (now: number) => {
      if (!start) start = now;
      const elapsed = now - start;
      setShown(counterValueAt(elapsed, value));
      if (elapsed < COUNTER_DURATION_MS) frame = requestAnimationFrame(tick);
      else {
        done.current = true;
        setSettled(true);
      }
    };
    const timer = setTimeout(() => {
      frame = requestAnimationFrame(tick);
    }, COUNTER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [value, visible]);

  // What the counter is doing, for tests and assistive tooling: waiting means loaded but not yet seen.
  const state = value === undefined ? 'loading' : settled ? 'done' : !visible ? 'waiting' : shown === value ? 'done' : 'counting';
  return (
    <span ref={ref} className={className} data-state={state}>
      {formatCounter(shown, suffix)}
    </span>
  );
}
