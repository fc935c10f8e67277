import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost, Job, updateSiteSettings } from '@app/db';
import { companyDetails, organizationJsonLd } from '@app/shared/company';
import { jobMetaDescription, jobPostingJsonLd } from '@app/shared/job-posting';
import type { JobDto, PublicSettingsDto } from '@app/shared/schemas/dtos';
import { WEB_BUILD, contactLinksOf, createTestApp, routerStateOf, unescapeHtml, validJob, type TestApp } from '../helpers.ts';

/**
 * Issue 24, finding 8: text stored by visitors and admins is put into the server-written page
 * literally. It was once spliced into an index.html with `String.replace`, which reads `$'`, `` $` ``,
 * `$&` (and `$1`, `$$`) in a replacement string as patterns: a job titled `A$'B` pasted the rest of
 * the template into the head (18 copies of it, 13 #root elements, a cut og:title). The page is now
 * rendered by the web app's router on the server; every field that reaches a page still carries those
 * sequences here, and each page must be one well-formed document with every field read back as typed:
 * in the title, the meta tags, the JSON-LD, the visible page and the router's state.
 */

const ORIGIN = 'https://jobs.example.ca';

/** Every replacement pattern String.replace knows, in the middle of a field. */
const P = "A$'B $` $& $1 $$ Z";

let t: TestApp;

const SETTINGS = {
  companyName: `Dollar ${P} Staffing`,
  companyDescription: `We staff ${P} Ontario.`,
  contactEmail: "hr$'$`$&$1$$@example.ca",
  contactPhone: "(905) 555-0148 $'$`$&$1$$",
  address: `1 ${P} St, Toronto, ON M5J 2X5`,
  businessHours: `Monday - Friday: 9:00 AM - 5:00 PM ${P}`,
} satisfies Partial<PublicSettingsDto>;

