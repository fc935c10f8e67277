import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { appRouter, formSecretFrom, signStamp } from '@app/trpc';
import { restRoutes } from '../src/rest/routes.ts';
import { FUZZ_OPTIONS, QUERY_KEYS, VALID_BODIES, isMaintenanceAnswer, spoiled, storedRows } from './fuzzing.ts';
import { createAdminApp, validJob, type TestApp } from './helpers.ts';

/**
 * Property test over every tRPC procedure, called over HTTP as a client would (GET
 * /trpc/<path>?input=<json> for a query, POST with a JSON body for a mutation, no transformer),
 * with the admin cookie and without: inputs near a valid one and of any shape, text that is not
 * JSON, the wrong method, and batches. No call answers a 5xx (not even inside a batch), and a
 * refused call (4xx), like any query, leaves every stored row as it was. FUZZ_RUNS and FUZZ_SEED as in
 * fuzz.test.ts, which does the same for the REST paths.
 */

type ProcedureType = 'query' | 'mutation' | 'subscription';
const PROCEDURES = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: ProcedureType } }>)
  .map(([path, procedure]) => ({ path, type: procedure._def.type }))
  .filter((p) => p.type !== 'subscription')
  // Deletions last, so the rows they remove are still there for the other procedures.
  .sort((a, b) => Number(a.path.endsWith('.delete')) - Number(b.path.endsWith('.delete')));

let t: TestApp;
let cookie: string;
/** A valid input per procedure: the REST table's valid bodies as each row turns them into one, and the rest. */
const samples = new Map<string, unknown>();

beforeAll(async () => {
  ({ t, cookie } = await createAdminApp({ PUBLIC_WRITE_LIMIT: '1000000' }));
  // One row of each kind for the procedures that take an id.
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload }).then((res) => res.json().id as number);
  const job = await post('/api/jobs', validJob);
  await t.app.inject({ method: 'PATCH', url: `/api/jobs/${job}/status`, headers: { cookie }, payload: { status: 'approved' } });
  const ids = {
    job,
    application: await t.app
      .inject({ method: 'POST', url: `/api/jobs/${job}/apply`, payload: VALID_BODIES['POST /api/jobs/:id/apply'] })
      .then((res) => res.json().application.id as number),
    post: await post('/api/admin/blog', { ...VALID_BODIES['POST /api/admin/blog'], slug: 'seeded-post' }),
    testimonial: await post('/api/admin/testimonials', VALID_BODIES['POST /api/admin/testimonials']!),
    contact: await post('/api/contact', VALID_BODIES['POST /api/contact']!),
  };
  const idFor = (url: string) =>
    url.includes('/applications')
      ? ids.application
      : url.includes('/blog')
        ? ids.post
        : url.includes('/testimonials')
          ? ids.testimonial
          : url.includes('/leads')
            ? ids.contact
            : ids.job;
  for (const route of restRoutes) {
    const path = route.procedure;
    const body = VALID_BODIES[`${route.method} ${route.url}`];
    // A row that takes a body is known only with a valid body to give it.
    if (samples.has(path) || (route.input && route.method !== 'GET' && route.method !== 'DELETE' && !body)) continue;
    const params = { id: String(idFor(route.url)), kind: 'contact', slug: 'seeded-post' };
    samples.set(path, route.input?.({ params, query: {}, body }));
  }
  samples.set('job.adminList', { status: 'pending', page: 1, limit: 5 });
  // The site's forms send their consent (a REST caller may leave it out; over tRPC it is required).
  for (const path of [
    'job.submit',
    'application.submit',
    'contact.submit',
    'quote.transportation',
    'quote.warehouse',
    'carrier.join',
    'newsletter.subscribe',
  ] as const) {
    samples.set(path, { ...(samples.get(path) as object), consent: true });
  }
  samples.set('privacy.holdings', { email: 'pat@example.com' });
  // Two pending jobs of its own, so a bulk decision is seen changing something.
  const pendingJobs = [await post('/api/jobs', { ...validJob, title: 'Bulk One' }), await post('/api/jobs', { ...validJob, title: 'Bulk Two' })];
  samples.set('job.setStatusMany', { ids: pendingJobs, status: 'denied', reason: 'Pay or terms missing' });
  // The site's application (tRPC only): the REST body with a way to reach the applicant.
  samples.set('application.create', { ...VALID_BODIES['POST /api/jobs/:id/apply'], jobId: job, consent: true });
  samples.set('application.counts', undefined);
  samples.set('application.exportBatch', { status: 'all', limit: 10 });
  samples.set('application.resumeFile', { id: ids.application });
  samples.set('blog.byId', { id: ids.post });
  samples.set('lead.exportBatch', { kind: 'contact', limit: 10 });
  samples.set('job.exportBatch', { status: 'all', limit: 10 });
  samples.set('admin.changePassword', { currentPassword: 'not the password', newPassword: 'another password 1', confirmPassword: 'another password 1' });
  // A returning subscriber's confirmation link, as the mail carries it.
  const reader = 'fuzz.reader@example.com';
  await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: reader } });
  await t.orm.em.fork().getConnection().execute(`update newsletter_subscriptions set status = 'unsubscribed' where email = '${reader}'`);
  samples.set('newsletter.confirm', { email: reader, token: signStamp(formSecretFrom(t.sessionKey), 'newsletter.confirm', reader, Date.now()) });
});
afterAll(() => t.close());
// The fuzzing may switch maintenance mode on through settings.updateSite; each test starts without it.
afterEach(() => t.orm.em.fork().getConnection().execute('update site_settings set maintenance_mode = false'));

