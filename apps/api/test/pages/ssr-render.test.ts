import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost, Job, updateSiteSettings } from '@app/db';
import { DEFAULT_COMPANY_SETTINGS } from '@app/shared/company';
import { htmlElements } from '@app/shared/text';
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../src/plugins/static.ts';
import {
  WEB_BUILD,
  contactLinksOf,
  createAdmin,
  createTestApp,
  jsonLdOf,
  loginCookie,
  metaOf,
  routerStateOf,
  titleOf,
  validJob,
  type TestApp,
} from '../helpers.ts';

/**
 * Every page is rendered on the server by the web app's own router (apps/web/dist-ssr): each
 * route's head() writes the title, meta tags and JSON-LD, the route decides the status, and the
 * router hands the data it rendered from to the browser in the page (its dehydrated state).
 */

const HOST = 'jobs.example.ca';
const SITE = DEFAULT_COMPANY_SETTINGS.companyName;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ...WEB_BUILD, ALLOWED_HOSTS: HOST });
});
afterAll(async () => {
  await t.close();
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: HOST, ...headers } });

/** Signs in a second admin (the settings test signs in the default one). */
async function adminCookie(): Promise<string> {
  const creds = { username: 'render-admin', password: 'render-admin-password' };
  await createAdmin(t.orm, creds.username, creds.password);
  return loginCookie(t.app, creds);
}
let adminSession: Promise<string> | undefined;
const signedIn = () => (adminSession ??= adminCookie());

