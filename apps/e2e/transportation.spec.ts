import { expect, test } from './support/fixtures';
import { type Page } from '@playwright/test';
import { adminRequest, unique } from './helpers';
import { expectFaqOneAtATime } from './support/faq';
import { hydrated } from './support/idle';
import type { LeadDto } from '@app/shared/schemas/dtos';

const form = (page: Page) => page.getByRole('form', { name: 'Transportation quote request' });

async function fillQuote(page: Page, name: string) {
  const f = form(page);
  await f.getByLabel('Contact Name').fill(name);
  await f.getByLabel('Company').fill('Maple Freight Buyers Inc.');
  await f.getByLabel('Email').fill('dispatch@maplefreight.example');
  await f.getByLabel('Phone').pressSequentially('4165550199');
  await f.getByLabel('Service Type').selectOption('ltl');
  await f.getByLabel('Freight Type').selectOption('refrigerated');
  await f.getByLabel('Origin').fill('Mississauga, ON');
  await f.getByLabel('Destination').fill('Calgary, AB');
  await f.getByLabel('Estimated Weight').fill('6 pallets, 4,800 lbs');
  await f.getByLabel('Timeline').selectOption('1-week');
  await f.getByLabel('Special Requirements').fill('Keep between 2 and 4 °C; liftgate at delivery.');
}

