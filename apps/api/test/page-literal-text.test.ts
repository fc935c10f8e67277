import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost, Job, SiteSettings } from '@app/db';
import {
  companyDetails,
  jobMetaDescription,
  jobPostingJsonLd,
  organizationJsonLd,
  type BlogPostDto,
  type JobDto,
  type PublicSettingsDto,
} from '@app/validators';
import { HEAD_MARKER, NOSCRIPT_MARKER, escapeHtml, fillMarkers } from '../src/plugins/server-head.ts';
import { createTestApp, validJob, type TestApp } from './helpers.ts';

/**
 * Issue 24, finding 8: text stored by visitors and admins is put into the server-written page
 * literally. `String.replace` reads `$'`, `` $` ``, `$&` (and `$1`, `$$`) in a replacement string as
 * patterns: a job titled `A$'B` pasted the rest of the template into the head (18 copies of it,
 * 13 #root elements, a cut og:title). Every field that reaches a page carries those sequences here,
 * and each page must be the real index.html with its two markers filled, nothing more.
 */

/** The web app's own index.html (the build keeps its markers), so the test fills the real template. */
const TEMPLATE = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
const ORIGIN = 'https://jobs.example.ca';

/** Every replacement pattern String.replace knows, in the middle of a field. */
const P = "A$'B $` $& $1 $$ Z";

let t: TestApp;
let distDir: string;

const SETTINGS = {
  companyName: `Dollar ${P} Staffing`,
  companyDescription: `We staff ${P} Ontario.`,
  contactEmail: "hr$'$`$&$1$$@example.ca",
  contactPhone: "(905) 555-0148 $'$`$&$1$$",
  address: `1 ${P} St, Toronto, ON M5J 2X5`,
  businessHours: `Monday - Friday: 9:00 AM - 5:00 PM ${P}`,
} satisfies Partial<PublicSettingsDto>;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'page-literal-web-'));
  writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  t = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL: ORIGIN });
  await t.orm.em.fork().nativeUpdate(SiteSettings, { id: 1 }, SETTINGS);
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });

const unescapeHtml = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!);

interface Element {
  name: string;
  attrs: Record<string, string>;
  /** Its own text (a script's whole content), entities as written. */
  text: string;
}

const VOID_ELEMENTS = new Set(['meta', 'link', 'br', 'img', 'hr', 'input']);

/**
 * A strict reading of the page: only well-formed tags with quoted attributes, every element
 * closed in order, no stray '<' or '>' in text, each script's content read up to its end tag.
 * Throws on anything else; answers the elements in document order.
 */
