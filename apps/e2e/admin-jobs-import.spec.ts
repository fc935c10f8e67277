import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { type Page } from '@playwright/test';
import { loginAsAdmin, unique } from './helpers';

/**
 * Bulk jobs for staff (issue 38, item 5): from the admin job screen, Import CSV uploads a file with
 * the export's columns. A file with bad rows shows the report (row, field, problem) and imports
 * nothing; a good file imports every job, pending approval, and the list shows them.
 */

const card = (page: Page, title: string) => page.getByRole('article', { name: title });
const csv = (rows: string[][]) =>
  Buffer.from(`\uFEFF${rows.map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n')}\r\n`);
const HEADER = ['Title', 'Company', 'Location', 'Type', 'Category', 'Description', 'Pay min', 'Pay max', 'Pay period'];

async function upload(page: Page, name: string, body: Buffer) {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Jobs' });
  await expect(dialog.getByRole('button', { name: 'CSV file' })).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: body });
  await dialog.getByRole('button', { name: 'Import' }).click();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

test('a file with bad rows shows each row and field and imports nothing; a good file imports every job, pending approval', async ({ page }) => {
  const first = unique('E2E Import Picker');
  const second = unique('E2E Import Driver');
  await page.goto('/admin/jobs');

  const bad = await upload(
    page,
    'bad-jobs.csv',
    csv([
      HEADER,
      [first, 'Import Co', 'Mississauga, ON', 'Full-Time', 'Warehouse', 'Pick, pack and ship.', '22', '24', 'hour'],
      ['', 'Import Co', 'Mississauga, ON', 'Full-Time', 'Warehouse', 'No title here.', '', '', ''],
      [second, 'Import Co', 'Brampton, ON', 'Full-Time', 'Transportation', 'Drive.', '30', '20', 'hour'],
    ]),
  );
  await expect(bad.getByRole('alert')).toContainText('Nothing was imported: 2 problems in 2 rows');
  const report = bad.getByTestId('job-import-report');
  await expect(report.getByRole('row')).toHaveCount(3);
  await expect(report.getByRole('row').nth(1)).toContainText('3Title');
  await expect(report.getByRole('row').nth(2)).toContainText('4Pay maxMaximum pay must be at least the minimum pay');
  // The dialog with its report has no serious or critical axe violation (as the accessibility sweep holds every screen).
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await bad.getByRole('button', { name: 'Cancel' }).click();
  await expect(bad).toBeHidden();
  await expect(card(page, first)).toHaveCount(0);

  const good = await upload(
    page,
    'jobs.csv',
    csv([
      HEADER,
      [first, 'Import Co', 'Mississauga, ON', 'Full-Time', 'Warehouse', 'Pick, pack and ship.\nDay shift.', '22', '24', 'hour'],
      [second, 'Import Co', 'Brampton, ON', 'Full-Time', 'Transportation', 'Drive.', '20', '30', 'hour'],
    ]),
  );
  await expect(good).toBeHidden();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: '2 jobs imported' })).toBeVisible();
  // The Pending Approval tab (the default) lists them at once.
  await expect(card(page, first)).toBeVisible();
  await expect(card(page, second)).toBeVisible();
  await expect(card(page, first)).toContainText('pending');
});
