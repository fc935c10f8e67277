import { Migration } from '@mikro-orm/migrations';

/**
 * How many nightly backups of the embedded database are kept in DATA_DIR/backups (issue 23), a
 * System setting the admin can change: 7 by default, 0 for none. Written by hand: one column.
 */
export class Migration20261127210000_backups_kept extends Migration {
  override name = 'Migration20261127210000_backups_kept';

  override up(): void {
    this.addSql(`alter table "site_settings" add "backups_kept" int not null default 7;`);
  }

  override down(): void {
    this.addSql(`alter table "site_settings" drop column "backups_kept";`);
  }
}
