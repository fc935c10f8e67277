import { expect, test } from './support/fixtures';
import { adminRequest, createJob, loginAsAdmin, unique, mailsTo, type OutboxMail } from './helpers';

/**
 * Personal data (issue 23), as a person meets it: the apply form says what the details are for
 * beside its button (and applying works as the spec's flow does, touching nothing new), and a
 * privacy request made on /privacy-policy is confirmed by following the mailed link, then listed
 * for the owner with its due date. The e2e server sends no mail: the test reads the mail from the
 * outbox as it would be sent, as job-alerts.spec.ts does.
 */

test('the apply form says what the details are for, links the policy, and the spec flow still applies (consent stored)', async ({ page, request }) => {
  const admin = await adminRequest(request);
  const id = await createJob(admin, {}, { approve: true });
  const name = unique('E2E Consent');
  const email = `${name.split(' ').pop()}@consent.example`;
  await page.goto(`/jobs/${id}`);
  const form = page.getByRole('region', { name: 'Apply for this Job' });
  const line = form.getByTestId('consent-note');
  await expect(line).toContainText('By submitting, you agree that we use these details to consider you for this job');
  await expect(line.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  // No box to tick: the spec's flow (name, email, a cover letter, a resume link, submit) goes through as it is.
  await expect(form.getByRole('checkbox')).toHaveCount(0);
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Cover Letter').fill('I would like to apply for this role.');
  await page.getByLabel('Resume Link').fill('https://example.com/cv.pdf');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByTestId('apply-success')).toBeVisible();
  const res = await admin.get(`/api/applications?search=${encodeURIComponent(email)}`);
  const [application] = (await res.json()) as { consent: string; policyVersion: string; consentedAt: string }[];
  expect(application).toMatchObject({ consent: 'given', policyVersion: '2.0' });
  expect(application!.consentedAt).toBeTruthy();
});

test('a privacy request made on the policy page is confirmed by its mailed link and listed for the owner', async ({ page, workerApp }) => {
  const email = `${unique('privacy').replace(' ', '.')}@request.example`;
  await page.goto('/privacy-policy');
  await expect(page.getByText(/Version 2\.0/)).toBeVisible();
  await expect(page.getByText(/24 months after the job posting closes/)).toBeVisible();
  const form = page.getByRole('form', { name: 'Privacy request' });
  await form.getByLabel('Your email address').fill(email);
  await form.getByLabel('Deletion (erase my data)').check();
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByTestId('privacy-request-sent')).toContainText('follow its link within 7 days');

  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => {
      mail = (await mailsTo(workerApp, email)).find((m) => m.kind === 'privacy.confirm-delete');
      return mail?.subject;
    })
    .toBe('Please confirm your deletion request');
  const match = /https?:\/\/[^/\s]+(\/privacy\/confirm\?\S+)/.exec(mail!.text);
  expect(match, mail!.text).toBeTruthy();
  // The link carries an opaque token only: the address is never in the URL (history, logs, referrers).
  const link = new URL(match![1]!, 'http://localhost');
  expect([...link.searchParams.keys()]).toEqual(['token']);
  expect(link.href.toLowerCase()).not.toContain(email.split('@')[0]!.toLowerCase());
  await page.goto(match![1]!);
  expect(page.url().toLowerCase()).not.toContain(encodeURIComponent(email).toLowerCase());
  await expect(page.getByRole('heading', { level: 1, name: 'Request Confirmed' })).toBeVisible();
  await expect(page.getByText('We will delete the personal information we hold about you within 30 days.')).toBeVisible();
  await expect(page.getByTestId('privacy-due')).toContainText('We will answer by');

  // The owner sees it, due 30 days after it was confirmed.
  await loginAsAdmin(page);
  await page.goto('/admin/privacy');
  const row = page.getByTestId('privacy-request-row').filter({ hasText: email });
  await expect(row).toContainText('Deletion');
  await expect(row).toContainText('30 days left');
  await row.getByRole('button', { name: 'Show data' }).click();
  await expect(page.getByTestId('privacy-holdings')).toContainText(`Held for ${email}`);

  // And the owner's dashboard lists it with its due date (issue 33, item 9: staff learned of a
  // request only by opening the Privacy screen).
  const number = /#\d+/.exec((await row.textContent()) ?? '')![0];
  const dueOn = (await row.getByRole('cell').nth(3).locator('span').first().textContent())!.trim();
  expect(dueOn).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await page.goto('/admin');
  const open = page.getByRole('region', { name: 'Privacy Requests' });
  const listed = open.getByTestId('dashboard-privacy-request').filter({ hasText: `${number} Deletion` });
  await expect(listed).toContainText(`Due ${dueOn}`);
  await expect(listed).toContainText('30 days left');
  await open.getByRole('link', { name: /Open Privacy requests|View all \d+ open requests/ }).click();
  await expect(page).toHaveURL(/\/admin\/privacy$/);
});
