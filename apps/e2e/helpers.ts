import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { E2E_ADMIN } from './support/app-server';
import { savedAdminCookies, type WorkerApp } from './support/fixtures';
import { outboxMailsTo, type OutboxMail } from './support/mailbox';

export type { OutboxMail };

/**
 * Signs the page's browser context in as the e2e admin: the session signed in once for the whole
 * run (see support/global-setup.ts), so no sign-in is made here. Tests that end their session
 * (logout, a password change) sign in on their own with signInFresh instead.
 */
export async function loginAsAdmin(page: Page) {
  await page.context().addCookies(savedAdminCookies());
}

/** A real sign-in through the API: a session of the page's own, which the test may end. */
export async function signInFresh(page: Page, credentials: { username: string; password: string } = E2E_ADMIN) {
  const res = await page.request.post('/api/admin/login', { data: credentials });
  expect(res.ok()).toBe(true);
}

export type AdminApi = Pick<APIRequestContext, 'get' | 'post' | 'put' | 'patch' | 'delete' | 'fetch'>;

/**
 * The outbox's mails to `email` in this worker's database, newest first, as they would be sent:
 * their links whole (the outbox, and the admin Email screen, show placeholders for their secrets).
 */
export function mailsTo(app: Pick<WorkerApp, 'databaseUrl'>, email: string): Promise<OutboxMail[]> {
  return outboxMailsTo(app.databaseUrl, email);
}

/**
 * `request` acting as the e2e admin: every call carries the shared session's cookie (an
 * APIRequestContext cannot be given cookies after it is made).
 */
export async function adminRequest(request: APIRequestContext): Promise<AdminApi> {
  const cookie = savedAdminCookies()
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  type Options = { headers?: Record<string, string> } & Record<string, unknown>;
  const withCookie = <O extends Options | undefined>(options: O) => ({ ...options, headers: { ...options?.headers, cookie } });
  return {
    get: (url, options) => request.get(url, withCookie(options)),
    post: (url, options) => request.post(url, withCookie(options)),
    put: (url, options) => request.put(url, withCookie(options)),
    patch: (url, options) => request.patch(url, withCookie(options)),
    delete: (url, options) => request.delete(url, withCookie(options)),
    fetch: (urlOrRequest, options) => request.fetch(urlOrRequest, withCookie(options)),
  };
}

/** The fields of a job posted by the e2e specs (POST /api/jobs); createJob fills in the rest. */
export interface E2EJobFields {
  title: string;
  company: string;
  location: string;
  type: string;
  category: string;
  description: string;
  salary?: string;
  contactEmail: string;
}

/**
 * Posts a job through POST /api/jobs (it starts pending) and returns its id. With `approve` it is
 * then approved through PATCH /api/jobs/:id/status, which needs an admin session: a page after
 * loginAsAdmin, or the request context adminRequest returns.
 */
export async function createJob(on: Page | AdminApi, fields: Partial<E2EJobFields> = {}, { approve = false } = {}): Promise<number> {
  const request = 'request' in on ? on.request : on;
  const res = await request.post('/api/jobs', {
    data: {
      title: unique('E2E Job'),
      company: 'E2E Logistics Inc.',
      location: 'Mississauga, ON',
      type: 'Full-Time',
      category: 'Warehouse',
      description: 'Pick, pack and ship orders in a clean, climate-controlled facility.',
      contactEmail: 'hr@e2e-logistics.example',
      ...fields,
    } satisfies E2EJobFields,
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: number };
  if (approve) expect((await request.patch(`/api/jobs/${id}/status`, { data: { status: 'approved' } })).ok()).toBe(true);
  return id;
}

/**
 * Flips a Mantine switch by its label, as a person clicks it (the switch's own input is covered by
 * its track, so clicking the input itself would need a forced click).
 */
export async function flipSwitch(control: Locator) {
  const id = await control.getAttribute('id');
  await control.page().locator(`label[for="${id}"]`).click();
}

/** Picks an option of a Mantine select (a combobox and its listbox of options). */
export async function chooseOption(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A unique suffix so tests never collide with each other's rows. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Content of a meta tag by name or property. */
export async function meta(page: Page, key: string) {
  return page.locator(`meta[name="${key}"], meta[property="${key}"]`).first().getAttribute('content');
}

/** Opens `path`, waits for the worker to be active and reloads until it controls the page. */
export async function openControlled(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect(async () => {
    if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  }).toPass({ timeout: 20_000 });
}

/** A username no other test run has: 'deact-m1x2y3z4'. */
export const userName = (prefix: string) =>
  unique(prefix)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/** The site path of the newest mail of `kind` to `email` (waiting for the mail worker when it writes it). */
export async function mailedLink(app: Pick<WorkerApp, 'databaseUrl'>, email: string, kind: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(app, email)).find((m) => m.kind === kind);
        link = mail ? new RegExp(`https?://[^/\\s]+(${path.replace(/\//g, '\\/')}\\?token=[\\w.%-]+)`).exec(mail.text)?.[1] : undefined;
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return link!;
}

/** A team member made through the API (invitation, mailed link, accepted), with the address of the invitation. */
export async function memberThroughApi(
  admin: AdminApi,
  app: Pick<WorkerApp, 'databaseUrl'>,
  browser: Browser,
  role: 'owner' | 'recruiter' | 'editor',
  name: string,
) {
  const email = `${name}@e2e-team.example`;
  const password = `${name} password for e2e`;
  expect((await admin.post('/api/admin/users/invite', { data: { email, role } })).status()).toBe(201);
  const link = await mailedLink(app, email, 'team.invitation', '/admin/accept-invitation');
  const token = decodeURIComponent(new URL(link, 'http://x').searchParams.get('token')!);
  const context = await browser.newContext();
  const accepted = await context.request.post('/api/admin/invitations/accept', { data: { token, username: name, password } });
  expect(accepted.status(), await accepted.text()).toBe(201);
  await context.close();
  return { email, username: name, password };
}
