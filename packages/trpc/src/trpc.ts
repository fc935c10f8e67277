import { initTRPC, TRPCError } from '@trpc/server';
import { UniqueConstraintViolationException, type EntityManager, type EntityName, type FilterQuery } from '@app/db';
import { ZodError } from 'zod';
import { MFA_MESSAGES, MFA_SETUP_REQUIRED } from '@app/shared/mfa-codes';
import { FORBIDDEN_MESSAGE } from '@app/shared/roles';
import type { Context } from './context.ts';
import { getAdmin } from './auth.ts';
import { isDatabaseUnavailable, serviceUnavailable } from './infra/unavailable.ts';
import { countHit, tryAgainIn } from './infra/rate-limits.ts';
import { READ_WINDOW_MS } from './infra/read-limiter.ts';
import { tooManyRequests } from './infra/retry-after.ts';
import { codedError, errorCodeOf } from './infra/error-codes.ts';
import { isMfaRequired } from './features/staff/mfa.ts';
import { mayCall, rateLimitOf, type ProcedureMeta, type PublicMeta, type StaffMeta, type Undeclared } from './procedure-meta.ts';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** The zod issues behind a validation error, when it is one. */
export function zodIssuesOf(error: { cause?: unknown }) {
  return error.cause instanceof ZodError ? error.cause.issues : undefined;
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const issues = zodIssuesOf(error);
      const message = issues?.[0]?.message ?? (error.code === 'INTERNAL_SERVER_ERROR' ? GENERIC_ERROR_MESSAGE : shape.message);
      const { stack: _stack, ...data } = shape.data;
      // A refusal with a code of its own (MFA_REQUIRED, MFA_SETUP_REQUIRED) says it in data.errorCode.
      const errorCode = errorCodeOf(error);
      return { ...shape, message, data: { ...data, issues: issues ?? null, ...(errorCode ? { errorCode } : {}) } };
    },
  });

/**
 * Database failures that reach a procedure: a unique clash is the caller's (409); an outage (the
 * server stopping, restarting or out of reach) is 503 with Retry-After, never a 500.
 */
const mapDatabaseErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof UniqueConstraintViolationException) {
    throw new TRPCError({ code: 'CONFLICT', message: 'A record with the same unique value already exists.', cause: result.error.cause });
  }
  if (!result.ok && result.error.code !== 'SERVICE_UNAVAILABLE' && isDatabaseUnavailable(result.error.cause ?? result.error)) {
    throw serviceUnavailable(result.error.cause ?? result.error);
  }
  return result;
});

/** What a client gets past the public read limit (HTTP 429 with Retry-After). */
export const READ_LIMIT_MESSAGE = 'Too many requests from your network.';

/**
 * The public read limit: every procedure of the 'reads' class (each public query, each procedure
 * of a tRPC batch, each REST read, the job feed) counts one against the client (`ctx.clientKey`)
 * in PostgreSQL, shared by every instance; past `limits.publicReadsPerMinute` a minute the answer
 * is 429 with Retry-After. A signed-in admin is not counted, nor are the reads the server makes
 * for a page it writes (`countReads: false`).
 */
const limitPublicReads = t.middleware(async ({ ctx, type, meta, next }) => {
  if (rateLimitOf(meta, type) === 'reads' && ctx.countReads && !(ctx.session.get() && (await getAdmin(ctx)))) {
    const limit = ctx.limits.publicReadsPerMinute;
    // The instance's ReadLimiter writes reads to PostgreSQL in batches; without one, each read is one upsert.
    const wait = ctx.readLimiter
      ? ctx.readLimiter.count(ctx.clientKey, limit)
      : await countHit(ctx.em, `read:${ctx.clientKey}`, READ_WINDOW_MS).then((count) => (count.hits > limit ? count.retryAfter : 0));
    if (wait > 0) throw tooManyRequests(`${READ_LIMIT_MESSAGE} ${tryAgainIn(wait)}`, wait);
  }
  return next();
});

