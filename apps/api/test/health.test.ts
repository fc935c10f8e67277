import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/** Liveness and readiness probes (the database outage case is in faults.test.ts). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('probes', () => {
  it('GET /api/health says the process is alive, GET /api/ready that it can serve', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    expect(health.headers['cache-control']).toBe('no-store');
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok' });
  });

  it('while the instance shuts down, /api/ready is 503 with Retry-After, /api/health still 200, and requests keep being served until close', async () => {
    t.app.draining = true;
    try {
      const ready = await t.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'draining', database: 'not checked' });
      expect(ready.headers['retry-after']).toBe('5');
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/jobs' })).statusCode).toBe(200);
    } finally {
      t.app.draining = false;
    }
  });
});
