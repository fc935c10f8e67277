import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { appRouter, createCaller, createContext } from '@app/trpc';
import { restRoutes } from '../src/rest/routes.ts';
import { createAdmin, createTestApp, loginCookie, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Procedures anyone may call. Every other procedure of the router must demand an admin session. */
const PUBLIC_PROCEDURES = new Set([
  'admin.login',
  'admin.logout',
  'job.list',
  'job.featured',
  'job.byId',
  'job.submit',
  'application.create',
  'application.submit',
  'blog.list',
  'blog.bySlug',
  'testimonial.list',
  'stats.get',
  'contact.submit',
  'quote.transportation',
  'quote.warehouse',
  'carrier.join',
  'newsletter.subscribe',
  'newsletter.confirm',
  'settings.public',
  'form.token',
  'upload.limits',
  'jobAlert.create',
  'jobAlert.confirm',
  'jobAlert.unsubscribe',
]);

const allProcedures = Object.keys(appRouter._def.procedures);
const adminProcedures = allProcedures.filter((p) => !PUBLIC_PROCEDURES.has(p));
const adminRoutes = restRoutes.filter((r) => r.admin || r.url === '/api/admin/me');

const fill = (url: string) => url.replace(':id', '1').replace(':kind', 'contact').replace(':slug', 'x');

describe('server-side admin enforcement', () => {
  it('knows every public procedure it lists', () => {
    for (const p of PUBLIC_PROCEDURES) expect(allProcedures).toContain(p);
    expect(adminProcedures.length).toBeGreaterThan(25);
  });

  it.each(adminProcedures)('procedure %s refuses a caller without an admin session', async (path) => {
    const caller = createCaller(createContext({ em: t.orm.em.fork() }));
    const fn = path.split('.').reduce<any>((node, key) => node[key], caller);
    const error = await fn({}).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('UNAUTHORIZED');
  });

  it.each(adminProcedures)('POST /trpc/%s answers 401 without a session', async (path) => {
    const isQuery = (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)[path]!._def.type === 'query';
    const res = isQuery
      ? await t.app.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent('{}')}` })
      : await t.app.inject({ method: 'POST', url: `/trpc/${path}`, payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('.ts:');
  });

  it.each(adminRoutes.map((r) => [r.method, r.url] as const))('%s %s answers 401 without a session', async (method, url) => {
    const res = await t.app.inject({ method, url: fill(url), payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('message');
  });

  it('every admin REST row is reachable with a session (no 401)', async () => {
    await createAdmin(t.orm);
    const cookie = await loginCookie(t.app);
    for (const r of adminRoutes) {
      const res = await t.app.inject({
        method: r.method,
        url: fill(r.url),
        headers: { cookie },
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).not.toBe(401);
      expect(res.statusCode, `${r.method} ${r.url}`).toBeLessThan(500);
    }
  });
});
