import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '../src/plugins/csrf.ts';
import { createAdminApp, createTestApp, type TestApp } from './helpers.ts';

/** Issue 10, finding 5: state-changing requests from another site are refused with 403. */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await createAdminApp());
});
afterAll(() => t.close());

const newsletter = { email: 'reader@example.com' };
const count = async () => (await t.orm.em.fork().getConnection().execute('select count(*)::int as n from newsletter_subscriptions'))[0]!.n as number;

describe('cross-site writes', () => {
  it('logout from another site (a text/plain form POST) is refused and the session stays', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CROSS_SITE_MESSAGE);
    expect((await t.app.inject({ url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(200);
  });

  it('public and tRPC writes with a foreign Origin, or Sec-Fetch-Site cross-site without one, store nothing', async () => {
    const before = await count();
    const foreign = await t.app.inject({ method: 'POST', url: '/api/newsletter', headers: { origin: 'http://localhost.evil.example' }, payload: newsletter });
    expect(foreign.statusCode).toBe(403);
    const sandboxed = await t.app.inject({ method: 'POST', url: '/api/newsletter', headers: { origin: 'null' }, payload: newsletter });
    expect(sandboxed.statusCode).toBe(403);
    const fetchMeta = await t.app.inject({ method: 'POST', url: '/api/newsletter', headers: { 'sec-fetch-site': 'cross-site' }, payload: newsletter });
    expect(fetchMeta.statusCode).toBe(403);
    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/newsletter.subscribe', headers: { origin: 'https://evil.example' }, payload: newsletter });
    expect(trpc.statusCode).toBe(403);
    expect(trpc.json().error.message).toBe(CROSS_SITE_MESSAGE);
    expect(await count()).toBe(before);
  });

  it('the site itself, callers without Origin or Sec-Fetch-Site, and reads from anywhere keep working', async () => {
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
      payload: { email: 'one@example.com' },
    });
    expect(sameSite.statusCode).toBeLessThan(300);
    const curl = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'two@example.com' } });
    expect(curl.statusCode).toBeLessThan(300);
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'sec-fetch-site': 'none' },
      payload: { email: 'three@example.com' },
    });
    expect(typed.statusCode).toBeLessThan(300);
    const read = await t.app.inject({ url: '/api/jobs', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(read.statusCode).toBe(200);
  });

  it('with PUBLIC_URL, only that origin may write from a browser', async () => {
    const site = await createTestApp({ PUBLIC_URL: 'https://jobs.example.ca' });
    try {
      const ok = await site.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { origin: 'https://jobs.example.ca' },
        payload: { email: 'four@example.com' },
      });
      expect(ok.statusCode).toBeLessThan(300);
      const ownHostOnly = await site.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        headers: { origin: 'http://localhost:80', host: 'localhost:80' },
        payload: { email: 'five@example.com' },
      });
      expect(ownHostOnly.statusCode).toBe(403);
    } finally {
      await site.close();
    }
  });
});
