import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 36, item 2: closed jobs must not cost the open-job search. A board that has run for years
 * holds ten closed jobs for each open one (`pnpm seed:jobs 1000000 --open 100000`); an index over
 * every job hands the search ten times the rows it keeps, each read from the table only to be
 * thrown away by `status = 'approved'`. The indexes the public search reads therefore hold the
 * approved jobs only (partial indexes; every public statement says `j.status = 'approved'`, which
 * is how PostgreSQL knows it may use them):
 *
 * - `jobs_open_search_vector_index`: the words (GIN), and `jobs_other_search_vector_index` those of
 *   the jobs of every other status, for the admin list, in place of the index over every job: while
 *   that one existed, PostgreSQL combined it with other indexes (the status and expiry, the
 *   coordinates) and read ten times the rows (1.4 s for 'forklift' at 1,000,000 jobs, 100,000 open).
 *   The admin list of every status asks both (apps: adminConditions).
 * - `jobs_open_title_company_trgm_index` and `jobs_other_title_company_trgm_index`: the typo
 *   fallback's title and company (pg_trgm), and the admin list's "part of the title or company",
 *   split the same way.
 * - `jobs_open_earth_index`, `jobs_open_location_words_index`, `jobs_open_city_index` replace the
 *   indexes over every job: only the public search (and job alerts, which read open jobs) asks them.
 * - `jobs_listed_posted_at_index`: the admin list of every status (all but spam), newest first,
 *   walks this index instead of sorting the matching jobs.
 *
 * The expressions are those of jobTitleCompanySql and jobLocationWordsSql (@app/db search-index.ts),
 * written out: a migration does not follow later code (apps/api/test/search-indexes.test.ts
 * compares the live indexes with the search code's expressions).
 */
const TITLE_COMPANY = `("title" || ' ' || "company")`;
const LOCATION_WORDS = `to_tsvector('simple'::regconfig, translate(lower("location"), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ/', 'aaaaaaceeeeiiiinooooouuuuyy '))`;

export class Migration20261203090000_open_job_indexes extends Migration {
  override name = 'Migration20261203090000_open_job_indexes';

  override up(): void {
    const open = `where "status" = 'approved'`;
    const other = `where "status" <> 'approved'`;
    this.addSql(`drop index if exists "jobs_search_vector_index";`);
    this.addSql(`create index "jobs_open_search_vector_index" on "jobs" using gin ("search_vector") ${open};`);
    this.addSql(`create index "jobs_other_search_vector_index" on "jobs" using gin ("search_vector") ${other};`);
    this.addSql(`drop index if exists "jobs_title_company_trgm_index";`);
    this.addSql(`create index "jobs_open_title_company_trgm_index" on "jobs" using gin (${TITLE_COMPANY} gin_trgm_ops) ${open};`);
    this.addSql(`create index "jobs_other_title_company_trgm_index" on "jobs" using gin (${TITLE_COMPANY} gin_trgm_ops) ${other};`);
    this.addSql(`drop index if exists "jobs_earth_index";`);
    this.addSql(`create index "jobs_open_earth_index" on "jobs" using gist (job_earth("lat", "lon")) where "lat" is not null and "status" = 'approved';`);
    this.addSql(`drop index if exists "jobs_location_words_index";`);
    this.addSql(`create index "jobs_open_location_words_index" on "jobs" using gin ((${LOCATION_WORDS})) ${open};`);
    this.addSql(`drop index if exists "jobs_city_index";`);
    this.addSql(`create index "jobs_open_city_index" on "jobs" (lower("city") text_pattern_ops, "province") ${open};`);
    this.addSql(`create index "jobs_listed_posted_at_index" on "jobs" ("posted_at" desc, "id" desc) where "status" <> 'spam';`);
  }

  override down(): void {
    this.addSql(`drop index if exists "jobs_listed_posted_at_index";`);
    this.addSql(`drop index if exists "jobs_open_city_index";`);
    this.addSql(`create index "jobs_city_index" on "jobs" (lower("city") text_pattern_ops, "province");`);
    this.addSql(`drop index if exists "jobs_open_location_words_index";`);
    this.addSql(`create index "jobs_location_words_index" on "jobs" using gin ((${LOCATION_WORDS}));`);
    this.addSql(`drop index if exists "jobs_open_earth_index";`);
    this.addSql(`create index "jobs_earth_index" on "jobs" using gist (job_earth("lat", "lon")) where "lat" is not null;`);
    this.addSql(`drop index if exists "jobs_other_title_company_trgm_index";`);
    this.addSql(`drop index if exists "jobs_open_title_company_trgm_index";`);
    this.addSql(`create index "jobs_title_company_trgm_index" on "jobs" using gin (${TITLE_COMPANY} gin_trgm_ops);`);
    this.addSql(`drop index if exists "jobs_other_search_vector_index";`);
    this.addSql(`drop index if exists "jobs_open_search_vector_index";`);
    this.addSql(`create index "jobs_search_vector_index" on "jobs" using gin ("search_vector");`);
  }
}
