import { expect, test } from './support/fixtures';
import { type Page } from '@playwright/test';
import { unique } from './helpers';
import { hydrated } from './support/idle';

/** The job list (spec sections 2, 4, 5, 9): filters read from and written to the URL. */

const listing = (page: Page) => page.getByRole('region', { name: 'Job listings' });
const cards = (page: Page) => listing(page).getByRole('article');
const card = (page: Page, title: string) => listing(page).getByRole('article', { name: title, exact: true });
const keywords = (page: Page) => page.getByLabel('Keywords');
const location = (page: Page) => page.getByLabel('Location');
const typeSelect = (page: Page) => page.getByLabel('Job Type');
const categorySelect = (page: Page) => page.getByLabel('Category');
const search = (page: Page) => new URL(page.url()).searchParams;

/** Waits until the list shows cards and every card mentions `text`. */
async function expectEveryCardToMention(page: Page, text: string) {
  await expect
    .poll(async () => {
      const texts = await cards(page).allInnerTexts();
      return texts.length > 0 && texts.every((t) => t.includes(text));
    })
    .toBe(true);
}

/** tRPC calls go through page.route only when no service worker answers them. */

test('lists approved jobs newest first with type labels and Apply Now links, under the staffing video hero', async ({ page }) => {
  const totalNow = async () => Number((await page.request.get('/api/jobs')).headers()['x-total-count']);
  const before = await totalNow();
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your Next Job' })).toBeVisible();
  await expect(page.locator('video[src="/api/public/Staffing.mp4"]')).toHaveAttribute('poster', '/api/public/Staffing.jpg');
  await expect(page).toHaveTitle(/Find Jobs/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/jobs$/);

  await expect(card(page, 'Forklift Operator')).toBeVisible();
  // One page of twenty; the count is of every matching job (as the API counted them while the
  // page loaded: earlier tests of this worker may have added or removed jobs).
  await expect(cards(page)).toHaveCount(20);
  const shownCount = await listing(page).getByTestId('jobs-count').innerText();
  expect(shownCount).toMatch(/^[\d,]+ jobs found$/);
  const total = Number(shownCount.replace(/\D/g, ''));
  const after = await totalNow();
  expect(total).toBeGreaterThan(20);
  expect(total).toBeGreaterThanOrEqual(Math.min(before, after) - 3);
  expect(total).toBeLessThanOrEqual(Math.max(before, after) + 3);
  await expect(listing(page).getByText(`Showing 1–20 of ${total}`)).toBeVisible();

  // Newest first: the page keeps the API's order (compared over the jobs both lists hold).
  const shown = await cards(page).getByRole('heading').allInnerTexts();
  const api = ((await (await page.request.get('/api/jobs')).json()) as { title: string }[]).map((j) => j.title);
  expect(shown.filter((t) => api.includes(t))).toEqual(api.filter((t) => shown.includes(t)));

  const forklift = card(page, 'Forklift Operator');
  await expect(forklift.getByTestId('job-type')).toHaveText('Full-Time');
  await forklift.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forklift Operator' })).toBeVisible();
});

test('reads the keyword and location filters from the URL', async ({ page }) => {
  await page.goto('/jobs?query=forklift');
  await expect(keywords(page)).toHaveValue('forklift');
  await expect(card(page, 'Forklift Operator')).toBeVisible();
  await expect(card(page, 'Remote Data Entry Clerk')).toHaveCount(0);

  // A place, not a substring: Milton never brings Hamilton jobs.
  await page.goto('/jobs?location=Milton');
  await expectEveryCardToMention(page, 'Milton, ON');
  await expect(listing(page).getByText('Hamilton, ON')).toHaveCount(0);

  await page.goto('/jobs?location=Oakville');
  await expect(location(page)).toHaveValue('Oakville');
  await expect(card(page, 'Part-Time Receptionist')).toBeVisible();
  await expectEveryCardToMention(page, 'Oakville');
  await expect(card(page, 'Forklift Operator')).toHaveCount(0);
});

test('reads the type filter from the URL in either Part-time spelling', async ({ page }) => {
  for (const spelling of ['Part-time', 'Part-Time']) {
    await page.goto(`/jobs?type=${spelling}`);
    await expect(typeSelect(page)).toHaveValue('Part-time');
    await expect(card(page, 'Warehouse Associate - Evening Shift')).toBeVisible();
    const types = await cards(page).getByTestId('job-type').allInnerTexts();
    expect(types.length).toBeGreaterThan(0);
    for (const type of types) expect(type.toLowerCase()).toBe('part-time');
  }
});

