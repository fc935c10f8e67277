import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BlogPost } from '@app/db';
import { PAGE_MESSAGES } from '@app/shared/constants';
import { createAdminApp, type TestApp } from './helpers.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ t, cookie } = await createAdminApp());
});
afterAll(() => t.close());

const SLUG_TAKEN = 'This slug is already used by another post. Choose a different slug.';

let seq = 0;
const uniqueSlug = (base: string) => `${base}-${Date.now().toString(36)}-${++seq}`;

interface PostRow {
  title: string;
  slug?: string;
  excerpt?: string;
  content?: string;
  category?: string;
  imageUrl?: string | null;
  published?: boolean;
  publishedAt?: Date | null;
}

async function insertPost(row: PostRow) {
  const em = t.orm.em.fork();
  const published = row.published ?? true;
  const post = em.create(BlogPost, {
    title: row.title,
    slug:
      row.slug ??
      uniqueSlug(
        row.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, ''),
      ),
    excerpt: row.excerpt ?? `Excerpt of ${row.title}`,
    content: row.content ?? `Content of ${row.title}`,
    imageUrl: row.imageUrl ?? null,
    category: row.category ?? 'General',
    published,
    publishedAt: row.publishedAt !== undefined ? row.publishedAt : published ? new Date() : null,
  });
  await em.flush();
  return post;
}

/** A procedure's answer over tRPC (GET /trpc/{path}?input=...). */
async function trpcQuery<T>(path: string, input: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await t.app.inject({ url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: { data: T } }).result.data;
}

const titlesOf = (res: { json(): unknown }) => (res.json() as { title: string }[]).map((p) => p.title);

/** A long body of numbered words: 'word1 word2 ...'. */
const longBody = (words: number) => Array.from({ length: words }, (_, i) => `word${i + 1}`).join(' ');

const newPost = (overrides: Record<string, unknown> = {}) => ({
  title: 'Hiring In Ontario',
  slug: uniqueSlug('hiring-in-ontario'),
  excerpt: 'What employers need to know.',
  content: 'A long article about hiring in Ontario.',
  imageUrl: 'https://images.example.com/hiring.jpg',
  category: 'Hiring',
  ...overrides,
});

