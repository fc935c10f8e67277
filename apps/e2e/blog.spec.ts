import { expect, test } from './support/fixtures';
import { type APIRequestContext, type Page } from '@playwright/test';
import { slugify } from '@app/shared/schemas/inputs';
import { adminRequest, meta, unique } from './helpers';
import { hydrated } from './support/idle';

const FTL = {
  slug: 'ftl-vs-ltl-how-to-choose-the-right-freight-option',
  title: 'FTL vs LTL: How to Choose the Right Freight Option',
  category: 'Transportation',
};
const INTERVIEW = { slug: 'how-to-ace-your-warehouse-job-interview', title: 'How to Ace Your Warehouse Job Interview', category: 'Career Advice' };
const CROSS_BORDER = 'Cross-Border Shipping Between Canada and the US: The Basics';
const SEASONAL = 'How to Hire Seasonal Warehouse Staff in Ontario';
const PEAK = 'Peak-Season Fulfillment: How Ontario Warehouses Are Preparing';

/** Articles per page of /blog (BLOG_PAGE_SIZE). */
const PAGE_SIZE = 9;

/** Publishes posts of our own through the admin REST API; the caller deletes them. */
async function createPosts(request: APIRequestContext, titles: string[], fields: Partial<{ category: string; content: string }> = {}) {
  const admin = await adminRequest(request);
  const posts: { id: number; slug: string; title: string }[] = [];
  for (const title of titles) {
    const res = await admin.post('/api/admin/blog', {
      data: {
        title,
        slug: slugify(title),
        excerpt: `Excerpt for ${title}.`,
        content: fields.content ?? `Body of ${title}.`,
        category: fields.category,
        published: true,
      },
    });
    expect(res.status()).toBe(201);
    posts.push((await res.json()) as { id: number; slug: string; title: string });
  }
  return posts;
}

async function deletePosts(request: APIRequestContext, posts: { id: number }[]) {
  const admin = await adminRequest(request);
  const answers = await Promise.all(posts.map((post) => admin.delete(`/api/admin/blog/${post.id}`)));
  for (const answer of answers) expect(answer.ok()).toBe(true);
}

/** Resolves with the input of the next blog.list call the page makes to the server. */
function nextListInput(page: Page, predicate: (input: Record<string, unknown>) => boolean) {
  return page
    .waitForRequest((req) => {
      const url = new URL(req.url());
      if (!url.pathname.startsWith('/trpc/') || !url.pathname.includes('blog.list')) return false;
      const input = JSON.parse(url.searchParams.get('input') ?? '{}') as Record<string, Record<string, unknown>>;
      return Object.values(input).some(predicate);
    })
    .then((req) => req.url());
}

const card = (page: Page, title: string) => page.getByTestId('blog-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const cardTitles = (page: Page) => page.getByTestId('blog-card').getByRole('heading').allTextContents();
const longDate = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });

async function jsonLd(page: Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((d) => d['@type'] === type);
}

