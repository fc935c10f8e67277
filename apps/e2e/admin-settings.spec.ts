import { expect, test } from './support/fixtures';
import { type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PROFILE_ADMIN } from './support/app-server';
import { flipSwitch, loginAsAdmin, unique } from './helpers';
import { jsonLdOf, linkTexts, metaContent, titleOf } from './support/html';

// The settings are one row of this worker's database: each test puts back what it changed, so the
// worker's next test starts from the defaults.

const DEFAULT_SITE = {
  companyName: 'Northline Workforce Solutions',
  companyDescription: 'Staffing and recruitment, warehouse services and transportation for Ontario businesses since 2016.',
  companyDescriptionFr: 'Dotation et recrutement, services d’entreposage et transport pour les entreprises de l’Ontario depuis 2016.',
  contactEmail: 'info@northlineworkforce.ca',
  contactPhone: '(905) 555-0148',
  address: '2250 Matheson Blvd E, Suite 400, Mississauga, ON L4W 5E1',
  businessHours: 'Monday - Friday: 9:00 AM - 5:00 PM; Saturday - Sunday: Closed',
  maintenanceMode: false,
  jobAutoApproval: false,
};
const DEFAULT_NOTIFICATIONS = {
  notifyNewApplications: true,
  notifyNewJobPosts: true,
  notifyBlogComments: false,
  notifyWeeklySummary: true,
  notifyBrowser: true,
};
const DEFAULT_SYSTEM = { applicationDeadlineDays: 30, maxFileSizeMb: 5, allowedFileTypes: 'pdf,doc,docx' };

async function restore(request: APIRequestContext, section: 'site' | 'notifications' | 'system', body: object) {
  const res = await request.put(`/api/admin/settings/${section}`, { data: body });
  expect(res.ok(), await res.text()).toBe(true);
}

const stored = async (page: Page) => (await (await page.request.get('/api/admin/settings')).json()) as Record<string, unknown>;

async function openSettings(page: Page, tab: 'Profile' | 'Site Settings' | 'Notifications' | 'System') {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
}

const toast = (page: Page, title: string) => page.locator('.mantine-Notification-title', { hasText: title });

