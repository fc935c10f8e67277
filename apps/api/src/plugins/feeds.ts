import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Orm as MikroORM } from '@app/db';
import {
  CACHE_KEYS,
  CacheKeyCollector,
  createCaller,
  feedPosts,
  type Context,
  sitemapCounts,
  sitemapFileLastmods,
  sitemapFileRows,
  type SitemapRow,
  type SitemapSection,
} from '@app/trpc';
import { companyDetails, type CompanyDetails } from '@app/shared/company';
import { jobPath, jobUrl } from '@app/shared/job-url';
import { jobPay } from '@app/shared/pay';
import type { JobSummaryDto } from '@app/shared/schemas/dtos';
import { ZJobFilterInput } from '@app/shared/schemas/inputs';
import { escapeHtml } from '@app/shared/text';
import { HTML_LANG, LOCALES, localizePath, type Locale } from '@app/shared/locale-paths';
import { jobCategoryName, jobTypeName } from '@app/shared/job-names';
import { publicAnswerHeaders } from './http-cache.ts';

/**
 * What crawlers and feed readers read, written by the server (never the web app's shell):
 * - /robots.txt: everything but the admin area may be crawled; names the sitemap.
 * - /sitemap.xml: the public pages, every open job (with lastmod) and every published post. Over
 *   SITEMAP_MAX_URLS URLs (the protocol's limit) it becomes a sitemap index of files under
 *   /sitemaps/ (pages-1.xml, posts-N.xml, jobs-N.xml) of at most that many URLs each.
 *   Jobs and posts are read in keyset pages of plain rows and streamed, never as entities.
 * - /jobs/feed.xml: RSS 2.0 of the newest open jobs, filtered like /jobs (query, location, type,
 *   category, remote); /blog/feed.xml: RSS 2.0 of the newest published posts.
 * Absolute URLs use the site origin of canonical links (PUBLIC_URL, or the allowed Host).
 */

/** The most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;
/** Items of a feed: the newest ones. */
export const FEED_MAX_ITEMS = 100;
/** Rows read per statement while a sitemap streams. */
const SITEMAP_BATCH = 5000;

/**
 * Crawlers and feed readers poll: five minutes fresh, then served stale while refetched. Each
 * answer names its cache keys (issue 37): `jobs-list` for what lists jobs, `blog-list` for posts,
 * `settings` for the company's name, `static` for the list of pages.
 */
export const XML_CACHE_CONTROL = 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600';
export const ROBOTS_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';

export const XML_TYPE = 'application/xml; charset=utf-8';
export const RSS_TYPE = 'application/rss+xml; charset=utf-8';

export interface FeedsPluginOptions {
  orm: MikroORM;
  /**
   * The public pages without parameters (not the admin area, not the links in mail), from the
   * route list of the web build the server serves (webPages(routePaths).sitemapPages).
   */
  sitemapPages: () => Promise<readonly string[]>;
  /** URLs per sitemap file (SITEMAP_MAX_URLS; lower only in tests). */
  maxUrlsPerFile?: number;
}

/** Characters XML 1.0 does not allow at all (control characters, lone surrogates, U+FFFE/U+FFFF). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text for an XML element or attribute value: the five markup characters escaped, disallowed characters dropped. */
export function xmlEscape(value: string): string {
  return escapeHtml(value.replace(NOT_XML, ''));
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * A page's entries: one <url> per language (issue 35), each naming every language's twin and the
 * default (English) with xhtml:link alternates, as search engines read hreflang in sitemaps.
 */
const urlEntries = (origin: string, path: string, lastmod?: string | null) => {
  const alternates =
    LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${HTML_LANG[locale]}" href="${xmlEscape(`${origin}${localizePath(path, locale)}`)}"/>`).join(
      '',
    ) + `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(`${origin}${path}`)}"/>`;
  return LOCALES.map(
    (locale) =>
      `<url><loc>${xmlEscape(`${origin}${localizePath(path, locale)}`)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ''}${alternates}</url>\n`,
  ).join('');
};

/** Each page is listed once per language: the rows of a sitemap file are its URLs divided by this. */
export const URLS_PER_PAGE = LOCALES.length;

