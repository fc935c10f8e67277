import { queryClient, trpc } from '../../../lib/trpc';

/** A testimonial changed: refresh the admin pages and figures, the public list and the dashboard figure. */
export function invalidateTestimonialQueries() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.testimonial.adminList.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.testimonial.list.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.testimonial.byId.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey() }),
  ]);
}
