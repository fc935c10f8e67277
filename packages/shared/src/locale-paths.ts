/**
 * The site's two languages and the paths of each (issue 35). English keeps the spec's paths; every
 * public page has a French twin under /fr/ with French words in its path (/jobs/{id} is
 * /fr/emplois/{id}). The router reads a French address as its English route (deLocalizePath, its
 * input rewrite) and writes every link of a French page in French (localizePath, its output
 * rewrite); the server uses the same two functions to know which /fr/ paths are pages and to list
 * both trees in the sitemap. One table, so a path cannot exist in one place and not the other.
 */

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = 'en';

/** `<html lang>` and hreflang of each language. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };
/** og:locale of each language. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA' };
/** The language's name in itself, for the language switch. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', fr: 'Français' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The French tree's prefix. */
const FRENCH_PREFIX = '/fr';
/** What a French path with no twin reads as: no route has it (a 404), and it is written back as it came. */
const UNKNOWN_FRENCH = '/fr-unknown';

/**
 * English path prefix → French path (without /fr). A prefix matches whole segments; what follows it
 * (an id, a slug) is kept. Longer prefixes are tried first, so '/job-alerts/confirm' wins over any
 * shorter one.
 */
export const FRENCH_PATHS: Readonly<Record<string, string>> = {
  '/jobs': '/emplois',
  '/services': '/services',
  '/staffing': '/dotation',
  '/warehouse': '/entreposage',
  '/transportation': '/transport',
  '/about': '/a-propos',
  '/blog': '/blogue',
  '/contact': '/contact',
  '/post-job': '/publier-une-offre',
  '/privacy-policy': '/confidentialite',
  '/terms-conditions': '/conditions',
  '/job-alerts/confirm': '/alertes-emploi/confirmer',
  '/job-alerts/unsubscribe': '/alertes-emploi/desabonnement',
  '/newsletter/confirm': '/infolettre/confirmer',
  '/privacy/confirm': '/vie-privee/confirmer',
  '/my-applications': '/mes-candidatures',
  '/my-postings': '/mes-offres',
};

const byLength = (a: [string, string], b: [string, string]) => b[0].length - a[0].length;
const ENGLISH_TO_FRENCH = Object.entries(FRENCH_PATHS).sort(byLength);
const FRENCH_TO_ENGLISH = Object.entries(FRENCH_PATHS)
  .map(([en, fr]) => [fr, en] as [string, string])
  .sort(byLength);

/** `path` starts with `prefix` as whole segments: '/jobs' matches '/jobs' and '/jobs/1', not '/jobsite'. */
const startsWithSegments = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The language of a path: French under /fr/, English elsewhere. */
export function localeOfPath(pathname: string): Locale {
  return startsWithSegments(pathname, FRENCH_PREFIX) ? 'fr' : 'en';
}

/**
 * The path of the same page in `locale`, from its English (internal) path. Paths that have no
 * French twin (the admin area, files, the API) stay as they are.
 */
export function localizePath(pathname: string, locale: Locale): string {
  if (locale === BASE_LOCALE) return pathname;
  if (pathname === '/' || pathname === '') return FRENCH_PREFIX;
  if (startsWithSegments(pathname, UNKNOWN_FRENCH)) return `${FRENCH_PREFIX}${pathname.slice(UNKNOWN_FRENCH.length)}`;
  const entry = ENGLISH_TO_FRENCH.find(([en]) => startsWithSegments(pathname, en));
  return entry ? `${FRENCH_PREFIX}${entry[1]}${pathname.slice(entry[0].length)}` : pathname;
}

/**
 * The English (internal) path of a page, from its path in either language: what the router
 * matches. A French path with no English twin comes back as a path no route has (so it is a 404),
 * never as another page.
 */
export function deLocalizePath(pathname: string): string {
  if (localeOfPath(pathname) === BASE_LOCALE) return pathname;
  const rest = pathname.slice(FRENCH_PREFIX.length);
  if (rest === '' || rest === '/') return '/';
  const entry = FRENCH_TO_ENGLISH.find(([fr]) => startsWithSegments(rest, fr));
  return entry ? `${entry[1]}${rest.slice(entry[0].length)}` : `${UNKNOWN_FRENCH}${rest}`;
}

/** Whether a path has a twin in the other language (the public pages; not the admin area or the API). */
export function hasFrenchTwin(englishPath: string): boolean {
  return englishPath === '/' || ENGLISH_TO_FRENCH.some(([en]) => startsWithSegments(englishPath, en));
}

/** The same page in the other language, query string kept: the language switch's link. */
export function switchLocaleHref(href: string, to: Locale): string {
  const url = new URL(href, 'http://x');
  const path = localizePath(deLocalizePath(url.pathname), to);
  return `${path}${url.search}${url.hash}`;
}
