/**
 * Which requests the background worker may answer from a cache. Pure functions (URL + a few
 * request facts) shared by src/sw.ts and its unit tests.
 *
 * Rule of thumb: anything that belongs to the admin area or carries admin data is NEVER cached;
 * public reads are network-first; static assets are stale-while-revalidate; video range
 * requests always go to the network.
 */
import { PUBLIC_READ_QUERIES } from '@app/shared/constants';
import { webPages } from '@app/shared/web-routes';
import { WEB_ROUTE_PATHS } from 'virtual:web-routes';

/** REST paths whose answers are private (admin data) and never cached. */
export const PRIVATE_API_PREFIXES = [
  '/api/admin', // /api/admin/me, /api/admin/login, /api/admin/dashboard/stats, /api/admin/blog, ...
  '/api/applications', // the admin applications list and recent applications
  '/api/jobs/pending',
  '/api/jobs/recent',
] as const;

/** tRPC procedure-path prefixes whose answers are private (admin data) and never cached. */
export const PRIVATE_TRPC_PREFIXES = [
  'admin.', // admin.me (identity), login, logout, password
  'application.',
  'dashboard.',
  'lead.',
  'stats.stats', // dashboard figures
  'settings.get',
  'settings.update',
  'job.pending',
  'job.recent',
  'job.adminList',
  'blog.adminList',
  'blog.byId',
  'testimonial.byId',
  'testimonial.adminList',
] as const;

/** Public REST reads that may be served from the cache when the network is down or slow. */
const PUBLIC_API_PATTERNS = [
  /^\/api\/jobs\/?$/,
  /^\/api\/jobs\/featured\/?$/,
  /^\/api\/jobs\/[^/]+\/?$/,
  /^\/api\/blog\/?$/,
  /^\/api\/blog\/[^/]+\/?$/,
  /^\/api\/testimonials\/?$/,
  /^\/api\/stats\/?$/,
  /^\/api\/settings\/public\/?$/,
];

/** The facts about a request the rules look at. */
export interface RequestFacts {
  url: URL;
  method: string;
  /** The page that made the request ('' when unknown). */
  referrer?: string;
  /** Whether a Range header is present (media streaming). */
  hasRange?: boolean;
  /** Fetch destination: 'document', 'script', 'style', 'image', 'font', 'video', ... */
  destination?: string;
  /** Navigation request (a page load). */
  isNavigation?: boolean;
}

const { isPublicPagePath } = webPages(WEB_ROUTE_PATHS);

const isAdminPagePath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** Procedure paths of a tRPC URL: /trpc/job.list,stats.get?batch=1 -> ['job.list', 'stats.get']. */
export function trpcProcedures(url: URL): string[] {
  if (!url.pathname.startsWith('/trpc/')) return [];
  const raw = decodeURIComponent(url.pathname.slice('/trpc/'.length));
  return raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

function referrerIsAdmin(referrer: string | undefined, origin: string): boolean {
  if (!referrer) return false;
  try {
    const ref = new URL(referrer);
    return ref.origin === origin && isAdminPagePath(ref.pathname);
  } catch {
    return false;
  }
}

/**
 * True when the answer must never be stored: admin REST paths, admin tRPC procedures,
 * admin pages (HTML) and anything requested by an admin page.
 */
export function isPrivateRequest(facts: RequestFacts, origin: string): boolean {
  const { url } = facts;
  if (url.origin !== origin) return false;
  const path = url.pathname;
  if (isAdminPagePath(path)) return true;
  if (PRIVATE_API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`))) return true;
  if (path.startsWith('/trpc')) {
    const procedures = trpcProcedures(url);
    if (procedures.length === 0) return true;
    if (procedures.some((proc) => PRIVATE_TRPC_PREFIXES.some((p) => proc === p || proc.startsWith(p)))) return true;
  }
  return referrerIsAdmin(facts.referrer, origin);
}

/** Public API reads that are network-first with a cached fallback. */
export function isCacheableApiRead(facts: RequestFacts, origin: string): boolean {
  const { url } = facts;
  if (facts.method !== 'GET' || url.origin !== origin) return false;
  if (isPrivateRequest(facts, origin)) return false;
  const path = url.pathname;
  if (path.startsWith('/api/public/')) return false; // media: see isCacheableAsset
  if (path.startsWith('/trpc/')) {
    const procedures = trpcProcedures(url);
    return procedures.length > 0 && procedures.every((p) => (PUBLIC_READ_QUERIES as readonly string[]).includes(p));
  }
  return PUBLIC_API_PATTERNS.some((re) => re.test(path));
}

/**
 * Whether the worker may keep an answer, judged by the server's own Cache-Control: never one
 * marked `no-store` or `private` (an admin's view of a draft post or a pending job, whatever the
 * path), and an API answer only when the server says `public` explicitly.
 */
export function mayKeepAnswer(cacheControl: string | null, mustSayPublic: boolean): boolean {
  const directives = (cacheControl ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split('=')[0]!);
  if (directives.includes('no-store') || directives.includes('private')) return false;
  return !mustSayPublic || directives.includes('public');
}

const ASSET_DESTINATIONS = new Set(['script', 'style', 'image', 'font', 'manifest']);
const ASSET_EXTENSIONS = /\.(?:js|mjs|css|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf)$/i;

/**
 * Static assets (scripts, styles, images, fonts, same-origin media without a Range header) that
 * are stale-while-revalidate. Video range requests are left to the network.
 */
export function isCacheableAsset(facts: RequestFacts, origin: string): boolean {
  const { url } = facts;
  if (facts.method !== 'GET' || url.origin !== origin) return false;
  if (facts.hasRange) return false;
  if (facts.destination === 'video' || facts.destination === 'audio') return false;
  // Hashed scripts and styles loaded by admin pages are not admin data, so the referrer is ignored here.
  if (isPrivateRequest({ ...facts, referrer: undefined }, origin)) return false;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/trpc')) {
    return url.pathname.startsWith('/api/public/') && !/\.(?:mp4|webm|mov|m4v)$/i.test(url.pathname);
  }
  return ASSET_DESTINATIONS.has(facts.destination ?? '') || ASSET_EXTENSIONS.test(url.pathname);
}

/** Page loads that may fall back to the cached app shell when offline (public routes only). */
export function isPublicNavigation(facts: RequestFacts, origin: string): boolean {
  const { url } = facts;
  if (!facts.isNavigation || url.origin !== origin) return false;
  const path = url.pathname;
  if (path.startsWith('/api') || path.startsWith('/trpc') || isAdminPagePath(path)) return false;
  if (path === '/sw.js' || path === '/healthz') return false;
  // Documents the server writes for crawlers and feed readers (robots.txt, sitemaps, RSS feeds):
  // never answered with the app shell, not even offline.
  if (/\.(?:xml|txt)$/i.test(path)) return false;
  // Only the web app's own public pages (from its router, as the server decides what is a page).
  return isPublicPagePath(path);
}
