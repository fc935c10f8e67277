import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { loginAsAdmin } from './helpers';
import { hydrated } from './support/idle';

/**
 * Issue 25: the keyboard alone reaches every control of the main pages, the focus ring is always
 * visible, and on a phone a focused control is never hidden under the fixed bottom bar.
 */

// A walk is one Tab and one look per stop, up to a few hundred stops: more than the default 30 s
// on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** What the walk saw at one Tab stop. */
interface Stop {
  id: string | null;
  label: string;
  ring: boolean;
  top: number;
  bottom: number;
  inBar: boolean;
}

/**
 * Marks every visible control of the page (links, buttons, fields; one radio per group, the selected
 * tab of a tab list), then
 * presses Tab until the focus has gone round the page once (or `max` stops), recording each stop.
 * Returns the stops and the marked controls the focus never reached.
 */
async function tabThrough(page: Page, max = 200): Promise<{ stops: Stop[]; missed: string[] }> {
  const candidates = await page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';
    const seenRadios = new Set<string>();
    const marked: string[] = [];
    document.querySelectorAll<HTMLElement>(selector).forEach((el, i) => {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return;
      if (el.closest('[inert], [aria-hidden="true"]')) return;
      // A tab list is one stop: the selected tab (the arrow keys move between tabs).
      if (el.getAttribute('role') === 'tab' && el.getAttribute('aria-selected') !== 'true') return;
      if (el instanceof HTMLInputElement && el.type === 'radio') {
        if (seenRadios.has(el.name)) return;
        seenRadios.add(el.name);
        el.closest('[role="radiogroup"]')?.setAttribute('data-kb-group', el.name);
      }
      const id = `kb-${i}`;
      el.setAttribute('data-kb', id);
      if (el instanceof HTMLInputElement && el.type === 'radio')
        document.querySelectorAll(`input[type="radio"][name="${CSS.escape(el.name)}"]`).forEach((r) => r.setAttribute('data-kb', id));
      marked.push(
        `${id} ${el.tagName.toLowerCase()} '${(el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).name ?? '').trim().slice(0, 40)}'`,
      );
    });
    return marked;
  });
  const stops: Stop[] = [];
  const reached = new Set<string>();
  let first: string | null = null;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((): Stop => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { id: null, label: 'body', ring: true, top: 0, bottom: 0, inBar: false };
      const style = getComputedStyle(el);
      const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
      const rect = el.getBoundingClientRect();
      return {
        id: el.getAttribute('data-kb'),
        label: `${el.tagName.toLowerCase()} '${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}'`,
        ring,
        top: rect.top,
        bottom: rect.bottom,
        inBar: el.closest('[data-bottom-bar]') !== null,
      };
    });
    if (stop.id && stop.id === first) break;
    first ??= stop.id;
    if (stop.id) reached.add(stop.id);
    stops.push(stop);
  }
  const missed = candidates.filter((c) => !reached.has(c.split(' ')[0]!));
  return { stops, missed };
}

test.describe('with the keyboard alone, on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const pages = [
    { name: 'the home page', path: '/' },
    { name: '/jobs', path: '/jobs' },
    { name: 'the post-job form', path: '/post-job' },
  ];
  for (const { name, path } of pages) {
    test(`${name}: Tab reaches every control, and every stop shows the focus ring`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const { stops, missed } = await tabThrough(page);
      expect(missed, 'controls Tab never reached').toEqual([]);
      expect(
        stops.filter((s) => s.id && !s.ring).map((s) => s.label),
        'stops without a visible focus ring',
      ).toEqual([]);
    });
  }

  test('a job page with its apply form: Tab reaches every control, and every stop shows the focus ring', async ({ page }) => {
    const [job] = (await (await page.request.get('/api/jobs?limit=1')).json()) as { id: number }[];
    await page.goto(`/jobs/${job!.id}`);
    await hydrated(page);
    await expect(page.getByRole('button', { name: /submit application/i })).toBeVisible();
    const { stops, missed } = await tabThrough(page);
    expect(missed, 'controls Tab never reached').toEqual([]);
    expect(stops.filter((s) => s.id && !s.ring).map((s) => s.label)).toEqual([]);
    // The form is filled and sent from the keyboard too: Enter on the submit button validates it.
    await page.getByRole('button', { name: /submit application/i }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').or(page.locator('[aria-invalid="true"]')).first()).toBeVisible();
  });

  test('the admin job list: Tab reaches every control, and every stop shows the focus ring', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/jobs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('article').first()).toBeVisible();
    const { stops, missed } = await tabThrough(page, 400);
    expect(missed, 'controls Tab never reached').toEqual([]);
    expect(stops.filter((s) => s.id && !s.ring).map((s) => s.label)).toEqual([]);
  });
});

test.describe('with the keyboard on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('no control reached with Tab hides under the fixed bottom bar (apply form and footer)', async ({ page }) => {
    const [job] = (await (await page.request.get('/api/jobs?limit=1')).json()) as { id: number }[];
    await page.goto(`/jobs/${job!.id}`);
    await hydrated(page);
    // As on the desktop: the walk starts once the apply form is there to walk through.
    await expect(page.getByRole('button', { name: /submit application/i })).toBeVisible();
    const bar = page.getByRole('navigation', { name: 'Mobile quick navigation' });
    await expect(bar).toBeVisible();
    const barTop = (await bar.boundingBox())!.y;
    const { stops } = await tabThrough(page);
    // The walk went through the apply form and the footer (the message says where it went if not).
    const walk = `the walk on ${page.url()}: ${stops.map((s) => s.label).join(' → ')}`;
    expect(
      stops.some((s) => /submit application/i.test(s.label)),
      walk,
    ).toBe(true);
    expect(
      stops.some((s) => /privacy policy/i.test(s.label)),
      walk,
    ).toBe(true);
    const hidden = stops
      .filter((s) => s.id && !s.inBar && s.bottom > barTop + 1)
      .map((s) => `${s.label} (bottom ${Math.round(s.bottom)} > bar ${Math.round(barTop)})`);
    expect(hidden).toEqual([]);
  });
});
