import { expect, test } from './support/fixtures';
import { loginAsAdmin } from './helpers';
import { hydrated } from './support/idle';
import { seriousViolations as violations } from './support/axe';
import { sitePages, sitePatterns } from './support/site-routes';

/**
 * Issue 25's accessibility sweep (AODA: WCAG 2.1 AA): axe-core checks every public page and every
 * admin screen, at a phone's width and a desktop's, with the dialogs and menus people open there.
 * Any serious or critical violation fails the test, with axe's rule, the elements and its help.
 */
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const ADMIN_SCREENS = [
  '/admin',
  '/admin/jobs',
  '/admin/applications',
  '/admin/blog',
  '/admin/testimonials',
  '/admin/leads',
  '/admin/email',
  '/admin/activity',
  '/admin/privacy',
  '/admin/settings',
  '/admin/team',
  '/admin/profile',
] as const;

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const pattern of [...sitePatterns(), '/no-such-page']) {
      test(`${pattern} has no serious or critical axe violation`, async ({ page }) => {
        const path = pattern === '/no-such-page' ? pattern : (await sitePages(page.request)).find((site) => site.pattern === pattern)!.path;
        await page.goto(path);
        await hydrated(page);
        expect(await violations(page)).toEqual([]);
      });
    }

    test('the login page and every admin screen have no serious or critical axe violation', async ({ page }) => {
      test.setTimeout(240_000);
      const found: string[] = [];
      await page.goto('/admin/login');
      await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
      found.push(...(await violations(page)).map((v) => `/admin/login: ${v}`));
      // The pages without a session: 'Forgot password?', an invitation and a reset link.
      for (const path of ['/admin/forgot-password', '/admin/accept-invitation?token=x', '/admin/reset-password?token=x']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        found.push(...(await violations(page)).map((v) => `${path}: ${v}`));
      }
      await loginAsAdmin(page);
      for (const path of ADMIN_SCREENS) {
        await page.goto(path);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Its lists have loaded: no table or list is still marked busy.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
        found.push(...(await violations(page)).map((v) => `${path}: ${v}`));
      }
      expect(found).toEqual([]);
    });
  });
}

test.describe('dialogs and menus, opened', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the phone menu, the job alert dialog and the Join Our Network dialog', async ({ page }) => {
    // Three pages and three axe runs: longer than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    const found: string[] = [];
    await page.goto('/');
    await hydrated(page);
    await page
      .getByRole('button', { name: /menu|navigation/i })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await violations(page)).map((v) => `/ menu: ${v}`));

    await page.goto('/jobs');
    await hydrated(page);
    await page.getByRole('button', { name: 'Email me jobs like these' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await violations(page)).map((v) => `/jobs alert dialog: ${v}`));

    await page.goto('/transportation');
    await hydrated(page);
    await page
      .getByRole('button', { name: /join our network/i })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await violations(page)).map((v) => `/transportation network dialog: ${v}`));
    expect(found).toEqual([]);
  });
});
