import type { FastifyInstance } from 'fastify';
import { exportOf } from '@app/trpc';
import { PRIVACY_MESSAGES } from '@app/shared/privacy';
import { toId } from '../rest/routes.ts';
import { NO_STORE } from '../plugins/http-cache.ts';
import { toHttpError } from '../rest/errors.ts';
import type { UploadStorage } from '../uploads/storage.ts';

/**
 * GET /api/privacy/exports/{id}?token=…: the download of an access request's export (a ZIP), the
 * link mailed to its person. The token is signed over the request and its file and works 7 days;
 * anything else (a forged or old token, an export the daily sweep deleted) answers 404 with the
 * same message, so the link tells nothing.
 */
export default async function privacyRoutes(app: FastifyInstance, { storage }: { storage: UploadStorage }) {
  app.get<{ Params: { id: string }; Querystring: { token?: unknown } }>('/api/privacy/exports/:id', { compress: false }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    try {
      const ctx = app.contextFor(request);
      const token = typeof request.query.token === 'string' && request.query.token.length <= 200 ? request.query.token : '';
      const found = token ? await exportOf(ctx.em, ctx, toId(request.params.id), token) : null;
      const stream = found ? await storage.open(found.key) : null;
      if (!found || !stream) return reply.code(404).send({ message: PRIVACY_MESSAGES.exportGone });
      const day = found.request.completedAt?.toISOString().slice(0, 10) ?? 'export';
      return reply
        .code(200)
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="personal-data-${day}.zip"`)
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    } catch (error) {
      const { status, body, headers } = toHttpError(error, request.log);
      if (headers) reply.headers(headers);
      return reply.code(status).header('cache-control', NO_STORE).send(body);
    }
  });
}
