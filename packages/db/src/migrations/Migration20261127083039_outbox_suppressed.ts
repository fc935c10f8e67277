import { Migration } from '@mikro-orm/migrations';

/**
 * Outbox mail may be 'suppressed': an automatic reply to an address typed in a public form
 * (acknowledgement, confirmation link) past that address's cap of such mail in 24 hours. It is
 * kept for the admin Email screen and never delivered (the worker only claims 'pending' rows).
 * Generated against a scratch database, then trimmed to this change: the rest of the diff was
 * the hand-written triggers, tables and indexes the entities do not describe.
 */
export class Migration20261127083039_outbox_suppressed extends Migration {
  override name = 'Migration20261127083039_outbox_suppressed';

  override up(): void {
    this.addSql(`alter table "email_outbox" drop constraint "email_outbox_status_check";`);
    this.addSql(`alter table "email_outbox" add constraint "email_outbox_status_check" check ("status" in ('pending', 'sent', 'failed', 'suppressed'));`);
  }

  override down(): void {
    // Suppressed mail was never sent: as 'failed' it stays visible, and Send Again is an admin's choice.
    this.addSql(
      `update "email_outbox" set "status" = 'failed', "last_error" = coalesce("last_error", 'Suppressed: over the per-recipient cap') where "status" = 'suppressed';`,
    );
    this.addSql(`alter table "email_outbox" drop constraint "email_outbox_status_check";`);
    this.addSql(`alter table "email_outbox" add constraint "email_outbox_status_check" check ("status" in ('pending', 'sent', 'failed'));`);
  }
}
