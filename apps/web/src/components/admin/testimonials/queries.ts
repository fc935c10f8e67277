import { trpc } from '../../../lib/trpc';
import { adminTestimonialsInput, type AdminTestimonialsSearch } from './testimonials-admin';

/** The admin testimonial list for a state of the screen; the route prefetches it, the page reads it. */
export const adminTestimonialsQuery = (search: AdminTestimonialsSearch) => trpc.testimonial.adminList.queryOptions(adminTestimonialsInput(search));
