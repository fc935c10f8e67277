import { localizePath } from '@app/shared/locale-paths';
import Fastify, { type FastifyInstance } from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost, Job } from '@app/db';
import { webPages } from '@app/shared/web-routes';
import { routePaths } from '@app/web/server';
import feedsPlugin, { SITEMAP_MAX_URLS } from '../../src/plugins/feeds.ts';
import { registerSiteOrigin } from '../../src/plugins/site-origin.ts';
import { WEB_BUILD, createTestApp, metaOf, startTags, validJob, type TestApp } from '../helpers.ts';

const HOST = 'jobs.example.ca';
const ORIGIN = `http://${HOST}`;
const DAY = 24 * 60 * 60 * 1000;
/** The public pages without parameters, from the route list of the web build the app serves. */
const SITEMAP_STATIC_PAGES = webPages(routePaths).sitemapPages;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['url', 'sitemap', 'item', 'category'].includes(name),
});

/** The document parsed, after checking it is well-formed XML. */
function parseXml(body: string): Record<string, any> {
  const valid = XMLValidator.validate(body);
  if (valid !== true) throw new Error(`not well-formed XML: ${JSON.stringify(valid.err)}`);
  return parser.parse(body) as Record<string, any>;
}

let t: TestApp;

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });
/** A path of an absolute URL of this site. */
const pathOf = (loc: string) => {
  expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);
  const url = new URL(loc);
  return `${url.pathname}${url.search}`;
};

interface Seeded {
  open: number[];
  closed: number[];
  published: string[];
  drafts: string[];
}
let seeded: Seeded;

beforeAll(async () => {
  // The real web build: every URL the sitemap and feeds list is rendered as a crawler reads it.
  t = await createTestApp({ ...WEB_BUILD, ALLOWED_HOSTS: HOST });

  const em = t.orm.em.fork();
  const now = Date.now();
  const job = (
    title: string,
    extra: Partial<{ status: string; type: string; category: string; location: string; expiresAt: Date; postedAt: Date; description: string }>,
  ) => em.create(Job, { ...validJob, title, status: 'approved', ...extra } as never) as unknown as { id: number };
  const open = [
    job('Forklift Operator & <Lead> "Nights"', { postedAt: new Date(now - 3 * DAY), description: 'Drive \u0001forklifts & pallet jacks <safely>.' }),
    job('Warehouse Associate', { type: 'Part-Time', location: 'Toronto, ON', postedAt: new Date(now - 2 * DAY) }),
    job('Truck Driver AZ', { category: 'Transportation', location: 'Calgary, AB', postedAt: new Date(now - 1 * DAY), expiresAt: new Date(now + 30 * DAY) }),
    job('Remote Dispatcher', { category: 'Transportation', location: 'Remote', postedAt: new Date(now - 4 * DAY) }),
  ];
  const closed = [
    job('Expired Forklift Role', { expiresAt: new Date(now - DAY), postedAt: new Date(now - 40 * DAY) }),
    job('Pending Forklift Role', { status: 'pending' }),
    job('Denied Forklift Role', { status: 'denied' }),
  ];
  em.create(BlogPost, {
    slug: 'peak-season-hiring',
    title: 'Peak Season <Hiring> & "Tips"',
    excerpt: 'Staff up & stay safe.',
    content: 'Body',
    category: 'Hiring',
    published: true,
    publishedAt: new Date(now - DAY),
  });
  em.create(BlogPost, { slug: 'draft-post-not-public', title: 'Secret Draft', excerpt: 'Not yet.', content: 'Body', published: false });
  await em.flush();
  const posts = await t.orm.em.fork().getConnection().execute<{ slug: string; published: boolean }[]>('select slug, published from blog_posts');
  const jobs = await t.orm.em
    .fork()
    .getConnection()
    .execute<{ id: number }[]>(`select id from jobs where status = 'approved' and (expires_at is null or expires_at > now())`);
  seeded = {
    open: jobs.map((r) => r.id),
    closed: closed.map((j) => j.id),
    published: posts.filter((p) => p.published).map((p) => p.slug),
    drafts: posts.filter((p) => !p.published).map((p) => p.slug),
  };
  expect(seeded.open).toEqual(expect.arrayContaining(open.map((j) => j.id)));
});

afterAll(async () => {
  await t?.close();
});

