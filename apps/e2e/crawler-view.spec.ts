import { expect, test } from './support/fixtures';
import { headingsOf, mainTextOf, metaContent, titleOf } from './support/html';
import { SITE_PAGES, sitePages, sitePatterns } from './support/site-routes';

/**
 * What a crawler or a link preview reads: the HTML the server answers, with no browser and no
 * script run. Every public page (routes/_site, with a real job and a real post) carries its own
 * title, its heading and its main text, the data of the page included.
 */

for (const pattern of sitePatterns()) {
  test(`${pattern}: the server's HTML has the page's own title, heading and main text`, async ({ request }) => {
    const page = (await sitePages(request)).find((p) => p.pattern === pattern)!;
    const res = await request.get(page.path);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/html/);
    const html = await res.text();

    expect(titleOf(html)).toBe(page.title);
    if (pattern !== '/') expect(titleOf(html)).not.toBe(SITE_PAGES['/']!.title);
    expect(headingsOf(html)).toEqual([page.h1]);
    expect(mainTextOf(html)).toContain(page.text);
    // The description crawlers show under the title is the page's own too.
    expect(metaContent(html, 'description')?.length).toBeGreaterThan(20);
    expect(metaContent(html, 'og:title')).toBe(page.title);
  });
}

test('every public page has a title of its own', async ({ request }) => {
  const pages = await sitePages(request);
  const titles = new Map<string, string>();
  for (const page of pages) {
    const title = titleOf(await (await request.get(page.path)).text()) ?? '';
    expect(title, page.path).not.toBe('');
    expect(titles.get(title), `${page.path} has the title of ${titles.get(title)}`).toBeUndefined();
    titles.set(title, page.path);
  }
  expect(titles.size).toBe(pages.length);
});
