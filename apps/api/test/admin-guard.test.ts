import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { appRouter, createCaller, createContext, mayCall, procedureAccess, procedureContracts, type Access } from '@app/trpc';
import { FORBIDDEN_MESSAGE, STAFF_ROLES, type StaffRole } from '@app/shared/roles';
import { restRoutes } from '../src/rest/routes.ts';
import { createAdmin, createTestApp, loginCookie, type TestApp } from './helpers.ts';

/**
 * Who may call what, tested from what every procedure declares (`.meta({ access })`, gathered in
 * procedureAccess): every procedure × no session and every role, over tRPC and through every REST
 * row. One the role may not call answers 403 before any work, one it may never does.
 */

let t: TestApp;
const cookies = {} as Record<StaffRole, string>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) {
    await createAdmin(t.orm, `guard-${role}`, `guard password for ${role}`, role);
    cookies[role] = await loginCookie(t.app, { username: `guard-${role}`, password: `guard password for ${role}` });
  }
});
afterAll(() => t.close());

const access = procedureAccess as Record<string, Access>;
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
const allProcedures = Object.keys(procedures);
const publicProcedures = allProcedures.filter((p) => access[p] === 'public');
/**
 * Public procedures of a visitor session (My applications: candidate; My postings: employer): they
 * declare 401 for a caller without one, and never a staff session's 403.
 */
const contracts = procedureContracts as Record<string, { meta: { errors?: readonly number[] } }>;
const candidateProcedures = publicProcedures.filter((p) => /^(candidate|employer)\./.test(p) && contracts[p]?.meta.errors?.includes(401));
/** A valid input of each (so the answer is about the session, not the input). */
const visitorInput = (path: string) => (path === 'employer.close' ? { id: 1, reason: 'filled' } : { id: 1 });
const staffProcedures = allProcedures.filter((p) => access[p] !== 'public');
const adminRoutes = restRoutes.filter((r) => r.admin);

const fill = (url: string) => url.replace(':id', '1').replace(':kind', 'contact').replace(':slug', 'x');
const callTrpc = (path: string, cookie?: string) =>
  procedures[path]!._def.type === 'query'
    ? t.app.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent('{}')}`, headers: cookie ? { cookie } : {} })
    : t.app.inject({ method: 'POST', url: `/trpc/${path}`, payload: {}, headers: cookie ? { cookie } : {} });

describe('the access table', () => {
  it('names every procedure of the router, and nothing else', () => {
    expect(Object.keys(access).sort()).toEqual([...allProcedures].sort());
    expect(staffProcedures.length).toBeGreaterThan(25);
  });

  it('gives every staff procedure to the owner, and every REST row its procedure', () => {
    for (const p of staffProcedures) expect(access[p], p).toContain('owner');
    for (const r of restRoutes) expect(access[r.procedure], `${r.method} ${r.url}`).toBeDefined();
    // A REST row documented as admin-only calls a staff procedure, and the reverse.
    for (const r of restRoutes) expect(!!r.admin, `${r.method} ${r.url}`).toBe(access[r.procedure] !== 'public' && r.procedure !== 'admin.me');
  });
});

describe('without a session', () => {
  it.each(staffProcedures)('procedure %s refuses the caller (401)', async (path) => {
    const caller = createCaller(createContext({ em: t.orm.em.fork() }));
    const fn = path.split('.').reduce<any>((node, key) => node[key], caller);
    const error = await fn({}).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe('UNAUTHORIZED');
  });

  it.each(staffProcedures)('POST /trpc/%s answers 401', async (path) => {
    const res = await callTrpc(path);
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('.ts:');
  });

  // admin.me is the question 'who is signed in?': it answers 401 for no one, by design.
  it.each(publicProcedures.filter((p) => p !== 'admin.me' && !candidateProcedures.includes(p)))(
    'public procedure %s never asks for a session',
    async (path) => {
      const res = await callTrpc(path);
      expect([401, 403]).not.toContain(res.statusCode);
    },
  );

  it('the visitor session procedures are the three of My applications and the five of My postings', () => {
    expect(candidateProcedures.sort()).toEqual(
      [
        'candidate.applications',
        'candidate.update',
        'candidate.withdraw',
        'employer.jobs',
        'employer.job',
        'employer.update',
        'employer.close',
        'employer.repost',
      ].sort(),
    );
  });

  // A staff session is no visitor session: with each role's cookie they still answer 401.
  // Each from an address of its own: the writes of one kind share a per-address limit (10 a minute).
  it.each(candidateProcedures.map((path, i) => [path, `127.0.38.${i + 1}`] as const))(
    'visitor procedure %s answers 401 without its session, whoever is signed in',
    async (path, remoteAddress) => {
      for (const cookie of [undefined, ...Object.values(cookies)]) {
        const query = procedures[path]!._def.type === 'query';
        const res = query
          ? await t.app.inject({
              method: 'GET',
              url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(path === 'employer.job' ? { id: 1 } : {}))}`,
              headers: cookie ? { cookie } : {},
              remoteAddress,
            })
          : await t.app.inject({ method: 'POST', url: `/trpc/${path}`, payload: visitorInput(path), headers: cookie ? { cookie } : {}, remoteAddress });
        expect(res.statusCode).toBe(401);
      }
    },
  );

  it.each(adminRoutes.map((r) => [r.method, r.url] as const))('%s %s answers 401', async (method, url) => {
    const res = await t.app.inject({ method, url: fill(url), payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('message');
  });
});

const byRole = staffProcedures.flatMap((path) => STAFF_ROLES.map((role) => [path, role, mayCall(access[path], role)] as const));

describe('each role', () => {
  it.each(byRole)('%s as %s: allowed %s', async (path, role, allowed) => {
    const res = await callTrpc(path, cookies[role]);
    if (allowed) {
      expect([401, 403]).not.toContain(res.statusCode);
      expect(res.statusCode).toBeLessThan(500);
    } else {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(FORBIDDEN_MESSAGE);
    }
  });

  it.each(STAFF_ROLES)('every admin REST row answers a %s by the table (403 or allowed)', async (role) => {
    for (const r of adminRoutes) {
      const res = await t.app.inject({
        method: r.method,
        url: fill(r.url),
        headers: { cookie: cookies[role] },
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      const label = `${role} ${r.method} ${r.url}`;
      if (mayCall(access[r.procedure], role)) {
        expect([401, 403], label).not.toContain(res.statusCode);
        expect(res.statusCode, label).toBeLessThan(500);
      } else {
        expect(res.statusCode, label).toBe(403);
        expect(res.json(), label).toEqual({ message: FORBIDDEN_MESSAGE });
      }
    }
  });

  it('GET /api/admin/me names the role, the email and whether two-factor is on', async () => {
    for (const role of STAFF_ROLES) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: cookies[role] } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ username: `guard-${role}`, role, email: null, mfaEnabled: false });
    }
  });
});
