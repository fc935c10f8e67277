import type { StaffRole } from '@app/shared/roles';

/**
 * What a procedure declares about itself in its `.meta()`, beside its input and output: who may
 * call it, its REST path, whether HTTP caches may keep its answer, its rate limit and the error
 * statuses its own code answers. Everything else is derived from these declarations at startup,
 * never kept beside them by hand: the access check (trpc.ts), the access table and the public
 * reads (root.ts), the REST table (apps/api rest/routes.ts) and the OpenAPI document with each
 * operation's error statuses (apps/api rest/openapi/document.ts).
 */

export { ANY_STAFF, OWNER, RECRUITING, WRITING } from '@app/shared/roles';

/** Who may call a procedure: anyone ('public'), or a signed-in staff user of one of these roles. */
export type Access = 'public' | readonly StaffRole[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The documented REST path that calls the procedure. Its input is built from the request, in
 * this order (later sources win): the query string's `query` keys, the JSON body (`body`), then
 * every path parameter (`:id` as a whole number; one that is not finds no row, so 404).
 */
export interface RestMeta {
  method: HttpMethod;
  /** '/api/jobs/:id'. */
  path: string;
  /** One line for the API reference. */
  summary: string;
  /** The status of a success, when it is not 200. */
  status?: 201 | 202;
  /** The JSON body is (part of) the input. */
  body?: true;
  /** Input fields read from the query string (its first value, when given as text). */
  query?: readonly string[];
  /** Path parameters that fill an input field of another name: { id: 'jobId' }. */
  params?: Readonly<Record<string, string>>;
  /**
   * The procedure answers a page ({items, total, page, limit}, `page` and `limit` read from the
   * query string); the path answers the documented JSON array of the items, with X-Total-Count
   * and an RFC 8288 Link header (first/prev/next/last).
   */
  paged?: true;
  /** Also accepts an HTML form body (application/x-www-form-urlencoded), as mail clients send a one-click unsubscribe. */
  formBody?: true;
  /**
   * One of the specification's documented public forms: a body without `consent` is stored with
   * `consent: 'implied-api'` (the context says so; a client cannot). The web app's tRPC calls must send `consent: true`.
   */
  impliedConsent?: true;
}

/**
 * Rate limits, by class:
 * - 'reads': the public read limit (PUBLIC_READ_LIMIT), the class of every public query unless it says otherwise;
 * - 'writes': a public write (publicWriteProcedure declares it): refused in maintenance mode, and
 *   its form counted against the per-address write limit;
 * - 'attempts': wrong passwords, codes or links are throttled per client or user.
 * Each answers 429 with Retry-After past its limit.
 */
export type RateLimit = 'reads' | 'writes' | 'attempts';

/**
 * Error statuses a procedure's own code answers, beyond those its declaration already implies
 * (400 for a validated input, 401 and 403 for a staff procedure, 404 for a REST path naming one
 * record, 429 and 503 for its rate limit): 400 for a refusal of valid input (a wrong code),
 * 401 (signing in), 404 (a record named in the body), 409 (a clash or a state that forbids the
 * call), 410 (deleted for good), 503 (a search that ran out of time).
 */
export type ErrorStatus = 400 | 401 | 404 | 409 | 410 | 503;

export interface ProcedureMeta {
  access: Access;
  rest?: RestMeta;
  /** Its answer is the same for every visitor (published content only): HTTP caches may keep it briefly, the service worker may answer it. */
  publicRead?: true;
  /**
   * What its answer shows, as cache keys (infra/cache-keys.ts): fixed ones, or made from the
   * answer (`(job: JobDto) => [jobKey(job.id), ...]`). A page or answer carries the keys of every
   * read that made it: the server keeps pages under their generations, and edge caches get them
   * as Surrogate-Key and Cache-Tag. Every public read declares them (root.ts checks); a public
   * query without them (a visitor's own session) makes the page that calls it personal.
   */
  cacheKeys?: readonly string[] | ((answer: never) => readonly string[]);
  rateLimit?: RateLimit;
  errors?: readonly ErrorStatus[];
  /**
   * Part of setting up one's own two-factor: allowed while the owner requires two-factor for the
   * team and the caller has not set it up (every other staff procedure is then refused, 403).
   */
  mfaSetup?: true;
}

/** The meta of a public procedure. */
export type PublicMeta = ProcedureMeta & { access: 'public' };
/** The meta of a staff procedure. */
export type StaffMeta = ProcedureMeta & { access: readonly StaffRole[] };

export function mayCall(access: Access | undefined, role: StaffRole | undefined): boolean {
  if (access === 'public') return true;
  return !!access && !!role && access.includes(role);
}

/** The rate limit a procedure is under: the one it declares, or the public read limit for a public query. */
export function rateLimitOf(meta: ProcedureMeta | undefined, type: 'query' | 'mutation' | 'subscription'): RateLimit | undefined {
  if (meta?.rateLimit) return meta.rateLimit;
  return meta?.access === 'public' && type === 'query' ? 'reads' : undefined;
}

/** A procedure builder that offers only `.meta()`: a procedure declares who may call it (and the rest of its contract) before anything else. */
export interface Undeclared<Meta extends ProcedureMeta, Next> {
  meta(meta: Meta): Next;
}
