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
