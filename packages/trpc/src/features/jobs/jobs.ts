import { jobTitleCompanySql, type EntityManager, type IJob, findSiteSettings } from '@app/db';
import type { JobAttentionFilter, JobStatus } from '@app/shared/constants';
import { idFromText } from '@app/shared/ids';
import { pageOffset } from '@app/shared/page-math';
import { salaryOf } from '@app/shared/pay';
import type { JobAdminItem, JobAdminPage, JobBatch, JobPage, JobStatusCounts, JobSummaryDto } from '@app/shared/schemas/dtos';
import type { JobAdminSort } from '@app/shared/job-stats';
import { readRowCounts } from '../../infra/counters.ts';
import { publishedJobsSql, summaryJson, tsquerySql } from './job-search.ts';
import { all, join, likePattern, query, raw, sql, type Sql } from '../../infra/sql.ts';

/** How the audit log names a job: 'Forklift Operator (Maple Logistics)'. */
export const jobLabel = (job: Pick<IJob, 'title' | 'company'>) => `${job.title} (${job.company})`;

/** Approved jobs past their end date become 'expired' (run by the server every minute). */
export async function expireJobs(em: EntityManager, now = new Date()): Promise<number> {
  const rows = await query<{ id: number }>(
    em,
    sql`update jobs set status = 'expired', updated_at = now() where status = 'approved' and expires_at <= ${now.toISOString()}::timestamptz returning id`,
  );
  return rows.length;
}

/**
 * When a job is published without an end date, applications close after the 'application
 * deadline' of the system settings (30 days unless an admin changed it).
 */
export async function applicationDeadline(ctx: { em: EntityManager; now: () => Date }): Promise<Date> {
  const settings = await findSiteSettings(ctx.em);
  const days = settings?.applicationDeadlineDays ?? 30;
  return new Date(ctx.now().getTime() + days * 24 * 60 * 60 * 1000);
}

export async function jobStatusCounts(em: EntityManager): Promise<JobStatusCounts> {
  const counts = await readRowCounts(em, ['jobs']);
  return {
    pending: counts.get('jobs', 'pending'),
    approved: counts.get('jobs', 'approved'),
    denied: counts.get('jobs', 'denied'),
    expired: counts.get('jobs', 'expired'),
    spam: counts.get('jobs', 'spam'),
  };
}

interface ListRow {
  items: JobSummaryDto[];
  total: number | null;
}

/** A page of jobs in list order (newest first) where `where` holds. `total` may be known already. */
async function jobPage(em: EntityManager, where: Sql, page: { page: number; limit: number }, now: Date, knownTotal?: number): Promise<JobPage> {
  const total = knownTotal === undefined ? sql`(select count(*)::int from jobs j where ${where})` : raw('null::int');
  const [row] = await query<ListRow>(
    em,
    sql`with top as (
        select j.id, j.posted_at from jobs j where ${where}
        order by j.posted_at desc, j.id desc limit ${page.limit} offset ${pageOffset(page)}
      )
      select (select coalesce(json_agg(${summaryJson(now)} order by top.posted_at desc, top.id desc), '[]'::json)
              from top join jobs j on j.id = top.id) as items,
             ${total} as total`,
  );
  return { items: row!.items.map((job) => ({ ...job, salary: salaryOf(job) })), total: knownTotal ?? row!.total ?? 0, page: page.page, limit: page.limit };
}

/** Published featured jobs, newest first. */
export function featuredJobs(em: EntityManager, page: { page: number; limit: number }, now: Date) {
  return jobPage(em, sql`${publishedJobsSql(now)} and j.featured`, page, now);
}

