import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Job } from '@app/db';
import { NO_STORE, PUBLIC_CACHE_CONTROL as PUBLIC } from '../../src/plugins/http-cache.ts';
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../src/plugins/static.ts';
import { FRESH_BROTLI_QUALITY, KEPT_BROTLI_QUALITY } from '../../src/plugins/page-bytes.ts';
import { WEB_BUILD, createAdmin, createTestApp, loginCookie, titleOf, validJob, type TestApp } from '../helpers.ts';

let t: TestApp;
let cookie: string;

/** The web app's entry script, as the pages name it (/assets/entry-client-<hash>.js). */
/** The client entry the page's inline loader imports last (`var e=[…]`, afterFirstPaint in the web app's scripts/router-manifest.ts). */
async function entryScript(): Promise<string> {
  const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
  const start = html.indexOf('var e=["');
  expect(start).toBeGreaterThan(0);
  const modules = JSON.parse(html.slice(start + 'var e='.length, html.indexOf(']', start) + 1)) as string[];
  const src = modules[modules.length - 1];
  expect(src).toMatch(/^\/assets\/entry-client-[\w-]+\.js$/);
  return src!;
}
/** A page's HTML in brotli as the server compresses it at `quality`. */
const brotliAt = (html: string, quality: number) => {
  const body = Buffer.from(html, 'utf8');
  return brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } });
};
const builtFile = (urlPath: string) => readFileSync(path.join(WEB_BUILD.WEB_DIST_DIR!, urlPath));

beforeAll(async () => {
  t = await createTestApp({ ...WEB_BUILD });
  const em = t.orm.em.fork();
  for (let i = 0; i < 12; i++) em.create(Job, { ...validJob, title: `Packer ${i}`, status: 'approved' });
  await em.flush();
  await createAdmin(t.orm);
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t.close();
});

