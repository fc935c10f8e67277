import { expect, test } from './support/fixtures';
import { type APIRequestContext, type Page } from '@playwright/test';
import { slugify } from '@app/shared/schemas/inputs';
import { adminRequest, createJob, flipSwitch, unique } from './helpers';
import { expectFaqOneAtATime } from './support/faq';

/**
 * The site without JavaScript: the server's pages are the whole site for reading. The job list
 * with its filters, pay, sort and pages (one GET form), a job's whole description, the home page's
 * search, the blog's search and categories, a blog post's whole text and its 404, the phone menus
 * and the FAQ (native disclosures); the forms that send through JavaScript say so.
 */
test.use({ javaScriptEnabled: false });

/** Jobs per page of /jobs (JOBS_PAGE_SIZE). */
const PAGE_SIZE = 20;
const JOB_COUNT = PAGE_SIZE + 2;
const PLACE = 'Guelph, ON';
const TYPE = 'Contract';
const CATEGORY = 'Warehouse';

interface SeededJob {
  id: number;
  title: string;
}

// One word that only this run's jobs have, so the search finds exactly them.
const marker = unique('Nojs').replace(/\s+/g, '');
const paragraphs = [
  `Sort returns at our ${PLACE} cross-dock (${marker}).`,
  'You scan each carton, check it against the return slip and stage it for restocking or recycling.',
  `The last paragraph of the ${marker} description: steel-toe boots are supplied on the first day.`,
];
let jobs: SeededJob[] = [];
// Three jobs of their own for the refine panel: pay, sort, remote and type (another word, so the
// twenty-two above keep their counts).
const payMarker = unique('Nojspay').replace(/\s+/g, '');
const PAID = [
  { title: `${payMarker} Night Loader`, type: 'Full-Time', location: 'Guelph, ON', salary: '$20 - $22 an hour' },
  { title: `${payMarker} Remote Dispatcher`, type: 'Part-time', location: 'Remote (Ontario)', salary: '$30 - $34 an hour' },
  { title: `${payMarker} Yard Spotter`, type: 'Contract', location: 'Guelph, ON', salary: undefined },
] as const;
let post: { id: number; slug: string; title: string } | undefined;
const postParagraphs = [
  `A post that reads whole without JavaScript (${marker}).`,
  'Its second paragraph follows a blank line, as an editor types it.',
  `And its closing paragraph, after the list: ${marker} ends here.`,
];

const listing = (page: Page) => page.getByRole('region', { name: 'Job listings' });
const cards = (page: Page) => listing(page).getByRole('article');
const search = (page: Page) => new URL(page.url()).searchParams;

async function listed(request: APIRequestContext, query: string) {
  const res = await request.get(`/api/jobs?${query}`);
  expect(res.ok()).toBe(true);
  return { titles: ((await res.json()) as SeededJob[]).map((job) => job.title), total: Number(res.headers()['x-total-count']) };
}

