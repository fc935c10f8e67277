import { Migration } from '@mikro-orm/migrations';

/**
 * A typed place spelled almost like a published city ('Missisauga') finds that city: a trigram
 * index on job_facets' cities finds the candidates.
 *
 * The location search finds a job whose place the parser could not read ('Acctown91', 'GTA',
 * '401 & Keele') by the words of its location text, accents folded, and a typed place that names
 * no published city by the same words. This GIN index holds those words; its expression is
 * locationWordsSql in packages/trpc/src/domain/job-search.ts, written out here (a migration does
 * not follow later code).
 */
export class Migration20261127150000_location_words extends Migration {
  override name = 'Migration20261127150000_location_words';

  override up(): void {
    this.addSql(`create index if not exists "job_facets_city_trigram_index" on "job_facets" using gin (lower("city") gin_trgm_ops);`);
    this.addSql(
      `create index if not exists "jobs_location_words_index" on "jobs" using gin ((to_tsvector('simple'::regconfig, translate(lower("location"), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ/', 'aaaaaaceeeeiiiinooooouuuuyy '))));`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "jobs_location_words_index";`);
    this.addSql(`drop index if exists "job_facets_city_trigram_index";`);
  }
}
