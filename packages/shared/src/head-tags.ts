import type { BlogPostDto } from './schemas/dtos.ts';
import { BASE_LOCALE, HTML_LANG, LOCALES, OG_LOCALE, hasFrenchTwin, localizePath, type Locale } from './locale-paths.ts';

/**
 * The head tags of a page (title, description, robots, canonical, Open Graph, Twitter card): one
 * function for the browser's route heads and the HTML the server writes for link previews and
 * crawlers that do not run JavaScript, so both always say the same.
 */

export const DEFAULT_OG_IMAGE = '/images/og-default.jpg';
export const DEFAULT_KEYWORDS =
  'Ontario staffing agency, jobs in Ontario, warehouse jobs, recruitment, temporary staffing, warehousing, 3PL, freight, trucking, FTL, LTL';

export interface HeadInput {
  /** Page title; the company name is appended unless `exactTitle`. */
  title: string;
  exactTitle?: boolean;
  description: string;
  keywords?: string;
  /** Canonical path, for the pages that define one. */
  canonicalPath?: string;
  /** Path of the page, for og:url when there is no canonical path. */
  path?: string;
  image?: string | null;
  imageAlt?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Extra meta tags such as article:published_time. */
  extraMeta?: HeadMeta[];
}

export type HeadMeta = { name: string; content: string; property?: undefined } | { property: string; content: string; name?: undefined };

export interface HeadTags {
  title: string;
  meta: HeadMeta[];
  links: { rel: string; href: string; hrefLang?: string }[];
}

/**
 * `origin` without a trailing slash; `siteName`: the company name of Site Settings; `locale`: the
 * page's language (English when not given). Paths in `input` are the English ones ('/jobs'): a
 * French page's canonical and og:url are its French path, and a page with a twin names both
 * (hreflang en-CA, fr-CA and x-default, the English page).
 */
export function headTags(input: HeadInput, site: { origin: string; siteName: string; locale?: Locale }): HeadTags {
  const abs = (path: string) => (/^https?:\/\//.test(path) ? path : `${site.origin}${path.startsWith('/') ? '' : '/'}${path}`);
  const locale = site.locale ?? BASE_LOCALE;
  const title = input.exactTitle ? input.title : `${input.title} | ${site.siteName}`;
  const pagePath = input.canonicalPath ?? input.path;
  const url = abs(localizePath(pagePath ?? '/', locale));
  const twins = pagePath && !input.noindex && !/^https?:/.test(pagePath) && hasFrenchTwin(pagePath.split('?')[0]!);
  const image = abs(input.image || DEFAULT_OG_IMAGE);
  return {
    title,
    meta: [
      { name: 'description', content: input.description },
      { name: 'keywords', content: input.keywords ?? DEFAULT_KEYWORDS },
      { name: 'author', content: site.siteName },
      { name: 'robots', content: input.noindex ? 'noindex, nofollow' : 'index, follow' },
      { property: 'og:type', content: input.type ?? 'website' },
      { property: 'og:site_name', content: site.siteName },
      { property: 'og:title', content: title },
      { property: 'og:description', content: input.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:image:alt', content: input.imageAlt ?? title },
      { property: 'og:locale', content: OG_LOCALE[locale] },
      ...(twins ? LOCALES.filter((other) => other !== locale).map((other) => ({ property: 'og:locale:alternate', content: OG_LOCALE[other] })) : []),
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: input.description },
      { name: 'twitter:image', content: image },
      ...(input.extraMeta ?? []),
    ],
    links: [
      ...(input.canonicalPath || (pagePath && !input.noindex) ? [{ rel: 'canonical', href: url }] : []),
      ...(twins
        ? [
            ...LOCALES.map((each) => ({ rel: 'alternate', hrefLang: HTML_LANG[each], href: abs(localizePath(pagePath, each)) })),
            { rel: 'alternate', hrefLang: 'x-default', href: abs(pagePath) },
          ]
        : []),
    ],
  };
}

export const FALLBACK_ARTICLE_IMAGE = '/images/blog/fallback.jpg';

/** The head of an article's page (the browser's route head and the server-written head alike). */
export function articleHead(
  post: Pick<BlogPostDto, 'slug' | 'title' | 'excerpt' | 'category' | 'imageUrl' | 'publishedAt' | 'updatedAt' | 'author'>,
  siteName: string,
): HeadInput {
  return {
    title: post.title,
    description: post.excerpt,
    keywords: `${post.category}, ${post.title}, Ontario staffing, warehousing, freight, ${siteName} blog`,
    path: `/blog/${post.slug}`,
    type: 'article',
    image: post.imageUrl || FALLBACK_ARTICLE_IMAGE,
    imageAlt: post.title,
    extraMeta: [
      ...(post.publishedAt ? [{ property: 'article:published_time', content: post.publishedAt }] : []),
      { property: 'article:modified_time', content: post.updatedAt },
      { property: 'article:author', content: post.author },
      { property: 'article:section', content: post.category },
    ],
  };
}