const sectionPath = (section: SitemapSection, key: string) => (section === 'jobs' ? jobPath(key) : `/blog/${encodeURIComponent(key)}`);

type Section = SitemapSection | 'pages';

/** The files of a section split into files of `size` URLs: at least one. */
export const sitemapFileCount = (urls: number, size: number) => Math.max(1, Math.ceil(urls / size));

/** A feed or sitemap, with its keys: `keys`, and those of the reads made for it through contextFor. */
function sendXml(request: FastifyRequest, reply: FastifyReply, type: string, body: string | Readable, keys: readonly string[]) {
  const collected = (request.cacheKeys ??= new CacheKeyCollector());
  collected.add(keys);
  reply.code(200).type(type);
  publicAnswerHeaders(request, reply, XML_CACHE_CONTROL, collected);
  return reply.send(body);
}

const SITEMAP_KEYS = [CACHE_KEYS.static, CACHE_KEYS.blogList, CACHE_KEYS.jobsList];
const SECTION_KEYS: Record<SitemapSection, string[]> = { jobs: [CACHE_KEYS.jobsList], posts: [CACHE_KEYS.blogList] };

const notFound = (reply: FastifyReply, message: string) => reply.code(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(message);

const firstString = (value: unknown) => {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' ? v : undefined;
};

/** RFC 822 dates for RSS. */
const rssDate = (isoDate: string) => new Date(isoDate).toUTCString();

export async function feedsPlugin(app: FastifyInstance, options: FeedsPluginOptions) {
  // Rows (pages, posts, jobs) per sitemap file: each row is one URL per language.
  const maxUrls = Math.floor((options.maxUrlsPerFile ?? SITEMAP_MAX_URLS) / URLS_PER_PAGE);
  const staticUrls = (origin: string, pages: readonly string[]) => pages.map((page) => urlEntries(origin, page)).join('');

  /**
   * The URL entries of up to `size` rows of a section's file `file`, streamed in batches;
   * `written.urls` counts them.
   */
  async function* sectionEntries(origin: string, section: SitemapSection, now: Date, file: number, size: number, written = { urls: 0 }) {
    const em = options.orm.em.fork();
    for await (const rows of sitemapFileRows(em, section, now, { file, size, batch: SITEMAP_BATCH })) {
      written.urls += rows.length;
      yield rows.map((row: SitemapRow) => urlEntries(origin, sectionPath(section, row.key), row.lastmod)).join('');
    }
  }

  const urlset = (parts: () => AsyncGenerator<string>) =>
    Readable.from(
      (async function* () {
        yield `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`;
        yield* parts();
        yield '</urlset>\n';
      })(),
    );

  app.get('/robots.txt', async (request, reply) => {
    const origin = app.siteOrigin(request);
    const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
    reply.type('text/plain; charset=utf-8');
    publicAnswerHeaders(request, reply, ROBOTS_CACHE_CONTROL, { keys: new Set([CACHE_KEYS.static]), personal: false });
    return reply.send(body);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = app.siteOrigin(request);
    const now = new Date();
    const em = options.orm.em.fork();
    const counts = await sitemapCounts(em, now);
    const staticPages = await options.sitemapPages();
    const pages = staticPages.length;
    if (pages + counts.posts + counts.jobs <= maxUrls) {
      return sendXml(
        request,
        reply,
        XML_TYPE,
        urlset(async function* () {
          yield staticUrls(origin, staticPages);
          // Never over the limit, even when posts or jobs were published since they were counted.
          const posts = { urls: 0 };
          yield* sectionEntries(origin, 'posts', now, 1, maxUrls - pages, posts);
          if (maxUrls - pages - posts.urls > 0) yield* sectionEntries(origin, 'jobs', now, 1, maxUrls - pages - posts.urls);
        }),
        SITEMAP_KEYS,
      );
    }
    const files: string[] = [`<sitemap><loc>${xmlEscape(`${origin}/sitemaps/pages-1.xml`)}</loc></sitemap>\n`];
    for (const section of ['posts', 'jobs'] as const) {
      if (counts[section] === 0) continue;
      for (const { file, lastmod } of await sitemapFileLastmods(em, section, now, maxUrls)) {
        files.push(
          `<sitemap><loc>${xmlEscape(`${origin}/sitemaps/${section}-${file}.xml`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>\n`,
        );
      }
    }
    return sendXml(request, reply, XML_TYPE, `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${files.join('')}</sitemapindex>\n`, SITEMAP_KEYS);
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = /^(pages|posts|jobs)-([1-9]\d{0,5})\.xml$/.exec(request.params.file);
    if (!match) return notFound(reply, 'No such sitemap.');
    const section = match[1] as Section;
    const file = Number(match[2]);
    const origin = app.siteOrigin(request);
    if (section === 'pages') {
      if (file !== 1) return notFound(reply, 'No such sitemap.');
      const staticPages = await options.sitemapPages();
      return sendXml(
        request,
        reply,
        XML_TYPE,
        urlset(async function* () {
          yield staticUrls(origin, staticPages);
        }),
        [CACHE_KEYS.static],
      );
    }
    const now = new Date();
    const counts = await sitemapCounts(options.orm.em.fork(), now);
    if (file > sitemapFileCount(counts[section], maxUrls)) return notFound(reply, 'No such sitemap.');
    return sendXml(
      request,
      reply,
      XML_TYPE,
      urlset(() => sectionEntries(origin, section, now, file, maxUrls)),
      SECTION_KEYS[section],
    );
  });

  /** The company's name and details from Site Settings (the defaults when they cannot be read). */
  async function company(request: FastifyRequest, ctx: Context = app.contextFor(request, { countReads: false })): Promise<CompanyDetails> {
    const settings = await createCaller(ctx)
      .settings.public()
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not read the site settings for a feed');
        return null;
      });
    return companyDetails(settings);
  }

  /** The jobs feed of each language: /jobs/feed.xml in English, /fr/emplois/feed.xml in French (issue 35). */
  const jobsFeed = (locale: Locale) => async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const raw = {
      query: firstString(query.query),
      location: firstString(query.location),
      type: firstString(query.type),
      category: firstString(query.category),
      remote: firstString(query.remote),
      minPay: firstString(query.minPay),
      payPeriod: firstString(query.payPeriod),
    };
    const parsed = ZJobFilterInput.safeParse(raw);
    if (!parsed.success) {
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(parsed.error.issues[0]?.message ?? 'Invalid filter.');
    }
    const filters = parsed.data;
    // Through job.list: the feed is a public read like any search (the read limit, the statement timeout).
    const [page, details] = await Promise.all([
      createCaller(app.contextFor(request)).job.list({ ...filters, sort: 'newest', page: 1, limit: FEED_MAX_ITEMS }),
      company(request),
    ]);
    const origin = app.siteOrigin(request);
    const search = new URLSearchParams();
    for (const key of ['query', 'location', 'type', 'category'] as const) if (filters[key]) search.set(key, filters[key]);
    if (filters.remote !== undefined) search.set('remote', String(filters.remote));
    if (filters.minPay !== undefined) search.set('minPay', String(filters.minPay));
    if (filters.payPeriod) search.set('payPeriod', filters.payPeriod);
    const qs = search.size ? `?${search}` : '';
    const described = [filters.type, filters.category].filter(Boolean).join(' ');
    const words = filters.query ? ` matching “${filters.query}”` : '';
    const place = filters.location ? ` in ${filters.location}` : filters.remote ? ' (remote)' : '';
    const jobsPath = localizePath('/jobs', locale);
    if (locale === 'fr') {
      const mots = filters.query ? ` correspondant à « ${filters.query} »` : '';
      const lieu = filters.location ? ` à ${filters.location}` : filters.remote ? ' (télétravail)' : '';
      return sendXml(
        request,
        reply,
        RSS_TYPE,
        rss({
          title: `Offres d’emploi${described ? ` (${described})` : ''}${mots}${lieu} | ${details.name}`,
          link: `${origin}${jobsPath}${qs}`,
          self: `${origin}${jobsPath}/feed.xml${qs}`,
          description: `Les plus récentes offres d’emploi ouvertes${mots}${lieu} publiées par ${details.name}.`,
          language: HTML_LANG.fr,
          lastBuildDate: page.items[0]?.postedAt,
          items: page.items.map((job) => jobItem(origin, job, locale)),
        }),
        [],
      );
    }
    const title = `${described ? `${described} jobs` : 'Jobs'}${words}${place} | ${details.name}`;
    return sendXml(
      request,
      reply,
      RSS_TYPE,
      rss({
        title,
        link: `${origin}/jobs${qs}`,
        self: `${origin}/jobs/feed.xml${qs}`,
        description: `The newest open jobs${words}${place} posted with ${details.name}.`,
        lastBuildDate: page.items[0]?.postedAt,
        items: page.items.map((job) => jobItem(origin, job)),
      }),
      [],
    );
  };
  app.get('/jobs/feed.xml', jobsFeed('en'));
  app.get(`${localizePath('/jobs', 'fr')}/feed.xml`, jobsFeed('fr'));

  app.get('/blog/feed.xml', async (request, reply) => {
    const [posts, details] = await Promise.all([feedPosts(options.orm.em.fork(), FEED_MAX_ITEMS), company(request)]);
    const origin = app.siteOrigin(request);
    return sendXml(
      request,
      reply,
      RSS_TYPE,
      rss({
        title: `Blog | ${details.name}`,
        link: `${origin}/blog`,
        self: `${origin}/blog/feed.xml`,
        description: `Articles from ${details.name}.`,
        lastBuildDate: posts.reduce<string | undefined>((latest, p) => (!latest || p.updatedAt > latest ? p.updatedAt : latest), undefined),
        items: posts.map((post) => {
          const link = `${origin}/blog/${encodeURIComponent(post.slug)}`;
          return {
            title: post.title,
            link,
            description: post.excerpt,
            pubDate: post.publishedAt,
            categories: [post.category],
            creator: post.author,
          };
        }),
      }),
      [CACHE_KEYS.blogList],
    );
  });
}

