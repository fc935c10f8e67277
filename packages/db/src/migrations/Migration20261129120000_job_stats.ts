import { Migration } from '@mikro-orm/migrations';

/**
 * What each job draws (issue 38, item 4), written by hand (the generator's diff also proposed the
 * hand-written triggers and tables the entities do not describe):
 *
 * - job_daily_stats: per job and day (the company's day, America/Toronto): page views, unique
 *   visitors, apply-form starts, applications, and the visitors of each source. No foreign key:
 *   the counts of a deleted job stay (they name nobody), so the dashboard's weeks do not shrink.
 * - job_stat_totals: the same figures summed per job, for the admin list's sort (one row per job,
 *   deleted with its job).
 * - job_view_salts: one random salt per day. A visitor is known for the day by
 *   sha256(salt, address, user agent, job id) only; the salt is deleted after its day, so
 *   yesterday's hashes cannot be recomputed from an address.
 * - job_view_clients: per day and hash, the views counted (capped) and whether the apply form was
 *   started; deleted with the salt.
 * - A trigger counts each new application in its job's day (an application updated by the
 *   one-application-per-job rule is not new). Existing applications are counted once here.
 *
 * A frozen copy, in SQL: do not edit.
 */
export class Migration20261129120000_job_stats extends Migration {
  override name = 'Migration20261129120000_job_stats';

  override up(): void {
    this.addSql(`create table "job_daily_stats" (
      "job_id" int not null,
      "day" date not null,
      "views" int not null default 0,
      "visitors" int not null default 0,
      "starts" int not null default 0,
      "applications" int not null default 0,
      "from_search" int not null default 0,
      "from_google_jobs" int not null default 0,
      "from_job_alerts" int not null default 0,
      "from_direct" int not null default 0,
      "from_other" int not null default 0,
      constraint "job_daily_stats_pkey" primary key ("job_id", "day"));`);
    // The dashboard's weeks read every job's days in a range.
    this.addSql(`create index "job_daily_stats_day_index" on "job_daily_stats" ("day");`);

    this.addSql(`create table "job_stat_totals" (
      "job_id" int not null primary key references "jobs" ("id") on update cascade on delete cascade,
      "views" int not null default 0,
      "visitors" int not null default 0,
      "starts" int not null default 0,
      "applications" int not null default 0);`);

    this.addSql(`create table "job_view_salts" ("day" date not null primary key, "salt" bytea not null);`);
    this.addSql(`create table "job_view_clients" (
      "day" date not null,
      "hash" bytea not null,
      "views" smallint not null default 0,
      "started" boolean not null default false,
      constraint "job_view_clients_pkey" primary key ("day", "hash"));`);

    this.addSql(`create or replace function job_stats_count_application() returns trigger language plpgsql as $$
      declare d date;
      begin
        if new.job_id is null then return null; end if;
        d := (new.applied_at at time zone 'America/Toronto')::date;
        insert into job_daily_stats (job_id, day, applications) values (new.job_id, d, 1)
          on conflict (job_id, day) do update set applications = job_daily_stats.applications + 1;
        insert into job_stat_totals (job_id, applications) values (new.job_id, 1)
          on conflict (job_id) do update set applications = job_stat_totals.applications + 1;
        return null;
      end $$;`);
    this.addSql(`create trigger "job_applications_stats" after insert on "job_applications"
      for each row execute function job_stats_count_application();`);

    this.addSql(`insert into job_daily_stats (job_id, day, applications)
      select job_id, (applied_at at time zone 'America/Toronto')::date, count(*) from job_applications
      where job_id is not null group by 1, 2;`);
    this.addSql(`insert into job_stat_totals (job_id, applications)
      select job_id, count(*) from job_applications where job_id is not null group by 1;`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists "job_applications_stats" on "job_applications";`);
    this.addSql(`drop function if exists job_stats_count_application();`);
    this.addSql(`drop table if exists "job_view_clients";`);
    this.addSql(`drop table if exists "job_view_salts";`);
    this.addSql(`drop table if exists "job_stat_totals";`);
    this.addSql(`drop table if exists "job_daily_stats";`);
  }
}
