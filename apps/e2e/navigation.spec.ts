import { expect, test } from './support/fixtures';
import { type Page } from '@playwright/test';
import { hydrated } from './support/idle';

const HEADER_LINKS = [
  ['Home', '/'],
  ['Staffing', '/jobs'],
  ['Warehouse', '/warehouse'],
  ['Transportation', '/transportation'],
  ['About', '/about'],
  ['Blog', '/blog'],
  ['Contact', '/contact'],
] as const;

const MORE_LINKS = [
  ['Services', '/services'],
  ['About', '/about'],
  ['Blog', '/blog'],
  ['Contact', '/contact'],
  ['Terms', '/terms-conditions'],
  ['Privacy', '/privacy-policy'],
] as const;

const QUICK_LINKS = [
  ['Browse Jobs', '/jobs'],
  ['Post a Job', '/post-job'],
  ['Our Services', '/services'],
  ['About Us', '/about'],
  ['Contact', '/contact'],
  ['My applications', '/my-applications'],
  ['My postings', '/my-postings'],
] as const;

const CATEGORIES = ['Transportation', 'Manufacturing', 'Customer Service', 'Administrative', 'Warehouse'] as const;

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls to the end of the page (again, if the first page load's own scroll-to-top came later). */
async function scrollToBottom(page: Page) {
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      return scrollY(page);
    })
    .toBeGreaterThan(500);
}

