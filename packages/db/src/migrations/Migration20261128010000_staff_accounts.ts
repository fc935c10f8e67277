import { Migration } from '@mikro-orm/migrations';

/**
 * Staff accounts (issue 22): invitations to the team and 'Forgot password?' requests. Neither
 * keeps a link's secret, only its SHA-256; an invitation is valid 72 hours, a reset link 30
 * minutes, and each is used once.
 */
export class Migration20261128010000_staff_accounts extends Migration {
  override name = 'Migration20261128010000_staff_accounts';

  override up(): void {
    this.addSql(
      `create table "admin_invitations" ("id" serial primary key, "email" varchar(254) not null, "role" text not null, "token_hash" varchar(64) not null, "invited_by_id" int null references "admin_users" ("id") on delete set null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "accepted_at" timestamptz null, "accepted_user_id" int null references "admin_users" ("id") on delete set null, "revoked_at" timestamptz null, constraint "admin_invitations_role_check" check ("role" in ('owner', 'recruiter', 'editor')), constraint "admin_invitations_token_hash_unique" unique ("token_hash"));`,
    );
    this.addSql(`create index "admin_invitations_email_index" on "admin_invitations" ("email");`);
    this.addSql(
      `create table "admin_password_resets" ("id" serial primary key, "email" varchar(254) not null, "site_url" varchar(300) not null, "ip" varchar(64) null, "created_at" timestamptz not null default now(), "processed_at" timestamptz null, "admin_id" int null references "admin_users" ("id") on delete cascade, "token_hash" varchar(64) null, "expires_at" timestamptz null, "used_at" timestamptz null, constraint "admin_password_resets_token_hash_unique" unique ("token_hash"));`,
    );
    this.addSql(`create index "admin_password_resets_admin_id_index" on "admin_password_resets" ("admin_id");`);
    // The worker's queue: the requests it has not looked at yet.
    this.addSql(`create index "admin_password_resets_waiting_index" on "admin_password_resets" ("id") where "processed_at" is null;`);
  }

  override down(): void {
    this.addSql(`drop table if exists "admin_password_resets";`);
    this.addSql(`drop table if exists "admin_invitations";`);
  }
}
