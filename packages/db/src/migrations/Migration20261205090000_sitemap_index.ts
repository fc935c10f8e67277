import { Migration } from '@mikro-orm/migrations';

/**
 * `jobs_open_id_index` (the board indexes migration) is for the sitemap alone, yet any statement
 * asking for approved jobs could scan it whole. On a board of 1,000,000 jobs (100,000 open) the
 * planner took it for the public search's matches ('forklift', 'driver' + Mississauga): it read
 * every open job in id order and tested its words (0.9-1.2 s) instead of asking the words' GIN
 * index (70-280 ms), so a feed of a search ran past the search's statement timeout.
 *
 * Its predicate now also says `id > 0`, which only the sitemap's statements state (SITEMAP_JOBS in
 * packages/trpc sitemap.ts): PostgreSQL uses a partial index only for a statement whose conditions
 * imply its predicate, so no other read can pick it.
 */
export class Migration20261205090000_sitemap_index extends Migration {
  override name = 'Migration20261205090000_sitemap_index';

  override up(): void {
    this.addSql(`drop index if exists "jobs_open_id_index";`);
    this.addSql(
      `create index "jobs_open_id_index" on "jobs" ("id") include ("expires_at", "posted_at", "updated_at") where "status" = 'approved' and "id" > 0;`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "jobs_open_id_index";`);
    this.addSql(`create index "jobs_open_id_index" on "jobs" ("id") include ("expires_at", "posted_at", "updated_at") where "status" = 'approved';`);
  }
}
