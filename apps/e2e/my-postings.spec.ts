import { expect, test } from './support/fixtures';
import { adminRequest, mailedLink, unique } from './helpers';

/**
 * My postings (issue 38, item 3), as an employer meets it on a phone: post a job, follow the way in
 * from the confirmation, ask for the link, follow the mailed link (read from the worker's outbox as
 * the mail worker would send it), see the job pending; staff approve it; see it live, mark it
 * filled; the public page says it is closed.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone: post a job, follow the mailed link, see it pending then live, mark it filled', async ({ page, browser, request, workerApp }) => {
  const title = unique('E2E Posted Role');
  const email = `${unique('poster').replace(' ', '.')}@employer.example`;

  await page.goto('/post-job');
  await page.getByLabel('Job Title').fill(title);
  await page.getByLabel('Company Name').fill('E2E Posting Co.');
  await page.getByLabel('Job Type').selectOption('Full-Time');
  await page.getByLabel('Category').selectOption('Warehouse');
  await page.getByLabel('Location').fill('Cambridge, ON');
  await page.getByLabel('Pay notes (optional)').fill('$21 - $23/hour');
  await page.getByLabel('Job Description').fill('Pick and pack orders on a day shift.');
  await page.getByLabel('Contact Email').fill(email);
  await page.getByLabel('Contact Phone').fill('5195550123');
  await page.getByRole('button', { name: 'Submit Job for Review' }).click();
  const manage = page.getByTestId('post-job-manage');
  await expect(manage).toContainText(`we email ${email} a sign-in link`);

  // The way in: the confirmation's link to My postings, and its form.
  await manage.getByRole('link', { name: 'My postings' }).click();
  await expect(page).toHaveURL(/\/my-postings$/);
  await expect(page).toHaveTitle(/My Postings/);
  const form = page.getByRole('form', { name: 'Email me a link' });
  await form.getByLabel('Your email address').fill(email);
  await form.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByTestId('employer-link-sent')).toContainText("If that address posted jobs with us, we've sent a link to it. It works for 30 minutes.");

  const link = await mailedLink(workerApp, email, 'employer.link', '/my-postings/sign-in');
  await page.goto(link);
  await expect(page).toHaveURL(/\/my-postings$/);
  await expect(page.getByTestId('employer-email')).toContainText(email);
  const card = page.getByTestId('employer-posting');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(title);
  await expect(card.getByTestId('employer-posting-state')).toHaveText('Pending review');
  await expect(card.getByTestId('employer-posting-counts')).toHaveText('0 applications · 0 views');

  // Staff approve it.
  const admin = await adminRequest(request);
  const pending = (await (await admin.get('/api/jobs/pending?limit=100')).json()) as { id: number; title: string }[];
  const id = pending.find((j) => j.title === title)!.id;
  expect((await admin.patch(`/api/jobs/${id}/status`, { data: { status: 'approved' } })).ok()).toBe(true);

  await page.reload();
  await expect(card.getByTestId('employer-posting-state')).toHaveText(/^Live until /);

  // Marking it filled asks first; the public page says it is closed at once.
  await card.getByRole('button', { name: 'Close as filled' }).click();
  const confirm = card.getByRole('alertdialog', { name: 'Close this job as filled?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, it is filled' }).click();
  await expect(card.getByTestId('employer-posting-state')).toHaveText('Closed: filled');
  await expect(card.getByRole('button', { name: 'Repost' })).toBeVisible();

  const visitor = await browser.newPage();
  const response = await visitor.goto(`/jobs/${id}`);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByTestId('job-closed')).toContainText('This job is no longer accepting applications');
  await expect(visitor.getByTestId('job-closed')).toContainText('This position has been filled.');
  await expect(visitor.getByRole('button', { name: /Submit Application/ })).toHaveCount(0);
  await visitor.close();

  // The link worked once; signing out ends the session.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('form', { name: 'Email me a link' })).toBeVisible();
  await page.goto(link);
  await expect(page).toHaveURL(/\/my-postings\?link=invalid$/);
  await expect(page.getByTestId('employer-link-invalid')).toBeVisible();
});
