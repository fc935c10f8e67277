import { useHydrated } from '../components/NeedsJavaScript/NeedsJavaScript';
import { formatJobDate, formatLocalDate } from './format';

/**
 * A public page's date ("November 22, 2026"): the server writes it in the company's time (Toronto),
 * the same in every render of the page; once the page is hydrated it becomes the date in the
 * visitor's own time zone, as their calendar says (a post published at 22:00 in Toronto is the
 * next day's in Halifax or London). Hydration sees the server's text, so the two never clash.
 */
export function useShownDate(value: string | Date | null | undefined): string | null {
  return useHydrated() ? formatLocalDate(value) : formatJobDate(value);
}

/** useShownDate as an element, for a render that cannot call hooks at that point. */
export function ShownDate({ value }: { value: string | Date | null | undefined }) {
  return useShownDate(value);
}