async function findLeads(page: Page, kind: 'transportation' | 'carrier', search: string) {
  const api = await adminRequest(page.context().request);
  const res = await api.get(`/api/admin/leads/${kind}?search=${encodeURIComponent(search)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as LeadDto[];
}

test('transportation page shows its sections, metadata and calls to action', async ({ page }) => {
  await page.goto('/transportation');
  await expect(page).toHaveTitle(/Transportation/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/transportation$/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('video[src="/api/public/transportation_hero.mp4"]')).toHaveCount(1);

  for (const service of ['Full Truckload (FTL)', 'Less-Than-Truckload (LTL)', 'Expedited Freight', 'Verified Carrier Network']) {
    await expect(page.getByRole('heading', { name: service, exact: true })).toBeVisible();
  }
  await expect(page.getByText('$2M Liability Insurance', { exact: true })).toBeVisible();
  const stats = page.getByRole('region', { name: 'Transportation by the numbers' });
  for (const figure of ['500+', '98.5%', '$2M']) await expect(stats.getByText(figure, { exact: true })).toBeVisible();

  const industries = page.locator('#industries article');
  await expect(industries).toHaveCount(8);
  await expect(page.locator('#testimonials figure')).toHaveCount(3);
  await expect(page.locator('#testimonials').getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
  for (const region of ['Western Canada', 'Central Canada', 'Atlantic Canada']) {
    await expect(page.getByRole('heading', { name: region })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(page.locator('#faq summary')).toHaveCount(6);

  const contact = page.locator('#contact');
  await expect(contact.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:/);
  await expect(contact.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', /^mailto:/);
  await expect(contact.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

  // The fixed quick-action bar is for narrow screens only.
  await expect(page.getByTestId('mobile-quote-bar')).toBeHidden();

  await page.getByRole('button', { name: 'Get Your Quote' }).click();
  await expect(page.getByRole('heading', { name: 'Request a Transportation Quote' })).toBeInViewport();
});

test('quote form shows each validation message at its field', async ({ page }) => {
  await page.goto('/transportation');
  const f = form(page);
  await f.getByRole('button', { name: 'Submit Quote Request' }).click();
  const expected: [string, string][] = [
    ['Contact Name', 'Name must be at least 2 characters'],
    ['Company', 'Company name is required'],
    ['Email', 'Please enter a valid email address'],
    ['Phone', 'Please enter a valid phone number'],
    ['Service Type', 'Please select a service type'],
    ['Origin', 'Origin location is required'],
    ['Destination', 'Destination location is required'],
    ['Freight Type', 'Please select freight type'],
    ['Timeline', 'Please select timeline'],
  ];
  for (const [label, message] of expected) {
    const field = f.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }
  // Optional fields stay valid.
  await expect(f.getByLabel('Estimated Weight')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(f.getByLabel('Special Requirements')).not.toHaveAttribute('aria-invalid', 'true');

  // A one-letter name and a malformed email keep their messages; fixing a field clears its error.
  await f.getByLabel('Contact Name').fill('J');
  await f.getByLabel('Email').fill('not-an-email');
  await f.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(f.getByLabel('Contact Name')).toHaveAccessibleDescription('Name must be at least 2 characters');
  await expect(f.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await f.getByLabel('Contact Name').fill('Jo');
  await expect(f.getByText('Name must be at least 2 characters')).toHaveCount(0);
});

test('phone field formats as (###) ###-#### and stops at 14 characters', async ({ page }) => {
  await page.goto('/transportation');
  const phone = form(page).getByLabel('Phone');
  await expect(phone).toHaveAttribute('maxlength', '14');
  // Keys pressed into the server's page before it hydrates would be lost (its fields are disabled
  // until then, and pressing keys does not wait for that as fill and click do).
  await expect(phone).toBeEditable();
  await phone.pressSequentially('4165550199');
  await expect(phone).toHaveValue('(416) 555-0199');
  await phone.pressSequentially('77');
  await expect(phone).toHaveValue('(416) 555-0199');
  await phone.fill('');
  await phone.pressSequentially('416555');
  await expect(phone).toHaveValue('(416) 555');
});

test('a valid quote is stored, confirmed with a toast and the form resets', async ({ page }) => {
  const name = unique('Quote Contact');
  await page.goto('/transportation');
  await fillQuote(page, name);
  await form(page).getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(page.getByText('Quote Request Submitted')).toBeVisible();
  await expect(page.getByText("We'll contact you within 24 hours with a customized transportation solution.")).toBeVisible();
  const f = form(page);
  for (const label of ['Contact Name', 'Company', 'Email', 'Phone', 'Origin', 'Destination', 'Estimated Weight', 'Special Requirements']) {
    await expect(f.getByLabel(label)).toHaveValue('');
  }
  for (const label of ['Service Type', 'Freight Type', 'Timeline']) await expect(f.getByLabel(label)).toHaveValue('');

  const leads = await findLeads(page, 'transportation', name);
  expect(leads).toHaveLength(1);
  const lead = leads[0]!;
  expect(lead.name).toBe(name);
  expect(lead.status).toBe('new');
  const field = (label: string) => lead.fields.find((x) => x.label === label)?.value;
  expect(field('Phone')).toBe('(416) 555-0199');
  expect(field('Service type')).toBe('ltl');
  expect(field('Freight type')).toBe('refrigerated');
  expect(field('Timeline')).toBe('1-week');
  expect(field('Origin')).toBe('Mississauga, ON');
  expect(field('Destination')).toBe('Calgary, AB');
  expect(field('Weight')).toBe('6 pallets, 4,800 lbs');
});

test('a failed quote submission shows a destructive toast and keeps the input', async ({ page }) => {
  const name = unique('Failing Quote');
  await page.route('**/trpc/quote.transportation**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify([{ error: { message: 'Internal error', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } }]),
    }),
  );
  await page.goto('/transportation');
  await fillQuote(page, name);
  await form(page).getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(page.getByText('Submission Failed')).toBeVisible();
  await expect(page.getByText('Please try again or contact us directly.')).toBeVisible();
  await expect(form(page).getByLabel('Contact Name')).toHaveValue(name);
  await expect(form(page).getByLabel('Phone')).toHaveValue('(416) 555-0199');
  await expect(form(page).getByLabel('Timeline')).toHaveValue('1-week');
  expect(await findLeads(page, 'transportation', name)).toHaveLength(0);
});

test('join our network dialog stores the carrier, confirms and closes', async ({ page }) => {
  const company = unique('Carrier Co');
  await page.goto('/transportation');
  await page.getByRole('button', { name: 'Join Our Network' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Our Carrier Network' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', /^tel:\+1/);
  await expect(dialog.getByRole('link', { name: /^Email/ })).toHaveAttribute('href', /^mailto:/);

  // Details are optional, but what is given is checked before sending.
  await dialog.getByLabel('Email').fill('raj@carrierco');
  await dialog.getByRole('button', { name: 'Request Information' }).click();
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Company Name').fill(company);
  await dialog.getByLabel('Contact Name').fill('Raj Patel');
  await dialog.getByLabel('Email').fill('raj@carrierco.example');
  await dialog.getByLabel('Phone').pressSequentially('9055550123');
  await expect(dialog.getByLabel('Phone')).toHaveValue('(905) 555-0123');
  await dialog.getByLabel('Fleet Size').fill('8 power units');
  await dialog.getByLabel('Equipment Types').fill('Dry van, reefer');
  await dialog.getByLabel('Service Areas').fill('Ontario, Quebec');
  await dialog.getByRole('button', { name: 'Request Information' }).click();

  await expect(page.getByText('Application Submitted')).toBeVisible();
  await expect(page.getByText("Thank you for your interest! We'll review your application and contact you soon.")).toBeVisible();
  await expect(dialog).toBeHidden();

  const leads = await findLeads(page, 'carrier', company);
  expect(leads).toHaveLength(1);
  expect(leads[0]!.company).toBe(company);
  expect(leads[0]!.name).toBe('Raj Patel');
  expect(leads[0]!.fields.find((f) => f.label === 'Fleet size')?.value).toBe('8 power units');
});

test('Request Information with no details still reaches the carrier team, confirms and closes', async ({ page }) => {
  const anonymous = async () => (await findLeads(page, 'carrier', '')).filter((lead) => lead.name === 'Carrier (no name given)' && !lead.email).length;
  const before = await anonymous();
  await page.goto('/transportation');
  await page.getByRole('button', { name: 'Join Our Network' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Our Carrier Network' });
  // The request is held until the sending state has been seen (a fast server would answer before the check).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/trpc/carrier.join**', async (route) => {
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Request Information' }).click();
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  release();
  await expect(page.getByText('Application Submitted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(anonymous).toBe(before + 1);
});

test('a failed carrier application keeps the dialog open with its input', async ({ page }) => {
  await page.route('**/trpc/carrier.join**', (route) => route.abort());
  await page.goto('/transportation');
  await page.getByRole('button', { name: 'Join Our Network' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Our Carrier Network' });
  await dialog.getByLabel('Company Name').fill('Offline Haulage');
  await dialog.getByLabel('Contact Name').fill('Ana Lopez');
  await dialog.getByLabel('Email').fill('ana@offline.example');
  await dialog.getByLabel('Phone').pressSequentially('6475550100');
  await dialog.getByRole('button', { name: 'Request Information' }).click();
  await expect(page.getByText('Submission Failed')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Company Name')).toHaveValue('Offline Haulage');
});

test('FAQ accordion opens one item at a time and collapses', async ({ page }) => {
  await page.goto('/transportation');
  await hydrated(page);
  await expectFaqOneAtATime(page);
});
