import { WEB_ROUTE_PATHS } from '@app/generated/web-routes';

/**
 * The web app's pages, from its router (@app/generated/web-routes): the one list behind the server's
 * "page or 404" answer, the sitemap and the service worker's offline app shell.
 */
export { WEB_ROUTE_PATHS };

/** Pages that are links in mail, not content: never listed in the sitemap (each is noindex). */
export const UNLISTED_PAGES: readonly string[] = ['/newsletter/confirm', '/job-alerts/confirm', '/job-alerts/unsubscribe', '/privacy/confirm'];

export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** A route path's segments: '$param' matches any one non-empty segment of a path. */
const PAGE_ROUTES = WEB_ROUTE_PATHS.filter((p) => !isAdminPath(p)).map((path) => path.split('/').filter(Boolean));

const matchesRoute = (route: string[], segments: string[]) =>
  route.length === segments.length && route.every((part, i) => (part.startsWith('$') ? segments[i] !== '' : part === segments[i]));

/** Whether a path is a public page of the web app (not the admin area); a trailing slash is allowed. */
export const isPublicPagePath = (pathname: string) => {
  if (!pathname.startsWith('/') || pathname.includes('//')) return false;
  const segments = pathname.slice(1).split('/');
  if (segments[segments.length - 1] === '') segments.pop();
  return PAGE_ROUTES.some((route) => matchesRoute(route, segments));
};

/** Whether a path is a page of the web app: a public page, or anywhere in the admin area (it has its own 'not found'). */
export const isWebPagePath = (pathname: string) => isAdminPath(pathname) || isPublicPagePath(pathname);

/** The public pages without parameters that belong in the sitemap. */
export const SITEMAP_PAGES: readonly string[] = WEB_ROUTE_PATHS.filter((p) => !p.includes('$') && !isAdminPath(p) && !UNLISTED_PAGES.includes(p));

/**
 * The app shell: the document with the web app's scripts and no page in it (the server renders
 * only the root). The background worker keeps it in its precache and opens any public page from
 * it when the network is down and that page was never kept.
 */
export const APP_SHELL_PATH = '/app-shell';
