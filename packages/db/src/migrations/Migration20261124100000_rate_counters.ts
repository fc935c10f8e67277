import { Migration } from '@mikro-orm/migrations';

/**
 * Throttle counters shared by every app instance: one row per key (`login:<ip>|<user>`,
 * `write:contact:<ip>`, ...) with its hits in the current window and when the window ends.
 */
export class Migration20261124100000_rate_counters extends Migration {
  override name = 'Migration20261124100000_rate_counters';

  override up(): void {
    this.addSql(
      `create table "rate_counters" ("key" text not null, "hits" int not null default 0, "reset_at" timestamptz not null, constraint "rate_counters_pkey" primary key ("key"));`,
    );
    this.addSql(`create index "rate_counters_reset_at_index" on "rate_counters" ("reset_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "rate_counters";`);
  }
}
