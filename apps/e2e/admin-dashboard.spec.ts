import { expect, test } from './support/fixtures';
import { adminRequest, loginAsAdmin, memberThroughApi, userName } from './helpers';

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
});

test('at 1440 px every stat card shows its whole label, clear of its icon', async ({ page }) => {
  // Issue 33, item 12: six cards in a row cut 'Testimonia' and 'Application' under their icons.
  expect(page.viewportSize()?.width).toBe(1440);
  await page.goto('/admin');
  const cards = page.getByTestId('stat-card');
  await expect(cards).toHaveCount(6);
  await expect(cards.first().getByTestId('stat-value')).toBeVisible();
  for (const label of ['Awaiting Review', 'Total Jobs', 'Blog Posts', 'Testimonials', 'Applications', 'New Leads']) {
    const card = cards.filter({ hasText: label });
    const text = card.getByText(label, { exact: true });
    const overflow = await text.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow, `${label} overflows its box`).toBeLessThanOrEqual(0);
    const [textBox, iconBox] = await Promise.all([text.boundingBox(), card.locator('.mantine-ThemeIcon-root').boundingBox()]);
    expect(textBox!.x + textBox!.width, `${label} runs under its icon`).toBeLessThanOrEqual(iconBox!.x);
    // The whole word is on one line (not broken inside it): 'Testimonials' is no wider than its line.
    const wordWidths = await text.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return [...range.getClientRects()].map((r) => Math.round(r.width));
    });
    expect(wordWidths.length, `${label} is broken across ${wordWidths.length} lines`).toBeLessThanOrEqual(label.split(' ').length);
  }
});

test('the cache manager shows once, to owners, and says what it means when no service worker controls the page', async ({
  page,
  browser,
  request,
  workerApp,
}) => {
  // The e2e browser blocks the service worker, as a hard reload or a first visit leaves a page uncontrolled.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const panel = page.getByRole('region', { name: 'Cache Management' });
  await expect(panel).toBeVisible();
  await expect(page.getByText('Cache Management', { exact: true })).toHaveCount(1);
  const note = panel.getByTestId('cache-worker-note');
  await expect(note).toContainText('This page is not controlled by the service worker');
  await expect(note).toContainText('reload this page normally');
  await expect(panel.getByTestId('cache-offline-state')).toHaveText('Not active');
  // Not the figures of a cache there is none of.
  await expect(panel).not.toContainText('unknown');
  await expect(panel).not.toContainText('Never');
  await expect(panel.getByTestId('cache-version')).toHaveCount(0);

  // A recruiter's dashboard has no cache tools (nor the owners' privacy requests).
  const recruiter = await memberThroughApi(await adminRequest(request), workerApp, browser, 'recruiter', userName('dash'));
  const context = await browser.newContext();
  try {
    const theirs = await context.newPage();
    expect((await theirs.request.post('/api/admin/login', { data: { username: recruiter.username, password: recruiter.password } })).ok()).toBe(true);
    await theirs.goto('/admin');
    await expect(theirs.getByTestId('stat-card').first().getByTestId('stat-value')).toBeVisible();
    await expect(theirs.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expect(theirs.getByText('Cache Management')).toHaveCount(0);
    await expect(theirs.getByRole('region', { name: 'Privacy Requests' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
