import type { LeadKind } from '@app/validators';
import { trpc } from '../../lib/trpc';

/**
 * Query options the admin route loaders start and the pages read. They live apart from the page
 * components so a route's loader does not pull its page (and the admin UI) into the public bundle.
 */
export const pendingJobsQuery = () => trpc.job.pending.queryOptions();
/** 'Approved Jobs' lists the general (approved) jobs list. */
export const approvedJobsQuery = () => trpc.job.list.queryOptions({});
export const dashboardStatsQuery = () => trpc.dashboard.stats.queryOptions();
export const recentJobsQuery = () => trpc.job.recent.queryOptions();
export const recentApplicationsQuery = () => trpc.application.recent.queryOptions();
export const leadListOptions = (kind: LeadKind) => trpc.lead.list.queryOptions({ kind });
export const leadCountsOptions = () => trpc.lead.counts.queryOptions();
export const settingsOptions = () => trpc.settings.get.queryOptions();
