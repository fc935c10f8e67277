import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost, Job, SiteSettings } from '@app/db';
import { DEFAULT_COMPANY_SETTINGS, htmlElements } from '@app/validators';
import { createAdmin, createTestApp, jsonLdOf, loginCookie, validJob, type TestApp } from './helpers.ts';

const SHELL = '<!doctype html><html><head><!--server-head--></head><body><div id="root"></div><!--server-noscript--></body></html>';

let t: TestApp;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'server-head-web-'));
  writeFileSync(path.join(distDir, 'index.html'), SHELL);
  t = await createTestApp({ WEB_DIST_DIR: distDir, ALLOWED_HOSTS: 'jobs.example.ca' });
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
    // The same title the browser's route head gives the page (shared headTags and jobHead).
    expect(res.body).toContain('<title data-server-head>Forklift &lt;Operator&gt; &amp; &quot;Lead&quot; | Northline Workforce Solutions</title>');
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
    // To a visitor it is not there.
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title data-server-head>Job Not Found | Northline Workforce Solutions</title>');
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

/** The answers the server handed to the web app in a page. */
function initialDataOf(html: string): Record<string, { id?: number; slug?: string; title?: string; contactPhone?: string } | undefined> {
  const match = htmlElements(html, 'script').find((script) => script.attributes === 'type="application/json" id="initial-data"');
  if (!match) throw new Error('no initial data in the page');
  return JSON.parse(match.body) as Record<string, { id?: number; slug?: string; title?: string }>;
}

