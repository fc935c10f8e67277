import { m } from '../../lib/i18n';
import { categoryLabel, jobTypeLabel } from '../SiteLayout/nav';
import { JOB_FILTER_CATEGORIES, JOB_SORTS, MAX_PAGE, type JobSort } from '@app/shared/constants';
import { JOB_TYPES, normalizeJobType } from '@app/shared/job-types';
import { DEFAULT_NEAR_RADIUS_KM, NEAR_RADII_KM, parseLocationQuery, placeLabel, unknownPlaceSuggestions, type PlaceName } from '@app/shared/location';
import { PAY_PERIODS, type PayPeriod } from '@app/shared/pay';
import type { FacetValue } from '@app/shared/schemas/dtos';
import { formatCount } from '../../lib/format';

/**
 * The job list's URL query string: the four filters of section 2 (only non-empty values, never
 * 'all'), plus remote-only, the minimum pay, a place to search near and its radius, the sort order
 * and the page (left out when they are the defaults).
 */
export interface JobSearch {
  query?: string;
  location?: string;
  type?: string;
  category?: string;
  remote?: true;
  /** Pay at least this much per `payPeriod` (without one, as the API reads it: see filterPayPeriod). */
  minPay?: number;
  payPeriod?: PayPeriod;
  /** A place of the gazetteer: jobs within `radius` km of it (see the API's `near`). */
  near?: string;
  /** Km around `near`; absent for the default (25) and without `near`. */
  radius?: number;
  sort?: Exclude<JobSort, 'relevance'>;
  page?: number;
}

/** Jobs per page of the list. */
export const JOBS_PAGE_SIZE = 20;

/**
 * The id of the filter bar's GET form (JobFiltersBar). The refine panel's remote switch and pay
 * fields and the Sort by select belong to it too (their `form` attribute), so without JavaScript
 * one submit sends the whole search and the server's page reads it all.
 */
export const JOB_SEARCH_FORM_ID = 'job-search';

/** What the filter controls show: texts, and 'all' for a select with nothing chosen. */
export interface JobFilterValues {
  query: string;
  location: string;
  type: string;
  category: string;
  near: string;
  /** The Distance select: one of NEAR_RADII_KM as text. */
  radius: string;
}

export const ALL = 'all';
export const JOB_SEARCH_KEYS = ['query', 'location', 'type', 'category'] as const;

const clean = (value: unknown): string | undefined => {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, 200);
  return trimmed !== '' && trimmed.toLowerCase() !== ALL ? trimmed : undefined;
};

/** The largest minimum pay the filter takes (the API's limit for pay amounts). */
export const MAX_MIN_PAY = 100_000_000;

export const isPayPeriod = (value: unknown): value is PayPeriod => (PAY_PERIODS as readonly unknown[]).includes(value);

const isSort = (value: unknown): value is Exclude<JobSort, 'relevance'> => value !== 'relevance' && (JOB_SORTS as readonly unknown[]).includes(value);

/** Route `validateSearch`: reads the filters, sort and page from whatever the URL holds. */
export function parseJobSearch(raw: Record<string, unknown>): JobSearch {
  const search: JobSearch = {};
  for (const key of JOB_SEARCH_KEYS) {
    const value = clean(raw[key]);
    if (value !== undefined) search[key] = value;
  }
  if (raw.remote === true || raw.remote === 'true') search.remote = true;
  // A plain form sends the amount as typed ('45,000', '$22.50').
  const minPay = typeof raw.minPay === 'string' ? readAmount(raw.minPay) : raw.minPay;
  if (typeof minPay === 'number' && Number.isFinite(minPay) && minPay > 0 && minPay <= MAX_MIN_PAY) {
    search.minPay = minPay;
    if (isPayPeriod(raw.payPeriod)) search.payPeriod = raw.payPeriod;
  }
  const near = clean(raw.near);
  if (near !== undefined) {
    search.near = near.slice(0, 120);
    const radius = Number(raw.radius);
    if ((NEAR_RADII_KM as readonly number[]).includes(radius) && radius !== DEFAULT_NEAR_RADIUS_KM) search.radius = radius;
  }
  if (isSort(raw.sort)) search.sort = raw.sort;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) search.page = page;
  return search;
}

/** '45,000', '$22.50' -> a number; undefined for anything else. */
export function readAmount(text: string): number | undefined {
  const t = text.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^\d+(\.\d{1,2})?$/.test(t) ? Number(t) : undefined;
}

/**
 * A search as the fields of a GET form to /jobs (hidden fields keep what a form's own controls do
 * not show); read back by parseJobSearch.
 */
export function searchFields(search: JobSearch): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) if (value !== undefined) fields[key] = String(value);
  return fields;
}

