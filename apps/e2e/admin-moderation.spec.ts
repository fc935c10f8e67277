import { expect, test } from './support/fixtures';
import { type Page } from '@playwright/test';
import { loginAsAdmin, unique } from './helpers';

/** Moderation with reasons: deny with a reason shown on the card, bulk approve, reopen a denied job. */

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).last();
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

interface StoredJob {
  id: number;
  title: string;
  status: string;
  denialReason: string | null;
}

/** A pending job of our own, created through the API with the page's admin session. */
async function createPendingJob(page: Page, title: string): Promise<StoredJob> {
  const res = await page.request.post('/api/jobs', {
    data: {
      title,
      company: 'E2E Moderation Co.',
      location: 'Oakville, ON',
      type: 'Full-Time',
      category: 'Warehouse',
      description: 'Receive, put away and count inventory on day shift.',
      contactEmail: 'hr@e2e-moderation.example',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as StoredJob;
}

const stored = async (page: Page, id: number) => (await (await page.request.get(`/api/jobs/${id}`)).json()) as StoredJob;
/** The Job Management screen on one tab, searched for our own rows. */
const openTab = (page: Page, tab: 'pending' | 'denied', search: string) =>
  page.goto(`/admin/jobs?${new URLSearchParams({ ...(tab === 'pending' ? {} : { tab }), search }).toString()}`);

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

test('deny with a preset reason: the denied card shows it', async ({ page }) => {
  const job = await createPendingJob(page, unique('E2E Deny Reason'));
  await openTab(page, 'pending', job.title);
  await card(page, job.title).getByRole('button', { name: 'Deny' }).click();

  const dialog = page.getByRole('dialog', { name: 'Deny Job' });
  await expect(dialog).toContainText(`Why is '${job.title}' denied?`);
  await dialog.getByRole('radio', { name: 'Pay or terms missing' }).check();
  await dialog.getByLabel('Details').fill('Please add the hourly rate.');
  await dialog.getByRole('button', { name: 'Deny Job' }).click();

  await expect(toast(page, 'Job denied')).toBeVisible();
  await expect(toast(page, 'The job has been denied successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, job.title)).toBeHidden();
  expect(await stored(page, job.id)).toMatchObject({ status: 'denied', denialReason: 'Pay or terms missing: Please add the hourly rate.' });

  await page.getByRole('tab', { name: /Denied/ }).click();
  const deniedCard = card(page, job.title);
  await expect(deniedCard).toContainText('Reason for denial: Pay or terms missing: Please add the hourly rate.');
  await expect(deniedCard.getByRole('button', { name: 'Reopen' })).toBeVisible();
});

test('bulk approve two selected pending jobs', async ({ page }) => {
  const base = unique('E2E Bulk');
  const first = await createPendingJob(page, `${base} Picker`);
  const second = await createPendingJob(page, `${base} Packer`);
  const left = await createPendingJob(page, `${base} Loader`);
  await openTab(page, 'pending', base);

  const bar = page.getByTestId('bulk-actions');
  await expect(bar.getByRole('button', { name: 'Approve selected' })).toBeDisabled();
  await card(page, first.title)
    .getByRole('checkbox', { name: `Select ${first.title}` })
    .check();
  await card(page, second.title)
    .getByRole('checkbox', { name: `Select ${second.title}` })
    .check();
  await expect(bar).toContainText('2 jobs selected');
  await bar.getByRole('button', { name: 'Approve selected' }).click();
  // Posted with the specification's fields only, both have open Ontario posting points: asked first.
  const confirm = page.getByRole('dialog', { name: 'All 2 selected jobs have open posting points. Approve anyway?' });
  await confirm.getByRole('button', { name: 'Approve anyway' }).click();

  await expect(toast(page, '2 jobs have been approved successfully.')).toBeVisible();
  await expect(card(page, first.title)).toBeHidden();
  await expect(card(page, second.title)).toBeHidden();
  await expect(card(page, left.title)).toBeVisible();
  expect((await stored(page, first.id)).status).toBe('approved');
  expect((await stored(page, second.id)).status).toBe('approved');
  expect((await stored(page, left.id)).status).toBe('pending');
  expect((await page.request.delete(`/api/jobs/${left.id}`)).ok()).toBe(true);
});

test('reopen a denied job', async ({ page }) => {
  const job = await createPendingJob(page, unique('E2E Reopen'));
  const denied = await page.request.patch(`/api/jobs/${job.id}/status`, { data: { status: 'denied', reason: 'Duplicate posting' } });
  expect(denied.ok()).toBe(true);
  await openTab(page, 'denied', job.title);

  const deniedCard = card(page, job.title);
  await expect(deniedCard).toContainText('Reason for denial: Duplicate posting');
  await deniedCard.getByRole('button', { name: 'Reopen' }).click();
  await expect(toast(page, 'Job reopened')).toBeVisible();
  await expect(deniedCard).toBeHidden();
  expect(await stored(page, job.id)).toMatchObject({ status: 'pending', denialReason: null });

  await page.getByRole('tab', { name: /Pending Approval/ }).click();
  const pendingCard = card(page, job.title);
  await expect(pendingCard).toBeVisible();
  await expect(pendingCard.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(pendingCard.getByTestId('denial-reason')).toHaveCount(0);
  expect((await page.request.delete(`/api/jobs/${job.id}`)).ok()).toBe(true);
});
