/** Dates as section 9 prescribes: jobs in en-US long format, the blog in en-CA long format. */
import { groupDigits } from '@app/shared/numbers';

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/*
 * Written out by hand rather than with Intl: the first Intl formatter a page builds loads locale
 * data, which costs a phone a tenth of a second or more; these formats are fixed (en-US and en-CA
 * long dates are both "November 22, 2026", numbers group thousands with commas).
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The day of the month of the nth Sunday (1-based) of a month, in UTC. */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7;
}

/**
 * The wall-clock date and time in Toronto (Eastern Time: UTC-5, UTC-4 from 2:00 on the second Sunday
 * of March to 2:00 on the first Sunday of November). Dates are shown in the company's time, so the
 * server's page and the browser's render say the same thing wherever either of them runs.
 */
export function torontoTime(date: Date): { year: number; month: number; day: number } {
  const year = date.getUTCFullYear();
  const dstStart = Date.UTC(year, 2, nthSunday(year, 2, 2), 7); // 2:00 EST
  const dstEnd = Date.UTC(year, 10, nthSunday(year, 10, 1), 6); // 2:00 EDT
  const offsetHours = date.getTime() >= dstStart && date.getTime() < dstEnd ? 4 : 5;
  const local = new Date(date.getTime() - offsetHours * 3_600_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth(), day: local.getUTCDate() };
}

/** "November 22, 2026", in Toronto time. */
const longDate = (date: Date) => {
  const { year, month, day } = torontoTime(date);
  return `${MONTHS[month]} ${day}, ${year}`;
};

/** "November 22, 2026" in the browser's own time zone (what a visitor's calendar says). */
export function formatLocalDate(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : null;
}

/** "November 22, 2026" */
export function formatJobDate(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? longDate(date) : null;
}

/** "November 22, 2026" in en-CA long format. */
export function formatBlogDate(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? longDate(date) : null;
}

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago". */
export function relativeTime(value: string | Date | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return 'recently';
  const minutes = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

/** 12500 -> "12,500" */
export function formatCount(n: number): string {
  return groupDigits(Math.round(n));
}

/** A file size as people read it: '820 bytes', '48 KB', '1.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte${bytes === 1 ? '' : 's'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
