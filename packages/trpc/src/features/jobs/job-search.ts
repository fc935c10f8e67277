import { PAY_FACET_STEP, jobLocationWordsSql, jobTitleCompanySql, type EntityManager, type StatementPool } from '@app/db';
import type { JobSort } from '@app/shared/constants';
import { normalizeJobType } from '@app/shared/job-types';
import { DEFAULT_NEAR_RADIUS_KM, parseLocationQuery, provinceCode, unknownPlaceMessage, type PlaceName } from '@app/shared/location';
import { pageOffset } from '@app/shared/page-math';
import { minPayYearly, type PayPeriod, salaryOf } from '@app/shared/pay';
import type { JobFacets, JobSearchPage, JobSummaryDto } from '@app/shared/schemas/dtos';
import { TRPCError } from '@trpc/server';
import { z } from '@app/shared/schemas/base';
import { RetryAfter } from '../../infra/retry-after.ts';
import { changeGeneration, type SearchCache } from '../../infra/search-cache.ts';
import { Sql, all, escapeLike, join, query, raw, sql } from '../../infra/sql.ts';

/**
 * The job search. One statement per search answers the page of jobs, the total and the filter
 * counts (facets):
 * - without words, the page comes from an index in list order and the counts from job_facets,
 *   a table of published jobs per filter combination kept by triggers (never a scan of jobs);
 * - with words, the matches are found through the full-text GIN index, ranked, and counted;
 * - a pay filter is one more condition on the page and, since job_facets knows nothing of pay, its
 *   counts come from the paying jobs grouped by the same columns.
 * - `near` a place (resolved in the gazetteer, the places table, by a statement of its own): the
 *   jobs within the radius come from the GiST index on their coordinates (an earth_box refined by
 *   earth_distance), and, like a search with words, every count comes from those jobs, not from
 *   job_facets (which knows nothing of distance).
 * When the words match (almost) nothing as written, a second statement also accepts words that
 * are spelled alike in titles and companies (pg_trgm), so 'forklft' finds Forklift Operator.
 */

export interface JobSearchParams {
  query?: string;
  location?: string;
  type?: string;
  category?: string;
  remote?: boolean;
  /** Pay at least this much per `payPeriod` (see minPayYearly); jobs without pay are left out. */
  minPay?: number;
  payPeriod?: PayPeriod;
  /** A place of the gazetteer (see resolvePlace), and the radius around it in km (default 25). */
  near?: string;
  radius?: number;
  sort: JobSort;
  page: number;
  limit: number;
}

/** A job counts as new for a week after it was posted. */
export const NEW_JOB_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** Below this many matches for the words as written, similar spellings are accepted too. */
export const FUZZY_BELOW = 3;

/**
 * The languages a search asks in, as search_vector holds them (JOB_SEARCH_VECTOR_SQL): the English
 * text stemmed as English, the French text stemmed as French with its accents folded. A query asks
 * both and a job matches either ('forklift' finds the English text, 'cariste' and 'chariot
 * élévateur' or 'chariot elevateur' the French one).
 */
interface SearchLanguage {
  config: string;
  /** The query text as this language's part of the vector was made from its text. */
  text: (words: string) => Sql;
}
const ENGLISH: SearchLanguage = { config: `'english'`, text: (words) => sql`${words}` };
const FRENCH: SearchLanguage = { config: `'french'`, text: (words) => sql`job_unaccent(${words})` };
const TITLE_COMPANY = jobTitleCompanySql('j');

/** A timestamptz as JavaScript's toISOString() writes it. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The start of a long text, cut at a word, for list answers. */
const excerpt = (column: string, max: number) =>
  `case when length(${column}) > ${max} then regexp_replace(left(${column}, ${max}), '\\s+\\S*$', '') || '…' else ${column} end`;

export const DESCRIPTION_EXCERPT = 220;
export const REQUIREMENTS_EXCERPT = 160;

/**
 * A job of a list as JSON (see JobSummaryDto): the job's fields, with excerpts of the long texts,
 * and `distanceKm` when given (a search near a place). The denial reason is only there for a
 * denied job (admin lists); public lists hold approved jobs.
 */
