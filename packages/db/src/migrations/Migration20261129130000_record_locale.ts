import { Migration } from '@mikro-orm/migrations';

/** The records a visitor's form makes, each of which is mailed back to that person. */
const TABLES = [
  'job_applications',
  'contact_messages',
  'transportation_quotes',
  'warehouse_quotes',
  'carrier_applications',
  'newsletter_subscriptions',
  'jobs',
  'job_alerts',
  'privacy_requests',
  'candidate_links',
];

/**
 * Mail in the reader's language (issue 35, item 5): each record a public form makes keeps the
 * language of the page it was sent from (`locale`: 'en' or 'fr'), and every mail to its person is
 * written in it. Every existing row, and every row written without one (a REST caller), is English.
 * Written by hand with only this change. A frozen copy: do not edit.
 */
export class Migration20261129130000_record_locale extends Migration {
  override name = 'Migration20261129130000_record_locale';

  override up(): void {
    for (const table of TABLES) {
      this.addSql(`alter table "${table}" add column "locale" text not null default 'en';`);
      this.addSql(`alter table "${table}" add constraint "${table}_locale_check" check ("locale" in ('en', 'fr'));`);
    }
  }

  override down(): void {
    for (const table of TABLES) {
      this.addSql(`alter table "${table}" drop constraint "${table}_locale_check";`);
      this.addSql(`alter table "${table}" drop column "locale";`);
    }
  }
}
