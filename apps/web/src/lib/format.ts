/** Dates as section 9 prescribes: jobs in en-US long format, the blog in en-CA long format. */

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const LONG: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' };

/** "November 22, 2026" */
export function formatJobDate(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-US', LONG) : null;
}

/** "November 22, 2026" in en-CA long format. */
export function formatBlogDate(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? date.toLocaleDateString('en-CA', LONG) : null;
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
export const formatCount = (n: number) => Math.round(n).toLocaleString('en-US');
