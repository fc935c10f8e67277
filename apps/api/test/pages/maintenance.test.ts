import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BlogPost, ContactMessage, Job, updateSiteSettings } from '@app/db';
import { DEFAULT_COMPANY_SETTINGS } from '@app/shared/company';
import { htmlElements } from '@app/shared/text';
import { WEB_BUILD, contactLinksOf, createAdminApp, metaOf, titleOf, unescapeHtml, validJob, type TestApp } from '../helpers.ts';

const MESSAGE = 'The site is under maintenance. Please try again later.';
/** The heading of the page visitors get while maintenance mode is on (apps/web MaintenancePage). */
const HEADING = "We'll be back soon";
const heading = (html: string) => htmlElements(html, 'h1').map((h1) => unescapeHtml(h1.body));

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  // The real web build: pages are rendered on the server.
  ({ t, cookie } = await createAdminApp({ ...WEB_BUILD }));
});
afterAll(async () => {
  await t.close();
});

const setFlags = (flags: { maintenanceMode?: boolean; jobAutoApproval?: boolean }) => updateSiteSettings(t.orm.em.fork(), flags);

afterEach(() => setFlags({ maintenanceMode: false, jobAutoApproval: false }));

let seq = 0;
const email = () => `maint${Date.now().toString(36)}${++seq}@example.com`;

async function approvedJobId(): Promise<number> {
  const em = t.orm.em.fork();
  const job = em.create(Job, { ...validJob, title: `Maintenance Role ${++seq}`, status: 'approved' });
  await em.flush();
  return job.id;
}

/** Every public write, as [url, payload]. */
const publicWrites = async (): Promise<[string, Record<string, unknown>][]> => [
  ['/api/jobs/submit', { ...validJob, title: `Submitted During Maintenance ${++seq}` }],
  [`/api/jobs/${await approvedJobId()}/apply`, { userId: 'temp-user', coverLetter: 'I would like to apply.', resume: '' }],
  ['/api/contact', { name: 'Visitor Name', email: email(), subject: 'A question for you', message: 'Hello there, a question about staffing.' }],
  [
    '/api/quotes/transportation',
    {
      contactName: 'Taylor Shipper',
      company: 'Great Lakes Foods',
      email: email(),
      phone: '(416) 555-0122',
      serviceType: 'ftl',
      origin: 'Mississauga, ON',
      destination: 'Montreal, QC',
      freightType: 'general',
      timeline: 'asap',
    },
  ],
  ['/api/quotes/warehouse', { name: 'Morgan Storer', company: 'Boxed Goods Ltd', email: email(), serviceType: 'storage' }],
  ['/api/carriers/join', { companyName: 'Northern Haulers', contactName: 'Casey Carrier', email: email(), phone: '(705) 555-0144' }],
  ['/api/newsletter', { email: email() }],
];

describe('maintenance mode off (default)', () => {
  it('accepts public writes and serves public pages with 200', async () => {
    for (const [url, payload] of await publicWrites()) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    }
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['retry-after']).toBeUndefined();
    expect(heading(page.body)).not.toContain(HEADING);
  });
});

