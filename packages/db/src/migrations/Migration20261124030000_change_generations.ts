import { Migration } from '@mikro-orm/migrations';

/**
 * A number that grows with every statement that changes the jobs table. App instances keep
 * search answers in memory under the number they were computed at, so a change made through any
 * instance (or straight in the database) makes every instance's kept answers stale at once.
 */
export class Migration20261124030000_change_generations extends Migration {
  override name = 'Migration20261124030000_change_generations';

  override up(): void {
    this.addSql(`create table "change_generations" ("name" text not null primary key, "n" bigint not null default 0);`);
    this.addSql(`insert into "change_generations" ("name", "n") values ('jobs', 0);`);
    this.addSql(`
      create function "bump_change_generation"() returns trigger language plpgsql as $fn$
      begin
        update "change_generations" set "n" = "n" + 1 where "name" = TG_ARGV[0];
        return null;
      end
      $fn$;`);
    this.addSql(
      `create trigger "jobs_change_generation" after insert or update or delete or truncate on "jobs" for each statement execute function "bump_change_generation"('jobs');`,
    );
  }

  override down(): void {
    this.addSql(`drop trigger if exists "jobs_change_generation" on "jobs";`);
    this.addSql(`drop function if exists "bump_change_generation"();`);
    this.addSql(`drop table if exists "change_generations";`);
  }
}
