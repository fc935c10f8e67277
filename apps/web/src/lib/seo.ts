import { COMPANY } from '../content/company';

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
  const title = input.exactTitle ? input.title : `${input.title} | ${COMPANY.name}`;
  const url = absoluteUrl(input.canonicalPath ?? input.path ?? '/');
  const image = absoluteUrl(input.image ?? DEFAULT_IMAGE);
  const robots = input.noindex ? 'noindex, nofollow' : 'index, follow';
  const jsonLd = input.jsonLd === undefined ? [] : Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd];
  return {
    meta: [
      { title },
      { name: 'description', content: input.description },
      { name: 'keywords', content: input.keywords ?? DEFAULT_KEYWORDS },
      { name: 'author', content: COMPANY.name },
      { name: 'robots', content: robots },
      { property: 'og:type', content: input.type ?? 'website' },
      { property: 'og:site_name', content: COMPANY.name },
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

export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: COMPANY.name,
    legalName: COMPANY.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.svg'),
    foundingDate: String(COMPANY.founded),
    email: COMPANY.email,
    telephone: '+1-905-555-0148',
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.address.street,
      addressLocality: COMPANY.address.city,
      addressRegion: COMPANY.address.region,
      postalCode: COMPANY.address.postalCode,
      addressCountry: COMPANY.address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: '+1-905-555-0148',
      email: COMPANY.email,
      contactType: 'customer service',
      areaServed: 'CA',
      availableLanguage: ['English'],
      hoursAvailable: 'Mo-Fr 09:00-17:00',
    },
    sameAs: COMPANY.social.map((s) => s.href),
    description: COMPANY.description,
    areaServed: 'Ontario, Canada',
  };
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