test('reads the category filter from the URL', async ({ page }) => {
  await page.goto('/jobs?category=Administrative');
  await expect(categorySelect(page)).toHaveValue('Administrative');
  await expect(card(page, 'Administrative Assistant')).toBeVisible();
  await expect(card(page, 'Forklift Operator')).toHaveCount(0);

  // The select offers 'All Categories' plus the eleven list categories.
  const options = await categorySelect(page).locator('option').allInnerTexts();
  expect(options).toEqual([
    'All Categories',
    'Transportation',
    'Manufacturing',
    'Warehouse',
    'Administrative',
    'Customer Service',
    'Food Service',
    'Design',
    'Accounting',
    'Digital Marketing',
    'Broadcasting',
    'Sales',
  ]);
  expect(await typeSelect(page).locator('option').allInnerTexts()).toEqual(['All Types', 'Full-Time', 'Part-time', 'Contract', 'Remote']);
});

test('changing the filters writes them to the URL and updates the results', async ({ page }) => {
  await page.goto('/jobs');
  // The list is there (newer jobs approved by other tests may push the seeded ones to page 2).
  await expect(page.getByRole('region', { name: 'Job listings' }).getByRole('article').first()).toBeVisible();

  // Typing, then Enter.
  await keywords(page).fill('forklift');
  await keywords(page).press('Enter');
  await expect.poll(() => search(page).get('query')).toBe('forklift');
  await expect(card(page, 'Forklift Operator')).toBeVisible();
  await expect(card(page, 'Remote Data Entry Clerk')).toHaveCount(0);

  // A select applies at once.
  await typeSelect(page).selectOption('Full-Time');
  await expect.poll(() => search(page).get('type')).toBe('Full-Time');
  expect(search(page).get('query')).toBe('forklift');
  await categorySelect(page).selectOption('Warehouse');
  await expect.poll(() => search(page).get('category')).toBe('Warehouse');
  await expect(card(page, 'Forklift Operator')).toBeVisible();

  // 'All' removes the filter from the URL.
  await typeSelect(page).selectOption('all');
  await expect.poll(() => search(page).has('type')).toBe(false);
  await expect(categorySelect(page)).toHaveValue('Warehouse');
});

test('typed text reaches the URL after a pause or at once with the Search button', async ({ page }) => {
  await page.goto('/jobs?query=forklift&category=Warehouse');
  await expect(card(page, 'Forklift Operator')).toBeVisible();

  // Without Enter: applied when typing pauses.
  await keywords(page).fill('');
  await location(page).fill('Brampton');
  await expect.poll(() => search(page).get('location')).toBe('Brampton');
  expect(search(page).has('query')).toBe(false);
  await expectEveryCardToMention(page, 'Brampton');

  await location(page).fill('Mississauga');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => search(page).get('location')).toBe('Mississauga');
  await expect(card(page, 'Warehouse Associate - Evening Shift')).toBeVisible();
});

