import { formatCount } from '../../lib/format';
/** Section 9: the stats counters animate over 2500 ms with ease-out after a 300 ms delay. */
export const COUNTER_DURATION_MS = 2500;
export const COUNTER_DELAY_MS = 300;
/** The counter starts once this share of it is on screen. */
export const COUNTER_VISIBLE_THRESHOLD = 0.3;

/** Cubic ease-out: fast at first, settling gently on the target. t in 0..1. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/** The whole number shown `elapsed` ms after the animation started (the delay not included). */
export function counterValueAt(elapsed: number, target: number, duration: number = COUNTER_DURATION_MS): number {
  if (duration <= 0 || elapsed >= duration) return target;
  if (elapsed <= 0) return 0;
  return Math.round(target * easeOutCubic(elapsed / duration));
}

/** 12500 -> "12,500+" (thousands separator and the '+' suffix). */
export function formatCounter(value: number, suffix = '+'): string {
  return `${formatCount(value)}${suffix}`;
}
