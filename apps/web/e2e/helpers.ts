import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';

/** Logs the page's browser context in as the e2e admin through the REST API (the cookie is shared). */
export async function loginAsAdmin(page: Page) {
  const res = await page.request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(res.ok()).toBe(true);
}

/** A request context logged in as the e2e admin. */
export async function adminRequest(request: APIRequestContext) {
  const res = await request.post('/api/admin/login', { data: E2E_ADMIN });
  expect(res.ok()).toBe(true);
  return request;
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
export async function createJob(on: Page | APIRequestContext, fields: Partial<E2EJobFields> = {}, { approve = false } = {}): Promise<number> {
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