/** The admin list's and export's filters, as conditions on `j` (jobs). */
function adminConditions(input: { status: JobStatus | 'all'; search?: string; needs?: JobAttentionFilter }): Sql[] {
  const conditions: Sql[] = [];
  // 'all' is every job but the submissions the spam trap caught (listed under their own status).
  conditions.push(input.status === 'all' ? sql`j.status <> 'spam'` : sql`j.status = ${input.status}`);
  if (input.search) {
    const searchedId = idFromText(input.search.replace(/^#/, ''));
    const ways = [sql`j.search_vector @@ ${tsquerySql(input.search)}`, sql`${raw(jobTitleCompanySql('j'))} ilike ${likePattern(input.search)}`];
    // The words' and titles' indexes are split by status (open jobs, every other:
    // Migration20261203090000_open_job_indexes): a search of every status asks each index on its
    // side, one arm per index, so PostgreSQL reads them all at once (a BitmapOr) instead of the table.
    const arms = input.status === 'all' ? ways.flatMap((way) => [sql`(j.status = 'approved' and ${way})`, sql`(j.status <> 'approved' and ${way})`]) : ways;
    if (searchedId !== null) arms.push(sql`j.id = ${searchedId}`);
    conditions.push(sql`(${join(arms, ' or ')})`);
  }
  if (input.needs === 'pay') conditions.push(sql`j.salary is not null and j.pay_min is null and j.pay_max is null`);
  if (input.needs === 'compliance') conditions.push(sql`cardinality(j.compliance_issues) > 0`);
  if (input.needs === 'french') conditions.push(sql`(coalesce(btrim(j.title_fr), '') = '' or coalesce(btrim(j.description_fr), '') = '')`);
  return conditions;
}

/** A searched or filtered admin list is counted up to this many jobs at least (adminJobs). */
export const ADMIN_COUNT_CAP = 1000;

/** What a job draws (job_stat_totals, kept by the view counter and the applications trigger), as columns of `top`. */
const DRAW_COLUMNS = raw(`coalesce(t.views, 0) as views, coalesce(t.visitors, 0) as visitors, coalesce(t.starts, 0) as starts,
  coalesce(t.applications, 0) as applications,
  case when coalesce(t.views, 0) > 0 then coalesce(t.applications, 0)::float8 / t.views end as conversion`);

/** The admin list's orders, on the columns of `alias`; the newest first breaks ties. */
const ADMIN_ORDER: Record<JobAdminSort, string> = {
  newest: '$.posted_at desc, $.id desc',
  views: '$.views desc, $.posted_at desc, $.id desc',
  applications: '$.applications desc, $.posted_at desc, $.id desc',
  conversion: '$.conversion desc nulls last, $.applications desc, $.posted_at desc, $.id desc',
};
const adminOrder = (sort: JobAdminSort, alias: string) => raw(ADMIN_ORDER[sort].replaceAll('$', alias));

/**
 * The jobs where `where` holds, with what each draws, that can reach the first `reach` of the list
 * in `sort` order. Sorted by views or applications, the jobs that have some come from
 * job_stat_totals' index on that figure, the others (most jobs of a large board) newest first from
 * the jobs' own index: neither sorts every job (at 1,000,000 jobs 'most views first' sorted them
 * all, 0.6 s). The other orders read every matching job.
 */
function rankedJobs(where: Sql, sort: JobAdminSort, reach: number): Sql {
  const every = sql`select j.id, j.posted_at, ${DRAW_COLUMNS} from jobs j left join job_stat_totals t on t.job_id = j.id where ${where}`;
  if (sort !== 'views' && sort !== 'applications') return every;
  const figure = raw(`t.${sort}`);
  return sql`(select j.id, j.posted_at, ${DRAW_COLUMNS} from job_stat_totals t join jobs j on j.id = t.job_id
              where ${where} and ${figure} > 0 order by ${figure} desc, j.posted_at desc, j.id desc limit ${reach})
             union all
             (${every} and coalesce(${figure}, 0) = 0 order by j.posted_at desc, j.id desc limit ${reach})`;
}

interface DrawRow {
  job: JobSummaryDto;
  views: number;
  visitors: number;
  starts: number;
  applications: number;
  conversion: number | null;
}

const adminItem = (row: DrawRow): JobAdminItem => ({
  ...row.job,
  salary: salaryOf(row.job),
  views: row.views,
  visitors: row.visitors,
  starts: row.starts,
  applications: row.applications,
  conversion: row.conversion,
});

/** A list row: the job and what it draws; for the export (`whole`), the job with its whole texts. */
const drawJson = (now: Date, whole = false) =>
  sql`json_build_object('job', ${summaryJson(now, undefined, whole)}, 'views', top.views, 'visitors', top.visitors, 'starts', top.starts, 'applications', top.applications, 'conversion', top.conversion)`;

/**
 * The admin list: any status (or all), newest first or by what the jobs draw (views,
 * applications, conversion), searched by words of the title, company, category, place and text,
 * by a part of the title or company, or by the job's number.
 */
export async function adminJobs(
  em: EntityManager,
  input: { status: JobStatus | 'all'; search?: string; needs?: JobAttentionFilter; sort?: JobAdminSort; page: number; limit: number },
  now: Date,
): Promise<JobAdminPage> {
  const counts = await jobStatusCounts(em);
  const where = all(adminConditions(input));
  const known =
    input.search || input.needs ? undefined : input.status === 'all' ? counts.pending + counts.approved + counts.denied + counts.expired : counts[input.status];
  const sort = input.sort ?? 'newest';
  // A search or a filter is counted up to a cap, not to the end: every word of a million jobs
  // (a search of every status matched 133,000 at 1,000,000 jobs, 2.5 s to count) costs no more
  // than the cap. Past it the total says 'more than N' (totalIsMinimum); the cap reaches ten pages
  // past the one shown, so every page link the list offers leads to jobs.
  const cap = Math.max(ADMIN_COUNT_CAP, pageOffset(input) + 10 * input.limit);
  const total = known === undefined ? sql`(select count(*)::int from (select 1 from jobs j where ${where} limit ${cap + 1}) capped)` : raw('null::int');
  const [row] = await query<{ items: DrawRow[]; total: number | null }>(
    em,
    sql`with top as (
        select * from (${rankedJobs(where, sort, pageOffset(input) + input.limit)}) ranked
        order by ${adminOrder(sort, 'ranked')} limit ${input.limit} offset ${pageOffset(input)}
      )
      select (select coalesce(json_agg(${drawJson(now)} order by ${adminOrder(sort, 'top')}), '[]'::json)
              from top join jobs j on j.id = top.id) as items,
             ${total} as total`,
  );
  const counted = known ?? row!.total ?? 0;
  const more = known === undefined && counted > cap;
  return {
    items: row!.items.map(adminItem),
    total: more ? cap : counted,
    page: input.page,
    limit: input.limit,
    ...(more ? { totalIsMinimum: true as const } : {}),
    counts,
  };
}

/**
 * One batch of the admin job list's CSV export: jobs matching the list's filters with an id below
 * `after`, highest id first, with their whole texts (not the list's excerpts) and their French.
 */
export async function adminJobBatch(
  em: EntityManager,
  input: { status: JobStatus | 'all'; search?: string; needs?: JobAttentionFilter; after?: number; limit: number },
  now: Date,
): Promise<JobBatch> {
  const conditions = adminConditions(input);
  if (input.after !== undefined) conditions.push(sql`j.id < ${input.after}`);
  const [row] = await query<{ items: DrawRow[] }>(
    em,
    sql`with top as (
        select j.id, j.posted_at, ${DRAW_COLUMNS} from jobs j left join job_stat_totals t on t.job_id = j.id
        where ${all(conditions)} order by j.id desc limit ${input.limit + 1}
      )
      select coalesce(json_agg(${drawJson(now, true)} order by top.id desc), '[]'::json) as items from top join jobs j on j.id = top.id`,
  );
  const items = row!.items.map(adminItem);
  const more = items.length > input.limit;
  const batch = more ? items.slice(0, input.limit) : items;
  return { items: batch, next: more ? batch[batch.length - 1]!.id : null };
}
