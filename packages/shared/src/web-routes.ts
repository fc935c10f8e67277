/**
 * What the web app's route list says about a path. The list is the web build's own (WEB_ROUTE_PATHS
 * from 'virtual:web-routes', which the server bundle exports as routePaths): the server decides
 * from it what is a page (200) or not (404) and which pages the sitemap lists, the service worker
 * which page loads it may answer with the app shell.
 */

import { deLocalizePath, localeOfPath } from './locale-paths.ts';

/** Pages that are links in mail, not content: never listed in the sitemap (each is noindex). */
export const UNLISTED_PAGES: readonly string[] = [
  '/newsletter/confirm',
  '/job-alerts/confirm',
  '/job-alerts/unsubscribe',
  '/privacy/confirm',
  '/my-applications',
  '/my-postings',
];

export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * The pages written for one visitor: with their own session (issue 38), or opened from a link
 * mailed to them, whose token is in the address (the confirmation pages, issue 37).
 */
const PERSONAL_PAGES = [
  '/my-applications',
  '/my-postings',
  '/job-alerts/confirm',
  '/job-alerts/unsubscribe',
  '/newsletter/confirm',
  '/privacy/confirm',
] as const;

/**
 * Pages written for one visitor (My applications with a candidate session, My postings with an
 * employer session, the confirmation pages of mailed links, and their French twins): never kept by
 * the server, a shared cache or the service worker, whoever asks (`private, no-store`, no cache key).
 */
export const isPersonalPath = (path: string) => {
  const pathname = deLocalizePath(path);
  return PERSONAL_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
};

export interface WebPages {
  /** Whether a path is a public page of the web app (not the admin area); a trailing slash is allowed. */
  isPublicPagePath(pathname: string): boolean;
  /** Whether a path is a page of the web app: a public page, or anywhere in the admin area (it has its own 'not found'). */
  isWebPagePath(pathname: string): boolean;
  /** The public pages without parameters that belong in the sitemap. */
  sitemapPages: readonly string[];
}

/** The pages of the web app whose routes have these paths (as the router names them: '/jobs/$jobId'). */
export function webPages(routePaths: readonly string[]): WebPages {
  /** A route path's segments: '$param' matches any one non-empty segment of a path. */
  const pageRoutes = routePaths.filter((p) => !isAdminPath(p)).map((path) => path.split('/').filter(Boolean));
  const matchesRoute = (route: string[], segments: string[]) =>
    route.length === segments.length && route.every((part, i) => (part.startsWith('$') ? segments[i] !== '' : part === segments[i]));
  const isPublicPagePath = (path: string) => {
    if (!path.startsWith('/') || path.includes('//')) return false;
    // A French page is the twin of an English one (/fr/emplois/1 of /jobs/1): the same route.
    const pathname = localeOfPath(path) === 'fr' ? deLocalizePath(path) : path;
    if (isAdminPath(pathname)) return false;
    const segments = pathname.slice(1).split('/');
    if (segments[segments.length - 1] === '') segments.pop();
    return pageRoutes.some((route) => matchesRoute(route, segments));
  };
  return {
    isPublicPagePath,
    isWebPagePath: (pathname) => isAdminPath(pathname) || isPublicPagePath(pathname),
    sitemapPages: routePaths.filter((p) => !p.includes('$') && !isAdminPath(p) && !UNLISTED_PAGES.includes(p)),
  };
}

/**
 * The app shell: the document with the web app's scripts and no page in it (the server renders
 * only the root). The background worker keeps it in its precache and opens any public page from
 * it when the network is down and that page was never kept.
 */
export const APP_SHELL_PATH = '/app-shell';
