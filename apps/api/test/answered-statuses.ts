import type { FastifyInstance } from 'fastify';
import { openApiPath } from '../src/rest/openapi/document.ts';

/**
 * The statuses the API really answered in a test file, held against the ones the OpenAPI document
 * lists (test/setup.ts): every app the helpers build records each answer by its route, and a
 * status an operation answered that its operation does not list fails the file.
 */

/** Every status each route answered in this test file: 'GET /api/jobs/:id' -> statuses. */
export const answeredStatuses = new Map<string, Set<number>>();

export function recordStatuses(app: FastifyInstance, into = answeredStatuses) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url;
    if (!route) return;
    const key = `${request.method} ${route}`;
    let statuses = into.get(key);
    if (!statuses) into.set(key, (statuses = new Set()));
    statuses.add(reply.statusCode);
  });
}

/** The document says once that any path may answer 500 with a generic message. */
const ANY_PATH = new Set([500]);

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

/** Each answer of an operation of the document with a status its operation does not list: 'GET /api/jobs/:id answered 418'. */
export function undocumentedStatuses(answered: ReadonlyMap<string, ReadonlySet<number>>, document: Document): string[] {
  const problems: string[] = [];
  for (const [key, statuses] of answered) {
    const [method, url] = key.split(' ') as [string, string];
    // Routes that are no operation of the document: pages, /trpc, media, the document itself.
    const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
    if (!operation) continue;
    for (const status of statuses) {
      if (!(String(status) in operation.responses) && !ANY_PATH.has(status)) problems.push(`${key} answered ${status}`);
    }
  }
  return problems;
}
