import { Migration } from '@mikro-orm/migrations';

/**
 * Staff accounts (issue 22): every admin gets a role (the existing ones become owners), an email
 * address for invitations and password resets, an active flag (a deactivated user cannot sign in)
 * and the two-factor columns (the TOTP secret, encrypted, and when it was turned on).
 */
export class Migration20261128000000_staff_roles extends Migration {
  override name = 'Migration20261128000000_staff_roles';

  override up(): void {
    this.addSql(
      `alter table "admin_users" add "role" text not null default 'owner', add "email" varchar(254) null, add "active" boolean not null default true, add "mfa_secret" text null, add "mfa_enabled_at" timestamptz null;`,
    );
    this.addSql(`alter table "admin_users" add constraint "admin_users_role_check" check ("role" in ('owner', 'recruiter', 'editor'));`);
    this.addSql(`alter table "admin_users" add constraint "admin_users_email_unique" unique ("email");`);
  }

  override down(): void {
    this.addSql(`alter table "admin_users" drop constraint "admin_users_email_unique";`);
    this.addSql(`alter table "admin_users" drop constraint "admin_users_role_check";`);
    this.addSql(
      `alter table "admin_users" drop column "role", drop column "email", drop column "active", drop column "mfa_secret", drop column "mfa_enabled_at";`,
    );
  }
}