test.describe('without JavaScript', () => {
  test.beforeAll(async ({ playwright, workerApp }) => {
    const request = await playwright.request.newContext({ baseURL: workerApp.url });
    try {
      const admin = await adminRequest(request);
      jobs = [];
      for (let i = 1; i <= JOB_COUNT; i++) {
        const title = `${marker} Returns Clerk ${String(i).padStart(2, '0')}`;
        const id = await createJob(admin, { title, location: PLACE, type: TYPE, category: CATEGORY, description: paragraphs.join('\n\n') }, { approve: true });
        jobs.push({ id, title });
      }
      for (const job of PAID) {
        const id = await createJob(admin, { ...job, category: CATEGORY, description: `A ${payMarker} job.` }, { approve: true });
        jobs.push({ id, title: job.title });
      }
      const title = unique('E2E No-JS Post');
      const created = await admin.post('/api/admin/blog', {
        data: {
          title,
          slug: slugify(title),
          excerpt: `Excerpt of ${title}.`,
          content: `${postParagraphs[0]}\n\n${postParagraphs[1]}\n\n## What the list holds\n\n- The first point\n- The second point\n\n${postParagraphs[2]}`,
          published: true,
        },
      });
      expect(created.status()).toBe(201);
      post = (await created.json()) as { id: number; slug: string; title: string };
    } finally {
      await request.dispose();
    }
  });

  test.afterAll(async ({ playwright, workerApp }) => {
    const request = await playwright.request.newContext({ baseURL: workerApp.url });
    try {
      const admin = await adminRequest(request);
      for (const job of jobs) expect((await admin.delete(`/api/jobs/${job.id}`)).ok()).toBe(true);
      if (post) expect((await admin.delete(`/api/admin/blog/${post.id}`)).ok()).toBe(true);
    } finally {
      await request.dispose();
    }
  });

  test('page 2 of a filtered job list: its jobs, the total, the filter counts and page links that work', async ({ page, request }) => {
    const filters = `query=${marker}&location=Guelph&type=${TYPE}`;
    const second = await listed(request, `${filters}&page=2`);
    expect(second.total).toBe(JOB_COUNT);
    expect(second.titles).toHaveLength(JOB_COUNT - PAGE_SIZE);

    await page.goto(`/jobs?${filters}&page=2`);
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Next Job' })).toBeVisible();
    // The filters bar shows the search it was asked (a plain form: it works without JavaScript too).
    await expect(page.getByLabel('Keywords')).toHaveValue(marker);
    await expect(page.getByLabel('Location')).toHaveValue('Guelph');
    await expect(page.getByLabel('Job Type')).toHaveValue(TYPE);

    // That page's jobs, in the API's order, each with its company, place and type, and a link to it.
    await expect(cards(page)).toHaveCount(second.titles.length);
    await expect(cards(page).getByRole('heading')).toHaveText(second.titles);
    for (const title of second.titles) {
      const card = listing(page).getByRole('article', { name: title, exact: true });
      const id = jobs.find((job) => job.title === title)!.id;
      // The title links to the job, and so does Apply Now.
      await expect(card.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/jobs/${id}`);
      await expect(card.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', `/jobs/${id}`);
      await expect(card).toContainText('E2E Logistics Inc.');
      await expect(card).toContainText(PLACE);
      await expect(card.getByTestId('job-type')).toHaveText(TYPE);
    }

    // The total and the range of this page.
    await expect(listing(page).getByTestId('jobs-count')).toHaveText(`${JOB_COUNT} jobs found`);
    await expect(listing(page).getByText(`Showing ${PAGE_SIZE + 1}–${JOB_COUNT} of ${JOB_COUNT}`)).toBeVisible();

    // The filter counts: every one of these jobs is of the category, the type and the place.
    const refine = page.getByRole('complementary', { name: 'Refine results' });
    for (const value of [CATEGORY, TYPE, PLACE]) {
      await expect(refine.getByRole('button', { name: new RegExp(`^${value}`) })).toContainText(String(JOB_COUNT));
    }

    // The page links are links: they open the other page with the same filters.
    const pager = page.getByRole('navigation', { name: 'Job pages' });
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/jobs' && !url.searchParams.has('page'));
    expect(search(page).get('query')).toBe(marker);
    expect(search(page).get('type')).toBe(TYPE);
    const first = await listed(request, filters);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(cards(page).getByRole('heading')).toHaveText(first.titles);
    await expect(listing(page).getByText(`Showing 1–${PAGE_SIZE} of ${JOB_COUNT}`)).toBeVisible();

    await pager.getByRole('link', { name: 'Next page' }).click();
    await expect.poll(() => search(page).get('page')).toBe('2');
    // Without JavaScript the link is a page load: the address changes when the new page commits,
    // before its list is parsed, so wait for the cards themselves (read at once, they were once []).
    await expect(cards(page).getByRole('heading')).toHaveText(second.titles);
  });

  test('the filters bar is a plain form: Search opens the list for the words and the type chosen', async ({ page }) => {
    await page.goto('/jobs');
    await page.getByLabel('Keywords').fill(marker);
    await page.getByLabel('Job Type').selectOption(TYPE);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => search(page).get('query')).toBe(marker);
    expect(search(page).get('type')).toBe(TYPE);
    await expect(listing(page).getByTestId('jobs-count')).toHaveText(`${JOB_COUNT} jobs found`);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
  });

  test('a job opened from the list shows its whole description', async ({ page }) => {
    await page.goto(`/jobs?query=${marker}`);
    const card = cards(page).first();
    const title = await card.getByRole('heading').innerText();
    const job = jobs.find((j) => j.title === title)!;
    expect(job).toBeDefined();
    await card.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
    const details = page.getByRole('article', { name: 'Job details' });
    for (const paragraph of paragraphs) await expect(details.getByText(paragraph, { exact: true })).toBeVisible();
  });

  test('the home page search opens the job list for the words and place typed', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('search', { name: 'Job search' });
    await form.getByLabel('Job title, keywords or company').fill(marker);
    await form.getByLabel('Location').fill('Guelph');
    await form.getByRole('button', { name: 'Search Jobs' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/jobs');
    expect(search(page).get('query')).toBe(marker);
    expect(search(page).get('location')).toBe('Guelph');
    await expect(listing(page).getByTestId('jobs-count')).toHaveText(`${JOB_COUNT} jobs found`);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain(marker);
  });

  test('a blog post shows its whole text', async ({ page }) => {
    await page.goto(`/blog/${post!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post!.title })).toBeVisible();
    const content = page.getByTestId('article-content');
    for (const paragraph of postParagraphs) await expect(content.getByText(paragraph, { exact: true })).toBeVisible();
    await expect(content.getByRole('heading', { level: 2, name: 'What the list holds' })).toBeVisible();
    await expect(content.getByRole('listitem')).toHaveText(['The first point', 'The second point']);
  });

  test('the contact form says it needs JavaScript, and its fields cannot be typed into', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: 'This form needs JavaScript' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('JavaScript is turned off in this browser');
    // Fields that could not be sent are not offered for typing.
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    // The company's details are there to reach it instead.
    await expect(page.getByTestId('contact-info-cards')).toContainText('2250 Matheson Blvd E');
  });

  test('the refine panel, the pay filter and Sort by send the whole search with one plain form', async ({ page, request }) => {
    const [loader, dispatcher, spotter] = [PAID[0].title, PAID[1].title, PAID[2].title];
    await page.goto(`/jobs?query=${payMarker}`);
    const refine = page.getByRole('complementary', { name: 'Refine results' });
    await expect(listing(page).getByTestId('jobs-count')).toHaveText('3 jobs found');

    // Sort by, with its Sort button (the select alone changes nothing without JavaScript).
    await page.getByLabel('Sort by').selectOption('salary');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect.poll(() => search(page).get('sort')).toBe('salary');
    expect(search(page).get('query')).toBe(payMarker);
    const bySalary = await listed(request, `query=${payMarker}&sort=salary`);
    expect(bySalary.titles).toEqual([dispatcher, loader, spotter]);
    await expect(cards(page).getByRole('heading')).toHaveText(bySalary.titles);
    await expect(page.getByLabel('Sort by')).toHaveValue('salary');

    // The pay filter keeps the words and the order, and its amount may be typed as people write it.
    await refine.getByLabel('Minimum pay').fill('$25');
    await refine.getByLabel('Pay period').selectOption('hour');
    await refine.getByRole('button', { name: 'Apply pay' }).click();
    await expect.poll(() => search(page).get('minPay')).toBe('25');
    expect(search(page).get('payPeriod')).toBe('hour');
    expect(search(page).get('sort')).toBe('salary');
    expect(search(page).get('query')).toBe(payMarker);
    await expect(listing(page).getByTestId('jobs-count')).toHaveText('1 job found');
    await expect(cards(page).getByRole('heading')).toHaveText([dispatcher]);
    await expect(refine.getByText('Showing jobs paying at least $25 an hour')).toBeVisible();

    // Any pay takes the pay away and keeps the rest.
    await refine.getByRole('button', { name: 'Any pay' }).click();
    await expect.poll(() => search(page).get('minPay') ?? '').toBe('');
    expect(search(page).get('sort')).toBe('salary');
    await expect(listing(page).getByTestId('jobs-count')).toHaveText('3 jobs found');

    // A count in the panel chooses its value, and a second click clears it.
    const contract = refine.getByRole('button', { name: /^Contract/ });
    await contract.click();
    await expect.poll(() => search(page).get('type')).toBe('Contract');
    expect(search(page).get('sort')).toBe('salary');
    await expect(contract).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).getByRole('heading')).toHaveText([spotter]);
    await contract.click();
    // A plain form sends the cleared type as a blank.
    await expect.poll(() => search(page).get('type') ?? '').toBe('');
    await expect(contract).toHaveAttribute('aria-pressed', 'false');
    await expect(listing(page).getByTestId('jobs-count')).toHaveText('3 jobs found');

    // Remote only, applied with the panel's Apply filters.
    await flipSwitch(refine.getByRole('switch', { name: /Remote only/ }));
    await refine.getByRole('button', { name: 'Apply filters' }).click();
    await expect.poll(() => search(page).get('remote')).toBe('true');
    expect(search(page).get('query')).toBe(payMarker);
    await expect(cards(page).getByRole('heading')).toHaveText([dispatcher]);
    await expect(refine.getByRole('switch', { name: /Remote only/ })).toBeChecked();

    // Reset filters: the whole list again.
    await listing(page).getByRole('button', { name: 'Reset filters' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/jobs' && [...url.searchParams.keys()].length === 0);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
  });

  test('on a phone the refine panel is open (its toggle needs JavaScript), and Clear Filters clears', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/jobs?query=${payMarker}`);
    await expect(page.getByRole('button', { name: 'Refine results' })).toBeHidden();
    const refine = page.getByRole('complementary', { name: 'Refine results' });
    await expect(refine).toBeVisible();
    await refine.getByRole('button', { name: /^Part-time/ }).click();
    await expect.poll(() => search(page).get('type')).toBe('Part-time');
    await expect(listing(page).getByTestId('jobs-count')).toHaveText('1 job found');

    await page.goto(`/jobs?query=${payMarker}&type=Internship`);
    await expect(page.getByTestId('jobs-empty')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/jobs' && [...url.searchParams.keys()].length === 0);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
  });

  test('the phone header menu opens and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    const toggle = page.getByRole('banner').getByLabel('Toggle navigation menu').filter({ visible: true });
    await expect(toggle).toHaveCount(1);
    const menu = page.getByRole('navigation', { name: 'Mobile navigation' });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    for (const [label, href] of [
      ['Home', '/'],
      ['Staffing', '/jobs'],
      ['Warehouse', '/warehouse'],
      ['Transportation', '/transportation'],
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
      ['Find Job', '/jobs'],
      ['Post Job', '/post-job'],
    ]) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href!);
    }
    await menu.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Insights & Resources' })).toBeVisible();
    // Closed on the new page.
    await expect(page.getByRole('navigation', { name: 'Mobile navigation' })).toBeHidden();
  });

  test("the bottom bar's More opens its panel of pages", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    const bar = page.getByRole('navigation', { name: 'Mobile quick navigation' });
    const more = bar.getByText('More', { exact: true }).filter({ visible: true });
    await expect(more).toHaveCount(1);
    const tile = (name: string) => bar.getByRole('link', { name, exact: true });
    await expect(tile('Terms')).toBeHidden();
    await more.click();
    for (const [label, href] of [
      ['Services', '/services'],
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Contact', '/contact'],
      ['Terms', '/terms-conditions'],
      ['Privacy', '/privacy-policy'],
    ]) {
      await expect(tile(label!)).toBeVisible();
      await expect(tile(label!)).toHaveAttribute('href', href!);
    }
    await tile('Terms').click();
    await expect(page).toHaveURL((url) => url.pathname === '/terms-conditions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the blog: category buttons and the search box are plain forms, and they combine', async ({ page }) => {
    await page.goto('/blog');
    const filters = page.getByRole('group', { name: 'Filter by category' });
    const categories = () => page.getByTestId('blog-card-category').allTextContents();
    await filters.getByRole('button', { name: 'Transportation', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('Transportation');
    await expect(filters.getByRole('button', { name: 'Transportation', exact: true })).toHaveAttribute('aria-pressed', 'true');
    expect(new Set(await categories())).toEqual(new Set(['Transportation']));

    // The search keeps the category; a category keeps the search.
    await page.getByLabel('Search articles').fill('cusma');
    await page.getByLabel('Search articles').press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('cusma');
    expect(new URL(page.url()).searchParams.get('category')).toBe('Transportation');
    await expect(page.getByTestId('blog-result-count')).toHaveText('Showing 1 article in Transportation matching "cusma"');
    await filters.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category') ?? '').toBe('');
    expect(new URL(page.url()).searchParams.get('search')).toBe('cusma');
    await expect(page.getByTestId('blog-result-count')).toHaveText('Showing 1 article matching "cusma"');

    // Nothing found: Clear Filters.
    await page.getByLabel('Search articles').fill('zzqx no such topic');
    await page.getByLabel('Search articles').press('Enter');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/blog' && [...url.searchParams.keys()].length === 0);
    await expect(page.getByTestId('blog-card').first()).toBeVisible();
  });

  test('a blog post that does not exist says so, with the way back (no loading placeholders)', async ({ page }) => {
    const res = await page.goto(`/blog/${marker.toLowerCase()}-no-such-post`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });

  test('the transportation FAQ: a question opens its answer, one at a time', async ({ page }) => {
    await page.goto('/transportation');
    await expectFaqOneAtATime(page);
  });
});
