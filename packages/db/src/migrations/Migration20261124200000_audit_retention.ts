import { Migration } from '@mikro-orm/migrations';

/** How long failed sign-ins stay in the audit log (the retention the trigger allows; see below). */
export const FAILED_LOGIN_KEEP_DAYS = 90;

/**
 * Failed sign-ins are written by anyone who tries a password, so the append-only audit log would
 * grow without limit under a password-guessing run. The trigger now lets one kind of row go:
 * failed sign-ins older than 90 days (deleted by the app's periodic sweep). Every other row, and
 * every recent failed sign-in, is still refused any UPDATE or DELETE, whoever sends it.
 */
export class Migration20261124200000_audit_retention extends Migration {
  override name = 'Migration20261124200000_audit_retention';

  override up(): void {
    this.addSql(`
      create or replace function "audit_log_append_only"() returns trigger language plpgsql as $fn$
      begin
        if TG_OP = 'DELETE' and OLD.action = 'admin.login_failed' and OLD.created_at < now() - interval '${FAILED_LOGIN_KEEP_DAYS} days' then
          return OLD;
        end if;
        raise exception 'audit_log is append-only: % is not allowed', TG_OP using errcode = 'insufficient_privilege';
      end
      $fn$;`);
  }

  override down(): void {
    this.addSql(`
      create or replace function "audit_log_append_only"() returns trigger language plpgsql as $fn$
      begin
        raise exception 'audit_log is append-only: % is not allowed', TG_OP using errcode = 'insufficient_privilege';
      end
      $fn$;`);
  }
}
