import { normalizeJobType, type JobType } from '@app/shared/job-types';
import { m } from '../../lib/i18n';

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

/** The job categories' names in the catalogues (named one by one: only these messages are bundled). */
const CATEGORY_LABELS: Readonly<Record<string, () => string>> = {
  Transportation: m.category_transportation,
  Manufacturing: m.category_manufacturing,
  'Customer Service': m.category_customer_service,
  Administrative: m.category_administrative,
  Warehouse: m.category_warehouse,
  'Food Service': m.category_food_service,
  Healthcare: m.category_healthcare,
  Construction: m.category_construction,
  Retail: m.category_retail,
  Other: m.category_other,
  Design: m.category_design,
  Accounting: m.category_accounting,
  'Digital Marketing': m.category_digital_marketing,
  Broadcasting: m.category_broadcasting,
  Sales: m.category_sales,
};

/** A job category's name in the page's language (the stored value stays the English one, which filters use); a category the catalogues do not name, as it is. */
export function categoryLabel(category: string): string {
  return Object.hasOwn(CATEGORY_LABELS, category) ? CATEGORY_LABELS[category]!() : category;
}

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

/** A job type's name in the page's language (the stored value stays, which filters use). */
const TYPE_LABELS: Readonly<Record<JobType, () => string>> = {
  'Full-Time': m.job_type_full_time,
  'Part-time': m.job_type_part_time,
  Contract: m.job_type_contract,
  Remote: m.job_type_remote,
};

/** Any accepted spelling of a type (the admin form's, other cases and spaces) is the stored type's name. */
export function jobTypeLabel(type: string): string {
  const known = normalizeJobType(type);
  return known ? TYPE_LABELS[known]() : type;
}
