import { jobCategoryName, jobTypeName } from '@app/shared/job-names';
import { currentLocale, m } from '../../lib/i18n';

/** Header links, in the order of the specification; each label is a message of the catalogues, drawn in the page's language. */
export const HEADER_LINKS = [
  { label: m.nav_home, to: '/' },
  { label: m.nav_staffing, to: '/jobs' },
  { label: m.nav_warehouse, to: '/warehouse' },
  { label: m.nav_transportation, to: '/transportation' },
  { label: m.nav_about, to: '/about' },
  { label: m.nav_blog, to: '/blog' },
  { label: m.nav_contact, to: '/contact' },
] as const;

export const MORE_LINKS = [
  { label: m.nav_services, to: '/services' },
  { label: m.nav_about, to: '/about' },
  { label: m.nav_blog, to: '/blog' },
  { label: m.nav_contact, to: '/contact' },
  { label: m.nav_terms, to: '/terms-conditions' },
  { label: m.nav_privacy, to: '/privacy-policy' },
] as const;

export const QUICK_LINKS = [
  { label: m.nav_browse_jobs, to: '/jobs' },
  { label: m.nav_post_a_job, to: '/post-job' },
  { label: m.nav_our_services, to: '/services' },
  { label: m.nav_about_us, to: '/about' },
  { label: m.nav_contact, to: '/contact' },
  { label: m.nav_my_applications, to: '/my-applications' },
  { label: m.nav_my_postings, to: '/my-postings' },
] as const;

export const POPULAR_CATEGORIES = ['Transportation', 'Manufacturing', 'Customer Service', 'Administrative', 'Warehouse'] as const;

/** A job category's name in the page's language (the stored value stays the English one, which filters use); a category the table does not name, as it is. */
export const categoryLabel = (category: string): string => jobCategoryName(category, currentLocale());

/**
 * Section 2: Home on home scrolls smoothly to the top (and stays a scroll: the click's navigation is
 * cancelled, so the router does not move the page itself); other link clicks scroll to top after
 * ~100 ms.
 */
export function scrollAfterNavigation(to: string, currentPath: string, event?: { preventDefault(): void }) {
  if (to === '/' && currentPath === '/') {
    event?.preventDefault();
    window.scrollTo({ top: 0, behavior: 'smooth' });
    return;
  }
  window.setTimeout(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }), 100);
}

/** A job type's name in the page's language (the stored value stays, which filters use); any accepted spelling is the stored type's. */
export const jobTypeLabel = (type: string): string => jobTypeName(type, currentLocale());