export function summaryJson(now: Date, distanceKm?: Sql, whole = false): Sql {
  const newSince = new Date(now.getTime() - NEW_JOB_WINDOW_MS).toISOString();
  // The export (`whole`): the whole texts, and the French ones, which an import reads back.
  // A list: an excerpt of the French description (a French page's card shows it).
  const wholeFrench = whole
    ? raw(`'descriptionFr', j.description_fr, 'requirementsFr', j.requirements_fr, 'requiresEnglish', j.requires_english, 'englishReason', j.english_reason,`)
    : raw(`'descriptionFr', ${excerpt('j.description_fr', DESCRIPTION_EXCERPT)},`);
  return sql`json_build_object(
    'id', j.id, 'title', j.title, 'description', ${raw(whole ? 'j.description' : excerpt('j.description', DESCRIPTION_EXCERPT))},
    'location', j.location, 'company', j.company, 'type', j.type, 'category', j.category,
    'requirements', ${raw(whole ? 'j.requirements' : excerpt('j.requirements', REQUIREMENTS_EXCERPT))},
    'titleFr', j.title_fr, 'hasFrench', coalesce(btrim(j.title_fr), '') <> '' and coalesce(btrim(j.description_fr), '') <> '',
    ${wholeFrench} 'salary', j.salary,
    'contactEmail', j.contact_email, 'contactPhone', j.contact_phone, 'status', j.status, 'featured', j.featured,
    'isNew', j.posted_at > ${newSince}::timestamptz, 'postedAt', ${raw(iso('j.posted_at'))}, 'expiresAt', ${raw(iso('j.expires_at'))}, 'filledAt', ${raw(iso('j.filled_at'))},
    'city', j.city, 'province', j.province, 'remote', j.remote,
    'payMin', j.pay_min, 'payMax', j.pay_max, 'payPeriod', j.pay_period, 'currency', j.currency,
    'existingVacancy', j.existing_vacancy, 'aiScreening', j.ai_screening, 'employerUnder25', j.employer_under25,
    'complianceIssues', j.compliance_issues,
    'denialReason', case when j.status = 'denied' then j.denial_reason end,
    'deniedAt', case when j.status = 'denied' then ${raw(iso('j.moderated_at'))} end${distanceKm ? sql`, 'distanceKm', ${distanceKm}` : raw('')})`;
}

/**
 * The SQL of jobState's 'published' (@app/shared): the one rule, for every list, count, sitemap, feed and alert.
 * The end date is compared through coalesce on purpose: PostgreSQL then has no index on it to
 * combine with the words' or coordinates' index. It cannot know that approved jobs are the ones
 * ending in the future (it multiplies the two shares), so on a board of mostly closed jobs it took
 * jobs_status_expires_at_index for a filter of 10,000 rows and read 100,000 (issue 36).
 */
export const publishedJobsSql = (now: Date) =>
  sql`j.status = 'approved' and coalesce(j.expires_at, 'infinity'::timestamptz) > ${now.toISOString()}::timestamptz`;

/** The four filters as conditions on the columns type, category, city, province and remote of `alias`. */
interface FilterSql {
  type: Sql;
  category: Sql;
  location: Sql;
  remote: Sql;
}

/** The words of a job's location text (jobs_open_location_words_index holds those of open jobs). */
const locationWordsSql = (alias: string) => raw(jobLocationWordsSql(alias));

