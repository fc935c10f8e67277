import { describe, expect, it } from 'vitest';
import { COUNTER_DELAY_MS, COUNTER_DURATION_MS, COUNTER_VISIBLE_THRESHOLD, counterValueAt, easeOutCubic, formatCounter } from './counter';

describe('stats counter constants (section 9)', () => {
  it('animates 2500 ms after a 300 ms delay once 30% visible', () => {
    expect(COUNTER_DURATION_MS).toBe(2500);
    expect(COUNTER_DELAY_MS).toBe(300);
    expect(COUNTER_VISIBLE_THRESHOLD).toBe(0.3);
  });
});

describe('easeOutCubic', () => {
  it('runs from 0 to 1 and is clamped', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });
  it('eases out: more than linear progress early on, monotonic', () => {
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    let previous = 0;
    for (let t = 0.05; t <= 1; t += 0.05) {
      const v = easeOutCubic(t);
      expect(v).toBeGreaterThanOrEqual(previous);
      expect(v).toBeGreaterThanOrEqual(t - 1e-9);
      previous = v;
    }
  });
});

describe('counterValueAt', () => {
  it('starts at 0 and lands exactly on the target', () => {
    expect(counterValueAt(0, 1485)).toBe(0);
    expect(counterValueAt(-10, 1485)).toBe(0);
    expect(counterValueAt(2500, 1485)).toBe(1485);
    expect(counterValueAt(9999, 1485)).toBe(1485);
  });
  it('gives whole numbers in between', () => {
    const mid = counterValueAt(1250, 1485);
    expect(Number.isInteger(mid)).toBe(true);
    expect(mid).toBe(Math.round(1485 * 0.875));
  });
  it('jumps to the target with a zero duration', () => {
    expect(counterValueAt(0, 42, 0)).toBe(42);
  });
});

describe('formatCounter', () => {
  it('adds a thousands separator and the plus suffix', () => {
    expect(formatCounter(740)).toBe('740+');
    expect(formatCounter(1485)).toBe('1,485+');
    expect(formatCounter(1234567)).toBe('1,234,567+');
    expect(formatCounter(0)).toBe('0+');
    expect(formatCounter(12, '')).toBe('12');
  });
});
