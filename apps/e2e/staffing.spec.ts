import { expect, test } from './support/fixtures';

test('staffing page shows the hero video, stats, services, benefits and contact buttons', async ({ page }) => {
  await page.goto('/staffing');
  await expect(page).toHaveTitle(/Staffing/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/staffing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const video = page.locator('video[src="/api/public/Staffing.mp4"]');
  await expect(video).toHaveCount(1);
  await expect(video).toHaveAttribute('poster', '/api/public/Staffing.jpg');

  const stats = page.getByRole('region', { name: 'Staffing by the numbers' });
  await expect(stats.getByText('5,000+', { exact: true })).toBeVisible();
  await expect(stats.getByText('24-48 hrs', { exact: true })).toBeVisible();

  for (const service of ['Temporary Staffing', 'Permanent Placement', 'Specialized Roles', 'Contract-to-Hire']) {
    await expect(page.getByRole('heading', { name: service, exact: true })).toBeVisible();
  }
  await expect(page.locator('#benefits article')).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Candidates in 24-48 Hours' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Over 8 Years in Ontario' })).toBeVisible();

  await expect(page.getByRole('link', { name: 'Request Staff' })).toHaveAttribute('href', '/contact');
  const contact = page.locator('#contact');
  await expect(contact.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:/);
  await expect(contact.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', /^mailto:/);
  await contact.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test('staffing page reads well on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/staffing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