/** Every key of JobSearch, cleared. */
const NO_JOB_SEARCH: { [K in keyof Required<JobSearch>]: undefined } = {
  query: undefined,
  location: undefined,
  type: undefined,
  category: undefined,
  remote: undefined,
  minPay: undefined,
  payPeriod: undefined,
  near: undefined,
  radius: undefined,
  sort: undefined,
  page: undefined,
};

/**
 * Route `validateSearch`: parseJobSearch, with the keys it leaves out cleared. The router lays a
 * route's answer over the address's own values, so a plain form's blanks ('location=',
 * 'category=all') would otherwise stay in the search the page reads and the links it builds.
 */
export const validateJobSearch = (raw: Record<string, unknown>): JobSearch => ({ ...NO_JOB_SEARCH, ...parseJobSearch(raw) });

/** The job.list input for a URL search. */
export const jobListInput = (search: JobSearch) => ({
  query: search.query,
  location: search.location,
  type: search.type,
  category: search.category,
  remote: search.remote,
  minPay: search.minPay,
  payPeriod: search.minPay !== undefined ? search.payPeriod : undefined,
  near: search.near,
  radius: search.near !== undefined ? search.radius : undefined,
  sort: search.sort ?? 'relevance',
  page: search.page ?? 1,
  limit: JOBS_PAGE_SIZE,
});

type FilterChanges = Partial<Pick<JobSearch, 'query' | 'location' | 'type' | 'category' | 'remote' | 'minPay' | 'payPeriod' | 'near' | 'radius'>>;

/** Filters changed (undefined clears one): back to the first page, keeping the sort order. */
export const withFilters = (current: JobSearch, changes: FilterChanges): JobSearch => dropUndefined({ ...current, ...changes, page: undefined });

/** The filters of the filter bar, replacing the current ones (remote, pay and sort are kept). */
export const withBarFilters = (current: JobSearch, bar: JobSearch): JobSearch =>
  withFilters(current, { query: bar.query, location: bar.location, type: bar.type, category: bar.category, near: bar.near, radius: bar.radius });

function dropUndefined(search: JobSearch): JobSearch {
  const out: JobSearch = {};
  for (const [key, value] of Object.entries(search)) if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  return out;
}

/** The category as listed in the filter, matched ignoring case; unknown names are kept as given. */
export function canonicalCategory(value: string): string {
  return JOB_FILTER_CATEGORIES.find((c) => c.toLowerCase() === value.toLowerCase()) ?? value;
}

/** Control values for a URL search: any spelling of a type in the URL selects the stored type. */
export function filterValues(search: JobSearch): JobFilterValues {
  return {
    query: search.query ?? '',
    location: search.location ?? '',
    type: search.type ? (normalizeJobType(search.type) ?? search.type) : ALL,
    category: search.category ? canonicalCategory(search.category) : ALL,
    near: search.near ?? '',
    radius: String(search.radius ?? DEFAULT_NEAR_RADIUS_KM),
  };
}

/** The URL search for control values: trimmed, empty texts and 'all' left out. */
export function toJobSearch(values: Partial<JobFilterValues>): JobSearch {
  return parseJobSearch(values as Record<string, unknown>);
}

export const hasActiveFilters = (search: JobSearch) =>
  JOB_SEARCH_KEYS.some((key) => search[key] !== undefined) || search.remote === true || search.minPay !== undefined || search.near !== undefined;

export const sameSearch = (a: JobSearch, b: JobSearch) =>
  JOB_SEARCH_KEYS.every((key) => (a[key] ?? '') === (b[key] ?? '')) &&
  a.remote === b.remote &&
  a.minPay === b.minPay &&
  a.payPeriod === b.payPeriod &&
  (a.near ?? '') === (b.near ?? '') &&
  a.radius === b.radius &&
  a.sort === b.sort &&
  (a.page ?? 1) === (b.page ?? 1);

/** The pay filter's periods, labelled in the page's language (a function: the language is the page's, known when it draws). */
export const payPeriodOptions = (): { value: PayPeriod; label: string }[] => [
  { value: 'hour', label: m.jobs_per_hour() },
  { value: 'day', label: m.jobs_per_day() },
  { value: 'week', label: m.jobs_per_week() },
  { value: 'month', label: m.jobs_per_month() },
  { value: 'year', label: m.jobs_per_year() },
];

/** The pay filter set (a positive amount) or cleared (anything else), back to the first page. */
export function withMinPay(search: JobSearch, amount: number | undefined, period: PayPeriod): JobSearch {
  const valid = amount !== undefined && Number.isFinite(amount) && amount > 0 && amount <= MAX_MIN_PAY;
  return withFilters(search, { minPay: valid ? amount : undefined, payPeriod: valid ? period : undefined });
}

interface Option {
  value: string;
  label: string;
}

