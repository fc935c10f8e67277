import { Migration } from '@mikro-orm/migrations';
import { annualPay, parseJobLocation, parsePay } from './frozen-rules-20261124.ts';

// As the entity declares them on this date (a migration stays as it was written).
const JOB_SEARCH_VECTOR_SQL =
  `setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || ` +
  `setweight(to_tsvector('english'::regconfig, coalesce("company", '') || ' ' || coalesce("category", '') || ' ' || coalesce("type", '') || ' ' || coalesce("city", '')), 'B') || ` +
  `setweight(to_tsvector('english'::regconfig, coalesce("description", '') || ' ' || coalesce("requirements", '')), 'C')`;

/** Bucket of each counted table: the admin tabs and dashboard read their counts from row_counts. */
export const COUNTED_TABLES: [table: string, bucket: string][] = [
  ['jobs', 'status'],
  ['job_applications', 'status'],
  ['blog_posts', `case when published then 'published' else 'draft' end`],
  ['testimonials', `case when featured then 'featured' else 'regular' end`],
  ['contact_messages', 'status'],
  ['transportation_quotes', 'status'],
  ['warehouse_quotes', 'status'],
  ['carrier_applications', 'status'],
  ['newsletter_subscriptions', 'status'],
];

/**
 * Search and lists that hold at 100,000 jobs:
 * - jobs get city, province and remote (parsed from the location) and pay (parsed from the
 *   salary), a weighted full-text vector with a GIN index, a trigram index on title and company
 *   for typo tolerance, and indexes for each list order;
 * - an 'expired' status for approved jobs past their end date (set by the server's sweep);
 * - counters kept by statement triggers, so that counts never scan a table: rows per status
 *   (row_counts), published jobs per type/category/place/remote (job_facets) and per company
 *   (job_companies).
 */
export class Migration20261124020000_job_search extends Migration {
  override name = 'Migration20261124020000_job_search';

