import { Migration } from '@mikro-orm/migrations';

/**
 * Job alerts: saved searches with an address (job_alerts), and the jobs published since the
 * alerts last looked (job_alert_events). A trigger on jobs writes an event whenever a job becomes
 * approved, by whatever path (a decision, auto-approval, an admin edit), while any alert is on;
 * the worker matches events to alerts and queues the mail. Outbox rows gain extra headers
 * (List-Unsubscribe).
 */
export class Migration20261124170000_job_alerts extends Migration {
  override name = 'Migration20261124170000_job_alerts';

  override up(): void {
    this.addSql(
      `create table "job_alerts" ("id" serial primary key, "email" varchar(254) not null, "query" varchar(200) not null default '', "location" varchar(200) not null default '', "type" varchar(40) not null default '', "category" varchar(80) not null default '', "frequency" text not null default 'daily', "status" text not null default 'pending', "created_at" timestamptz not null default now(), "confirmed_at" timestamptz null, "last_sent_at" timestamptz null, constraint "job_alerts_frequency_check" check ("frequency" in ('instant', 'daily')), constraint "job_alerts_status_check" check ("status" in ('pending', 'active', 'unsubscribed')));`,
    );
    this.addSql(`create index "job_alerts_email_index" on "job_alerts" ("email");`);
    this.addSql(`create index "job_alerts_status_index" on "job_alerts" ("status");`);
    this.addSql(
      `alter table "job_alerts" add constraint "job_alerts_email_query_location_type_category_unique" unique ("email", "query", "location", "type", "category");`,
    );

    this.addSql(
      `create table "job_alert_events" ("job_id" int primary key references "jobs" ("id") on delete cascade, "published_at" timestamptz not null default now(), "alerted_at" timestamptz null);`,
    );
    this.addSql(`create index "job_alert_events_waiting_index" on "job_alert_events" ("job_id") where "alerted_at" is null;`);
    this.addSql(`create index "job_alert_events_published_at_index" on "job_alert_events" ("published_at");`);
    this.addSql(`create function job_alert_event() returns trigger language plpgsql as $$
      begin
        if new.status = 'approved' and (tg_op = 'INSERT' or old.status is distinct from 'approved')
           and exists (select 1 from job_alerts where status = 'active') then
          insert into job_alert_events (job_id) values (new.id) on conflict (job_id) do nothing;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger jobs_alert_event after insert or update of status on jobs for each row execute function job_alert_event();`);

    this.addSql(`alter table "email_outbox" add column "headers" jsonb null;`);
  }

  override down(): void {
    this.addSql(`alter table "email_outbox" drop column "headers";`);
    this.addSql(`drop trigger if exists jobs_alert_event on jobs;`);
    this.addSql(`drop function if exists job_alert_event();`);
    this.addSql(`drop table if exists "job_alert_events";`);
    this.addSql(`drop table if exists "job_alerts";`);
  }
}
