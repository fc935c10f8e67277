import { expect, test } from './support/fixtures';
import { createJob, loginAsAdmin, meta, unique } from './helpers';

/**
 * Closed and deleted jobs (issue 12): a job an admin marks filled keeps its page, which says it no
 * longer accepts applications, offers similar open jobs instead of the form and asks search
 * engines not to index it; a deleted job's page answers 410 (with the spec's 'Job Not Found').
 */

const SALARY = '$21 - $23 / hour';

test('an admin marks a job filled; its page stays, says so, and offers similar open jobs', async ({ page, browser }) => {
  await loginAsAdmin(page);
  const title = unique('E2E Filled Role');
  const id = await createJob(page, { title, salary: SALARY }, { approve: true });

  await page.goto('/admin/jobs?tab=approved');
  await page.getByLabel('Search jobs').fill(title);
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: 'Mark as Filled' }).click();
  await expect(page.getByText('Job marked filled')).toBeVisible();

  // A visitor (no admin session) opens the job's address.
  const visitor = await browser.newPage();
  const response = await visitor.goto(`/jobs/${id}`);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByTestId('job-closed')).toContainText('This job is no longer accepting applications');
  await expect(visitor.getByTestId('job-closed')).toContainText('This position has been filled.');
  await expect(visitor.getByRole('heading', { name: 'Similar open jobs' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: /Submit Application/ })).toHaveCount(0);
  expect(await meta(visitor, 'robots')).toBe('noindex, nofollow');
  expect(await visitor.locator('script[type="application/ld+json"]').allTextContents()).not.toContainEqual(expect.stringContaining('"JobPosting"'));
  await visitor.close();
});

test('a deleted job answers 410 and shows Job Not Found', async ({ page, browser }) => {
  await loginAsAdmin(page);
  const id = await createJob(page, { title: unique('E2E Deleted Role'), salary: SALARY }, { approve: true });
  expect((await page.request.delete(`/api/jobs/${id}`)).ok()).toBe(true);

  const visitor = await browser.newPage();
  const response = await visitor.goto(`/jobs/${id}`);
  expect(response?.status()).toBe(410);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible();
  await expect(visitor.getByText("The job you're looking for doesn't exist or has been removed.")).toBeVisible();
  await visitor.close();
});