/** 'Trois-Rivières' -> 'trois:* & rivieres:*' (every word, as a prefix); undefined without a word. */
export function placeWordsQuery(text: string): string | undefined {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

/** How alike a typed place and a job's city must be to count as a misspelling of it (pg_trgm). */
const CITY_SIMILARITY = 0.55;

/**
 * A place typed into the location box, as a condition on `alias`:
 * - a city the parser read decides: the job's city starts with what was typed, or is spelled
 *   almost alike ('Missisauga' for Mississauga: the published cities in job_facets, pg_trgm
 *   through job_facets_city_trigram_index), in
 *   the province when one was typed;
 * - with `words` (jobs, not job_facets, which holds no location text), a job whose location the
 *   parser could not read ('Acctown91', 'GTA') is found by the words of its location text, and a
 *   typed place that names no published city ('Keele', 'Montreal' for 'Montréal') matches location
 *   text as well.
 */
function placeSql(city: string, province: string | null, alias: string, words: boolean): Sql {
  const typed = city.toLowerCase();
  const cityColumn = raw(`lower(${alias}.city)`);
  // '%' finds the candidates through job_facets_city_trigram_index; similarity() keeps the close ones.
  const alike = sql`lower(f.city) % ${typed} and similarity(lower(f.city), ${typed}) >= ${CITY_SIMILARITY}`;
  const similar = sql`(select lower(f.city) from job_facets f where f.n > 0 and f.city <> '' and ${alike})`;
  const byCity = sql`(${cityColumn} like ${`${escapeLike(typed)}%`} or ${cityColumn} in ${similar})`;
  const parsed = province ? sql`(${byCity} and ${raw(`${alias}.province`)} = ${province})` : byCity;
  const byWords = words ? placeByWordsSql(city, alias) : undefined;
  return byWords ? sql`(${parsed} or ${byWords})` : parsed;
}

/**
 * The jobs a typed place finds by the words of their location text (see placeSql): those whose
 * place the parser could not read (`unread`), and every job when the typed place names no
 * published city (`unknown`, a condition on no column: computed once). Undefined when the place has
 * no word to match.
 */
function placeWords(city: string, alias: string): { match: Sql; unread: Sql; known: Sql; unknown: Sql } | undefined {
  const query = placeWordsQuery(city);
  if (!query) return undefined;
  const typed = city.toLowerCase();
  const alike = sql`lower(f.city) % ${typed} and similarity(lower(f.city), ${typed}) >= ${CITY_SIMILARITY}`;
  const known = sql`exists (select 1 from job_facets f where f.n > 0 and f.city <> ''
      and (lower(f.city) like ${`${escapeLike(typed)}%`} or (${alike})))`;
  return {
    match: sql`${locationWordsSql(alias)} @@ to_tsquery('simple', ${query})`,
    // As jobs_open_unread_location_words_index's predicate says it.
    unread: raw(`(${alias}.city is null and ${alias}.province is null and not ${alias}.remote)`),
    known,
    unknown: sql`not ${known}`,
  };
}

/** placeWords as one condition. */
function placeByWordsSql(city: string, alias: string): Sql | undefined {
  const words = placeWords(city, alias);
  // The cheap test first: for a published city (`unknown` false, computed once) only the jobs whose
  // place was not read have their location's words made and matched, not every job the words found.
  return words ? sql`((${words.unread} or ${words.unknown}) and ${words.match})` : undefined;
}

/**
 * The filters as conditions on `alias`: jobs (`words`: the location's text may be read) or
 * job_facets (its city and province only; browseSql adds the jobs found by their words).
 */
export function filterSql(params: Pick<JobSearchParams, 'type' | 'category' | 'location' | 'remote'>, alias: string, words = true): FilterSql {
  const a = alias;
  const truth = raw('true');
  let location = truth;
  const place = params.location ? parseLocationQuery(params.location) : undefined;
  if (place?.kind === 'remote') location = raw(`${a}.remote`);
  else if (place?.kind === 'province') location = sql`${raw(`${a}.province`)} = ${place.province}`;
  else if (place?.kind === 'city') location = placeSql(place.city, place.province, a, words);
  const type = params.type ? (normalizeJobType(params.type) ?? params.type) : undefined;
  return {
    type: type ? sql`lower(${raw(`${a}.type`)}) = ${type.toLowerCase()}` : truth,
    category: params.category ? sql`lower(${raw(`${a}.category`)}) = ${params.category.toLowerCase()}` : truth,
    location,
    remote: params.remote === true ? raw(`${a}.remote`) : params.remote === false ? raw(`not ${a}.remote`) : truth,
  };
}

/**
 * Order of a page. `alias` has columns posted_at, id, pay_annual (rank when there are words, dist
 * with a place). 'distance' without a place orders as 'relevance'.
 */
function orderSql(sort: JobSort, hasWords: boolean, alias: string, hasPlace = false): Sql {
  const newest = `${alias}.posted_at desc, ${alias}.id desc`;
  if (sort === 'salary') return raw(`${alias}.pay_annual desc nulls last, ${newest}`);
  if (sort === 'distance' && hasPlace) return raw(`${alias}.dist asc nulls last, ${newest}`);
  if ((sort === 'relevance' || sort === 'distance') && hasWords) return raw(`${alias}.rank desc, ${newest}`);
  return raw(newest);
}

/**
 * Words shorter than this match only as written: as a prefix or a similar spelling, 'b' or 'c'
 * would match most of the index and rank every job (one such search took seconds at 20,000 jobs).
 */
export const MIN_PREFIX_LENGTH = 3;

const isWordChar = (char: string) => /[\p{L}\p{N}]/u.test(char);

/** The letters and digits at the end of a text ('' when it ends in anything else). */
function trailingWord(text: string): string {
  const chars = [...text];
  let start = chars.length;
  while (start > 0 && isWordChar(chars[start - 1]!)) start -= 1;
  return chars.slice(start).join('');
}

/**
 * The words as a tsquery: websearch syntax ("quoted phrases", -exclude, or), and while the
 * person is still typing (the text ends in a word of MIN_PREFIX_LENGTH letters or more) the last
 * word matches as a prefix.
 */
export function tsquerySql(words: string): Sql {
  return sql`(${languageTsquery(ENGLISH, words)} || ${languageTsquery(FRENCH, words)})`;
}

/** The words as a tsquery of one language (see tsquerySql). */
function languageTsquery(language: SearchLanguage, words: string): Sql {
  const base = sql`websearch_to_tsquery(${raw(language.config)}, ${language.text(words)})`;
  if ([...trailingWord(words)].length < MIN_PREFIX_LENGTH) return base;
  return sql`(regexp_replace(${base}::text, '''([^'']+)''$', '''\\1'':*'))::tsquery`;
}

/** Letters-and-digits words of the tokens of a query that `keep` accepts. */
const wordsOf = (query: string, keep: (token: string) => boolean) =>
  query
    .split(/\s+/)
    .filter((token) => token && keep(token))
    .flatMap((token) => token.match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, 8);

/**
 * Plain words of a query for the typo fallback: no excluded (-word) or 'or' words, and none shorter
 * than MIN_PREFIX_LENGTH (they ask nothing of the fallback; a query of only such words has none).
 */
export const fuzzyWords = (query: string) =>
  wordsOf(query, (token) => !token.startsWith('-') && token.toLowerCase() !== 'or').filter((word) => [...word].length >= MIN_PREFIX_LENGTH);

/**
 * Each word matches as written (or as a prefix), or is spelled like a word of the title or
 * company (pg_trgm word similarity, through the trigram index). Stop words ask nothing; words
 * excluded with a minus stay excluded.
 */
function fuzzyMatchSql(query: string, words: string[]): Sql {
  const inLanguage = (language: SearchLanguage, word: string) => sql`to_tsquery(${raw(language.config)}, ${language.text(`${word}:*`)})`;
  const prefixQuery = (word: string) => sql`(${inLanguage(ENGLISH, word)} || ${inLanguage(FRENCH, word)})`;
  const perWord = words.map((word) => {
    // A stop word of either language ('the', 'les') asks nothing.
    const stopWord = sql`numnode(${inLanguage(ENGLISH, word)}) = 0 or numnode(${inLanguage(FRENCH, word)}) = 0`;
    return sql`${stopWord} or j.search_vector @@ ${prefixQuery(word)} or ${word} <% ${raw(TITLE_COMPANY)}`;
  });
  const excluded = wordsOf(query, (token) => token.startsWith('-')).map((word) => sql`not (j.search_vector @@ ${prefixQuery(word)})`);
  return all([...perWord, ...excluded]);
}

interface SearchRow {
  items: JobSummaryDto[];
  total: number;
  matched: number;
  terms: number;
  facet_type: JobFacets['type'];
  facet_category: JobFacets['category'];
  facet_location: JobFacets['location'];
  facet_remote: number;
}

/**
 * The total and the facet counts over `src` (columns type, category, city, province, remote, the
 * weight w and the filter flags ft, fc, fl, fr), in one pass with grouping sets: each filter is
 * counted with the other filters applied but not itself.
 */
function facetCtes(src: string): Sql {
  return raw(`agg as (
      select grouping(type) as g_type, grouping(category) as g_category, grouping(city) as g_place,
             type, category, city, province,
             coalesce(sum(w) filter (where fc and fl and fr), 0)::int as n_type,
             coalesce(sum(w) filter (where ft and fl and fr), 0)::int as n_category,
             coalesce(sum(w) filter (where ft and fc and fr), 0)::int as n_place,
             coalesce(sum(w) filter (where ft and fc and fl and fr), 0)::int as n_total,
             coalesce(sum(w) filter (where ft and fc and fl and remote), 0)::int as n_remote,
             coalesce(sum(w), 0)::int as n_matched
      from ${src} group by grouping sets ((type), (category), (city, province), ())
    )`);
}

const FACET_COLUMNS = raw(`(select n_total from agg where g_type = 1 and g_category = 1 and g_place = 1) as total,
    (select n_remote from agg where g_type = 1 and g_category = 1 and g_place = 1) as facet_remote,
    (select n_matched from agg where g_type = 1 and g_category = 1 and g_place = 1) as matched,
    (select coalesce(json_agg(json_build_object('value', type, 'count', n_type) order by n_type desc, type), '[]'::json)
       from agg where g_type = 0 and n_type > 0) as facet_type,
    (select coalesce(json_agg(json_build_object('value', category, 'count', n_category) order by n_category desc, category), '[]'::json)
       from agg where g_category = 0 and n_category > 0) as facet_category,
    (select coalesce(json_agg(json_build_object('value', place, 'count', n_place) order by n_place desc, place), '[]'::json)
       from (select city || case when province <> '' then ', ' || province else '' end as place, n_place from agg
             where g_place = 0 and city <> '' and n_place > 0 order by n_place desc, 1 limit 10) top_places) as facet_location`);

function flagColumns(f: FilterSql): Sql {
  return sql`${f.type} as ft, ${f.category} as fc, ${f.location} as fl, ${f.remote} as fr`;
}

/** The pay filter as a condition on jobs `j` (undefined without one). */
const payFilterSql = (params: JobSearchParams): Sql | undefined =>
  params.minPay !== undefined ? sql`j.pay_annual >= ${minPayYearly(params.minPay, params.payPeriod)}` : undefined;

/** A yearly pay's band in job_pay_facets (the pay_facets migration computes it the same way). */
const payBandSql = (column: string) => raw(`(floor(${column} / ${PAY_FACET_STEP}) * ${PAY_FACET_STEP})::int`);

/**
 * The published jobs paying at least `yearly` a year, per type, category, place and remote (the
 * counts of a pay filter without words): the bands of job_pay_facets wholly above the amount, the
 * jobs of the one band it cuts (read from jobs_pay_filter_index), less the approved jobs of those
 * bands already past their end date that the sweep has not marked expired yet (job_pay_facets
 * counts approved jobs; these are few, found through jobs_status_expires_at_index).
 */
function payFacetsSql(yearly: number, now: Date): Sql {
  const cut = Math.ceil(yearly / PAY_FACET_STEP) * PAY_FACET_STEP;
  const columns = raw(`j.type, j.category, coalesce(j.city, '') as city, coalesce(j.province, '') as province, j.remote`);
  return sql`(select f.type, f.category, f.city, f.province, f.remote, f.n from job_pay_facets f where f.pay_floor >= ${cut} and f.n > 0
      union all
      select ${columns}, 1 from jobs j
      where ${publishedJobsSql(now)} and j.pay_annual >= ${yearly} and j.pay_annual < ${cut} and ${payBandSql('j.pay_annual')} < ${cut}
      union all
      select ${columns}, -1 from jobs j
      where j.status = 'approved' and j.expires_at <= ${now.toISOString()}::timestamptz and ${payBandSql('j.pay_annual')} >= ${cut}) c`;
}

/**
 * Search without words: the page from the list-order indexes; the counts from job_facets, or with
 * a pay filter (job_facets does not count by pay) from job_pay_facets (see payFacetsSql).
 */
function browseSql(params: JobSearchParams, now: Date): Sql {
  const onJobs = filterSql(params, 'j');
  const onFacets = filterSql(params, 'c', false);
  const pay = payFilterSql(params);
  const facets = params.minPay !== undefined ? payFacetsSql(minPayYearly(params.minPay, params.payPeriod), now) : raw('job_facets c where c.n > 0');
  const place = params.location ? parseLocationQuery(params.location) : undefined;
  const onColumns = place?.kind === 'city' ? filterSql(params, 'j', false) : undefined;
  const words = place?.kind === 'city' ? placeWords(place.city, 'j') : undefined;
  // The jobs a typed place finds by their location's words alone (see placeSql), as two conditions
  // PostgreSQL answers from an index each instead of testing every job: those whose place was not
  // read (jobs_open_unread_location_words_index, a few), and, only when the typed place names no
  // published city (a one-time test), the others (jobs_open_location_words_index).
  const byWordsOnly =
    onColumns && words
      ? [words.unread, sql`${words.unknown} and not ${words.unread}`].map(
          (which) => sql`${which} and ${words.match} and not coalesce(${onColumns.location}, false)`,
        )
      : [];
  const others = [onJobs.type, onJobs.category, onJobs.remote, ...(pay ? [pay] : [])];
  const offset = pageOffset(params);
  const pageOf = (where: Sql, limit: number, skip: number) =>
    sql`select j.id, j.posted_at, j.pay_annual from jobs j where ${publishedJobsSql(now)} and ${all([...others, where])}
        order by ${orderSql(params.sort, false, 'j')} limit ${limit} offset ${skip}`;
  // With a place found by words too, the page is the first of the pages of each way of finding it
  // (the parsed city's only when the typed place names a published city: a one-time test, so an
  // unknown place does not read the list order to its end).
  const top =
    onColumns && words
      ? sql`select u.id, u.posted_at, u.pay_annual from (${join(
          [sql`${words.known} and ${onColumns.location}`, ...byWordsOnly].map((where) => sql`(${pageOf(where, offset + params.limit, 0)})`),
          ' union all ',
        )}) u order by ${orderSql(params.sort, false, 'u')} limit ${params.limit} offset ${offset}`
      : pageOf(onJobs.location, params.limit, offset);
  // job_facets counts the jobs found by words alone outside the place, so each is added inside it
  // (+1) and taken out where it was counted (-1).
  const found = (where: Sql) =>
    sql`select j.type, j.category, coalesce(j.city, '') as city, coalesce(j.province, '') as province, j.remote,
                   ${onJobs.type} as ft, ${onJobs.category} as fc, ${onJobs.remote} as fr
            from jobs j where ${publishedJobsSql(now)} and ${where}${pay ? sql` and ${pay}` : raw('')}`;
  const byWords = byWordsOnly.length
    ? sql`union all
      select w.type, w.category, w.city, w.province, w.remote, s.w, w.ft, w.fc, s.fl, w.fr
      from (${join(byWordsOnly.map(found), ' union all ')}) w
      cross join (values (1, true), (-1, false)) as s(w, fl)`
    : raw('');
  return sql`with top as (${top}), src as (
      select c.type, c.category, c.city, c.province, c.remote, c.n as w, ${flagColumns(onFacets)} from ${facets}
      ${byWords}
    ), ${facetCtes('src')}
    select
      (select coalesce(json_agg(${summaryJson(now)} order by ${orderSql(params.sort, false, 'top')}), '[]'::json) from top join jobs j on j.id = top.id) as items,
      0 as terms,
      ${FACET_COLUMNS}`;
}

/** The words' match and rank (through the GIN index, or the typo fallback when `fuzzy` lists words). */
function wordsMatchSql(query: string, fuzzy: string[] | null): { tsq: Sql; match: Sql; rank: Sql } {
  const tsq = tsquerySql(query);
  const match = fuzzy ? sql`(j.search_vector @@ ${tsq} or (${fuzzyMatchSql(query, fuzzy)}))` : sql`j.search_vector @@ ${tsq}`;
  // Exact matches rank above similar spellings; among those, title words count most (weight A).
  const rank = fuzzy
    ? sql`(j.search_vector @@ ${tsq})::int + ts_rank(j.search_vector, ${tsq}) + word_similarity(${query}, ${raw(TITLE_COMPANY)})`
    : sql`ts_rank(j.search_vector, ${tsq})`;
  return { tsq, match, rank };
}

/** A place of the gazetteer a search is near, and the radius around it. */
export interface NearPlace extends PlaceName {
  lat: number;
  lon: number;
  radiusKm: number;
}

/** The place as a point on the earth (earthdistance's cube). */
const originSql = (place: NearPlace) => sql`ll_to_earth(${place.lat}::float8, ${place.lon}::float8)`;

/**
 * Jobs of `alias` in the box around the radius of `place`: earth_box finds them through
 * jobs_open_earth_index (on job_earth(lat, lon), ll_to_earth with a fixed search_path; its
 * `lat is not null` and the published rule's status are that partial index's predicate). The
 * box's corners are outside the radius: greatCircleSql keeps the jobs really inside.
 */
const earthBoxSql = (place: NearPlace, alias: string) =>
  sql`(${raw(`${alias}.lat`)} is not null and earth_box(${originSql(place)}, ${place.radiusKm * 1000}::float8) @> ${raw(`job_earth(${alias}.lat, ${alias}.lon)`)})`;

/**
 * Jobs within the radius of `place`, on a point already made (`earth`: ll_to_earth of the job's lat and lon, null
 * without coordinates), for a few rows each tested against many places (job alerts): the same box
 * and distance, without computing the job's point (job_earth, a function PostgreSQL cannot inline)
 * again for every place.
 */
export function withinRadiusOfEarthSql(place: NearPlace, earth: Sql): Sql {
  const metres = place.radiusKm * 1000;
  return sql`(${earth} is not null and earth_box(${originSql(place)}, ${metres}::float8) @> ${earth}
    and earth_distance(${originSql(place)}, ${earth}) <= ${metres}::float8)`;
}

/** The earth's radius in earthdistance's model (its earth() function), in metres. */
const EARTH_RADIUS_M = 6378168;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Metres along the earth from `place` to the job `alias` when it has coordinates: the spherical
 * law of cosines on earthdistance's sphere, on plain floats, which is what
 * earth_distance(ll_to_earth(...), ll_to_earth(...)) answers (to a few micrometres over every
 * job of a 100,000-job board). ll_to_earth builds three cubes a call: computed for each job of a
 * box it cost about 5.5 µs a job, most of a search near Mississauga at 100,000 jobs; this, well
 * under one. The place's sine and cosine are computed once, here.
 */
function greatCircleSql(place: NearPlace, alias: string): Sql {
  const lat = raw(`radians(${alias}.lat)`);
  const lon = raw(`radians(${alias}.lon)`);
  const [sinLat, cosLat, lon0] = [Math.sin(radians(place.lat)), Math.cos(radians(place.lat)), radians(place.lon)];
  return sql`(${EARTH_RADIUS_M}::float8 * acos(least(1::float8, ${sinLat}::float8 * sin(${lat}) + ${cosLat}::float8 * cos(${lat}) * cos(${lon} - ${lon0}::float8))))`;
}

/** Metres from `place` to the job `alias` (null without coordinates: remote jobs). */
const distanceSql = (place: NearPlace, alias: string) => sql`case when ${raw(`${alias}.lat`)} is not null then ${greatCircleSql(place, alias)} end`;

/**
 * Search with words, or near a place (and perhaps a pay filter): the matching jobs (through the
 * GIN index or the typo fallback, and the GiST index of coordinates), ranked, and counted.
 *
 * Near a place, the jobs within the radius and the remote jobs are read; the remote ones count as
 * inside the place (so the remote count says what `remote=true` adds) and reach the page only with
 * `remote=true`: then `remote` means "remote jobs too", not "remote jobs only".
 */
function matchSql(params: JobSearchParams, now: Date, fuzzy: string[] | null, place?: NearPlace): Sql {
  const words = params.query ? wordsMatchSql(params.query, fuzzy) : undefined;
  const pay = payFilterSql(params);
  // Within the radius, or remote, as two conditions: the first is what the indexes find
  // (the box, or remote), which PostgreSQL then does not test again on each job; the second keeps
  // the jobs of the box inside the radius. Tested as one, the box's function ran again on every job.
  const near = place
    ? sql`(${earthBoxSql(place, 'j')} or j.remote) and (j.remote or ${greatCircleSql(place, 'j')} <= ${place.radiusKm * 1000}::float8)`
    : undefined;
  const match = all([words?.match, pay, near].filter((c): c is Sql => c !== undefined));
  const filters = filterSql(params, 'j');
  const flags: FilterSql = place ? { ...filters, remote: params.remote === true ? raw('true') : raw('not j.remote') } : filters;
  // Only the jobs inside every filter can reach the page: only those are ranked.
  const ranked =
    words && (params.sort === 'relevance' || (params.sort === 'distance' && !place))
      ? sql`case when ${all([flags.type, flags.category, flags.location, flags.remote])} then ${words.rank} end`
      : raw('0');
  const dist = place ? distanceSql(place, 'j') : raw('null::float8');
  const order = (alias: string) => orderSql(params.sort, words !== undefined, alias, place !== undefined);
  const item = summaryJson(now, place ? raw('round((top.dist / 1000)::numeric, 1)::float8') : undefined);
  return sql`with m as materialized (
      select j.id, j.type, j.category, coalesce(j.city, '') as city, coalesce(j.province, '') as province, j.remote,
             j.posted_at, j.pay_annual, ${ranked} as rank, ${dist} as dist, 1 as w, ${flagColumns(flags)}
      from jobs j where ${publishedJobsSql(now)} and ${match}
    ), top as (
      select id, rank, dist, posted_at, pay_annual from m where ft and fc and fl and fr
      order by ${order('m')} limit ${params.limit} offset ${pageOffset(params)}
    ), ${facetCtes('m')}
    select
      (select coalesce(json_agg(${item} order by ${order('top')}), '[]'::json) from top join jobs j on j.id = top.id) as items,
      ${words ? sql`numnode(${words.tsq})` : raw('0')} as terms,
      ${FACET_COLUMNS}`;
}

/** The statement a search runs first (exported for the benchmark's raw route); `place` is `near` resolved. */
export function jobSearchSql(params: JobSearchParams, now: Date, place?: NearPlace): Sql {
  return params.query || place ? matchSql(params, now, null, place) : browseSql(params, now);
}

function toPage(params: JobSearchParams, row: SearchRow, fuzzy: boolean, place?: NearPlace): JobSearchPage {
  return {
    // The REST `salary` of a job given only structured pay is that pay written out (salaryOf).
    items: row.items.map((job) => ({ ...job, salary: salaryOf(job) })),
    total: row.total,
    page: params.page,
    limit: params.limit,
    sort: params.sort,
    fuzzy,
    facets: { type: row.facet_type, category: row.facet_category, location: row.facet_location, remote: row.facet_remote },
    ...(place ? { near: { name: place.name, province: place.province, radius: place.radiusKm } } : {}),
  };
}

// ---------------------------------------------------------------- places

/** Suggestions a 400 for an unknown place carries at most. */
export const PLACE_SUGGESTIONS = 5;

/** The ways a typed place may be read, most literal first: 'Laval QC' is the place 'Laval QC', else Laval in QC. */
function placeReadings(text: string): { name: string; province: string | null }[] {
  const value = text.replace(/\s+/g, ' ').trim();
  const readings: { name: string; province: string | null }[] = [];
  const comma = value.lastIndexOf(',');
  if (comma > 0) {
    const province = provinceCode(value.slice(comma + 1));
    if (province) readings.push({ name: value.slice(0, comma).trim(), province });
  }
  readings.push({ name: value, province: null });
  const words = value.split(' ');
  for (let cut = words.length - 1; cut >= 1 && cut >= words.length - 3; cut--) {
    const province = provinceCode(words.slice(cut).join(' '));
    if (province) readings.push({ name: words.slice(0, cut).join(' '), province });
  }
  return readings.filter((reading) => reading.name !== '');
}

/**
 * The place of the gazetteer a search is `near`: the most populous place of that name (in the
 * province when one is given: 'Mississauga, ON', 'Laval QC', 'Milton Ontario'). A name it does not
 * know answers 400, with the closest names it knows (pg_trgm similarity; among close ones the more
 * populous first) in the message and, for programs, in the issue's `params.suggestions`.
 */
export async function resolvePlace(run: Runner, text: string, radiusKm: number): Promise<NearPlace> {
  const readings = placeReadings(text);
  const candidates = readings.map(
    (reading, order) =>
      sql`(select ${order}::int as reading, p.name, p.province, p.lat, p.lon, p.population from places p
          where p.key = place_key(${reading.name}) ${reading.province ? sql`and p.province = ${reading.province}` : raw('')}
          order by p.population desc, p.id limit 1)`,
  );
  const [found] = candidates.length
    ? await run<PlaceName & { lat: number; lon: number }>(sql`select * from (${join(candidates, ' union all ')}) c order by reading limit 1`)
    : [];
  if (found) return { name: found.name, province: found.province, lat: Number(found.lat), lon: Number(found.lon), radiusKm };
  const typed = readings[0]?.name ?? text;
  const province = readings[0]?.province ?? null;
  const suggestions = await run<PlaceName>(
    sql`select name, province from (
          select distinct on (p.name, p.province) p.name, p.province, p.population, similarity(p.key, place_key(${typed})) as alike
          from places p where place_key(${typed}) <> '' and (p.key % place_key(${typed}) or p.key like place_key(${typed}) || '%')
          order by p.name, p.province, p.population desc) c
        order by ${province ? sql`(province = ${province}) desc,` : raw('')} round(alike::numeric, 1) desc, population desc limit ${PLACE_SUGGESTIONS}`,
  );
  const message = unknownPlaceMessage(text.trim(), suggestions);
  throw new TRPCError({
    code: 'BAD_REQUEST',
    message,
    cause: new z.ZodRealError([{ code: 'custom', path: ['near'], message, input: text, params: { suggestions } }]),
  });
}

export interface SearchOptions {
  /** Kept answers of this app instance (see SearchCache). */
  cache?: SearchCache<JobSearchPage>;
  /**
   * Where the search statements run: a pool whose connections carry a statement timeout
   * (SEARCH_TIMEOUT_MS); past it the search answers 503 (SEARCH_TIMEOUT_MESSAGE). Without one they
   * run on the request's EntityManager, without a limit.
   */
  pool?: Pick<StatementPool, 'query'>;
}

/**
 * What the search's own connections set (SearchOptions.pool): no parallel workers. A search is one
 * short statement among many at once; split over worker processes on a small machine it waited for
 * them (at 1,000,000 jobs on 2 cores, 'driver' + Mississauga took 320 ms with two workers and 110 ms
 * without; 'warehouse' near Mississauga 410 and 240), and workers are few and shared by every
 * connection of the server.
 */
export const SEARCH_CONNECTION_SETTINGS = { max_parallel_workers_per_gather: '0' } as const;

/**
 * What each search connection opened at start reads once before it serves (createStatementPool's
 * `warmUp`, SEARCH_WARM_CONNECTIONS of them, kept open): every open job's row and words, as
 * searches read them. A new PostgreSQL backend maps the shared buffers page by page as it first
 * touches them; without this its first searches paid for it (at 100,000 jobs on a new connection:
 * 'driver' + Mississauga + Full-Time 436 ms, then 117 ms; 'forklift' 300 ms, then 68 ms; after the
 * warm-up, 158 and 95 ms).
 */
export const SEARCH_WARM_UP_SQL = `select count(*) from jobs j where j.status = 'approved' and length(j.search_vector) >= 0`;

/** What a search gets when PostgreSQL cancelled it for running too long (HTTP 503 with Retry-After). */
export const SEARCH_TIMEOUT_MESSAGE = 'The search took too long. Please try again in a few seconds, or use fewer or longer words.';
/** Seconds a caller is asked to wait after a search ran out of time. */
export const SEARCH_TIMEOUT_RETRY_AFTER_SECONDS = 5;

/** Whether an error (or one of its causes) is PostgreSQL cancelling a statement that ran past statement_timeout. */
export function isStatementTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    const { code, sqlState, cause } = current as { code?: unknown; sqlState?: unknown; cause?: unknown };
    if (code === '57014' || sqlState === '57014') return true;
    current = cause;
  }
  return false;
}

