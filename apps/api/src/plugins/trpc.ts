import type { FastifyInstance } from 'fastify';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { PUBLIC_READ_QUERIES, appRouter, retryAfterSeconds, type AppRouter } from '@app/trpc';
import { TRPC_MAX_BATCH_SIZE } from '@app/shared/constants';
import { NO_STORE, PRIVATE_NO_STORE, PUBLIC_CACHE_CONTROL, edgeKeyHeaders } from './http-cache.ts';

/** Serves the typed procedures under /trpc, with the same context the REST layer builds. */
export async function trpcPlugin(app: FastifyInstance) {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      createContext: ({ req }) => app.contextFor(req),
      onError({ error, path, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error, path }, 'procedure failed');
      },
      responseMeta: ({ errors, type, paths, ctx }) => {
        // Throttled (429) or maintenance mode (503): say when to come back (the longest wait of a batch).
        const waits = errors.map(retryAfterSeconds).filter((s) => s !== undefined);
        // A batch may be kept by HTTP caches only when every procedure in it is a public read, and
        // by shared ones (with its keys) only without a session (staff or visitor).
        const publicBatch = type === 'query' && errors.length === 0 && paths?.length && paths.every((p) => PUBLIC_READ_QUERIES.has(p)) && ctx;
        const personal = !ctx || Boolean(ctx.session.get() || ctx.candidateSession.get() || ctx.employerSession.get() || ctx.cacheKeys?.personal);
        return {
          headers: {
            ...(publicBatch && !personal ? { 'cache-control': PUBLIC_CACHE_CONTROL, ...edgeKeyHeaders(ctx.cacheKeys?.keys ?? []) } : {}),
            ...(publicBatch && personal ? { 'cache-control': PRIVATE_NO_STORE } : {}),
            ...(!publicBatch ? { 'cache-control': personal && errors.length === 0 ? PRIVATE_NO_STORE : NO_STORE } : {}),
            ...(waits.length > 0 ? { 'retry-after': String(Math.max(...waits)) } : {}),
          },
        };
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