export const router = t.router;
export const middleware = t.middleware;
export const createCallerFactory = t.createCallerFactory;
const baseProcedure = t.procedure.use(mapDatabaseErrors);

/**
 * Every staff procedure: refuses the call unless a live staff session backs the request (401),
 * then unless the procedure's `meta.access` lets that user's role call it (403), before any work.
 * A procedure that declares no roles refuses everyone. While the owner requires two-factor for the
 * team, a user without it may only set up their own (procedures with `meta.mfaSetup`; admin.me and
 * admin.logout are public procedures):
 * anything else is 403 with data.errorCode MFA_SETUP_REQUIRED (REST: {code, message}).
 */
const staffBuilder = baseProcedure.use(async ({ ctx, meta, next }) => {
  const admin = await getAdmin(ctx);
  if (!admin) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Admin authentication required' });
  const access = meta?.access;
  if (access === 'public' || !mayCall(access, admin.role)) throw new TRPCError({ code: 'FORBIDDEN', message: FORBIDDEN_MESSAGE });
  if (!admin.mfaEnabled && !meta?.mfaSetup && (await isMfaRequired(ctx))) {
    throw codedError('FORBIDDEN', MFA_SETUP_REQUIRED, MFA_MESSAGES.setupRequired);
  }
  return next({ ctx: { ...ctx, admin } });
});
/**
 * Cache keys (issue 37): a public query that succeeds adds the keys of what it answered to the
 * request's collector (ctx.cacheKeys: a page's loaders, a tRPC batch, a REST call, a feed). A
 * query without declared keys, or any mutation, makes the request's answer personal: not kept by
 * the server, `private, no-store` for every other cache.
 */
const collectCacheKeys = t.middleware(async ({ ctx, type, meta, next }) => {
  const result = await next();
  const collector = ctx.cacheKeys;
  if (!collector || !result.ok) return result;
  const declared = meta?.cacheKeys;
  if (type !== 'query' || !declared) collector.personal = true;
  else collector.add(typeof declared === 'function' ? declared(result.data as never) : declared);
  return result;
});

const publicBuilder = baseProcedure.use(limitPublicReads).use(collectCacheKeys);

/**
 * The builders before their `.meta()`, for the helpers that make procedures of them
 * (maintenance.ts, admin-procedures.ts), which hand the caller's meta on. Routers use
 * publicProcedure and adminProcedure; a procedure without meta stops the server at startup (root.ts).
 */
export const builders = { public: publicBuilder, staff: staffBuilder };

/** Builders that offer only `.meta()`: the procedure's contract comes first. */
export function declared<Meta extends ProcedureMeta, Builder extends { meta(meta: ProcedureMeta): Builder }>(builder: Builder): Undeclared<Meta, Builder> {
  return { meta: (meta) => builder.meta(meta) };
}

/** A procedure anyone may call: `publicProcedure.meta({ access: 'public', ... })`. */
export const publicProcedure = declared<PublicMeta, typeof publicBuilder>(publicBuilder);

/** A procedure of signed-in staff: `adminProcedure.meta({ access: RECRUITING, ... })` (see staffBuilder). */
export const adminProcedure = declared<StaffMeta, typeof staffBuilder>(staffBuilder);

export function notFound(message: string): never {
  throw new TRPCError({ code: 'NOT_FOUND', message });
}

/** The row of `entity` with this id; NOT_FOUND with `message` when there is none. */
export async function findOr404<T extends { id: number }>(em: EntityManager, entity: EntityName<T>, id: number, message: string): Promise<T> {
  const row = await em.findOne(entity, { id } as FilterQuery<T>);
  if (!row) notFound(message);
  return row as T;
}

/** The cause of a 'not found' that is gone for good (a deleted job): REST answers 410 Gone. */
export class Gone extends Error {}

export function gone(message: string): never {
  throw new TRPCError({ code: 'NOT_FOUND', message, cause: new Gone(message) });
}

export const isGone = (error: unknown) => error instanceof TRPCError && error.cause instanceof Gone;
