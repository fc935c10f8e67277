import { expect, test } from './support/fixtures';
import { loginAsAdmin, mailsTo, unique } from './helpers';

/**
 * The admin Email screen: a message sent through the contact form writes its mail (the admins'
 * notice and the sender's acknowledgement) to the outbox. The e2e server has no SMTP_URL, so the
 * screen says nothing goes out and shows the mail to read (a link's secret as a placeholder).
 */
test('a contact message writes its mail, readable in the Email screen when nothing is sent', async ({ page, request }) => {
  const subject = unique('E2E Mail');
  const email = `${subject.replace(/\s+/g, '.').toLowerCase()}@example.ca`;
  const res = await request.post('/api/contact', { data: { name: 'Morgan Reader', email, subject, message: 'Could you call me about night-shift staffing?' } });
  expect(res.status()).toBe(201);

  await loginAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Email', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/email$/);
  await expect(page.getByRole('heading', { name: 'Email', level: 1 })).toBeVisible();
  await expect(page.getByText('Email is not being sent')).toBeVisible();

  await page.getByLabel('Search emails').fill(email);
  const row = page.getByTestId('email-row').filter({ hasText: 'We received your message' });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('email-status')).toHaveText('Waiting');
  await row.getByRole('button', { name: 'Read: We received your message' }).click();
  const dialog = page.getByRole('dialog', { name: 'We received your message' });
  await expect(dialog.getByTestId('email-body')).toContainText('Hello Morgan Reader,');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The admins' notice, found by its subject: the message's number, never the sender's words.
  const notice = `New contact message #${(await res.json()).id}`;
  await page.getByLabel('Search emails').fill(notice);
  await expect(page.getByTestId('email-row').filter({ hasText: notice }).first()).toBeVisible();
  await page.getByRole('tab', { name: /^Sent/ }).click();
  await expect(page.getByText('No emails found')).toBeVisible();
});

test('past 3 automatic replies to one mailbox in a day, the next is kept as Suppressed, not sent', async ({ page, request }) => {
  const local = unique('e2e.cap').replace(/\s+/g, '').toLowerCase();
  for (let i = 1; i <= 4; i++) {
    const res = await request.post('/api/contact', {
      data: { name: 'Casey Capped', email: `${local}+${i}@example.ca`, subject: 'Night shifts', message: 'Could you call me about night-shift staffing?' },
    });
    expect(res.status()).toBe(201);
  }
  await loginAsAdmin(page);
  await page.goto('/admin/email?status=suppressed');
  await page.getByLabel('Search emails').fill(local);
  const row = page.getByTestId('email-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${local}+4@example.ca`);
  await expect(row.getByTestId('email-status')).toHaveText('Suppressed');
  await row.getByRole('button', { name: 'Read: We received your message' }).click();
  const dialog = page.getByRole('dialog', { name: 'We received your message' });
  await expect(dialog.getByTestId('email-suppressed')).toContainText('Not sent');
  await expect(dialog.getByRole('button', { name: 'Send Again' })).toHaveCount(0);
});

test("a mail's link shows as a placeholder on the Email screen, never with its secret (issue 33, item 1)", async ({ page, request, workerApp }) => {
  const email = `${unique('e2e.link').replace(/\s+/g, '.').toLowerCase()}@example.ca`;
  const res = await request.post('/api/job-alerts', { data: { email, query: 'reach truck', frequency: 'daily' } });
  expect(res.status()).toBe(201);
  // The mail as the worker would send it carries the token; the outbox keeps a placeholder.
  const [sent] = await mailsTo(workerApp, email);
  const token = /\/job-alerts\/confirm\?id=\d+&token=([\w.-]+)/.exec(sent!.text)![1]!;

  await loginAsAdmin(page);
  await page.goto('/admin/email');
  await page.getByLabel('Search emails').fill(email);
  await page
    .getByTestId('email-row')
    .filter({ hasText: 'Please confirm your job alert' })
    .getByRole('button', { name: 'Read: Please confirm your job alert' })
    .click();
  const body = page.getByRole('dialog', { name: 'Please confirm your job alert' }).getByTestId('email-body');
  await expect(body).toContainText('/job-alerts/confirm?id=');
  await expect(body).toContainText('token=[link-secret-1]');
  await expect(body).not.toContainText(token);
});
