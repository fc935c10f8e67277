import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log of admin actions (entity AuditLog), newest first by its created_at index. It is
 * append-only: a trigger refuses every UPDATE, DELETE and TRUNCATE, whoever sends it (dropping
 * the table or the database still works, so test databases are dropped as before).
 */
export class Migration20261124110000_audit_log extends Migration {
  override name = 'Migration20261124110000_audit_log';

  override up(): void {
    this.addSql(
      `create table "audit_log" ("id" bigserial primary key, "created_at" timestamptz not null default now(), "admin_id" int null, "username" varchar(100) not null, "ip" varchar(64) null, "action" varchar(60) not null, "target_type" varchar(40) null, "target_id" varchar(64) null, "label" varchar(200) null, "before" jsonb null, "after" jsonb null);`,
    );
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at" desc);`);
    this.addSql(`create index "audit_log_admin_id_index" on "audit_log" ("admin_id");`);
    this.addSql(`create index "audit_log_action_index" on "audit_log" ("action");`);
    this.addSql(`
      create function "audit_log_append_only"() returns trigger language plpgsql as $fn$
      begin
        raise exception 'audit_log is append-only: % is not allowed', TG_OP using errcode = 'insufficient_privilege';
      end
      $fn$;`);
    this.addSql(`create trigger "audit_log_no_update_delete" before update or delete on "audit_log" for each row execute function "audit_log_append_only"();`);
    this.addSql(`create trigger "audit_log_no_truncate" before truncate on "audit_log" for each statement execute function "audit_log_append_only"();`);
  }

  override down(): void {
    this.addSql(`drop table if exists "audit_log";`);
    this.addSql(`drop function if exists "audit_log_append_only"();`);
  }
}
