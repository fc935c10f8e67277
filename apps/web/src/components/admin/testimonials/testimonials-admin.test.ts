import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_TABS, clampRating, filterTestimonials, ratingLabel, testimonialStats } from './testimonials-admin';

const rows = [
  { id: 1, featured: true, rating: 5, company: 'Maple Logistics' },
  { id: 2, featured: false, rating: 4, company: ' maple logistics ' },
  { id: 3, featured: true, rating: 4, company: 'Harbour Foods' },
  { id: 4, featured: false, rating: 5, company: null },
  { id: 5, featured: false, rating: 3, company: '' },
];

describe('testimonial admin helpers', () => {
  it('computes total, featured, average rating with one decimal and unique companies', () => {
    expect(testimonialStats(rows)).toEqual({ total: 5, featured: 2, averageRating: '4.2', companies: 2 });
  });

  it("shows '0.0' and zeros when there are no testimonials", () => {
    expect(testimonialStats([])).toEqual({ total: 0, featured: 0, averageRating: '0.0', companies: 0 });
  });

  it('keeps one decimal even for whole averages', () => {
    expect(testimonialStats([{ featured: false, rating: 5, company: 'A' }]).averageRating).toBe('5.0');
  });

  it('filters the tabs: featured and regular', () => {
    expect(filterTestimonials(rows, 'all')).toHaveLength(5);
    expect(filterTestimonials(rows, 'featured').map((r) => r.id)).toEqual([1, 3]);
    expect(filterTestimonials(rows, 'regular').map((r) => r.id)).toEqual([2, 4, 5]);
    expect(TESTIMONIAL_TABS.map((t) => t.label)).toEqual(['All', 'Featured', 'Regular']);
  });

  it('labels the star rating for assistive technology', () => {
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
    expect(clampRating(9)).toBe(5);
    expect(clampRating(-1)).toBe(0);
  });
});
