import { queryClient, trpc } from '../../../lib/trpc';

/**
 * A job changed: refresh both admin lists, the public lists and job pages, and the dashboard
 * figures that count jobs.
 */
export function invalidateJobQueries() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.job.pending.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.job.adminList.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.job.list.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.job.featured.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.job.byId.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.job.recent.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.stats.get.queryKey() }),
  ]);
}
