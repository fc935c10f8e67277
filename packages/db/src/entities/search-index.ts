/**
 * A trigram GIN index over the columns an admin search box matches with ILIKE '%text%': one
 * multicolumn index serves a search on any of its columns, so a search does not read the table.
 */
export const TRIGRAM_SEARCH_COLUMNS: Record<string, string[]> = {
  job_applications: ['applicant_name', 'applicant_email', 'job_title'],
  contact_messages: ['name', 'email', 'subject', 'company', 'message'],
  transportation_quotes: ['contact_name', 'email', 'company', 'origin', 'destination'],
  warehouse_quotes: ['name', 'email', 'company', 'message'],
  carrier_applications: ['company_name', 'contact_name', 'email', 'service_areas'],
  newsletter_subscriptions: ['email', 'source'],
};

export function trigramSearchIndex(table: keyof typeof TRIGRAM_SEARCH_COLUMNS & string) {
  const name = `${table}_search_trgm_index`;
  const columns = TRIGRAM_SEARCH_COLUMNS[table]!.map((c) => `"${c}" gin_trgm_ops`).join(', ');
  return { name, expression: `create index "${name}" on "${table}" using gin (${columns})` };
}
