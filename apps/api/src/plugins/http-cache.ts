/**
 * What HTTP caches (browsers, proxies, CDNs) may keep.
 *
 * Public reads (job search, a published job or post, testimonials, stats, public settings) asked
 * without an admin session may be kept briefly and served stale while a fresh copy is fetched.
 * Anything else (admin data, writes, errors, any request carrying the admin session, which can
 * see drafts and pending jobs through the same paths) is `no-store`.
 *
 * The web app asks with `cache: 'no-cache'` (src/lib/trpc.ts), so a person always sees the latest
 * answer; these lifetimes serve other callers and shared caches.
 */
export const PUBLIC_MAX_AGE_SECONDS = 30;
export const PUBLIC_STALE_SECONDS = 120;
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, stale-while-revalidate=${PUBLIC_STALE_SECONDS}`;
export const NO_STORE = 'no-store';

/** Cache-Control for a successful public read; `withSession`: the request carried an admin session. */
export function publicReadCacheControl(withSession: boolean): string {
  return withSession ? 'private, no-store' : PUBLIC_CACHE_CONTROL;
}