/** The job search, through `options.cache` when one is given (see SearchCache), on `options.pool` when one is given. */
export async function searchJobs(em: EntityManager, params: JobSearchParams, now: Date, options: SearchOptions = {}): Promise<JobSearchPage> {
  const pool = options.pool;
  const run: Runner = pool
    ? async <T>(statement: Sql) => {
        const { text, values } = statement.toNumbered();
        try {
          return await pool.query<T>(text, values);
        } catch (error) {
          if (isStatementTimeout(error)) {
            throw new TRPCError({
              code: 'SERVICE_UNAVAILABLE',
              message: SEARCH_TIMEOUT_MESSAGE,
              cause: new RetryAfter(SEARCH_TIMEOUT_RETRY_AFTER_SECONDS, error),
            });
          }
          throw error;
        }
      }
    : <T>(statement: Sql) => query<T>(em, statement);
  if (!options.cache) return runSearch(run, params, now);
  const generation = await changeGeneration(em, 'jobs', now);
  return options.cache.through(generation, JSON.stringify(params), () => runSearch(run, params, now));
}

export type Runner = <T>(statement: Sql) => Promise<T[]>;

/**
 * How far a job is from a typed place, in km with one decimal (as a search near it answers): null
 * when the job has no coordinates (remote, or a place the gazetteer does not know) or the gazetteer
 * does not know the typed place (a job page is not refused for a stale or mistyped link).
 */
