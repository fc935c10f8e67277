import { expect, test } from './support/fixtures';

/** GET /api/docs: the interactive reference of /api/openapi.json renders under the site's CSP. */
test('the API reference renders the generated document', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('REST API reference');
  await expect(page.getByRole('heading', { name: 'Northline Workforce Solutions REST API' })).toBeVisible();
  // An operation of the table: its group opens in the sidebar, and its page shows the path.
  const sidebar = page.getByRole('complementary');
  await sidebar.getByRole('button', { name: 'Open Group - job', exact: true }).click();
  await sidebar.getByRole('link', { name: /^One job/ }).click();
  const operation = page
    .getByRole('main')
    .locator('section', { has: page.getByRole('heading', { name: 'One job', exact: true }) })
    .first();
  await expect(operation).toContainText('/api/jobs/{id}');
  await expect(operation).toContainText('job.byId');

  expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
  expect(problems).toEqual([]);
});

test('the document is served as JSON', async ({ request }) => {
  const response = await request.get('/api/openapi.json');
  expect(response.status()).toBe(200);
  const document = await response.json();
  expect(document.openapi).toBe('3.1.0');
  expect(document.paths['/api/jobs/{id}'].get['x-trpc-procedure']).toBe('job.byId');
});
