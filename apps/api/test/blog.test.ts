import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BlogPost } from '@app/db';
import { createAdmin, createTestApp, loginCookie, type TestApp } from './helpers.ts';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await createAdmin(t.orm);
  cookie = await loginCookie(t.app);
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
    slug: row.slug ?? uniqueSlug(row.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')),
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

const newPost = (overrides: Record<string, unknown> = {}) => ({
  title: 'Hiring In Ontario',
  slug: uniqueSlug('hiring-in-ontario'),
  excerpt: 'What employers need to know.',
  content: 'A long article about hiring in Ontario.',
  imageUrl: 'https://images.example.com/hiring.jpg',
  category: 'Hiring',
  ...overrides,
});

const adminPost = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/admin/blog', headers: { cookie }, payload: payload as object });
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
    expect(posts[2]).toMatchObject({ title: 'Older Post', excerpt: 'Excerpt of Older Post', content: 'Content of Older Post', imageUrl: 'https://img.example.com/o.png' });
    expect(posts[0].imageUrl).toBeNull();
  });

  it('search matches title, excerpt or content, ignoring case', async () => {
    await insertPost({ title: 'Forklift Safety Tips', excerpt: 'Stay safe.', content: 'Plain text.' });
    await insertPost({ title: 'Payroll Basics', excerpt: 'All about PAYROLL and forklift costs.', content: 'More text.' });
    await insertPost({ title: 'Trucking Trends', excerpt: 'The road ahead.', content: 'Deep dive into FORKLIFT fleets.' });
    await insertPost({ title: 'Unrelated', excerpt: 'Nothing.', content: 'Nothing at all.' });
    await insertPost({ title: 'Forklift Draft', published: false });
    const titles = async (q: string) => (await t.app.inject({ url: `/api/blog${q}` })).json().map((p: { title: string }) => p.title).sort();
    expect(await titles('?search=forklift')).toEqual(['Forklift Safety Tips', 'Payroll Basics', 'Trucking Trends']);
    expect(await titles('?search=ROAD%20AHEAD')).toEqual(['Trucking Trends']);
    expect(await titles('?search=no-such-words')).toEqual([]);
  });

  it('category filters the list; all or empty clears it', async () => {
    await insertPost({ title: 'Hiring One', category: 'Hiring' });
    await insertPost({ title: 'Hiring Two', category: 'Hiring' });
    await insertPost({ title: 'Logistics One', category: 'Logistics' });
    await insertPost({ title: 'Hiring Draft', category: 'Hiring', published: false });
    const titles = async (q: string) => (await t.app.inject({ url: `/api/blog${q}` })).json().map((p: { title: string }) => p.title).sort();
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
