import { Migration } from '@mikro-orm/migrations';
import { FAILED_LOGIN_KEEP_DAYS } from './Migration20261124200000_audit_retention.ts';

/** Tables whose rows hold personal data from a public form: each stores the consent given with it. */
const CONSENT_TABLES = [
  'job_applications',
  'jobs',
  'contact_messages',
  'transportation_quotes',
  'warehouse_quotes',
  'carrier_applications',
  'newsletter_subscriptions',
  'job_alerts',
];

/** The transaction setting a deletion request sets (`set local`) while it rewrites audit entries that named the person. */
export const AUDIT_ERASURE_SETTING = 'northline.erasure';
/** The audit log keeps at least this long, whatever Site Settings say (the trigger's floor). */
export const AUDIT_MIN_KEEP_MONTHS = 6;

/**
 * Personal data handled as PIPEDA expects (issue 23):
 * - consent on every record of a public form: how ('given' on the site's form, 'implied-api' from a
 *   REST caller), what for (the form's purpose), the policy version and the moment;
 * - an application erased by a deletion request or the retention sweep stays as a stub
 *   (`erased_at`), so job counts and the hired figure stay true;
 * - how long records are kept (Site Settings → Privacy), the sweep's runs, and the access and
 *   deletion requests;
 * - the audit log's trigger: it still refuses every change, except deleting failed sign-ins past 90
 *   days (as before), deleting entries past the audit retention of Site Settings (never younger
 *   than 6 months), and, inside a deletion request's transaction only (`set local
 *   northline.erasure = 'on'`), rewriting the text of an entry that named the person (its id, time,
 *   admin, action and target stay).
 */
export class Migration20261128040000_privacy extends Migration {
  override name = 'Migration20261128040000_privacy';

  override up(): void {
    for (const table of CONSENT_TABLES) {
      this.addSql(
        `alter table "${table}" add "consent" varchar(20) null, add "consent_purpose" varchar(40) null, add "policy_version" varchar(20) null, add "consented_at" timestamptz null;`,
      );
    }
    this.addSql(`alter table "job_applications" add "erased_at" timestamptz null;`);
    this.addSql(
      `alter table "site_settings" add "retain_applications_months" int not null default 24, add "retain_leads_months" int not null default 24, add "retain_sent_mail_days" int not null default 90, add "retain_unconfirmed_alert_days" int not null default 7, add "retain_audit_log_months" int not null default 12;`,
    );
    this.addSql(
      `create table "privacy_requests" ("id" serial primary key, "email" varchar(254) null, "kind" text not null, "status" text not null default 'verified', "verified_at" timestamptz not null default now(), "due_at" timestamptz not null, "completed_at" timestamptz null, "completed_by" int null, "export_key" varchar(300) null, "export_expires_at" timestamptz null);`,
    );
    this.addSql(`alter table "privacy_requests" add constraint "privacy_requests_kind_check" check ("kind" in ('access', 'delete'));`);
    this.addSql(`alter table "privacy_requests" add constraint "privacy_requests_status_check" check ("status" in ('verified', 'completed'));`);
    this.addSql(`create index "privacy_requests_email_index" on "privacy_requests" ("email");`);
    this.addSql(`create index "privacy_requests_status_index" on "privacy_requests" ("status");`);
    this.addSql(
      `create table "retention_runs" ("id" serial primary key, "started_at" timestamptz not null default now(), "finished_at" timestamptz null, "trigger" varchar(20) not null, "counts" jsonb null, "error" text null);`,
    );
    this.addSql(`create index "retention_runs_started_at_index" on "retention_runs" ("started_at");`);
    this.addSql(`
      create or replace function "audit_log_append_only"() returns trigger language plpgsql as $fn$
      begin
        if TG_OP = 'DELETE' then
          if OLD.action = 'admin.login_failed' and OLD.created_at < now() - interval '${FAILED_LOGIN_KEEP_DAYS} days' then
            return OLD;
          end if;
          if OLD.created_at < now() - make_interval(months => greatest(coalesce((select retain_audit_log_months from site_settings where id = 1), 12), ${AUDIT_MIN_KEEP_MONTHS})) then
            return OLD;
          end if;
        elsif TG_OP = 'UPDATE' and current_setting('${AUDIT_ERASURE_SETTING}', true) = 'on'
          and NEW.id = OLD.id and NEW.created_at = OLD.created_at and NEW.admin_id is not distinct from OLD.admin_id
          and NEW.action = OLD.action and NEW.target_type is not distinct from OLD.target_type and NEW.target_id is not distinct from OLD.target_id then
          return NEW;
        end if;
        raise exception 'audit_log is append-only: % is not allowed', TG_OP using errcode = 'insufficient_privilege';
      end
      $fn$;`);
  }

  override down(): void {
    this.addSql(`
      create or replace function "audit_log_append_only"() returns trigger language plpgsql as $fn$
      begin
        if TG_OP = 'DELETE' and OLD.action = 'admin.login_failed' and OLD.created_at < now() - interval '${FAILED_LOGIN_KEEP_DAYS} days' then
          return OLD;
        end if;
        raise exception 'audit_log is append-only: % is not allowed', TG_OP using errcode = 'insufficient_privilege';
      end
      $fn$;`);
    this.addSql(`drop table if exists "retention_runs";`);
    this.addSql(`drop table if exists "privacy_requests";`);
    this.addSql(
      `alter table "site_settings" drop column "retain_applications_months", drop column "retain_leads_months", drop column "retain_sent_mail_days", drop column "retain_unconfirmed_alert_days", drop column "retain_audit_log_months";`,
    );
    this.addSql(`alter table "job_applications" drop column "erased_at";`);
    for (const table of CONSENT_TABLES) {
      this.addSql(`alter table "${table}" drop column "consent", drop column "consent_purpose", drop column "policy_version", drop column "consented_at";`);
    }
  }
}
