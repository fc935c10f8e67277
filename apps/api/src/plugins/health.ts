import type { FastifyInstance } from 'fastify';
import type { Orm } from '@app/db';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '@app/trpc';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the instance is shutting down: /api/ready answers 503 so a balancer stops sending new requests. */
    draining: boolean;
  }
}

/** How long /api/ready waits for the database before it calls it unreachable. */
export const READY_DB_TIMEOUT_MS = 2_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Probes for a load balancer or orchestrator:
 * - GET /api/health (liveness): the process answers; never touches the database, so a database
 *   outage does not get healthy instances restarted.
 * - GET /api/ready (readiness): this instance can serve now: the database answers within 2 s and
 *   the instance is not shutting down; otherwise 503 with Retry-After.
 * - GET /healthz: the older combined check (database included), kept for existing callers.
 */
export function registerHealth(app: FastifyInstance, orm: Orm) {
  app.decorate('draining', false);
  const started = Date.now();
  const databaseAnswers = async () => {
    try {
      await within(orm.em.getConnection().execute('select 1'), READY_DB_TIMEOUT_MS);
      return true;
    } catch {
      return false;
    }
  };

  app.get('/api/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000) };
  });

  app.get('/api/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.draining) {
      return reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send({ status: 'draining', database: 'not checked' });
    }
    if (!(await databaseAnswers())) {
      return reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send({ status: 'unavailable', database: 'unreachable' });
    }
    return { status: 'ready', database: 'ok' };
  });

  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    await orm.em.getConnection().execute('select 1');
    return { status: 'ok' };
  });
}
