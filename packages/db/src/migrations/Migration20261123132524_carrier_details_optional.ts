import { Migration } from '@mikro-orm/migrations';

/** The carrier join request's contact details become optional (the spec's dialog asks for none). */
export class Migration20261123132524_carrier_details_optional extends Migration {
  override name = 'Migration20261123132524_carrier_details_optional';

  override up(): void | Promise<void> {
    this.addSql(`alter table "carrier_applications" alter column "company_name" drop not null;`);
    this.addSql(`alter table "carrier_applications" alter column "contact_name" drop not null;`);
    this.addSql(`alter table "carrier_applications" alter column "email" drop not null;`);
    this.addSql(`alter table "carrier_applications" alter column "phone" drop not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "carrier_applications" alter column "company_name" set not null;`);
    this.addSql(`alter table "carrier_applications" alter column "contact_name" set not null;`);
    this.addSql(`alter table "carrier_applications" alter column "email" set not null;`);
    this.addSql(`alter table "carrier_applications" alter column "phone" set not null;`);
  }
}