describe('robots.txt', () => {
  it('lets crawlers in, keeps them out of /admin and names the sitemap', async () => {
    const res = await get(t.app, '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const lines = res.body.split('\n').map((l) => l.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    // A forged Host never ends up in the answer.
    const forged = await get(t.app, '/robots.txt', { host: 'evil.example.com' });
    expect(forged.body).not.toContain('evil.example.com');
  });
});

describe('/sitemap.xml', () => {
  let locs: string[];
  let entries: { loc: string; lastmod?: string }[];

  beforeAll(async () => {
    const res = await get(t.app, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const doc = parseXml(res.body);
    expect(doc.urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    entries = doc.urlset.url;
    locs = entries.map((u) => u.loc);
  });

  it('lists the public pages, every open job with lastmod and every published post, once each', () => {
    expect(SITEMAP_STATIC_PAGES).toEqual(expect.arrayContaining(['/', '/jobs', '/blog', '/privacy-policy']));
    for (const page of SITEMAP_STATIC_PAGES) expect(locs).toContain(`${ORIGIN}${page}`);
    for (const id of seeded.open) {
      const entry = entries.find((u) => u.loc === `${ORIGIN}/jobs/${id}`);
      expect(entry, `job ${id}`).toBeDefined();
      expect(entry!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    }
    for (const slug of seeded.published) expect(locs).toContain(`${ORIGIN}/blog/${slug}`);
    expect(new Set(locs).size).toBe(locs.length);
    // Each page once per language (issue 35): its French twin under /fr/ too.
    expect(locs).toHaveLength(2 * (SITEMAP_STATIC_PAGES.length + seeded.open.length + seeded.published.length));
    for (const page of SITEMAP_STATIC_PAGES) expect(locs).toContain(`${ORIGIN}${localizePath(page, 'fr')}`);
    for (const id of seeded.open) expect(locs).toContain(`${ORIGIN}/fr/emplois/${id}`);
    for (const slug of seeded.published) expect(locs).toContain(`${ORIGIN}/fr/blogue/${slug}`);
  });

  it('names the twins of each page with xhtml:link alternates (en-CA, fr-CA, x-default)', () => {
    const id = seeded.open[0]!;
    for (const loc of [`${ORIGIN}/jobs/${id}`, `${ORIGIN}/fr/emplois/${id}`]) {
      const entry = entries.find((u) => u.loc === loc) as unknown as { 'xhtml:link': { '@rel': string; '@hreflang': string; '@href': string }[] };
      expect(entry, loc).toBeDefined();
      const links = Object.fromEntries(entry['xhtml:link'].map((link) => [link['@hreflang'], link['@href']]));
      expect(links).toEqual({ 'en-CA': `${ORIGIN}/jobs/${id}`, 'fr-CA': `${ORIGIN}/fr/emplois/${id}`, 'x-default': `${ORIGIN}/jobs/${id}` });
    }
  });

  it('leaves out expired, pending and denied jobs, drafts and the admin area', () => {
    for (const id of seeded.closed) expect(locs).not.toContain(`${ORIGIN}/jobs/${id}`);
    for (const slug of seeded.drafts) expect(locs).not.toContain(`${ORIGIN}/blog/${slug}`);
    expect(locs.some((l) => l.includes('/admin'))).toBe(false);
  });

  it('every URL answers 200 with its page, open to crawlers and naming itself by that URL', async () => {
    for (const loc of locs) {
      const res = await get(t.app, pathOf(loc));
      expect(res.statusCode, loc).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(metaOf(res.body, 'robots'), loc).toEqual(['index, follow']);
      expect(metaOf(res.body, 'og:url'), loc).toEqual([loc]);
    }
  });

  it('the split files answer the same URLs, and unknown files are 404 (never the app shell)', async () => {
    const fromFiles: string[] = [];
    for (const file of ['pages-1.xml', 'posts-1.xml', 'jobs-1.xml']) {
      const res = await get(t.app, `/sitemaps/${file}`);
      expect(res.statusCode, file).toBe(200);
      fromFiles.push(...((parseXml(res.body).urlset.url ?? []) as { loc: string }[]).map((u) => u.loc));
    }
    expect(fromFiles.sort()).toEqual([...locs].sort());
    for (const missing of ['/sitemaps/jobs-2.xml', '/sitemaps/pages-2.xml', '/sitemaps/other-1.xml', '/sitemaps/jobs-0.xml']) {
      const res = await get(t.app, missing);
      expect(res.statusCode, missing).toBe(404);
      expect(res.headers['content-type']).not.toContain('text/html');
    }
  });

  it('uses PUBLIC_URL when it is set', async () => {
    const other = await createTestApp({ ...WEB_BUILD, PUBLIC_URL: 'https://www.northline.example' });
    try {
      const res = await get(other.app, '/sitemap.xml');
      const all = (parseXml(res.body).urlset.url as { loc: string }[]).map((u) => u.loc);
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((l) => l.startsWith('https://www.northline.example/'))).toBe(true);
    } finally {
      await other.close();
    }
  });
});

interface RssItem {
  title: string;
  link: string;
  guid: { '#text': string; '@isPermaLink': string };
  pubDate: string;
  description: string;
  category?: string[];
  'dc:creator'?: string;
}

/** The channel of an RSS 2.0 answer, after checking status, type and caching. */
async function feed(url: string): Promise<{ channel: Record<string, any>; items: RssItem[] }> {
  const res = await get(t.app, url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  const doc = parseXml(res.body);
  expect(doc.rss['@version']).toBe('2.0');
  const channel = doc.rss.channel;
  for (const field of ['title', 'link', 'description']) expect(channel[field]).toBeTruthy();
  return { channel, items: channel.item ?? [] };
}

const jobIdOf = (link: string) => Number(/\/jobs\/(\d+)$/.exec(pathOf(link))![1]);

describe('/jobs/feed.xml', () => {
  it('is RSS 2.0 of the open jobs, newest first, escaped, each linking to a page that answers 200', async () => {
    const { channel, items } = await feed('/jobs/feed.xml');
    expect(channel.link).toBe(`${ORIGIN}/jobs`);
    expect(channel['atom:link']['@href']).toBe(`${ORIGIN}/jobs/feed.xml`);
    const ids = items.map((i) => jobIdOf(i.link));
    expect(ids.sort()).toEqual([...seeded.open].sort());
    const dates = items.map((i) => Date.parse(i.pubDate));
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    // Markup characters come back as text; characters XML forbids are dropped.
    const forklift = items.find((i) => i.title.startsWith('Forklift Operator'))!;
    expect(forklift.title).toBe('Forklift Operator & <Lead> "Nights" - Test Logistics Inc.');
    expect(forklift.description).toContain('Drive forklifts & pallet jacks <safely>.');
    expect(forklift.guid['#text']).toBe(forklift.link);
    expect(forklift.guid['@isPermaLink']).toBe('true');
    for (const item of items) expect((await get(t.app, pathOf(item.link))).statusCode).toBe(200);
  });

  it('has a French twin at /fr/emplois/feed.xml: the same jobs, French links and language, filters kept', async () => {
    const { channel, items } = await feed('/fr/emplois/feed.xml?type=Full-Time');
    expect(channel.link).toBe(`${ORIGIN}/fr/emplois?type=Full-Time`);
    expect(channel['atom:link']['@href']).toBe(`${ORIGIN}/fr/emplois/feed.xml?type=Full-Time`);
    expect(channel.language).toBe('fr-ca');
    expect(channel.title).toMatch(/^Offres d’emploi/);
    const english = await feed('/jobs/feed.xml?type=Full-Time');
    expect(items.map((i) => i.link)).toEqual(english.items.map((i) => i.link.replace(`${ORIGIN}/jobs/`, `${ORIGIN}/fr/emplois/`)));
    // Types and categories by their French names (the English feed keeps the stored ones).
    const truck = items.find((i) => i.category?.includes('Transport'));
    expect(truck?.category).toContain('Temps plein');
    expect(truck?.description).toMatch(/^Temps plein · Transport · /);
    expect(items.flatMap((i) => i.category ?? [])).not.toContain('Full-Time');
    expect(english.items.flatMap((i) => i.category ?? [])).toContain('Full-Time');
    for (const item of items.slice(0, 3)) {
      const page = await get(t.app, pathOf(item.link));
      expect(page.statusCode, item.link).toBe(200);
      expect(page.body).toContain('<html lang="fr-CA"');
    }
  });

  it('never lists expired, pending or denied jobs', async () => {
    const { items } = await feed('/jobs/feed.xml?query=forklift');
    const ids = items.map((i) => jobIdOf(i.link));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of seeded.closed) expect(ids).not.toContain(id);
  });

  it.each([
    ['?type=Part-Time'],
    ['?category=transportation'],
    ['?location=Toronto'],
    ['?location=Remote'],
    ['?query=forklift'],
    ['?query=driver&location=AB'],
    ['?remote=true'],
    ['?type=Full-Time&category=Warehouse'],
    ['?query=nothing-matches-this-xyz'],
  ])('filters like /jobs: %s', async (qs) => {
    const { channel, items } = await feed(`/jobs/feed.xml${qs}`);
    const res = await get(t.app, `/api/jobs${qs}&sort=newest&limit=50`);
    expect(res.statusCode).toBe(200);
    const expected = (res.json() as { id: number }[]).map((j) => j.id);
    expect(expected.length > 0, 'the filter matches some of the seeded jobs').toBe(!qs.includes('nothing'));
    expect(items.map((i) => jobIdOf(i.link))).toEqual(expected);
    expect(channel['atom:link']['@href']).toContain('/jobs/feed.xml?');
    expect(channel.link).toContain('/jobs?');
  });

  it('answers 400 (not XML, not the app shell) for a filter /jobs refuses', async () => {
    const res = await get(t.app, `/jobs/feed.xml?query=${'x'.repeat(201)}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/plain');
  });
});

describe('/blog/feed.xml', () => {
  it('is RSS 2.0 of the published posts, escaped, drafts left out', async () => {
    const { channel, items } = await feed('/blog/feed.xml');
    expect(channel.link).toBe(`${ORIGIN}/blog`);
    const slugs = items.map((i) => pathOf(i.link).replace('/blog/', ''));
    expect(slugs.sort()).toEqual([...seeded.published].sort());
    const post = items.find((i) => i.link.endsWith('/peak-season-hiring'))!;
    expect(post.title).toBe('Peak Season <Hiring> & "Tips"');
    expect(post.description).toBe('Staff up & stay safe.');
    expect(post.category).toEqual(['Hiring']);
    for (const item of items) expect((await get(t.app, pathOf(item.link))).statusCode).toBe(200);
  });
});

describe('feeds are advertised in the raw HTML', () => {
  it('every page links the job and blog feeds in its head', async () => {
    for (const page of ['/', '/jobs', `/jobs/${seeded.open[0]}`, '/blog', '/no-such-page']) {
      const html = (await get(t.app, page)).body;
      const head = html.slice(0, html.indexOf('</head>'));
      const feeds = startTags(head, 'link').filter((link) => link.rel === 'alternate' && link.type === 'application/rss+xml');
      expect(feeds.map((link) => link.href).sort(), page).toEqual(['/blog/feed.xml', '/jobs/feed.xml']);
      for (const link of feeds) expect(link.title, page).toBeTruthy();
    }
  });

  it('a browser navigating to the XML gets the XML, not the app shell', async () => {
    const accept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const url of ['/sitemap.xml', '/robots.txt', '/jobs/feed.xml', '/blog/feed.xml', '/sitemaps/jobs-1.xml', '/sitemap.xml/']) {
      const res = await get(t.app, url, { accept, 'sec-fetch-mode': 'navigate' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).not.toContain('text/html');
      expect(res.body.includes('<html'), url).toBe(false);
      const head = await t.app.inject({ method: 'HEAD', url, headers: { host: HOST, accept } });
      expect(head.statusCode, `HEAD ${url}`).toBe(200);
      expect(head.headers['content-type'], `HEAD ${url}`).not.toContain('text/html');
    }
  });
});

describe('a large site: the sitemap becomes an index of split files', () => {
  const SPLIT = 1000;
  const BULK_OPEN = 2500;
  let big: TestApp;
  /** The feeds plugin alone on the same database, with files of SPLIT URLs. */
  let small: FastifyInstance;
  let openIds: Set<number>;

  beforeAll(async () => {
    big = await createTestApp({ ...WEB_BUILD, ALLOWED_HOSTS: HOST });
    const connection = big.orm.em.fork().getConnection();
    await connection.execute(
      `insert into jobs (title, company, location, type, category, description, status, posted_at, updated_at, expires_at, city, province)
       select 'Bulk Job ' || g, 'Bulk Co', 'Toronto, ON', 'Full-Time', 'Warehouse', 'Bulk description', 'approved',
              now() - g * interval '1 minute', now() - g * interval '1 second', case when g % 2 = 0 then now() + interval '30 days' end, 'Toronto', 'ON'
       from generate_series(1, ${BULK_OPEN}) g`,
    );
    await connection.execute(
      `insert into jobs (title, company, location, type, category, description, status, posted_at, expires_at)
       select 'Closed Bulk Job ' || g, 'Bulk Co', 'Toronto, ON', 'Full-Time', 'Warehouse', 'Bulk description',
              case when g % 2 = 0 then 'approved' else 'pending' end, now() - interval '60 days', case when g % 2 = 0 then now() - interval '1 day' end
       from generate_series(1, 300) g`,
    );
    const rows = await connection.execute<{ id: number }[]>(`select id from jobs where status = 'approved' and (expires_at is null or expires_at > now())`);
    openIds = new Set(rows.map((r) => r.id));
    expect(openIds.size).toBeGreaterThanOrEqual(BULK_OPEN);

    small = Fastify({ logger: false });
    registerSiteOrigin(small, { allowedHosts: [HOST], port: 3000 });
    await small.register(feedsPlugin, { orm: big.orm, maxUrlsPerFile: SPLIT, sitemapPages: async () => SITEMAP_STATIC_PAGES });
    await small.ready();
  });
  afterAll(async () => {
    await small?.close();
    await big?.close();
  });

  it('splits at 50,000 URLs per file (the sitemaps.org limit)', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });

  it('under the limit the sitemap stays one file, read quickly', async () => {
    const started = performance.now();
    const res = await get(big.app, '/sitemap.xml');
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    const jobs = (parseXml(res.body).urlset.url as { loc: string }[]).filter((u) => /\/jobs\/\d+$/.test(u.loc));
    expect(jobs).toHaveLength(openIds.size);
    expect(ms).toBeLessThan(5000);
  });

  it('over the limit it is a sitemap index whose files hold every open job once, at most SPLIT URLs each', async () => {
    const res = await get(small, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    const index = parseXml(res.body).sitemapindex;
    expect(index['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const files = (index.sitemap as { loc: string; lastmod?: string }[]).map((s) => pathOf(s.loc));
    const jobFiles = files.filter((f) => f.startsWith('/sitemaps/jobs-'));
    // Each job is two URLs (English and French): a file holds SPLIT / 2 jobs.
    expect(jobFiles).toEqual(Array.from({ length: Math.ceil(openIds.size / Math.floor(SPLIT / 2)) }, (_, i) => `/sitemaps/jobs-${i + 1}.xml`));
    expect(files).toContain('/sitemaps/pages-1.xml');

    const seen: number[] = [];
    const pages: string[] = [];
    for (const file of files) {
      const part = await get(small, file);
      expect(part.statusCode, file).toBe(200);
      expect(part.headers['content-type']).toBe('application/xml; charset=utf-8');
      const urls = (parseXml(part.body).urlset.url ?? []) as { loc: string; lastmod?: string }[];
      expect(urls.length, file).toBeLessThanOrEqual(SPLIT);
      for (const u of urls) {
        const id = /\/jobs\/(\d+)$/.exec(u.loc);
        if (id) {
          seen.push(Number(id[1]));
          expect(u.lastmod).toBeTruthy();
        } else pages.push(pathOf(u.loc));
      }
    }
    expect(seen).toHaveLength(openIds.size);
    expect(new Set(seen)).toEqual(openIds);
    for (const page of SITEMAP_STATIC_PAGES) expect(pages).toContain(page);
    // The file after the last one does not exist.
    expect((await get(small, `/sitemaps/jobs-${jobFiles.length + 1}.xml`)).statusCode).toBe(404);

    // The job URLs answer 200 on the full app (a sample of each file: first, last and every 97th).
    const sample = seen.filter((_, i) => i % 97 === 0 || i % SPLIT === 0 || i % SPLIT === SPLIT - 1 || i === seen.length - 1);
    for (const id of sample) expect((await get(big.app, `/jobs/${id}`)).statusCode, `job ${id}`).toBe(200);
  });
});