/** Options of a filter select, with the current value added when the list lacks it (a link from elsewhere). */
function withCurrent(allLabel: string, values: readonly string[], current: string, labelOf: (value: string) => string = (v) => v): Option[] {
  const options = [{ value: ALL, label: allLabel }, ...values.map((v) => ({ value: v, label: labelOf(v) }))];
  if (current !== ALL && !values.includes(current)) options.push({ value: current, label: current });
  return options;
}

export const typeOptions = (current: string) => withCurrent(m.jobs_all_types(), JOB_TYPES, current, jobTypeLabel);
export const categoryOptions = (current: string) => withCurrent(m.jobs_all_categories(), JOB_FILTER_CATEGORIES, current, categoryLabel);

/** "1 job found", "1,284 jobs found" ("1 emploi trouvé", "1 284 emplois trouvés") */
export const resultsLabel = (count: number) =>
  count === 1 ? m.jobs_found_one({ count: formatCount(count) }) : m.jobs_found_many({ count: formatCount(count) });

/** The orders a search offers, in the page's language: 'Nearest' only with a place to be near. */
export const sortOptions = (search: JobSearch): { value: JobSort; label: string }[] =>
  [
    { value: 'relevance' as const, label: m.jobs_sort_relevance() },
    { value: 'newest' as const, label: m.jobs_sort_newest() },
    { value: 'salary' as const, label: m.jobs_sort_salary() },
    { value: 'distance' as const, label: m.jobs_sort_distance() },
  ].filter((option) => option.value !== 'distance' || search.near !== undefined);

/** The Distance select of the filter bar. */
export const radiusOptions = () => NEAR_RADII_KM.map((km) => ({ value: String(km), label: m.jobs_within_km({ km: String(km) }) }));

/**
 * What the job.list error says of a place the gazetteer does not know: its message and the places
 * it suggests, from the error's issue (tRPC's `data.issues` in the browser, the procedure's own
 * cause on the server) or else its message; undefined for any other error.
 */
export function unknownPlaceOf(error: unknown): { message: string; suggestions: PlaceName[] } | undefined {
  const e = error as { message?: unknown; data?: { issues?: unknown }; cause?: { issues?: unknown } } | null;
  const issues = (Array.isArray(e?.data?.issues) ? e.data.issues : Array.isArray(e?.cause?.issues) ? e.cause.issues : []) as {
    path?: unknown[];
    message?: unknown;
    params?: { suggestions?: unknown };
  }[];
  const issue = issues.find((i) => Array.isArray(i.path) && i.path[0] === 'near');
  if (!issue || typeof issue.message !== 'string') {
    // An error the server wrote into the page may keep only its message, which names the suggestions too.
    const suggestions = typeof e?.message === 'string' ? unknownPlaceSuggestions(e.message) : undefined;
    return suggestions && typeof e?.message === 'string' ? { message: e.message, suggestions } : undefined;
  }
  const suggestions = Array.isArray(issue.params?.suggestions) ? (issue.params.suggestions as PlaceName[]) : [];
  return { message: issue.message, suggestions: suggestions.filter((p) => typeof p?.name === 'string' && typeof p?.province === 'string') };
}

/** A suggested place as the Near field and the address write it: 'Mississauga, ON'. */
export const nearValueOf = (place: PlaceName) => placeLabel(place.name, place.province);

/** A facet entry: the filter a click sets, or clears when it is already chosen. */
export function toggleFilter(search: JobSearch, key: 'type' | 'category' | 'location', value: string): JobSearch {
  const current = search[key];
  const chosen = current !== undefined && current.toLowerCase() === value.toLowerCase();
  return withFilters(search, { [key]: chosen ? undefined : value });
}

/** How many places the empty state offers when a place found nothing. */
export const PLACE_SUGGESTIONS = 6;

/**
 * When a search in a place finds nothing: the places where the same search (its other filters)
 * does find jobs, from the location facet, which counts every place whatever place was typed. The
 * typed place's own province comes first ('nearby'), then the rest by how many jobs they have.
 */
export function placeSuggestions(places: readonly FacetValue[], typed: string | undefined): { places: FacetValue[]; nearby: boolean } {
  const asked = typed ? parseLocationQuery(typed) : undefined;
  if (!asked || asked.kind === 'remote') return { places: [], nearby: false };
  const province = asked.province;
  const cityOf = (value: string) => value.split(',')[0]!.trim().toLowerCase();
  const provinceOf = (value: string) => value.split(',')[1]?.trim().toUpperCase() ?? null;
  const others = places.filter((p) => p.count > 0 && (asked.kind !== 'city' || cityOf(p.value) !== asked.city.toLowerCase()));
  const near = province ? others.filter((p) => provinceOf(p.value) === province) : [];
  const rest = others.filter((p) => !near.includes(p)).sort((a, b) => b.count - a.count);
  const ordered = [...near.sort((a, b) => b.count - a.count), ...rest];
  return { places: ordered.slice(0, PLACE_SUGGESTIONS), nearby: near.length > 0 };
}
