import type { FastifyInstance } from 'fastify';
import { jobViewSource } from '@app/shared/job-stats';
import { toId } from './routes.ts';

/** The smallest transparent GIF (43 bytes). */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * GET /api/jobs/{id}/view.gif: the job page's view for browsers without JavaScript (a <noscript>
 * image; the page's beacon, POST /api/jobs/{id}/view, counts every other visit). The image's
 * Referer is the job page itself, so its source is read from the page's utm_source only: a visit
 * without one counts as direct. Counted like the beacon (same counter, cap and crawler rule);
 * never kept by a cache, so every load asks.
 */
export default async function jobViewPixelRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>('/api/jobs/:id/view.gif', async (request, reply) => {
    const jobId = toId(request.params.id);
    const counter = app.jobViews;
    if (jobId > 0 && counter && !request.session.get('sid')) {
      let utmSource: string | undefined;
      try {
        const page = request.headers.referer ? new URL(request.headers.referer) : undefined;
        utmSource = page?.searchParams.get('utm_source') ?? undefined;
      } catch {
        utmSource = undefined;
      }
      counter.record({
        jobId,
        kind: 'view',
        clientIp: request.ip,
        userAgent: String(request.headers['user-agent'] ?? ''),
        source: jobViewSource(undefined, utmSource?.slice(0, 100)),
      });
    }
    return reply.code(200).header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL);
  });
}
