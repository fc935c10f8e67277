import { expect, test } from './support/fixtures';

test('services page lists services, industries, benefits and the process', async ({ page }) => {
  await page.goto('/services');
  await expect(page).toHaveTitle(/Services/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/services$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await expect(page.locator('#services article')).toHaveCount(4);
  for (const service of ['Staffing & Recruitment', 'Warehouse Services', 'Transportation & Freight', 'Workforce Management']) {
    await expect(page.getByRole('heading', { name: service, exact: true })).toBeVisible();
  }

  const industries = page.locator('#industries article');
  await expect(industries).toHaveCount(4);
  await expect(industries.filter({ hasText: 'Manufacturing' })).toContainText('Machine Operators');
  await expect(industries.filter({ hasText: 'Warehouse & Distribution' })).toContainText('Forklift Operators');

  await expect(page.locator('#benefits article')).toHaveCount(4);
  await expect(page.locator('#process li')).toHaveCount(3);

  for (const name of ['Get Started Today', 'Request a Consultation', 'Schedule a Consultation', 'Contact Us']) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/contact');
  }
  await page.getByRole('link', { name: 'Get Started Today' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('service cards lead to the division pages', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('link', { name: /Explore transportation/ }).click();
  await expect(page).toHaveURL(/\/transportation$/);
  await page.goBack();
  await page.getByRole('link', { name: /Explore warehousing/ }).click();
  await expect(page).toHaveURL(/\/warehouse$/);
});

test('services page has no horizontal scroll on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
