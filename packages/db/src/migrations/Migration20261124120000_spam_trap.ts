import { Migration } from '@mikro-orm/migrations';

const LEAD_TABLES = ['contact_messages', 'transportation_quotes', 'warehouse_quotes', 'carrier_applications', 'warehouse_requests'];

/**
 * Submissions caught by the public forms' spam trap (a filled honeypot, a form sent faster than a
 * person can, a forged form token) are kept with status 'spam' and the reason, out of the admin
 * lists until an admin restores them.
 */
export class Migration20261124120000_spam_trap extends Migration {
  override name = 'Migration20261124120000_spam_trap';

  override up(): void {
    for (const table of LEAD_TABLES) this.statusCheck(table, ['new', 'contacted', 'closed', 'spam']);
    this.statusCheck('newsletter_subscriptions', ['active', 'unsubscribed', 'spam']);
    this.statusCheck('jobs', ['pending', 'approved', 'denied', 'expired', 'spam']);
    for (const table of [...LEAD_TABLES, 'newsletter_subscriptions', 'jobs']) {
      this.addSql(`alter table "${table}" add column "spam_reason" varchar(40) null;`);
    }
  }

  override down(): void {
    this.addSql(`delete from "newsletter_subscriptions" where "status" = 'spam';`);
    this.addSql(`delete from "jobs" where "status" = 'spam';`);
    for (const table of LEAD_TABLES) this.addSql(`delete from "${table}" where "status" = 'spam';`);
    for (const table of LEAD_TABLES) this.statusCheck(table, ['new', 'contacted', 'closed']);
    this.statusCheck('newsletter_subscriptions', ['active', 'unsubscribed']);
    this.statusCheck('jobs', ['pending', 'approved', 'denied', 'expired']);
    for (const table of [...LEAD_TABLES, 'newsletter_subscriptions', 'jobs']) this.addSql(`alter table "${table}" drop column "spam_reason";`);
  }

  private statusCheck(table: string, statuses: string[]) {
    this.addSql(`alter table "${table}" drop constraint if exists "${table}_status_check";`);
    this.addSql(`alter table "${table}" add constraint "${table}_status_check" check ("status" in (${statuses.map((s) => `'${s}'`).join(', ')}));`);
  }
}
