import { expect, test } from './support/fixtures';

test('home page renders with header, footer and title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Northline Workforce Solutions/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['Home', 'Staffing', 'Warehouse', 'Transportation', 'About', 'Blog', 'Contact']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Find Job', exact: true })).toHaveAttribute('href', '/jobs');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Post Job', exact: true })).toHaveAttribute('href', '/post-job');
  await expect(page.getByRole('contentinfo')).toContainText('Quick Links');
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
});

test('jobs page lists approved jobs from the database', async ({ page }) => {
  await page.goto('/jobs');
  await expect(page).toHaveTitle(/Jobs/);
  await expect(page.getByRole('link', { name: 'Apply Now' }).first()).toBeVisible();
  // A page of twenty of the 42 seeded jobs; the count says how many there are in all.
  await expect(page.getByRole('link', { name: 'Apply Now' })).toHaveCount(20);
  await expect(page.getByTestId('jobs-count')).toHaveText(/^(4\d|[5-9]\d|\d{3,}) jobs found$/);
});

test('unknown paths show the 404 page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 Page Not Found');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