describe('compression', () => {
  it('sends API answers with brotli when the client accepts it, and raw when it does not', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/api/jobs', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const jobs = JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'));
    expect(jobs).toHaveLength(12);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(jobs)));

    const raw = await t.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.json()).toHaveLength(12);
  });

  it('compresses tRPC answers and the HTML of pages (gzip when brotli is not offered)', async () => {
    const trpc = await t.app.inject({ method: 'GET', url: '/trpc/job.list?input=%7B%7D', headers: { 'accept-encoding': 'gzip' } });
    expect(trpc.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(trpc.rawPayload).toString('utf8')).result.data.total).toBe(12);

    const page = await t.app.inject({ method: 'GET', url: '/jobs', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const html = gunzipSync(page.rawPayload).toString('utf8');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html.endsWith('</html>')).toBe(true);
    expect(html.includes('Packer 11')).toBe(true);
    expect(page.rawPayload.length).toBeLessThan(Buffer.byteLength(html) / 3);

    const missing = await t.app.inject({ method: 'GET', url: '/no-such-page', headers: { 'accept-encoding': 'gzip' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(titleOf(gunzipSync(missing.rawPayload).toString('utf8'))).toBe('404 Page Not Found');
  });

  it("sends a page as a browser takes it: zstd, gzip or brotli, the same page in each, with the site's styles whole", async () => {
    const url = '/jobs?query=packer%205';
    const chromium = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(chromium.headers['content-encoding']).toBe('zstd');
    expect(chromium.headers.vary).toMatch(/accept-encoding/i);
    const html = zstdDecompressSync(chromium.rawPayload).toString('utf8');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html.endsWith('</html>')).toBe(true);
    expect(html.includes('Packer 5')).toBe(true);
    // The stylesheets the router writes into the head are there in full, with no placeholder left.
    const style = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).sort((a, b) => b.length - a.length)[0] ?? '';
    expect(style.length).toBeGreaterThan(50_000);
    expect(style).toContain('--mantine-');
    expect(html).not.toContain('@inline-css');
    // A kept page is the same bytes for every visitor: each encoding decodes to that page.
    const safari = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(safari.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(safari.rawPayload).toString('utf8')).toBe(html);
    const brOnly = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(brOnly.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brOnly.rawPayload).toString('utf8')).toBe(html);
    const refused = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'zstd;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(html);
    // Each at about brotli's size or less, a sixth of the page or less.
    for (const answer of [chromium, safari]) expect(answer.rawPayload.length).toBeLessThan(brOnly.rawPayload.length * 1.05);
    expect(chromium.rawPayload.length).toBeLessThan(Buffer.byteLength(html) / 5);
  });

  it('compresses a kept page once per encoding, when a visitor first asks for it: the same page in each', async () => {
    const url = '/jobs?query=packer';
    const first = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(first.rawPayload).toString('utf8');
    expect(html.includes('Packer 11')).toBe(true);
    // The first visitor's bytes at the fresh page's quality; the kept page's smaller ones (quality 5)
    // for the visitors after, once made in the background: the same page in both.
    expect(first.rawPayload.equals(brotliAt(html, FRESH_BROTLI_QUALITY))).toBe(true);
    const smaller = brotliAt(html, KEPT_BROTLI_QUALITY);
    expect(smaller.length).toBeLessThan(first.rawPayload.length);
    await vi.waitFor(
      async () => {
        const later = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
        expect(later.headers['x-page-cache']).toBe('hit');
        expect(later.rawPayload.equals(smaller)).toBe(true);
      },
      { timeout: 5000, interval: 50 },
    );
    const again = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(smaller)).toBe(true);
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['x-page-cache']).toBe('hit');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(html);
    const raw = await t.app.inject({ method: 'GET', url });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers.vary).toMatch(/accept-encoding/i);
    expect(raw.body).toBe(html);
  });

  it("renders pages with React's production build, whatever NODE_ENV the app runs with", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/about' })).statusCode).toBe(200);
    // React picks its build when first loaded, from process.env.NODE_ENV (the tests run with 'test').
    const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => /react-dom-server\.node\.(production|development)\.js$/.test(file));
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((file) => file.includes('development'))).toEqual([]);
  });

  it('serves the precompressed build asset as it is (br, gzip, or raw), immutable for a year', async () => {
    const src = await entryScript();
    const br = await t.app.inject({ method: 'GET', url: src, headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The bytes the build wrote beside the asset, not a compression made for this answer.
    expect(br.rawPayload.equals(builtFile(`${src}.br`))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(builtFile(src))).toBe(true);

    const gzip = await t.app.inject({ method: 'GET', url: src, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(builtFile(`${src}.gz`))).toBe(true);

    const raw = await t.app.inject({ method: 'GET', url: src });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(raw.rawPayload.equals(builtFile(src))).toBe(true);
  });

  it('keeps images and icons a day, and revalidates files whose names never change', async () => {
    for (const url of ['/images/og-default.jpg', '/icons/icon-192.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=86400, stale-while-revalidate=604800');
    }
    for (const url of ['/sw.js', '/manifest.webmanifest', '/favicon.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('leaves media as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/Staffing.mp4', headers: { 'accept-encoding': 'br, gzip', range: 'bytes=0-99' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('cache headers', () => {
  it('public reads may be kept briefly by HTTP caches', async () => {
    const jobId = (await t.app.inject({ method: 'GET', url: '/api/jobs?limit=1' })).json()[0].id;
    for (const url of ['/api/jobs', '/api/jobs/featured', `/api/jobs/${jobId}`, '/api/blog', '/api/testimonials', '/api/stats', '/api/settings/public']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PUBLIC);
    }
    const batch = await t.app.inject({ method: 'GET', url: '/trpc/job.list,stats.get?batch=1&input=%7B%220%22%3A%7B%7D%7D' });
    expect(batch.statusCode).toBe(200);
    expect(batch.headers['cache-control']).toBe(PUBLIC);
  });

  it('answers to a request with the admin session, admin data, errors and writes are never stored (the first two private)', async () => {
    const withSession = await t.app.inject({ method: 'GET', url: '/api/jobs', headers: { cookie } });
    expect(withSession.headers['cache-control']).toBe('private, no-store');
    const trpcWithSession = await t.app.inject({ method: 'GET', url: '/trpc/job.list?input=%7B%7D', headers: { cookie } });
    expect(trpcWithSession.headers['cache-control']).toBe('private, no-store');

    const admin = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('private, no-store');
    const mixedBatch = await t.app.inject({ method: 'GET', url: '/trpc/job.list,admin.me?batch=1&input=%7B%220%22%3A%7B%7D%7D' });
    expect(mixedBatch.headers['cache-control']).toBe(NO_STORE);

    const missing = await t.app.inject({ method: 'GET', url: '/api/jobs/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe(NO_STORE);
    const bad = await t.app.inject({ method: 'GET', url: '/api/jobs?limit=500' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBe(NO_STORE);

    const write = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'cache@example.ca' } });
    expect(write.statusCode).toBe(201);
    expect(write.headers['cache-control']).toBe(NO_STORE);
  });
});

describe('cache headers of pages', () => {
  it('a public page asked without a session may be kept briefly by shared caches; a browser always asks again', async () => {
    const jobId = (await t.app.inject({ method: 'GET', url: '/api/jobs?limit=1' })).json()[0].id;
    for (const url of ['/', '/jobs', `/jobs/${jobId}`, '/about', '/contact?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    }
    expect(PUBLIC_PAGE_CACHE_CONTROL).toMatch(/^public, max-age=0, s-maxage=\d+/);
  });

  it('a page asked with the admin session and the admin area are private; pages that are not there are not kept', async () => {
    for (const url of ['/', '/jobs', '/admin', '/admin/jobs']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.headers['surrogate-key'], url).toBeUndefined();
    }
    for (const url of ['/admin', '/admin/login', '/admin/jobs']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.headers['surrogate-key'], url).toBeUndefined();
    }
    for (const url of ['/no-such-page', '/jobs/999999']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['surrogate-key'], url).toBeUndefined();
    }
  });
});
