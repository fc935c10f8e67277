import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 37, item 3 (second part): every change's keys reach a purge queue for the edge caches
 * (EDGE_PURGE_URLS), whichever instance or tool made the change. The triggers of
 * Migration20261201090000_cache_key_generations call `bump_cache_keys(keys)` once per statement
 * that changed rows; it now also writes those keys, once each and sorted, into the outbox
 * `cache_key_purges`, in the same transaction: a change that commits has its row, a change rolled
 * back has none. The app drains the outbox (apps/api src/edge/purges.ts): it deletes the rows it
 * turns into purge jobs on the queue (pg-boss) in one transaction, or deletes them unsent when no
 * edge is configured, so the table holds only what changed since the last drain.
 *
 * `*` (the row every bump moves, for KeptPages) is no key of any answer: it is not written.
 */
export class Migration20261202090000_cache_key_purges extends Migration {
  override name = 'Migration20261202090000_cache_key_purges';

  override up(): void {
    this.addSql(`create table "cache_key_purges" ("id" bigserial primary key, "keys" text[] not null, "created_at" timestamptz not null default now());`);
    this.addSql(`
      create or replace function "bump_cache_keys"(keys text[]) returns void language sql as $fn$
        insert into "cache_key_generations" ("key", "generation")
          select distinct k, 1 from unnest(keys || array['*']) as k
          order by 1
          on conflict ("key") do update set "generation" = "cache_key_generations"."generation" + 1;
        insert into "cache_key_purges" ("keys")
          select array_agg(distinct k order by k) from unnest(keys) as k where k <> '*'
          having count(*) > 0;
      $fn$;`);
  }

  override down(): void {
    this.addSql(`
      create or replace function "bump_cache_keys"(keys text[]) returns void language sql as $fn$
        insert into "cache_key_generations" ("key", "generation")
          select distinct k, 1 from unnest(keys || array['*']) as k
          order by 1
          on conflict ("key") do update set "generation" = "cache_key_generations"."generation" + 1;
      $fn$;`);
    this.addSql(`drop table if exists "cache_key_purges";`);
  }
}
