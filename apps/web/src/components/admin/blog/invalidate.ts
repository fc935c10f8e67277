import { queryClient, trpc } from '../../../lib/trpc';

/** A post changed: refresh the admin pages and counts, the public lists and article pages, and the dashboard figure. */
export function invalidateBlogQueries() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.blog.adminList.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.blog.byId.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.blog.list.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.blog.bySlug.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey() }),
  ]);
}
