import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import type * as z from 'zod';
import type { ProcedurePath } from '@app/trpc';
import { restRoutes, type RestRoute } from '../src/rest/routes.ts';
import { SESSION_COOKIE } from '../src/app.ts';
import {
  inputJsonSchema,
  inputSourcesOf,
  openApiPath,
  pageItemSchema,
  procedureInputSchema,
  procedureOutputSchema,
  restAnswerSchema,
  streamingOperations,
} from '../src/rest/openapi/document.ts';
import { createAdmin, createTestApp, loginCookie, validJob, type TestApp } from './helpers.ts';

/** GET /api/openapi.json: generated from the REST table, valid OpenAPI 3.1, covering every row. */

let t: TestApp;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, Record<string, any>>>;
  components: { securitySchemes: Record<string, any>; schemas: Record<string, unknown> };
};
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.json();
});
afterAll(() => t.close());

const rowName = (r: Pick<RestRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;
const operationOf = (r: Pick<RestRoute, 'method' | 'url'>) => doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()];

/**
 * What keeps a row out of the document or leaves it half described: a row naming no procedure of
 * the router, a row that builds an input for a procedure without an input schema, a procedure that
 * needs an input the row never builds, a procedure without an output schema, or a paged row whose
 * procedure answers no page.
 */
function schemaProblems(route: RestRoute): string[] {
  const problems: string[] = [];
  const path = route.procedure;
  let input: z.ZodType | undefined;
  let output: z.ZodType;
  try {
    input = procedureInputSchema(path);
    output = procedureOutputSchema(path);
  } catch (error) {
    return [`${rowName(route)}: ${(error as Error).message}`];
  }
  if (route.input && !input) problems.push(`${rowName(route)} sends an input to ${path}, which has no input schema`);
  if (!route.input && input && !input.safeParse(undefined).success) problems.push(`${rowName(route)} builds no input, but ${path} needs one`);
  if (route.paged && !pageItemSchema(output)) problems.push(`${rowName(route)} is paged, but ${path} answers no page`);
  return problems;
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 (checked against the specification schema)', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // Every reference points at a component that exists.
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(50);
    for (const ref of new Set(refs)) {
      const [, kind, name] = /#\/components\/(\w+)\/(\w+)/.exec(ref) ?? [];
      expect((doc.components as unknown as Record<string, Record<string, unknown>>)[kind!]?.[name!], ref).toBeDefined();
    }
  });

  it('has every row of the REST table, with its method and the procedure it calls', () => {
    expect(restRoutes.length).toBeGreaterThan(50);
    for (const route of restRoutes) {
      const operation = operationOf(route);
      expect(operation, rowName(route)).toBeDefined();
      expect(operation!['x-trpc-procedure'], rowName(route)).toBe(route.procedure);
      expect(operation!.summary).toBe(route.summary);
    }
    const documented = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(documented).toBe(restRoutes.length + streamingOperations().length);
  });

  it('every row has its schemas: input where it takes one, and its answer', () => {
    expect(restRoutes.flatMap(schemaProblems)).toEqual([]);
  });

  it('fails a row that has no schema', () => {
    const meta = { access: 'public' } as const;
    const noInputSchema: RestRoute = { method: 'POST', url: '/api/example', procedure: 'admin.logout', input: ({ body }) => body, summary: 'x', meta };
    const noProcedure: RestRoute = { method: 'GET', url: '/api/example', procedure: 'job.nothing' as ProcedurePath, summary: 'x', meta };
    const noInput: RestRoute = { method: 'GET', url: '/api/example/:id', procedure: 'job.byId', summary: 'x', meta };
    const noPage: RestRoute = { method: 'GET', url: '/api/example', procedure: 'job.recent', paged: true, summary: 'x', meta };
    expect(schemaProblems(noInputSchema)).toEqual(['POST /api/example sends an input to admin.logout, which has no input schema']);
    expect(schemaProblems(noProcedure)).toEqual(['GET /api/example: REST row calls an unknown procedure: job.nothing']);
    expect(schemaProblems(noInput)).toEqual(['GET /api/example/:id builds no input, but job.byId needs one']);
    expect(schemaProblems(noPage)).toEqual(['GET /api/example is paged, but job.recent answers no page']);
  });

  it('rows with input have a request schema: the body, the query string or the path carries each field', () => {
    for (const route of restRoutes.filter((r) => r.input)) {
      const operation = operationOf(route)!;
      const fields = Object.keys(inputJsonSchema(procedureInputSchema(route.procedure)!).properties ?? {});
      const sources = inputSourcesOf(route, fields);
      const parameters = (operation.parameters ?? []) as { name: string; in: string; schema: unknown }[];
      for (const p of Object.keys(sources.path))
        expect(
          parameters.find((x) => x.in === 'path' && x.name === p),
          `${rowName(route)} path ${p}`,
        ).toBeDefined();
      for (const q of sources.query) expect(parameters.find((x) => x.in === 'query' && x.name === q)?.schema, `${rowName(route)} query ${q}`).toBeDefined();
      if (sources.body) expect(operation.requestBody?.content?.['application/json']?.schema, `${rowName(route)} body`).toBeDefined();
      expect(sources.body || sources.query.length > 0 || Object.keys(sources.path).length > 0, `${rowName(route)} takes its input from nowhere`).toBe(true);
    }
    // Spot checks of the three sources.
    expect(operationOf({ method: 'PATCH', url: '/api/jobs/:id/status' })!.requestBody.content['application/json'].schema.required).toEqual(['status']);
    expect(operationOf({ method: 'GET', url: '/api/jobs' })!.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['query', 'location', 'page', 'limit']),
    );
    expect(operationOf({ method: 'POST', url: '/api/jobs/:id/apply' })!.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    expect(operationOf({ method: 'POST', url: '/api/jobs/:id/apply' })!.requestBody.content['application/json'].schema.properties).not.toHaveProperty('jobId');
  });

  it('answers: success status and body schema, list headers, and the error bodies the REST layer sends', () => {
    for (const route of restRoutes) {
      const responses = operationOf(route)!.responses as Record<string, any>;
      const success = responses[String(route.status ?? 200)];
      expect(success?.content?.['application/json']?.schema, `${rowName(route)} answer`).toBeDefined();
      if (route.paged) {
        expect(success.content['application/json'].schema.type).toBe('array');
        expect(Object.keys(success.headers)).toEqual(['X-Total-Count', 'Link']);
      }
      if (route.admin) expect(responses['401'], rowName(route)).toEqual({ $ref: '#/components/responses/Unauthorized' });
    }
    const errors = (doc.components as unknown as { responses: Record<string, any> }).responses;
    expect(errors.BadRequest.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ValidationError' });
    expect(errors.TooManyRequests.headers).toHaveProperty('Retry-After');
    expect(operationOf({ method: 'POST', url: '/api/admin/blog' })!.responses).toHaveProperty('409');
    expect(operationOf({ method: 'POST', url: '/api/contact' })!.responses).toHaveProperty('429');
    // 400: its optional `near` (issue 36) is checked like any query input.
    expect(Object.keys(operationOf({ method: 'GET', url: '/api/jobs/:id' })!.responses)).toEqual(['200', '400', '404', '410', '429']);
  });

  it('admin rows need the session cookie, described as a cookie security scheme', () => {
    expect(doc.components.securitySchemes.adminSession).toEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }));
    for (const route of restRoutes) {
      expect(operationOf(route)!.security, rowName(route)).toEqual(route.admin ? [{ adminSession: [] }] : undefined);
    }
  });

  it('describes the streaming routes, which the app really serves', () => {
    for (const { method, url } of streamingOperations()) {
      expect(operationOf({ method, url }), `${method} ${url}`).toBeDefined();
      expect(t.app.hasRoute({ method, url }), `${method} ${url} is a route`).toBe(true);
    }
    const upload = operationOf({ method: 'POST', url: '/api/uploads/resume' })!;
    expect(upload.requestBody.content['multipart/form-data'].schema.required).toEqual(['file']);
    expect(upload.responses['201'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Upload' });
    expect(operationOf({ method: 'GET', url: '/api/admin/applications/:id/resume' })!.security).toEqual([{ adminSession: [] }]);
  });

  it('real answers match their documented schemas', async () => {
    await createAdmin(t.orm);
    const cookie = await loginCookie(t.app);
    const created = await t.app.inject({ method: 'POST', url: '/api/jobs', headers: { cookie }, payload: validJob });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    await t.app.inject({ method: 'PATCH', url: `/api/jobs/${id}/status`, headers: { cookie }, payload: { status: 'approved' } });

    const calls: [RestRoute['method'], string, string][] = [
      ['GET', '/api/jobs/:id', `/api/jobs/${id}`],
      ['GET', '/api/jobs', '/api/jobs'],
      ['GET', '/api/jobs/recent', '/api/jobs/recent'],
      ['GET', '/api/stats', '/api/stats'],
      ['GET', '/api/settings/public', '/api/settings/public'],
      ['GET', '/api/admin/settings', '/api/admin/settings'],
      ['GET', '/api/forms/token', '/api/forms/token'],
      ['GET', '/api/uploads/limits', '/api/uploads/limits'],
      ['GET', '/api/admin/me', '/api/admin/me'],
      ['GET', '/api/admin/session', '/api/admin/session'],
      ['GET', '/api/admin/leads/counts', '/api/admin/leads/counts'],
    ];
    for (const [method, template, url] of calls) {
      const route = restRoutes.find((r) => r.method === method && r.url === template)!;
      const res = await t.app.inject({ method, url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      const body = res.json();
      if (route.paged || Array.isArray(body)) expect(body.length, url).toBeGreaterThan(0);
      const parsed = restAnswerSchema(route).safeParse(body);
      expect(parsed.error?.issues ?? [], url).toEqual([]);
      // The same JSON, byte for byte: no field undocumented, none missing, in the same order.
      expect(JSON.stringify(parsed.data), url).toBe(res.body);
    }
  });
});

describe('GET /api/docs', () => {
  it('serves the interactive reference of /api/openapi.json, its script allowed by hash in the CSP', async () => {
    const res = await t.app.inject({ url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('/api/openapi.json');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(csp.split(';').find((directive) => directive.trim().startsWith('script-src'))).not.toContain('unsafe');
    const js = await t.app.inject({ url: '/api/docs/js/scalar.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    // Other pages keep the strict policy.
    const other = await t.app.inject({ url: '/api/stats' });
    expect(String(other.headers['content-security-policy'])).toMatch(/script-src 'self';/);
  });
});
