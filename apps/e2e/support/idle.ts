import { expect, type Page, type Request } from '@playwright/test';

/** What keeps a page busy: its documents, scripts, styles and data calls (not images or media streams). */
const BUSY_TYPES = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);

/**
 * Watches a page's requests from now on (call it before the navigation). `idle()` waits until the
 * page has settled: nothing of BUSY_TYPES under way, and still nothing new after the browser has
 * had two idle periods (the page's deferred work, lazily loaded sections, has then run).
 */
export function watchRequests(page: Page) {
  const started: Request[] = [];
  const pending = new Set<Request>();
  page.on('request', (request) => {
    started.push(request);
    pending.add(request);
  });
  const end = (request: Request) => pending.delete(request);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const busy = () => [...pending].filter((request) => BUSY_TYPES.has(request.resourceType()));
  const count = () => started.filter((request) => BUSY_TYPES.has(request.resourceType())).length;

  return {
    /** Every request the page made since watching began. */
    started,
    async idle() {
      for (;;) {
        await expect.poll(() => busy().map((request) => request.url()), { message: 'requests still under way', timeout: 15_000 }).toEqual([]);
        const before = count();
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              const idle = (left: number) => requestIdleCallback(() => (left <= 1 ? resolve() : idle(left - 1)), { timeout: 1000 });
              requestAnimationFrame(() => idle(2));
            }),
        );
        if (count() === before && busy().length === 0) return;
      }
    },
  };
}

/**
 * Waits until React has hydrated the server's page: the page's controls, disabled while its scripts
 * load, are enabled, those of the sections that hydrate later (lazy ones) included.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('fieldset.page-controls').first(), 'the page has its controls').toBeAttached();
  await expect(page.locator('fieldset.page-controls[disabled]'), 'the page hydrates (its controls are enabled)').toHaveCount(0, { timeout: 15_000 });
}
