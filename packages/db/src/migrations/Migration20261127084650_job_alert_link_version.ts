import { Migration } from '@mikro-orm/migrations';

/**
 * Job alert confirmation links are single-use across unsubscribes: job_alerts counts how many
 * times each alert was unsubscribed, and new confirmation links sign that count, so a link mailed
 * before an unsubscribe never starts the alert again (a new sign-up mails a new one). Existing rows
 * start at 0, the form their already-mailed links were signed in. Generated against a scratch
 * database, then trimmed to this change (the rest of the diff was the hand-written triggers, tables
 * and indexes the entities do not describe).
 */
export class Migration20261127084650_job_alert_link_version extends Migration {
  override name = 'Migration20261127084650_job_alert_link_version';

  override up(): void {
    this.addSql(`alter table "job_alerts" add "unsubscribe_count" int not null default 0;`);
  }

  override down(): void {
    this.addSql(`alter table "job_alerts" drop column "unsubscribe_count";`);
  }
}
