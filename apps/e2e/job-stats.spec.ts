import { devices } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminRequest, createJob, loginAsAdmin, unique } from './helpers';
import { hydrated } from './support/idle';

/**
 * What each job draws (issue 38, item 4): a visitor comes from a job alert mail, opens a job and
 * applies; staff then see the view, the apply-form start, the application and the source on the
 * job list and in the job's figures, and the application in the dashboard's weeks. The counts are
 * written in batches every 2 s, so the admin screens are read again until they show them.
 */

test('a visitor opens a job and applies; staff see the numbers on the job list and the job view', async ({ browser, page, request, baseURL }) => {
  const title = unique('E2E Stats Picker');
  const admin = await adminRequest(request);
  const id = await createJob(admin, { title }, { approve: true });

  // The visitor: a browser of their own (no staff session), arriving from a job alert's link. A
  // headless browser's own user agent names it as one (a crawler, never counted): a desktop Chrome's.
  const visitorContext = await browser.newContext({ ...devices['Desktop Chrome'], baseURL, serviceWorkers: 'block' });
  const visitor = await visitorContext.newPage();
  const viewSent = visitor.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/api/jobs/${id}/view`);
  await visitor.goto(`/jobs/${id}?utm_source=job-alert`);
  await hydrated(visitor);
  const beacon = await viewSent;
  expect(JSON.parse(beacon.postData() ?? '{}')).toMatchObject({ utmSource: 'job-alert' });
  expect((await beacon.response())?.status()).toBe(202);

  const startSent = visitor.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/api/jobs/${id}/apply-start`);
  await visitor.getByLabel('Full Name').fill('Stats Visitor');
  await startSent;
  await visitor.getByLabel('Email Address').fill(`${unique('stats').split(' ').pop()}@applicant.example`);
  await visitor.getByLabel('Cover Letter').fill('I have two years of order picking with RF scanners.');
  await visitor.getByLabel('Resume Link').fill('https://example.com/resume.pdf');
  await visitor.getByRole('button', { name: 'Submit Application' }).click();
  await expect(visitor.getByTestId('apply-success')).toBeVisible();
  await visitorContext.close();

  // Staff: the job list shows what the job draws (once the batch is written).
  await loginAsAdmin(page);
  await page.goto(`/admin/jobs?tab=approved&search=${encodeURIComponent(title)}`);
  const card = page.getByRole('article', { name: title });
  await expect(async () => {
    await page.reload();
    await expect(card.getByTestId('admin-job-views')).toHaveText('1', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(card.getByTestId('admin-job-applications')).toHaveText('1');
  await expect(card.getByTestId('admin-job-conversion')).toHaveText('100.0%');

  // Sorting by views is the server's: the URL says it and the list still holds the job.
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Most views' }).click();
  await expect(page).toHaveURL(/sort=views/);
  await expect(card).toBeVisible();

  // The job's own view: the figures, the chart and the sources.
  await card.getByRole('button', { name: 'Stats' }).click();
  const dialog = page.getByRole('dialog', { name: `Job statistics: ${title}` });
  await expect(dialog.getByTestId('job-stats-views')).toHaveText('1');
  await expect(dialog.getByTestId('job-stats-visitors')).toHaveText('1');
  await expect(dialog.getByTestId('job-stats-apply-starts')).toHaveText('1');
  await expect(dialog.getByTestId('job-stats-applications')).toHaveText('1');
  await expect(dialog.getByTestId('job-stats-conversion')).toHaveText('100.0%');
  await expect(dialog.getByRole('heading', { name: 'Views and applications per day, the last 30 days' })).toBeVisible();
  await expect(dialog.locator('.recharts-surface').first()).toBeVisible();
  await expect(dialog.getByTestId('job-stats-sources').getByRole('row', { name: /Job alerts/ })).toContainText('100%');
  await expect(page).toHaveURL(new RegExp(`stats=${id}`));

  // The dashboard: applications per week, the last 12 weeks, this one counting the new application.
  await page.goto('/admin');
  const weeks = page.getByTestId('applications-per-week');
  await expect(weeks.getByRole('heading', { name: 'Applications per Week' })).toBeVisible();
  await expect(weeks).toContainText('in the last 12 weeks');
  await expect(weeks.locator('.recharts-surface')).toBeVisible();
});