test.describe('desktop header and footer', () => {
  test('header links and buttons', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(HEADER_LINKS.length);
    for (const [i, [label, href]] of HEADER_LINKS.entries()) {
      await expect(links.nth(i)).toHaveText(label);
      await expect(links.nth(i)).toHaveAttribute('href', href);
    }
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Find Job', exact: true })).toHaveAttribute('href', '/jobs');
    await expect(header.getByRole('link', { name: 'Post Job', exact: true })).toHaveAttribute('href', '/post-job');
    // The mobile-only controls stay out of the way on wide screens.
    await expect(page.getByRole('button', { name: 'Toggle navigation menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Mobile quick navigation' })).toBeHidden();
  });

  test('header links and buttons navigate', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const header = page.getByRole('banner');
    await nav.getByRole('link', { name: 'Staffing' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await nav.getByRole('link', { name: 'Warehouse' }).click();
    await expect(page).toHaveURL(/\/warehouse$/);
    await expect(nav.getByRole('link', { name: 'Warehouse' })).toHaveAttribute('aria-current', 'page');
    await header.getByRole('link', { name: 'Post Job', exact: true }).click();
    await expect(page).toHaveURL(/\/post-job$/);
    await header.getByRole('link', { name: 'Find Job', exact: true }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  // A page's head texts are worked out by its loader, which loads with the page's own code (not
  // the first script): a page reached by a link in the browser still gets its own head.
  for (const [home, link, title, canonical, description] of [
    ['/', 'Transportation', 'Transportation & Freight Services | ', '/transportation', /^Full truckload, LTL and expedited freight/],
    ['/fr', 'Transport', 'Services de transport de marchandises | ', '/fr/transport', /^Transport par charge complète/],
  ] as const)
    test(`a page reached by a link gets its own title, description, canonical and JSON-LD (${home})`, async ({ page }) => {
      await page.goto(home);
      await hydrated(page);
      await page
        .getByRole('navigation', { name: home === '/' ? 'Main' : 'Navigation principale' })
        .getByRole('link', { name: link, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${canonical}$`));
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[|&]/g, '\\$&')}`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${canonical}$`));
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')['@type']));
      expect(types).toEqual(expect.arrayContaining(['Service', 'FAQPage', 'BreadcrumbList']));
    });

  test('footer: quick links, popular categories, contact info, social links and legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: 'Quick Links' });
    await expect(quick.getByRole('link')).toHaveCount(QUICK_LINKS.length);
    for (const [label, href] of QUICK_LINKS) await expect(quick.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);

    const categories = footer.getByRole('navigation', { name: 'Popular Categories' });
    await expect(categories.getByRole('link')).toHaveCount(CATEGORIES.length);
    for (const category of CATEGORIES) {
      const href = (await categories.getByRole('link', { name: category, exact: true }).getAttribute('href')) ?? '';
      const url = new URL(href, 'http://x');
      expect(url.pathname).toBe('/jobs');
      expect(url.searchParams.get('category')).toBe(category);
    }

    await expect(footer.getByRole('link', { name: '(905) 555-0148' })).toHaveAttribute('href', 'tel:+19055550148');
    await expect(footer.getByRole('link', { name: 'info@northlineworkforce.ca' })).toHaveAttribute('href', 'mailto:info@northlineworkforce.ca');
    await expect(footer).toContainText('Mississauga, ON');
    await expect(footer).toContainText('Monday - Friday: 9:00 AM - 5:00 PM');

    const social = footer.getByRole('link', { name: /Northline on / });
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }

    await expect(footer).toContainText(`© ${new Date().getFullYear()} Northline Workforce Solutions. All rights reserved.`);
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms-conditions');

    await categories.getByRole('link', { name: 'Manufacturing' }).click();
    await expect(page).toHaveURL(/\/jobs\?category=Manufacturing$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page).toHaveURL(/\/terms-conditions$/);
  });

  test('every navigation starts at the top of the page', async ({ page }) => {
    await page.goto('/');
    await scrollToBottom(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => scrollY(page)).toBe(0);

    await scrollToBottom(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  test('Home while on home scrolls smoothly back to the top', async ({ page }) => {
    await page.goto('/');
    await scrollToBottom(page);
    const start = await scrollY(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    // Smooth: part way up shortly after the click, then all the way.
    await expect.poll(() => scrollY(page)).toBeLessThan(start);
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('unknown paths answer 404 with the 404 page', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404 Page Not Found');
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).not.toHaveTitle('404 Page Not Found');
  });
});

test.describe('mobile (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('menu toggle opens the navigation panel', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Toggle navigation menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const [label, href] of HEADER_LINKS) await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await expect(menu.getByRole('link', { name: 'Find Job' })).toHaveAttribute('href', '/jobs');
    await expect(menu.getByRole('link', { name: 'Post Job' })).toHaveAttribute('href', '/post-job');

    await menu.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('bottom bar: Home, Find a Job, Post a Job and the More panel', async ({ page }) => {
    await page.goto('/about');
    const bar = page.getByRole('navigation', { name: 'Mobile quick navigation' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(bar.getByRole('link', { name: 'Find a Job' })).toHaveAttribute('href', '/jobs');
    await expect(bar.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/post-job');

    const more = bar.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    const panel = page.getByRole('dialog', { name: 'More' });
    await expect(panel).toBeVisible();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link')).toHaveCount(MORE_LINKS.length);
    for (const [label, href] of MORE_LINKS) await expect(panel.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    await panel.getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(panel).toBeHidden();
  });

  test('bottom bar links navigate', async ({ page }) => {
    await page.goto('/about');
    const bar = page.getByRole('navigation', { name: 'Mobile quick navigation' });
    await bar.getByRole('link', { name: 'Find a Job' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await bar.getByRole('link', { name: 'Post a Job' }).click();
    await expect(page).toHaveURL(/\/post-job$/);
    await bar.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the bottom bar never covers the end of the page', async ({ page }) => {
    await page.goto('/');
    await scrollToBottom(page);
    const bar = await page.getByRole('navigation', { name: 'Mobile quick navigation' }).boundingBox();
    const legal = await page.getByRole('contentinfo').getByRole('link', { name: 'Terms & Conditions' }).boundingBox();
    expect(bar && legal).toBeTruthy();
    expect(legal!.y + legal!.height).toBeLessThanOrEqual(bar!.y);
  });
});
