/**
 * A post's date in the page's language: English pages keep the fixed "November 22, 2026" of
 * lib/format.ts; French pages say « 22 novembre 2026 » (Intl in fr-CA). The server's page and the
 * browser's first render use the company's time zone, so they agree; once hydrated, the visitor's own.
 */
import { COMPANY_TIME_ZONE } from '@app/shared/time-zone';
import { formatBlogDate } from '../../lib/format';
import { currentLanguageTag, currentLocale } from '../../lib/i18n';
import { useHydrated } from '../NeedsJavaScript/NeedsJavaScript';
import { useShownDate } from '../../lib/use-shown-date';

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A post's date in the page's language, in the company's time zone (or the browser's: `local`). */
export function formatPostDate(value: string | Date | null | undefined, local = false): string | null {
  if (currentLocale() === 'en') return formatBlogDate(value);
  const date = toDate(value);
  if (!date) return null;
  return new Intl.DateTimeFormat(currentLanguageTag(), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(local ? {} : { timeZone: COMPANY_TIME_ZONE }),
  }).format(date);
}

/** useShownDate in the page's language. */
export function usePostDate(value: string | Date | null | undefined): string | null {
  const hydrated = useHydrated();
  const english = useShownDate(value);
  return currentLocale() === 'en' ? english : formatPostDate(value, hydrated);
}

/** usePostDate as an element. */
export function PostDate({ value }: { value: string | Date | null | undefined }) {
  return usePostDate(value);
}
