import { organizationJsonLd as companyOrganizationJsonLd, providerJsonLd as companyProviderJsonLd } from '@app/validators';
import { currentCompany } from './company';

export const DEFAULT_IMAGE = '/images/og-default.jpg';
const DEFAULT_KEYWORDS =
  'Ontario staffing agency, jobs in Ontario, warehouse jobs, recruitment, temporary staffing, warehousing, 3PL, freight, trucking, FTL, LTL';

export function siteOrigin(): string {
  const configured = import.meta.env.VITE_SITE_URL as string | undefined;
  if (configured) return configured.replace(/\/$/, '');
  return typeof window !== 'undefined' ? window.location.origin : '';
}

export const absoluteUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${siteOrigin()}${path.startsWith('/') ? '' : '/'}${path}`);

export interface SeoInput {
  /** Page title; the company name is appended unless `exactTitle`. */
  title: string;
  exactTitle?: boolean;
  description: string;
  keywords?: string;
  /** Canonical path, for the pages that define one. */
  canonicalPath?: string;
  /** Path of the page, for og:url when there is no canonical path. */
  path?: string;
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  jsonLd?: object | object[];
  /** Extra meta tags such as article:published_time. */
  extraMeta?: { property?: string; name?: string; content: string }[];
}

/** Route head(): title, description, keywords, author, robots, canonical, Open Graph, Twitter card and JSON-LD. */
export function seo(input: SeoInput) {
  const siteName = currentCompany().name;
  const title = input.exactTitle ? input.title : `${input.title} | ${siteName}`;
  const url = absoluteUrl(input.canonicalPath ?? input.path ?? '/');
  const image = absoluteUrl(input.image ?? DEFAULT_IMAGE);
  const robots = input.noindex ? 'noindex, nofollow' : 'index, follow';
  const jsonLd = input.jsonLd === undefined ? [] : Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd];
  return {
    meta: [
      { title },
      { name: 'description', content: input.description },
      { name: 'keywords', content: input.keywords ?? DEFAULT_KEYWORDS },
      { name: 'author', content: siteName },
      { name: 'robots', content: robots },
      { property: 'og:type', content: input.type ?? 'website' },
      { property: 'og:site_name', content: siteName },
      { property: 'og:title', content: title },
      { property: 'og:description', content: input.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: image },
      { property: 'og:image:alt', content: input.imageAlt ?? title },
      { property: 'og:locale', content: 'en_CA' },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: input.description },
      { name: 'twitter:image', content: image },
      ...(input.extraMeta ?? []),
    ],
    links: input.canonicalPath ? [{ rel: 'canonical', href: url }] : [],
    scripts: jsonLd.map((data) => ({ type: 'application/ld+json', children: JSON.stringify(data) })),
  };
}

/** The company as schema.org Organization, from Site Settings (the server writes the same one into the page). */
export function organizationJsonLd() {
  return companyOrganizationJsonLd(currentCompany(), siteOrigin());
}

/** The company as the provider of a division's Service. */
export function providerJsonLd() {
  return companyProviderJsonLd(currentCompany());
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}