function parseHtml(html: string): Element[] {
  const elements: Element[] = [];
  const open: Element[] = [];
  const tag = /<!--[^]*?-->|<!doctype html>|<(\/?)([a-z][a-z0-9-]*)((?:\s+[a-z][a-z0-9:-]*(?:="[^"<>]*")?)*)\s*\/?>/iy;
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    const text = html.slice(at, lt < 0 ? html.length : lt);
    if (text.includes('>')) throw new Error(`a stray '>' in text: ${text.slice(0, 80)}`);
    const parent = open.at(-1);
    if (parent) parent.text += text;
    else if (text.trim()) throw new Error(`text outside the document: ${text.slice(0, 80)}`);
    if (lt < 0) break;
    tag.lastIndex = lt;
    const m = tag.exec(html);
    if (!m) throw new Error(`not a tag: ${html.slice(lt, lt + 80)}`);
    at = tag.lastIndex;
    if (!m[2]) continue;
    const name = m[2].toLowerCase();
    if (m[1]) {
      const top = open.pop();
      if (top?.name !== name) throw new Error(`</${name}> closes <${top?.name ?? 'nothing'}>`);
      continue;
    }
    const attrs = Object.fromEntries([...m[3]!.matchAll(/([a-z][a-z0-9:-]*)(?:="([^"]*)")?/gi)].map((a) => [a[1]!, a[2] ?? '']));
    const element: Element = { name, attrs, text: '' };
    elements.push(element);
    if (name === 'script') {
      const end = html.indexOf('</script>', at);
      if (end < 0) throw new Error('a script that never ends');
      element.text = html.slice(at, end);
      at = end + '</script>'.length;
    } else if (!VOID_ELEMENTS.has(name)) open.push(element);
  }
  if (open.length) throw new Error(`not closed: ${open.map((e) => e.name).join(', ')}`);
  return elements;
}

/** The page, checked to be the template with exactly its two markers filled, and read. */
function readPage(html: string) {
  const [beforeHead, rest] = TEMPLATE.split(HEAD_MARKER) as [string, string];
  const [between, afterNoscript] = rest.split(NOSCRIPT_MARKER) as [string, string];
  expect(html.startsWith(beforeHead)).toBe(true);
  expect(html.endsWith(afterNoscript)).toBe(true);
  expect(html.split(between)).toHaveLength(2);
  expect(html.match(/<div id="root">/g)).toHaveLength(1);
  expect(html.match(/<title[\s>]/g)).toHaveLength(1);
  expect(html.match(/<html[\s>]/g)).toHaveLength(1);
  expect(html.match(/<\/html>/g)).toHaveLength(1);
  expect(html.match(/<noscript>/g)).toHaveLength(1);
  expect(html).not.toContain(HEAD_MARKER);
  expect(html).not.toContain(NOSCRIPT_MARKER);

  const elements = parseHtml(html);
  const meta = (key: string) => {
    const found = elements.filter((e) => e.name === 'meta' && (e.attrs.property === key || e.attrs.name === key));
    expect(found, key).toHaveLength(1);
    return unescapeHtml(found[0]!.attrs.content!);
  };
  const scripts = elements.filter((e) => e.name === 'script');
  const initial = JSON.parse(scripts.find((s) => s.attrs.id === 'initial-data')!.text) as { settings?: PublicSettingsDto; job?: JobDto; post?: BlogPostDto };
  const jsonLd = scripts.filter((s) => s.attrs.type === 'application/ld+json').map((s) => JSON.parse(s.text) as Record<string, unknown>);
  const title = elements.find((e) => e.name === 'title')!;
  const noscript = html.slice(html.indexOf('<noscript>'), html.indexOf('</noscript>') + '</noscript>'.length);
  return { title: unescapeHtml(title.text), meta, initial, jsonLd, noscript };
}

/** What the page says of the company: the settings read back literally, in every place. */
function expectCompany(view: ReturnType<typeof readPage>) {
  expect(view.initial.settings).toMatchObject(SETTINGS);
  expect(view.meta('og:site_name')).toBe(SETTINGS.companyName);
  const company = companyDetails(SETTINGS);
  expect(view.noscript).toBe(
    `<noscript>This website needs JavaScript to show jobs, articles and forms. Call us at <a href="${escapeHtml(company.phoneHref)}">${escapeHtml(SETTINGS.contactPhone)}</a> or email <a href="mailto:${escapeHtml(SETTINGS.contactEmail)}">${escapeHtml(SETTINGS.contactEmail)}</a>.</noscript>`,
  );
}

describe('text with $ patterns is written into the page literally (issue 24, finding 8)', () => {
  it('the helper splices at the marker and never reads the inserted text as a pattern', () => {
    const template = `<head>${HEAD_MARKER}</head><body>${NOSCRIPT_MARKER}</body>`;
    expect(fillMarkers(template, { [HEAD_MARKER]: P, [NOSCRIPT_MARKER]: `${HEAD_MARKER}$'` })).toBe(`<head>${P}</head><body>${HEAD_MARKER}$'</body>`);
    expect(fillMarkers('no markers', { [HEAD_MARKER]: 'x' })).toBe('no markers');
  });

  it('the home page: Site Settings in the title, the head, the Organization JSON-LD, the initial data and the no-script note', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    const view = readPage(res.body);
    expect(view.title).toBe(SETTINGS.companyName);
    expect(view.meta('og:title')).toBe(SETTINGS.companyName);
    expect(view.meta('description')).toBe(SETTINGS.companyDescription);
    expect(view.meta('og:description')).toBe(SETTINGS.companyDescription);
    expect(view.jsonLd).toEqual([organizationJsonLd(companyDetails(SETTINGS), ORIGIN)]);
    expect(view.jsonLd[0]).toMatchObject({
      name: SETTINGS.companyName,
      description: SETTINGS.companyDescription,
      email: SETTINGS.contactEmail,
      telephone: SETTINGS.contactPhone,
    });
    expectCompany(view);
  });

  it('a job page: title, company, location, description, requirements, category, type and salary', async () => {
    const em = t.orm.em.fork();
    const fields = {
      title: `Forklift ${P} Operator`,
      company: `Acme ${P} Logistics`,
      location: `Mississauga ${P}, ON`,
      description: `Drive ${P} forklifts.`,
      requirements: `- Licence ${P}`,
      category: `Warehouse ${P}`,
      salary: `$22 ${P} / hour`,
    };
    const job = em.create(Job, { ...validJob, ...fields, status: 'approved' });
    await em.flush();
    const res = await page(`/jobs/${job.id}`);
    expect(res.statusCode).toBe(200);
    const view = readPage(res.body);
    const title = `${fields.title} | ${SETTINGS.companyName}`;
    expect(view.title).toBe(title);
    expect(view.meta('og:title')).toBe(title);
    expect(view.meta('twitter:title')).toBe(title);
    expect(view.initial.job).toMatchObject({ id: job.id, ...fields });
    expect(view.meta('og:description')).toBe(jobMetaDescription(view.initial.job!));
    expect(view.meta('keywords')).toContain(`${fields.title}, ${fields.category} jobs`);
    const [posting, breadcrumb] = view.jsonLd;
    expect(posting).toEqual(jobPostingJsonLd(view.initial.job!, { origin: ORIGIN, siteName: SETTINGS.companyName }));
    expect(posting).toMatchObject({ title: fields.title, industry: fields.category, hiringOrganization: { name: fields.company } });
    expect(breadcrumb).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Jobs' }, { name: fields.title }] });
    expectCompany(view);
  });

  it('an article page: title, excerpt, content, author, category and image', async () => {
    const em = t.orm.em.fork();
    const fields = {
      title: `Peak ${P} Season`,
      excerpt: `Staffing up ${P} for the holidays.`,
      content: `## Plan ${P}\n\nHire early.`,
      author: `Pat ${P}`,
      category: `Hiring ${P}`,
      imageUrl: `/images/blog/cover-$'$&.jpg`,
    };
    em.create(BlogPost, { slug: 'dollar-patterns', ...fields, published: true, publishedAt: new Date() });
    await em.flush();
    const res = await page('/blog/dollar-patterns');
    expect(res.statusCode).toBe(200);
    const view = readPage(res.body);
    const title = `${fields.title} | ${SETTINGS.companyName}`;
    expect(view.title).toBe(title);
    expect(view.meta('og:title')).toBe(title);
    expect(view.meta('og:image:alt')).toBe(fields.title);
    expect(view.meta('description')).toBe(fields.excerpt);
    expect(view.meta('article:author')).toBe(fields.author);
    expect(view.meta('article:section')).toBe(fields.category);
    expect(view.meta('og:image')).toBe(`${ORIGIN}${fields.imageUrl}`);
    expect(view.initial.post).toMatchObject(fields);
    expectCompany(view);
  });

  it('the not-found page still carries the company details literally', async () => {
    const res = await page('/no-such-page');
    expect(res.statusCode).toBe(404);
    const view = readPage(res.body);
    expect(view.title).toBe('404 Page Not Found');
    expectCompany(view);
  });
});
