/** Dates as section 9 prescribes: jobs in en-US long format, the blog in en-CA long format. */
import { groupDigits, groupDigitsFrench } from '@app/shared/numbers';
import { wallTime } from '@app/shared/time-zone';
import { currentLocale } from './i18n';

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/*
 * Month names and digit groups written out by hand rather than with Intl formatters: these formats
 * are fixed (en-US and en-CA long dates are both "November 22, 2026", numbers group thousands with
 * commas). The company's calendar date comes from the time zone database (wallTime).
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** "November 22, 2026" on an English page, "22 novembre 2026" on a French one ("1er" for the first). */
function dateText(year: number, month: number, day: number): string {
  if (currentLocale() === 'fr') return `${day === 1 ? '1er' : day} ${MONTHS_FR[month - 1]} ${year}`;
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** "November 22, 2026", in the company's time zone, so the server's page and the browser's render say the same thing wherever either runs. */
const longDate = (date: Date) => {
  const { year, month, day } = wallTime(date);
  return dateText(year, month, day);
};

/** A calendar day written 'YYYY-MM-DD' (a policy's date): "November 28, 2026", "28 novembre 2026". */
export function formatCalendarDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return dateText(year!, month!, date!);
}

/** "November 22, 2026" in the browser's own time zone (what a visitor's calendar says). */
export function formatLocalDate(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? dateText(date.getFullYear(), date.getMonth() + 1, date.getDate()) : null;
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

/** 12500 -> "12,500" on an English page, "12 500" on a French one. */
export function formatCount(n: number): string {
  return (currentLocale() === 'fr' ? groupDigitsFrench : groupDigits)(Math.round(n));
}

/** A file size as people read it: '820 bytes', '48 KB', '1.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte${bytes === 1 ? '' : 's'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
