import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { COMPANY_TIME_ZONE, wallTime, zonedDate, zonedTime, zoneOffsetMinutes } from '@app/shared/time-zone';
import { COMPANY_ZONE_FILE, companyZoneSource } from '../scripts/company-zone.ts';
import { sourcesWhere } from './app-sources.ts';

const HOUR = 3_600_000;

describe('the company time zone', () => {
  it('is Ontario time', () => {
    expect(COMPANY_TIME_ZONE).toBe('America/Toronto');
  });

  it('is named in one place: everything else reads COMPANY_TIME_ZONE (migrations, frozen, keep their own)', () => {
    const naming = sourcesWhere(['apps', 'packages', 'bench'], (text) => text.includes('America/Toronto'), { tests: true });
    expect(naming).toEqual(['packages/shared/src/time-zone.ts', 'packages/shared/test/time-zone.test.ts']);
  });
});

describe("the company zone's offsets kept for the browser (company-zone.gen.ts)", () => {
  it('are what the time zone database says (node packages/shared/scripts/company-zone.ts rewrites them)', () => {
    expect(readFileSync(COMPANY_ZONE_FILE, 'utf8')).toBe(companyZoneSource());
    // Asks Intl for every hour of 25 years: about half a second alone, many times that on two busy cores.
  }, 30_000);

  it('give what Intl gives at every hour around the changes, and Intl answers outside them', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: COMPANY_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
    });
    for (const day of ['2016-03-13', '2020-11-01', '2026-03-08', '2026-11-01', '2040-11-04', '2015-11-01', '2043-03-08']) {
      const start = Date.parse(`${day}T00:00:00Z`) - 24 * HOUR;
      for (let hour = 0; hour < 72; hour++) {
        const at = new Date(start + hour * HOUR);
        const parts = Object.fromEntries(intl.formatToParts(at).map((p) => [p.type, Number(p.value)]));
        expect(wallTime(at), at.toISOString()).toMatchObject({ year: parts.year, month: parts.month, day: parts.day, hour: parts.hour });
      }
    }
  });

  it('spare a page the Intl formatter', async () => {
    vi.resetModules();
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const fresh = await import('@app/shared/time-zone');
      expect(fresh.zonedDate(new Date('2026-11-23T03:30:00Z'))).toBe('2026-11-22');
      expect(fresh.wallTime(new Date()).year).toBeGreaterThanOrEqual(2026);
      expect(built).not.toHaveBeenCalled();
      expect(fresh.zonedDate(new Date('2050-07-01T03:30:00Z'))).toBe('2050-06-30');
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
    }
  });
});

describe('wallTime and zonedDate', () => {
  it('read the clock in Toronto, whatever the machine zone', () => {
    // 03:30 UTC on 23 November is 22:30 on the 22nd in Toronto (EST, UTC-5).
    expect(wallTime(new Date('2026-11-23T03:30:00Z'))).toEqual({ year: 2026, month: 11, day: 22, hour: 22, minute: 30, second: 0 });
    expect(zonedDate(new Date('2026-11-23T03:30:00Z'))).toBe('2026-11-22');
    // In summer (EDT, UTC-4): 03:59 UTC is 23:59 the day before, 04:00 UTC is midnight.
    expect(zonedDate(new Date('2026-07-02T03:59:00Z'))).toBe('2026-07-01');
    expect(wallTime(new Date('2026-07-02T04:00:00Z'))).toMatchObject({ day: 2, hour: 0 });
    expect(zonedDate(new Date('2027-01-01T04:59:59Z'))).toBe('2026-12-31');
    expect(zonedDate(new Date('2027-01-01T05:00:00Z'))).toBe('2027-01-01');
  });

  it('read another zone when asked', () => {
    expect(zonedDate(new Date('2026-11-23T03:30:00Z'), 'UTC')).toBe('2026-11-23');
    expect(wallTime(new Date('2026-11-23T03:30:00Z'), 'Asia/Tokyo')).toMatchObject({ day: 23, hour: 12, minute: 30 });
  });

  it('follow the changes of clocks (second Sunday of March at 02:00, first Sunday of November at 02:00)', () => {
    expect(zoneOffsetMinutes(new Date('2026-03-08T06:59:59Z'))).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-03-08T07:00:00Z'))).toBe(-240);
    expect(zoneOffsetMinutes(new Date('2026-11-01T05:59:59Z'))).toBe(-240);
    expect(zoneOffsetMinutes(new Date('2026-11-01T06:00:00Z'))).toBe(-300);
    expect(wallTime(new Date('2026-03-08T07:00:00Z'))).toMatchObject({ hour: 3, minute: 0 });
    expect(wallTime(new Date('2026-11-01T06:00:00Z'))).toMatchObject({ hour: 1, minute: 0 });
  });
});

describe('zonedTime', () => {
  it('is the moment the clock in Toronto shows a time', () => {
    expect(zonedTime({ year: 2026, month: 11, day: 29, hour: 3 }).toISOString()).toBe('2026-11-29T08:00:00.000Z');
    expect(zonedTime({ year: 2026, month: 7, day: 2, hour: 3 }).toISOString()).toBe('2026-07-02T07:00:00.000Z');
    expect(zonedTime({ year: 2026, month: 7, day: 2 }).toISOString()).toBe('2026-07-02T04:00:00.000Z');
    expect(zonedTime({ year: 2026, month: 1, day: 32, hour: 8 }).toISOString()).toBe('2026-02-01T13:00:00.000Z');
  });

  it('reads a skipped time with the offset before the change, and a repeated one as its first showing', () => {
    // March 8, 2026: 02:00 EST becomes 03:00 EDT, so 02:30 never shows; it lands at 03:30 EDT.
    expect(zonedTime({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedTime({ year: 2026, month: 3, day: 8, hour: 3 }).toISOString()).toBe('2026-03-08T07:00:00.000Z');
    // November 1, 2026: 01:30 shows twice, first in EDT (05:30 UTC), then in EST (06:30 UTC).
    expect(zonedTime({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('answers what wallTime reads, at every hour around the changes of 2025-2027', () => {
    for (const day of ['2025-03-09', '2025-11-02', '2026-03-08', '2026-11-01', '2027-03-14', '2027-11-07', '2026-12-31']) {
      const start = Date.parse(`${day}T00:00:00Z`) - 24 * HOUR;
      for (let hour = 0; hour < 72; hour++) {
        const at = new Date(start + hour * HOUR);
        const wall = wallTime(at);
        // The second showing of a repeated hour reads back as its first.
        const back = zonedTime(wall).getTime();
        expect(back === at.getTime() || back === at.getTime() - HOUR, at.toISOString()).toBe(true);
        expect(wallTime(new Date(back))).toEqual(wall);
      }
    }
  });
});
