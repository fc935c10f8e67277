import { Migration } from '@mikro-orm/migrations';

/**
 * My postings (issue 38, item 3). The sign-in links and sessions of My applications serve employers
 * too: each row says whom it is for (`audience`: 'candidate', every existing row, or 'employer').
 * Jobs keep their poster's mailbox (`contact_mailbox`, looked up by My postings) and when the
 * poster closed one as cancelled (`cancelled_at`; filled has `filled_at` already). Written by hand
 * with only this change.
 *
 * The backfill normalises each contact email as the mail cap did on this day (normalizeMailbox in
 * packages/shared/src/mailbox.ts), the same SQL as the candidate_sessions migration. A frozen
 * copy: do not edit.
 */
export class Migration20261129110000_employer_sessions extends Migration {
  override name = 'Migration20261129110000_employer_sessions';

  override up(): void {
    for (const table of ['candidate_links', 'candidate_sessions']) {
      this.addSql(`alter table "${table}" add column "audience" text not null default 'candidate';`);
      this.addSql(`alter table "${table}" add constraint "${table}_audience_check" check ("audience" in ('candidate', 'employer'));`);
    }

    this.addSql(`alter table "jobs" add column "contact_mailbox" varchar(254) null;`);
    this.addSql(`alter table "jobs" add column "cancelled_at" timestamptz null;`);
    this.addSql(`
      update jobs j set contact_mailbox = n.mailbox
      from (
        select id,
               case when domain in ('gmail.com', 'googlemail.com') then replace(split_part(local, '+', 1), '.', '') || '@gmail.com'
                    else split_part(local, '+', 1) || '@' || domain end as mailbox
        from (
          select id, substring(e from '^(.*)@') as local, rtrim(substring(e from '@([^@]*)$'), '.') as domain
          from (select id, lower(trim(contact_email)) as e from jobs where contact_email like '%@%') as raw
        ) as parts
      ) as n
      where j.id = n.id;`);
    this.addSql(`create index "jobs_contact_mailbox_index" on "jobs" ("contact_mailbox");`);
  }

  override down(): void {
    this.addSql(`drop index "jobs_contact_mailbox_index";`);
    this.addSql(`alter table "jobs" drop column "cancelled_at";`);
    this.addSql(`alter table "jobs" drop column "contact_mailbox";`);
    // Employers' links and sessions have no place in the earlier model.
    for (const table of ['candidate_links', 'candidate_sessions']) {
      this.addSql(`delete from "${table}" where "audience" = 'employer';`);
      this.addSql(`alter table "${table}" drop constraint "${table}_audience_check";`);
      this.addSql(`alter table "${table}" drop column "audience";`);
    }
  }
}