test.describe('Admin Settings', () => {
  test('four tabs; the page is not indexed', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page).toHaveTitle(/Settings/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('tab')).toHaveText(['Profile', 'Site Settings', 'Notifications', 'System']);
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Username')).toHaveValue('e2e-admin');
    await expect(page.getByLabel('Username')).toHaveAttribute('readonly', '');
  });

  test('Site Settings: defaults, save with toast, values after reload; maintenance switch shows ACTIVE', async ({ page }) => {
    await loginAsAdmin(page);
    const description = unique('Staffing, warehousing and freight across Ontario');
    const descriptionFr = unique('Dotation, entreposage et transport partout en Ontario');
    {
      try {
        await openSettings(page, 'Site Settings');
        await expect(page.getByLabel('Company Name')).toHaveValue(DEFAULT_SITE.companyName);
        await expect(page.getByLabel('Contact Email')).toHaveValue(DEFAULT_SITE.contactEmail);
        await expect(page.getByLabel('Phone')).toHaveValue(DEFAULT_SITE.contactPhone);
        await expect(page.getByLabel('Address')).toHaveValue(DEFAULT_SITE.address);
        await expect(page.getByLabel('Business Hours')).toHaveValue(DEFAULT_SITE.businessHours);
        const maintenance = page.getByRole('switch', { name: 'Maintenance Mode' });
        const autoApproval = page.getByRole('switch', { name: 'Job Auto-Approval' });
        await expect(maintenance).not.toBeChecked();
        await expect(autoApproval).not.toBeChecked();
        await expect(page.getByText('ACTIVE', { exact: true })).toHaveCount(0);

        // The badge follows the switch (switched back before saving: maintenance is global state).
        await flipSwitch(maintenance);
        await expect(maintenance).toBeChecked();
        await expect(page.getByTestId('maintenance-active-badge')).toHaveText('ACTIVE');
        await flipSwitch(maintenance);
        await expect(page.getByTestId('maintenance-active-badge')).toHaveCount(0);

        // Field validation uses the shared messages.
        await page.getByLabel('Contact Email').fill('not-an-email');
        await page.getByRole('button', { name: 'Save Site Settings' }).click();
        await expect(page.getByText('Please enter a valid email address')).toBeVisible();
        await page.getByLabel('Contact Email').fill(DEFAULT_SITE.contactEmail);

        await expect(page.getByLabel('Description de l’entreprise (français)')).toHaveValue(DEFAULT_SITE.companyDescriptionFr);
        await page.getByLabel('Company Description').fill(description);
        await page.getByLabel('Description de l’entreprise (français)').fill(descriptionFr);
        await page.getByLabel('Business Hours').fill('Monday - Friday: 8:00 AM - 6:00 PM');
        await page.getByRole('button', { name: 'Save Site Settings' }).click();
        await expect(toast(page, 'Site settings updated')).toBeVisible();

        await page.reload();
        await page.getByRole('tab', { name: 'Site Settings' }).click();
        await expect(page.getByLabel('Company Description')).toHaveValue(description);
        await expect(page.getByLabel('Description de l’entreprise (français)')).toHaveValue(descriptionFr);
        await expect(page.getByLabel('Business Hours')).toHaveValue('Monday - Friday: 8:00 AM - 6:00 PM');
        expect(await stored(page)).toMatchObject({
          companyDescription: description,
          companyDescriptionFr: descriptionFr,
          businessHours: 'Monday - Friday: 8:00 AM - 6:00 PM',
          maintenanceMode: false,
          jobAutoApproval: false,
        });
        const pub = (await (await page.request.get('/api/settings/public')).json()) as Record<string, unknown>;
        expect(pub.companyDescription).toBe(description);

        // The French pages: the French description, and the hours written in French from the English ones.
        await page.goto('/fr');
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByText(descriptionFr)).toBeVisible();
        await expect(footer).not.toContainText(description);
        await expect(footer.getByText(/^Du lundi au vendredi\s:\s8 h à 18 h$/)).toBeVisible();
        await expect(footer).not.toContainText('Monday');
      } finally {
        await restore(page.request, 'site', DEFAULT_SITE);
      }
    }
  });

  test('Site Settings: changed company details reach the contact page, footer, carrier dialog, quote bar and the server-written page', async ({
    page,
    browser,
    request,
  }) => {
    // Two browsers, four pages and the server's HTML read twice: more than the usual 30 s on a busy machine.
    test.slow();
    await loginAsAdmin(page);
    const changed = {
      companyName: 'Northline Lakeside Staffing',
      contactPhone: '(416) 555-0177',
      contactEmail: 'hello@lakeside-e2e.example',
      address: '1 Front St W, Toronto, ON M5J 2X5',
      businessHours: 'Monday - Thursday: 8:00 AM - 6:00 PM; Friday: 8:00 AM - 4:00 PM',
    };
    const tel = 'tel:+14165550177';
    {
      try {
        await openSettings(page, 'Site Settings');
        await page.getByLabel('Company Name').fill(changed.companyName);
        await page.getByLabel('Phone').fill(changed.contactPhone);
        await page.getByLabel('Contact Email').fill(changed.contactEmail);
        await page.getByLabel('Address').fill(changed.address);
        await page.getByLabel('Business Hours').fill(changed.businessHours);
        await page.getByRole('button', { name: 'Save Site Settings' }).click();
        await expect(toast(page, 'Site settings updated')).toBeVisible();
        await expect(page.locator('.mantine-Notification-description', { hasText: 'Your changes are live on the website.' })).toBeVisible();

        // The admin's own tab: back on the site without a reload, the footer already has the new details.
        await page.getByRole('link', { name: 'Back to Site' }).click();
        await expect(page).toHaveURL(/\/$/);
        const adminFooter = page.getByRole('contentinfo');
        await expect(adminFooter.getByRole('link', { name: changed.contactPhone })).toHaveAttribute('href', tel);
        await expect(adminFooter).toContainText(`© ${new Date().getFullYear()} ${changed.companyName}. All rights reserved.`);

        // A visitor's browser.
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const visitor = await context.newPage();
        await visitor.goto('/contact');
        // The first look after each page load waits longer: the machine may be busy.
        await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
        const cards = visitor.getByTestId('contact-info-cards');
        await expect(cards.getByRole('link', { name: changed.contactPhone })).toHaveAttribute('href', tel);
        await expect(cards.getByRole('link', { name: changed.contactEmail })).toHaveAttribute('href', `mailto:${changed.contactEmail}`);
        await expect(cards).toContainText('1 Front St W');
        await expect(cards).toContainText('Toronto, ON M5J 2X5');
        await expect(cards).toContainText('Monday - Thursday: 8:00 AM - 6:00 PM');
        await expect(cards).toContainText('Friday: 8:00 AM - 4:00 PM');
        await expect(cards).not.toContainText('Mississauga');
        await expect(visitor.getByRole('main').getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', tel);

        const footer = visitor.getByRole('contentinfo');
        await expect(footer.getByRole('link', { name: changed.contactPhone })).toHaveAttribute('href', tel);
        await expect(footer.getByRole('link', { name: changed.contactEmail })).toHaveAttribute('href', `mailto:${changed.contactEmail}`);
        await expect(footer).toContainText(changed.address);
        await expect(footer).toContainText('Monday - Thursday: 8:00 AM - 6:00 PM');
        await expect(footer).not.toContainText('(905) 555-0148');

        // The head the web app manages: the site name and the Organization JSON-LD.
        await expect(visitor).toHaveTitle(`Contact Us | ${changed.companyName}`);
        const org = async () => {
          const blocks = await visitor.locator('script[type="application/ld+json"]').allTextContents();
          return blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((d) => d['@type'] === 'Organization');
        };
        await expect.poll(org).toMatchObject({
          name: changed.companyName,
          telephone: '+1-416-555-0177',
          email: changed.contactEmail,
          address: { streetAddress: '1 Front St W', addressLocality: 'Toronto', addressRegion: 'ON', postalCode: 'M5J 2X5' },
        });

        // The division page: the carrier dialog and the contact block.
        await visitor.goto('/transportation');
        await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(visitor.locator('#contact').getByRole('link', { name: `Call ${changed.contactPhone}` })).toHaveAttribute('href', tel);
        await visitor.getByRole('button', { name: 'Join Our Network' }).click();
        const dialog = visitor.getByRole('dialog', { name: 'Join Our Carrier Network' });
        await expect(dialog.getByRole('link', { name: `Call ${changed.contactPhone}` })).toHaveAttribute('href', tel);
        await expect(dialog.getByRole('link', { name: 'Email Our Carrier Team' })).toHaveAttribute('href', new RegExp(`^mailto:${changed.contactEmail}\\?`));
        await visitor.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        // The phone's quote bar.
        await visitor.setViewportSize({ width: 390, height: 844 });
        const bar = visitor.getByTestId('mobile-quote-bar');
        await expect(bar.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', tel);
        await expect(bar.getByRole('link', { name: 'Email' })).toHaveAttribute('href', `mailto:${changed.contactEmail}`);
        await context.close();

        // What the server writes into the page, for crawlers and link previews (a visitor's request: no session).
        const html = await (await request.get('/contact')).text();
        expect(metaContent(html, 'og:site_name')).toBe(changed.companyName);
        expect(titleOf(html)).toBe(`Contact Us | ${changed.companyName}`);
        expect(jsonLdOf(html).find((d) => d['@type'] === 'Organization')).toMatchObject({
          name: changed.companyName,
          telephone: '+1-416-555-0177',
          email: changed.contactEmail,
          address: { streetAddress: '1 Front St W', addressLocality: 'Toronto' },
          contactPoint: {
            telephone: '+1-416-555-0177',
            hoursAvailable: [
              { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:00', closes: '18:00' },
              { dayOfWeek: ['Friday'], opens: '08:00', closes: '16:00' },
            ],
          },
        });
        // The phone links (the contact cards, Call Now, the footer) call the new number and show it.
        const phoneLinks = linkTexts(html, tel);
        expect(phoneLinks.length).toBeGreaterThan(0);
        expect(phoneLinks).toContain(changed.contactPhone);
        expect(html).not.toContain('555-0148');
      } finally {
        await restore(page.request, 'site', DEFAULT_SITE);
      }
    }
    // Put back: the next page load has the original details again.
    const html = await (await request.get('/contact')).text();
    expect(linkTexts(html, 'tel:+19055550148')).toContain('(905) 555-0148');
    expect(linkTexts(html, tel)).toEqual([]);
  });

  test('Site Settings: turning maintenance mode on asks first; Cancel keeps the site up, Save and Apply takes it offline, off needs no question', async ({
    page,
    baseURL,
  }) => {
    await loginAsAdmin(page);
    {
      try {
        await openSettings(page, 'Site Settings');
        const maintenance = page.getByRole('switch', { name: 'Maintenance Mode' });
        const save = page.getByRole('button', { name: 'Save Site Settings' });
        const dialog = page.getByRole('dialog', { name: 'Change how the live site behaves?' });

        await flipSwitch(maintenance);
        await save.click();
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText('Maintenance mode takes the public website offline');
        await expect(dialog).not.toContainText('Job auto-approval');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
        expect(await stored(page)).toMatchObject({ maintenanceMode: false });
        await expect(page.getByTestId('maintenance-active-badge')).toHaveText('ACTIVE');

        await save.click();
        await dialog.getByRole('button', { name: 'Save and Apply' }).click();
        await expect(toast(page, 'Site settings updated')).toBeVisible();
        expect(await stored(page)).toMatchObject({ maintenanceMode: true });
        const visitorPage = await fetch(new URL('/', baseURL).toString());
        expect(visitorPage.status).toBe(503);

        // The page now warns that the site is offline (wait for it: it moves the form down).
        await expect(page.getByRole('alert', { name: 'Maintenance mode is ACTIVE' })).toBeVisible();
        await flipSwitch(maintenance);
        await expect(maintenance).not.toBeChecked();
        await expect(page.getByTestId('maintenance-active-badge')).toHaveCount(0);
        await save.click();
        await expect(dialog).toBeHidden();
        await expect.poll(async () => (await stored(page)).maintenanceMode).toBe(false);
        expect((await fetch(new URL('/', baseURL).toString())).status).toBe(200);
      } finally {
        await restore(page.request, 'site', DEFAULT_SITE);
      }
    }
  });

  test('Notifications: defaults, save with toast, values after reload', async ({ page }) => {
    await loginAsAdmin(page);
    try {
      await openSettings(page, 'Notifications');
      const sw = (name: string) => page.getByRole('switch', { name });
      await expect(sw('New applications')).toBeChecked();
      await expect(sw('New job posts')).toBeChecked();
      await expect(sw('Blog comments')).not.toBeChecked();
      await expect(sw('Weekly summary')).toBeChecked();
      await expect(sw('Browser notifications')).toBeChecked();

      await flipSwitch(sw('Blog comments'));
      await flipSwitch(sw('Weekly summary'));
      await page.getByRole('button', { name: 'Save Preferences' }).click();
      await expect(toast(page, 'Notification preferences updated')).toBeVisible();

      await page.reload();
      await page.getByRole('tab', { name: 'Notifications' }).click();
      await expect(sw('Blog comments')).toBeChecked();
      await expect(sw('Weekly summary')).not.toBeChecked();
      await expect(sw('New applications')).toBeChecked();
      expect(await stored(page)).toMatchObject({ ...DEFAULT_NOTIFICATIONS, notifyBlogComments: true, notifyWeeklySummary: false });
    } finally {
      await restore(page.request, 'notifications', DEFAULT_NOTIFICATIONS);
    }
  });

  test('System: defaults, save with toast, values after reload', async ({ page }) => {
    await loginAsAdmin(page);
    try {
      await openSettings(page, 'System');
      const deadline = page.getByRole('combobox', { name: 'Application Deadline' });
      const size = page.getByRole('combobox', { name: 'Max File Size' });
      await expect(deadline).toHaveValue('30 days');
      await expect(size).toHaveValue('5 MB');
      const fileType = (name: string) => page.getByRole('checkbox', { name, exact: true });
      // Only the types the server can check by their contents are offered.
      for (const name of ['PDF', 'Word 97-2003 (.doc)', 'Word (.docx)']) await expect(fileType(name)).toBeChecked();

      await deadline.click();
      await expect(page.getByRole('option')).toHaveText(['7 days', '14 days', '30 days', '60 days']);
      await page.getByRole('option', { name: '14 days' }).click();
      await size.click();
      await expect(page.getByRole('option')).toHaveText(['2 MB', '5 MB', '10 MB', '20 MB']);
      await page.getByRole('option', { name: '10 MB' }).click();

      for (const name of ['PDF', 'Word 97-2003 (.doc)', 'Word (.docx)']) await fileType(name).uncheck();
      await page.getByRole('button', { name: 'Save System Settings' }).click();
      await expect(page.getByText('List at least one file type')).toBeVisible();
      await fileType('PDF').check();
      await fileType('Word (.docx)').check();
      await page.getByRole('button', { name: 'Save System Settings' }).click();
      await expect(toast(page, 'System settings updated')).toBeVisible();

      await page.reload();
      await page.getByRole('tab', { name: 'System' }).click();
      await expect(deadline).toHaveValue('14 days');
      await expect(size).toHaveValue('10 MB');
      await expect(fileType('PDF')).toBeChecked();
      await expect(fileType('Word 97-2003 (.doc)')).not.toBeChecked();
      await expect(fileType('Word (.docx)')).toBeChecked();
      expect(await stored(page)).toMatchObject({ applicationDeadlineDays: 14, maxFileSizeMb: 10, allowedFileTypes: 'pdf,docx' });
      // The cache tools live here too (an owner's dashboard shows them as well).
      await expect(page.getByRole('heading', { name: 'Cache Management' })).toBeVisible();
    } finally {
      await restore(page.request, 'system', DEFAULT_SYSTEM);
    }
  });

  test('Profile: a mismatched confirmation is refused without calling the server', async ({ page }) => {
    await loginAsAdmin(page);
    await openSettings(page, 'Profile');
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('admin.changePassword') || r.url().includes('/api/admin/password')) calls.push(r.url());
    });
    await page.getByLabel('Current Password').fill('whatever-it-is');
    await page.getByLabel('New Password').fill('brand-new-password');
    await page.getByLabel('Confirm Password').fill('brand-new-passw0rd');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(toast(page, 'Password mismatch')).toBeVisible();
    await expect(page.locator('.mantine-Notification-description', { hasText: "New password and confirmation don't match." })).toBeVisible();
    await expect(page.locator('.mantine-PasswordInput-error', { hasText: "New password and confirmation don't match." })).toBeVisible();
    expect(calls).toEqual([]);
  });

  test('Profile: change the password, sign in with it on the login page, then change it back', async ({ page, browser }) => {
    // A second admin: changing the main e2e admin's password would sign out specs running beside this one.
    const admin = E2E_PROFILE_ADMIN;
    const newPassword = `${admin.password}-new`;
    const login = await page.request.post('/api/admin/login', { data: admin });
    expect(login.ok()).toBe(true);
    let changed = false;
    try {
      await openSettings(page, 'Profile');
      await expect(page.getByLabel('Username')).toHaveValue(admin.username);

      // A wrong current password is refused with a clear message.
      await page.getByLabel('Current Password').fill('not-the-password');
      await page.getByLabel('New Password').fill(newPassword);
      await page.getByLabel('Confirm Password').fill(newPassword);
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(page.locator('.mantine-PasswordInput-error', { hasText: 'Current password is incorrect' })).toBeVisible();

      await page.getByLabel('Current Password').fill(admin.password);
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await expect(toast(page, 'Profile updated')).toBeVisible();
      changed = true;
      await expect(page.getByLabel('Current Password')).toHaveValue('');

      // A fresh browser signs in with the new password through the login page; the old one no longer works.
      const context = await browser.newContext();
      const other = await context.newPage();
      expect((await other.request.post('/api/admin/login', { data: admin })).status()).toBe(401);
      await other.goto('/admin/login');
      await other.getByLabel('Username').fill(admin.username);
      await other.getByLabel('Password').fill(newPassword);
      await other.getByRole('button', { name: 'Sign In' }).click();
      await expect(other).toHaveURL(/\/admin\/?$/);
      await expect(other.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await context.close();
    } finally {
      if (changed) {
        const back = await page.request.post('/api/admin/password', {
          data: { currentPassword: newPassword, newPassword: admin.password, confirmPassword: admin.password },
        });
        expect(back.ok(), await back.text()).toBe(true);
      }
    }
    expect((await page.request.post('/api/admin/login', { data: admin })).ok()).toBe(true);
  });
});