/** An input for a procedure: near its valid one (a list's filters and paging included), or any shape, or none. */
const inputFor = (path: string): fc.Arbitrary<unknown> => {
  const valid = samples.get(path);
  const isObject = typeof valid === 'object' && valid !== null;
  return fc.oneof(
    { weight: 9, arbitrary: spoiled(isObject ? (valid as Record<string, unknown>) : undefined, ['unexpectedField', 'id', ...QUERY_KEYS]) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
};

/** Text sent where the JSON input goes: often not JSON at all. */
const notJson = fc.oneof(fc.string(), fc.constantFrom('{', '{"0":', '[1,2', 'undefined', 'NaN', '\u0000', "{'a':1}", '{"__proto__":{"admin":true}}'));

type Transport = 'json' | 'notJson' | 'wrongMethod' | 'batchOfOne';
const transport: fc.Arbitrary<Transport> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('json' as const) },
  { weight: 1, arbitrary: fc.constant('notJson' as const) },
  { weight: 1, arbitrary: fc.constant('wrongMethod' as const) },
  { weight: 1, arbitrary: fc.constant('batchOfOne' as const) },
);

/** Calls procedures over HTTP as the tRPC client does: a query by GET, a mutation by POST, several as a batch. */
function call(paths: string[], method: 'GET' | 'POST', text: string | undefined, asAdmin: boolean, batch: boolean) {
  const headers = asAdmin ? { cookie } : {};
  const query = new URLSearchParams({ ...(batch ? { batch: '1' } : {}), ...(method === 'GET' && text !== undefined ? { input: text } : {}) }).toString();
  const url = `/trpc/${paths.join(',')}${query ? `?${query}` : ''}`;
  if (method === 'GET' || text === undefined) return t.app.inject({ method, url, headers });
  return t.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: text });
}

interface Answer {
  error?: { message?: string; data?: { httpStatus?: number } };
}

/** Throws when the answer, or any answer inside a batch, is a 5xx other than maintenance mode's 503. */
function expectNoServerError(res: LightMyRequestResponse, described: string) {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    throw new Error(`not JSON: ${described}`);
  }
  const answers = (Array.isArray(body) ? body : [body]) as Answer[];
  for (const answer of answers) {
    const status = answer.error?.data?.httpStatus ?? res.statusCode;
    if (status >= 500 && !isMaintenanceAnswer(status, answer.error?.message))
      throw new Error(`${described}\n  answered: ${JSON.stringify(answer).slice(0, 300)}`);
  }
  if (res.statusCode >= 500 && !answers.every((a) => isMaintenanceAnswer(res.statusCode, a.error?.message))) throw new Error(described);
}

const describeCall = (method: string, paths: string[], text: string | undefined, asAdmin: boolean, res: LightMyRequestResponse) =>
  `${method} /trpc/${paths.join(',')}${asAdmin ? ' (admin)' : ''} ${text?.slice(0, 300) ?? '(no input)'} -> ${res.statusCode} ${res.body.slice(0, 300)}`;