test('no results shows the empty state; Clear Filters resets all four filters and the URL', async ({ page }) => {
  const nothing = unique('zzqx-no-such-job').replace(/\s/g, '-');
  await page.goto(`/jobs?query=${nothing}&location=Nowhere&type=Contract&category=Design`);
  await expect(page.getByText('No jobs found matching your criteria.')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(keywords(page)).toHaveValue('');
  await expect(location(page)).toHaveValue('');
  await expect(typeSelect(page)).toHaveValue('all');
  await expect(categorySelect(page)).toHaveValue('all');
  await expect(card(page, 'Forklift Operator')).toBeVisible();
});

test('a search that finds nothing in a place offers the places where it does find jobs, nearest province first', async ({ page }) => {
  await page.goto('/jobs?query=Forklift&location=Timmins%2C%20ON');
  await expect(page.getByText('No jobs found matching your criteria.')).toBeVisible();
  const suggestions = page.getByRole('list', { name: 'Nearby places with matching jobs' });
  await expect(suggestions.getByRole('link').first()).toBeVisible();
  const first = suggestions.getByRole('link').first();
  const label = (await first.textContent())!;
  expect(label).toMatch(/^[\p{L} .'-]+, ON \(\d+\)$/u);
  const place = label.replace(/ \(\d+\)$/, '');
  await hydrated(page);
  await first.click();
  await expect.poll(() => search(page).get('location')).toBe(place);
  expect(search(page).get('query')).toBe('Forklift');
  await expect(cards(page).first()).toBeVisible();
  await expectEveryCardToMention(page, place.split(',')[0]!);
});

test('shows six skeleton cards while loading and the failure message when the list cannot be read', async ({ page }) => {
  let fail = false;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('job.list'),
    async (route) => {
      if (fail) return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
      await gate;
      return route.continue();
    },
  );

  // A page the server wrote carries its list: the browser reads one itself when it goes to the
  // list from another page (the list appears at once, with skeleton cards until the answer comes).
  // (Once the page has hydrated: before that, a link is followed by the browser, and the server's
  // page of the list arrives whole.)
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staffing' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByTestId('job-skeleton')).toHaveCount(6);
  release();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('job-skeleton')).toHaveCount(0);

  // A filter read in the page that the server cannot answer.
  fail = true;
  await categorySelect(page).selectOption('Transportation');
  await expect.poll(() => search(page).get('category')).toBe('Transportation');
  await expect(page.getByText('Failed to fetch jobs')).toBeVisible();
});

test('filter counts: each value shows how many jobs it gives, and a click filters by it', async ({ page }) => {
  await page.goto('/jobs?query=warehouse');
  const refine = page.getByRole('complementary', { name: 'Refine results' });
  const warehouseCategory = refine.getByRole('button', { name: /^Warehouse/ });
  await expect(warehouseCategory).toBeVisible();
  const label = await warehouseCategory.innerText();
  const expected = Number(label.replace(/\D+/g, ''));
  expect(expected).toBeGreaterThan(0);

  await warehouseCategory.click();
  await expect.poll(() => search(page).get('category')).toBe('Warehouse');
  await expect(warehouseCategory).toHaveAttribute('aria-pressed', 'true');
  await expect(listing(page).getByTestId('jobs-count')).toHaveText(`${expected} ${expected === 1 ? 'job' : 'jobs'} found`);
  await expect(cards(page)).toHaveCount(Math.min(expected, 20));
  expect(search(page).get('query')).toBe('warehouse');

  // A second click clears it.
  await warehouseCategory.click();
  await expect.poll(() => search(page).has('category')).toBe(false);

  // Top locations and remote only.
  const place = refine.getByRole('button', { name: /, ON/ }).first();
  const placeName = (await place.innerText()).split('\n')[0]!.trim();
  expect(placeName).toMatch(/, ON$/);
  await place.click();
  await expect.poll(() => search(page).get('location')).toBe(placeName);
  await expectEveryCardToMention(page, placeName);
  await place.click();
  await expect.poll(() => search(page).has('location')).toBe(false);
  await page.goto('/jobs');
  await refine.getByRole('switch', { name: /Remote only/ }).check();
  await expect.poll(() => search(page).get('remote')).toBe('true');
  // The new results replace the old ones once rendered.
  await expect
    .poll(async () => {
      const texts = await cards(page).allInnerTexts();
      return texts.length > 0 && texts.every((text) => /remote|anywhere|global/i.test(text));
    })
    .toBe(true);
});

test('pages of twenty with page links; the page is in the URL and Back returns to the previous page', async ({ page }) => {
  await page.goto('/jobs');
  await expect(cards(page)).toHaveCount(20);
  const firstTitles = await cards(page).getByRole('heading').allInnerTexts();

  // Page links are real links (crawlers and a browser without JavaScript follow them); a click reads the page in place.
  const pageTwo = page.getByRole('navigation', { name: 'Job pages' }).getByRole('link', { name: 'Page 2' });
  await expect(pageTwo).toHaveAttribute('href', '/jobs?page=2');
  await pageTwo.click();
  await expect.poll(() => search(page).get('page')).toBe('2');
  await expect(pageTwo).toHaveAttribute('aria-current', 'page');
  const total = Number((await page.request.get('/api/jobs')).headers()['x-total-count']);
  await expect(listing(page).getByText(`Showing 21–${Math.min(40, total)} of ${total}`)).toBeVisible();
  const secondTitles = await cards(page).getByRole('heading').allInnerTexts();
  const api = ((await (await page.request.get('/api/jobs?page=2')).json()) as { title: string }[]).map((j) => j.title);
  expect(secondTitles).toEqual(api);
  expect(secondTitles).not.toEqual(firstTitles);

  await page.reload();
  await expect(pageTwo).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => cards(page).getByRole('heading').allInnerTexts()).toEqual(secondTitles);

  await page.goBack();
  await expect.poll(() => search(page).has('page')).toBe(false);
  await expect.poll(() => cards(page).getByRole('heading').allInnerTexts()).toEqual(firstTitles);
});

test('each filter change is a history entry: Back undoes the last one', async ({ page }) => {
  await page.goto('/jobs');
  await typeSelect(page).selectOption('Full-Time');
  await expect.poll(() => search(page).get('type')).toBe('Full-Time');
  await categorySelect(page).selectOption('Warehouse');
  await expect.poll(() => search(page).get('category')).toBe('Warehouse');

  await page.goBack();
  await expect.poll(() => search(page).has('category')).toBe(false);
  expect(search(page).get('type')).toBe('Full-Time');
  await expect(categorySelect(page)).toHaveValue('all');
  await page.goBack();
  await expect.poll(() => search(page).has('type')).toBe(false);
  await expect(page).toHaveURL(/\/jobs$/);
});

