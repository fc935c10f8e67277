import { expect, test } from './support/fixtures';
import { type BrowserContext } from '@playwright/test';
import { headingsOf, startTags } from './support/html';
import { hydrated, watchRequests } from './support/idle';
import { sitePages, sitePatterns, type SitePage } from './support/site-routes';

/**
 * Every public page (routes/_site, with a real job and a real post) hydrates what the server wrote
 * without a mismatch, on a phone and on a wide screen, with the system in light and in dark mode
 * (the site is light only: it neither flashes dark nor renders differently).
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const COLOR_SCHEMES = ['light', 'dark'] as const;

/**
 * What React says about a failed hydration: in development 'Hydration failed…', "…didn't match…";
 * the production build's minified errors #418 (HTML), #423 (recovered by client rendering) and
 * #425 (text) point to react.dev/errors.
 */
const HYDRATION_PROBLEM = /hydrat|didn.t match|did not match|Minified React error #(418|419|421|422|423|425)\b/i;

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

interface Look {
  background: string;
  color: string;
}

/** Opens the page in `context` and checks its hydration; returns how the page looked. */
async function checkHydration(context: BrowserContext, site: SitePage): Promise<Look> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION_PROBLEM.test(message.text()))
      problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // Every value the color scheme attribute takes, from the first parse on.
  await page.addInitScript(() => {
    const seen: (string | null)[] = [];
    (window as unknown as { colorSchemes: (string | null)[] }).colorSchemes = seen;
    const record = () => {
      const value = document.documentElement?.getAttribute('data-mantine-color-scheme') ?? null;
      if (document.documentElement && seen[seen.length - 1] !== value) seen.push(value);
    };
    new MutationObserver(record).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-mantine-color-scheme'] });
    document.addEventListener('readystatechange', record);
  });
  const requests = watchRequests(page);

  const response = await page.goto(site.path);
  expect(response?.status()).toBe(200);
  const serverHeadings = headingsOf(await response!.text());
  expect(serverHeadings).toEqual([site.h1]);
  expect(startTags(await response!.text(), 'html')[0]?.['data-mantine-color-scheme']).toBe('light');

  await hydrated(page);
  await requests.idle();

  expect(problems).toEqual([]);
  // The heading the server wrote is the one React rendered.
  const hydratedHeadings = (await page.locator('h1').allTextContents()).map(collapse);
  expect(hydratedHeadings).toEqual(serverHeadings);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Light from the first paint to the end, whatever the system prefers.
  expect(await page.evaluate(() => (window as unknown as { colorSchemes: (string | null)[] }).colorSchemes)).toEqual(['light']);
  const look = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { background: style.backgroundColor, color: style.color };
  });
  await page.close();
  return look;
}

for (const pattern of sitePatterns()) {
  test(`${pattern} hydrates the server's page without a mismatch, on a phone and a wide screen, in light and dark mode`, async ({ browser, request }) => {
    // Four page loads, each to a settled page.
    test.setTimeout(120_000);
    const site = (await sitePages(request)).find((p) => p.pattern === pattern)!;
    for (const viewport of VIEWPORTS) {
      const looks: Partial<Record<(typeof COLOR_SCHEMES)[number], Look>> = {};
      for (const colorScheme of COLOR_SCHEMES) {
        await test.step(`${viewport.width}×${viewport.height}, ${colorScheme}`, async () => {
          const context = await browser.newContext({ viewport, colorScheme, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });
          try {
            looks[colorScheme] = await checkHydration(context, site);
          } finally {
            await context.close();
          }
        });
      }
      // The system's dark mode changes nothing.
      expect(looks.dark).toEqual(looks.light);
    }
  });
}