export async function jobDistanceKm(em: EntityManager, jobId: number, near: string): Promise<number | null> {
  const run: Runner = <T>(statement: Sql) => query<T>(em, statement);
  let place: NearPlace;
  try {
    place = await resolvePlace(run, near, DEFAULT_NEAR_RADIUS_KM);
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'BAD_REQUEST') return null;
    throw error;
  }
  const [row] = await run<{ km: number | null }>(
    sql`select round((${distanceSql(place, 'j')} / 1000)::numeric, 1)::float8 as km from jobs j where j.id = ${jobId}`,
  );
  return row?.km ?? null;
}

async function runSearch(run: Runner, params: JobSearchParams, now: Date): Promise<JobSearchPage> {
  const place = params.near ? await resolvePlace(run, params.near, params.radius ?? DEFAULT_NEAR_RADIUS_KM) : undefined;
  const [row] = await run<SearchRow>(jobSearchSql(params, now, place));
  if (!params.query || row!.matched >= FUZZY_BELOW || row!.terms === 0) return toPage(params, row!, false, place);
  const words = fuzzyWords(params.query);
  if (words.length === 0) return toPage(params, row!, false, place);
  const [similar] = await run<SearchRow>(matchSql(params, now, words, place));
  return toPage(params, similar!, similar!.matched > row!.matched, place);
}
