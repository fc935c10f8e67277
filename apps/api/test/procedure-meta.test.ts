import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_READ_QUERIES as SERVICE_WORKER_PUBLIC_READS } from '@app/shared/constants';
import { PUBLIC_READ_QUERIES, procedureAccess, procedureContracts, restProcedures } from '@app/trpc';
import { restInput, restRoutes } from '../src/rest/routes.ts';
import { buildOpenApiDocument } from '../src/rest/openapi/document.ts';
import { SESSION_COOKIE } from '../src/app.ts';
import { answeredStatuses, undocumentedStatuses } from './answered-statuses.ts';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * One home per procedure: what a procedure declares in its `.meta()` is what the access check, the
 * REST table, the public reads and the OpenAPI document use, and the statuses the API answers in
 * the tests are the ones the document lists (test/setup.ts checks every test file).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const document = buildOpenApiDocument({ sessionCookie: SESSION_COOKIE });

describe('the declarations', () => {
  it('every procedure says who may call it; the REST table is the procedures that declare a path, each path once', () => {
    for (const [path, contract] of Object.entries(procedureContracts)) expect(contract.meta.access, path).toBeDefined();
    expect(Object.keys(procedureAccess).sort()).toEqual(Object.keys(procedureContracts).sort());
    expect(restRoutes.map((r) => r.procedure)).toEqual(restProcedures.map((p) => p.procedure));
    const rows = restRoutes.map((r) => `${r.method} ${r.url}`);
    expect(rows.filter((row, i) => rows.indexOf(row) !== i)).toEqual([]);
    expect(restRoutes.length).toBeGreaterThan(90);
  });

  it("the service worker's list of public reads is the one the procedures declare", () => {
    expect([...SERVICE_WORKER_PUBLIC_READS].sort()).toEqual([...PUBLIC_READ_QUERIES].sort());
    expect(PUBLIC_READ_QUERIES).toContain('job.list');
    // A REST row may be kept by HTTP caches exactly when its procedure is a public read.
    for (const route of restRoutes) expect(!!route.publicRead, route.url).toBe(PUBLIC_READ_QUERIES.has(route.procedure));
  });
});

describe('a REST path builds its input from its declaration', () => {
  const req = (params: Record<string, string>, query: Record<string, unknown>, body: unknown) => ({ params, query, body });

  it('takes query keys (the first of repeated ones, text only), then the body, then the path (ids as numbers)', () => {
    const read = restInput({ method: 'POST', path: '/api/x/:id', summary: '', body: true })!;
    expect(read(req({ id: '7' }, {}, { id: 9, note: 'a' }))).toEqual({ id: 7, note: 'a' });
    // A body that is no object is handed on, to fail validation as it is.
    expect(read(req({ id: '7' }, {}, ['a']))).toEqual(['a']);
    expect(read(req({ id: 'abc' }, {}, {}))).toEqual({ id: 0 });

    const list = restInput({ method: 'GET', path: '/api/x/:kind', summary: '', query: ['search'], paged: true })!;
    expect(list(req({ kind: 'contact' }, { search: ['a', 'b'], page: '2', other: 'x', limit: 5 }, undefined))).toEqual({
      search: 'a',
      page: '2',
      kind: 'contact',
    });

    const renamed = restInput({ method: 'POST', path: '/api/jobs/:id/apply', summary: '', body: true, params: { id: 'jobId' } })!;
    expect(renamed(req({ id: '3' }, {}, { jobId: 99, coverLetter: 'Hi' }))).toEqual({ jobId: 3, coverLetter: 'Hi' });

    const link = restInput({ method: 'POST', path: '/api/x', summary: '', query: ['id', 'token'], body: true })!;
    expect(link(req({}, { id: '1', token: 't' }, { 'List-Unsubscribe': 'One-Click' }))).toEqual({ id: '1', token: 't', 'List-Unsubscribe': 'One-Click' });
    expect(link(req({}, { id: '1', token: 't' }, 'text'))).toEqual({ id: '1', token: 't' });

    const body = restInput({ method: 'PUT', path: '/api/x', summary: '', body: true })!;
    expect(body(req({}, {}, undefined))).toEqual({});
    expect(restInput({ method: 'GET', path: '/api/x', summary: '' })).toBeUndefined();
  });
});

describe('the statuses the API answers are the ones the document lists', () => {
  it('records each answer of a test by its route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs/0' });
    expect(res.statusCode).toBe(404);
    expect(answeredStatuses.get('GET /api/jobs/:id')).toContain(404);
  });

  it('finds a status an operation answered that its operation does not list', () => {
    const answered = new Map([
      ['GET /api/jobs/:id', new Set([200, 404, 410, 500])],
      ['GET /api/stats', new Set([200, 409])],
      ['POST /api/contact', new Set([201, 400, 403, 413, 415, 429, 503])],
      ['GET /*', new Set([200, 404])],
    ]);
    expect(undocumentedStatuses(answered, document)).toEqual(['GET /api/stats answered 409']);
  });

  it('a write whose body is not JSON, too large or of another type answers 400, 413 or 415, as documented', async () => {
    const write = (payload: string, type: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/logout', payload, headers: { 'content-type': type } }).then((res) => res.statusCode);
    expect(await write('{"unfinished', 'application/json')).toBe(400);
    expect(await write('x'.repeat(1024 * 1024 + 1), 'application/json')).toBe(413);
    expect(await write('<xml/>', 'application/xml')).toBe(415);
    expect(Object.keys(document.paths['/api/admin/logout']!.post!.responses)).toEqual(['200', '400', '403', '413', '415']);
  });

  it('documents the conflicts the procedures declare, and 403 for every staff path', () => {
    const responses = (method: string, path: string) => Object.keys(document.paths[path]![method]!.responses);
    for (const [method, path] of [
      ['post', '/api/jobs/{id}/apply'],
      ['post', '/api/admin/users/invite'],
      ['post', '/api/admin/invitations/{id}/resend'],
      ['post', '/api/admin/invitations/accept'],
      ['put', '/api/admin/me/email'],
      ['post', '/api/admin/privacy/requests/{id}/complete'],
      ['post', '/api/admin/blog'],
    ] as const) {
      expect(responses(method, path), `${method} ${path}`).toContain('409');
    }
    for (const route of restRoutes.filter((r) => r.admin)) {
      expect(responses(route.method.toLowerCase(), route.url.replace(/:(\w+)/g, '{$1}')), route.url).toEqual(expect.arrayContaining(['401', '403']));
    }
  });
});
