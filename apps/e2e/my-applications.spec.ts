import { expect, test } from './support/fixtures';
import { adminRequest, createJob, mailsTo, unique, type OutboxMail } from './helpers';

/**
 * My applications (issue 38), as a job seeker meets it on a phone: apply (and apply again, which
 * updates the same application), ask for the link on /my-applications, follow the mailed link
 * (read from the worker's outbox as the mail worker would send it), see the application and
 * withdraw it; staff then see it withdrawn.
 */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone: apply, follow the mailed link, withdraw', async ({ page, request, workerApp }) => {
  const admin = await adminRequest(request);
  const title = unique('E2E Picker');
  const id = await createJob(admin, { title }, { approve: true });
  const email = `${unique('seeker').replace(' ', '.')}@candidate.example`;

  await page.goto(`/jobs/${id}`);
  await page.getByLabel('Full Name').fill('Sam Seeker');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Cover Letter').fill('I would like to apply for this role.');
  await page.getByLabel('Resume Link').fill('https://example.com/cv.pdf');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const follow = page.getByTestId('apply-success-follow');
  await expect(follow).toContainText(`we email ${email} a sign-in link`);

  // Applying again to the same job updates the application sent first, and says so.
  await page.getByRole('button', { name: 'Apply again' }).click();
  await page.getByLabel('Cover Letter').fill('An updated letter.');
  await page.getByLabel('Resume Link').fill('https://example.com/cv-2.pdf');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByTestId('apply-success-updated')).toHaveText(/^We updated the application you sent on \d{1,2} [A-Z][a-z]+\.$/);

  // The way in: the confirmation's link to My applications, and its form.
  await follow.getByRole('link', { name: 'My applications' }).click();
  await expect(page).toHaveURL(/\/my-applications$/);
  const form = page.getByRole('form', { name: 'Email me a link' });
  await form.getByLabel('Your email address').fill(email);
  await form.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByTestId('candidate-link-sent')).toContainText("If that address has applications, we've sent a link to it. It works for 30 minutes.");

  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => {
      mail = (await mailsTo(workerApp, email)).find((m) => m.kind === 'candidate.link');
      return mail?.subject;
    })
    .toBe('Your link to My applications');
  const link = /https?:\/\/[^/\s]+(\/my-applications\/sign-in\?\S+)/.exec(mail!.text);
  expect(link, mail!.text).toBeTruthy();
  await page.goto(link![1]!);
  await expect(page).toHaveURL(/\/my-applications$/);
  await expect(page.getByTestId('candidate-email')).toContainText(email);

  const card = page.getByTestId('candidate-application');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(title);
  await expect(card.getByTestId('candidate-status')).toHaveText('Received');

  // Withdrawing asks first.
  await card.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = card.getByRole('alertdialog', { name: 'Withdraw this application?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(card.getByTestId('candidate-status')).toHaveText('Withdrawn');
  await expect(card.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);

  // Staff see it withdrawn, one application for the two sends.
  const res = await admin.get(`/api/applications?search=${encodeURIComponent(email)}`);
  const applications = (await res.json()) as { status: string; resume: string }[];
  expect(applications).toHaveLength(1);
  expect(applications[0]).toMatchObject({ status: 'withdrawn', resume: 'https://example.com/cv-2.pdf' });

  // The link worked once; signing out ends the session.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('form', { name: 'Email me a link' })).toBeVisible();
  await page.goto(link![1]!);
  await expect(page).toHaveURL(/\/my-applications\?link=invalid$/);
  await expect(page.getByTestId('candidate-link-invalid')).toBeVisible();
});
