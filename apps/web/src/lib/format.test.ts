import { describe, expect, it } from 'vitest';
import { formatBlogDate, formatCount, formatJobDate, formatLocalDate, relativeTime } from './format';

describe('dates', () => {
  it('formats job dates in en-US long format and blog dates in en-CA long format', () => {
    expect(formatJobDate('2026-11-22T12:00:00Z')).toBe('November 22, 2026');
    expect(formatBlogDate('2026-03-05T12:00:00Z')).toBe(
      new Date('2026-03-05T12:00:00Z').toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric' }),
    );
    expect(formatBlogDate('2026-03-05T12:00:00Z')).toMatch(/March 5, 2026/);
    expect(formatJobDate(null)).toBeNull();
    expect(formatJobDate('not a date')).toBeNull();
  });

  it('says how long ago in minutes, hours or days', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(relativeTime('2026-11-22T11:59:40Z', now)).toBe('just now');
    expect(relativeTime('2026-11-22T11:59:00Z', now)).toBe('1 minute ago');
    expect(relativeTime('2026-11-22T11:15:00Z', now)).toBe('45 minutes ago');
    expect(relativeTime('2026-11-22T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-20T12:00:00Z', now)).toBe('2 days ago');
    expect(relativeTime(null, now)).toBe('recently');
  });

  it('writes thousands with a separator', () => {
    expect(formatCount(1485)).toBe('1,485');
  });

  it('matches what Intl would write for long dates and counts', () => {
    const long = { year: 'numeric', month: 'long', day: 'numeric' } as const;
    for (let month = 0; month < 12; month++) {
      const date = new Date(2026, month, ((month * 3) % 28) + 1, 23, 59);
      expect(formatJobDate(date)).toBe(date.toLocaleDateString('en-US', long));
      expect(formatBlogDate(date)).toBe(date.toLocaleDateString('en-CA', long));
    }
    for (const n of [0, 7, 999, 1000, 12_500, 100_000, 1_234_567, -4321, 41.6]) expect(formatCount(n)).toBe(Math.round(n).toLocaleString('en-US'));
  });
});

describe('dates in Toronto time (the same on the server and in the browser)', () => {
  it('a date late in the evening in Toronto is still that day, whatever the machine zone', () => {
    // 03:30 UTC on 23 November is 22:30 on the 22nd in Toronto (EST, UTC-5).
    expect(formatJobDate('2026-11-23T03:30:00Z')).toBe('November 22, 2026');
    // In summer (EDT, UTC-4): 03:59 UTC is 23:59 the day before, 04:00 UTC is midnight.
    expect(formatBlogDate('2026-07-02T03:59:00Z')).toBe('July 1, 2026');
    expect(formatBlogDate('2026-07-02T04:00:00Z')).toBe('July 2, 2026');
  });

  it('midnight moves with the changes of clocks', () => {
    // March 8, 2026 starts at 05:00 UTC (EST) and March 9 at 04:00 UTC (EDT); November 1 the other way.
    expect(formatJobDate('2026-03-08T04:59:00Z')).toBe('March 7, 2026');
    expect(formatJobDate('2026-03-09T03:59:00Z')).toBe('March 8, 2026');
    expect(formatJobDate('2026-03-09T04:00:00Z')).toBe('March 9, 2026');
    expect(formatJobDate('2026-11-01T03:59:00Z')).toBe('October 31, 2026');
    expect(formatJobDate('2026-11-02T04:59:00Z')).toBe('November 1, 2026');
    expect(formatJobDate('2026-11-02T05:00:00Z')).toBe('November 2, 2026');
  });
});

describe("dates in the browser's own time zone (once a page is hydrated)", () => {
  it('reads the calendar date where the code runs', () => {
    const at = new Date(2026, 10, 27, 23, 30); // 23:30 local time, whatever the zone
    expect(formatLocalDate(at)).toBe('November 27, 2026');
    expect(formatLocalDate(at.toISOString())).toBe('November 27, 2026');
    expect(formatLocalDate(null)).toBeNull();
    expect(formatLocalDate('not a date')).toBeNull();
  });
});