test.describe('Blog list', () => {
  test('lists published articles as cards with stats and the newsletter box', async ({ page, request }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle(/Blog/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/);
    // One page of the newest published articles.
    await expect(page.getByTestId('blog-card').first()).toBeVisible();
    expect(await page.getByTestId('blog-card').count()).toBeLessThanOrEqual(PAGE_SIZE);
    await expect(page.getByTestId('blog-result-count')).toHaveText(/^Showing \d/);

    await page.goto(`/blog?search=${encodeURIComponent('FTL vs LTL')}`);
    const ftl = card(page, FTL.title);
    await expect(ftl).toBeVisible();
    await expect(ftl.getByRole('link', { name: FTL.title })).toHaveAttribute('href', `/blog/${FTL.slug}`);
    await expect(ftl).toContainText('5 min read');
    await expect(ftl.getByTestId('blog-card-category')).toHaveText('Transportation');
    const api = (await (await request.get(`/api/blog/${FTL.slug}`)).json()) as { publishedAt: string };
    await expect(ftl.getByTestId('blog-card-date')).toHaveText(longDate(api.publishedAt));
    const image = ftl.locator('img');
    await expect(image).toHaveAttribute('src', `/images/blog/${FTL.slug}.jpg`);
    await image.scrollIntoViewIfNeeded();
    // The browser picks a copy sized for the card (AVIF/WebP srcset) of that same image.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(new RegExp(`/images/blog/${FTL.slug}(-\\d+\\.(avif|webp)|\\.jpg)$`));

    // Drafts are not listed.
    await page.goto(`/blog?search=${encodeURIComponent('Temp-to-Hire')}`);
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await expect(card(page, 'Temp-to-Hire: A Lower-Risk Way to Build Your Team')).toHaveCount(0);

    const readerStats = page.getByTestId('blog-reader-stats');
    for (const text of ['50K+', 'Monthly Readers', '100+', 'Articles', 'Weekly']) await expect(readerStats).toContainText(text);
    const companyStats = page.getByTestId('blog-company-stats');
    await expect(companyStats).toContainText(/(?<![\d,])\d[\d,]*\+\s*Jobs Posted/);
    await expect(companyStats).toContainText(/(?<![\d,])\d[\d,]*\+\s*Candidates Hired/);

    const newsletter = page.getByRole('region', { name: 'Stay Ahead of the Workforce Curve' });
    for (const text of ['25K+', 'Subscribers', '95%', 'Open Rate', 'Weekly', 'Delivery']) await expect(newsletter).toContainText(text);
    await expect(newsletter.getByLabel('Email address')).toHaveAttribute('type', 'email');
  });

  test('searches title, excerpt and content on the server, without regard to case', async ({ page }) => {
    await page.goto('/blog');
    await expect(card(page, FTL.title)).toBeVisible();
    const search = page.getByLabel('Search articles');

    // The typed text reaches the server (after a pause) and the URL.
    const asked = nextListInput(page, (input) => input.search === 'cusma');
    await search.fill('cusma'); // only in the body of the cross-border article
    expect(await asked).toContain('blog.list');
    await expect(page).toHaveURL(/[?&]search=cusma(&|$)/);
    await expect(card(page, CROSS_BORDER)).toBeVisible();
    await expect(card(page, FTL.title)).toHaveCount(0);
    await expect(page.getByTestId('blog-result-count')).toHaveText('Showing 1 article matching "cusma"');

    await search.fill('SEASONAL');
    await expect(card(page, SEASONAL)).toBeVisible();
    await expect(card(page, PEAK)).toBeVisible();
    await expect(card(page, INTERVIEW.title)).toHaveCount(0);

    await search.fill('zzqx no such topic');
    await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(search).toHaveValue('');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(card(page, FTL.title)).toBeVisible();

    // A search in the URL is applied when the page opens.
    await page.goto('/blog?search=SEASONAL');
    await expect(search).toHaveValue('SEASONAL');
    await expect(card(page, SEASONAL)).toBeVisible();
    await expect(card(page, INTERVIEW.title)).toHaveCount(0);
  });

  test('filters by category with All restoring every article', async ({ page }) => {
    await page.goto('/blog');
    const filters = page.getByRole('group', { name: 'Filter by category' });
    await expect(filters.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    for (const category of ['Career Advice', 'Hiring Tips', 'Transportation', 'Warehousing', 'Industry News']) {
      await expect(filters.getByRole('button', { name: category, exact: true })).toBeVisible();
    }
    const total = await page.getByTestId('blog-card').count();

    await filters.getByRole('button', { name: 'Transportation', exact: true }).click();
    await expect(filters.getByRole('button', { name: 'Transportation', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, FTL.title)).toBeVisible();
    await expect(card(page, INTERVIEW.title)).toHaveCount(0);
    const categories = await page.getByTestId('blog-card-category').allTextContents();
    expect(categories.length).toBeGreaterThanOrEqual(2);
    expect(new Set(categories)).toEqual(new Set(['Transportation']));

    await expect(page).toHaveURL(/[?&]category=Transportation(&|$)/);

    // Category and search combine.
    await page.getByLabel('Search articles').fill('cusma');
    await expect.poll(() => cardTitles(page)).toEqual([CROSS_BORDER]);
    await page.getByLabel('Search articles').fill('');
    await expect(card(page, FTL.title)).toBeVisible();

    await filters.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page.getByTestId('blog-card')).toHaveCount(total);

    // Back returns to the category.
    await page.goBack();
    await expect(filters.getByRole('button', { name: 'Transportation', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, INTERVIEW.title)).toHaveCount(0);
    await expect(card(page, FTL.title)).toBeVisible();
  });

  test('pages through the articles with the page in the URL; Back returns to the previous page', async ({ page, request }) => {
    const marker = unique('Pagination Check');
    const titles = Array.from({ length: PAGE_SIZE + 2 }, (_, i) => `${marker} Article ${String(i + 1).padStart(2, '0')}`);
    const posts = await createPosts(request, titles);
    try {
      await page.goto(`/blog?search=${encodeURIComponent(marker)}`);
      const cards = page.getByTestId('blog-card');
      await expect(cards).toHaveCount(PAGE_SIZE);
      await expect(page.getByTestId('blog-result-count')).toHaveText(`Showing 1–${PAGE_SIZE} of ${titles.length} articles matching "${marker}"`);
      // Newest first: the last ones created lead page 1.
      await expect(cards.first().getByRole('heading')).toHaveText(titles[titles.length - 1]!);

      const pager = page.getByRole('navigation', { name: 'Article pages' });
      // A real link (crawlers and a browser without JavaScript follow it); a click reads page 2 in the page.
      await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', /[?&]page=2(&|$)/);
      // Once hydrated (before, the browser follows the link itself and the server writes page 2).
      await hydrated(page);
      const asked = nextListInput(page, (input) => input.page === 2 && input.search === marker);
      await pager.getByRole('link', { name: 'Page 2' }).click();
      await asked;
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(cards).toHaveCount(2);
      await expect.poll(() => cardTitles(page)).toEqual([titles[1], titles[0]]);
      await expect(page.getByTestId('blog-result-count')).toHaveText(
        `Showing ${PAGE_SIZE + 1}–${titles.length} of ${titles.length} articles matching "${marker}"`,
      );
      await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

      await page.goBack();
      await expect(page).not.toHaveURL(/[?&]page=/);
      await expect(cards).toHaveCount(PAGE_SIZE);
      await expect(cards.first().getByRole('heading')).toHaveText(titles[titles.length - 1]!);

      // Opening page 2 directly works too.
      await page.goto(`/blog?search=${encodeURIComponent(marker)}&page=2`);
      await expect.poll(() => cardTitles(page)).toEqual([titles[1], titles[0]]);
    } finally {
      await deletePosts(request, posts);
    }
  });

  test('a card opens its article', async ({ page }) => {
    await page.goto('/blog');
    await card(page, INTERVIEW.title).getByRole('link', { name: INTERVIEW.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${INTERVIEW.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: INTERVIEW.title })).toBeVisible();
  });

  test('newsletter: subscribing and subscribing again answer alike (nothing tells who is subscribed)', async ({ page, request }) => {
    const email = `${unique('news').replace(/\s+/g, '.')}@example.ca`.toLowerCase();
    await page.goto('/blog');
    const newsletter = page.getByRole('region', { name: 'Stay Ahead of the Workforce Curve' });
    await newsletter.getByLabel('Email address').fill(email);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('newsletter-confirmation')).toContainText('Thanks for subscribing!');
    await expect(newsletter.getByLabel('Email address')).toHaveValue('');

    await newsletter.getByLabel('Email address').fill(email.toUpperCase());
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('newsletter-confirmation')).toHaveText(/Thanks for subscribing! Look out for our weekly insights\./);

    const admin = await adminRequest(request);
    const rows = (await (await admin.get(`/api/admin/leads/newsletter?search=${encodeURIComponent(email)}`)).json()) as { email: string; status: string }[];
    expect(rows).toEqual([expect.objectContaining({ email, status: 'active' })]);
  });

  test('newsletter confirmation page: opening the link changes nothing, a bad link says so', async ({ page }) => {
    await page.goto('/newsletter/confirm?email=reader%40example.ca&token=abc.def');
    await expect(page).toHaveTitle(/Confirm Your Subscription/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByText('reader@example.ca')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm Subscription' }).click();
    await expect(page.getByRole('alert')).toContainText('This confirmation link is invalid or has expired.');

    await page.goto('/newsletter/confirm');
    await expect(page.getByRole('button', { name: 'Confirm Subscription' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toContainText('This confirmation link is invalid or has expired.');
  });
});

test.describe('Blog article', () => {
  test('shows breadcrumb, article details, content and head tags', async ({ page, request }) => {
    const post = (await (await request.get(`/api/blog/${INTERVIEW.slug}`)).json()) as {
      title: string;
      excerpt: string;
      author: string;
      publishedAt: string;
      updatedAt: string;
    };
    await page.goto(`/blog/${INTERVIEW.slug}`);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(INTERVIEW.title);
    await expect(crumbs).toHaveText(new RegExp(`Home.*Blog.*${INTERVIEW.title}`));

    await expect(page.getByRole('heading', { level: 1, name: INTERVIEW.title })).toBeVisible();
    await expect(page.getByTestId('article-author')).toHaveText(post.author);
    await expect(page.getByTestId('article-date')).toHaveText(longDate(post.publishedAt));
    await expect(page.getByTestId('article-category')).toHaveText(INTERVIEW.category);
    await expect(page.getByRole('img', { name: INTERVIEW.title })).toHaveAttribute('src', `/images/blog/${INTERVIEW.slug}.jpg`);
    const content = page.getByTestId('article-content');
    await expect(content.getByRole('heading', { level: 2, name: 'What hiring managers are listening for' })).toBeVisible();
    expect(await content.locator('p').count()).toBeGreaterThan(5);
    await expect(content.getByRole('listitem').first()).toBeVisible();
    await expect(content).not.toContainText('**');
    await expect(content).not.toContainText('## ');

    await expect(page).toHaveTitle(`${INTERVIEW.title} | Northline Workforce Solutions`);
    expect(await meta(page, 'description')).toBe(post.excerpt);
    expect(await meta(page, 'og:type')).toBe('article');
    expect(await meta(page, 'og:image')).toMatch(new RegExp(`/images/blog/${INTERVIEW.slug}\\.jpg$`));

    const posting = await jsonLd(page, 'BlogPosting');
    expect(posting).toMatchObject({
      headline: INTERVIEW.title,
      description: post.excerpt,
      datePublished: post.publishedAt,
      dateModified: post.updatedAt,
      author: { '@type': 'Person', name: post.author },
      publisher: { '@type': 'Organization', name: 'Northline Workforce Solutions' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': expect.stringMatching(new RegExp(`/blog/${INTERVIEW.slug}$`)) },
    });
    expect(String(posting?.image)).toMatch(/\.jpg$/);
    const crumbsLd = await jsonLd(page, 'BreadcrumbList');
    expect((crumbsLd?.itemListElement as { name: string }[]).map((i) => i.name)).toEqual(['Home', 'Blog', INTERVIEW.title]);

    await page.getByRole('main').getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('related articles: up to three others, same category first', async ({ page }) => {
    await page.goto(`/blog/${FTL.slug}`);
    await expect(page.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
    const related = page.getByTestId('related-articles').getByTestId('blog-card');
    await expect(related.first()).toBeVisible();
    const count = await related.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    expect(await page.getByTestId('related-articles').getByRole('heading').allTextContents()).not.toContain(FTL.title);
    await expect(related.first().getByTestId('blog-card-category')).toHaveText('Transportation');
    await expect(page.getByRole('main').getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');
  });

  test('related articles come from the server: three others, the same category first', async ({ page, request }) => {
    const category = unique('E2E Related').slice(0, 60);
    const [older, newer] = await createPosts(request, [unique('E2E Related Older'), unique('E2E Related Newer')], { category });
    const [elsewhere] = await createPosts(request, [unique('E2E Related Elsewhere')], { category: 'General' });
    const [current] = await createPosts(request, [unique('E2E Related Current')], { category });
    try {
      // The server picks them (blog.list with `related`) and writes them into the page.
      const answered = (await (await request.get(`/api/blog?related=${encodeURIComponent(current!.slug)}&limit=3`)).json()) as { title: string }[];
      expect(answered.map((p) => p.title).slice(0, 2)).toEqual([newer!.title, older!.title]);
      await page.goto(`/blog/${current!.slug}`);
      const related = page.getByTestId('related-articles').getByTestId('blog-card');
      await expect(related).toHaveCount(3);
      const titles = await related.getByRole('heading').allTextContents();
      expect(titles).toEqual(answered.map((p) => p.title));
      expect(titles).not.toContain(current!.title);
      await expect(related.nth(0).getByTestId('blog-card-category')).toHaveText(category);
    } finally {
      await deletePosts(request, [older!, newer!, elsewhere!, current!]);
    }
  });

  test('Copy Link copies the article URL and confirms', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/blog/${FTL.slug}`);
    await page.getByRole('button', { name: 'Copy Link' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Link copied!' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Article link has been copied to your clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('Copy Link failure shows the failure toast', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    });
    await page.goto(`/blog/${FTL.slug}`);
    await page.getByRole('button', { name: 'Copy Link' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Copy failed' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Unable to copy link. Please try again.');
  });

  test('share buttons open popups with the article URL, title and excerpt', async ({ page, context, request }) => {
    const post = (await (await request.get(`/api/blog/${FTL.slug}`)).json()) as { excerpt: string };
    // The networks are not reachable from the test machine; answer their share pages locally.
    await context.route(/^https:\/\/(www\.)?(facebook|twitter|linkedin)\.com\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>share</title>' }),
    );
    await page.goto(`/blog/${FTL.slug}`);
    const articleUrl = page.url();

    const cases: [string, RegExp, Record<string, string>][] = [
      ['Facebook', /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?/, { u: articleUrl }],
      ['X (Twitter)', /^https:\/\/twitter\.com\/intent\/tweet\?/, { url: articleUrl, text: FTL.title }],
      ['LinkedIn', /^https:\/\/www\.linkedin\.com\/shareArticle\?/, { url: articleUrl, title: FTL.title, summary: post.excerpt }],
    ];
    for (const [label, pattern, params] of cases) {
      const popupPromise = page.waitForEvent('popup');
      await page.getByRole('button', { name: label, exact: true }).click();
      const popup = await popupPromise;
      await popup.waitForLoadState();
      expect(popup.url()).toMatch(pattern);
      const url = new URL(popup.url());
      for (const [key, value] of Object.entries(params)) expect(url.searchParams.get(key)).toBe(value);
      await popup.close();
    }
  });

  test('an unknown slug shows Post Not Found', async ({ page }) => {
    await page.goto('/blog/no-such-article-here');
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(await meta(page, 'robots')).toBe('noindex, nofollow');
  });

  test('a post without an image uses the fallback image', async ({ page, request }) => {
    const admin = await adminRequest(request);
    const title = unique('E2E Fallback Image Post');
    const created = await admin.post('/api/admin/blog', {
      data: { title, slug: slugify(title), excerpt: `Excerpt for ${title}.`, content: `First paragraph of ${title}.\n\nSecond paragraph.`, published: true },
    });
    expect(created.status()).toBe(201);
    const post = (await created.json()) as { id: number; slug: string };
    try {
      await page.goto(`/blog/${post.slug}`);
      const image = page.getByRole('img', { name: title });
      await expect(image).toHaveAttribute('src', '/images/blog/fallback.jpg');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/images\/blog\/fallback(-\d+\.(avif|webp)|\.jpg)$/);
      await expect(page.getByTestId('article-content').locator('p')).toHaveCount(2);
    } finally {
      expect((await admin.delete(`/api/admin/blog/${post.id}`)).ok()).toBe(true);
    }
  });
});
