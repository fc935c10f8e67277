import { expect, test } from './support/fixtures';
import { type Page } from '@playwright/test';

/**
 * A phone shows one fixed bar at the bottom: a page with its own action bar (the transportation
 * quote bar) shows that one in place of the site's bottom bar, which every other page keeps.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** The visible elements fixed to the bottom edge of the viewport. */
async function fixedBottomBars(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const style = getComputedStyle(el);
        if (style.position !== 'fixed' || style.display === 'none' || style.visibility === 'hidden') return false;
        const box = el.getBoundingClientRect();
        return box.height > 0 && box.width > 0 && Math.abs(box.bottom - window.innerHeight) <= 1;
      })
      .map((el) => el.getAttribute('aria-label') ?? el.tagName),
  );
}

const siteBar = (page: Page) => page.getByRole('navigation', { name: 'Mobile quick navigation' });

test('transportation shows its Call / Get Quote / Email bar instead of the site bottom bar', async ({ page }) => {
  await page.goto('/transportation');
  const bar = page.getByTestId('mobile-quote-bar');
  await expect(bar).toBeVisible();
  await expect(siteBar(page)).toHaveCount(0);
  expect(await fixedBottomBars(page)).toEqual(['Quick actions']);
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeCloseTo(844, 0);
  expect(box.height).toBeLessThanOrEqual(64);

  // Its actions: call and email the company, Get Quote brings the form into view.
  await expect(bar.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await expect(bar.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:[^@]+@[^@]+$/);
  await page.mouse.wheel(0, 2000);
  await expect(bar).toBeInViewport();
  await bar.getByRole('button', { name: 'Get Quote' }).tap();
  await expect(page.getByRole('heading', { name: 'Request a Transportation Quote' })).toBeInViewport();
  const form = page.getByRole('form', { name: 'Transportation quote request' });
  await expect(form.getByLabel('Contact Name')).toBeInViewport();

  // The end of the page stays readable above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const legal = page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' });
  await expect(legal).toBeInViewport();
  const legalBox = (await legal.boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(legalBox.y + legalBox.height).toBeLessThanOrEqual(barBox.y);
  await page.screenshot({ path: test.info().outputPath('transportation-390-end.png') });
});

test('leaving transportation brings the site bottom bar back; pages without their own bar keep it', async ({ page }) => {
  for (const path of ['/jobs', '/staffing', '/warehouse']) {
    await page.goto(path);
    await expect(siteBar(page)).toBeVisible();
    await expect(page.getByTestId('mobile-quote-bar')).toHaveCount(0);
    expect(await fixedBottomBars(page), path).toEqual(['Mobile quick navigation']);
  }

  await page.goto('/transportation');
  await expect(page.getByTestId('mobile-quote-bar')).toBeVisible();
  await expect(siteBar(page)).toHaveCount(0);
  // Client-side navigation away (the header's menu): the site bar returns.
  await page.getByRole('button', { name: 'Toggle navigation menu' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About', exact: true }).tap();
  await expect(page).toHaveURL(/\/about$/);
  await expect(siteBar(page)).toBeVisible();
  // The menu's drawer and its overlay (fixed, full height) leave with a short transition.
  await expect.poll(() => fixedBottomBars(page)).toEqual(['Mobile quick navigation']);
});

test.describe('wide screens', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

  test('no fixed bottom bar on transportation or jobs', async ({ page }) => {
    await page.goto('/transportation');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('mobile-quote-bar')).toBeHidden();
    expect(await fixedBottomBars(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('transportation-1280.png') });
    await page.goto('/jobs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await fixedBottomBars(page)).toEqual([]);
  });
});
