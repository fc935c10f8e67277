/** Header links, in the order of the specification. */
export const HEADER_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Staffing', to: '/jobs' },
  { label: 'Warehouse', to: '/warehouse' },
  { label: 'Transportation', to: '/transportation' },
  { label: 'About', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
] as const;

export const MORE_LINKS = [
  { label: 'Services', to: '/services' },
  { label: 'About', to: '/about' },
  { label: 'Blog', to: '/blog' },
  { label: 'Contact', to: '/contact' },
  { label: 'Terms', to: '/terms-conditions' },
  { label: 'Privacy', to: '/privacy-policy' },
] as const;

export const QUICK_LINKS = [
  { label: 'Browse Jobs', to: '/jobs' },
  { label: 'Post a Job', to: '/post-job' },
  { label: 'Our Services', to: '/services' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact', to: '/contact' },
  { label: 'My applications', to: '/my-applications' },
  { label: 'My postings', to: '/my-postings' },
] as const;

export const POPULAR_CATEGORIES = ['Transportation', 'Manufacturing', 'Customer Service', 'Administrative', 'Warehouse'] as const;

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
