import { expect, test } from './support/fixtures';
import { E2E_ADMIN } from './support/app-server';
import { loginAsAdmin, unique } from './helpers';

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

test('an approval made in the admin shows in Activity, reached from the dashboard and found by its action', async ({ page }) => {
  // A pending job of our own, created through the API, approved on the Jobs screen.
  const title = unique('E2E Audit Job');
  const created = await page.request.post('/api/jobs', {
    data: {
      title,
      company: 'E2E Audit Logistics',
      location: 'Mississauga, ON',
      type: 'Full-Time',
      category: 'Warehouse',
      description: 'Pick, pack and ship orders in a clean, climate-controlled facility.',
    },
  });
  expect(created.status()).toBe(201);
  await page.goto('/admin/jobs');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('button', { name: 'Approve anyway' }).click();
  await expect(card).toBeHidden();

  // The dashboard keeps its Recent Activity and links to the whole log.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await page.getByRole('link', { name: 'View all activity' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await expect(page).toHaveTitle(/^Activity \|/);
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity', exact: true })).toHaveAttribute('aria-current', 'page');

  const rows = page.getByTestId('activity-row');
  const approval = rows.filter({ hasText: title }).filter({ hasText: 'Job approved' });
  await expect(approval).toHaveCount(1);
  await expect(approval).toContainText(E2E_ADMIN.username);
  await expect(approval).toContainText('status: pending → approved');
  await expect(approval).toContainText(/127\.0\.0\.1|::1/);
  await expect(rows.filter({ hasText: title }).filter({ hasText: 'Job created' })).toHaveCount(1);

  // Only approvals: the creation of the same job is filtered out.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Job approved', exact: true }).click();
  await expect(page).toHaveURL(/action=job\.approve/);
  await expect(rows.filter({ hasText: title }).filter({ hasText: 'Job created' })).toHaveCount(0);
  await expect(approval).toHaveCount(1);
  const actions = await rows.getByText(/^Job approved$/).count();
  expect(actions).toBe(await rows.count());

  // A day long ago has nothing; clearing the filters brings everything back.
  await page.getByLabel('To').fill('2020-01-01');
  await expect(page.getByText('No activity found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await expect(rows.filter({ hasText: title })).toHaveCount(2);
});
