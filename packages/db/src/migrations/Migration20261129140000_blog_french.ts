import { Migration } from '@mikro-orm/migrations';

/**
 * Posts in English and French (issue 35, item 3): a post may have a French version, its title,
 * excerpt and body beside the English ones. A French page shows it when the post has one (all
 * three), and otherwise the English post marked as such.
 */
export class Migration20261129140000_blog_french extends Migration {
  override name = 'Migration20261129140000_blog_french';

  override up(): void {
    this.addSql(`alter table "blog_posts" add "title_fr" varchar(200) null, add "excerpt_fr" text null, add "content_fr" text null;`);
  }

  override down(): void {
    this.addSql(`alter table "blog_posts" drop column "title_fr", drop column "excerpt_fr", drop column "content_fr";`);
  }
}
