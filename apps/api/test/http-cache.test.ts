import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '@app/db';
import { createAdmin, createTestApp, loginCookie, validJob, type TestApp } from './helpers.ts';

const PUBLIC = 'public, max-age=30, stale-while-revalidate=120';
const SHELL = `<!doctype html><html><head><!--server-head--></head><body><div id="root"></div>${'<!-- padding -->'.repeat(200)}</body></html>`;
const ASSET = `console.log(${JSON.stringify('x'.repeat(5000))});`;

let t: TestApp;
let distDir: string;
let cookie: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'http-cache-web-'));
  writeFileSync(path.join(distDir, 'index.html'), SHELL);
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'assets', 'main-abc123.js'), ASSET);
  // A precompressed copy that differs from what on-the-fly compression would make: proves it is sent as is.
  writeFileSync(path.join(distDir, 'assets', 'main-abc123.js.br'), brotliCompressSync(Buffer.from(`${ASSET}// precompressed`)));
  t = await createTestApp({ WEB_DIST_DIR: distDir });
  const em = t.orm.em.fork();
  for (let i = 0; i < 12; i++) em.create(Job, { ...validJob, title: `Packer ${i}`, status: 'approved' });
  await em.flush();
  await createAdmin(t.orm);
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
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
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.rawPayload).toString('utf8')).toContain('<div id="root">');

    const missing = await t.app.inject({ method: 'GET', url: '/no-such-page', headers: { 'accept-encoding': 'gzip' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
  });

  it('serves the precompressed build asset as it is, immutable for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toMatch(/\/\/ precompressed$/);
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

  it('answers to a request with the admin session, admin data, errors and writes are never stored', async () => {
    const withSession = await t.app.inject({ method: 'GET', url: '/api/jobs', headers: { cookie } });
    expect(withSession.headers['cache-control']).toBe('private, no-store');
    const trpcWithSession = await t.app.inject({ method: 'GET', url: '/trpc/job.list?input=%7B%7D', headers: { cookie } });
    expect(trpcWithSession.headers['cache-control']).toBe('private, no-store');

    const admin = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie } });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('no-store');
    const mixedBatch = await t.app.inject({ method: 'GET', url: '/trpc/job.list,admin.me?batch=1&input=%7B%220%22%3A%7B%7D%7D' });
    expect(mixedBatch.headers['cache-control']).toBe('no-store');

    const missing = await t.app.inject({ method: 'GET', url: '/api/jobs/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const bad = await t.app.inject({ method: 'GET', url: '/api/jobs?limit=500' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['cache-control']).toBe('no-store');

    const write = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'cache@example.ca' } });
    expect(write.statusCode).toBe(201);
    expect(write.headers['cache-control']).toBe('no-store');
  });
});