const adminPost = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/admin/blog', headers: { cookie }, payload: payload as object });
const adminPatch = (id: number | string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/blog/${id}`, headers: { cookie }, payload: payload as object });

const POST_KEYS = ['id', 'title', 'slug', 'excerpt', 'content', 'imageUrl', 'published', 'publishedAt'];

describe('GET /api/blog', () => {
  beforeEach(async () => {
    await t.orm.em.fork().nativeDelete(BlogPost, {});
  });

  it('lists only published posts, newest first, with the documented fields', async () => {
    const now = Date.now();
    await insertPost({ title: 'Older Post', publishedAt: new Date(now - 3 * 86_400_000), imageUrl: 'https://img.example.com/o.png' });
    await insertPost({ title: 'Newest Post', publishedAt: new Date(now - 1000) });
    await insertPost({ title: 'Middle Post', publishedAt: new Date(now - 86_400_000) });
    await insertPost({ title: 'Draft Post', published: false });
    const res = await t.app.inject({ url: '/api/blog' });
    expect(res.statusCode).toBe(200);
    const posts = res.json();
    expect(posts.map((p: { title: string }) => p.title)).toEqual(['Newest Post', 'Middle Post', 'Older Post']);
    for (const key of POST_KEYS) expect(posts[0]).toHaveProperty(key);
    expect(posts.every((p: { published: boolean }) => p.published === true)).toBe(true);
    expect(typeof posts[0].id).toBe('number');
    expect(new Date(posts[0].publishedAt).toISOString()).toBe(posts[0].publishedAt);
    expect(posts[2]).toMatchObject({
      title: 'Older Post',
      excerpt: 'Excerpt of Older Post',
      content: 'Content of Older Post',
      imageUrl: 'https://img.example.com/o.png',
    });
    expect(posts[0].imageUrl).toBeNull();
  });

  it('search matches title, excerpt or content, ignoring case', async () => {
    await insertPost({ title: 'Forklift Safety Tips', excerpt: 'Stay safe.', content: 'Plain text.' });
    await insertPost({ title: 'Payroll Basics', excerpt: 'All about PAYROLL and forklift costs.', content: 'More text.' });
    await insertPost({ title: 'Trucking Trends', excerpt: 'The road ahead.', content: 'Deep dive into FORKLIFT fleets.' });
    await insertPost({ title: 'Unrelated', excerpt: 'Nothing.', content: 'Nothing at all.' });
    await insertPost({ title: 'Forklift Draft', published: false });
    const titles = async (q: string) =>
      (await t.app.inject({ url: `/api/blog${q}` }))
        .json()
        .map((p: { title: string }) => p.title)
        .sort();
    expect(await titles('?search=forklift')).toEqual(['Forklift Safety Tips', 'Payroll Basics', 'Trucking Trends']);
    expect(await titles('?search=ROAD%20AHEAD')).toEqual(['Trucking Trends']);
    expect(await titles('?search=no-such-words')).toEqual([]);
  });

  it('category filters the list; all or empty clears it', async () => {
    await insertPost({ title: 'Hiring One', category: 'Hiring' });
    await insertPost({ title: 'Hiring Two', category: 'Hiring' });
    await insertPost({ title: 'Logistics One', category: 'Logistics' });
    await insertPost({ title: 'Hiring Draft', category: 'Hiring', published: false });
    const titles = async (q: string) =>
      (await t.app.inject({ url: `/api/blog${q}` }))
        .json()
        .map((p: { title: string }) => p.title)
        .sort();
    expect(await titles('?category=Hiring')).toEqual(['Hiring One', 'Hiring Two']);
    expect(await titles('?category=Logistics')).toEqual(['Logistics One']);
    expect(await titles('?category=Nothing')).toEqual([]);
    expect(await titles('?category=all')).toHaveLength(3);
    expect(await titles('?category=')).toHaveLength(3);
    expect(await titles('?category=Hiring&search=two')).toEqual(['Hiring Two']);
  });
});

describe('GET /api/blog/{slug}', () => {
  it('returns a published post', async () => {
    const post = await insertPost({ title: 'Published Detail', slug: uniqueSlug('published-detail') });
    const res = await t.app.inject({ url: `/api/blog/${post.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: post.id, slug: post.slug, title: 'Published Detail', published: true });
  });

  it('hides a draft from visitors (404) but shows it to an admin (200)', async () => {
    const post = await insertPost({ title: 'Draft Detail', slug: uniqueSlug('draft-detail'), published: false });
    const anon = await t.app.inject({ url: `/api/blog/${post.slug}` });
    expect(anon.statusCode).toBe(404);
    expect(anon.json()).toEqual({ message: 'Blog post not found' });
    const admin = await t.app.inject({ url: `/api/blog/${post.slug}`, headers: { cookie } });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toMatchObject({ id: post.id, slug: post.slug, title: 'Draft Detail', published: false });
  });

  it('answers 404 {message} for an unknown slug', async () => {
    const res = await t.app.inject({ url: '/api/blog/no-such-post-anywhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Blog post not found' });
  });
});

