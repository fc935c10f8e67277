import { expect, test } from './support/fixtures';
import { type Page } from '@playwright/test';
import { adminRequest, chooseOption, loginAsAdmin, unique } from './helpers';

/**
 * The public forms' spam trap as people meet it: a person filling a form at robot speed is never
 * caught (the form waits out the minimum fill time), while a submission that fills the hidden
 * field is answered alike but kept as spam, out of the admin lists, until an admin restores it.
 */

const card = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('Spam protection', () => {
  test('a person who fills the contact form at once is not caught; the honeypot is out of sight and reach', async ({ page, request }) => {
    const subject = unique('E2E Quick');
    await page.goto('/contact');
    // The hidden field is in the form, but far outside the page, out of the tab order and hidden
    // from assistive technology.
    const honeypot = page.locator('input[name="website"]');
    await expect(honeypot).toBeAttached();
    await expect(honeypot).not.toBeInViewport();
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(page.getByRole('textbox', { name: /Leave this field empty/ })).toHaveCount(0);
    await page.getByLabel(/^Full Name/).fill('Quick Typist');
    await page.getByLabel(/^Email Address/).fill('quick@example.ca');
    await page.getByLabel(/^Subject/).fill(subject);
    await page.getByLabel(/^Message/).fill('A short but real question about staffing.');
    const sent = page.waitForRequest((r) => r.url().includes('/trpc/contact.submit'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    const body = (await sent).postDataJSON() as Record<string, { website?: string; formToken?: string }>;
    const input = Object.values(body)[0]!;
    expect(input.website).toBe('');
    expect(input.formToken).toMatch(/^f1\./);
    await expect(page.getByRole('heading', { name: 'Message Sent Successfully!' })).toBeVisible();

    const admin = await adminRequest(request);
    const rows = (await (await admin.get('/api/admin/leads/contact', { params: { search: subject } })).json()) as { status: string }[];
    expect(rows.map((r) => r.status)).toEqual(['new']);
  });

  test('a trapped contact message is kept under Spam and an admin restores it', async ({ page, request }) => {
    const name = unique('E2E Spammer');
    const res = await request.post('/api/contact', {
      data: { name, email: 'bot@example.com', subject: 'Cheap offers today', message: 'Buy now, limited time offer!', website: 'http://spam.example' },
    });
    expect(res.status()).toBe(201);

    await loginAsAdmin(page);
    await page.goto('/admin/leads');
    await page.getByLabel('Search leads').fill(name);
    await expect(page.getByText('No leads found')).toBeVisible();

    await chooseOption(page, page.getByRole('combobox', { name: 'Filter by status' }), 'Spam');
    const trapped = card(page, name);
    await expect(trapped.getByTestId('lead-status')).toHaveText('Spam');
    await expect(trapped).toContainText('Caught by the spam filter: a hidden field only robots fill was filled in.');
    await trapped.getByRole('button', { name: 'Not Spam' }).click();
    await expect(page.getByText('The lead is no longer marked as spam.')).toBeVisible();
    await expect(page.getByText('No leads found')).toBeVisible();

    await chooseOption(page, page.getByRole('combobox', { name: 'Filter by status' }), 'All statuses');
    await expect(card(page, name).getByTestId('lead-status')).toHaveText('New');
  });

  test('a trapped job submission is never published, waits under Spam, and Not Spam sends it to review', async ({ page, request }) => {
    const title = unique('E2E Spam Job');
    const res = await request.post('/api/jobs/submit', {
      data: {
        title,
        company: 'Spam Co',
        location: 'Toronto, ON',
        type: 'Full-Time',
        category: 'Warehouse',
        description: 'Work from home and earn thousands every week with no experience.',
        contactEmail: 'bot@example.com',
        contactPhone: '(416) 555-0100',
        website: 'http://spam.example',
      },
    });
    expect(res.status()).toBe(201);
    const job = (await res.json()) as { id: number; status: string };
    expect(job.status).toBe('pending');
    expect((await request.get(`/api/jobs/${job.id}`)).status()).toBe(404);

    await loginAsAdmin(page);
    await page.goto('/admin/jobs');
    await page.getByLabel('Search jobs').fill(title);
    await expect(page.getByText('No jobs match your search')).toBeVisible();
    await page.getByRole('tab', { name: /^Spam/ }).click();
    const trapped = card(page, title);
    await expect(trapped).toContainText('spam');
    await trapped.getByRole('button', { name: 'Not Spam' }).click();
    await expect(page.getByText('The job is no longer marked as spam and is waiting for review.')).toBeVisible();
    await expect(trapped).toBeHidden();

    await page.getByRole('tab', { name: /^Pending Approval/ }).click();
    await expect(card(page, title).getByRole('button', { name: 'Approve' })).toBeVisible();
  });
});