test('Job auto-approval: a public submission goes live at once and the success screen and toast say so; switched off again', async ({ page, browser }) => {
  await loginAsAdmin(page);
  const title = unique('E2E Auto-Approved Order Picker');
  // A visitor of our own (not signed in, so the job page shows only published jobs), loaded before the switch is on.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/post-job');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
  let jobId: string | undefined;

  {
    try {
      await openSettings(page, 'Site Settings');
      await flipSwitch(page.getByRole('switch', { name: 'Job Auto-Approval' }));
      await page.getByRole('button', { name: 'Save Site Settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change how the live site behaves?' });
      await expect(dialog).toContainText('Job auto-approval publishes jobs submitted through Post a Job at once');
      await dialog.getByRole('button', { name: 'Save and Apply' }).click();
      await expect(toast(page, 'Site settings updated')).toBeVisible();
      expect(await stored(page)).toMatchObject({ jobAutoApproval: true });

      await visitor.getByLabel('Job Title').fill(title);
      await visitor.getByLabel('Company Name').fill('E2E Fulfilment Inc.');
      await visitor.getByLabel('Job Type').selectOption('Full-Time');
      await visitor.getByLabel('Category').selectOption('Warehouse');
      await visitor.getByLabel('Location').fill('Milton, ON');
      await visitor.getByLabel('Job Description').fill('Pick and pack customer orders with an RF scanner.');
      await visitor.getByLabel('Contact Email').fill('jobs@e2e-fulfilment.example');
      await visitor.getByLabel('Contact Phone').fill('9055550177');
      await visitor.getByRole('button', { name: 'Submit Job for Review' }).click();

      const published = visitor.locator('.mantine-Notification-root').filter({ hasText: 'Job published successfully!' });
      await expect(published).toContainText('Your job posting is now live on our jobs board.');
      const success = visitor.getByTestId('post-job-success');
      await expect(success.getByRole('heading', { name: 'Job Posted Successfully!' })).toBeVisible();
      await expect(success).toContainText('live on our jobs board now');
      await expect(success).not.toContainText('under review');
      const view = success.getByRole('link', { name: 'View Your Job' });
      await expect(view).toHaveAttribute('href', /^\/jobs\/\d+$/);
      jobId = (await view.getAttribute('href'))!.split('/').pop();

      // The link leads to the published job page, open to everyone.
      const answer = await visitor.request.get(`/api/jobs/${jobId}`);
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toMatchObject({ title, status: 'approved' });
      await view.click();
      await expect(visitor).toHaveURL(new RegExp(`/jobs/${jobId}$`));
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(visitor.getByRole('button', { name: 'Submit Application' })).toBeVisible();
    } finally {
      // Off again, keeping whatever else the site section holds.
      const { companyName, companyDescription, contactEmail, contactPhone, address, businessHours, maintenanceMode } = await stored(page);
      await restore(page.request, 'site', {
        companyName,
        companyDescription,
        contactEmail,
        contactPhone,
        address,
        businessHours,
        maintenanceMode,
        jobAutoApproval: false,
      });
      if (jobId) expect((await page.request.delete(`/api/jobs/${jobId}`)).ok()).toBe(true);
      await visitorContext.close();
    }
  }
  expect(await stored(page)).toMatchObject({ jobAutoApproval: false });
});
