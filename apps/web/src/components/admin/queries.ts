import { JOB_ATTENTION_FILTERS, JOB_STATUSES, MAX_PAGE, type JobAttentionFilter, type JobStatus, type LeadKind } from '@app/shared/constants';
import { JOB_ADMIN_SORTS, type JobAdminSort } from '@app/shared/job-stats';
import { trpc } from '../../lib/trpc';

/**
 * Query options the admin route loaders start and the pages read. They live apart from the page
 * components so a route's loader does not pull its page (and the admin UI) into the public bundle.
 */
/** A tab of 'Job Management': one status, searched and paged on the server, with every status's count. */
export const adminJobsQuery = (search: AdminJobsSearch) =>
  trpc.job.adminList.queryOptions({
    status: search.tab ?? 'pending',
    search: search.search,
    needs: search.needs,
    sort: search.sort ?? 'newest',
    page: search.page ?? 1,
    limit: ADMIN_JOBS_PAGE_SIZE,
  });
export const ADMIN_JOBS_PAGE_SIZE = 20;

/** The URL search of /admin/jobs: the tab (a status), the search text and the page. */
export interface AdminJobsSearch {
  tab?: JobStatus;
  search?: string;
  /** Only jobs that need an admin: pay that could not be read from the salary text, or open Ontario posting points. */
  needs?: JobAttentionFilter;
  /** Most views, applications or conversion first (newest first when absent). */
  sort?: Exclude<JobAdminSort, 'newest'>;
  page?: number;
  /** The job whose figures are open (its views, applications and sources). */
  stats?: number;
}

export function parseAdminJobsSearch(raw: Record<string, unknown>): AdminJobsSearch {
  const out: AdminJobsSearch = {};
  if ((JOB_STATUSES as readonly unknown[]).includes(raw.tab) && raw.tab !== 'pending') out.tab = raw.tab as JobStatus;
  if (typeof raw.search === 'string' && raw.search.trim()) out.search = raw.search.trim().slice(0, 200);
  if ((JOB_ATTENTION_FILTERS as readonly unknown[]).includes(raw.needs)) out.needs = raw.needs as JobAttentionFilter;
  if ((JOB_ADMIN_SORTS as readonly unknown[]).includes(raw.sort) && raw.sort !== 'newest') out.sort = raw.sort as Exclude<JobAdminSort, 'newest'>;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) out.page = page;
  const stats = Number(raw.stats);
  if (Number.isInteger(stats) && stats > 0 && stats <= 2_147_483_647) out.stats = stats;
  return out;
}

/** The admin job list's CSV export of every job matching the tab, search and filter (with what each draws). */
export function jobsExportUrl(search: AdminJobsSearch): string {
  const params = new URLSearchParams();
  params.set('status', search.tab ?? 'pending');
  if (search.search) params.set('search', search.search);
  if (search.needs) params.set('needs', search.needs);
  return `/api/admin/jobs/export.csv?${params.toString()}`;
}

/** A job's figures: views, visitors, starts and applications per day for the last 30 days, totals and sources. */
export const jobStatsQuery = (id: number) => trpc.jobStats.byJob.queryOptions({ id });
/** The dashboard's chart: applications per week, the last 12 weeks. */
export const applicationsPerWeekQuery = () => trpc.jobStats.applicationsPerWeek.queryOptions({});

export const dashboardStatsQuery = () => trpc.dashboard.stats.queryOptions();
export const recentJobsQuery = () => trpc.job.recent.queryOptions();
export const recentApplicationsQuery = () => trpc.application.recent.queryOptions();
/** One page of one kind of lead, searched and filtered on the server (see leads/leads.ts leadListInput). */
export const leadListOptions = (input: { kind: LeadKind; search?: string; status: string; page: number; limit: number }) => trpc.lead.list.queryOptions(input);
export const leadCountsOptions = () => trpc.lead.counts.queryOptions();
export const settingsOptions = () => trpc.settings.get.queryOptions();