interface RssItem {
  title: string;
  link: string;
  description: string;
  pubDate: string;
  categories: string[];
  creator?: string;
}

function jobItem(origin: string, job: JobSummaryDto, locale: Locale = 'en'): RssItem {
  const type = job.type ? jobTypeName(job.type, locale) : '';
  const category = job.category ? jobCategoryName(job.category, locale) : '';
  const facts = [type, category, job.location, jobPay(job, locale).pay].filter((v): v is string => Boolean(v)).join(' · ');
  // A French feed gives a job's French texts when it has them (else its English ones).
  const french = locale === 'fr' && Boolean(job.titleFr?.trim()) && Boolean(job.descriptionFr?.trim());
  return {
    title: `${french ? job.titleFr : job.title} - ${job.company}`,
    link: locale === 'en' ? jobUrl(origin, job.id) : `${origin}${localizePath(jobPath(job.id), locale)}`,
    description: `${facts}. ${french ? job.descriptionFr : job.description}`,
    pubDate: job.postedAt,
    categories: [category, type].filter(Boolean),
  };
}

/** An RSS 2.0 document (with atom:link rel="self" as feed validators ask). */
export function rss(feed: {
  title: string;
  link: string;
  self: string;
  description: string;
  language?: string;
  lastBuildDate?: string;
  items: RssItem[];
}): string {
  const e = xmlEscape;
  const items = feed.items.map(
    (item) =>
      `    <item>
      <title>${e(item.title)}</title>
      <link>${e(item.link)}</link>
      <guid isPermaLink="true">${e(item.link)}</guid>
      <pubDate>${rssDate(item.pubDate)}</pubDate>
      <description>${e(item.description)}</description>
${item.categories.map((c) => `      <category>${e(c)}</category>\n`).join('')}${item.creator ? `      <dc:creator>${e(item.creator)}</dc:creator>\n` : ''}    </item>\n`,
  );
  return `${XML_DECLARATION}<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${e(feed.title)}</title>
    <link>${e(feed.link)}</link>
    <description>${e(feed.description)}</description>
    <language>${e((feed.language ?? 'en-CA').toLowerCase())}</language>
    <atom:link href="${e(feed.self)}" rel="self" type="application/rss+xml"/>
${feed.lastBuildDate ? `    <lastBuildDate>${rssDate(feed.lastBuildDate)}</lastBuildDate>\n` : ''}${items.join('')}  </channel>
</rss>
`;
}

export default feedsPlugin;