test('sort by newest or highest pay, kept in the URL', async ({ page }) => {
  await page.goto('/jobs');
  await page.getByLabel('Sort by').selectOption('salary');
  await expect.poll(() => search(page).get('sort')).toBe('salary');
  const api = ((await (await page.request.get('/api/jobs?sort=salary')).json()) as { title: string }[]).map((j) => j.title);
  await expect.poll(() => cards(page).getByRole('heading').allInnerTexts()).toEqual(api);
  await page.getByLabel('Sort by').selectOption('newest');
  await expect.poll(() => search(page).get('sort')).toBe('newest');
});

test('a misspelt word still finds jobs, and the page says the words were matched loosely', async ({ page }) => {
  await page.goto('/jobs?query=forklft');
  await expect(card(page, 'Forklift Operator')).toBeVisible();
  await expect(page.getByTestId('jobs-fuzzy')).toContainText('No exact matches for “forklft”');
});

test('from home: type, category and a typed word are one history entry each; Back undoes them one by one, then returns home', async ({ page }) => {
  // Thirteen navigations and two typed words: about 12 s alone, and up to 30 s when the two cores
  // are shared with other workers' browsers and servers (load average 9), past the default timeout.
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Staffing' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(cards(page).first()).toBeVisible();

  await typeSelect(page).selectOption('Full-Time');
  await expect.poll(() => search(page).get('type')).toBe('Full-Time');
  await categorySelect(page).selectOption('Warehouse');
  await expect.poll(() => search(page).get('category')).toBe('Warehouse');
  // Typed key by key, with a pause in the middle that already searches: still one entry.
  await keywords(page).pressSequentially('fork', { delay: 40 });
  await expect.poll(() => search(page).get('query')).toBe('fork');
  await keywords(page).pressSequentially('lift', { delay: 40 });
  await expect.poll(() => search(page).get('query')).toBe('forklift');
  await expect(card(page, 'Forklift Operator')).toBeVisible();

  await page.goBack();
  await expect.poll(() => search(page).has('query')).toBe(false);
  await expect(keywords(page)).toHaveValue('');
  await expect(categorySelect(page)).toHaveValue('Warehouse');
  await expect(typeSelect(page)).toHaveValue('Full-Time');
  const fullTimeWarehouse = ((await (await page.request.get('/api/jobs?type=Full-Time&category=Warehouse')).json()) as { title: string }[]).map((j) => j.title);
  await expect.poll(() => cards(page).getByRole('heading').allInnerTexts()).toEqual(fullTimeWarehouse);

  await page.goBack();
  await expect.poll(() => search(page).has('category')).toBe(false);
  await expect(categorySelect(page)).toHaveValue('all');
  await expect(typeSelect(page)).toHaveValue('Full-Time');

  await page.goBack();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(typeSelect(page)).toHaveValue('all');

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('search', { name: 'Job search' })).toBeVisible();

  // Forward again restores the filters and the typed word.
  await page.goForward();
  await page.goForward();
  await page.goForward();
  await page.goForward();
  await expect.poll(() => search(page).get('query')).toBe('forklift');
  await expect(keywords(page)).toHaveValue('forklift');
  await expect(categorySelect(page)).toHaveValue('Warehouse');
});

test('a word searched, then cleared, comes back with Back and goes again with the next Back', async ({ page }) => {
  await page.goto('/jobs');
  await keywords(page).fill('forklift');
  await keywords(page).press('Enter');
  await expect.poll(() => search(page).get('query')).toBe('forklift');
  await keywords(page).fill('');
  await keywords(page).press('Enter');
  await expect.poll(() => search(page).has('query')).toBe(false);

  await page.goBack();
  await expect.poll(() => search(page).get('query')).toBe('forklift');
  await expect(keywords(page)).toHaveValue('forklift');
  await page.goBack();
  await expect.poll(() => search(page).has('query')).toBe(false);
  await expect(keywords(page)).toHaveValue('');
});

test("the home page's search opens /jobs with its words as a new entry; Back returns home", async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('search', { name: 'Job search' });
  await form.getByLabel('Job title, keywords or company').fill('forklift');
  await form.getByRole('button', { name: 'Search Jobs' }).click();
  await expect.poll(() => search(page).get('query')).toBe('forklift');
  await expect(keywords(page)).toHaveValue('forklift');
  await expect(card(page, 'Forklift Operator')).toBeVisible();

  await typeSelect(page).selectOption('Full-Time');
  await expect.poll(() => search(page).get('type')).toBe('Full-Time');
  await page.goBack();
  await expect.poll(() => search(page).has('type')).toBe(false);
  expect(search(page).get('query')).toBe('forklift');
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(form).toBeVisible();
});
