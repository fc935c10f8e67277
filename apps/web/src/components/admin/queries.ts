import { JOB_ATTENTION_FILTERS, JOB_STATUSES, MAX_PAGE, type JobAttentionFilter, type JobStatus, type LeadKind } from '@app/shared/constants';
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
  page?: number;
}

export function parseAdminJobsSearch(raw: Record<string, unknown>): AdminJobsSearch {
  const out: AdminJobsSearch = {};
  if ((JOB_STATUSES as readonly unknown[]).includes(raw.tab) && raw.tab !== 'pending') out.tab = raw.tab as JobStatus;
  if (typeof raw.search === 'string' && raw.search.trim()) out.search = raw.search.trim().slice(0, 200);
  if ((JOB_ATTENTION_FILTERS as readonly unknown[]).includes(raw.needs)) out.needs = raw.needs as JobAttentionFilter;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) out.page = page;
  return out;
}

export const dashboardStatsQuery = () => trpc.dashboard.stats.queryOptions();
export const recentJobsQuery = () => trpc.job.recent.queryOptions();
export const recentApplicationsQuery = () => trpc.application.recent.queryOptions();
/** One page of one kind of lead, searched and filtered on the server (see leads/leads.ts leadListInput). */
export const leadListOptions = (input: { kind: LeadKind; search?: string; status: string; page: number; limit: number }) => trpc.lead.list.queryOptions(input);
export const leadCountsOptions = () => trpc.lead.counts.queryOptions();
export const settingsOptions = () => trpc.settings.get.queryOptions();
