import { Migration } from '@mikro-orm/migrations';

/**
 * My applications (issue 38): sign-in link requests and candidate sessions (each keeps only the hash
 * of its secret, and the mailbox it opens), the applicant's mailbox on applications (looked up by My
 * applications and by the one-application-per-job rule), the applicant's own 'withdrawn' status,
 * and the applicant's own timeline entries ('withdrawn', 'updated'). Generated against a scratch
 * database, then trimmed to this change (the rest of the diff was the hand-written triggers, tables
 * and indexes the entities do not describe).
 *
 * The backfill normalises each address as the mail cap did on this day (normalizeMailbox in
 * packages/shared/src/mailbox.ts: lower case, trimmed, the last '@' splits it, trailing
 * dots of the domain dropped, no '+tag', googlemail.com is gmail.com, no dots in a Gmail local
 * part). A frozen copy, in SQL: do not edit.
 */
export class Migration20261129060757_candidate_sessions extends Migration {
  override name = 'Migration20261129060757_candidate_sessions';

  override up(): void {
    this.addSql(
      `create table "candidate_links" ("id" serial primary key, "mailbox" varchar(254) not null, "to_address" varchar(254) not null, "site_url" varchar(300) not null, "created_at" timestamptz not null default now(), "processed_at" timestamptz null, "token_hash" varchar(64) null, "expires_at" timestamptz null, "used_at" timestamptz null);`,
    );
    this.addSql(`alter table "candidate_links" add constraint "candidate_links_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "candidate_links_mailbox_index" on "candidate_links" ("mailbox");`);
    // The mail worker's queue: requests not yet looked at.
    this.addSql(`create index "candidate_links_waiting_index" on "candidate_links" ("id") where processed_at is null;`);

    this.addSql(
      `create table "candidate_sessions" ("id" serial primary key, "token_hash" varchar(64) not null, "mailbox" varchar(254) not null, "created_at" timestamptz not null default now(), "expires_at" timestamptz not null, "revoked_at" timestamptz null);`,
    );
    this.addSql(`alter table "candidate_sessions" add constraint "candidate_sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "candidate_sessions_mailbox_index" on "candidate_sessions" ("mailbox");`);

    this.addSql(`alter table "job_applications" drop constraint "job_applications_status_check";`);
    this.addSql(
      `alter table "job_applications" add constraint "job_applications_status_check" check ("status" in ('submitted', 'under_review', 'accepted', 'rejected', 'withdrawn'));`,
    );
    this.addSql(`alter table "job_applications" add "applicant_mailbox" varchar(254) null;`);
    this.addSql(`
      update job_applications a set applicant_mailbox = n.mailbox
      from (
        select id,
               case when domain in ('gmail.com', 'googlemail.com') then replace(split_part(local, '+', 1), '.', '') || '@gmail.com'
                    else split_part(local, '+', 1) || '@' || domain end as mailbox
        from (
          select id, substring(e from '^(.*)@') as local, rtrim(substring(e from '@([^@]*)$'), '.') as domain
          from (select id, lower(trim(applicant_email)) as e from job_applications where applicant_email like '%@%') as raw
        ) as parts
      ) as n
      where a.id = n.id;`);
    this.addSql(`create index "job_applications_applicant_mailbox_index" on "job_applications" ("applicant_mailbox");`);

    this.addSql(`alter table "application_events" drop constraint "application_events_kind_check";`);
    this.addSql(
      `alter table "application_events" add constraint "application_events_kind_check" check ("kind" in ('status', 'assignee', 'note', 'email', 'withdrawn', 'updated'));`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "candidate_links" cascade;`);
    this.addSql(`drop table if exists "candidate_sessions" cascade;`);
    // The applicant's own entries and status have no place in the earlier model.
    this.addSql(`delete from "application_events" where "kind" in ('withdrawn', 'updated');`);
    this.addSql(`alter table "application_events" drop constraint "application_events_kind_check";`);
    this.addSql(`alter table "application_events" add constraint "application_events_kind_check" check ("kind" in ('status', 'assignee', 'note', 'email'));`);
    this.addSql(`drop index "job_applications_applicant_mailbox_index";`);
    this.addSql(`alter table "job_applications" drop column "applicant_mailbox";`);
    this.addSql(`update "job_applications" set "status" = 'rejected' where "status" = 'withdrawn';`);
    this.addSql(`alter table "job_applications" drop constraint "job_applications_status_check";`);
    this.addSql(
      `alter table "job_applications" add constraint "job_applications_status_check" check ("status" in ('submitted', 'under_review', 'accepted', 'rejected'));`,
    );
  }
}
