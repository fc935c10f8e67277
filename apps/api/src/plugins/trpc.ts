import type { FastifyInstance } from 'fastify';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { MAINTENANCE_RETRY_AFTER_SECONDS, appRouter, type AppRouter } from '@app/trpc';

/** Serves the typed procedures under /trpc, with the same context the REST layer builds. */
export async function trpcPlugin(app: FastifyInstance) {
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => app.contextFor(req),
      onError({ error, path, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error, path }, 'procedure failed');
      },
      responseMeta: ({ errors }) => ({
        headers: {
          'cache-control': 'no-store',
          // Maintenance mode refuses public writes with 503: say when to come back.
          ...(errors.some((e) => e.code === 'SERVICE_UNAVAILABLE') ? { 'retry-after': String(MAINTENANCE_RETRY_AFTER_SECONDS) } : {}),
        },
      }),
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
}