describe('maintenance mode on', () => {
  it('is switched on through the admin settings and shows in the public settings', async () => {
    const current = (await t.app.inject({ url: '/api/admin/settings', headers: { cookie } })).json();
    const { companyName, companyDescription, contactEmail, contactPhone, address, businessHours, jobAutoApproval } = current;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/site',
      headers: { cookie },
      payload: { companyName, companyDescription, contactEmail, contactPhone, address, businessHours, jobAutoApproval, maintenanceMode: true },
    });
    expect(res.statusCode).toBe(200);
    const pub = await t.app.inject({ url: '/api/settings/public' });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({ maintenanceMode: true, contactEmail, contactPhone });
  });

  it('refuses every public write from a visitor with 503, the message and Retry-After; nothing is stored', async () => {
    await setFlags({ maintenanceMode: true });
    const contactsBefore = await t.orm.em.fork().count(ContactMessage);
    const jobsBefore = await t.orm.em.fork().count(Job);
    for (const [url, payload] of await publicWrites()) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(503);
      expect(res.json(), url).toEqual({ message: MESSAGE });
      expect(Number(res.headers['retry-after']), url).toBeGreaterThan(0);
    }
    expect(await t.orm.em.fork().count(ContactMessage)).toBe(contactsBefore);
    // approvedJobId() added one job; the submission added none.
    expect(await t.orm.em.fork().count(Job)).toBe(jobsBefore + 1);
  });

  it('refuses the same writes through /trpc with 503 and the message', async () => {
    await setFlags({ maintenanceMode: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/contact.submit',
      payload: { name: 'Visitor Name', email: email(), subject: 'A question for you', message: 'Hello there, a question about staffing.' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe(MESSAGE);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('lets a signed-in admin write', async () => {
    await setFlags({ maintenanceMode: true });
    for (const [url, payload] of await publicWrites()) {
      const res = await t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
    }
  });

  it('keeps public reads and admin calls working', async () => {
    await setFlags({ maintenanceMode: true });
    for (const url of ['/api/settings/public', '/api/jobs', '/api/jobs/featured', '/api/blog', '/api/testimonials', '/api/stats']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
    expect((await t.app.inject({ url: '/api/admin/settings', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/trpc/settings.public' })).statusCode).toBe(200);
  });

  it('serves public pages to visitors with 503 and Retry-After, the maintenance page rendered in the body', async () => {
    const em = t.orm.em.fork();
    em.create(BlogPost, { slug: 'maintenance-post', title: 'Maintenance Post', excerpt: 'E', content: 'Body', published: true, publishedAt: new Date() });
    await em.flush();
    await setFlags({ maintenanceMode: true });
    for (const url of ['/', '/jobs', `/jobs/${await approvedJobId()}`, '/contact', '/blog/maintenance-post', '/about?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(Number(res.headers['retry-after']), url).toBeGreaterThan(0);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(heading(res.body), url).toEqual([HEADING]);
      // How to reach the company meanwhile.
      expect(contactLinksOf(res.body), url).toEqual(
        expect.arrayContaining([`mailto:${DEFAULT_COMPANY_SETTINGS.contactEmail} ${DEFAULT_COMPANY_SETTINGS.contactEmail}`]),
      );
    }
  });

  it("the maintenance page's head is its own: one title, not indexed", async () => {
    await setFlags({ maintenanceMode: true });
    for (const url of ['/', `/jobs/${await approvedJobId()}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(metaOf(res.body, 'robots'), url).toEqual(['noindex, nofollow']);
      expect(titleOf(res.body), url).toBe(`${HEADING} | ${DEFAULT_COMPANY_SETTINGS.companyName}`);
    }
  });

  it('serves the admin area, health check and unknown paths as usual', async () => {
    await setFlags({ maintenanceMode: true });
    for (const url of ['/admin', '/admin/login', '/admin/settings']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(heading(res.body), url).not.toContain(HEADING);
    }
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const missing = await t.app.inject({ url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['retry-after']).toBeUndefined();
  });

  it('serves public pages with 200 to a signed-in admin, the site under a banner', async () => {
    await setFlags({ maintenanceMode: true });
    const res = await t.app.inject({ url: '/', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(heading(res.body)).not.toContain(HEADING);
    expect(res.body.includes('Maintenance mode is ACTIVE')).toBe(true);
  });

  it('is over as soon as it is switched off', async () => {
    await setFlags({ maintenanceMode: true });
    expect((await t.app.inject({ url: '/' })).statusCode).toBe(503);
    await setFlags({ maintenanceMode: false });
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(heading(page.body)).not.toContain(HEADING);
    const res = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: email() } });
    expect(res.statusCode).toBe(201);
  });
});

describe('job auto-approval', () => {
  it('off (default): a public submission waits for review', async () => {
    const title = `Pending Submission ${++seq}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...validJob, title } });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('pending');
    const listed = (await t.app.inject({ url: '/api/jobs' })).json() as { title: string }[];
    expect(listed.some((j) => j.title === title)).toBe(false);
  });

  it('on: a public submission is approved at once and listed publicly', async () => {
    await setFlags({ jobAutoApproval: true });
    const title = `Auto Approved Submission ${++seq}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...validJob, title } });
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('approved');
    const stored = await t.orm.em.fork().findOneOrFail(Job, { id: res.json().id });
    expect(stored.status).toBe('approved');
    const listed = (await t.app.inject({ url: '/api/jobs' })).json() as { title: string }[];
    expect(listed.some((j) => j.title === title)).toBe(true);
    const pending = (await t.app.inject({ url: '/api/jobs/pending', headers: { cookie } })).json() as { title: string }[];
    expect(pending.some((j) => j.title === title)).toBe(false);
  });
});
