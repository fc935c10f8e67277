import { Migration } from '@mikro-orm/migrations';

/**
 * The counts of a pay filter without words (issue 36). They came from every approved job paying
 * at least the asked amount, grouped by type, category, place and remote: at 100,000 jobs a filter
 * that half of them pass read 48,000 entries of jobs_pay_filter_index (about 48 ms). job_pay_facets
 * holds the same groups per pay band of PAY_FACET_STEP yearly dollars, kept by a statement trigger
 * like job_facets; a filter sums the bands above the asked amount and reads only the jobs of the
 * one band it cuts from the index (about 7 ms).
 *
 * The band's width is PAY_FACET_STEP as this migration wrote it: a new width needs a migration that
 * rebuilds the table and the trigger (the search reads PAY_FACET_STEP).
 */
const PAY_FACET_STEP = 2500;

export class Migration20261207090000_pay_facets extends Migration {
  override name = 'Migration20261207090000_pay_facets';

  override up(): void {
    const band = `(floor(pay_annual / ${PAY_FACET_STEP}) * ${PAY_FACET_STEP})::int`;
    this.addSql(
      `create table "job_pay_facets" ("pay_floor" int not null, "type" text not null, "category" text not null, "city" text not null, "province" text not null, "remote" boolean not null, "n" bigint not null default 0, primary key ("pay_floor", "type", "category", "city", "province", "remote"));`,
    );
    this.addSql(`
      create function "count_paying_jobs"() returns trigger language plpgsql as $fn$
      declare
        delta_sql text;
        cols text := '${band.replace(/'/g, "''")} as pay_floor, type, category, coalesce(city, '''') as city, coalesce(province, '''') as province, remote';
        counted text := 'status = ''approved'' and pay_annual is not null';
      begin
        if TG_OP = 'INSERT' then
          delta_sql := format('select %s, 1 as d from new_rows where %s', cols, counted);
        elsif TG_OP = 'DELETE' then
          delta_sql := format('select %s, -1 as d from old_rows where %s', cols, counted);
        else
          delta_sql := format('select %s, 1 as d from new_rows where %s union all select %s, -1 from old_rows where %s', cols, counted, cols, counted);
        end if;
        execute format(
          'insert into "job_pay_facets" ("pay_floor", "type", "category", "city", "province", "remote", "n")'
          ' select pay_floor, type, category, city, province, remote, sum(d) from (%s) deltas group by 1, 2, 3, 4, 5, 6 having sum(d) <> 0 order by 1, 2, 3, 4, 5, 6'
          ' on conflict ("pay_floor", "type", "category", "city", "province", "remote") do update set "n" = "job_pay_facets"."n" + excluded."n"',
          delta_sql);
        return null;
      end
      $fn$;`);
    for (const [event, tables] of [
      ['insert', 'referencing new table as new_rows'],
      ['update', 'referencing old table as old_rows new table as new_rows'],
      ['delete', 'referencing old table as old_rows'],
    ] as const) {
      this.addSql(`create trigger "jobs_pay_facets_${event}" after ${event} on "jobs" ${tables} for each statement execute function "count_paying_jobs"();`);
    }
    this.addSql(`
      create function "clear_paying_jobs"() returns trigger language plpgsql as $fn$
      begin
        delete from "job_pay_facets";
        return null;
      end
      $fn$;`);
    this.addSql(`create trigger "jobs_pay_facets_truncate" after truncate on "jobs" for each statement execute function "clear_paying_jobs"();`);
    this.addSql(
      `insert into "job_pay_facets" select ${band}, type, category, coalesce(city, ''), coalesce(province, ''), remote, count(*) from "jobs" where status = 'approved' and pay_annual is not null group by 1, 2, 3, 4, 5, 6;`,
    );
  }

  override down(): void {
    this.addSql(`drop trigger if exists "jobs_pay_facets_insert" on "jobs"; drop trigger if exists "jobs_pay_facets_update" on "jobs";`);
    this.addSql(`drop trigger if exists "jobs_pay_facets_delete" on "jobs"; drop trigger if exists "jobs_pay_facets_truncate" on "jobs";`);
    this.addSql(`drop function if exists "count_paying_jobs"(); drop function if exists "clear_paying_jobs"();`);
    this.addSql(`drop table if exists "job_pay_facets";`);
  }
}
