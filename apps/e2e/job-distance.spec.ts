import { expect, test } from './support/fixtures';
import { type Page } from '@playwright/test';
import { adminRequest, createJob, unique } from './helpers';
import { hydrated } from './support/idle';

/**
 * Search by distance (issue 36, item 1): the Near place and the Distance select of /jobs, on a
 * phone with JavaScript and in a browser without it (one GET form). Toronto's centre is about
 * 23 km from Mississauga's, 28 km from Brampton's and 61 km from Hamilton's.
 */

// A word only this file's jobs have, so the search finds exactly them.
const marker = unique('Geo').replace(/\s+/g, '');
const PLACES = ['Toronto, ON', 'Mississauga, ON', 'Brampton, ON', 'Hamilton, ON'] as const;
const titleIn = (place: string) => `${marker} Warehouse Associate ${place.split(',')[0]}`;
const ids: number[] = [];

test.beforeAll(async ({ playwright, workerApp }) => {
  const request = await playwright.request.newContext({ baseURL: workerApp.url });
  try {
    const admin = await adminRequest(request);
    for (const location of PLACES) ids.push(await createJob(admin, { title: titleIn(location), location }, { approve: true }));
  } finally {
    await request.dispose();
  }
});

test.afterAll(async ({ playwright, workerApp }) => {
  const request = await playwright.request.newContext({ baseURL: workerApp.url });
  try {
    const admin = await adminRequest(request);
    // Taken out of the list: with fullyParallel, one worker can run this file's hooks more than once
    // (beforeAll again for tests it is given later), and must not delete its earlier jobs twice.
    for (const id of ids.splice(0)) expect((await admin.delete(`/api/jobs/${id}`)).ok()).toBe(true);
  } finally {
    await request.dispose();
  }
});

const listing = (page: Page) => page.getByRole('region', { name: 'Job listings' });
const cardTitles = (page: Page) => listing(page).getByRole('article').getByRole('heading').allInnerTexts();
const card = (page: Page, place: string) => listing(page).getByRole('article', { name: titleIn(place), exact: true });
const search = (page: Page) => new URL(page.url()).searchParams;

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a place and a distance find the jobs around it, nearest first on request; an unknown place offers the closest names', async ({ page }) => {
    await page.goto(`/jobs?query=${marker}`);
    await hydrated(page);
    await expect(listing(page).getByTestId('jobs-count')).toHaveText('4 jobs found');

    await page.getByLabel('Near').fill('Toronto');
    await page.getByLabel('Distance').selectOption('50');
    await expect.poll(() => search(page).get('near')).toBe('Toronto');
    expect(search(page).get('radius')).toBe('50');
    await expect(listing(page).getByTestId('jobs-count')).toHaveText('3 jobs found');
    await expect(listing(page).getByTestId('jobs-near')).toHaveText('Within 50 km of Toronto, ON');
    await expect.poll(async () => (await cardTitles(page)).sort()).toEqual([titleIn('Brampton, ON'), titleIn('Mississauga, ON'), titleIn('Toronto, ON')]);
    await expect(card(page, 'Mississauga, ON').getByTestId('job-card-distance')).toHaveText(/^about 2[2-4] km from Toronto$/);
    await expect(card(page, 'Toronto, ON').getByTestId('job-card-distance')).toHaveText('less than 1 km from Toronto');

    // Nearest first, kept in the address.
    await page.getByLabel('Sort by').selectOption('distance');
    await expect.poll(() => search(page).get('sort')).toBe('distance');
    await expect.poll(() => cardTitles(page)).toEqual([titleIn('Toronto, ON'), titleIn('Mississauga, ON'), titleIn('Brampton, ON')]);

    // The default radius (25 km) leaves Brampton out.
    await page.getByLabel('Distance').selectOption('25');
    await expect.poll(() => cardTitles(page)).toEqual([titleIn('Toronto, ON'), titleIn('Mississauga, ON')]);
    expect(search(page).has('radius')).toBe(false);

    // A place it does not know: the message and the closest names, which search near them.
    await page.getByLabel('Near').fill('Bramptn');
    await page.getByLabel('Near').press('Enter');
    const unknown = page.getByTestId('unknown-place');
    await expect(unknown.getByRole('alert')).toHaveText('We don\'t know the place "Bramptn".');
    await unknown.getByRole('link', { name: 'Brampton, ON' }).click();
    await expect.poll(() => search(page).get('near')).toBe('Brampton, ON');
    await expect(page.getByLabel('Near')).toHaveValue('Brampton, ON');
    await expect(listing(page).getByTestId('jobs-near')).toHaveText('Within 25 km of Brampton, ON');
    await expect.poll(async () => (await cardTitles(page)).sort()).toEqual([titleIn('Brampton, ON'), titleIn('Mississauga, ON')]);

    // Opened from its address, the server's page and the hydrated one say the same.
    await page.goto(`/jobs?query=${marker}&near=Xyzzyqq`);
    await hydrated(page);
    await expect(page.getByTestId('unknown-place').getByRole('alert')).toHaveText(
      'We don\'t know the place "Xyzzyqq". Try a Canadian city or town, such as "Mississauga, ON".',
    );
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form sends the place and distance, and an unknown place shows its suggestions as links', async ({ page }) => {
    await page.goto(`/jobs?query=${marker}`);
    await page.getByLabel('Near').fill('Toronto');
    await page.getByLabel('Distance').selectOption('100');
    await page.getByRole('search', { name: 'Filter jobs' }).getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => search(page).get('near')).toBe('Toronto');
    expect(search(page).get('radius')).toBe('100');
    await expect(page.getByLabel('Near')).toHaveValue('Toronto');
    await expect(page.getByLabel('Distance')).toHaveValue('100');
    await expect(listing(page).getByTestId('jobs-count')).toHaveText('4 jobs found');
    await expect(card(page, 'Hamilton, ON').getByTestId('job-card-distance')).toHaveText(/^about 6[0-2] km from Toronto$/);

    // Sort by belongs to the same form: Nearest applies with its Sort button.
    await page.getByLabel('Sort by').selectOption('distance');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect.poll(() => search(page).get('sort')).toBe('distance');
    // The address changes when the next page starts to arrive; its cards stream in after.
    await expect.poll(() => cardTitles(page)).toEqual(PLACES.map(titleIn));

    await page.getByLabel('Near').fill('Missisauga');
    await page.getByRole('search', { name: 'Filter jobs' }).getByRole('button', { name: 'Search' }).click();
    const unknown = page.getByTestId('unknown-place');
    await expect(unknown.getByRole('alert')).toHaveText('We don\'t know the place "Missisauga".');
    const suggestion = unknown.getByRole('link', { name: 'Mississauga, ON' });
    await expect(suggestion).toHaveAttribute('href', /near=Mississauga(%2C|,)(\+|%20)ON/);
    await suggestion.click();
    await expect.poll(() => search(page).get('near')).toBe('Mississauga, ON');
    await expect(listing(page).getByTestId('jobs-near')).toHaveText('Within 100 km of Mississauga, ON');
    await expect(card(page, 'Mississauga, ON').getByTestId('job-card-distance')).toHaveText('less than 1 km from Mississauga');

    // The job's page, reached from the search, says how far it is too.
    await card(page, 'Brampton, ON')
      .getByRole('link', { name: titleIn('Brampton, ON'), exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: titleIn('Brampton, ON') })).toBeVisible();
    expect(search(page).get('near')).toBe('Mississauga, ON');
    await expect(page.getByTestId('job-distance')).toHaveText(/^about 1[3-6] km from Mississauga$/);
  });
});
