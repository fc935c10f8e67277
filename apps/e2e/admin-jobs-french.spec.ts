import { expect, test } from './support/fixtures';
import { type Page } from '@playwright/test';
import { loginAsAdmin, unique } from './helpers';

/**
 * Jobs in English and French (issue 35, item 3): staff cannot approve a job in Québec without its
 * French title and description; the card says so, the approval is refused with the server's
 * message, the Edit Job dialog takes the French text, and then the job is approved and found by a
 * French search. The list's 'Missing French' filter shows the jobs without it.
 */

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).last();
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

test('a job in Québec is approved only once it has its French title and description, and is then found in French', async ({ page }) => {
  const title = unique('E2E Laval Forklift');
  const word = unique('cariste').replace(/[^a-z]/gi, '');
  const created = await page.request.post('/api/jobs', {
    data: {
      title,
      company: 'E2E Logistique Inc.',
      location: 'Laval, QC',
      type: 'Full-Time',
      category: 'Warehouse',
      description: 'Operate forklifts in our Laval distribution centre.',
      contactEmail: 'rh@e2e-logistique.example',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/admin/jobs');
  const pending = card(page, title);
  await expect(pending).toBeVisible();
  await expect(pending.getByTestId('job-no-french')).toHaveText('No French');
  await expect(pending.getByTestId('job-french-required')).toContainText('A job in Québec needs its French title and description before it can be approved');

  // The filter of jobs without French lists it.
  await page.getByTestId('job-attention-filter').getByText('Missing French').click();
  await expect(card(page, title)).toBeVisible();

  // Approving is refused by the server, with its message; the job stays pending.
  // Outside Ontario there are no open posting points: Approve sends at once.
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'A job in Québec needs its French title and description before it can be approved')).toBeVisible();
  await expect(pending).toContainText('pending');

  // The Edit Job dialog takes the French version.
  await pending.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Job' });
  await expect(dialog.getByTestId('quebec-french-note')).toContainText('add the French title and description');
  await dialog.getByLabel('Titre du poste (français)').fill(`Cariste ${word}`);
  await dialog.getByLabel("Offre d'emploi (français)").fill('Conduire un chariot élévateur dans notre centre de distribution de Laval.');
  await expect(dialog.getByTestId('quebec-french-note')).toContainText('this job has its French title and description');
  await dialog.getByRole('button', { name: 'Update Job' }).click();
  await expect(dialog).toBeHidden();
  // It has its French now: it leaves the 'Missing French' list, and its card says nothing of it.
  await expect(pending).toBeHidden();
  await page.getByTestId('job-attention-filter').getByText('All jobs').click();
  await expect(pending).toBeVisible();
  await expect(pending.getByTestId('job-no-french')).toHaveCount(0);
  await expect(pending.getByTestId('job-french-required')).toHaveCount(0);

  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'The job has been approved successfully.')).toBeVisible();

  // A French search finds it, accents or not.
  await page.goto(`/jobs?query=${encodeURIComponent(`${word} chariot elevateur`)}`);
  await expect(page.getByText(title).first()).toBeVisible();
});

test('a job in Québec that requires English says why in the form', async ({ page }) => {
  await page.goto('/admin/jobs');
  await page.getByRole('button', { name: 'Post New Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Post New Job' });
  await dialog.getByLabel('Location').fill('Montréal, QC');
  await dialog.getByLabel('This job requires English').check();
  const reason = dialog.getByLabel('Reason for requiring English');
  await expect(reason).toBeVisible();
  await dialog.getByLabel('Job Title').fill(unique('E2E Montreal Dispatcher'));
  await dialog.getByLabel('Company').fill('E2E Freight Co.');
  await dialog.getByLabel('Job Type').selectOption('Full-Time');
  await dialog.getByLabel('Category').selectOption({ index: 1 });
  await dialog.getByLabel('Description').fill('Dispatch drivers across Ontario and Québec.');
  await dialog.getByRole('button', { name: 'Post Job' }).click();
  await expect(dialog.getByText('Say why the job requires English: Québec law asks for the reason')).toBeVisible();
  await reason.fill('The dispatcher speaks with drivers and clients in Ontario');
  await dialog.getByRole('button', { name: 'Post Job' }).click();
  await expect(toast(page, 'Job posted successfully and is pending approval.')).toBeVisible();
});
