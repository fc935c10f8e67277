import { Migration } from '@mikro-orm/migrations';

const LOCATION_WORDS = `to_tsvector('simple'::regconfig, translate(lower("location"), 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ/', 'aaaaaaceeeeiiiinooooouuuuyy '))`;

/**
 * The open jobs whose place the parser could not read ('GTA', 'Acctown91'), by the words of their
 * location text. A search for a published city without words adds those of them the place's words
 * find (issue 36): through jobs_open_location_words_index it visited every job whose location holds
 * the words (9,206 rows for 'Mississauga' at 100,000 jobs, about 22 ms) to keep the few unread
 * ones; this index holds only those.
 */
export class Migration20261207100000_unread_location_words extends Migration {
  override name = 'Migration20261207100000_unread_location_words';

  override up(): void {
    this.addSql(
      `create index "jobs_open_unread_location_words_index" on "jobs" using gin ((${LOCATION_WORDS})) where "status" = 'approved' and "city" is null and "province" is null and not "remote";`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "jobs_open_unread_location_words_index";`);
  }
}
