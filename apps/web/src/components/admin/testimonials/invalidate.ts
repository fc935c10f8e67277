import { queryClient, trpc } from '../../../lib/trpc';

/** A testimonial changed: refresh the list (admin and public use the same one) and the dashboard figure. */
export function invalidateTestimonialQueries() {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.testimonial.list.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.testimonial.byId.queryKey() }),
    queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey() }),
  ]);
}
