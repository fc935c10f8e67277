import { describe, expect, it } from 'vitest';
import { groupDigits } from '../src/numbers.ts';

describe('groupDigits', () => {
  it('writes what toLocaleString en-CA writes, without Intl', () => {
    const values = [0, 7, 12, 999, 1000, 10_000, 12_500, 99_999, 100_000, 1_234_567, 987_654_321, 2 ** 40, -5, -1234, -1_000_000];
    for (const v of values) expect(groupDigits(v)).toBe(v.toLocaleString('en-CA', { maximumFractionDigits: 0 }));
    for (const v of [0.5, 1.25, 22.5, 1234.5, 55_000.75, 1_000_000.1, -12.5]) {
      expect(groupDigits(v, 2)).toBe(v.toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    }
  });

  it('never writes a minus zero', () => {
    expect(groupDigits(-0)).toBe('0');
    expect(groupDigits(-0.001, 2)).toBe('0.00');
  });
});
