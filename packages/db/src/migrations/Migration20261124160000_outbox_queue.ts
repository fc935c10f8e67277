import { Migration } from '@mikro-orm/migrations';

/** The mail worker claims pending outbox rows for its queue (pg-boss, schema 'pgboss', created by the worker). */
export class Migration20261124160000_outbox_queue extends Migration {
  override name = 'Migration20261124160000_outbox_queue';

  override up(): void {
    this.addSql(`alter table "email_outbox" add column "queued_at" timestamptz null;`);
    this.addSql(`create index "email_outbox_pending_index" on "email_outbox" ("id") where "status" = 'pending';`);
  }

  override down(): void {
    this.addSql(`drop index if exists "email_outbox_pending_index";`);
    this.addSql(`alter table "email_outbox" drop column "queued_at";`);
  }
}
