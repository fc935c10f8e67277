/**
 * What the searches match and what their indexes hold, from one definition: the search code
 * (@app/trpc) builds its conditions from these, and the entities' indexes (or, for an index only a
 * migration made, apps/api/test/search-indexes.test.ts against the live index) hold the same.
 */

/**
 * The fields an admin search box matches with ILIKE '%text%', per table, as the entities name them.
 * One trigram GIN index per table over their columns serves a search on any of them, so a search
 * does not read the table.
 */
export const ADMIN_SEARCH_FIELDS = {
  job_applications: ['applicantName', 'applicantEmail', 'jobTitle'],
  contact_messages: ['name', 'email', 'subject', 'company', 'message'],
  transportation_quotes: ['contactName', 'email', 'company', 'origin', 'destination'],
  warehouse_quotes: ['name', 'email', 'company', 'message'],
  carrier_applications: ['companyName', 'contactName', 'email', 'serviceAreas'],
  newsletter_subscriptions: ['email', 'source'],
} as const satisfies Record<string, readonly string[]>;

export type AdminSearchTable = keyof typeof ADMIN_SEARCH_FIELDS;

/** A field's column, as the ORM's default naming writes it ('applicantName' -> 'applicant_name'). */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export function trigramSearchIndex(table: AdminSearchTable) {
  const name = `${table}_search_trgm_index`;
  const columns = ADMIN_SEARCH_FIELDS[table].map((field) => `"${columnOf(field)}" gin_trgm_ops`).join(', ');
  return { name, expression: `create index "${name}" on "${table}" using gin (${columns})` };
}

/** A column of the jobs table, of the row `alias` names in a query, or bare (quoted) in an index. */
const jobColumn = (alias: string | undefined, column: string) => (alias ? `${alias}.${column}` : `"${column}"`);

/**
 * The text the typo fallback of the job search compares a word with (pg_trgm): title and company.
 * The expression of jobs_open_title_company_trgm_index and jobs_other_title_company_trgm_index.
 */
export const jobTitleCompanySql = (alias?: string) => `(${jobColumn(alias, 'title')} || ' ' || ${jobColumn(alias, 'company')})`;

/**
 * Accented letters and their plain ones ('Montréal' and 'Montreal' are one place to a searcher),
 * and a slash as a space ('Whitby/Oshawa' is two places, not one path-like token).
 */
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ/';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyy ';

/**
 * The words of a job's location text, accents folded, as full-text tokens ('simple': no stemming,
 * so 'Milton' never matches 'Hamilton'). The expression of jobs_open_location_words_index, which only
 * migrations made (Migration20261127150000_location_words, then Migration20261203090000_open_job_indexes for the open jobs).
 */
export const jobLocationWordsSql = (alias?: string) =>
  `to_tsvector('simple'::regconfig, translate(lower(${jobColumn(alias, 'location')}), '${ACCENTED}', '${PLAIN}'))`;
