import { expect, test } from './support/fixtures';
import { adminRequest, createJob, mailsTo, type OutboxMail } from './helpers';

/**
 * Job alerts, as a seeker meets them: 'Email me jobs like these' on /jobs saves the search with
 * an address; the confirmation mail's link starts the alert; the next matching job approved is
 * mailed within a minute; that mail's unsubscribe link stops the alert in one click. The e2e
 * server sends no mail (no SMTP_URL): the test reads the mail from the outbox as it would be sent.
 */

/** The site path of the link to `path` in a mail's text. */
const linkIn = (mail: OutboxMail | undefined, path: string) => {
  const match = new RegExp(`https?://[^/\\s]+(${path.replace(/\//g, '\\/')}\\?\\S+)`).exec(mail?.text ?? '');
  expect(match, `a ${path} link in ${mail?.text}`).toBeTruthy();
  return match![1]!;
};

test('the search of /jobs is offered as an alert', async ({ page }) => {
  await page.goto('/jobs?type=Full-Time&category=Warehouse');
  await expect(page.getByTestId('jobs-count')).toBeVisible();
  await page.getByRole('button', { name: 'Email me jobs like these' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email me jobs like these' });
  await expect(dialog.getByTestId('job-alert-search')).toHaveText('Full-Time · Warehouse');
  // The address is required and checked before anything is sent.
  await dialog.getByRole('button', { name: 'Create Job Alert' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a seeker saves a search, confirms it by the mailed link, hears of the next matching job and unsubscribes in one click', async ({
  page,
  request,
  workerApp,
}) => {
  const word = `zeppelin${Date.now().toString(36)}`;
  const email = `seeker.${word}@example.ca`;

  // A search with no results yet: the empty list offers the alert too.
  await page.goto(`/jobs?query=${word}&location=Mississauga`);
  await expect(page.getByTestId('jobs-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Email me jobs like these' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email me jobs like these' });
  await expect(dialog.getByTestId('job-alert-search')).toHaveText(`“${word}” in Mississauga`);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('As soon as a job is posted').check();
  await dialog.getByRole('button', { name: 'Create Job Alert' }).click();
  await expect(dialog.getByText('Almost done! We sent you an email: follow its link to start your job alert.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The confirmation mail's link starts the alert.
  const admin = await adminRequest(request);
  const [confirmation] = await mailsTo(workerApp, email);
  expect(confirmation?.subject).toBe('Please confirm your job alert');
  await page.goto(linkIn(confirmation, '/job-alerts/confirm'));
  await expect(page.getByRole('heading', { name: 'Job Alert Confirmed' })).toBeVisible();
  await expect(page.getByText('Your job alert is on.')).toBeVisible();
  await expect(page.getByText(`“${word}” in Mississauga`)).toBeVisible();

  // A matching job is approved: the worker matches it to the alert at its next look (every second
  // on the e2e servers: JOB_ALERT_INTERVAL_SECONDS).
  const id = await createJob(
    admin,
    { title: `${word} Forklift Operator`, description: 'Operate reach trucks in a climate-controlled facility.' },
    { approve: true },
  );
  let alert: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        alert = (await mailsTo(workerApp, email)).find((m) => m.kind === 'job-alert.instant');
        return alert?.subject;
      },
      { timeout: 15_000 },
    )
    .toBe('A new job for your job alert');
  expect(alert!.text).toContain(`/jobs/${id}`);

  // Its unsubscribe link stops the alert at once.
  await page.goto(linkIn(alert, '/job-alerts/unsubscribe'));
  await expect(page.getByRole('heading', { name: 'You Are Unsubscribed' })).toBeVisible();
  await expect(page.getByText('this job alert will not email you again')).toBeVisible();
  // The address stays as the mail wrote it (the id not rewritten as %22…%22).
  expect(new URL(page.url()).search).toBe(new URL(linkIn(alert, '/job-alerts/unsubscribe'), page.url()).search);
});

test('a broken link says so', async ({ page }) => {
  await page.goto('/job-alerts/confirm?id=1&token=not-a-token');
  await expect(page.getByRole('heading', { name: 'We could not start this job alert' })).toBeVisible();
  await expect(page).toHaveURL(/\?id=1&token=not-a-token$/);
  await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.');
  await page.goto('/job-alerts/unsubscribe');
  await expect(page.getByRole('heading', { name: 'We could not unsubscribe you' })).toBeVisible();
});
