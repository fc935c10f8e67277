import { describe, expect, it } from 'vitest';
import { formatBlogDate, formatCount, formatJobDate, formatLocalDate, relativeTime, torontoTime } from './format';

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

  it('matches what Intl would write, without building a formatter', () => {
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

  it('agrees with the time zone database at every hour around the changes of 2025-2027', () => {
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Toronto', year: 'numeric', month: 'numeric', day: 'numeric' });
    const changes = ['2025-03-09', '2025-11-02', '2026-03-08', '2026-11-01', '2027-03-14', '2027-11-07', '2026-12-31', '2027-01-01'];
    for (const day of changes) {
      const start = Date.parse(`${day}T00:00:00Z`) - 24 * 3_600_000;
      for (let hour = 0; hour < 72; hour++) {
        const date = new Date(start + hour * 3_600_000);
        const parts = Object.fromEntries(zone.formatToParts(date).map((p) => [p.type, p.value]));
        expect(torontoTime(date), date.toISOString()).toEqual({ year: Number(parts.year), month: Number(parts.month) - 1, day: Number(parts.day) });
      }
    }
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
