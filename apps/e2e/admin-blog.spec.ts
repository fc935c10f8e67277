import { expect, test } from './support/fixtures';
import { type APIRequestContext, type Page } from '@playwright/test';
import { slugify } from '@app/shared/schemas/inputs';
import { adminRequest, loginAsAdmin, unique } from './helpers';

const SLUG_TAKEN = 'This slug is already used by another post. Choose a different slug.';

interface Post {
  id: number;
  title: string;
  slug: string;
  published: boolean;
}

/** Creates a post of our own through the admin REST API. */
async function createPost(request: APIRequestContext, overrides: Partial<{ title: string; published: boolean; content: string }> = {}): Promise<Post> {
  const admin = await adminRequest(request);
  const title = overrides.title ?? unique('E2E Blog Post');
  const res = await admin.post('/api/admin/blog', {
    data: {
      title,
      slug: slugify(title),
      excerpt: `Excerpt for ${title}.`,
      content: overrides.content ?? `Body of ${title}. Practical advice for Ontario employers.`,
      published: overrides.published ?? false,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as Post;
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const tabCount = async (page: Page, tab: string) => Number(await page.getByTestId(`tab-count-${tab}`).innerText());
/** Posts per page of the admin list (ADMIN_BLOG_PAGE_SIZE). */
const PAGE_SIZE = 10;
/** The admin list narrowed to one post by the server search (earlier tests of this worker add posts too). */
const openWith = (page: Page, title: string) => page.goto(`/admin/blog?search=${encodeURIComponent(title)}`);
const statValue = (page: Page, label: string) =>
  page
    .getByTestId('stat-card')
    .filter({ hasText: new RegExp(`^${label}`) })
    .getByTestId('stat-value');

test.describe('Admin Blog Posts', () => {
  test.beforeEach(async ({ page }) => {
    await loginAsAdmin(page);
  });

  test('creates a draft with the slug suggested from the title', async ({ page, request }) => {
    const title = unique('Hiring Forklift Operators & Drivers');
    await page.goto('/admin/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Title').fill(title);
    await expect(dialog.getByLabel('Slug')).toHaveValue(slugify(title));
    await expect(dialog.getByLabel('Slug')).toHaveValue(/^hiring-forklift-operators-and-drivers-[a-z0-9]+$/);

    // A hand-edited slug is kept when the title changes again.
    const customSlug = `${slugify(title)}-guide`;
    await dialog.getByLabel('Slug').fill(customSlug);
    await dialog.getByLabel('Title').fill(`${title}!`);
    await expect(dialog.getByLabel('Slug')).toHaveValue(customSlug);

    // Required fields are checked at the field.
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expect(dialog.getByText('Excerpt is required')).toBeVisible();
    await dialog.getByLabel('Excerpt').fill('What to look for when you hire certified operators.');
    await dialog.getByLabel('Content').fill('Certification, experience and a site-specific evaluation all matter.');
    await dialog.getByRole('button', { name: 'Create Post' }).click();

    await expect(page.getByText('Blog post created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByLabel('Search posts').fill(`${title}!`);
    await expect(page).toHaveURL(/[?&]search=/);
    const mine = card(page, `${title}!`);
    await expect(mine).toBeVisible();
    await expect(mine).toContainText('Draft');
    await expect(mine).toContainText('Not published');
    await expect(mine.getByRole('link', { name: 'View' })).toHaveAttribute('href', `/blog/${customSlug}`);
    await expect(mine.getByRole('link', { name: 'View' })).toHaveAttribute('target', '_blank');

    const admin = await adminRequest(request);
    const posts = (await (await admin.get('/api/admin/blog')).json()) as Post[];
    expect(posts.find((p) => p.slug === customSlug)).toMatchObject({ title: `${title}!`, published: false });
  });

  test('shows a clear message at the slug field when the slug is taken', async ({ page, request }) => {
    const existing = await createPost(request);
    const other = await createPost(request);
    await openWith(page, other.title);

    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Blog Post' });
    await dialog.getByLabel('Title').fill(unique('Another Post'));
    await dialog.getByLabel('Slug').fill(existing.slug);
    await dialog.getByLabel('Excerpt').fill('Excerpt.');
    await dialog.getByLabel('Content').fill('Content.');
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    // The server refuses it (409); the message lands at the field.
    await expect(dialog.getByText(SLUG_TAKEN)).toBeVisible();
    await expect(dialog.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');

    // A slug taken after the page loaded is refused the same way.
    const late = await createPost(request);
    await dialog.getByLabel('Slug').fill(late.slug);
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    // The first refusal's toast may still be fading out beside the new one.
    await expect(page.getByText('Failed to create blog post').last()).toBeVisible();
    await expect(dialog.getByText(SLUG_TAKEN)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Editing another post onto the same slug is refused as well.
    await card(page, other.title).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await edit.getByLabel('Slug').fill(existing.slug);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText(SLUG_TAKEN)).toBeVisible();
  });

  test('edits a draft and publishes it; it appears on the public blog', async ({ page, request, browser }) => {
    const post = await createPost(request);
    await openWith(page, post.title);
    const draft = card(page, post.title);
    await expect(draft).toContainText('Draft');
    await draft.getByRole('button', { name: 'Edit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await expect(dialog.getByLabel('Title')).toHaveValue(post.title);
    await expect(dialog.getByLabel('Slug')).toHaveValue(post.slug);
    const newTitle = `${post.title} (updated)`;
    await dialog.getByLabel('Title').fill(newTitle);
    // Editing the title of an existing post does not move its address.
    await expect(dialog.getByLabel('Slug')).toHaveValue(post.slug);
    await dialog.getByLabel('Excerpt').fill('A fresh excerpt for the published article.');
    await dialog.getByRole('switch', { name: 'Published' }).check();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByText('Blog post updated successfully')).toBeVisible();
    // The search still matches the new title (it starts with the old one).
    const published = card(page, newTitle);
    await expect(published).toContainText('Published');
    const today = new Date().toLocaleDateString('en-CA', { year: 'numeric', month: 'long', day: 'numeric' });
    await expect(published.getByTestId('blog-post-date')).toHaveText(today);

    // Visible to anonymous visitors.
    const visitor = await browser.newContext();
    const publicList = (await (await visitor.request.get('/api/blog')).json()) as Post[];
    expect(publicList.some((p) => p.slug === post.slug && p.title === newTitle)).toBe(true);
    const article = await visitor.newPage();
    await article.goto(`/blog/${post.slug}`);
    await expect(article.getByRole('heading', { name: newTitle })).toBeVisible();
    await visitor.close();

    // And back to draft: gone from the public list.
    await published.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('switch', { name: 'Published' }).uncheck();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(card(page, newTitle)).toContainText('Not published');
    const anon = (await (await request.get('/api/blog')).json()) as Post[];
    expect(anon.some((p) => p.slug === post.slug)).toBe(false);
  });

  test('deletes a post after confirmation', async ({ page, request }) => {
    const post = await createPost(request, { published: true });
    await openWith(page, post.title);
    const mine = card(page, post.title);
    await mine.getByRole('button', { name: 'Delete' }).click();

    const confirm = page.getByRole('dialog', { name: 'Delete Blog Post' });
    await expect(confirm).toContainText(`Are you sure you want to delete '${post.title}'? This action cannot be undone.`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(mine).toBeVisible();

    await mine.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Blog post deleted successfully')).toBeVisible();
    await expect(mine).toHaveCount(0);
    expect((await request.get(`/api/blog/${post.slug}`)).status()).toBe(404);
  });

  test('tabs and stat cards show the server counts; each tab lists its posts', async ({ page, request }) => {
    const marker = unique('E2E Tab Check');
    const draft = await createPost(request, { title: `${marker} Draft` });
    const live = await createPost(request, { title: `${marker} Live`, published: true });
    await page.goto('/admin/blog');
    await expect(page.getByTestId('blog-post-card').first()).toBeVisible();

    const all = await tabCount(page, 'all');
    const published = await tabCount(page, 'published');
    const drafts = await tabCount(page, 'drafts');
    expect(all).toBe(published + drafts);
    await expect(statValue(page, 'Total Posts')).toHaveText(String(all));
    await expect(statValue(page, 'Published')).toHaveText(String(published));
    await expect(statValue(page, 'Drafts')).toHaveText(String(drafts));
    // The counts are the server's, for every post, not for the page shown.
    const admin = await adminRequest(request);
    const counted = async (status: string) => Number((await admin.get(`/api/admin/blog?status=${status}&limit=1`)).headers()['x-total-count']);
    expect(await counted('draft')).toBe(drafts);
    expect(all).toBeGreaterThanOrEqual(2);
    await expect(page.getByTestId('blog-post-card')).toHaveCount(Math.min(all, PAGE_SIZE));

    await page.getByRole('tab', { name: 'Drafts' }).click();
    await expect(page).toHaveURL(/[?&]tab=drafts(&|$)/);
    await expect(page.getByTestId('blog-post-card')).toHaveCount(Math.min(drafts, PAGE_SIZE));
    await expect(page.getByTestId('blog-post-card').filter({ has: page.getByText('Published', { exact: true }) })).toHaveCount(0);

    // Narrowed to our two posts by the search, each tab lists only its own.
    await page.getByLabel('Search posts').fill(marker);
    await expect(page).toHaveURL(/[?&]search=/);
    await expect(page).toHaveURL(/[?&]tab=drafts(&|$)/);
    await expect(card(page, draft.title)).toBeVisible();
    await expect(card(page, live.title)).toHaveCount(0);
    await expect(page.getByTestId('blog-post-card').filter({ has: page.getByText('Published', { exact: true }) })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Published' }).click();
    await expect(page).toHaveURL(/[?&]tab=published(&|$)/);
    await expect(card(page, live.title)).toBeVisible();
    await expect(card(page, draft.title)).toHaveCount(0);
    await expect(page.getByTestId('blog-post-card').filter({ has: page.getByText('Draft', { exact: true }) })).toHaveCount(0);

    // Back returns to the Drafts tab.
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Drafts' })).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, draft.title)).toBeVisible();
  });

  test('pages through the posts with the page in the URL; the search asks the server', async ({ page, request }) => {
    test.slow(); // a dozen posts of its own, two pages, two deletions
    const marker = unique('E2E Paged Post');
    const posts: Post[] = [];
    for (let i = 1; i <= PAGE_SIZE + 2; i++) posts.push(await createPost(request, { title: `${marker} ${String(i).padStart(2, '0')}` }));
    try {
      await page.goto('/admin/blog');
      const asked = page.waitForRequest(
        (req) => req.url().includes('/trpc/') && req.url().includes('blog.adminList') && decodeURIComponent(req.url()).includes(marker),
      );
      await page.getByLabel('Search posts').fill(marker);
      await asked;
      await expect(page).toHaveURL(/[?&]search=/);
      const cards = page.getByTestId('blog-post-card');
      await expect(cards).toHaveCount(PAGE_SIZE);
      await expect(page.getByTestId('blog-list-total')).toHaveText(`${PAGE_SIZE + 2} posts matching “${marker}”`);
      // Newest first.
      await expect(cards.first()).toHaveAccessibleName(posts[posts.length - 1]!.title);

      const pager = page.getByRole('navigation', { name: 'Blog post pages' });
      await pager.getByRole('button', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(cards).toHaveCount(2);
      await expect(card(page, posts[0]!.title)).toBeVisible();
      await expect(card(page, posts[1]!.title)).toBeVisible();

      await page.goBack();
      await expect(page).not.toHaveURL(/[?&]page=/);
      await expect(cards).toHaveCount(PAGE_SIZE);
      await expect(card(page, posts[0]!.title)).toHaveCount(0);

      // Deleting the only post of the last page goes back to the page before.
      await page.goto(`/admin/blog?search=${encodeURIComponent(marker)}&page=2`);
      await expect(cards).toHaveCount(2);
      for (const post of posts.splice(0, 2)) {
        await card(page, post.title).getByRole('button', { name: 'Delete' }).click();
        await page.getByRole('dialog', { name: 'Delete Blog Post' }).getByRole('button', { name: 'Delete' }).click();
        await expect(card(page, post.title)).toHaveCount(0);
      }
      await expect(page).not.toHaveURL(/[?&]page=/);
      await expect(cards).toHaveCount(PAGE_SIZE);
    } finally {
      const admin = await adminRequest(request);
      await Promise.all(posts.map((post) => admin.delete(`/api/admin/blog/${post.id}`)));
    }
  });

  test('the edit dialog loads the whole post, not the excerpt of the list', async ({ page, request }) => {
    const content = Array.from(
      { length: 8 },
      (_, i) => `Paragraph ${i + 1}: forklift operators need certification, practice and a site-specific evaluation before they work alone.`,
    ).join('\n\n');
    const post = await createPost(request, { content });
    const admin = await adminRequest(request);
    const [listed] = (await (await admin.get(`/api/admin/blog?search=${encodeURIComponent(post.title)}`)).json()) as { content: string }[];
    expect(listed!.content.length).toBeLessThan(content.length);
    expect(listed!.content.endsWith('…')).toBe(true);

    await openWith(page, post.title);
    await card(page, post.title).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await expect(dialog.getByLabel('Content')).toHaveValue(content);
    await dialog.getByLabel('Excerpt').fill('Updated excerpt only.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Blog post updated successfully')).toBeVisible();
    // Saving the dialog kept the whole body.
    const stored = (await (await admin.get(`/api/blog/${post.slug}`)).json()) as { content: string; excerpt: string };
    expect(stored).toMatchObject({ content, excerpt: 'Updated excerpt only.' });
  });
});
