import type { TestimonialDto } from '@app/validators';

/** Client-side logic of the admin Testimonials screen: stats, tabs and empty states. */

export type TestimonialTab = 'all' | 'featured' | 'regular';

export const TESTIMONIAL_TABS: { value: TestimonialTab; label: string; empty: string; hint: string }[] = [
  { value: 'all', label: 'All', empty: 'No testimonials yet', hint: 'Add what clients and candidates say about working with Northline.' },
  { value: 'featured', label: 'Featured', empty: 'No featured testimonials', hint: 'Featured testimonials are shown on the homepage.' },
  { value: 'regular', label: 'Regular', empty: 'No regular testimonials', hint: 'Testimonials that are not featured appear here.' },
];

type Row = Pick<TestimonialDto, 'featured' | 'rating' | 'company'>;

export interface TestimonialStats {
  total: number;
  featured: number;
  /** One decimal, '0.0' when there are none. */
  averageRating: string;
  /** Distinct company names, ignoring case, surrounding spaces and blanks. */
  companies: number;
}

export function testimonialStats(rows: Row[]): TestimonialStats {
  const featured = rows.filter((r) => r.featured).length;
  const sum = rows.reduce((acc, r) => acc + (Number.isFinite(r.rating) ? r.rating : 0), 0);
  const averageRating = rows.length ? (sum / rows.length).toFixed(1) : '0.0';
  const companies = new Set(rows.map((r) => r.company?.trim().toLowerCase()).filter((c): c is string => !!c)).size;
  return { total: rows.length, featured, averageRating, companies };
}

export function filterTestimonials<T extends Pick<TestimonialDto, 'featured'>>(rows: T[], tab: TestimonialTab): T[] {
  if (tab === 'featured') return rows.filter((r) => r.featured);
  if (tab === 'regular') return rows.filter((r) => !r.featured);
  return rows;
}

/** Whole stars between 0 and 5 for display. */
export const clampRating = (rating: number) => Math.max(0, Math.min(5, Math.round(Number.isFinite(rating) ? rating : 0)));

export const ratingLabel = (rating: number) => `Rated ${clampRating(rating)} out of 5`;
