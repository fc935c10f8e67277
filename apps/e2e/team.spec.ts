import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { adminRequest, loginAsAdmin, mailedLink, memberThroughApi, userName } from './helpers';

/**
 * Staff accounts (issue 22): an owner invites a person from the Team screen, the invitee follows
 * the mailed link and chooses a username and password, and signs in with only their role's
 * screens; a deactivated user is signed out at once; 'Forgot password?' mails a link that sets a
 * new password. The e2e server sends no mail (no SMTP_URL): the test reads the mail from the
 * outbox as it would be sent (the Email screen shows a placeholder for a link's secret).
 */

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).last();

async function signInThroughPage(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

test('an owner invites a recruiter, who accepts by the mailed link, signs in, and cannot open Settings', async ({ page, browser, workerApp }) => {
  // Two or three people's sign-ins, and the mail worker's next pass for the link: longer than one page's test.
  test.slow();
  const name = userName('recruiter');
  const email = `${name}@e2e-team.example`;
  const password = 'a recruiter passphrase';

  await loginAsAdmin(page);
  await page.goto('/admin/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: 'Recruiter' }).click();
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(toast(page, 'Invitation sent')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pending invitations' }).getByRole('row', { name: new RegExp(email) })).toBeVisible();

  // The invitee follows the mailed link in a browser of their own.
  const link = await mailedLink(workerApp, email, 'team.invitation', '/admin/accept-invitation');
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Join the team' })).toBeVisible();
  await expect(invitee.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await invitee.getByLabel('Username').fill(name);
  await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill('too short');
  await invitee.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('too short');
  await invitee.getByRole('button', { name: 'Create Account' }).click();
  await expect(invitee.getByText('Password must be at least 12 characters')).toBeVisible();
  // A breached password is refused by the server, which says why.
  await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill('qwerty123456');
  await invitee.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('qwerty123456');
  await invitee.getByRole('button', { name: 'Create Account' }).click();
  await expect(invitee.getByText('This password appears in a list of breached passwords. Choose another.')).toBeVisible();
  await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await invitee.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(password);
  await invitee.getByRole('button', { name: 'Create Account' }).click();
  await expect(invitee.getByText('Your account is ready', { exact: true })).toBeVisible();

  // The link is used up.
  const again = await context.request.post('/api/admin/invitations/accept', {
    data: { token: decodeURIComponent(new URL(link, 'http://x').searchParams.get('token')!), username: `${name}-2`, password },
  });
  expect(again.status()).toBe(400);

  await invitee.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(invitee).toHaveURL(/\/admin\/login$/);
  await invitee.getByLabel('Username').fill(name);
  await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await invitee.getByRole('button', { name: 'Sign In' }).click();
  await expect(invitee.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const nav = invitee.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Applications' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await invitee.goto('/admin/settings');
  await expect(invitee.getByText('You do not have permission to do this')).toBeVisible();
  await context.close();

  // The owner's Team screen lists the new recruiter.
  await page.reload();
  const row = page.getByRole('table', { name: 'Team members' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('combobox', { name: `Role of ${name}` })).toHaveValue('Recruiter');
  await expect(page.getByRole('table', { name: 'Pending invitations' }).getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
});

test('a deactivated user is signed out at once: their open page goes to the login page on its next call', async ({ page, browser, request, workerApp }) => {
  // Two or three people's sign-ins, and the mail worker's next pass for the link: longer than one page's test.
  test.slow();
  const admin = await adminRequest(request);
  const member = await memberThroughApi(admin, workerApp, browser, 'recruiter', userName('deact'));
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await signInThroughPage(theirs, member.username, member.password);

  await loginAsAdmin(page);
  await page.goto('/admin/team');
  await page.getByRole('button', { name: `Deactivate ${member.username}` }).click();
  await page.getByRole('dialog', { name: 'Deactivate team member' }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(page, 'Deactivated')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(member.username) }).getByText('Deactivated')).toBeVisible();

  // Their next call is refused: the page goes to the login page, which says the session ended.
  await theirs.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Jobs' }).click();
  await expect(theirs).toHaveURL(/\/admin\/login/);
  await expect(theirs.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  // Nor can they sign in again.
  await theirs.getByLabel('Username').fill(member.username);
  await theirs.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  await theirs.getByRole('button', { name: 'Sign In' }).click();
  await expect(theirs.getByText('Invalid username or password')).toBeVisible();
  await context.close();
});

test('deactivating an owner revokes the invitations they sent, and the Team screen says so', async ({ page, browser, request, workerApp }) => {
  // Two people's sign-ins, and the mail worker's next pass for the link: longer than one page's test.
  test.slow();
  const member = await memberThroughApi(await adminRequest(request), workerApp, browser, 'owner', userName('inviter'));
  const invitee = `${userName('invitee')}@e2e-team.example`;
  const theirs = await browser.newContext();
  expect((await theirs.request.post('/api/admin/login', { data: { username: member.username, password: member.password } })).ok()).toBe(true);
  expect((await theirs.request.post('/api/admin/users/invite', { data: { email: invitee, role: 'owner' } })).status()).toBe(201);
  await theirs.close();

  await loginAsAdmin(page);
  await page.goto('/admin/team');
  await expect(page.getByText('Deactivating or demoting an owner revokes the invitations they sent.')).toBeVisible();
  const pending = page.getByRole('table', { name: 'Pending invitations' });
  await expect(pending.getByRole('row', { name: new RegExp(invitee) })).toBeVisible();
  await page.getByRole('button', { name: `Deactivate ${member.username}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate team member' });
  await expect(dialog).toContainText('The invitations they sent that are still pending are revoked.');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(page, 'Deactivated')).toContainText('The invitations they sent that were still pending are revoked.');
  await expect(pending.getByRole('row', { name: new RegExp(invitee) })).toHaveCount(0);
});

test("a lost phone: an owner turns off a member's two-factor from Team; the member then signs in with the password only", async ({
  page,
  browser,
  request,
  workerApp,
}) => {
  // Two or three people's sign-ins, and the mail worker's next pass for the link: longer than one page's test.
  test.slow();
  const admin = await adminRequest(request);
  const member = await memberThroughApi(admin, workerApp, browser, 'editor', userName('phone'));
  // The member turns two-factor on (through the API, as the Profile screen does).
  const context = await browser.newContext();
  expect((await context.request.post('/api/admin/login', { data: { username: member.username, password: member.password } })).status()).toBe(200);
  const { secret } = (await (await context.request.post('/api/admin/mfa/setup')).json()) as { secret: string };
  expect((await context.request.post('/api/admin/mfa/enable', { data: { code: await generate({ secret }) } })).status()).toBe(200);
  await context.close();
  const login = (body: object) => browser.newContext().then(async (c) => [await c.request.post('/api/admin/login', { data: body }), c] as const);
  const [needsCode, first] = await login({ username: member.username, password: member.password });
  expect(needsCode.status()).toBe(401);
  expect(await needsCode.json()).toMatchObject({ code: 'MFA_REQUIRED' });
  await first.close();

  await loginAsAdmin(page);
  await page.goto('/admin/team');
  const row = page.getByRole('row', { name: new RegExp(member.username) });
  await expect(row.getByText('On', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Turn off two-factor for ${member.username}` }).click();
  await page.getByRole('dialog', { name: 'Turn off two-factor sign-in' }).getByRole('button', { name: 'Turn off' }).click();
  await expect(toast(page, 'Two-factor turned off')).toBeVisible();
  await expect(row.getByText('Off', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Turn off two-factor for ${member.username}` })).toHaveCount(0);

  const [passwordOnly, second] = await login({ username: member.username, password: member.password });
  expect(passwordOnly.status()).toBe(200);
  await second.close();
});

test('Forgot password? mails a link that sets a new password; the new one signs in', async ({ browser, request, workerApp }) => {
  // Two or three people's sign-ins, and the mail worker's next pass for the link: longer than one page's test.
  test.slow();
  const admin = await adminRequest(request);
  const member = await memberThroughApi(admin, workerApp, browser, 'editor', userName('forgot'));
  const newPassword = 'an editor passphrase, renewed';
  const context = await browser.newContext();
  const page = await context.newPage();

  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email.toUpperCase());
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If this address belongs to a team member, a link to set a new password is on its way.')).toBeVisible();

  // The mail worker writes the mail a moment later.
  const link = await mailedLink(workerApp, member.email, 'admin.password_reset', '/admin/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  // The link works once.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('one more new passphrase');
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('one more new passphrase');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();

  expect((await page.request.post('/api/admin/login', { data: { username: member.username, password: member.password } })).status()).toBe(401);
  await signInThroughPage(page, member.username, newPassword);
  await context.close();
});
