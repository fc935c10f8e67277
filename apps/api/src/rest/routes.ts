import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createCaller, restProcedures, type HttpMethod, type ProcedureMeta, type ProcedurePath, type RestMeta } from '@app/trpc';
import { idFromText } from '@app/shared/ids';
import type { Page } from '@app/shared/schemas/pagination';
import { pageHeaders } from './page-headers.ts';
import { toHttpError } from './errors.ts';
import { NO_STORE, PRIVATE_NO_STORE, PUBLIC_CACHE_CONTROL, hasSession, publicAnswerHeaders } from '../plugins/http-cache.ts';

type Caller = ReturnType<typeof createCaller>;
type Req = Pick<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Record<string, string>;
  query: Record<string, unknown>;
};

/**
 * One row of the REST table: a documented path and the procedure it calls. Every row is read from
 * a procedure's `.meta({ rest })` (see @app/trpc's procedure-meta.ts), never written here.
 */
export interface RestRoute {
  method: HttpMethod;
  url: string;
  /**
   * The procedure this path calls ('job.byId'): the OpenAPI document reads its input and output
   * schemas (its `.input()` and `.output()`) and its meta from the router by this path.
   */
  procedure: ProcedurePath;
  /** Builds the procedure input from the request (see RestMeta for where each field comes from). */
  input?: (req: Req) => unknown;
  /** HTTP status on success. */
  status?: number;
  /** Needs an admin session: the procedure is a staff one (it enforces that itself). */
  admin?: boolean;
  paged?: boolean;
  publicRead?: boolean;
  formBody?: boolean;
  impliedConsent?: boolean;
  summary: string;
  /** The procedure's whole declaration: access, rate limit, error statuses. */
  meta: ProcedureMeta;
}

/** A path id that is not a whole number in range can match no row: it becomes 0, which answers 404. */
export function toId(value: string | undefined): number {
  return idFromText(value) ?? 0;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const firstString = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const pathParamsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/**
 * How a row builds its procedure's input from the request, as its RestMeta says; undefined when
 * it takes none. The query string's keys come first, the body's fields over them, and the path's
 * parameters over both (a body cannot name another record than its path). A body that is not an
 * object is handed on as it is when it is all or part of the input with the path (so it fails
 * validation), an absent one is `{}` when it is the whole input, and one beside query keys adds nothing.
 */
export function restInput(rest: RestMeta): ((req: Req) => unknown) | undefined {
  const params = pathParamsOf(rest.path);
  const queryKeys = [...(rest.query ?? []), ...(rest.paged ? ['page', 'limit'] : [])];
  if (params.length === 0 && queryKeys.length === 0 && !rest.body) return undefined;
  const fromPath = (req: Req) => Object.fromEntries(params.map((p) => [rest.params?.[p] ?? p, p === 'id' ? toId(req.params[p]) : req.params[p]]));
  const fromQuery = ({ query }: Req) => Object.fromEntries(queryKeys.map((k) => [k, firstString(query[k])]).filter(([, v]) => typeof v === 'string'));
  if (!rest.body) return (req) => ({ ...fromQuery(req), ...fromPath(req) });
  if (queryKeys.length > 0) return (req) => ({ ...fromQuery(req), ...(isPlainObject(req.body) ? req.body : {}), ...fromPath(req) });
  if (params.length > 0) return (req) => (isPlainObject(req.body) ? { ...req.body, ...fromPath(req) } : req.body);
  return ({ body }) => body ?? {};
}

/** A row of the table from a procedure's declaration. */
export function restRouteOf(procedure: ProcedurePath, meta: ProcedureMeta & { rest: RestMeta }): RestRoute {
  const { rest } = meta;
  const input = restInput(rest);
  return {
    method: rest.method,
    url: rest.path,
    procedure,
    ...(input ? { input } : {}),
    ...(rest.status ? { status: rest.status } : {}),
    ...(meta.access !== 'public' ? { admin: true } : {}),
    ...(rest.paged ? { paged: true } : {}),
    ...(meta.publicRead ? { publicRead: true } : {}),
    ...(rest.formBody ? { formBody: true } : {}),
    ...(rest.impliedConsent ? { impliedConsent: true } : {}),
    summary: rest.summary,
    meta,
  };
}

/** Every documented REST path: one row per procedure that declares one, in the router's order. */
export const restRoutes: RestRoute[] = restProcedures.map(({ procedure, meta, rest }) => restRouteOf(procedure, { ...meta, rest }));

/** Registers the REST table. Lives beside the tRPC plugin, outside its scope. */
export async function registerRest(app: FastifyInstance) {
  for (const route of restRoutes.filter((r) => !r.formBody)) addRestRoute(app, route);
  // Rows that take a form body live in a scope of their own, so no other path parses forms.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, text, done) => {
      done(null, Object.fromEntries(new URLSearchParams(text as string)));
    });
    for (const route of restRoutes.filter((r) => r.formBody)) addRestRoute(scope, route);
  });
}

/** The caller's function for a procedure path: caller.job.byId for 'job.byId'. */
const procedureOf = (caller: Caller, path: ProcedurePath) =>
  path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], caller) as (input: unknown) => Promise<unknown>;

function addRestRoute(app: FastifyInstance, route: RestRoute) {
  app.route({
    method: route.method,
    url: route.url,
    handler: async (request, reply) => {
      const context = app.contextFor(request);
      // Decided here, by the row: never by anything the client sends.
      if (route.impliedConsent) context.impliedConsent = true;
      const caller = createCaller(context);
      try {
        const input = route.input?.(request as unknown as Req);
        const result = await procedureOf(caller, route.procedure)(input);
        if (route.publicRead) publicAnswerHeaders(request, reply, PUBLIC_CACHE_CONTROL, context.cacheKeys!);
        // Staff data, or anything asked with a session: the caller's own.
        else reply.header('cache-control', route.admin || hasSession(request) ? PRIVATE_NO_STORE : NO_STORE);
        if (route.paged) {
          const page = result as Page<unknown>;
          reply.headers(pageHeaders(request.url, page));
          return reply.code(route.status ?? 200).send(page.items);
        }
        return reply.code(route.status ?? 200).send(result);
      } catch (error) {
        const { status, body, headers } = toHttpError(error, request.log);
        reply.header('cache-control', NO_STORE);
        if (headers) reply.headers(headers);
        return reply.code(status).send(body);
      }
    },
  });
}
