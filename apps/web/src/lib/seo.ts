import {
  DEFAULT_OG_IMAGE,
  headTags,
  organizationJsonLd as companyOrganizationJsonLd,
  providerJsonLd as companyProviderJsonLd,
  type HeadInput,
} from '@app/validators';
import { currentCompany } from './company';

export const DEFAULT_IMAGE = DEFAULT_OG_IMAGE;

export function siteOrigin(): string {
  const configured = import.meta.env.VITE_SITE_URL as string | undefined;
  if (configured) return configured.replace(/\/$/, '');
  return typeof window !== 'undefined' ? window.location.origin : '';
}

export const absoluteUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${siteOrigin()}${path.startsWith('/') ? '' : '/'}${path}`);

export interface SeoInput extends HeadInput {
  jsonLd?: object | object[];
}

/**
 * Route head(): title, description, keywords, author, robots, canonical, Open Graph, Twitter card
 * (the same tags the server writes: see headTags) and JSON-LD.
 */
export function seo(input: SeoInput) {
  const tags = headTags(input, { origin: siteOrigin(), siteName: currentCompany().name });
  const jsonLd = input.jsonLd === undefined ? [] : Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd];
  return {
    meta: [{ title: tags.title }, ...tags.meta],
    links: tags.links,
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
