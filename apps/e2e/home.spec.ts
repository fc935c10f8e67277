import { expect, test } from './support/fixtures';
import { type APIRequestContext, type Page, type Response } from '@playwright/test';
import { meta } from './helpers';

interface Job {
  id: number;
  title: string;
  type: string;
  location: string;
  featured: boolean;
}
interface Post {
  slug: string;
  title: string;
}

/**
 * What the server answers the REST twin of a query the page made while it was written (the page
 * carries that data and never asks for it again), so assertions compare against what was
 * rendered, whatever earlier tests of this worker added to its database.
 */
async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
}

const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

test.describe('home page', () => {
  test('hero: muted looping video, headline, calls to action and badges', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('The people, space and freight capacity');
    const video = page.locator('video').first();
    await expect(video).toHaveAttribute('src', '/api/public/Staffing.mp4');
    await expect(video).toHaveAttribute('poster', '/api/public/Staffing.jpg');
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
    await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'Explore Solutions' })).toHaveAttribute('href', '/services');
    await expect(page.getByText('740+ Jobs', { exact: true })).toBeVisible();
    await expect(page.getByText('1,485 Hires', { exact: true })).toBeVisible();
  });

  test('search form opens /jobs with the query and location', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Job title, keywords or company').fill('Forklift');
    await page.getByLabel('Location').fill('Brampton');
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await expect(page).toHaveURL(/\/jobs\?/);
    const params = new URL(page.url()).searchParams;
    expect(params.get('query')).toBe('Forklift');
    expect(params.get('location')).toBe('Brampton');
  });

  test('search adds only non-empty values to the URL', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Location').fill('Toronto');
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await expect(page).toHaveURL(/\/jobs\?location=Toronto$/);
    expect(new URL(page.url()).searchParams.has('query')).toBe(false);

    await page.goto('/');
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test('trending keywords fill the query field', async ({ page }) => {
    await page.goto('/');
    const query = page.getByLabel('Job title, keywords or company');
    for (const keyword of ['Staffing Solutions', 'E-commerce Store', 'Warehouse Services', 'Business Solutions']) {
      await page.getByRole('button', { name: keyword, exact: true }).click();
      await expect(query).toHaveValue(keyword);
    }
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await expect(page).toHaveURL(/\/jobs\?query=Business(\+|%20)Solutions$/);
  });

  test('stats counters count up to the API values with a plus sign', async ({ page, request }) => {
    await page.goto('/');
    const values = await apiData<{ jobs: number; employers: number; hired: number }>(request, '/api/stats');
    const section = region(page, 'Northline by the numbers');
    await section.scrollIntoViewIfNeeded();
    const fmt = (n: number) => `${n.toLocaleString('en-US')}+`;
    await expect(page.getByTestId('stat-jobs')).toContainText(fmt(values.jobs), { timeout: 8000 });
    await expect(page.getByTestId('stat-employers')).toContainText(fmt(values.employers));
    await expect(page.getByTestId('stat-hired')).toContainText(fmt(values.hired));
    await expect(page.getByTestId('stat-jobs')).toContainText('Jobs Posted');
    await expect(page.getByTestId('stat-employers')).toContainText('Employers');
    await expect(page.getByTestId('stat-hired')).toContainText('People Hired');
    // The hired figure is above a thousand in the seeded data: a thousands separator is shown.
    expect(values.hired).toBeGreaterThanOrEqual(1000);
    await expect(page.getByTestId('stat-hired')).toContainText(',');
  });

  test('stats counters start from zero and only once scrolled into view', async ({ page }) => {
    await page.goto('/');
    // The figures have arrived, the counter is below the fold: it waits at zero.
    await expect(page.getByTestId('stat-jobs').locator('[data-state]')).toHaveAttribute('data-state', 'waiting');
    await expect(page.getByTestId('stat-jobs')).toContainText(/^0\+/);
    await page.getByTestId('stat-jobs').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('stat-jobs')).not.toContainText(/^0\+/, { timeout: 3000 });
  });

  test('reduced motion shows the final counter values at once', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto('/');
    const values = await apiData<{ jobs: number }>(page.request, '/api/stats');
    await page.getByTestId('stat-jobs').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('stat-jobs')).toContainText(`${values.jobs.toLocaleString('en-US')}+`, { timeout: 1000 });
    await context.close();
  });

  test('how it works, why choose us and the division cards', async ({ page }) => {
    await page.goto('/');
    const how = region(page, 'Three simple steps to your next job');
    await expect(how.getByRole('heading', { name: 'Search for a Job' })).toBeVisible();
    await expect(how.getByRole('heading', { name: 'Check the Requirements' })).toBeVisible();
    await expect(how.getByRole('heading', { name: 'Apply Online' })).toBeVisible();
    await expect(how).toContainText('reviews every application, and eligible applicants are notified for an interview');

    const why = region(page, 'A workforce partner that shows up when it matters');
    await expect(why).toContainText('Pre-screened candidates');
    await expect(why).toContainText('Fast turnaround');
    await expect(why.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/post-job');

    const divisions = region(page, 'Staffing, warehousing and freight under one roof');
    await expect(divisions.getByRole('article')).toHaveCount(3);
    await expect(divisions.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/jobs');
    const quotes = divisions.getByRole('link', { name: 'Get Quote' });
    await expect(quotes).toHaveCount(2);
    await expect(quotes.nth(0)).toHaveAttribute('href', '/warehouse');
    await expect(quotes.nth(1)).toHaveAttribute('href', '/transportation');
    await quotes.nth(1).click();
    await expect(page).toHaveURL(/\/transportation$/);
  });

  test('featured job categories link to the filtered job list', async ({ page }) => {
    await page.goto('/');
    const section = region(page, 'Featured Job Categories');
    const expected = [
      ['Accounting', 5],
      ['Digital Marketing', 5],
      ['Customer Service', 10],
      ['Broadcasting', 3],
      ['Sales Assistant', 2],
    ] as const;
    const links = section.getByRole('link');
    await expect(links).toHaveCount(expected.length);
    for (const [i, [name, count]] of expected.entries()) {
      const link = links.nth(i);
      await expect(link).toContainText(name);
      await expect(link).toContainText(`${count} open positions`);
      const href = (await link.getAttribute('href')) ?? '';
      expect(new URL(href, 'http://x').pathname).toBe('/jobs');
      expect(new URL(href, 'http://x').searchParams.get('category')).toBe(name);
    }
    await section.getByRole('link', { name: /Customer Service/ }).click();
    await expect(page).toHaveURL(/\/jobs\?category=/);
    expect(new URL(page.url()).searchParams.get('category')).toBe('Customer Service');
  });

  test('job tabs: featured by default, then Full-Time, Part-time and Remote, at most six each, each asked of the server', async ({ page }) => {
    const api = async (path: string) => (await (await page.request.get(path)).json()) as Job[];
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/trpc/') && url.pathname.includes('job.')) asked.push(decodeURIComponent(url.search));
    });
    await page.goto('/');
    const section = region(page, 'Latest Job Openings');

    const shownTitles = async () => {
      const cards = section.getByRole('article');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(6);
      return cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
    };

    await expect(section.getByRole('tab', { name: 'Featured' })).toHaveAttribute('aria-selected', 'true');
    const featured = await api('/api/jobs/featured?limit=6');
    await expect.poll(shownTitles).toEqual(featured.map((j) => j.title));
    for (const job of featured) expect(job.featured).toBe(true);

    // The titles the server answered to the tab's own request (what the page was given, whatever
    // earlier tests of this worker added).
    const answeredTitles = async (response: Response) => {
      const batch = (await response.json()) as { result?: { data?: { items?: Job[] } } }[];
      return batch.flatMap((entry) => entry.result?.data?.items ?? []).map((j) => j.title);
    };
    for (const tab of ['Full-Time', 'Part-time'] as const) {
      const answered = page.waitForResponse((r) => r.url().includes('job.list') && decodeURIComponent(r.url()).includes(`"type":"${tab}"`));
      await section.getByRole('tab', { name: tab }).click();
      await expect(section.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      const expected = await answeredTitles(await answered);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThanOrEqual(6);
      await expect.poll(shownTitles).toEqual(expected);
      for (const badge of await section.getByTestId('job-type').allTextContents()) expect(badge.toLowerCase()).toBe(tab.toLowerCase());
    }

    const remoteAnswered = page.waitForResponse((r) => r.url().includes('job.list') && decodeURIComponent(r.url()).includes('"remote":true'));
    await section.getByRole('tab', { name: 'Remote' }).click();
    // The seeded remote listings include "Anywhere in Canada", picked up by location and not by type.
    const remote = await api('/api/jobs?remote=true&sort=newest&limit=6');
    for (const job of remote) expect(job.location).toMatch(/global|remote|anywhere/i);
    await expect.poll(shownTitles).toEqual(await answeredTitles(await remoteAnswered));

    // Each tab asked for six jobs, never for the whole list.
    expect(asked.length).toBeGreaterThan(0);
    for (const query of asked) expect(query).toContain('"limit":6');

    await expect(section.getByRole('link', { name: 'Load More Jobs' })).toHaveAttribute('href', '/jobs');
    await section.getByRole('link', { name: 'Load More Jobs' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });

  test('call-to-action trio and the hidden trusted-partners carousel', async ({ page }) => {
    await page.goto('/');
    const cta = region(page, "However you need us, we're ready to help");
    await expect(cta.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(cta.getByRole('link', { name: 'Search Open Roles' })).toHaveAttribute('href', '/jobs');
    await expect(cta.getByRole('link', { name: 'Request Staff' })).toHaveAttribute('href', '/staffing');
    await expect(cta.getByRole('link', { name: 'Talk to Our Team' })).toHaveAttribute('href', '/contact');

    const partners = page.getByTestId('trusted-partners');
    await expect(partners).toHaveCount(1);
    await expect(partners).toBeHidden();
    const text = (await partners.textContent()) ?? '';
    expect(text).toContain('9+');
    expect(text).toContain('50M+');
    expect(text).toContain('99.8%');
  });

  test('latest three blog posts link to their articles', async ({ page, request }) => {
    await page.goto('/');
    // The three newest published posts (the server wrote them into the page).
    const latest = await apiData<Post[]>(request, '/api/blog?limit=3');
    expect(latest).toHaveLength(3);
    const section = region(page, 'Latest from Our Blog');
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(section.getByText('5 min read')).toHaveCount(3);
    for (const [i, post] of latest.entries()) {
      const link = cards.nth(i).getByRole('link', { name: post.title });
      await expect(link).toHaveAttribute('href', `/blog/${post.slug}`);
      await expect(cards.nth(i).locator('img')).toHaveAttribute('alt', '');
    }
    await expect(section.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/blog/${latest[0]!.slug}$`));
  });

  test('head: title, description, keywords, author, robots, canonical, Open Graph, Twitter and Organization JSON-LD', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Staffing, Warehousing & Transportation in Ontario | Northline Workforce Solutions');
    expect(await meta(page, 'description')).toContain('Ontario');
    expect(await meta(page, 'keywords')).toContain('staffing');
    expect(await meta(page, 'author')).toBe('Northline Workforce Solutions');
    expect(await meta(page, 'robots')).toBe('index, follow');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/$/);
    expect(await meta(page, 'og:title')).toContain('Northline Workforce Solutions');
    expect(await meta(page, 'og:description')).toBeTruthy();
    expect(await meta(page, 'og:type')).toBe('website');
    expect(await meta(page, 'og:url')).toMatch(/\/$/);
    expect(await meta(page, 'og:image')).toMatch(/^https?:\/\//);
    expect(await meta(page, 'twitter:card')).toBe('summary_large_image');
    expect(await meta(page, 'twitter:title')).toBeTruthy();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const org = jsonLd.map((s) => JSON.parse(s) as Record<string, unknown>).find((d) => d['@type'] === 'Organization');
    expect(org).toBeDefined();
    expect(org?.name).toBe('Northline Workforce Solutions');
  });
});

test.describe('home page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the latest posts are the /blog cards: as tall as there, their picture whole', async ({ page }) => {
    await page.goto('/blog');
    const blogCard = (await page.getByTestId('blog-card').first().boundingBox())!;
    await page.goto('/');
    const homeCard = region(page, 'Latest from Our Blog').getByTestId('blog-card').first();
    await homeCard.scrollIntoViewIfNeeded();
    const box = (await homeCard.boundingBox())!;
    expect(Math.abs(box.height - blogCard.height)).toBeLessThanOrEqual(2);
    expect(box.height).toBeLessThan(480);
    // The picture keeps its 1200 × 630 shape (not cropped to a taller box).
    const img = (await homeCard.locator('img').boundingBox())!;
    expect(img.width / img.height).toBeCloseTo(1200 / 630, 1);
  });
});
