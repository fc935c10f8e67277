import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAINTENANCE_RETRY_AFTER_SECONDS, blockedByMaintenance } from '@app/trpc';
import { isAdminPath, type WebPages } from '@app/shared/web-routes';

/**
 * While maintenance mode is on, the app shell of a public page is answered with 503 and
 * Retry-After for everyone but a signed-in admin, so crawlers keep the pages they indexed instead
 * of the maintenance page the web app shows. /healthz, assets, media and the API are untouched
 * (public writes are refused by the procedures themselves).
 */
export function registerMaintenanceGate(app: FastifyInstance, pages: () => Promise<WebPages>, wrotePage: (request: FastifyRequest) => boolean) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    // A page the web app wrote has its status already: its render read the flag (503 and the
    // maintenance page; see plugins/static.ts), one read of the settings fewer per page.
    if (wrotePage(request)) return payload;
    if (reply.statusCode !== 200) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const pathname = request.url.split('?')[0] ?? '/';
    // A public page of the web app: the admin area is never behind the maintenance page.
    if (isAdminPath(pathname) || !(await pages()).isPublicPagePath(pathname)) return payload;
    try {
      if (await blockedByMaintenance(app.contextFor(request))) {
        reply.code(503).header('retry-after', String(MAINTENANCE_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
      }
    } catch (error) {
      // The page still works without the flag: the web app asks for it again.
      request.log.warn({ err: error }, 'could not read the maintenance flag');
    }
    return payload;
  });
}
