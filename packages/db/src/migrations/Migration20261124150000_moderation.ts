import { Migration } from '@mikro-orm/migrations';

/**
 * Moderation with reasons: a denied job keeps why it was denied (shown on the admin job card and
 * sent to the poster) and when an admin last approved or denied it. Both are cleared when a denied
 * job is reopened for review.
 */
export class Migration20261124150000_moderation extends Migration {
  override name = 'Migration20261124150000_moderation';

  override up(): void {
    this.addSql(`alter table "jobs" add column "denial_reason" text null, add column "moderated_at" timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table "jobs" drop column "denial_reason", drop column "moderated_at";`);
  }
}
