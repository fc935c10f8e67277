import { expect, test } from './support/fixtures';
import { type Page } from '@playwright/test';
import { adminRequest, unique } from './helpers';
import type { LeadDto } from '@app/shared/schemas/dtos';

const form = (page: Page) => page.getByRole('form', { name: 'Warehouse quote request' });

async function fillQuote(page: Page, name: string) {
  const f = form(page);
  await f.getByLabel('Full Name').fill(name);
  await f.getByLabel('Company').fill('Lakeshore Home Goods');
  await f.getByLabel('Email').fill('ops@lakeshore.example');
  await f.getByLabel('Phone').pressSequentially('6475550142');
  await f.getByLabel('Service Type').selectOption('fulfillment');
  await f.getByLabel('Storage Needs').fill('12000');
  await f.getByLabel('Message').fill('About 300 orders per day, mostly small parcels.');
}

test('warehouse page shows services, benefits, how it works and contact block', async ({ page }) => {
  await page.goto('/warehouse');
  await expect(page).toHaveTitle(/Warehouse/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/warehouse$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('img[src="/api/public/warehouse_hero.gif"]')).toHaveCount(1);

  for (const service of ['Storage Solutions', 'Distribution Network', 'Inventory Management', 'Logistics Support']) {
    await expect(page.getByRole('heading', { name: service, exact: true })).toBeVisible();
  }
  await expect(page.locator('#benefits article')).toHaveCount(4);
  const stats = page.getByRole('region', { name: 'Warehouse services by the numbers' });
  for (const figure of ['500+', '10+', '99.9%']) await expect(stats.getByText(figure, { exact: true })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  await expect(page.locator('#how-it-works li')).toHaveCount(3);

  const contact = page.locator('#contact');
  await expect(contact.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:/);
  await expect(contact.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', /^mailto:/);
  await expect(contact.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

  await page.getByRole('button', { name: 'Get a Warehouse Quote' }).click();
  await expect(page.getByRole('heading', { name: 'Request a Warehouse Quote' })).toBeInViewport();
});

test('warehouse quote requires name, company, email and service type in the browser', async ({ page }) => {
  let calls = 0;
  page.on('request', (req) => {
    if (req.url().includes('/trpc/quote.warehouse')) calls++;
  });
  await page.goto('/warehouse');
  const f = form(page);
  for (const label of ['Full Name', 'Company', 'Email', 'Service Type']) {
    await expect(f.getByLabel(label)).toHaveAttribute('required', '');
  }
  for (const label of ['Phone', 'Storage Needs', 'Message']) {
    await expect(f.getByLabel(label)).not.toHaveAttribute('required', '');
  }
  await expect(f.getByLabel('Email')).toHaveAttribute('type', 'email');
  await f.getByRole('button', { name: 'Request Warehouse Quote' }).click();
  expect(await f.getByLabel('Full Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  expect(await f.getByLabel('Service Type').evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(true);
  expect(calls).toBe(0);

  const options = await f.getByLabel('Service Type').locator('option:not([disabled])').allTextContents();
  expect(options).toEqual(['Storage Solutions', 'Distribution', 'Order Fulfillment', 'Inventory Management', 'Logistics Support', 'Custom Solution']);
});

test('a warehouse quote is stored, confirmed with a browser alert and the form resets', async ({ page }) => {
  const name = unique('Warehouse Lead');
  await page.goto('/warehouse');
  await fillQuote(page, name);
  await expect(form(page).getByLabel('Phone')).toHaveValue('(647) 555-0142');
  const dialog = page.waitForEvent('dialog');
  const click = form(page).getByRole('button', { name: 'Request Warehouse Quote' }).click();
  const alert = await dialog;
  expect(alert.type()).toBe('alert');
  expect(alert.message()).toBe("Thank you for your inquiry! We'll contact you within 24 hours.");
  await alert.accept();
  await click;

  const f = form(page);
  for (const label of ['Full Name', 'Company', 'Email', 'Phone', 'Service Type', 'Storage Needs', 'Message']) {
    await expect(f.getByLabel(label)).toHaveValue('');
  }

  const api = await adminRequest(page.context().request);
  const res = await api.get(`/api/admin/leads/warehouse?search=${encodeURIComponent(name)}`);
  expect(res.ok()).toBe(true);
  const leads = (await res.json()) as LeadDto[];
  expect(leads).toHaveLength(1);
  expect(leads[0]!.name).toBe(name);
  expect(leads[0]!.company).toBe('Lakeshore Home Goods');
  const field = (label: string) => leads[0]!.fields.find((x) => x.label === label)?.value;
  expect(field('Service type')).toBe('fulfillment');
  expect(field('Storage needs (sq ft)')).toBe('12000');
  expect(field('Phone')).toBe('(647) 555-0142');
});

test('a failed warehouse quote shows a destructive toast and keeps the input', async ({ page }) => {
  const name = unique('Warehouse Offline');
  await page.route('**/trpc/quote.warehouse**', (route) => route.abort());
  let alerted = false;
  page.on('dialog', (d) => {
    alerted = true;
    void d.dismiss();
  });
  await page.goto('/warehouse');
  await fillQuote(page, name);
  await form(page).getByRole('button', { name: 'Request Warehouse Quote' }).click();
  await expect(page.getByText('Submission Failed')).toBeVisible();
  await expect(page.getByText('Please try again or contact us directly.')).toBeVisible();
  await expect(form(page).getByLabel('Full Name')).toHaveValue(name);
  await expect(form(page).getByLabel('Service Type')).toHaveValue('fulfillment');
  expect(alerted).toBe(false);
});
