import { Migration } from '@mikro-orm/migrations';

/**
 * A confirmed privacy request alerted nobody (issue 33, item 9): the owners are now mailed when it
 * is confirmed and reminded once, a week before it is due. `reminded_at` records that reminder, set
 * in the transaction that writes it to the outbox. Generated against a scratch database, then
 * trimmed to this change: the rest of the diff was the hand-written triggers, tables and indexes
 * the entities do not describe.
 */
export class Migration20261128225716_privacy_reminders extends Migration {
  override name = 'Migration20261128225716_privacy_reminders';

  override up(): void {
    this.addSql(`alter table "privacy_requests" add "reminded_at" timestamptz null;`);
  }

  override down(): void {
    this.addSql(`alter table "privacy_requests" drop column "reminded_at";`);
  }
}
