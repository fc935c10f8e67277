import { expect, test } from './support/fixtures';
import { meta } from './helpers';

test.describe('About, Terms and Privacy', () => {
  test('about page tells the story, approach and mission with calls to action', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us | Northline Workforce Solutions');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    const main = page.getByRole('main');
    for (const heading of ['Our Story', 'Our Approach', 'Our Mission', 'Ready to Work With Us?']) {
      await expect(main.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    // Key facts: founded 2016, 5000+ placements.
    await expect(main.getByText(/founded in 2016/i).first()).toBeVisible();
    await expect(main.getByText(/5000\+ placements/).first()).toBeVisible();
    await expect(page.getByTestId('about-facts')).toContainText('5,000+');
    // Problem, agitate, solve.
    for (const step of ['Problem', 'Agitate', 'Solve']) await expect(main.getByText(step, { exact: true })).toBeVisible();
    // Calls to action.
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'Find a Job' })).toHaveAttribute('href', '/jobs');
    await expect(main.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/post-job');

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
    expect(await meta(page, 'description')).toContain('2016');
    expect(await meta(page, 'twitter:card')).toBe('summary_large_image');

    await main.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('terms and conditions: updated December 2022, governed by Ontario law', async ({ page }) => {
    await page.goto('/terms-conditions');
    await expect(page).toHaveTitle('Terms & Conditions | Northline Workforce Solutions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(page.getByText('Last updated: December 2022')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: /Governing Law/ })).toBeVisible();
    await expect(main.getByText(/governed by the laws of the Province of Ontario/)).toBeVisible();
    await expect(main.getByRole('heading', { name: /Limitation of Liability/ })).toBeVisible();
    expect(await main.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(12);
    await main.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    expect(await meta(page, 'robots')).toBe('index, follow');
  });

  test('privacy policy covers consent, retention, accuracy, 30-day access and 2-year cookies', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page).toHaveTitle('Privacy Policy | Northline Workforce Solutions');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const main = page.getByRole('main');
    for (const heading of [/Consent/, /Retention/, /Accuracy/, /Access to Your Information/, /Cookies/]) {
      await expect(main.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(main.getByText(/within 30 days/).first()).toBeVisible();
    await expect(main.getByText(/up to 2 years/)).toBeVisible();
    await expect(main.getByText(/PIPEDA/).first()).toBeVisible();
    expect(await meta(page, 'description')).toMatch(/personal information/);
  });
});
