import { Migration } from '@mikro-orm/migrations';

/** The mail outbox: mail to send, written with the event that calls for it. */
export class Migration20261124130000_email_outbox extends Migration {
  override name = 'Migration20261124130000_email_outbox';

  override up(): void {
    this.addSql(
      `create table "email_outbox" ("id" serial primary key, "kind" varchar(60) not null, "to_address" varchar(254) not null, "subject" varchar(200) not null, "text_body" text not null, "html_body" text null, "status" text not null default 'pending', "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null, constraint "email_outbox_status_check" check ("status" in ('pending', 'sent', 'failed')));`,
    );
    this.addSql(`create index "email_outbox_kind_index" on "email_outbox" ("kind");`);
    this.addSql(`create index "email_outbox_to_address_index" on "email_outbox" ("to_address");`);
    this.addSql(`create index "email_outbox_status_index" on "email_outbox" ("status");`);
    this.addSql(`create index "email_outbox_created_at_index" on "email_outbox" ("created_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "email_outbox";`);
  }
}
