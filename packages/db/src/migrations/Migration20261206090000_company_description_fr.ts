import { Migration } from '@mikro-orm/migrations';

const ENGLISH_DEFAULT = 'Staffing and recruitment, warehouse services and transportation for Ontario businesses since 2016.';
const FRENCH_DEFAULT = 'Dotation et recrutement, services d’entreposage et transport pour les entreprises de l’Ontario depuis 2016.';

/**
 * The company description in French (Site Settings), shown on the French pages. A site whose
 * description is still the default gets the default's French version; one whose staff wrote their
 * own gets none (its French pages show the English text, marked as English) until staff write it.
 */
export class Migration20261206090000_company_description_fr extends Migration {
  override name = 'Migration20261206090000_company_description_fr';

  override up(): void {
    this.addSql(`alter table "site_settings" add column "company_description_fr" text not null default '';`);
    this.addSql(`update "site_settings" set "company_description_fr" = '${FRENCH_DEFAULT}' where "company_description" = '${ENGLISH_DEFAULT}';`);
  }

  override down(): void {
    this.addSql(`alter table "site_settings" drop column "company_description_fr";`);
  }
}