beforeAll(async () => {
  t = await createTestApp({ ...WEB_BUILD, PUBLIC_URL: ORIGIN });
  await updateSiteSettings(t.orm.em.fork(), SETTINGS);
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string) => t.app.inject({ method: 'GET', url });

interface Element {
  name: string;
  attrs: Record<string, string>;
  /** Its own text (a script's or style's whole content), entities as written. */
  text: string;
}

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Elements whose content is raw text, read up to their end tag. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style']);

/**
 * A strict reading of the page: only well-formed tags with quoted attributes, every element
 * closed in order (or self-closed), no stray '<' or '>' in text, each script's and style's content
 * read up to its end tag. Throws on anything else; answers the elements in document order and the
 * page's visible text (a line break between elements, none where only a comment stands).
 */
function parseHtml(html: string): { elements: Element[]; text: string } {
  const elements: Element[] = [];
  const open: Element[] = [];
  let visible = '';
  const tag = /<!--[^]*?-->|<!doctype html>|<(\/?)([a-z][a-z0-9-]*)((?:\s+[a-z][a-z0-9:-]*(?:="[^"<>]*")?)*)\s*(\/?)>/iy;
  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    const text = html.slice(at, lt < 0 ? html.length : lt);
    if (text.includes('>')) throw new Error(`a stray '>' in text: ${text.slice(0, 80)}`);
    const parent = open.at(-1);
    if (parent) parent.text += text;
    else if (text.trim()) throw new Error(`text outside the document: ${text.slice(0, 80)}`);
    visible += unescapeHtml(text);
    if (lt < 0) break;
    tag.lastIndex = lt;
    const m = tag.exec(html);
    if (!m) throw new Error(`not a tag: ${html.slice(lt, lt + 80)}`);
    at = tag.lastIndex;
    if (!m[2]) continue;
    visible += '\n';
    const name = m[2].toLowerCase();
    if (m[1]) {
      const top = open.pop();
      if (top?.name !== name) throw new Error(`</${name}> closes <${top?.name ?? 'nothing'}>`);
      continue;
    }
    const attrs = Object.fromEntries([...m[3]!.matchAll(/([a-z][a-z0-9:-]*)(?:="([^"]*)")?/gi)].map((a) => [a[1]!, a[2] ?? '']));
    const element: Element = { name, attrs, text: '' };
    elements.push(element);
    if (RAW_TEXT_ELEMENTS.has(name)) {
      const end = html.indexOf(`</${name}>`, at);
      if (end < 0) throw new Error(`a ${name} that never ends`);
      element.text = html.slice(at, end);
      at = end + `</${name}>`.length;
    } else if (!VOID_ELEMENTS.has(name) && !m[4]) open.push(element);
  }
  if (open.length) throw new Error(`not closed: ${open.map((e) => e.name).join(', ')}`);
  return { elements, text: visible };
}

/** The page, checked to be one well-formed document, and read. */
function readPage(html: string) {
  expect(html.startsWith('<!DOCTYPE html><html')).toBe(true);
  expect(html.endsWith('</body></html>')).toBe(true);
  for (const name of ['html', 'head', 'body', 'title', 'main']) expect(html.match(new RegExp(`<${name}[\\s>]`, 'g')), name).toHaveLength(1);
  expect(html.match(/<\/html>/g)).toHaveLength(1);

  const { elements, text } = parseHtml(html);
  const meta = (key: string) => {
    const found = elements.filter((e) => e.name === 'meta' && (e.attrs.property === key || e.attrs.name === key));
    expect(found, key).toHaveLength(1);
    return unescapeHtml(found[0]!.attrs.content!);
  };
  const scripts = elements.filter((e) => e.name === 'script');
  const jsonLd = scripts.filter((s) => s.attrs.type === 'application/ld+json').map((s) => JSON.parse(s.text) as Record<string, unknown>);
  const title = elements.find((e) => e.name === 'title')!;
  return { title: unescapeHtml(title.text), meta, jsonLd, text, state: routerStateOf(html), contactLinks: contactLinksOf(html) };
}

/** What the visible page says of the company (its footer): the settings read back literally. */
function expectFooter(view: ReturnType<typeof readPage>) {
  const company = companyDetails(SETTINGS);
  expect(view.contactLinks).toEqual(
    expect.arrayContaining([`${company.phoneHref} ${SETTINGS.contactPhone}`, `mailto:${SETTINGS.contactEmail} ${SETTINGS.contactEmail}`]),
  );
  expect(view.text).toContain(`\n${SETTINGS.address}\n`);
  const copyright = view.text.split('\n').find((line) => line.startsWith('© '));
  expect(copyright).toMatch(/^© \d{4} /);
  expect(copyright?.endsWith(` ${SETTINGS.companyName}. All rights reserved.`)).toBe(true);
}

/** What the page says of the company, in its head, its footer and the router's state. */
function expectCompany(view: ReturnType<typeof readPage>) {
  expect(view.state.query('settings', 'public')).toMatchObject(SETTINGS);
  expect(view.meta('og:site_name')).toBe(SETTINGS.companyName);
  expectFooter(view);
}

describe('text with $ patterns is written into the page literally (issue 24, finding 8)', () => {
  it('the home page: Site Settings in the title, the head, the Organization JSON-LD, the footer and the router state', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    const view = readPage(res.body);
    expect(view.title.endsWith(` | ${SETTINGS.companyName}`)).toBe(true);
    expect(view.meta('og:title')).toBe(view.title);
    expect(view.meta('author')).toBe(SETTINGS.companyName);
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
    const stored = view.state.query('job', 'byId') as JobDto;
    expect(stored).toMatchObject({ id: job.id, ...fields });
    expect(view.meta('og:description')).toBe(jobMetaDescription(stored));
    expect(view.meta('keywords')).toContain(`${fields.title}, ${fields.category} jobs`);
    const [posting, breadcrumb] = view.jsonLd;
    expect(posting).toEqual(jobPostingJsonLd(stored, { origin: ORIGIN, siteName: SETTINGS.companyName }));
    expect(posting).toMatchObject({ title: fields.title, industry: fields.category, hiringOrganization: { name: fields.company } });
    expect(breadcrumb).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Jobs' }, { name: fields.title }] });
    for (const shown of [fields.title, fields.company, fields.description, `Licence ${P}`]) expect(view.text).toContain(`\n${shown}\n`);
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
    expect(view.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', headline: fields.title, articleSection: fields.category }));
    expect(view.state.query('blog', 'bySlug')).toMatchObject(fields);
    for (const shown of [fields.title, `Plan ${P}`]) expect(view.text).toContain(`\n${shown}\n`);
    expectCompany(view);
  });

  it('the not-found page is one document too, and its footer carries the company details literally', async () => {
    const res = await page('/no-such-page');
    expect(res.statusCode).toBe(404);
    const view = readPage(res.body);
    expect(view.title).toBe('404 Page Not Found');
    expectFooter(view);
  });
});
