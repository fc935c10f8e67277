import { expect, test } from './support/fixtures';
import { type Page } from '@playwright/test';
import { adminRequest, unique } from './helpers';

/** The public job submission (spec sections 2, 4, 5, 8). */

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).last();
const isSubmitCall = (url: URL) => url.pathname.startsWith('/trpc/') && url.pathname.includes('job.submit');

async function fillForm(page: Page, title: string) {
  await page.getByLabel('Job Title').fill(title);
  await page.getByLabel('Company Name').fill('E2E Packaging Co.');
  await page.getByLabel('Job Type').selectOption('Full-Time');
  await page.getByLabel('Category').selectOption('Manufacturing');
  await page.getByLabel('Location').fill('Cambridge, ON');
  await page.getByLabel('Pay notes (optional)').fill('$21 - $23/hour');
  await page.getByLabel('Job Description').fill('Run and monitor packaging lines on a day shift.');
  await page.getByLabel('Requirements').fill('Able to lift 50 lb');
  await page.getByLabel('Contact Email').fill('hr@e2e-packaging.example');
  await page.getByLabel('Contact Phone').fill('5195550123');
}

/** tRPC calls go through page.route only when no service worker answers them. */
test.use({ serviceWorkers: 'block' });

test('marks the required fields and shows the validation messages at the fields without sending', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (req) => {
    if (isSubmitCall(new URL(req.url()))) calls.push(req.url());
  });
  await page.goto('/post-job');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/post-job$/);
  await expect(page.getByText('All submissions are reviewed by our team before publishing.', { exact: false })).toBeVisible();

  for (const label of ['Job Title', 'Company Name', 'Job Type', 'Category', 'Location', 'Job Description', 'Contact Email', 'Contact Phone']) {
    await expect(page.getByLabel(label)).toHaveAttribute('required', '');
  }
  for (const label of ['Pay notes (optional)', 'Requirements']) await expect(page.getByLabel(label)).not.toHaveAttribute('required');
  await expect(page.getByLabel(/Salary/)).toHaveCount(0);
  await expect(page.getByLabel('Contact Email')).toHaveAttribute('type', 'email');
  expect(await page.getByLabel('Category').locator('option').allInnerTexts()).toEqual([
    'Select a category',
    'Manufacturing',
    'Transportation',
    'Warehouse',
    'Administrative',
    'Food Service',
    'Healthcare',
    'Construction',
    'Retail',
    'Other',
  ]);

  await page.getByLabel('Contact Email').fill('not-an-email');
  await page.getByLabel('Contact Phone').fill('555');
  await page.getByRole('button', { name: 'Submit Job for Review' }).click();
  const messages: [string, string][] = [
    ['Job Title', 'Title is required'],
    ['Company Name', 'Company is required'],
    ['Job Type', 'Please select a job type'],
    ['Category', 'Please select a category'],
    ['Location', 'Location is required'],
    ['Job Description', 'Description is required'],
    ['Contact Email', 'Please enter a valid email address'],
    ['Contact Phone', 'Please enter a valid phone number'],
  ];
  for (const [label, message] of messages) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
  }
  expect(calls).toEqual([]);
});

test('a submission shows Submitting..., the success view, and waits for review (pending, not public)', async ({ page, request }) => {
  const title = unique('E2E Packaging Line Operator');
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(isSubmitCall, async (route) => {
    await gate;
    await route.continue();
  });

  await page.goto('/post-job');
  await fillForm(page, title);
  await expect(page.getByLabel('Contact Phone')).toHaveValue('(519) 555-0123');
  await page.getByRole('button', { name: 'Submit Job for Review' }).click();
  await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  release();

  await expect(toast(page, 'Job submitted successfully!')).toContainText('Your job posting is under review and will be published once approved.');
  await expect(page.getByRole('heading', { name: 'Job Posted Successfully!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Browse Jobs' }).last()).toHaveAttribute('href', '/jobs');

  const admin = await adminRequest(request);
  const pending = (await (await admin.get('/api/jobs/pending')).json()) as Record<string, unknown>[];
  const mine = pending.find((j) => j.title === title);
  expect(mine).toMatchObject({
    company: 'E2E Packaging Co.',
    type: 'Full-Time',
    category: 'Manufacturing',
    location: 'Cambridge, ON',
    salary: '$21 - $23/hour',
    requirements: 'Able to lift 50 lb',
    contactEmail: 'hr@e2e-packaging.example',
    contactPhone: '(519) 555-0123',
    status: 'pending',
  });
  const published = (await (await request.get('/api/jobs')).json()) as { title: string }[];
  expect(published.some((j) => j.title === title)).toBe(false);

  await page.getByRole('link', { name: 'Browse Jobs' }).last().click();
  await expect(page).toHaveURL(/\/jobs$/);
  expect((await admin.delete(`/api/jobs/${mine!.id as number}`)).ok()).toBe(true);
});

test('a server failure shows its message and keeps the form filled', async ({ page }) => {
  const title = unique('E2E Rejected Posting');
  await page.route(isSubmitCall, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify([{ error: { message: 'Title is too long for our board', code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400 } } }]),
    }),
  );
  await page.goto('/post-job');
  await fillForm(page, title);
  await page.getByRole('button', { name: 'Submit Job for Review' }).click();
  await expect(toast(page, 'Submission failed')).toContainText('Title is too long for our board');
  await expect(page.getByLabel('Job Title')).toHaveValue(title);
  await expect(page.getByRole('button', { name: 'Submit Job for Review' })).toBeEnabled();

  // A failure without a readable message falls back to the generic advice.
  await page.unroute(isSubmitCall);
  await page.route(isSubmitCall, (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad Gateway</html>' }));
  await page.getByRole('button', { name: 'Submit Job for Review' }).click();
  await expect(toast(page, 'Submission failed')).toContainText('Please check your information and try again.');
});

test('a network failure shows the connection error', async ({ page }) => {
  await page.route(isSubmitCall, (route) => route.abort('failed'));
  await page.goto('/post-job');
  await fillForm(page, unique('E2E Offline Posting'));
  await page.getByRole('button', { name: 'Submit Job for Review' }).click();
  await expect(toast(page, 'Connection error')).toContainText('Unable to submit job posting. Please try again.');
  await expect(page.getByRole('heading', { name: 'Job Posted Successfully!' })).toHaveCount(0);
});
