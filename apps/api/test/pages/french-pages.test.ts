/**
 * The French tree as a crawler and a reader see it (issue 35): every /fr/ page's raw HTML has its
 * French title, description, h1, canonical and hreflang alternates, and no text of the English
 * user interface (each text node and label is compared with the English catalogue).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost, Job } from '@app/db';
import { localizePath } from '@app/shared/locale-paths';
import { htmlElements } from '@app/shared/text';
import { webPages } from '@app/shared/web-routes';
import { routePaths } from '@app/web/server';
import type { FastifyInstance } from 'fastify';
import { WEB_BUILD, createTestApp, metaOf, startTags as rawStartTags, validJob, type TestApp } from '../helpers.ts';

const HOST = 'jobs.example.ca';
const ORIGIN = `http://${HOST}`;
const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url, headers: { host: HOST } });
/** Start tags with their attribute names in lower case (React writes hrefLang). */
const startTags = (html: string, tag: string) =>
  rawStartTags(html, tag).map((attributes) => Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name.toLowerCase(), value])));

const MESSAGES = join(import.meta.dirname, '../../../web/messages');

/** Every text of a language's catalogue, by key. */
function catalogue(locale: 'en' | 'fr'): Record<string, string> {
  const all: Record<string, string> = {};
  for (const area of readdirSync(MESSAGES)) Object.assign(all, JSON.parse(readFileSync(join(MESSAGES, area, `${locale}.json`), 'utf8')));
  delete all.$schema;
  return all;
}

/**
 * The English texts a French page must never show: those whose French differs, without
 * placeholders, of two words or more (a lone 'Design' or 'Contact' is the same word in French),
 * with words in them (a phone number given as an example is no English).
 */
function englishOnlyTexts(): Set<string> {
  const en = catalogue('en');
  const fr = catalogue('fr');
  return new Set(
    Object.entries(en)
      .filter(([key, text]) => text !== fr[key] && !text.includes('{') && text.trim().split(/\s+/).length >= 2 && /[a-z]{2}/i.test(text))
      .map(([, text]) => text.trim()),
  );
}

const decode = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** The text nodes and the labelling attributes of a page's body (scripts, styles and JSON-LD left out). */
function visibleTexts(html: string): string[] {
  const body = html.slice(html.indexOf('<body')).replace(/<(script|style|noscript)[\s\S]*?<\/\1>/gi, ' ');
  const texts = [...body.matchAll(/>([^<]+)</g)].map((match) => decode(match[1]!).trim()).filter(Boolean);
  for (const tag of startTags(body, '[a-z]+')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) if (tag[name]) texts.push(decode(tag[name]).trim());
  }
  return texts;
}

let t: TestApp;
let jobFr: number;
let jobEnglishOnly: number;

beforeAll(async () => {
  t = await createTestApp({ ...WEB_BUILD, ALLOWED_HOSTS: HOST });
  const em = t.orm.em.fork();
  const quebec = em.create(Job, {
    ...validJob,
    title: 'Forklift Operator',
    location: 'Québec, QC',
    status: 'approved',
    titleFr: 'Cariste',
    descriptionFr: 'Conduire un chariot élévateur dans notre entrepôt de Québec.',
    requirementsFr: '- Certificat de cariste valide',
  } as never) as unknown as { id: number };
  const ontario = em.create(Job, { ...validJob, title: 'Warehouse Associate', location: 'Toronto, ON', status: 'approved' } as never) as unknown as {
    id: number;
  };
  em.create(BlogPost, {
    slug: 'peak-season',
    title: 'Peak Season Hiring',
    excerpt: 'Staff up.',
    content: 'Body',
    category: 'Hiring',
    published: true,
    publishedAt: new Date(),
  });
  await em.flush();
  jobFr = quebec.id;
  jobEnglishOnly = ontario.id;
});

afterAll(async () => {
  await t?.close();
});

/** The public pages without parameters, in French, and a job page and an article. */
function frenchPages(): string[] {
  return [
    ...webPages(routePaths).sitemapPages.map((page) => localizePath(page, 'fr')),
    `/fr/emplois/${jobFr}`,
    `/fr/emplois/${jobEnglishOnly}`,
    '/fr/blogue/peak-season',
  ];
}

