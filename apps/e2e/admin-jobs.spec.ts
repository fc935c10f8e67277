import { expect, test } from './support/fixtures';
import { type Page } from '@playwright/test';
import { loginAsAdmin, unique } from './helpers';

/** The toast showing `text` (a replaced toast may still be fading out next to it). */
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).last();

interface CreatedJob {
  id: number;
  title: string;
}

/** A pending job of our own, created through the API with the page's admin session. */
async function createPendingJob(page: Page, overrides: Record<string, string> = {}): Promise<CreatedJob> {
  const title = unique('E2E Admin Job');
  const res = await page.request.post('/api/jobs', {
    data: {
      title,
      company: 'E2E Logistics Inc.',
      location: 'Mississauga, ON',
      type: 'Full-Time',
      category: 'Warehouse',
      description: 'Pick, pack and ship orders in a clean, climate-controlled facility.',
      contactEmail: 'hr@e2e-logistics.example',
      ...overrides,
    },
  });
  expect(res.status()).toBe(201);
  const job = (await res.json()) as CreatedJob;
  return { id: job.id, title };
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

test('post a new job through the dialog, approve it and find it on the public jobs page', async ({ page }) => {
  const title = unique('E2E Forklift Operator');
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { name: 'Job Management', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Pending Approval/ })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Post New Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post New Job' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Job Title').fill(title);
  await dialog.getByLabel('Company').fill('E2E Freight Co.');
  await dialog.getByLabel('Location').fill('Brampton, ON');
  await dialog.getByLabel('Job Type').selectOption('Part-Time');
  await dialog.getByLabel('Category').selectOption('Transportation');
  await dialog.getByLabel('Salary').fill('$24 - $27 per hour');
  await dialog.getByLabel('Description').fill('Operate counterbalance forklifts and keep the dock moving.');
  await dialog.getByLabel('Requirements').fill('Valid forklift certificate');
  await dialog.getByLabel('Contact Email').fill('jobs@e2e-freight.example');
  await dialog.getByLabel('Contact Phone').fill('(905) 555-0101');
  await dialog.getByRole('button', { name: 'Post Job' }).click();

  await expect(toast(page, 'Job posted successfully and is pending approval.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const pendingCard = card(page, title);
  await expect(pendingCard).toBeVisible();
  await expect(pendingCard).toContainText('Brampton, ON');
  await expect(pendingCard).toContainText('E2E Freight Co.');
  await expect(pendingCard).toContainText('jobs@e2e-freight.example');
  await expect(pendingCard).toContainText('pending');
  await expect(pendingCard).toContainText('Part-time');

  await pendingCard.getByRole('button', { name: 'Approve' }).click();
  // An Ontario job without the posting answers has open points: approving asks first.
  await page.getByRole('button', { name: 'Approve anyway' }).click();
  await expect(toast(page, 'Job approved')).toBeVisible();
  await expect(toast(page, 'The job has been approved successfully.')).toBeVisible();
  await expect(pendingCard).toBeHidden();

  await page.getByRole('tab', { name: /Approved Jobs/ }).click();
  const approvedCard = card(page, title);
  await expect(approvedCard).toBeVisible();
  await expect(approvedCard.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(approvedCard.getByRole('button', { name: 'Deny' })).toHaveCount(0);

  await page.goto(`/jobs?query=${encodeURIComponent(title)}`);
  await expect(page.getByText(title).first()).toBeVisible();
});

test('deny a pending job', async ({ page }) => {
  const job = await createPendingJob(page);
  await page.goto('/admin/jobs');
  const pendingCard = card(page, job.title);
  await expect(pendingCard).toBeVisible();
  await pendingCard.getByRole('button', { name: 'Deny' }).click();
  // Deny asks why first; the reason is stored with the job.
  const dialog = page.getByRole('dialog', { name: 'Deny Job' });
  await dialog.getByRole('radio', { name: 'Incomplete or unclear description' }).check();
  await dialog.getByRole('button', { name: 'Deny Job' }).click();
  await expect(toast(page, 'Job denied')).toBeVisible();
  await expect(toast(page, 'The job has been denied successfully.')).toBeVisible();
  await expect(pendingCard).toBeHidden();

  const stored = await page.request.get(`/api/jobs/${job.id}`);
  expect(await stored.json()).toMatchObject({ status: 'denied', denialReason: 'Incomplete or unclear description' });
  await page.getByRole('tab', { name: /Approved Jobs/ }).click();
  await expect(card(page, job.title)).toHaveCount(0);
});

test('edit a job through the Edit Job dialog', async ({ page }) => {
  const job = await createPendingJob(page, { type: 'Part-time', salary: '$20/hour' });
  const newTitle = unique('E2E Edited Job');
  await page.goto('/admin/jobs');
  await card(page, job.title).getByRole('button', { name: 'Edit' }).click();

  const dialog = page.getByRole('dialog', { name: 'Edit Job' });
  await expect(dialog.getByLabel('Job Title')).toHaveValue(job.title);
  await expect(dialog.getByLabel('Job Type')).toHaveValue('Part-Time');
  await expect(dialog.getByLabel('Salary')).toHaveValue('$20/hour');
  await dialog.getByLabel('Job Title').fill(newTitle);
  await dialog.getByLabel('Location').fill('Hamilton, ON');
  await dialog.getByLabel('Salary').fill('');
  await dialog.getByRole('button', { name: 'Update Job' }).click();

  await expect(toast(page, 'Job updated successfully.')).toBeVisible();
  await expect(card(page, newTitle)).toContainText('Hamilton, ON');
  const stored = (await (await page.request.get(`/api/jobs/${job.id}`)).json()) as Record<string, unknown>;
  // The note is gone; the pay read from it stays, and the REST salary is that pay written out.
  expect(stored).toMatchObject({
    title: newTitle,
    location: 'Hamilton, ON',
    payMin: 20,
    payMax: 20,
    payPeriod: 'hour',
    salary: '$20 an hour',
    status: 'pending',
  });
});

test('delete a job after the confirmation', async ({ page }) => {
  const job = await createPendingJob(page);
  await page.goto('/admin/jobs');
  await card(page, job.title).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Are you sure you want to delete '${job.title}'? This action cannot be undone.`);

  // Cancel keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, job.title)).toBeVisible();

  await card(page, job.title).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Job deleted successfully.')).toBeVisible();
  await expect(card(page, job.title)).toHaveCount(0);
  expect((await page.request.get(`/api/jobs/${job.id}`)).status()).toBe(410); // deleted for good (issue 12)
});

test('the job dialog needs the required fields and checks contact email and phone', async ({ page }) => {
  const title = unique('E2E Invalid Contact Job');
  await page.goto('/admin/jobs');
  await page.getByRole('button', { name: 'Post New Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post New Job' });
  const submit = dialog.getByRole('button', { name: 'Post Job' });
  await expect(submit).toBeDisabled();

  await dialog.getByLabel('Job Title').fill(title);
  await dialog.getByLabel('Company').fill('E2E Co.');
  await dialog.getByLabel('Location').fill('Toronto, ON');
  await dialog.getByLabel('Job Type').selectOption('Contract');
  await dialog.getByLabel('Category').selectOption('Healthcare');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Description').fill('Short contract role.');
  await expect(submit).toBeEnabled();
  await dialog.getByLabel('Description').fill('   ');
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Description').fill('Short contract role.');

  await dialog.getByLabel('Contact Email').fill('not-an-email');
  await dialog.getByLabel('Contact Phone').fill('12345');
  await submit.click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(dialog.getByLabel('Contact Email')).toHaveAttribute('type', 'email');
  await expect(dialog.getByLabel('Contact Email')).toHaveAttribute('aria-invalid', 'true');

  // Nothing was stored.
  const pending = (await (await page.request.get('/api/jobs/pending')).json()) as { title: string }[];
  expect(pending.some((j) => j.title === title)).toBe(false);

  // Fixing both lets it through.
  await dialog.getByLabel('Contact Email').fill('ok@e2e.example');
  await dialog.getByLabel('Contact Phone').fill('9055550199');
  await submit.click();
  await expect(toast(page, 'Job posted successfully and is pending approval.')).toBeVisible();
  const created = page.getByRole('article', { name: title });
  await expect(created).toBeVisible();
  // Clean up our row.
  const after = (await (await page.request.get('/api/jobs/pending')).json()) as { id: number; title: string }[];
  const mine = after.find((j) => j.title === title);
  expect(mine).toBeDefined();
  expect((await page.request.delete(`/api/jobs/${mine!.id}`)).ok()).toBe(true);
});

test('a failed status change says so and keeps the job pending', async ({ page }) => {
  const job = await createPendingJob(page);
  await page.goto('/admin/jobs');
  await page.route('**/trpc/job.setStatus**', (route) => route.abort('failed'));
  const pendingCard = card(page, job.title);
  await pendingCard.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('button', { name: 'Approve anyway' }).click();
  await expect(toast(page, 'Failed to update job status. Please try again.')).toBeVisible();
  await expect(toast(page, 'Error')).toBeVisible();
  await expect(pendingCard).toBeVisible();
  expect((await (await page.request.get(`/api/jobs/${job.id}`)).json()).status).toBe('pending');
  await page.unroute('**/trpc/job.setStatus**');
  expect((await page.request.delete(`/api/jobs/${job.id}`)).ok()).toBe(true);
});

test("'Approve selected' asks first when a selected job has open Ontario posting points", async ({ page }) => {
  const batch = unique('E2E Bulk Approve');
  // An Ontario job without the existing-vacancy and AI answers has open points; the other answers all.
  const post = async (title: string, extra: Record<string, unknown>) => {
    const res = await page.request.post('/api/jobs', {
      data: { title, company: 'E2E Bulk Co.', location: 'Oshawa, ON', type: 'Full-Time', category: 'Warehouse', description: 'Sort parcels.', ...extra },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: number; complianceIssues: string[] };
  };
  const openTitle = `${batch} Open: Night Shift Parcel Sorter, Oshawa Distribution Centre`;
  const open = await post(openTitle, { salary: '$21 - $23 / hour' });
  const clean = await post(`${batch} Clean`, { payMin: 21, payMax: 23, payPeriod: 'hour', existingVacancy: true, aiScreening: false });
  expect(open.complianceIssues).toEqual(['existingVacancyUnanswered', 'aiScreeningUnanswered']);
  expect(clean.complianceIssues).toEqual([]);

  await page.goto(`/admin/jobs?search=${encodeURIComponent(batch)}`);
  await expect(card(page, openTitle)).toBeVisible();
  await expect(card(page, `${batch} Clean`)).toBeVisible();
  const bar = page.getByTestId('bulk-actions');
  await bar.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(bar).toContainText('2 jobs selected');

  const approve = bar.getByRole('button', { name: 'Approve selected' });
  await approve.click();
  const confirm = page.getByRole('dialog', { name: '1 of the 2 selected jobs has open posting points. Approve anyway?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('listitem')).toHaveText(`${openTitle}(2 open points)`);
  await expect(confirm).toContainText('Both selected jobs will be approved as they are.');
  await expect(confirm).not.toContainText(`${batch} Clean`);
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('approve-selected-confirm.png') });

  // Cancel approves nothing and gives focus back to the button.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(approve).toBeFocused();
  for (const job of [open, clean]) expect((await (await page.request.get(`/api/jobs/${job.id}`)).json()).status).toBe('pending');

  await approve.click();
  await confirm.getByRole('button', { name: 'Approve anyway' }).click();
  await expect(toast(page, '2 jobs have been approved successfully.')).toBeVisible();
  await expect(card(page, openTitle)).toBeHidden();
  for (const job of [open, clean]) expect((await (await page.request.get(`/api/jobs/${job.id}`)).json()).status).toBe('approved');
  for (const job of [open, clean]) expect((await page.request.delete(`/api/jobs/${job.id}`)).ok()).toBe(true);
});
