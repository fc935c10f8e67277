import { expect, test } from './support/fixtures';
import { loginAsAdmin } from './helpers';

interface DashboardStats {
  jobs: number;
  blogPosts: number;
  testimonials: number;
  applications: number;
  newLeads: number;
  pendingJobs: number;
}

const number = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

test('stat cards show the figures of GET /api/admin/dashboard/stats', async ({ page }) => {
  // This worker's database changes only by its own tests, one at a time: the page and the answer agree.
  await page.goto('/admin');
  const cards = page.getByTestId('stat-card');
  await expect(cards.first().getByTestId('stat-value')).toBeVisible();
  const shown: Record<string, number> = {};
  for (const label of ['Awaiting Review', 'Total Jobs', 'Blog Posts', 'Testimonials', 'Applications', 'New Leads']) {
    const card = cards.filter({ hasText: label });
    await expect(card).toHaveCount(1);
    shown[label] = number(await card.getByTestId('stat-value').textContent());
  }
  const res = await page.request.get('/api/admin/dashboard/stats');
  expect(res.ok()).toBe(true);
  const stats = (await res.json()) as DashboardStats;
  expect(shown).toEqual({
    'Awaiting Review': stats.pendingJobs,
    'Total Jobs': stats.jobs,
    'Blog Posts': stats.blogPosts,
    Testimonials: stats.testimonials,
    Applications: stats.applications,
    'New Leads': stats.newLeads,
  });

  for (const hint of ['active job listings', 'published articles', 'client reviews', 'total applications']) {
    await expect(page.getByText(hint)).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /New Leads/ })).toHaveAttribute('href', '/admin/leads');
  // The jobs awaiting review come first, and open the job list on its Pending tab.
  await expect(cards.first()).toContainText('Awaiting Review');
  await expect(page.getByRole('link', { name: /Awaiting Review/ })).toHaveAttribute('href', '/admin/jobs');
});

test('recent activity lists at most four entries with relative times', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  const items = page.getByTestId('recent-activity').getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);
  for (let i = 0; i < count; i += 1) {
    await expect(items.nth(i)).toContainText(/just now|minutes? ago|hours? ago|days? ago/);
  }
});

test('quick actions lead to the admin sections and the live site', async ({ page }) => {
  await page.goto('/admin');
  const actions = page.getByRole('region', { name: 'Quick Actions' });
  const expected: [string, string][] = [
    ['Manage Jobs', '/admin/jobs'],
    ['Manage Blog Posts', '/admin/blog'],
    ['Manage Testimonials', '/admin/testimonials'],
    ['Cache Management', '/admin/settings'],
  ];
  for (const [label, href] of expected) {
    await expect(actions.getByRole('link', { name: label })).toHaveAttribute('href', href);
  }
  const live = actions.getByRole('link', { name: 'View Live Site' });
  await expect(live).toHaveAttribute('href', '/');
  await expect(live).toHaveAttribute('target', '_blank');

  const [popup] = await Promise.all([page.waitForEvent('popup'), live.click()]);
  await expect(popup).toHaveURL(/\/$/);
  await popup.close();

  await actions.getByRole('link', { name: 'Manage Jobs' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole('heading', { name: 'Job Management' })).toBeVisible();
  await page.goBack();
  await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Cache Management' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
});
