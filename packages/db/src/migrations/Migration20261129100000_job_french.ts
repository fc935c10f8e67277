import { Migration } from '@mikro-orm/migrations';

// As the entity declares it on this date (a migration stays as it was written).
const ENGLISH_PART =
  `setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || ` +
  `setweight(to_tsvector('english'::regconfig, coalesce("company", '') || ' ' || coalesce("category", '') || ' ' || coalesce("type", '') || ' ' || coalesce("city", '')), 'B') || ` +
  `setweight(to_tsvector('english'::regconfig, coalesce("description", '') || ' ' || coalesce("requirements", '')), 'C')`;
const FRENCH_PART =
  `setweight(to_tsvector('french'::regconfig, job_unaccent(coalesce("title_fr", ''))), 'A') || ` +
  `setweight(to_tsvector('french'::regconfig, job_unaccent(coalesce("description_fr", '') || ' ' || coalesce("requirements_fr", ''))), 'C')`;

/**
 * Jobs in English and French (issue 35, items 3 and 4).
 *
 * - `jobs.title_fr`, `description_fr`, `requirements_fr`: the French text beside the English one
 *   (optional, except that a job in Québec cannot be approved without its French title and
 *   description); `requires_english` and `english_reason`: a job that requires English says why.
 * - The `unaccent` extension (contrib, shipped with PostgreSQL) and `job_unaccent(text)`, an
 *   immutable wrapper with its dictionary named and its search_path fixed (unaccent itself is only
 *   stable, so a generated column cannot call it, and pg_restore runs with an empty search_path).
 * - `search_vector` gains the French text, stemmed by the `french` configuration with accents
 *   folded: 'cariste', 'chariot elevateur' and 'Chariot élévateur' find the same jobs. The search
 *   asks in both languages at once (the English query or the French one). Dropping and adding the
 *   generated column rewrites the table once and rebuilds its GIN index.
 */
export class Migration20261129100000_job_french extends Migration {
  override name = 'Migration20261129100000_job_french';

  override up(): void {
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`create function job_unaccent(text) returns text language sql immutable strict parallel safe set search_path from current as $$
      select unaccent('unaccent'::regdictionary, $1)
    $$;`);
    this.addSql(
      `alter table "jobs" add "title_fr" varchar(200) null, add "description_fr" text null, add "requirements_fr" text null, add "requires_english" boolean not null default false, add "english_reason" text null;`,
    );
    this.addSql(`alter table "jobs" drop column "search_vector";`);
    this.addSql(`alter table "jobs" add column "search_vector" tsvector generated always as (${ENGLISH_PART} || ${FRENCH_PART}) stored;`);
    this.addSql(`create index "jobs_search_vector_index" on "jobs" using gin ("search_vector");`);
  }

  override down(): void {
    this.addSql(`alter table "jobs" drop column "search_vector";`);
    this.addSql(
      `alter table "jobs" drop column "title_fr", drop column "description_fr", drop column "requirements_fr", drop column "requires_english", drop column "english_reason";`,
    );
    this.addSql(`alter table "jobs" add column "search_vector" tsvector generated always as (${ENGLISH_PART}) stored;`);
    this.addSql(`create index "jobs_search_vector_index" on "jobs" using gin ("search_vector");`);
    this.addSql(`drop function job_unaccent(text);`);
    this.addSql(`drop extension if exists unaccent;`);
  }
}