  override async up(): Promise<void> {
    const run = (sql: string, params?: unknown[]) => this.execute(sql, params);

    await run(
      `alter table "jobs" add column "city" varchar(120) null, add column "province" varchar(2) null, add column "remote" boolean not null default false, add column "pay_min" double precision null, add column "pay_max" double precision null, add column "pay_period" text null, add column "pay_annual" double precision null;`,
    );
    await run(`alter table "jobs" add constraint "jobs_pay_period_check" check ("pay_period" in ('hour', 'day', 'week', 'month', 'year'));`);
    await run(`alter table "jobs" drop constraint if exists "jobs_status_check";`);
    await run(`alter table "jobs" add constraint "jobs_status_check" check ("status" in ('pending', 'approved', 'denied', 'expired'));`);

    // Backfill the parsed columns with the same code that writes them from now on.
    const rows = (await run(`select "id", "location", "salary" from "jobs"`)) as { id: number; location: string; salary: string | null }[];
    for (let i = 0; i < rows.length; i += 2000) {
      const chunk = rows.slice(i, i + 2000).map((r) => {
        const place = parseJobLocation(r.location);
        const pay = parsePay(r.salary);
        return {
          id: r.id,
          city: place.city,
          province: place.province,
          remote: place.remote,
          pay_min: pay?.min ?? null,
          pay_max: pay?.max ?? null,
          pay_period: pay?.period ?? null,
          pay_annual: pay ? annualPay(pay) : null,
        };
      });
      await run(
        `update "jobs" j set "city" = v."city", "province" = v."province", "remote" = v."remote", "pay_min" = v."pay_min", "pay_max" = v."pay_max", "pay_period" = v."pay_period", "pay_annual" = v."pay_annual"
         from json_to_recordset(?::json) as v("id" int, "city" text, "province" text, "remote" boolean, "pay_min" double precision, "pay_max" double precision, "pay_period" text, "pay_annual" double precision)
         where j."id" = v."id";`,
        [JSON.stringify(chunk)],
      );
    }
    await run(`update "jobs" set "status" = 'expired' where "status" = 'approved' and "expires_at" <= now();`);

    await run(`alter table "jobs" add column "search_vector" tsvector generated always as (${JOB_SEARCH_VECTOR_SQL}) stored;`);

    // Indexes: full-text, typo fallback, and one per list order of published jobs.
    await run(`drop index if exists "jobs_search_trgm_index";`);
    await run(`drop index if exists "jobs_status_posted_at_index";`);
    await run(`drop index if exists "jobs_featured_status_posted_at_index";`);
    await run(`create index "jobs_search_vector_index" on "jobs" using gin ("search_vector");`);
    await run(`create index "jobs_title_company_trgm_index" on "jobs" using gin (("title" || ' ' || "company") gin_trgm_ops);`);
    await run(`create index "jobs_status_posted_at_index" on "jobs" ("status", "posted_at" desc, "id" desc);`);
    await run(`create index "jobs_status_expires_at_index" on "jobs" ("status", "expires_at");`);
    await run(`create index "jobs_featured_index" on "jobs" ("posted_at" desc, "id" desc) where "status" = 'approved' and "featured";`);
    await run(`create index "jobs_pay_annual_index" on "jobs" ("pay_annual" desc nulls last, "posted_at" desc, "id" desc) where "status" = 'approved';`);
    await run(`create index "jobs_city_index" on "jobs" (lower("city") text_pattern_ops, "province");`);
    await run(`create index "jobs_province_index" on "jobs" ("province");`);
    await run(`create index "jobs_remote_index" on "jobs" ("posted_at" desc, "id" desc) where "status" = 'approved' and "remote";`);

    // Row counts per table and bucket, kept by statement triggers (one per event: transition
    // tables cannot serve several events).
    await run(
      `create table "row_counts" ("relation" text not null, "bucket" text not null, "n" bigint not null default 0, primary key ("relation", "bucket"));`,
    );
    await run(`
      create function "count_rows"() returns trigger language plpgsql as $fn$
      declare
        delta_sql text;
      begin
        if TG_OP = 'INSERT' then
          delta_sql := format('select (%s)::text as b, 1 as d from new_rows', TG_ARGV[0]);
        elsif TG_OP = 'DELETE' then
          delta_sql := format('select (%s)::text as b, -1 as d from old_rows', TG_ARGV[0]);
        else
          delta_sql := format('select (%s)::text as b, 1 as d from new_rows union all select (%s)::text, -1 from old_rows', TG_ARGV[0], TG_ARGV[0]);
        end if;
        execute format(
          'insert into "row_counts" ("relation", "bucket", "n") select %L, b, sum(d) from (%s) deltas group by b having sum(d) <> 0 order by b '
          'on conflict ("relation", "bucket") do update set "n" = "row_counts"."n" + excluded."n"',
          TG_TABLE_NAME, delta_sql);
        return null;
      end
      $fn$;`);
    await run(`
      create function "count_rows_truncated"() returns trigger language plpgsql as $fn$
      begin
        delete from "row_counts" where "relation" = TG_TABLE_NAME;
        if TG_TABLE_NAME = 'jobs' then
          delete from "job_facets";
          delete from "job_companies";
        end if;
        return null;
      end
      $fn$;`);
    for (const [table, bucket] of COUNTED_TABLES) {
      const arg = bucket.replace(/'/g, "''");
      await run(
        `create trigger "${table}_count_insert" after insert on "${table}" referencing new table as new_rows for each statement execute function "count_rows"('${arg}');`,
      );
      await run(
        `create trigger "${table}_count_update" after update on "${table}" referencing old table as old_rows new table as new_rows for each statement execute function "count_rows"('${arg}');`,
      );
      await run(
        `create trigger "${table}_count_delete" after delete on "${table}" referencing old table as old_rows for each statement execute function "count_rows"('${arg}');`,
      );
      await run(`create trigger "${table}_count_truncate" after truncate on "${table}" for each statement execute function "count_rows_truncated"();`);
      await run(`insert into "row_counts" ("relation", "bucket", "n") select '${table}', (${bucket})::text, count(*) from "${table}" group by 2;`);
    }

    // Published jobs per filter combination: every facet and total of a search without words is a
    // sum over this small table instead of a scan of the jobs.
    await run(
      `create table "job_facets" ("type" text not null, "category" text not null, "city" text not null, "province" text not null, "remote" boolean not null, "n" bigint not null default 0, primary key ("type", "category", "city", "province", "remote"));`,
    );
    await run(`create table "job_companies" ("company" text not null primary key, "n" bigint not null default 0);`);
    await run(`
      create function "count_published_jobs"() returns trigger language plpgsql as $fn$
      declare
        delta_sql text;
        cols text := 'type, category, coalesce(city, '''') as city, coalesce(province, '''') as province, remote, lower(company) as company';
      begin
        if TG_OP = 'INSERT' then
          delta_sql := format('select %s, 1 as d from new_rows where status = ''approved''', cols);
        elsif TG_OP = 'DELETE' then
          delta_sql := format('select %s, -1 as d from old_rows where status = ''approved''', cols);
        else
          delta_sql := format('select %s, 1 as d from new_rows where status = ''approved'' union all select %s, -1 from old_rows where status = ''approved''', cols, cols);
        end if;
        execute format(
          'with deltas as (%s), facet_rows as ('
          '  insert into "job_facets" ("type", "category", "city", "province", "remote", "n")'
          '  select type, category, city, province, remote, sum(d) from deltas group by 1, 2, 3, 4, 5 having sum(d) <> 0 order by 1, 2, 3, 4, 5'
          '  on conflict ("type", "category", "city", "province", "remote") do update set "n" = "job_facets"."n" + excluded."n" returning 1)'
          'insert into "job_companies" ("company", "n") select company, sum(d) from deltas group by 1 having sum(d) <> 0 order by 1'
          ' on conflict ("company") do update set "n" = "job_companies"."n" + excluded."n"',
          delta_sql);
        return null;
      end
      $fn$;`);
    await run(
      `create trigger "jobs_facets_insert" after insert on "jobs" referencing new table as new_rows for each statement execute function "count_published_jobs"();`,
    );
    await run(
      `create trigger "jobs_facets_update" after update on "jobs" referencing old table as old_rows new table as new_rows for each statement execute function "count_published_jobs"();`,
    );
    await run(
      `create trigger "jobs_facets_delete" after delete on "jobs" referencing old table as old_rows for each statement execute function "count_published_jobs"();`,
    );
    await run(
      `insert into "job_facets" select type, category, coalesce(city, ''), coalesce(province, ''), remote, count(*) from "jobs" where status = 'approved' group by 1, 2, 3, 4, 5;`,
    );
    await run(`insert into "job_companies" select lower(company), count(*) from "jobs" where status = 'approved' group by 1;`);
  }

  override async down(): Promise<void> {
    const run = (sql: string) => this.execute(sql);
    for (const [table] of COUNTED_TABLES) {
      for (const event of ['insert', 'update', 'delete', 'truncate']) await run(`drop trigger if exists "${table}_count_${event}" on "${table}";`);
    }
    for (const event of ['insert', 'update', 'delete']) await run(`drop trigger if exists "jobs_facets_${event}" on "jobs";`);
    await run(`drop function if exists "count_rows"(); drop function if exists "count_rows_truncated"(); drop function if exists "count_published_jobs"();`);
    await run(`drop table if exists "row_counts", "job_facets", "job_companies";`);
    await run(`update "jobs" set "status" = 'approved' where "status" = 'expired';`);
    await run(
      `alter table "jobs" drop constraint if exists "jobs_status_check"; alter table "jobs" add constraint "jobs_status_check" check ("status" in ('pending', 'approved', 'denied'));`,
    );
    for (const index of [
      'jobs_search_vector_index',
      'jobs_title_company_trgm_index',
      'jobs_status_posted_at_index',
      'jobs_status_expires_at_index',
      'jobs_featured_index',
      'jobs_pay_annual_index',
      'jobs_city_index',
      'jobs_province_index',
      'jobs_remote_index',
    ]) {
      await run(`drop index if exists "${index}";`);
    }
    await run(
      `alter table "jobs" drop constraint if exists "jobs_pay_period_check", drop column "search_vector", drop column "pay_annual", drop column "city", drop column "province", drop column "remote", drop column "pay_min", drop column "pay_max", drop column "pay_period";`,
    );
    await run(`create index "jobs_status_posted_at_index" on "jobs" ("status", "posted_at");`);
    await run(`create index "jobs_featured_status_posted_at_index" on "jobs" ("featured", "status", "posted_at");`);
    await run(
      `create index "jobs_search_trgm_index" on "jobs" using gin ("title" gin_trgm_ops, "company" gin_trgm_ops, "description" gin_trgm_ops, "location" gin_trgm_ops);`,
    );
  }
}
