import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules axe checks. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until nothing on the page is moving: no CSS transition or finite animation running (a spinner
 * turns for ever), read after two frames (a toast fades in over a few frames; axe reading its text half-faded measures the contrast
 * of a blend, not of the colours a person reads).
 */
export async function animationsDone(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<number>((resolve) =>
              requestAnimationFrame(() =>
                requestAnimationFrame(() =>
                  resolve(document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length),
                ),
              ),
            ),
        ),
      { message: 'animations still running', timeout: 10_000 },
    )
    .toBe(0);
}

/**
 * The serious and critical WCAG 2.1 AA violations axe finds on the page (or the part `include`
 * selects) once it is still, one line each.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await animationsDone(page);
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
