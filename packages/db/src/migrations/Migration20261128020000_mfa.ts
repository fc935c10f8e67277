import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in (issue 22, item 3): the single-use recovery codes of each staff user (keyed
 * hashes only), the TOTP time step last accepted per user (a code is never accepted twice), and
 * the owner's switch that requires two-factor for the whole team. The secret itself lives in
 * admin_users.mfa_secret (staff_roles), encrypted by the app. Written from the generator's diff.
 */
export class Migration20261128020000_mfa extends Migration {
  override name = 'Migration20261128020000_mfa';

  override up(): void {
    this.addSql(
      `create table "admin_recovery_codes" ("id" serial primary key, "admin_id" int not null, "code_hash" varchar(64) not null, "created_at" timestamptz not null default now(), "used_at" timestamptz null);`,
    );
    this.addSql(`alter table "admin_recovery_codes" add constraint "admin_recovery_codes_admin_id_code_hash_unique" unique ("admin_id", "code_hash");`);
    this.addSql(
      `alter table "admin_recovery_codes" add constraint "admin_recovery_codes_admin_id_foreign" foreign key ("admin_id") references "admin_users" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "admin_users" add "mfa_last_step" int null;`);
    this.addSql(`alter table "site_settings" add "require_mfa" boolean not null default false;`);
  }

  override down(): void {
    this.addSql(`alter table "site_settings" drop column "require_mfa";`);
    this.addSql(`alter table "admin_users" drop column "mfa_last_step";`);
    this.addSql(`drop table if exists "admin_recovery_codes" cascade;`);
  }
}
