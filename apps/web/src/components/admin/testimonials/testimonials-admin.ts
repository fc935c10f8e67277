import type { TestimonialStatsDto } from '@app/shared/schemas/dtos';
import type { TestimonialFilter } from '@app/shared/schemas/inputs';
import { pageParam, textParam } from '../../blog/blog';

/** Logic of the admin Testimonials screen: tabs, figures, empty states and the state kept in the URL. */

export type TestimonialTab = TestimonialFilter;

export const TESTIMONIAL_TABS: { value: TestimonialTab; label: string; empty: string; hint: string }[] = [
  { value: 'all', label: 'All', empty: 'No testimonials yet', hint: 'Add what clients and candidates say about working with you.' },
  { value: 'featured', label: 'Featured', empty: 'No featured testimonials', hint: 'Featured testimonials are shown on the homepage.' },
  { value: 'regular', label: 'Regular', empty: 'No regular testimonials', hint: 'Testimonials that are not featured appear here.' },
];

/** Testimonials per page of the admin list (two columns). */
export const ADMIN_TESTIMONIALS_PAGE_SIZE = 12;

/** The screen's state in the URL: /admin/testimonials?tab=featured&search=maple&page=2. */
export interface AdminTestimonialsSearch {
  tab?: Exclude<TestimonialTab, 'all'>;
  search?: string;
  page?: number;
}

const isTab = (v: unknown): v is Exclude<TestimonialTab, 'all'> => v === 'featured' || v === 'regular';

export function parseAdminTestimonialsSearch(raw: Record<string, unknown>): AdminTestimonialsSearch {
  const result: AdminTestimonialsSearch = { tab: isTab(raw.tab) ? raw.tab : undefined, search: textParam(raw.search, 200), page: pageParam(raw.page) };
  return Object.fromEntries(Object.entries(result).filter(([, v]) => v !== undefined)) as AdminTestimonialsSearch;
}

/** The testimonial.adminList input for a state of the screen. */
export const adminTestimonialsInput = (search: AdminTestimonialsSearch) => ({
  filter: search.tab ?? 'all',
  search: search.search,
  page: search.page ?? 1,
  limit: ADMIN_TESTIMONIALS_PAGE_SIZE,
});

/** Section 2: the average with one decimal, '0.0' when there are none. */
export const formatAverageRating = (average: number) => (Number.isFinite(average) ? average : 0).toFixed(1);

/** The tab badges, from the server's figures for every testimonial. */
export const tabCounts = (stats: TestimonialStatsDto): Record<TestimonialTab, number> => ({
  all: stats.total,
  featured: stats.featured,
  regular: stats.regular,
});

/** Whole stars between 0 and 5 for display. */
export const clampRating = (rating: number) => Math.max(0, Math.min(5, Math.round(Number.isFinite(rating) ? rating : 0)));

export const ratingLabel = (rating: number) => `Rated ${clampRating(rating)} out of 5`;
