import { Migration } from '@mikro-orm/migrations';

/**
 * Closed jobs keep their address: a job an admin marks filled closes (status 'expired') with the
 * time it was filled; a deleted job leaves its id in deleted_jobs (a trigger, whatever deletes it),
 * so its page and the API answer 410 Gone instead of 404.
 */
export class Migration20261124190000_closed_jobs extends Migration {
  override name = 'Migration20261124190000_closed_jobs';

  override up(): void {
    this.addSql(`alter table "jobs" add column "filled_at" timestamptz null;`);
    this.addSql(`create table "deleted_jobs" ("id" int primary key, "deleted_at" timestamptz not null default now());`);
    this.addSql(`create function remember_deleted_job() returns trigger language plpgsql as $$
      begin
        insert into deleted_jobs (id) values (old.id) on conflict (id) do nothing;
        return null;
      end $$;`);
    this.addSql(`create trigger jobs_remember_deleted after delete on jobs for each row execute function remember_deleted_job();`);
  }

  override down(): void {
    this.addSql(`drop trigger if exists jobs_remember_deleted on jobs;`);
    this.addSql(`drop function if exists remember_deleted_job();`);
    this.addSql(`drop table if exists "deleted_jobs";`);
    this.addSql(`alter table "jobs" drop column "filled_at";`);
  }
}
