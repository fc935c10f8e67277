import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 37: a change drops only what it touches. The one 'pages' change generation (every change
 * to jobs, applications, posts, testimonials or settings dropped every kept page) becomes one
 * generation per cache key: `job-<id>` and `jobs-list` for a job, `blog-post-<id>` and `blog-list`
 * for a post, `testimonials`, `settings`, and `stats` (the hired count, from applications). A kept
 * page remembers the generations of the keys it shows and is served only while they are unchanged.
 *
 * The triggers bump the keys in the statement's own transaction, whichever instance or tool made
 * the change (the minute's expiry sweep, an import, psql). They read the changed rows through
 * transition tables, so an import of 100,000 jobs is one statement here, not 100,000. The row `*`
 * grows with every bump: a page rendered while it moved may show data older than the generations
 * read after it, so it is served but not kept (see KeptPages in @app/trpc).
 *
 * The key names are frozen here as this migration wrote them; packages/trpc/src/infra/cache-keys.ts
 * names them for the code, and apps/api/test/pages/edge-keys.test.ts ties the two.
 */
const TABLES: [table: string, prefix: string, keys: string[]][] = [
  ['jobs', 'job-', ['jobs-list', 'stats']],
  ['job_applications', '', ['stats']],
  ['blog_posts', 'blog-post-', ['blog-list']],
  ['testimonials', '', ['testimonials']],
  ['site_settings', '', ['settings']],
];

const args = (prefix: string, keys: string[]) => [prefix, ...keys].map((a) => `'${a}'`).join(', ');

export class Migration20261201090000_cache_key_generations extends Migration {
  override name = 'Migration20261201090000_cache_key_generations';

  override up(): void {
    this.addSql(`create table "cache_key_generations" ("key" text not null primary key, "generation" bigint not null default 0);`);
    this.addSql(`
      create function "bump_cache_keys"(keys text[]) returns void language sql as $fn$
        insert into "cache_key_generations" ("key", "generation")
          select distinct k, 1 from unnest(keys || array['*']) as k
          order by 1
          on conflict ("key") do update set "generation" = "cache_key_generations"."generation" + 1;
      $fn$;`);
    // TG_ARGV[0]: the prefix of each changed row's own key ('job-': job-<id>), or '' for none;
    // the other arguments: the keys every change of the table bumps.
    this.addSql(`
      create function "cache_keys_changed"() returns trigger language plpgsql as $fn$
      declare
        keys text[] := TG_ARGV[1:TG_NARGS - 1];
        prefix text := TG_ARGV[0];
      begin
        -- A statement that changed no row (the minute's expiry sweep, most minutes) changes no page.
        -- (Each transition table is named only in a branch of the events that have it: plpgsql
        -- resolves the relations of a whole condition when it first runs it.)
        if TG_OP in ('INSERT', 'UPDATE') then
          if not exists (select from "changed_new") then
            return null;
          end if;
          if prefix <> '' then
            keys := keys || array(select prefix || "id" from "changed_new");
          end if;
        end if;
        if TG_OP in ('UPDATE', 'DELETE') then
          if TG_OP = 'DELETE' then
            if not exists (select from "changed_old") then
              return null;
            end if;
          end if;
          if prefix <> '' then
            keys := keys || array(select prefix || "id" from "changed_old");
          end if;
        end if;
        if TG_OP = 'TRUNCATE' then
          if prefix <> '' then
            keys := keys || array(select "key" from "cache_key_generations" where "key" like prefix || '%');
          end if;
        end if;
        perform "bump_cache_keys"(keys);
        return null;
      end
      $fn$;`);
    for (const [table, prefix, keys] of TABLES) {
      const a = args(prefix, keys);
      this.addSql(
        `create trigger "${table}_keys_insert" after insert on "${table}" referencing new table as "changed_new" for each statement execute function "cache_keys_changed"(${a});`,
      );
      this.addSql(
        `create trigger "${table}_keys_update" after update on "${table}" referencing old table as "changed_old" new table as "changed_new" for each statement execute function "cache_keys_changed"(${a});`,
      );
      this.addSql(
        `create trigger "${table}_keys_delete" after delete on "${table}" referencing old table as "changed_old" for each statement execute function "cache_keys_changed"(${a});`,
      );
      this.addSql(`create trigger "${table}_keys_truncate" after truncate on "${table}" for each statement execute function "cache_keys_changed"(${a});`);
      // The 'pages' generation is replaced by the keys.
      this.addSql(`drop trigger if exists "${table}_page_generation" on "${table}";`);
    }
    this.addSql(`delete from "change_generations" where "name" = 'pages';`);
    // Every job and post that exists has its key, so a truncate finds them all.
    this.addSql(`insert into "cache_key_generations" ("key", "generation") select 'job-' || "id", 1 from "jobs";`);
    this.addSql(`insert into "cache_key_generations" ("key", "generation") select 'blog-post-' || "id", 1 from "blog_posts";`);
    this.addSql(
      `insert into "cache_key_generations" ("key", "generation") values ('*', 1), ('jobs-list', 1), ('stats', 1), ('blog-list', 1), ('testimonials', 1), ('settings', 1);`,
    );
  }

  override down(): void {
    for (const [table] of TABLES) {
      for (const event of ['insert', 'update', 'delete', 'truncate']) this.addSql(`drop trigger if exists "${table}_keys_${event}" on "${table}";`);
    }
    this.addSql(`drop function if exists "cache_keys_changed"();`);
    this.addSql(`drop function if exists "bump_cache_keys"(text[]);`);
    this.addSql(`drop table if exists "cache_key_generations";`);
    this.addSql(`insert into "change_generations" ("name", "n") values ('pages', 0) on conflict ("name") do nothing;`);
    for (const [table] of TABLES) {
      this.addSql(
        `create trigger "${table}_page_generation" after insert or update or delete or truncate on "${table}" for each statement execute function "bump_change_generation"('pages');`,
      );
    }
  }
}
