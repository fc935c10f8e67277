import { JOB_FILTER_CATEGORIES, JOB_TYPES, normalizeJobType } from '@app/validators';

/** The job list's URL query string (section 2): only non-empty values, never 'all'. */
export interface JobSearch {
  query?: string;
  location?: string;
  type?: string;
  category?: string;
}

/** What the filter controls show: texts, and 'all' for a select with nothing chosen. */
export interface JobFilterValues {
  query: string;
  location: string;
  type: string;
  category: string;
}

export const ALL = 'all';
export const JOB_SEARCH_KEYS = ['query', 'location', 'type', 'category'] as const;

const clean = (value: unknown): string | undefined => {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, 200);
  return trimmed !== '' && trimmed.toLowerCase() !== ALL ? trimmed : undefined;
};

/** Route `validateSearch`: reads the four filters from whatever the URL holds. */
export function parseJobSearch(raw: Record<string, unknown>): JobSearch {
  const search: JobSearch = {};
  for (const key of JOB_SEARCH_KEYS) {
    const value = clean(raw[key]);
    if (value !== undefined) search[key] = value;
  }
  return search;
}

/** The category as listed in the filter, matched ignoring case; unknown names are kept as given. */
export function canonicalCategory(value: string): string {
  return JOB_FILTER_CATEGORIES.find((c) => c.toLowerCase() === value.toLowerCase()) ?? value;
}

/** Control values for a URL search: 'Part-Time' in the URL selects 'Part-time'. */
export function filterValues(search: JobSearch): JobFilterValues {
  return {
    query: search.query ?? '',
    location: search.location ?? '',
    type: search.type ? (normalizeJobType(search.type) ?? search.type) : ALL,
    category: search.category ? canonicalCategory(search.category) : ALL,
  };
}

/** The URL search for control values: trimmed, empty texts and 'all' left out. */
export function toJobSearch(values: Partial<JobFilterValues>): JobSearch {
  return parseJobSearch(values as Record<string, unknown>);
}

export const hasActiveFilters = (search: JobSearch) => JOB_SEARCH_KEYS.some((key) => search[key] !== undefined);

export const sameSearch = (a: JobSearch, b: JobSearch) => JOB_SEARCH_KEYS.every((key) => (a[key] ?? '') === (b[key] ?? ''));

interface Option {
  value: string;
  label: string;
}

/** Options of a filter select, with the current value added when the list lacks it (a link from elsewhere). */
function withCurrent(allLabel: string, values: readonly string[], current: string): Option[] {
  const options = [{ value: ALL, label: allLabel }, ...values.map((v) => ({ value: v, label: v }))];
  if (current !== ALL && !values.includes(current)) options.push({ value: current, label: current });
  return options;
}

export const typeOptions = (current: string) => withCurrent('All Types', JOB_TYPES, current);
export const categoryOptions = (current: string) => withCurrent('All Categories', JOB_FILTER_CATEGORIES, current);

/** "1 job found", "12 jobs found" */
export const resultsLabel = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'job' : 'jobs'} found`;
