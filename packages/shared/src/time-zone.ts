/**
 * The company's time zone and the one way this code base reads a wall clock in it. The company
 * works from Ontario: its "today", the dates pages and mail show, the hours the job queue runs its
 * schedules at and SQL's day boundaries are all Toronto's. The zone's rules (when daylight saving
 * time starts and ends) come from the time zone database through Intl, never from code here.
 */
import { COMPANY_ZONE_OFFSETS } from './company-zone.gen.ts';

export const COMPANY_TIME_ZONE = 'America/Toronto';

/** A wall-clock date and time: month 1-12, hour 0-23. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function intlWallTime(at: Date, timeZone: string): WallTime {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(at)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

function intlOffsetMinutes(at: Date, timeZone: string): number {
  const wall = intlWallTime(at, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * Every change of a zone's offset from `from` to `to` (and the offset at `from`), read from the
 * time zone database through Intl: [the moment, minutes ahead of UTC from then on].
 */
export function zoneOffsetChanges(timeZone: string, from: Date, to: Date): [at: string, offset: number][] {
  const DAY = 86_400_000;
  const changes: [string, number][] = [[from.toISOString(), intlOffsetMinutes(from, timeZone)]];
  for (let day = from.getTime(); day < to.getTime(); day += DAY) {
    const before = intlOffsetMinutes(new Date(day), timeZone);
    const after = intlOffsetMinutes(new Date(day + DAY), timeZone);
    if (before === after) continue;
    // Offsets change on a whole minute: find it by halving the day.
    let low = day / 60_000;
    let high = (day + DAY) / 60_000;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (intlOffsetMinutes(new Date(middle * 60_000), timeZone) === before) low = middle;
      else high = middle;
    }
    changes.push([new Date(high * 60_000).toISOString(), after]);
  }
  return changes;
}

/*
 * A browser builds its locale data with the first Intl formatter a page makes (about 90 ms of a
 * throttled phone's main thread), and every public page shows a date in the company's time. So the
 * company zone's offsets over the years the site shows are kept in company-zone.gen.ts, written from
 * the same time zone database (zoneOffsetChanges; a unit test fails when it disagrees), and Intl is
 * asked only for a moment outside them or for another zone.
 */
let companyChanges: { from: number; offset: number }[] | undefined;

function companyOffsetMinutes(at: number): number | undefined {
  companyChanges ??= COMPANY_ZONE_OFFSETS.changes.map(([from, offset]) => ({ from: Date.parse(from), offset }));
  if (at < companyChanges[0]!.from || at >= Date.parse(COMPANY_ZONE_OFFSETS.until)) return undefined;
  let offset = companyChanges[0]!.offset;
  for (const change of companyChanges) {
    if (change.from > at) break;
    offset = change.offset;
  }
  return offset;
}

/** Minutes `timeZone` is ahead of UTC at `at` (-240 in Toronto in summer, -300 in winter). */
export function zoneOffsetMinutes(at: Date, timeZone: string = COMPANY_TIME_ZONE): number {
  return (timeZone === COMPANY_TIME_ZONE ? companyOffsetMinutes(at.getTime()) : undefined) ?? intlOffsetMinutes(at, timeZone);
}

/** What a clock in `timeZone` shows at `at`. */
export function wallTime(at: Date, timeZone: string = COMPANY_TIME_ZONE): WallTime {
  const local = new Date(at.getTime() + zoneOffsetMinutes(at, timeZone) * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/**
 * The moment a wall clock in `timeZone` shows this date and time. Fields past their range roll
 * over as in Date.UTC (day 32 of January is February 1). A time the clocks skip (02:30 on the
 * morning they spring forward) is read with the offset before the change, so it lands an hour later
 * on the clock (03:30); a time they show twice is its first showing.
 */
export function zonedTime(wall: Pick<WallTime, 'year' | 'month' | 'day'> & Partial<WallTime>, timeZone: string = COMPANY_TIME_ZONE): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0, wall.second ?? 0);
  // The offsets a day either side cover every change of the zone (none comes closer than a day).
  const before = zoneOffsetMinutes(new Date(asUtc - 86_400_000), timeZone);
  const after = zoneOffsetMinutes(new Date(asUtc + 86_400_000), timeZone);
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const at = new Date(asUtc - offset * 60_000);
    if (zoneOffsetMinutes(at, timeZone) === offset) return at;
  }
  return new Date(asUtc - before * 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The date a calendar in `timeZone` shows at `at`: '2026-11-22'. */
export function zonedDate(at: Date, timeZone: string = COMPANY_TIME_ZONE): string {
  const { year, month, day } = wallTime(at, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}
