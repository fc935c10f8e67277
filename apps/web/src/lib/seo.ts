import type { QueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import {
  companyDetails,
  localizedCompany,
  organizationJsonLd as companyOrganizationJsonLd,
  providerJsonLd as companyProviderJsonLd,
  type CompanyDetails,
} from '@app/shared/company';
import { headTags, type HeadInput } from '@app/shared/head-tags';
import { useCompany } from './company';
import { trpc } from './trpc';
import { currentLocale, m } from './i18n';
import { localizePath } from '@app/shared/locale-paths';

/**
 * The site a page is written for: its origin (PUBLIC_URL, or the request's allowed host, on the
 * server; the page's own origin in the browser) and the company of Site Settings. Route heads get
 * it from their router context (siteOf(match.context)), so a page rendered on the server for one
 * request never reads another's.
 */
export interface Site {
  origin: string;
  company: CompanyDetails;
  /** The public pages show the maintenance page (maintenance mode on, and no admin signed in). */
  maintenance?: boolean;
}

/** What siteOf needs of a router context (`adminDuringMaintenance` comes from the _site layout). */
export interface SiteContext {
  origin: string;
  queryClient: QueryClient;
  adminDuringMaintenance?: boolean;
}

export function siteOf(context: SiteContext): Site {
  const settings = context.queryClient.getQueryData(trpc.settings.public.queryKey());
  return {
    origin: context.origin,
    company: localizedCompany(companyDetails(settings), currentLocale()),
    maintenance: settings?.maintenanceMode === true && context.adminDuringMaintenance === false,
  };
}

/** The heading of the maintenance page, and its title. */
export const MAINTENANCE_HEADING = "We'll be back soon";

/** The site in a component: the root's router context and the company of Site Settings. */
export function useSite(): Site {
  const origin = useRouteContext({ from: '__root__', select: (context) => context.origin });
  return { origin, company: useCompany() };
}

export const absoluteUrl = (site: Pick<Site, 'origin'>, path: string) =>
  /^https?:\/\//.test(path) ? path : `${site.origin}${path.startsWith('/') ? '' : '/'}${path}`;

export interface SeoInput extends HeadInput {
  jsonLd?: object | object[];
}

/**
 * Route head(): title, description, keywords, author, robots, canonical, Open Graph, Twitter card
 * (see headTags) and JSON-LD. The one source of a page's head tags: the server writes them into
 * the first HTML from here, and the router keeps them in the browser.
 */
export function seo(site: Site, input: SeoInput) {
  // While the maintenance page is shown, every public page has its head instead of its own.
  if (site.maintenance)
    input = {
      title: currentLocale() === 'fr' ? m.maintenance_heading() : MAINTENANCE_HEADING,
      description: site.company.description,
      path: input.path ?? input.canonicalPath,
      noindex: true,
    };
  const tags = headTags(input, { origin: site.origin, siteName: site.company.name, locale: currentLocale() });
  const jsonLd = input.jsonLd === undefined || site.maintenance ? [] : Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd];
  return {
    meta: [{ title: tags.title }, ...tags.meta],
    links: tags.links,
    scripts: jsonLd.map((data) => ({ type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') })),
  };
}

/** The company as schema.org Organization, from Site Settings. */
export function organizationJsonLd(site: Site) {
  return companyOrganizationJsonLd(site.company, site.origin);
}

/** The company as the provider of a division's Service. */
export function providerJsonLd(site: Site) {
  return companyProviderJsonLd(site.company);
}

export function breadcrumbJsonLd(site: Site, items: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(site, localizePath(item.path, currentLocale())),
    })),
  };
}

/** The breadcrumb of a page one step below Home. */
export function homeBreadcrumbJsonLd(site: Site, name: string, path: string) {
  return breadcrumbJsonLd(site, [
    { name: m.nav_home(), path: '/' },
    { name, path },
  ]);
}

/**
 * A route's head(): the seo() tags of the page, built for the site of the route's context
 * (`head: siteHead((site) => ({ title, description, … }))`).
 */
export function siteHead(input: (site: Site) => SeoInput) {
  return ({ match }: { match: { context: SiteContext } }) => {
    const site = siteOf(match.context);
    return seo(site, input(site));
  };
}

/**
 * A page's head texts worked out by its loader, for pages whose loader loads nothing else
 * (`loader: headLoader((site) => ({ title, description, … }))`, `head: headOfLoader`, and
 * `codeSplitGroupings: [['loader', 'component']]`). The router keeps every route's `head` in the
 * first script the browser loads, and the loader can travel with the page's own code instead: so a
 * page's titles, descriptions, keywords and JSON-LD, in both languages, load with that page only
 * (issue 35's first-load budget). The server's answer carries them to the browser in the page's
 * loader data, so hydrating computes nothing.
 */
export function headLoader(input: (site: Site) => SeoInput) {
  return ({ context }: { context: SiteContext }): { seo: SeoInput } => ({ seo: input(siteOf(context)) });
}

/** The head() of a page whose loader is a headLoader. */
export function headOfLoader({ match, loaderData }: { match: { context: SiteContext }; loaderData?: { seo: SeoInput } }) {
  return loaderData ? seo(siteOf(match.context), loaderData.seo) : {};
}
