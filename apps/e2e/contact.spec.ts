import { expect, test } from './support/fixtures';
import { type Page } from '@playwright/test';
import { adminRequest, meta, unique } from './helpers';

const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label);

/** The error shown at a field: Mantine links it to the input through aria-describedby. */
async function errorAt(page: Page, label: string) {
  const input = field(page, label);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  const ids = (await input.getAttribute('aria-describedby'))?.split(/\s+/) ?? [];
  return page.locator(ids.map((id) => `[id="${id}"]`).join(', '));
}

async function fill(page: Page, values: { name: string; email: string; phone?: string; company?: string; subject: string; message: string }) {
  await field(page, 'Full Name').fill(values.name);
  await field(page, 'Email Address').fill(values.email);
  if (values.phone !== undefined) await field(page, 'Phone Number').fill(values.phone);
  if (values.company !== undefined) await field(page, 'Company').fill(values.company);
  await field(page, 'Subject').fill(values.subject);
  await field(page, 'Message').fill(values.message);
}

test.describe('Contact page', () => {
  test('shows the hero, the four info cards and the side cards', async ({ page }) => {
    await page.goto('/contact');
    await expect(page).toHaveTitle('Contact Us | Northline Workforce Solutions');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
    expect(await meta(page, 'og:title')).toBe('Contact Us | Northline Workforce Solutions');

    const cards = page.getByTestId('contact-info-cards');
    for (const title of ['Office Address', 'Phone', 'Email', 'Business Hours'])
      await expect(cards.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(cards).toContainText('Mississauga, ON');
    await expect(cards).toContainText('Monday - Friday: 9:00 AM - 5:00 PM');
    await expect(cards).toContainText('Saturday - Sunday: Closed');
    await expect(cards.getByRole('link', { name: '(905) 555-0148' })).toHaveAttribute('href', 'tel:+19055550148');
    await expect(cards.getByRole('link', { name: 'info@northlineworkforce.ca' })).toHaveAttribute('href', 'mailto:info@northlineworkforce.ca');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Quick Response' })).toBeVisible();
    await expect(main.getByText(/within 24 hours on business days/).first()).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Need Urgent Assistance?' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', 'tel:+19055550148');
  });

  test('shows each validation message at its field and sends nothing', async ({ page }) => {
    let calls = 0;
    await page.route('**/trpc/contact.submit**', (route) => {
      calls += 1;
      return route.continue();
    });
    await page.goto('/contact');
    for (const label of ['Full Name', 'Email Address', 'Subject', 'Message']) await expect(field(page, label)).toHaveAttribute('required', '');
    await expect(field(page, 'Phone Number')).not.toHaveAttribute('required', '');
    await expect(page.getByText('Full Name').locator('..')).toContainText('*');

    await field(page, 'Full Name').fill('A');
    await field(page, 'Email Address').fill('not-an-email');
    await field(page, 'Phone Number').fill('12345');
    await field(page, 'Subject').fill('Hi');
    await field(page, 'Message').fill('Too short');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(await errorAt(page, 'Full Name')).toHaveText('Name must be at least 2 characters');
    await expect(await errorAt(page, 'Email Address')).toHaveText('Please enter a valid email address');
    await expect(await errorAt(page, 'Phone Number')).toHaveText('Please enter a valid phone number');
    await expect(await errorAt(page, 'Subject')).toHaveText('Subject must be at least 5 characters');
    await expect(await errorAt(page, 'Message')).toHaveText('Message must be at least 10 characters');
    expect(calls).toBe(0);
  });

  test('sends the message, stores it for the admin and starts over with an empty form', async ({ page, request }) => {
    const subject = unique('E2E Contact');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/trpc/contact.submit**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact');
    await fill(page, {
      name: 'Priya Sharma',
      email: 'priya.e2e@example.ca',
      phone: '(416) 555-0199',
      company: 'Maple Foods',
      subject,
      message: 'We need ten pickers for the holiday season.',
    });
    await page.getByRole('button', { name: 'Send Message' }).click();

    const sending = page.getByRole('button', { name: 'Sending Message...' });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    release();

    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    // The stored row, read back through the admin leads API.
    const admin = await adminRequest(request);
    const res = await admin.get(`/api/admin/leads/contact?search=${encodeURIComponent(subject)}`);
    expect(res.ok()).toBe(true);
    const rows = (await res.json()) as {
      name: string;
      email: string;
      company: string | null;
      summary: string;
      status: string;
      fields: { label: string; value: string | null }[];
    }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Priya Sharma', email: 'priya.e2e@example.ca', company: 'Maple Foods', summary: subject, status: 'new' });
    expect(rows[0]!.fields).toEqual(
      expect.arrayContaining([
        { label: 'Phone', value: '(416) 555-0199' },
        { label: 'Message', value: 'We need ten pickers for the holiday season.' },
      ]),
    );

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    for (const label of ['Full Name', 'Email Address', 'Phone Number', 'Company', 'Subject', 'Message']) await expect(field(page, label)).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('Back to Home leads to the home page', async ({ page }) => {
    await page.goto('/contact');
    await fill(page, { name: 'Sam Carter', email: 'sam.e2e@example.ca', subject: unique('E2E Home'), message: 'Just checking in about warehouse space.' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a failed send shows a destructive toast and keeps what was typed', async ({ page }) => {
    await page.route('**/trpc/contact.submit**', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
    await page.goto('/contact');
    const subject = unique('E2E Fail');
    await fill(page, { name: 'Lee Chen', email: 'lee.e2e@example.ca', subject, message: 'Please call me about freight to Halifax.' });
    await page.getByRole('button', { name: 'Send Message' }).click();

    const toast = page.getByRole('alert').filter({ hasText: 'Message Failed' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('We could not send your message. Please try again or call us.');
    await expect(field(page, 'Full Name')).toHaveValue('Lee Chen');
    await expect(field(page, 'Subject')).toHaveValue(subject);
    await expect(field(page, 'Message')).toHaveValue('Please call me about freight to Halifax.');
    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toHaveCount(0);
  });
});
