import { describe, expect, it } from 'vitest';
import {
  ADMIN_TESTIMONIALS_PAGE_SIZE,
  TESTIMONIAL_TABS,
  adminTestimonialsInput,
  clampRating,
  formatAverageRating,
  parseAdminTestimonialsSearch,
  ratingLabel,
  tabCounts,
} from './testimonials-admin';

describe('testimonial admin helpers', () => {
  it("shows the average with one decimal, '0.0' when there are none", () => {
    expect(formatAverageRating(4.2)).toBe('4.2');
    expect(formatAverageRating(5)).toBe('5.0');
    expect(formatAverageRating(0)).toBe('0.0');
    expect(formatAverageRating(Number.NaN)).toBe('0.0');
  });

  it('reads the tab, search and page from the URL and asks for one page', () => {
    expect(parseAdminTestimonialsSearch({ tab: 'featured', search: 'maple', page: '2' })).toEqual({ tab: 'featured', search: 'maple', page: 2 });
    expect(parseAdminTestimonialsSearch({ tab: 'all', page: 1, search: '  ' })).toEqual({});
    expect(adminTestimonialsInput({})).toEqual({ filter: 'all', search: undefined, page: 1, limit: ADMIN_TESTIMONIALS_PAGE_SIZE });
    expect(adminTestimonialsInput({ tab: 'regular', page: 4 })).toMatchObject({ filter: 'regular', page: 4 });
  });

  it('takes the tabs and their counts from the server figures', () => {
    expect(TESTIMONIAL_TABS.map((t) => t.label)).toEqual(['All', 'Featured', 'Regular']);
    expect(tabCounts({ total: 8, featured: 3, regular: 5, averageRating: 4.5, companies: 6 })).toEqual({ all: 8, featured: 3, regular: 5 });
  });

  it('labels the star rating for assistive technology', () => {
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
    expect(clampRating(9)).toBe(5);
    expect(clampRating(-1)).toBe(0);
  });
});
