import { Migration } from '@mikro-orm/migrations';

/**
 * A second change generation, 'pages': it grows with every statement that changes what the public
 * pages show (jobs, applications through the hired count, blog posts, testimonials, Site Settings).
 * App instances keep server-rendered pages under it, so a change made anywhere is in the next page.
 */
export class Migration20261127120000_page_generation extends Migration {
  override name = 'Migration20261127120000_page_generation';

  override up(): void {
    this.addSql(`insert into "change_generations" ("name", "n") values ('pages', 0) on conflict ("name") do nothing;`);
    for (const table of ['jobs', 'job_applications', 'blog_posts', 'testimonials', 'site_settings']) {
      this.addSql(
        `create trigger "${table}_page_generation" after insert or update or delete or truncate on "${table}" for each statement execute function "bump_change_generation"('pages');`,
      );
    }
  }

  override down(): void {
    for (const table of ['jobs', 'job_applications', 'blog_posts', 'testimonials', 'site_settings']) {
      this.addSql(`drop trigger if exists "${table}_page_generation" on "${table}";`);
    }
    this.addSql(`delete from "change_generations" where "name" = 'pages';`);
  }
}
