import { expect, test } from './support/fixtures';
import { type Page, type Request } from '@playwright/test';
import { hydrated, watchRequests } from './support/idle';
import { SEEDED_JOB_TITLE, SEEDED_POST_SLUG } from './support/site-routes';

/**
 * The server reads a public page's data and writes it into the page; the browser hydrates from it
 * and does not ask again. From the navigation until the page has settled (loaded, hydrated, its
 * deferred sections drawn, nothing under way), no /trpc call asks for what the page already has,
 * and no stylesheet is fetched (the server wrote the page's styles into it).
 */

/**
 * The calls a settled page may still make, each with why:
 * - form.token: a write form's anti-spam token (lib/spam-trap), made for this visitor when the
 *   form appears: the newsletter box of /blog, the contact and quote forms. It must not be in a
 *   page that shared caches may hand to others.
 * Nothing else: the home page's sections below the fold are drawn after the first paint, but
 * from the data the server sent (the job tabs other than Featured read only when chosen).
 */
const ALLOWED = new Set(['form.token']);

/** The procedures of a /trpc request ('/trpc/a,b?batch=1…' asks a and b). */
function procedures(request: Request): string[] {
  const url = new URL(request.url());
  if (!url.pathname.startsWith('/trpc/')) return [];
  return decodeURIComponent(url.pathname.slice('/trpc/'.length)).split(',');
}

/** Opens `path`, waits until it has settled and returns the /trpc procedures asked on the way. */
async function askedWhileLoading(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  const requests = watchRequests(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await ready(page);
  await requests.idle();
  return {
    procedures: requests.started.flatMap(procedures),
    stylesheets: requests.started.map((request) => new URL(request.url()).pathname).filter((path) => path.endsWith('.css')),
  };
}

const cases: { name: string; path: (page: Page) => Promise<string>; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'the home page (stats, featured jobs and the latest posts, drawn after the first paint)',
    path: async () => '/',
    ready: async (page) => {
      // The deferred sections are drawn from the server's data.
      await expect(page.getByTestId('stat-jobs').locator('[data-state]')).toHaveAttribute('data-state', /waiting|counting|done/);
      await expect(page.getByRole('region', { name: 'Latest Job Openings' }).getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Latest from Our Blog' }).getByRole('article')).toHaveCount(3);
    },
  },
  {
    name: 'the job list',
    path: async () => '/jobs',
    ready: async (page) => {
      await expect(page.getByTestId('jobs-count')).toHaveText(/jobs found$/);
      await expect(page.getByRole('region', { name: 'Job listings' }).getByRole('article')).toHaveCount(20);
    },
  },
  {
    name: 'a job search',
    path: async () => '/jobs?query=forklift',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Job listings' }).getByRole('article', { name: SEEDED_JOB_TITLE, exact: true })).toBeVisible();
    },
  },
  {
    name: 'a job page (with its apply form)',
    path: async (page) => {
      const found = (await (await page.request.get(`/api/jobs?query=${encodeURIComponent(SEEDED_JOB_TITLE)}`)).json()) as { id: number; title: string }[];
      return `/jobs/${found.find((job) => job.title === SEEDED_JOB_TITLE)!.id}`;
    },
    ready: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: SEEDED_JOB_TITLE })).toBeVisible();
      await expect(page.getByRole('article', { name: 'Job details' })).toBeVisible();
    },
  },
  {
    name: 'the blog (the list and the company figures)',
    path: async () => '/blog',
    ready: async (page) => {
      await expect(page.getByTestId('blog-card').first()).toBeVisible();
      await expect(page.getByTestId('blog-company-stats')).toContainText(/\d\+\s*Jobs Posted/);
    },
  },
  {
    name: 'a blog post (with its related articles)',
    path: async () => `/blog/${SEEDED_POST_SLUG}`,
    ready: async (page) => {
      await expect(page.getByTestId('article-content')).toBeVisible();
      await expect(page.getByTestId('related-articles').getByTestId('blog-card').first()).toBeVisible();
    },
  },
];

for (const { name, path, ready } of cases) {
  test(`${name}: nothing the server sent is asked for again`, async ({ page }) => {
    const asked = await askedWhileLoading(page, await path(page), ready);
    expect(asked.procedures.filter((procedure) => !ALLOWED.has(procedure))).toEqual([]);
    // The page's styles are written into it (with disabled links that tell Vite's chunk loader so):
    // no stylesheet is fetched again while the page hydrates.
    expect(asked.stylesheets).toEqual([]);
  });
}

test('a read the visitor asks for is seen by the same watch (the checks above would see a fetch)', async ({ page }) => {
  const requests = watchRequests(page);
  await page.goto('/jobs');
  await hydrated(page);
  await requests.idle();
  expect(requests.started.flatMap(procedures)).toEqual([]);
  await page.getByLabel('Job Type').selectOption('Full-Time');
  await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('Full-Time');
  await requests.idle();
  const asked = requests.started.filter((request) => procedures(request).includes('job.list'));
  expect(asked).toHaveLength(1);
  expect(decodeURIComponent(asked[0]!.url())).toContain('"type":"Full-Time"');
});
