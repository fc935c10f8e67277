import { Migration } from '@mikro-orm/migrations';

/** A text as an SQL string literal. */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The default wording of the mail recruiters send applicants (editable in Settings →
 * Notifications). Frozen here as the migration wrote it: later wording is an owner's edit.
 */
const TEMPLATES: [key: string, subject: string, body: string][] = [
  [
    'interview_invitation',
    'Interview invitation: {{jobTitle}}',
    [
      'Hello {{name}},',
      'Thank you for applying for {{jobTitle}} with {{company}}. We were impressed by your application and would like to invite you to an interview.',
      'Please reply to this email with a few days and times that suit you over the next week, and a phone number where we can reach you.',
      'We look forward to speaking with you.',
    ].join('\n\n'),
  ],
  [
    'not_selected',
    'Your application for {{jobTitle}}',
    [
      'Hello {{name}},',
      'Thank you for your interest in {{jobTitle}} and for the time you took to apply to {{company}}. After careful review, we have decided not to move forward with your application for this position.',
      'New jobs are posted every week, and you are welcome to apply for any that match your experience.',
      'We wish you the best in your search.',
    ].join('\n\n'),
  ],
  [
    'request_for_documents',
    'Documents needed for your application: {{jobTitle}}',
    [
      'Hello {{name}},',
      'Thank you for applying for {{jobTitle}} with {{company}}. To move your application forward, we need a few documents from you:',
      '- an up-to-date resume\n- proof that you are eligible to work in Canada\n- any licence or certificate the job asks for (for example a forklift licence or WHMIS training)',
      'Please reply to this email with the documents attached, or let us know if you have any questions.',
    ].join('\n\n'),
  ],
];

/**
 * A recruiter's pipeline on applications (issue 22, item 7):
 * - `job_applications.assignee_id`: the staff user working on an application;
 * - `application_events`: what happened to an application after it arrived (status and
 *   assignment changes, notes, mail to the applicant), read as its timeline; the status changes
 *   the audit log already holds are copied in, so older applications keep their story;
 * - `applicant_email_templates`: the three templates of that mail, with their default wording.
 */
export class Migration20261128030000_pipeline extends Migration {
  override name = 'Migration20261128030000_pipeline';

  override up(): void {
    this.addSql(`alter table "job_applications" add "assignee_id" int null;`);
    this.addSql(
      `alter table "job_applications" add constraint "job_applications_assignee_id_foreign" foreign key ("assignee_id") references "admin_users" ("id") on delete set null;`,
    );
    this.addSql(`create index "job_applications_assignee_id_index" on "job_applications" ("assignee_id");`);

    this.addSql(
      `create table "application_events" ("id" serial primary key, "application_id" int not null, "kind" text not null, "created_at" timestamptz not null default now(), "actor_id" int null, "from_value" varchar(100) null, "to_value" varchar(100) null, "text" text null, "email_id" int null, "template" varchar(40) null, "subject" varchar(200) null);`,
    );
    this.addSql(`create index "application_events_email_id_index" on "application_events" ("email_id");`);
    this.addSql(`create index "application_events_application_id_created_at_index" on "application_events" ("application_id", "created_at");`);
    this.addSql(
      `alter table "application_events" add constraint "application_events_application_id_foreign" foreign key ("application_id") references "job_applications" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "application_events" add constraint "application_events_actor_id_foreign" foreign key ("actor_id") references "admin_users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "application_events" add constraint "application_events_email_id_foreign" foreign key ("email_id") references "email_outbox" ("id") on delete set null;`,
    );
    this.addSql(`alter table "application_events" add constraint "application_events_kind_check" check ("kind" in ('status', 'assignee', 'note', 'email'));`);
    // The status changes made before this migration, from the audit log (which names the admin).
    this.addSql(`
      insert into "application_events" ("application_id", "kind", "created_at", "actor_id", "from_value", "to_value")
      select a.id, 'status', l.created_at, u.id, left(l.before ->> 'status', 100), left(l.after ->> 'status', 100)
      from "audit_log" l
      join "job_applications" a on a.id::text = l.target_id
      left join "admin_users" u on u.id = l.admin_id
      where l.action = 'application.status' and l.target_type = 'application' and l.after ->> 'status' is not null
      order by l.created_at, l.id;`);

    this.addSql(
      `create table "applicant_email_templates" ("key" text not null, "subject" varchar(200) not null, "body" text not null, "updated_at" timestamptz not null default now(), primary key ("key"));`,
    );
    this.addSql(
      `alter table "applicant_email_templates" add constraint "applicant_email_templates_key_check" check ("key" in ('interview_invitation', 'not_selected', 'request_for_documents'));`,
    );
    this.addSql(
      `insert into "applicant_email_templates" ("key", "subject", "body") values ${TEMPLATES.map(([key, subject, body]) => `(${literal(key)}, ${literal(subject)}, ${literal(body)})`).join(', ')};`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "applicant_email_templates";`);
    this.addSql(`drop table if exists "application_events";`);
    this.addSql(`alter table "job_applications" drop constraint "job_applications_assignee_id_foreign";`);
    this.addSql(`drop index "job_applications_assignee_id_index";`);
    this.addSql(`alter table "job_applications" drop column "assignee_id";`);
  }
}
