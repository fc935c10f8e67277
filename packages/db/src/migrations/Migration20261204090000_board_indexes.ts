import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 36, item 2: what reads a long-running board (1,000,000 jobs, 100,000 open) as a whole.
 *
 * The sitemap files. A file lists the open jobs in id order, a few thousand at a time, after skipping those of the files before it; with no index
 * of the open jobs by id, PostgreSQL walked the primary key through every job, closed ones
 * included (nine in ten), and a file took 1.1-2.8 s, the later files the longest.
 * `jobs_open_id_index` holds the approved jobs by id with what the sitemap reads of them (end date
 * for the published rule, posting and update times for lastmod), so counting, skipping and reading
 * them is an index-only scan of the open jobs alone.
 *
 * The admin list sorted by views or applications sorted every job (0.6 s at 1,000,000): with
 * `job_stat_totals_views_index` and `job_stat_totals_applications_index` it reads the jobs that
 * have some in that order, and the rest newest first (packages/trpc jobs.ts, rankedJobs).
 */
export class Migration20261204090000_board_indexes extends Migration {
  override name = 'Migration20261204090000_board_indexes';

  override up(): void {
    this.addSql(`create index "jobs_open_id_index" on "jobs" ("id") include ("expires_at", "posted_at", "updated_at") where "status" = 'approved';`);
    this.addSql(`create index "job_stat_totals_views_index" on "job_stat_totals" ("views" desc) where "views" > 0;`);
    this.addSql(`create index "job_stat_totals_applications_index" on "job_stat_totals" ("applications" desc) where "applications" > 0;`);
  }

  override down(): void {
    this.addSql(`drop index if exists "job_stat_totals_applications_index";`);
    this.addSql(`drop index if exists "job_stat_totals_views_index";`);
    this.addSql(`drop index if exists "jobs_open_id_index";`);
  }
}
