import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost, Job } from '@app/db';
import { createTestApp, validJob, type TestApp } from './helpers.ts';

const SHELL = '<!doctype html><html><head><!--server-head--></head><body><div id="root"></div></body></html>';

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'server-head-web-'));
  writeFileSync(path.join(distDir, 'index.html'), SHELL);
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'jobs.example.ca' } });

describe('head tags written by the server for link previews', () => {
  it('an approved job page carries its title and description, escaped', async () => {
    const em = t.orm.em.fork();
    const job = em.create(Job, { ...validJob, title: 'Forklift <Operator> & "Lead"', status: 'approved' });
    await em.flush();
    const res = await page(`/jobs/${job.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title data-server-head>Forklift &lt;Operator&gt; &amp; &quot;Lead&quot; - ');
    expect(res.body).toContain(`<meta data-server-head property="og:url" content="http://jobs.example.ca/jobs/${job.id}">`);
    expect(res.body).toContain('<meta data-server-head name="twitter:card" content="summary_large_image">');
    expect(res.body).not.toContain('<Operator>');
  });

  it('a pending job is not described (only approved jobs are public)', async () => {
    const em = t.orm.em.fork();
    const job = em.create(Job, { ...validJob, title: 'Secret Pending Role', status: 'pending' });
    await em.flush();
    const res = await page(`/jobs/${job.id}`);
    expect(res.body).not.toContain('Secret Pending Role');
    expect(res.body).toContain('<title data-server-head>Northline Workforce Solutions</title>');
  });

  it('a published article is an og:type article with its image', async () => {
    const em = t.orm.em.fork();
    em.create(BlogPost, {
      slug: 'head-test-post',
      title: 'Peak Season Hiring',
      excerpt: 'How to staff up for the holidays.',
      content: 'Body',
      imageUrl: '/images/blog/fallback.jpg',
      published: true,
      publishedAt: new Date(),
    });
    await em.flush();
    const res = await page('/blog/head-test-post');
    expect(res.body).toContain('<title data-server-head>Peak Season Hiring | Northline Workforce Solutions</title>');
    expect(res.body).toContain('content="article"');
    expect(res.body).toContain('content="http://jobs.example.ca/images/blog/fallback.jpg"');
  });

  it('unknown paths get the 404 title and admin pages are not indexed', async () => {
    const missing = await page('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title data-server-head>404 Page Not Found</title>');
    const admin = await page('/admin/login');
    expect(admin.body).toContain('content="noindex, nofollow"');
  });
});
