import { Migration } from '@mikro-orm/migrations';

/**
 * Admin searches of applications and leads match '%text%' in several columns: a trigram GIN index
 * per table (over those columns) answers them without reading the whole table.
 */
const SEARCH_COLUMNS: Record<string, string[]> = {
  job_applications: ['applicant_name', 'applicant_email', 'job_title'],
  contact_messages: ['name', 'email', 'subject', 'company', 'message'],
  transportation_quotes: ['contact_name', 'email', 'company', 'origin', 'destination'],
  warehouse_quotes: ['name', 'email', 'company', 'message'],
  carrier_applications: ['company_name', 'contact_name', 'email', 'service_areas'],
  newsletter_subscriptions: ['email', 'source'],
};

export class Migration20261124040000_admin_search_indexes extends Migration {
  override name = 'Migration20261124040000_admin_search_indexes';

  override up(): void {
    for (const [table, columns] of Object.entries(SEARCH_COLUMNS)) {
      this.addSql(`create index "${table}_search_trgm_index" on "${table}" using gin (${columns.map((c) => `"${c}" gin_trgm_ops`).join(', ')});`);
    }
  }

  override down(): void {
    for (const table of Object.keys(SEARCH_COLUMNS)) this.addSql(`drop index if exists "${table}_search_trgm_index";`);
  }
}
