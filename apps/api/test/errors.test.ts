import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, validJob, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error answers', () => {
  it('malformed JSON is a 400 with a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/submit',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": "broken",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed JSON in request body', issues: [] });
  });

  it('a body that is not an object is a 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: [1, 2, 3] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Expected object, received array');
  });

  it('unknown API paths answer 404 JSON', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No such endpoint/);
    expect((await t.app.inject({ method: 'POST', url: '/api/jobs/1/nothing' })).statusCode).toBe(404);
  });

  it('an unexpected failure answers 500 with a generic message and no detail', async () => {
    const broken = await createTestApp();
    try {
      await broken.orm.em.getConnection().execute('drop table job_applications cascade; drop table jobs cascade');
      const res = await broken.app.inject({ url: '/api/jobs' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again later.' });
      expect(res.body).not.toMatch(/jobs|relation|select|stack/i);
      const trpc = await broken.app.inject({ url: '/trpc/job.list' });
      expect(trpc.statusCode).toBe(500);
      expect(trpc.body).not.toMatch(/relation|select|\.ts:\d+/i);
      expect(trpc.json().error.message).toBe('Something went wrong on our side. Please try again later.');
    } finally {
      await broken.close();
    }
  });

  it('a failed write leaves stored data untouched', async () => {
    const created = (await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: validJob })).json();
    const before = await t.orm.em.fork().getConnection().execute('select count(*)::int as n from jobs');
    const bad = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...validJob, description: '' } });
    expect(bad.statusCode).toBe(400);
    const after = await t.orm.em.fork().getConnection().execute('select count(*)::int as n from jobs');
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(created.id).toBeGreaterThan(0);
  });

  it('tRPC validation errors carry the first message and the issues', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/contact.submit',
      payload: { name: 'A', email: 'a@b.co', subject: 'Hello there', message: 'Long enough message', consent: true },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.message).toBe('Name must be at least 2 characters');
    expect(body.error.data.issues[0].path).toEqual(['name']);
    expect(JSON.stringify(body)).not.toMatch(/stack/);
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ url: '/api/stats' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toMatch(/default-src 'self'/);
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Issue 10, finding 7: framing refused the same way by CSP and X-Frame-Options; features off; HSTS only over HTTPS.
    expect(String(res.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    for (const feature of ['camera=()', 'geolocation=()', 'microphone=()']) expect(res.headers['permissions-policy']).toContain(feature);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect((await t.app.inject({ url: '/' })).headers['permissions-policy']).toBeDefined();
  });

  it('sends HSTS only when the request came over HTTPS (through a trusted proxy)', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const https = await proxied.app.inject({ url: '/api/stats', headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await proxied.app.inject({ url: '/api/stats', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });

  it('every 429 says when to try again, on REST and on /trpc', async () => {
    const throttled = await createTestApp({ LOGIN_MAX_FAILURES: '1' });
    try {
      const payload = { username: 'someone', password: 'wrong password' };
      await throttled.app.inject({ method: 'POST', url: '/api/admin/login', payload });
      const rest = await throttled.app.inject({ method: 'POST', url: '/api/admin/login', payload });
      expect(rest.statusCode).toBe(429);
      expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
      const trpc = await throttled.app.inject({ method: 'POST', url: '/trpc/admin.login', payload });
      expect(trpc.statusCode).toBe(429);
      expect(Number(trpc.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(trpc.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    } finally {
      await throttled.close();
    }
  });
});