describe('tRPC fuzzing: no input gives a 5xx, a refused call stores nothing', () => {
  it('covers every procedure of the router', () => {
    expect(PROCEDURES.length).toBe(Object.keys(appRouter._def.procedures).length);
    for (const route of restRoutes) expect(PROCEDURES.map((p) => p.path)).toContain(route.procedure);
  });

  it('several admin writes in one batch (as the web client may send them) each get their own answer', async () => {
    const batch = { 0: samples.get('settings.updateSite'), 1: samples.get('blog.update'), 2: samples.get('testimonial.update') };
    const res = await call(['settings.updateSite', 'blog.update', 'testimonial.update'], 'POST', JSON.stringify(batch), true, true);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Answer[]).map((answer) => answer.error?.message ?? 'ok')).toEqual(['ok', 'ok', 'ok']);
  });

  for (const { path, type } of PROCEDURES) {
    it(`${type} ${path}`, async () => {
      const request = fc.record({
        input: inputFor(path),
        transport,
        notJson,
        // Logging out with the fuzzing's own cookie would end its session.
        asAdmin: path === 'admin.logout' ? fc.constant(false) : fc.boolean(),
      });
      const statuses: number[] = [];
      let stored = await storedRows(t.orm);
      let wrote = false;
      await fc.assert(
        fc.asyncProperty(request, async ({ input, transport: how, notJson: raw, asAdmin }) => {
          const usual = type === 'query' ? 'GET' : 'POST';
          const method = how === 'wrongMethod' ? (usual === 'GET' ? 'POST' : 'GET') : usual;
          const batch = how === 'batchOfOne';
          const text = how === 'notJson' ? raw : batch ? JSON.stringify({ 0: input }) : input === undefined ? undefined : JSON.stringify(input);
          const res = await call([path], method, text, asAdmin, batch);
          const before = stored;
          stored = await storedRows(t.orm);
          const described = describeCall(method, [path], text, asAdmin, res);
          statuses.push(res.statusCode);
          expectNoServerError(res, described);
          if (res.statusCode >= 400 || type === 'query') expect(stored, `stored rows changed: ${described}`).toEqual(before);
          wrote ||= JSON.stringify(stored) !== JSON.stringify(before);
        }),
        FUZZ_OPTIONS,
      );
      // The fuzzing reaches the procedures: one whose valid input names no existing row answers 2xx
      // in some cases, and one that creates a row is seen storing it (so the check above can see a write).
      const valid = samples.get(path);
      const namesRow = typeof valid === 'object' && valid !== null && 'id' in valid;
      // My applications and My postings need a mailed link (used once) or its session: the candidate and employer tests walk those paths.
      const needsCandidate = ['candidate.signIn', 'candidate.applications', 'candidate.logout', 'employer.signIn', 'employer.jobs', 'employer.logout'].includes(
        path,
      );
      if (samples.has(path) && !namesRow && path !== 'admin.login' && path !== 'admin.changePassword' && !needsCandidate) {
        expect(
          statuses.some((s) => s >= 200 && s < 300),
          `no 2xx among ${statuses.join(' ')}`,
        ).toBe(true);
        if (type === 'mutation' && !/^(admin|settings)\./.test(path)) expect(wrote).toBe(true);
      }
    }, 60_000);
  }

  for (const type of ['query', 'mutation'] as const) {
    it(`batches of several ${type === 'query' ? 'queries' : 'mutations'}`, async () => {
      // Logging in or out in a batch could end the fuzzing's own session.
      const paths = PROCEDURES.filter((p) => p.type === type && !p.path.startsWith('admin.log')).map((p) => p.path);
      const request = fc
        .record({ chosen: fc.shuffledSubarray(paths, { minLength: 2, maxLength: 4 }), asAdmin: fc.boolean() })
        .chain(({ chosen, asAdmin }) => fc.record({ chosen: fc.constant(chosen), asAdmin: fc.constant(asAdmin), inputs: fc.tuple(...chosen.map(inputFor)) }));
      let stored = await storedRows(t.orm);
      await fc.assert(
        fc.asyncProperty(request, async ({ chosen, asAdmin, inputs }) => {
          const method = type === 'query' ? 'GET' : 'POST';
          const text = JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, input])));
          const res = await call(chosen, method, text, asAdmin, true);
          const before = stored;
          stored = await storedRows(t.orm);
          const described = describeCall(method, chosen, text, asAdmin, res);
          expectNoServerError(res, described);
          if (res.statusCode >= 400 || type === 'query') expect(stored, `stored rows changed: ${described}`).toEqual(before);
        }),
        FUZZ_OPTIONS,
      );
    }, 60_000);
  }
});
