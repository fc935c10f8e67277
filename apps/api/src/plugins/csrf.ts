import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What a cross-site write gets (HTTP 403). */
export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a state-changing request comes from another site. A browser names the page that sent a
 * write in `Origin` (and, when it leaves `Origin` out, says `Sec-Fetch-Site`); the site's own
 * origin is PUBLIC_URL's, or the request's own host when PUBLIC_URL is not set. Requests with
 * neither header (curl, server-to-server REST callers) are not from a browser page and pass.
 */
export function isCrossSite(request: Pick<FastifyRequest, 'headers' | 'host'>, publicUrl?: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') {
    if (origin === 'null') return true; // sandboxed frames, data: pages, file: pages
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return true;
    }
    if (publicUrl) return parsed.origin !== new URL(publicUrl).origin;
    // The Host header, read with the origin's scheme so a default port compares equal (localhost:80 = localhost).
    try {
      return parsed.host !== new URL(`${parsed.protocol}//${request.host}`).host;
    } catch {
      return true;
    }
  }
  return request.headers['sec-fetch-site'] === 'cross-site';
}

/** Refuses every cross-site POST, PUT, PATCH and DELETE (REST, tRPC, admin and public alike) with 403. */
export function registerCsrfGuard(app: FastifyInstance, opts: { publicUrl?: string }) {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isCrossSite(request, opts.publicUrl)) return;
    const wantsTrpc = request.url.startsWith('/trpc');
    return reply
      .code(403)
      .header('cache-control', 'no-store')
      .send(
        wantsTrpc ? { error: { message: CROSS_SITE_MESSAGE, code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403 } } } : { message: CROSS_SITE_MESSAGE },
      );
  });
}