describe('admin blog', () => {
  it('GET /api/admin/blog lists drafts too; visitors get 401', async () => {
    const draft = await insertPost({ title: 'Admin Sees Draft', published: false });
    const pub = await insertPost({ title: 'Admin Sees Published' });
    const res = await t.app.inject({ url: '/api/admin/blog', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((p: { id: number }) => p.id);
    expect(ids).toContain(draft.id);
    expect(ids).toContain(pub.id);
    expect((await t.app.inject({ url: '/api/admin/blog' })).statusCode).toBe(401);
  });

  // A draft has no publication date: the create procedure stores publishedAt null unless published.
  it('POST /api/admin/blog creates a draft (201) by default, with publishedAt null', async () => {
    const payload = newPost({ title: 'Created Draft' });
    const res = await adminPost(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      title: 'Created Draft',
      slug: payload.slug,
      excerpt: payload.excerpt,
      content: payload.content,
      imageUrl: payload.imageUrl,
      category: 'Hiring',
      published: false,
      publishedAt: null,
    });
    const stored = await t.orm.em.fork().findOneOrFail(BlogPost, { id: res.json().id });
    expect(stored).toMatchObject({ title: 'Created Draft', slug: payload.slug, published: false, publishedAt: null });
    expect((await t.app.inject({ url: `/api/blog/${payload.slug}` })).statusCode).toBe(404);
  });

  it('POST /api/admin/blog with published: true stamps publishedAt and lists it publicly', async () => {
    const payload = newPost({ title: 'Created Published', published: true });
    const res = await adminPost(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().published).toBe(true);
    expect(Math.abs(new Date(res.json().publishedAt).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await t.app.inject({ url: `/api/blog/${payload.slug}` })).statusCode).toBe(200);
  });

  it('POST /api/admin/blog refuses a taken slug with 409', async () => {
    const existing = await insertPost({ title: 'Slug Owner', slug: uniqueSlug('slug-owner') });
    const res = await adminPost(newPost({ title: 'Slug Thief', slug: existing.slug }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: SLUG_TAKEN });
    expect(await t.orm.em.fork().count(BlogPost, { title: 'Slug Thief' })).toBe(0);
  });

  it('POST /api/admin/blog validates the fields', async () => {
    const badSlug = await adminPost(newPost({ slug: 'Bad Slug!' }));
    expect(badSlug.statusCode).toBe(400);
    expect(badSlug.json().message).toBe('Slug may only contain lowercase letters, numbers and hyphens');
    const noTitle = await adminPost(newPost({ title: '  ' }));
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().message).toBe('Title is required');
    const badImage = await adminPost(newPost({ imageUrl: 'javascript:alert(1)' }));
    expect(badImage.statusCode).toBe(400);
    expect(badImage.json().message).toBe('Image URL must be valid');
  });

  it('PATCH changes only the fields sent', async () => {
    const created = (await adminPost(newPost({ title: 'Patch Me', category: 'Original' }))).json();
    const res = await adminPatch(created.id, { title: 'Patched Title' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      title: 'Patched Title',
      slug: created.slug,
      excerpt: created.excerpt,
      content: created.content,
      imageUrl: created.imageUrl,
      category: 'Original',
      published: false,
      publishedAt: created.publishedAt,
      author: created.author,
    });
    const stored = await t.orm.em.fork().findOneOrFail(BlogPost, { id: created.id });
    expect(stored).toMatchObject({ title: 'Patched Title', slug: created.slug, imageUrl: created.imageUrl, category: 'Original', excerpt: created.excerpt });

    const content = await adminPatch(created.id, { content: 'Replaced content only.' });
    expect(content.json()).toMatchObject({ title: 'Patched Title', content: 'Replaced content only.', imageUrl: created.imageUrl });
  });

  it('PATCH published: true stamps publishedAt; published: false clears it', async () => {
    const created = (await adminPost(newPost({ title: 'Publish Toggle' }))).json();
    expect(created.published).toBe(false);
    const beforePublish = Date.now();
    const pub = await adminPatch(created.id, { published: true });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().published).toBe(true);
    expect(pub.json().publishedAt).not.toBeNull();
    expect(new Date(pub.json().publishedAt).getTime()).toBeGreaterThanOrEqual(beforePublish - 1000);
    expect(Math.abs(new Date(pub.json().publishedAt).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await t.app.inject({ url: `/api/blog/${created.slug}` })).statusCode).toBe(200);

    const unpub = await adminPatch(created.id, { published: false });
    expect(unpub.statusCode).toBe(200);
    expect(unpub.json()).toMatchObject({ published: false, publishedAt: null });
    const stored = await t.orm.em.fork().findOneOrFail(BlogPost, { id: created.id });
    expect(stored.published).toBe(false);
    expect(stored.publishedAt).toBeNull();
    expect((await t.app.inject({ url: `/api/blog/${created.slug}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/blog' })).json().map((p: { id: number }) => p.id)).not.toContain(created.id);

    // Publishing the (now date-less) draft again stamps a fresh date.
    const again = await adminPatch(created.id, { published: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().published).toBe(true);
    expect(again.json().publishedAt).not.toBeNull();
    expect(new Date(again.json().publishedAt).getTime()).toBeGreaterThanOrEqual(new Date(pub.json().publishedAt).getTime());
    const restored = await t.orm.em.fork().findOneOrFail(BlogPost, { id: created.id });
    expect(restored.publishedAt).toBeInstanceOf(Date);
  });

  it('PATCH published: true on an already published post keeps its date', async () => {
    const old = new Date('2024-03-01T10:00:00.000Z');
    const post = await insertPost({ title: 'Already Published', publishedAt: old });
    const res = await adminPatch(post.id, { published: true, title: 'Already Published Again' });
    expect(res.statusCode).toBe(200);
    expect(res.json().publishedAt).toBe(old.toISOString());
  });

  it('PATCH to a taken slug answers 409; keeping its own slug is fine', async () => {
    const a = await insertPost({ title: 'Slug A', slug: uniqueSlug('slug-a') });
    const b = await insertPost({ title: 'Slug B', slug: uniqueSlug('slug-b') });
    const clash = await adminPatch(b.id, { slug: a.slug });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: SLUG_TAKEN });
    expect((await t.orm.em.fork().findOneOrFail(BlogPost, { id: b.id })).slug).toBe(b.slug);
    const same = await adminPatch(b.id, { slug: b.slug, title: 'Slug B Renamed' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ slug: b.slug, title: 'Slug B Renamed' });
    const fresh = uniqueSlug('slug-b-new');
    const moved = await adminPatch(b.id, { slug: fresh });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().slug).toBe(fresh);
  });

  it('PATCH with a bad slug format answers 400 and changes nothing', async () => {
    const post = await insertPost({ title: 'Bad Slug Target', slug: uniqueSlug('bad-slug-target') });
    for (const slug of ['Has Capitals', 'double--hyphen', '-leading', 'trailing-', 'under_score', 'ümlaut']) {
      const res = await adminPatch(post.id, { slug, title: 'Should Not Apply' });
      expect(res.statusCode, slug).toBe(400);
      expect(res.json().message).toBe('Slug may only contain lowercase letters, numbers and hyphens');
    }
    expect(await t.orm.em.fork().findOneOrFail(BlogPost, { id: post.id })).toMatchObject({ slug: post.slug, title: 'Bad Slug Target' });
  });

  it('PATCH an unknown id answers 404', async () => {
    const res = await adminPatch(999_999, { title: 'Nobody' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Blog post not found' });
  });

  it('DELETE answers 200, then 404', async () => {
    const post = await insertPost({ title: 'Delete This Post', slug: uniqueSlug('delete-this-post') });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/blog/${post.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, id: post.id });
    expect(await t.orm.em.fork().count(BlogPost, { id: post.id })).toBe(0);
    expect((await t.app.inject({ url: `/api/blog/${post.slug}` })).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/blog/${post.id}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Blog post not found' });
  });

  it('write routes require an admin session', async () => {
    const post = await insertPost({ title: 'Guarded Post' });
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/blog', payload: newPost() })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/blog/${post.id}`, payload: { title: 'Hacked' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/blog/${post.id}` })).statusCode).toBe(401);
    expect(await t.orm.em.fork().findOneOrFail(BlogPost, { id: post.id })).toMatchObject({ title: 'Guarded Post' });
  });
});

describe('GET /api/blog pages', () => {
  beforeEach(async () => {
    await t.orm.em.fork().nativeDelete(BlogPost, {});
  });

  async function fivePosts() {
    const now = Date.now();
    for (let i = 1; i <= 5; i++) await insertPost({ title: `Paged ${i}`, publishedAt: new Date(now - i * 60_000), category: i % 2 ? 'Odd' : 'Even' });
    await insertPost({ title: 'Paged Draft', published: false });
  }

  it('answers one page with X-Total-Count and an RFC 8288 Link header', async () => {
    await fivePosts();
    const first = await t.app.inject({ url: '/api/blog?limit=2' });
    expect(first.statusCode).toBe(200);
    expect(titlesOf(first)).toEqual(['Paged 1', 'Paged 2']);
    expect(first.headers['x-total-count']).toBe('5');
    expect(first.headers.link).toBe('</api/blog?limit=2&page=1>; rel="first", </api/blog?limit=2&page=2>; rel="next", </api/blog?limit=2&page=3>; rel="last"');

    const second = await t.app.inject({ url: '/api/blog?limit=2&page=2' });
    expect(titlesOf(second)).toEqual(['Paged 3', 'Paged 4']);
    expect(second.headers.link).toContain('</api/blog?limit=2&page=1>; rel="prev"');
    expect(second.headers.link).toContain('</api/blog?limit=2&page=3>; rel="next"');

    const last = await t.app.inject({ url: '/api/blog?limit=2&page=3' });
    expect(titlesOf(last)).toEqual(['Paged 5']);
    expect(last.headers.link).not.toContain('rel="next"');
    const beyond = await t.app.inject({ url: '/api/blog?limit=2&page=9' });
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('5');
  });

  it('the default page holds 20 posts', async () => {
    const now = Date.now();
    for (let i = 0; i < 22; i++) await insertPost({ title: `Many ${i}`, publishedAt: new Date(now - i * 1000) });
    const res = await t.app.inject({ url: '/api/blog' });
    expect(res.json()).toHaveLength(20);
    expect(res.headers['x-total-count']).toBe('22');
  });

  it('counts and links keep the search and category', async () => {
    await fivePosts();
    const res = await t.app.inject({ url: '/api/blog?category=odd&search=paged&limit=1' });
    expect(titlesOf(res)).toEqual(['Paged 1']);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers.link).toContain('</api/blog?category=odd&search=paged&limit=1&page=2>; rel="next"');
    const even = await t.app.inject({ url: '/api/blog?category=Even&limit=1&page=2' });
    expect(titlesOf(even)).toEqual(['Paged 4']);
    expect(even.headers['x-total-count']).toBe('2');
  });

  it('refuses a bad page or limit with 400 and a clear message', async () => {
    for (const [query, message] of [
      ['page=0', PAGE_MESSAGES.page],
      ['page=-1', PAGE_MESSAGES.page],
      ['page=1.5', PAGE_MESSAGES.page],
      ['page=two', PAGE_MESSAGES.page],
      ['limit=0', PAGE_MESSAGES.limit],
      ['limit=101', PAGE_MESSAGES.limit],
      ['limit=ten', PAGE_MESSAGES.limit],
    ] as const) {
      const res = await t.app.inject({ url: `/api/blog?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    expect((await t.app.inject({ url: '/api/blog?limit=100&page=1' })).statusCode).toBe(200);
  });

  it('search matching treats % and _ literally', async () => {
    await insertPost({ title: 'Save 100% on freight' });
    await insertPost({ title: 'Save 1000 on freight' });
    expect(titlesOf(await t.app.inject({ url: '/api/blog?search=100%25' }))).toEqual(['Save 100% on freight']);
    expect(titlesOf(await t.app.inject({ url: '/api/blog?search=_' }))).toEqual([]);
  });

  it('list items carry an excerpt of the body cut at a word; the post by slug carries all of it', async () => {
    const body = longBody(200);
    const post = await insertPost({ title: 'Long Read', content: body });
    await insertPost({ title: 'Short Read', content: 'Just a few words.', publishedAt: new Date(Date.now() - 60_000) });
    const [long, short] = (await t.app.inject({ url: '/api/blog' })).json() as { title: string; content: string }[];
    expect(long!.title).toBe('Long Read');
    expect(long!.content.endsWith('…')).toBe(true);
    const cut = long!.content.slice(0, -1);
    expect(cut.length).toBeLessThanOrEqual(300);
    expect(cut.length).toBeGreaterThan(250);
    expect(body.startsWith(cut)).toBe(true);
    expect(body[cut.length]).toBe(' '); // cut between two words
    expect(short!.content).toBe('Just a few words.');

    const full = (await t.app.inject({ url: `/api/blog/${post.slug}` })).json();
    expect(full.content).toBe(body);
  });

  it('answers the categories of the published posts with their counts (tRPC)', async () => {
    await fivePosts();
    await insertPost({ title: 'Draft In New Category', category: 'Hidden', published: false });
    const page = await trpcQuery<{ items: unknown[]; total: number; page: number; limit: number; categories: unknown }>('blog.list', {
      search: 'Paged 1',
      limit: 5,
    });
    expect(page).toMatchObject({ total: 1, page: 1, limit: 5 });
    expect(page.categories).toEqual([
      { name: 'Odd', count: 3 },
      { name: 'Even', count: 2 },
    ]);
    const empty = await trpcQuery<{ categories: unknown; total: number }>('blog.list', {});
    expect(empty.total).toBe(5);
  });

  it('related: leaves the post out and puts its category first', async () => {
    const now = Date.now();
    const current = await insertPost({ title: 'Current', category: 'Freight', publishedAt: new Date(now - 5 * 60_000) });
    await insertPost({ title: 'Newest Other', category: 'Hiring', publishedAt: new Date(now - 1000) });
    await insertPost({ title: 'Older Freight', category: 'Freight', publishedAt: new Date(now - 9 * 60_000) });
    await insertPost({ title: 'Newer Freight', category: 'Freight', publishedAt: new Date(now - 2 * 60_000) });
    await insertPost({ title: 'Freight Draft', category: 'Freight', published: false });
    await insertPost({ title: 'Oldest Other', category: 'Hiring', publishedAt: new Date(now - 99 * 60_000) });
    const res = await t.app.inject({ url: `/api/blog?related=${current.slug}&limit=3` });
    expect(res.statusCode).toBe(200);
    expect(titlesOf(res)).toEqual(['Newer Freight', 'Older Freight', 'Newest Other']);
    expect(res.headers['x-total-count']).toBe('4');
    // An unknown slug leaves nothing out: newest first.
    expect(titlesOf(await t.app.inject({ url: '/api/blog?related=no-such-post&limit=2' }))).toEqual(['Newest Other', 'Newer Freight']);
  });
});

describe('GET /api/admin/blog pages and counts', () => {
  beforeEach(async () => {
    await t.orm.em.fork().nativeDelete(BlogPost, {});
  });

  interface AdminPage {
    items: { id: number; title: string; content: string; published: boolean }[];
    total: number;
    counts: { all: number; published: number; draft: number };
  }

  it('pages every post, newest written first, filtered by status, with the counts of each status', async () => {
    for (let i = 1; i <= 3; i++) await insertPost({ title: `Live ${i}` });
    for (let i = 1; i <= 2; i++) await insertPost({ title: `Draft ${i}`, published: false });

    const all = await t.app.inject({ url: '/api/admin/blog?limit=2', headers: { cookie } });
    expect(all.statusCode).toBe(200);
    expect(titlesOf(all)).toEqual(['Draft 2', 'Draft 1']);
    expect(all.headers['x-total-count']).toBe('5');
    expect(all.headers.link).toContain('</api/admin/blog?limit=2&page=3>; rel="last"');
    for (const key of POST_KEYS) expect(all.json()[0]).toHaveProperty(key);

    const drafts = await t.app.inject({ url: '/api/admin/blog?status=draft', headers: { cookie } });
    expect(titlesOf(drafts)).toEqual(['Draft 2', 'Draft 1']);
    expect(drafts.headers['x-total-count']).toBe('2');
    const published = await t.app.inject({ url: '/api/admin/blog?status=published&page=2&limit=2', headers: { cookie } });
    expect(titlesOf(published)).toEqual(['Live 1']);
    expect(published.headers['x-total-count']).toBe('3');

    const page = await trpcQuery<AdminPage>('blog.adminList', { status: 'draft' }, { cookie });
    expect(page.counts).toEqual({ all: 5, published: 3, draft: 2 });
    expect(page.total).toBe(2);
  });

  it('counts follow publishing, unpublishing and deleting', async () => {
    const post = await insertPost({ title: 'Counted', published: false });
    await insertPost({ title: 'Other' });
    const counts = async () => (await trpcQuery<AdminPage>('blog.adminList', {}, { cookie })).counts;
    expect(await counts()).toEqual({ all: 2, published: 1, draft: 1 });
    await adminPatch(post.id, { published: true });
    expect(await counts()).toEqual({ all: 2, published: 2, draft: 0 });
    await t.app.inject({ method: 'DELETE', url: `/api/admin/blog/${post.id}`, headers: { cookie } });
    expect(await counts()).toEqual({ all: 1, published: 1, draft: 0 });
  });

  it('searches title, slug and excerpt, drafts included', async () => {
    await insertPost({ title: 'Winter Driving Checklist', published: false });
    await insertPost({ title: 'Summer Hiring', excerpt: 'Plan for WINTER too.' });
    await insertPost({ title: 'Unrelated' });
    const res = await t.app.inject({ url: '/api/admin/blog?search=winter', headers: { cookie } });
    expect(titlesOf(res).sort()).toEqual(['Summer Hiring', 'Winter Driving Checklist']);
    expect(res.headers['x-total-count']).toBe('2');
    const drafts = await t.app.inject({ url: '/api/admin/blog?search=winter&status=draft', headers: { cookie } });
    expect(titlesOf(drafts)).toEqual(['Winter Driving Checklist']);
  });

  it('list items carry excerpts; blog.byId answers the whole post, drafts too', async () => {
    const body = longBody(150);
    const post = await insertPost({ title: 'Draft With Long Body', content: body, published: false });
    const [item] = (await t.app.inject({ url: '/api/admin/blog', headers: { cookie } })).json() as { content: string }[];
    expect(item!.content.length).toBeLessThan(body.length);
    expect(item!.content.endsWith('…')).toBe(true);
    const full = await trpcQuery<{ id: number; content: string; published: boolean }>('blog.byId', { id: post.id }, { cookie });
    expect(full).toMatchObject({ id: post.id, content: body, published: false });
    const missing = await t.app.inject({ url: `/trpc/blog.byId?input=${encodeURIComponent(JSON.stringify({ id: 999_999 }))}`, headers: { cookie } });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({ url: `/trpc/blog.byId?input=${encodeURIComponent(JSON.stringify({ id: post.id }))}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a bad status, page or limit with 400', async () => {
    const status = await t.app.inject({ url: '/api/admin/blog?status=archived', headers: { cookie } });
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toBe('status must be one of: all, published, draft');
    const page = await t.app.inject({ url: '/api/admin/blog?page=0', headers: { cookie } });
    expect(page.statusCode).toBe(400);
    expect(page.json().message).toBe(PAGE_MESSAGES.page);
    const limit = await t.app.inject({ url: '/api/admin/blog?limit=500', headers: { cookie } });
    expect(limit.statusCode).toBe(400);
    expect(limit.json().message).toBe(PAGE_MESSAGES.limit);
  });
});