describe('head tags the server writes for link previews and crawlers', () => {
  it('an approved job page carries its title and description, escaped, and may be kept briefly by shared caches', async () => {
    const em = t.orm.em.fork();
    const job = em.create(Job, { ...validJob, title: 'Forklift <Operator> & "Lead"', status: 'approved' });
    await em.flush();
    const res = await page(`/jobs/${job.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(res.body.startsWith('<!DOCTYPE html>')).toBe(true);
    // The same title the browser's route head keeps (shared headTags and jobHead).
    expect(titleOf(res.body)).toBe(`Forklift <Operator> & "Lead" | ${SITE}`);
    expect(htmlElements(res.body, 'title')[0]?.body).toBe(`Forklift &lt;Operator&gt; &amp; &quot;Lead&quot; | ${SITE}`);
    expect(metaOf(res.body, 'og:url')).toEqual([`http://${HOST}/jobs/${job.id}`]);
    expect(metaOf(res.body, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metaOf(res.body, 'robots')).toEqual(['index, follow']);
    expect(metaOf(res.body, 'description')[0]).toContain(validJob.description);
    // The page itself is in the HTML, not only its head.
    expect(htmlElements(res.body, 'h1').map((h1) => h1.body)).toEqual(['Forklift &lt;Operator&gt; &amp; &quot;Lead&quot;']);
    expect(res.body.includes('<Operator>')).toBe(false);
  });

  it('a pending job is not described (only approved jobs are public)', async () => {
    const em = t.orm.em.fork();
    const job = em.create(Job, { ...validJob, title: 'Secret Pending Role', status: 'pending' });
    await em.flush();
    const res = await page(`/jobs/${job.id}`);
    expect(res.body.includes('Secret Pending Role')).toBe(false);
    // To a visitor it is not there.
    expect(res.statusCode).toBe(404);
    expect(titleOf(res.body)).toBe(`Job Not Found | ${SITE}`);
    expect(metaOf(res.body, 'robots')).toEqual(['noindex, nofollow']);
    expect(res.headers['cache-control']).toBe('no-cache');
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
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe(`Peak Season Hiring | ${SITE}`);
    expect(metaOf(res.body, 'og:type')).toEqual(['article']);
    expect(metaOf(res.body, 'og:image')).toEqual([`http://${HOST}/images/blog/fallback.jpg`]);
    expect(metaOf(res.body, 'description')).toEqual(['How to staff up for the holidays.']);
    expect(jsonLdOf(res.body)).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', headline: 'Peak Season Hiring' }));
  });

  it('an unknown path and a missing article get a 404 page, not indexed and not kept', async () => {
    const missing = await page('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.headers['cache-control']).toBe('no-cache');
    expect(titleOf(missing.body)).toBe('404 Page Not Found');
    expect(metaOf(missing.body, 'robots')).toEqual(['noindex, nofollow']);

    const post = await page('/blog/no-such-post');
    expect(post.statusCode).toBe(404);
    expect(post.headers['cache-control']).toBe('no-cache');
    expect(metaOf(post.body, 'robots')).toEqual(['noindex, nofollow']);
  });

  it('the admin area is a shell drawn in the browser: not kept, and no admin data even for a signed-in admin', async () => {
    const login = await page('/admin/login');
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('private, no-store');
    expect(metaOf(login.body, 'robots')).toEqual(['noindex, nofollow']);

    const em = t.orm.em.fork();
    em.create(Job, { ...validJob, title: 'Shell Pending Role', status: 'pending' });
    await em.flush();
    for (const url of ['/admin', '/admin/jobs']) {
      const visitor = await page(url);
      expect(visitor.statusCode, url).toBe(200);
      expect(visitor.headers['cache-control'], url).toBe('private, no-store');
      const admin = await page(url, { cookie: await signedIn() });
      expect(admin.statusCode, url).toBe(200);
      expect(admin.headers['cache-control'], url).toBe('private, no-store');
      expect(admin.body.includes('Shell Pending Role'), url).toBe(false);
      expect(admin.body.includes('render-admin'), url).toBe(false);
      // Only what every page carries: the public Site Settings (the company's details).
      expect(
        routerStateOf(admin.body).queries.map((q) => q.queryKey[0]),
        url,
      ).toEqual([['settings', 'public']]);
    }
  });

  it('no page of the admin area is indexed', async () => {
    for (const url of ['/admin/login', '/admin', '/admin/jobs', '/admin/settings']) {
      expect(metaOf((await page(url)).body, 'robots'), url).toEqual(['noindex, nofollow']);
      expect(metaOf((await page(url, { cookie: await signedIn() })).body, 'robots'), `${url} (signed in)`).toEqual(['noindex, nofollow']);
    }
  });
});

/** The scripts of the router's state in a page (its `data-tsr-stream-part` elements), as written. */
const stateScripts = (html: string) =>
  htmlElements(html, 'script')
    .filter((script) => script.attributes.includes('data-tsr-stream-part'))
    .map((script) => script.body)
    .join('\n');

describe("the data a page was rendered from, handed to the browser in the page (the router's dehydrated state)", () => {
  it('every public page carries the public settings; a job page its job, an article page its article', async () => {
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

    const home = routerStateOf((await page('/')).body);
    expect(home.query('settings', 'public')).toMatchObject({ contactPhone: DEFAULT_COMPANY_SETTINGS.contactPhone, maintenanceMode: false });
    expect(home.query('job', 'byId')).toBeUndefined();

    const jobPage = await page(`/jobs/${job.id}`);
    expect(jobPage.statusCode).toBe(200);
    // The title never closes a script element of the page.
    expect(jobPage.body.includes('</script><script>alert(1)')).toBe(false);
    const jobState = routerStateOf(jobPage.body);
    expect(jobState.query('settings', 'public')).toMatchObject({ companyName: SITE });
    expect(jobState.query('job', 'byId')).toMatchObject({ id: job.id, title: 'Inline Data Operator </script><script>alert(1)</script>', status: 'approved' });
    // The route's loader data and the query cache share the one job written into the page.
    expect(jobState.matches.at(-1)?.l?.job).toBe(jobState.query('job', 'byId'));

    const postState = routerStateOf((await page('/blog/inline-data-post')).body);
    expect(postState.query('blog', 'bySlug')).toMatchObject({ slug: 'inline-data-post', title: 'Inline Data Post' });
    expect(postState.query('job', 'byId')).toBeUndefined();
  });

  it("the page's data is in its HTML once", async () => {
    const em = t.orm.em.fork();
    const job = em.create(Job, { ...validJob, title: 'Once Only Dispatcher', status: 'approved' });
    await em.flush();
    const html = (await page(`/jobs/${job.id}`)).body;
    const state = stateScripts(html);
    expect(state.split('"Once Only Dispatcher"')).toHaveLength(2);
    expect(state.split(`contactEmail:"${validJob.contactEmail}"`)).toHaveLength(2);
  });

  it('a pending job is handed only to an admin, in a page no shared cache may keep', async () => {
    const em = t.orm.em.fork();
    const job = em.create(Job, { ...validJob, title: 'Pending Inline Role', status: 'pending' });
    await em.flush();
    const visitor = await page(`/jobs/${job.id}`);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body.includes('Pending Inline Role')).toBe(false);
    expect(routerStateOf(visitor.body).query('job', 'byId')).toBeUndefined();
    expect(visitor.headers['cache-control']).toBe('no-cache');

    const admin = await page(`/jobs/${job.id}`, { cookie: await signedIn() });
    expect(admin.statusCode).toBe(200);
    expect(stateScripts(admin.body)).toContain('"Pending Inline Role"');
    expect(routerStateOf(admin.body).query('job', 'byId')).toMatchObject({ id: job.id, title: 'Pending Inline Role', status: 'pending' });
    expect(admin.headers['cache-control']).toBe('private, no-store');
    // Any page asked with the admin session is the admin's own.
    expect((await page('/', { cookie: await signedIn() })).headers['cache-control']).toBe('private, no-store');
    // Not described for crawlers even when an admin previews it.
    expect(metaOf(admin.body, 'robots')).toEqual(['noindex, nofollow']);
    expect(jsonLdOf(admin.body).some((d) => d['@type'] === 'JobPosting')).toBe(false);
  });
});

/** The sources of the page's Content-Security-Policy script-src. */
function scriptSources(csp: unknown): string[] {
  const scriptSrc = String(csp)
    .split(';')
    .find((directive) => directive.trim().startsWith('script-src '));
  return (scriptSrc ?? '').trim().split(/\s+/).slice(1);
}

/** The text of each inline script the browser would run (no src, JavaScript), as written. */
function runnableInlineScripts(html: string): string[] {
  return htmlElements(html, 'script')
    .filter(({ attributes }) => !/\bsrc=/.test(attributes) && !/type="application\/ld\+json"/.test(attributes))
    .map(({ body }) => body)
    .filter((body) => body !== '');
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe("the page's inline scripts run by their hashes, in that page's CSP", () => {
  it('every inline script of a page is allowed by its SHA-256 and nothing else; no nonce anywhere', async () => {
    // Written for a visitor (then kept), for a signed-in admin (never kept), and a page that is not there.
    const answers = [await page('/'), await page('/', { cookie: await signedIn() }), await page('/no-such-page')];
    for (const res of answers) {
      const sources = scriptSources(res.headers['content-security-policy']);
      const scripts = runnableInlineScripts(res.body);
      // The router's state and scroll restoration, and the scripts that hold controls until they hydrate.
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      expect(sources).toEqual(["'self'", ...new Set(scripts.map(sha256))]);
      // A nonce sent to every visitor of a kept page proves nothing: there is none.
      expect(res.body).not.toMatch(/ nonce=/);
      expect(metaOf(res.body, 'csp-nonce')).toEqual([]);
    }
    // A script that is not the page's own does not run: its hash is not in the policy.
    expect(scriptSources(answers[0]!.headers['content-security-policy'])).not.toContain(sha256('alert(1)'));
  });

  it('without a web build a page is answered 503 with a plain-text note', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ url: '/about' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toContain('The web app has not been built yet');
      expect(String(res.headers['content-security-policy'])).not.toContain("'sha256-");
    } finally {
      await bare.close();
    }
  });
});

describe('company details in the server-written page come from Site Settings', () => {
  /** How the default company is reached, in every form a page writes it. */
  const OLD_CONTACT = ['(905) 555-0148', '+19055550148', '+1-905-555-0148', DEFAULT_COMPANY_SETTINGS.contactEmail];

  it('the defaults: site name, Organization JSON-LD and the phone and email in the footer', async () => {
    const res = await page('/contact');
    expect(metaOf(res.body, 'og:site_name')).toEqual([SITE]);
    const org = jsonLdOf(res.body).find((d) => d['@type'] === 'Organization');
    expect(org).toMatchObject({
      name: SITE,
      url: `http://${HOST}/`,
      telephone: '+1-905-555-0148',
      email: DEFAULT_COMPANY_SETTINGS.contactEmail,
      address: { streetAddress: '2250 Matheson Blvd E, Suite 400', addressLocality: 'Mississauga', addressRegion: 'ON', postalCode: 'L4W 5E1' },
    });
    expect(contactLinksOf(res.body)).toEqual(
      expect.arrayContaining(['tel:+19055550148 (905) 555-0148', `mailto:${DEFAULT_COMPANY_SETTINGS.contactEmail} ${DEFAULT_COMPANY_SETTINGS.contactEmail}`]),
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
      expect(titleOf(res.body)).toMatch(/ \| Lakeside <\/script> & "Staffing"$/);
      expect(htmlElements(res.body, 'title')[0]?.body).toMatch(/ \| Lakeside &lt;\/script&gt; &amp; &quot;Staffing&quot;$/);
      expect(res.body.includes('property="og:site_name" content="Lakeside &lt;/script&gt; &amp; &quot;Staffing&quot;"')).toBe(true);
      expect(metaOf(res.body, 'og:site_name')).toEqual([site.companyName]);
      // Only the page's own script elements are closed: the name never closes one.
      expect(res.body.match(/<\/script>/g)?.length).toBe(res.body.match(/<script[\s>]/g)?.length);
      const org = jsonLdOf(res.body).find((d) => d['@type'] === 'Organization');
      expect(org).toMatchObject({
        name: 'Lakeside </script> & "Staffing"',
        telephone: '+1-416-555-0177',
        email: 'hello@lakeside.example',
        address: { streetAddress: '1 Front St W', addressLocality: 'Toronto', addressRegion: 'ON', postalCode: 'M5J 2X5' },
        contactPoint: { telephone: '+1-416-555-0177', email: 'hello@lakeside.example' },
      });
      expect(routerStateOf(res.body).query('settings', 'public')).toMatchObject({ companyName: site.companyName, contactPhone: site.contactPhone });
      for (const url of ['/', '/contact', '/jobs/987654']) {
        const html = (await page(url)).body;
        expect(contactLinksOf(html), url).toEqual(
          expect.arrayContaining(['tel:+14165550177 (416) 555-0177', 'mailto:hello@lakeside.example hello@lakeside.example']),
        );
        for (const old of OLD_CONTACT) expect(html.includes(old), `${url}: ${old}`).toBe(false);
      }
    } finally {
      await updateSiteSettings(t.orm.em.fork(), DEFAULT_COMPANY_SETTINGS);
    }
  });

  it('the not-found page says how to reach the company as Site Settings have it', async () => {
    await updateSiteSettings(t.orm.em.fork(), { contactPhone: '(416) 555-0177', contactEmail: 'hello@lakeside.example' });
    try {
      const res = await page('/no-such-page');
      expect(res.statusCode).toBe(404);
      expect(contactLinksOf(res.body)).toEqual(
        expect.arrayContaining(['tel:+14165550177 (416) 555-0177', 'mailto:hello@lakeside.example hello@lakeside.example']),
      );
      for (const old of OLD_CONTACT) expect(res.body.includes(old), old).toBe(false);
    } finally {
      await updateSiteSettings(t.orm.em.fork(), DEFAULT_COMPANY_SETTINGS);
    }
  });
});

describe('Host header trust (absolute links)', () => {
  const ogUrl = (body: string) => metaOf(body, 'og:url')[0];
  const get = (app: TestApp['app'], headers: Record<string, string>) => app.inject({ method: 'GET', url: '/about', headers });

  it('an allowed host (ALLOWED_HOSTS or a localhost name) is used for links; any other Host is not reflected', async () => {
    expect(ogUrl((await get(t.app, { host: HOST })).body)).toBe(`http://${HOST}/about`);
    expect(ogUrl((await get(t.app, { host: 'localhost:3000' })).body)).toBe('http://localhost:3000/about');
    expect(ogUrl((await get(t.app, { host: '127.0.0.1:3000' })).body)).toBe('http://127.0.0.1:3000/about');
    const forged = await get(t.app, { host: 'evil.example.com' });
    expect(forged.statusCode).toBe(200);
    expect(forged.body.includes('evil.example.com')).toBe(false);
    expect(ogUrl(forged.body)).toBe('http://localhost:3000/about');
    // Without a trusted proxy, X-Forwarded-Host is not read at all.
    const forwarded = await get(t.app, { host: 'localhost:3000', 'x-forwarded-host': 'evil.example.com' });
    expect(forwarded.body.includes('evil.example.com')).toBe(false);
  });

  it('a subdomain entry (.example.ca) allows the name and its subdomains only', async () => {
    const app = await createTestApp({ ...WEB_BUILD, ALLOWED_HOSTS: '.example.ca', TRUST_PROXY: 'loopback' });
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
    const app = await createTestApp({ ...WEB_BUILD, PUBLIC_URL: 'https://www.northline.example' });
    try {
      const res = await get(app.app, { host: 'evil.example.com' });
      expect(ogUrl(res.body)).toBe('https://www.northline.example/about');
      expect(res.body.includes('evil.example.com')).toBe(false);
    } finally {
      await app.close();
    }
  });
});

describe('pages kept for visitors without a session', () => {
  it('a second visitor gets the kept page as it was written (its script hashes too); a change to the job is in the next page', async () => {
    const em = t.orm.em.fork();
    const job = em.create(Job, { ...validJob, title: 'Kept Page Operator', status: 'approved' });
    await em.flush();
    const first = await page(`/jobs/${job.id}`);
    const second = await page(`/jobs/${job.id}`);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(scriptSources(second.headers['content-security-policy'])).toEqual(["'self'", ...new Set(runnableInlineScripts(second.body).map(sha256))]);
    // Compressed once when kept: the encodings decode to the same page.
    const br = await t.app.inject({ method: 'GET', url: `/jobs/${job.id}`, headers: { host: HOST, 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gz = await t.app.inject({ method: 'GET', url: `/jobs/${job.id}`, headers: { host: HOST, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);

    await t.orm.em.fork().nativeUpdate(Job, { id: job.id }, { title: 'Kept Page Lead Operator' });
    const third = await page(`/jobs/${job.id}`);
    expect(titleOf(third.body)).toContain('Kept Page Lead Operator');
  });

  it('an admin always gets a fresh render, never a kept one', async () => {
    const em = t.orm.em.fork();
    const job = em.create(Job, { ...validJob, title: 'Kept Or Not', status: 'approved' });
    await em.flush();
    await page(`/jobs/${job.id}`);
    const cookie = await signedIn();
    const admin = await page(`/jobs/${job.id}`, { cookie });
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect(admin.body).toContain('Kept Or Not');
  });
});