describe('the French pages, as a crawler reads them', () => {
  it('each has lang fr-CA, a French title, description and h1, its canonical and the hreflang alternates', async () => {
    const en = catalogue('en');
    for (const path of frenchPages()) {
      const res = await get(t.app, path);
      expect(res.statusCode, path).toBe(200);
      const html = res.body;
      expect(html, path).toContain('<html lang="fr-CA"');
      const title = decode(htmlElements(html, 'title')[0]?.body ?? '');
      expect(title, path).not.toBe('');
      const english = await get(
        t.app,
        path === '/fr'
          ? '/'
          : path
              .replace(/^\/fr/, '')
              .replace(/^\/emplois/, '/jobs')
              .replace(/^\/blogue/, '/blog'),
      );
      // The English twin's title is another text (unless the page is named by content, such as an article).
      if (!path.startsWith('/fr/blogue/') && path !== `/fr/emplois/${jobEnglishOnly}`) {
        expect(title, path).not.toBe(decode(htmlElements(english.body, 'title')[0]?.body ?? ''));
      }
      const [description] = metaOf(html, 'description');
      expect(description, path).toBeTruthy();
      expect(Object.values(en), path).not.toContain(description);
      expect(htmlElements(html, 'h1').length, path).toBeGreaterThan(0);
      const links = startTags(html, 'link');
      const canonical = links.filter((link) => link.rel === 'canonical').map((link) => link.href);
      expect(canonical, path).toEqual([`${ORIGIN}${path}`]);
      const alternates = Object.fromEntries(links.filter((link) => link.rel === 'alternate' && link.hreflang).map((link) => [link.hreflang, link.href]));
      expect(alternates['fr-CA'], path).toBe(`${ORIGIN}${path}`);
      expect(alternates['en-CA'], path).toMatch(new RegExp(`^${ORIGIN}/`));
      expect(alternates['en-CA'], path).not.toContain('/fr');
      expect(alternates['x-default'], path).toBe(alternates['en-CA']);
    }
  });

  it('show no text of the English interface', async () => {
    const english = englishOnlyTexts();
    expect(english.size).toBeGreaterThan(100);
    for (const path of frenchPages()) {
      const res = await get(t.app, path);
      const found = visibleTexts(res.body).filter((text) => english.has(text));
      expect(found, path).toEqual([]);
    }
  });

  it('a job with French text shows it, and its JSON-LD is in French', async () => {
    const res = await get(t.app, `/fr/emplois/${jobFr}`);
    expect(htmlElements(res.body, 'h1')[0]?.body).toContain('Cariste');
    expect(res.body).toContain('Conduire un chariot élévateur');
    const ld = htmlElements(res.body, 'script')
      .filter((script) => script.attributes.includes('application/ld+json'))
      .map((script) => JSON.parse(script.body) as Record<string, unknown>)
      .find((data) => data['@type'] === 'JobPosting')!;
    expect(ld.title).toBe('Cariste');
    expect(ld.inLanguage).toBe('fr-CA');
    expect(ld.url).toBe(`${ORIGIN}/fr/emplois/${jobFr}`);
  });

  it('a job without French text shows its English text marked lang="en", with a notice in French', async () => {
    const res = await get(t.app, `/fr/emplois/${jobEnglishOnly}`);
    expect(res.body).toContain("Cette offre d'emploi n'est offerte qu'en anglais.".replace(/'/g, '&#x27;'));
    expect(res.body).toMatch(/<h1[^>]*lang="en"[^>]*>Warehouse Associate/);
  });

  it('the English pages are as they were: lang en-CA, English canonical', async () => {
    const res = await get(t.app, '/jobs');
    expect(res.body).toContain('<html lang="en-CA"');
    const canonical = startTags(res.body, 'link').find((link) => link.rel === 'canonical');
    expect(canonical?.href).toBe(`${ORIGIN}/jobs`);
  });
});
