import { z } from './base.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, PAGE_MESSAGES } from '../constants.ts';

/** Query strings arrive as text: a numeric string becomes a number, an empty one means "not given". */
const fromQueryString = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^[+-]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : value;
};

/** A whole number from the query string or a body, within [min, max], `fallback` when absent; `message` for anything else. */
export function wholeNumber(message: string, min: number, max: number, fallback: number) {
  return z.preprocess(
    fromQueryString,
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).default(fallback),
  );
}

/** `page` and `limit`, shared by every list input (tRPC and the REST query string alike). */
export const pageFields = {
  page: wholeNumber(PAGE_MESSAGES.page, 1, MAX_PAGE, 1),
  limit: wholeNumber(PAGE_MESSAGES.limit, 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
};

export const ZPageInput = z.object(pageFields);

/** A page of a list: the rows of this page and how many rows match in all. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

// The page arithmetic lives in a zod-free module: the web's list pagination (on /jobs and /blog
// at first load) needs it, and importing it from here put zod into those pages' first load.
export { pageCount, pageOffset } from '../page-math.ts';
