import { WEB_ROUTE_PATHS } from './web-routes.gen.ts';

/**
 * The web app's pages, from its router (web-routes.gen.ts): the one list behind the server's
 * "page or 404" answer, the sitemap and the service worker's offline app shell.
 */
export { WEB_ROUTE_PATHS };

/** Pages that are links in mail, not content: never listed in the sitemap (each is noindex). */
export const UNLISTED_PAGES: readonly string[] = ['/newsletter/confirm', '/job-alerts/confirm', '/job-alerts/unsubscribe'];

export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route path as a pattern: '$param' matches one path segment; a trailing slash is allowed. */
const PAGE_PATTERNS = WEB_ROUTE_PATHS.filter((p) => !isAdminPath(p)).map(
  (path) => new RegExp(`^${path === '/' ? '' : path.split('/').map((s) => (s.startsWith('$') ? '[^/]+' : escapeRegExp(s))).join('/')}/?$`),
);

/** Whether a path is a public page of the web app (not the admin area). */
export const isPublicPagePath = (pathname: string) => PAGE_PATTERNS.some((re) => re.test(pathname));

/** Whether a path is a page of the web app: a public page, or anywhere in the admin area (it has its own 'not found'). */
export const isWebPagePath = (pathname: string) => isAdminPath(pathname) || isPublicPagePath(pathname);

/** The public pages without parameters that belong in the sitemap. */
export const SITEMAP_PAGES: readonly string[] = WEB_ROUTE_PATHS.filter((p) => !p.includes('$') && !isAdminPath(p) && !UNLISTED_PAGES.includes(p));
