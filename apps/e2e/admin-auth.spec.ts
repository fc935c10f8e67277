import { expect, test } from './support/fixtures';
import { type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_PROFILE_ADMIN } from './support/app-server';
import { loginAsAdmin, meta, signInFresh, unique } from './helpers';

/** The toast showing `text` (a replaced toast may still be fading out next to it). */
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).last();

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('admin guard and login', () => {
  test('an admin page without a session goes to the login page and back after signing in', async ({ page }) => {
    await page.goto('/admin/jobs');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page).toHaveTitle('Admin Access');
    await expect(page.getByRole('heading', { name: 'Admin Access', level: 1 })).toBeVisible();
    expect(await meta(page, 'robots')).toBe('noindex, nofollow');

    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(toast(page, 'Login successful')).toBeVisible();
    // One toast at a time: the welcome waits for the first one's five seconds.
    await expect(toast(page, 'Welcome back, e2e-admin!')).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByRole('heading', { name: 'Job Management', level: 1 })).toBeVisible();
  });

  test('a signed-out visit to the sign-in page is not an error: no failed request, nothing in the console', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    // The identity check, whichever path asks it.
    const identity = page.waitForResponse((response) => /^\/api\/admin\/(me|session)$/.test(new URL(response.url()).pathname));
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Access', level: 1 })).toBeVisible();
    const answer = await identity;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ user: null });
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the guard says it is verifying while the identity check is under way', async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/session', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/admin');
    // The server's page says it too; React keeps that copy hidden while it draws its own.
    await expect(page.getByText('Verifying admin access...').filter({ visible: true })).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('signing in with no dashboard target goes to /admin, and /admin/login then forwards to it', async ({ page }) => {
    await page.goto('/admin/login');
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('blank credentials show the missing credentials toast and send nothing', async ({ page }) => {
    let calls = 0;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/admin/login')) calls += 1;
    });
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page, 'Missing credentials')).toBeVisible();
    await expect(toast(page, 'Please enter both username and password')).toBeVisible();

    await signIn(page, '   ', '   ');
    await expect(toast(page, 'Please enter both username and password')).toBeVisible();
    expect(calls).toBe(0);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a wrong password shows an inline message and stays on the page', async ({ page }) => {
    await page.goto('/admin/login');
    // A throwaway username, so the failed attempts never throttle the shared e2e admin.
    await signIn(page, unique('nobody').replace(' ', '-'), 'wrong-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
  });

  test('a network failure shows the connection error toast', async ({ page }) => {
    await page.route('**/api/admin/login', (route) => route.abort('internetdisconnected'));
    await page.goto('/admin/login');
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(toast(page, 'Connection error')).toBeVisible();
    await expect(toast(page, 'Unable to connect to server. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/admin/login');
    const password = page.getByLabel('Password');
    await password.fill('secret-value');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('an admin session that ends on the server', () => {
  const sessionEnded = (page: Page) => page.getByRole('status').filter({ hasText: 'Your session has ended. Please sign in again.' });

  test('logout in another tab: the next server call leads to the login page with a notice, and signing in returns to the page', async ({ page, context }) => {
    // A session of its own: this test ends it.
    await signInFresh(page);
    await page.goto('/admin/applications');
    // This page's first visit of the admin area: its chunks load and the identity check answers
    // before the page draws ('Verifying admin access...'); on a busy two-core CI machine (two
    // workers, each with its browser, server and database) that once took just over the default 5 s.
    await expect(page.getByRole('heading', { level: 1, name: 'Job Applications' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('admin-username')).toHaveText(E2E_ADMIN.username);

    // A second tab of the same browser signs out: the server revokes the session both tabs use.
    const other = await context.newPage();
    await other.goto('/admin');
    await other.getByRole('button', { name: 'Logout' }).click();
    await expect(other).toHaveURL(/\/admin\/login/);
    await expect(other.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    // A deliberate logout is no 'session ended' surprise.
    await expect(sessionEnded(other)).toHaveCount(0);
    await other.close();

    // The first tab learns it at its next call to the server (here a query: another tab's list).
    await page.getByRole('tab', { name: /^Accepted/ }).click();
    await expect(page).toHaveURL(/\/admin\/login\?/);
    await expect(sessionEnded(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Access', level: 1 })).toBeVisible();
    await expect(page.getByText('Signed in as')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/applications?tab=accepted');

    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/applications\?tab=accepted$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Job Applications' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Accepted/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('admin-username')).toHaveText(E2E_ADMIN.username);
  });

  test('a password change in another browser: the next change (a mutation) leads to the login page, and signing in returns', async ({
    page,
    browser,
    request,
  }) => {
    // An application of our own to change (through the public endpoint, as a candidate would).
    const [job] = (await (await request.get('/api/jobs')).json()) as { id: number }[];
    const name = unique('Session Applicant');
    const email = `${name.replace(/\s+/g, '.').toLowerCase()}@example.com`;
    const applied = await request.post(`/api/jobs/${job!.id}/apply`, {
      data: {
        userId: 'temp-user',
        coverLetter: 'I have run night shifts in a busy cross-dock and I am comfortable with RF scanners and WMS software.',
        applicantName: name,
        applicantEmail: email,
      },
    });
    expect(applied.status()).toBe(201);

    // The second admin, so changing a password never signs out the tests running beside this one.
    expect((await page.request.post('/api/admin/login', { data: E2E_PROFILE_ADMIN })).ok()).toBe(true);
    const listPath = `/admin/applications?search=${encodeURIComponent(email)}`;
    await page.goto(listPath);
    const statusSelect = page.getByRole('article', { name }).getByRole('combobox', { name: /Update status/ });
    await expect(statusSelect).toBeVisible();

    const elsewhere = await browser.newContext();
    const temporary = 'a-temporary-password-1';
    const changePassword = (currentPassword: string, newPassword: string) =>
      elsewhere.request.post('/api/admin/password', { data: { currentPassword, newPassword, confirmPassword: newPassword } });
    try {
      expect((await elsewhere.request.post('/api/admin/login', { data: E2E_PROFILE_ADMIN })).ok()).toBe(true);
      // Every other session of that admin (this page's) is revoked.
      expect((await changePassword(E2E_PROFILE_ADMIN.password, temporary)).ok()).toBe(true);

      await statusSelect.click();
      await page.getByRole('option', { name: 'Under Review', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/login\?/);
      await expect(sessionEnded(page)).toBeVisible();
    } finally {
      expect((await changePassword(temporary, E2E_PROFILE_ADMIN.password)).ok()).toBe(true);
      await elsewhere.close();
    }

    await signIn(page, E2E_PROFILE_ADMIN.username, E2E_PROFILE_ADMIN.password);
    await expect
      .poll(() => {
        const url = new URL(page.url());
        return [url.pathname, url.searchParams.get('search')];
      })
      .toEqual(['/admin/applications', email]);
    await expect(statusSelect).toBeVisible();
    // The refused change was not made.
    await expect(page.getByRole('article', { name }).getByTestId('application-status')).toHaveText('Submitted');
  });

  test('a forged redirect never leaves the admin area', async ({ page }) => {
    await page.goto('/admin/login?redirect=%2F%2Fevil.example%2Fadmin&session=ended');
    await expect(sessionEnded(page)).toBeVisible();
    await signIn(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/admin$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });
});

test.describe('admin shell', () => {
  test('sidebar links, active state, username and Back to Site', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/admin/jobs');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const expected: [string, string][] = [
      ['Dashboard', '/admin'],
      ['Jobs', '/admin/jobs'],
      ['Blog Posts', '/admin/blog'],
      ['Testimonials', '/admin/testimonials'],
      ['Applications', '/admin/applications'],
      ['Leads', '/admin/leads'],
      ['Email', '/admin/email'],
      ['Activity', '/admin/activity'],
      ['Settings', '/admin/settings'],
    ];
    for (const [label, href] of expected) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Jobs', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('admin-username')).toHaveText(E2E_ADMIN.username);
    await expect(page.getByRole('link', { name: 'Back to Site' })).toHaveAttribute('href', '/');

    await nav.getByRole('link', { name: 'Blog Posts', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(nav.getByRole('link', { name: 'Blog Posts', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Jobs', exact: true })).not.toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(/Admin Dashboard/);
    expect(await meta(page, 'robots')).toBe('noindex, nofollow');
  });

  test('logout returns to the login page and the admin pages are guarded again', async ({ page }) => {
    // A session of its own: this test ends it.
    await signInFresh(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.getByRole('heading', { name: 'Admin Access' })).toBeVisible();
    const me = await page.request.get('/api/admin/me');
    expect(me.status()).toBe(401);

    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('on a phone the sidebar opens from the burger', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAsAdmin(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const jobsLink = nav.getByRole('link', { name: 'Jobs', exact: true });
    await expect(jobsLink).not.toBeInViewport();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(jobsLink).toBeInViewport();
    await jobsLink.click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByRole('heading', { name: 'Job Management' })).toBeVisible();
    await expect(jobsLink).not.toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
