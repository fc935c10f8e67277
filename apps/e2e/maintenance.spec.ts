import { expect, test } from './support/fixtures';
import { type APIRequestContext } from '@playwright/test';
import { loginAsAdmin } from './helpers';

// Maintenance mode is site-wide state in this worker's database: always switched off again, so the
// worker's next test meets a site that is up.

const MESSAGE = 'The site is under maintenance. Please try again later.';

async function setMaintenance(request: APIRequestContext, on: boolean) {
  const current = (await (await request.get('/api/admin/settings')).json()) as Record<string, unknown>;
  const { companyName, companyDescription, contactEmail, contactPhone, address, businessHours, jobAutoApproval } = current;
  const res = await request.put('/api/admin/settings/site', {
    data: { companyName, companyDescription, contactEmail, contactPhone, address, businessHours, jobAutoApproval, maintenanceMode: on },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return current as { contactEmail: string; contactPhone: string };
}

test.describe('Maintenance mode', () => {
  test('on: visitors get the maintenance page (503), the admin keeps the site and admin area; off: the site is back', async ({ page, browser }) => {
    await loginAsAdmin(page);
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    // Load the app once beforehand so the switched-on window stays short.
    await visitor.goto('/about');
    await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();

    {
      try {
        const settings = await setMaintenance(page.request, true);

        const home = await visitor.goto('/');
        expect(home?.status()).toBe(503);
        expect(Number(home?.headers()['retry-after'])).toBeGreaterThan(0);
        await expect(visitor.getByRole('heading', { level: 1, name: "We'll be back soon" })).toBeVisible();
        await expect(visitor.getByRole('link', { name: settings.contactPhone })).toBeVisible();
        await expect(visitor.getByRole('link', { name: settings.contactEmail })).toHaveAttribute('href', `mailto:${settings.contactEmail}`);
        await expect(visitor.getByRole('link', { name: 'Find Job' })).toHaveCount(0);

        await visitor.goto('/jobs');
        await expect(visitor.getByRole('heading', { level: 1, name: "We'll be back soon" })).toBeVisible();

        const write = await visitor.request.post('/api/contact', {
          data: {
            name: 'Maintenance Visitor',
            email: 'maintenance.visitor@example.com',
            subject: 'Are you open today?',
            message: 'Just checking whether you are open today.',
          },
        });
        expect(write.status()).toBe(503);
        expect((await write.json()).message).toBe(MESSAGE);

        // The signed-in admin sees the real site under a banner, and the admin area works.
        await page.goto('/');
        await expect(page.getByText('Maintenance mode is ACTIVE')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Find Job' }).first()).toBeVisible();
        await expect(page.getByRole('heading', { name: "We'll be back soon" })).toHaveCount(0);
        await page.goto('/admin/settings?tab=site');
        await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
        await expect(page.getByTestId('maintenance-active-badge')).toHaveText('ACTIVE');
        await expect(page.getByRole('switch', { name: 'Maintenance Mode' })).toBeChecked();
      } finally {
        await setMaintenance(page.request, false);
      }
    }

    const back = await visitor.goto('/');
    expect(back?.status()).toBe(200);
    await expect(visitor.getByRole('link', { name: 'Find Job' }).first()).toBeVisible();
    await expect(visitor.getByRole('heading', { name: "We'll be back soon" })).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Find Job' }).first()).toBeVisible();
    await expect(page.getByText('Maintenance mode is ACTIVE')).toHaveCount(0);
    await visitorContext.close();
  });
});
