import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost, Job } from '@app/db';
import { CACHE_KEYS, blogPostKey, jobKey } from '@app/trpc';
import { PUBLIC_CACHE_CONTROL, registerEdgeGuard } from '../../src/plugins/http-cache.ts';
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../src/plugins/static.ts';
import { WEB_BUILD, anotherInstance, createAdmin, createTestApp, loginCookie, validJob, type AppInstance, type TestApp } from '../helpers.ts';

/**
 * Issue 37, items 2 and 3: every anonymous public page and public GET names what it shows
 * (Surrogate-Key, and the same keys as Cache-Tag) under a public Cache-Control; anything personal is
 * `private, no-store` with no key; and a change drops only the kept pages whose keys it bumps.
 */

let t: TestApp;
let cookie: string;
let jobIds: number[];
let postId: number;

beforeAll(async () => {
  t = await createTestApp({ ...WEB_BUILD });
  const em = t.orm.em.fork();
  const jobs = Array.from({ length: 20 }, (_, i) => em.create(Job, { ...validJob, title: `Kept Packer ${i}`, status: 'approved' }));
  const post = em.create(BlogPost, {
    slug: 'edge-keys-post',
    title: 'Edge Keys Post',
    excerpt: 'What a change drops.',
    content: 'Body',
    published: true,
    publishedAt: new Date(),
  });
  await em.flush();
  jobIds = jobs.map((job) => job.id);
  postId = post.id;
  await createAdmin(t.orm);
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const keysOf = (res: { headers: Record<string, unknown> }) => String(res.headers['surrogate-key'] ?? '').split(' ');

/** Each URL's x-page-cache: 'hit' when the kept page was sent. */
async function cacheStates(urls: string[]): Promise<Map<string, string>> {
  const states = new Map<string, string>();
  for (const url of urls) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    states.set(url, String(res.headers['x-page-cache']));
  }
  return states;
}
const hits = (states: Map<string, string>) => [...states.values()].filter((state) => state === 'hit').length;

describe('keys and Cache-Control of public answers', () => {
  it('a job page names its job and the settings, never the list; Cache-Tag carries the same keys with commas', async () => {
    const id = jobIds[0]!;
    const res = await get(`/jobs/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(res.headers['surrogate-key']).toBe(`${jobKey(id)} settings`);
    expect(res.headers['cache-tag']).toBe(`${jobKey(id)},settings`);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // A kept page sends the same keys.
    const again = await get(`/jobs/${id}`);
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.headers['surrogate-key']).toBe(res.headers['surrogate-key']);
  });

  it('/jobs, the home page, a post and a page without data name what they show', async () => {
    const jobs = await get('/jobs');
    expect(jobs.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(keysOf(jobs)).toContain(CACHE_KEYS.jobsList);
    expect(keysOf(jobs)).toContain(CACHE_KEYS.settings);
    expect(keysOf(jobs).some((key) => /^job-\d+$/.test(key))).toBe(false);

    const home = await get('/');
    expect(keysOf(home)).toEqual(expect.arrayContaining([CACHE_KEYS.jobsList, CACHE_KEYS.settings]));

    const post = await get('/blog/edge-keys-post');
    expect(post.statusCode).toBe(200);
    expect(post.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(keysOf(post)).toEqual(expect.arrayContaining([blogPostKey(postId), CACHE_KEYS.settings]));
    expect(keysOf(post)).not.toContain(CACHE_KEYS.jobsList);

    const about = await get('/about');
    expect(about.headers['surrogate-key']).toBe('settings static');
    // The French twin of a page carries the same keys.
    expect((await get(`/fr/emplois/${jobIds[1]}`)).headers['surrogate-key']).toBe(`${jobKey(jobIds[1]!)} settings`);
  });

  it('GET /api/jobs, GET /api/jobs/{id} and the other public reads: a short public policy with their keys', async () => {
    const list = await get('/api/jobs');
    expect(list.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(PUBLIC_CACHE_CONTROL).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(list.headers['surrogate-key']).toBe('jobs-list');
    expect(list.headers['cache-tag']).toBe('jobs-list');

    const one = await get(`/api/jobs/${jobIds[2]}`);
    expect(one.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(one.headers['surrogate-key']).toBe(jobKey(jobIds[2]!));

    const expected: [string, string][] = [
      ['/api/jobs/featured', 'jobs-list'],
      ['/api/blog', 'blog-list'],
      ['/api/blog/edge-keys-post', blogPostKey(postId)],
      ['/api/testimonials', 'testimonials'],
      ['/api/stats', 'settings stats'],
      ['/api/settings/public', 'settings'],
      ['/trpc/job.list,stats.get?batch=1&input=%7B%220%22%3A%7B%7D%7D', 'jobs-list settings stats'],
      ['/jobs/feed.xml', 'jobs-list settings'],
      ['/blog/feed.xml', 'blog-list settings'],
      ['/sitemap.xml', 'blog-list jobs-list static'],
      ['/robots.txt', 'static'],
    ];
    for (const [url, keys] of expected) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(String(res.headers['cache-control']), url).toMatch(/^public, max-age=\d+, s-maxage=\d+, stale-while-revalidate=\d+$/);
      expect(res.headers['surrogate-key'], url).toBe(keys);
      expect(res.headers['cache-tag'], url).toBe(keys.replaceAll(' ', ','));
    }
  });
});

describe('personal answers: private, no-store, never a key', () => {
  const expectPrivate = (res: { headers: Record<string, unknown>; statusCode: number }, what: string) => {
    expect(res.headers['cache-control'], what).toBe('private, no-store');
    expect(res.headers['surrogate-key'], what).toBeUndefined();
    expect(res.headers['cache-tag'], what).toBeUndefined();
  };

  it('the admin area, and any page or read asked with the admin session', async () => {
    for (const url of ['/admin', '/admin/login', '/api/admin/settings']) expectPrivate(await get(url, url.startsWith('/api') ? { cookie } : {}), url);
    for (const url of ['/', '/jobs', `/jobs/${jobIds[3]}`, '/api/jobs', `/api/jobs/${jobIds[3]}`, '/jobs/feed.xml'])
      expectPrivate(await get(url, { cookie }), url);
  });

  it('a visitor session (My applications, My postings cookie) and their pages', async () => {
    for (const session of ['candidate_session=abc', 'employer_session=abc']) {
      for (const url of [`/jobs/${jobIds[4]}`, '/api/jobs', '/trpc/job.list?input=%7B%7D'])
        expectPrivate(await get(url, { cookie: session }), `${session} ${url}`);
    }
    for (const url of ['/my-applications', '/my-postings', '/fr/mes-candidatures']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expectPrivate(res, url);
    }
  });

  it('the confirmation pages of mailed links, and their French twins', async () => {
    for (const url of [
      '/job-alerts/confirm?id=1&token=x',
      '/job-alerts/unsubscribe?id=1&token=x',
      '/newsletter/confirm?token=x',
      '/privacy/confirm?token=x',
      '/fr/alertes-emploi/confirmer?id=1&token=x',
      '/fr/alertes-emploi/desabonnement?id=1&token=x',
      '/fr/infolettre/confirmer?token=x',
      '/fr/vie-privee/confirmer?token=x',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expectPrivate(res, url);
      expect(res.headers['x-page-cache'], url).toBeUndefined();
    }
  });

  it('an answer that sets a cookie is private and loses its keys, whatever its route said', async () => {
    const app = Fastify();
    registerEdgeGuard(app);
    app.get('/with-cookie', (_request, reply) =>
      reply
        .header('cache-control', PUBLIC_CACHE_CONTROL)
        .header('surrogate-key', 'jobs-list')
        .header('cache-tag', 'jobs-list')
        .header('set-cookie', 'a=b')
        .send('x'),
    );
    app.get('/without', (_request, reply) => reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('surrogate-key', 'jobs-list').send('x'));
    app.get('/not-public', (_request, reply) => reply.header('cache-control', 'no-cache').header('surrogate-key', 'jobs-list').send('x'));
    const withCookie = await app.inject({ url: '/with-cookie' });
    expectPrivate(withCookie, 'set-cookie');
    expect((await app.inject({ url: '/without' })).headers['surrogate-key']).toBe('jobs-list');
    expect((await app.inject({ url: '/not-public' })).headers['surrogate-key']).toBeUndefined();
    await app.close();
    // In the app: signing in sets the session cookie.
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'testadmin', password: 'correct horse battery' } });
    expect(login.headers['set-cookie']).toBeDefined();
    expectPrivate(login, 'login');
  });
});

describe('a change drops only the kept pages it touches', () => {
  const jobPages = () => jobIds.map((id) => `/jobs/${id}`);

  it('approving one job keeps at least 90 % of the kept job pages, and drops the lists', async () => {
    const em = t.orm.em.fork();
    const pending = em.create(Job, { ...validJob, title: 'Newly Approved Loader', status: 'pending' });
    await em.flush();
    await cacheStates([...jobPages(), '/jobs', '/about', '/blog/edge-keys-post']);
    // All kept now.
    expect(hits(await cacheStates(jobPages()))).toBe(20);
    expect((await get('/jobs')).headers['x-page-cache']).toBe('hit');

    const approve = await t.app.inject({ method: 'PATCH', url: `/api/jobs/${pending.id}/status`, headers: { cookie }, payload: { status: 'approved' } });
    expect(approve.statusCode).toBe(200);

    const after = await cacheStates(jobPages());
    expect(hits(after)).toBeGreaterThanOrEqual(18);
    expect(hits(after)).toBe(20);
    const list = await get('/jobs');
    expect(list.headers['x-page-cache']).toBe('miss');
    expect(list.body).toContain('Newly Approved Loader');
    expect((await get('/about')).headers['x-page-cache']).toBe('hit');
    expect((await get('/blog/edge-keys-post')).headers['x-page-cache']).toBe('hit');
  });

  it("editing or closing one job drops that job's page and the lists, not the other jobs' pages", async () => {
    await cacheStates([...jobPages(), '/jobs']);
    const edited = jobIds[5]!;
    const res = await t.app.inject({ method: 'PUT', url: `/api/jobs/${edited}`, headers: { cookie }, payload: { ...validJob, title: 'Renamed Packer' } });
    expect(res.statusCode).toBe(200);
    const after = await cacheStates(jobPages());
    expect(after.get(`/jobs/${edited}`)).toBe('miss');
    expect(hits(after)).toBe(19);
    expect((await get(`/jobs/${edited}`)).body).toContain('Renamed Packer');
    expect((await get('/jobs')).headers['x-page-cache']).toBe('miss');

    // A change made outside the app (psql, another tool) drops the same pages: the database bumps the keys.
    const closed = jobIds[6]!;
    await t.orm.em.fork().getConnection().execute(`update jobs set status = 'expired' where id = ${closed}`);
    const afterSql = await cacheStates(jobPages());
    expect(afterSql.get(`/jobs/${closed}`)).toBe('miss');
    expect(hits(afterSql)).toBe(19);
  });

  it("a blog edit drops that post's page and the blog lists, not the job pages", async () => {
    await cacheStates([...jobPages(), '/blog/edge-keys-post', '/blog']);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/blog/${postId}`, headers: { cookie }, payload: { title: 'Edge Keys Post, Edited' } });
    expect(res.statusCode).toBe(200);
    expect(hits(await cacheStates(jobPages()))).toBe(20);
    const post = await get('/blog/edge-keys-post');
    expect(post.headers['x-page-cache']).toBe('miss');
    expect(post.body).toContain('Edge Keys Post, Edited');
    expect((await get('/blog')).headers['x-page-cache']).toBe('miss');
  });

  it('a settings change drops every page that shows the settings: all of them', async () => {
    await cacheStates([...jobPages(), '/about']);
    await t.orm.em.fork().getConnection().execute(`update site_settings set contact_phone = '(905) 555-0199'`);
    const after = await cacheStates([...jobPages(), '/about']);
    expect(hits(after)).toBe(0);
  });

  it('a change made through another instance drops the page this one kept', async () => {
    const second: AppInstance = await anotherInstance(t, { ...WEB_BUILD });
    try {
      const id = jobIds[7]!;
      await cacheStates([`/jobs/${id}`, `/jobs/${jobIds[8]}`]);
      expect((await get(`/jobs/${id}`)).headers['x-page-cache']).toBe('hit');
      const secondCookie = await loginCookie(second.app);
      const res = await second.app.inject({
        method: 'PUT',
        url: `/api/jobs/${id}`,
        headers: { cookie: secondCookie },
        payload: { ...validJob, title: 'Renamed Elsewhere' },
      });
      expect(res.statusCode).toBe(200);
      const page = await get(`/jobs/${id}`);
      expect(page.headers['x-page-cache']).toBe('miss');
      expect(page.body).toContain('Renamed Elsewhere');
      expect((await get(`/jobs/${jobIds[8]}`)).headers['x-page-cache']).toBe('hit');
    } finally {
      await second.close();
    }
  });
});