describe('answers handed to the web app in the page (no second round trip for the first screen)', () => {
  it('every page carries the public settings; a job page its job, an article page its article', async () => {
    const em = t.orm.em.fork();
    const job = em.create(Job, { ...validJob, title: 'Inline Data Operator </script><script>alert(1)</script>', status: 'approved' });
    em.create(BlogPost, {
      slug: 'inline-data-post',
      title: 'Inline Data Post',
      excerpt: 'E',
      content: 'Body',
      imageUrl: null,
      published: true,
      publishedAt: new Date(),
    });
    await em.flush();

    const home = await page('/');
    expect(initialDataOf(home.body).settings?.contactPhone).toBeTruthy();
    expect(initialDataOf(home.body).job).toBeUndefined();

    const jobPage = await page(`/jobs/${job.id}`);
    expect(jobPage.body).not.toContain('</script><script>alert(1)');
    expect(initialDataOf(jobPage.body).job).toMatchObject({ id: job.id, title: 'Inline Data Operator </script><script>alert(1)</script>' });

    const postPage = await page('/blog/inline-data-post');
    expect(initialDataOf(postPage.body).post).toMatchObject({ slug: 'inline-data-post', title: 'Inline Data Post' });
  });

  it('a pending job is handed only to an admin, in a page no shared cache may keep', async () => {
    const em = t.orm.em.fork();
    const job = em.create(Job, { ...validJob, title: 'Pending Inline Role', status: 'pending' });
    await em.flush();
    const visitor = await page(`/jobs/${job.id}`);
    expect(initialDataOf(visitor.body).job).toBeUndefined();
    expect(visitor.headers['cache-control']).toBe('no-cache');

    await createAdmin(t.orm, 'inline-admin', 'inline-admin-password');
    const cookie = await loginCookie(t.app, { username: 'inline-admin', password: 'inline-admin-password' });
    const admin = await t.app.inject({ method: 'GET', url: `/jobs/${job.id}`, headers: { host: 'jobs.example.ca', cookie } });
    expect(initialDataOf(admin.body).job).toMatchObject({ id: job.id, title: 'Pending Inline Role' });
    expect(admin.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('company details in the server-written page come from Site Settings', () => {
  it('the defaults: site name, Organization JSON-LD and the no-script phone', async () => {
    const res = await page('/contact');
    expect(res.body).toContain('<meta data-server-head property="og:site_name" content="Northline Workforce Solutions">');
    const [org] = jsonLdOf(res.body);
    expect(org).toMatchObject({
      '@type': 'Organization',
      name: 'Northline Workforce Solutions',
      url: 'http://jobs.example.ca/',
      telephone: '+1-905-555-0148',
      email: DEFAULT_COMPANY_SETTINGS.contactEmail,
      address: { streetAddress: '2250 Matheson Blvd E, Suite 400', addressLocality: 'Mississauga', addressRegion: 'ON', postalCode: 'L4W 5E1' },
    });
    expect(res.body).toContain(
      '<noscript>This website needs JavaScript to show jobs, articles and forms. Call us at <a href="tel:+19055550148">(905) 555-0148</a>',
    );
    // The not-found page carries no company facts.
    expect(jsonLdOf((await page('/no-such-page')).body)).toEqual([]);
  });

  it('a settings change shows on the next request, escaped', async () => {
    await createAdmin(t.orm);
    const cookie = await loginCookie(t.app);
    const site = {
      ...DEFAULT_COMPANY_SETTINGS,
      companyName: 'Lakeside </script> & "Staffing"',
      contactEmail: 'hello@lakeside.example',
      contactPhone: '(416) 555-0177',
      address: '1 Front St W, Toronto, ON M5J 2X5',
      maintenanceMode: false,
      jobAutoApproval: false,
    };
    try {
      const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/settings/site', headers: { cookie }, payload: site });
      expect(saved.statusCode).toBe(200);
      const res = await page('/');
      expect(res.body).toContain('<title data-server-head>Lakeside &lt;/script&gt; &amp; &quot;Staffing&quot;</title>');
      expect(res.body).toContain('property="og:site_name" content="Lakeside &lt;/script&gt; &amp; &quot;Staffing&quot;"');
      // Only the closing tags of the page's two script elements (the JSON-LD and the initial data): the name never closes one.
      expect(res.body.match(/<\/script>/g)).toHaveLength(2);
      const [org] = jsonLdOf(res.body);
      expect(org).toMatchObject({
        name: 'Lakeside </script> & "Staffing"',
        telephone: '+1-416-555-0177',
        email: 'hello@lakeside.example',
        address: { streetAddress: '1 Front St W', addressLocality: 'Toronto', addressRegion: 'ON', postalCode: 'M5J 2X5' },
        contactPoint: { telephone: '+1-416-555-0177', email: 'hello@lakeside.example' },
      });
      expect(res.body).toContain(
        'Call us at <a href="tel:+14165550177">(416) 555-0177</a> or email <a href="mailto:hello@lakeside.example">hello@lakeside.example</a>',
      );
      expect(res.body).not.toContain('905');
    } finally {
      await t.orm.em.fork().nativeUpdate(SiteSettings, { id: 1 }, DEFAULT_COMPANY_SETTINGS);
    }
  });
});

describe('Host header trust (absolute links)', () => {
  const ogUrl = (body: string) => /property="og:url" content="([^"]*)"/.exec(body)?.[1];
  const get = (app: TestApp['app'], headers: Record<string, string>) => app.inject({ method: 'GET', url: '/about', headers });

  it('an allowed host (ALLOWED_HOSTS or a localhost name) is used for links; any other Host is not reflected', async () => {
    expect(ogUrl((await get(t.app, { host: 'jobs.example.ca' })).body)).toBe('http://jobs.example.ca/about');
    expect(ogUrl((await get(t.app, { host: 'localhost:3000' })).body)).toBe('http://localhost:3000/about');
    expect(ogUrl((await get(t.app, { host: '127.0.0.1:3000' })).body)).toBe('http://127.0.0.1:3000/about');
    const forged = await get(t.app, { host: 'evil.example.com' });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).not.toContain('evil.example.com');
    expect(ogUrl(forged.body)).toBe('http://localhost:3000/about');
    // Without a trusted proxy, X-Forwarded-Host is not read at all.
    const forwarded = await get(t.app, { host: 'localhost:3000', 'x-forwarded-host': 'evil.example.com' });
    expect(forwarded.body).not.toContain('evil.example.com');
  });

  it('a subdomain entry (.example.ca) allows the name and its subdomains only', async () => {
    const app = await createTestApp({ WEB_DIST_DIR: distDir, ALLOWED_HOSTS: '.example.ca', TRUST_PROXY: 'loopback' });
    try {
      expect(ogUrl((await get(app.app, { host: 'www.example.ca' })).body)).toBe('http://www.example.ca/about');
      expect(ogUrl((await get(app.app, { host: 'example.ca' })).body)).toBe('http://example.ca/about');
      expect(ogUrl((await get(app.app, { host: 'example.ca.evil.com' })).body)).toBe('http://localhost:3000/about');
      // Through a trusted proxy the forwarded host is read, and judged by the same list.
      expect(ogUrl((await get(app.app, { host: 'localhost', 'x-forwarded-host': 'evil.example.com' })).body)).toBe('http://localhost:3000/about');
      expect(ogUrl((await get(app.app, { host: 'localhost', 'x-forwarded-host': 'careers.example.ca', 'x-forwarded-proto': 'https' })).body)).toBe(
        'https://careers.example.ca/about',
      );
    } finally {
      await app.close();
    }
  });

  it('with PUBLIC_URL every link uses it, whatever the Host', async () => {
    const app = await createTestApp({ WEB_DIST_DIR: distDir, PUBLIC_URL: 'https://www.northline.example' });
    try {
      const res = await get(app.app, { host: 'evil.example.com' });
      expect(ogUrl(res.body)).toBe('https://www.northline.example/about');
      expect(res.body).not.toContain('evil.example.com');
    } finally {
      await app.close();
    }
  });
});
