import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HEAD_MARKER, fillMarkers, withServerHead } from './server-head.ts';
import { isWebPagePath } from '@app/validators';
import { heroPreload } from './preload.ts';
import { fileURLToPath } from 'node:url';

export const MEDIA_DIR = fileURLToPath(new URL('../../public', import.meta.url));

/**
 * Routes of the web app (from its router: see @app/validators web-routes). Other paths still get
 * the app (it shows its 404 page) but with status 404.
 */
export function isWebRoute(pathname: string): boolean {
  return isWebPagePath(pathname);
}

/** /api/public/*: the hero media, with range requests and long cache lifetimes. */
export async function mediaPlugin(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/api/public/',
    decorateReply: false,
    acceptRanges: true,
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000'),
  });
}

/**
 * The built web app: hashed assets cached for a year, everything else revalidated, and the
 * app's index.html for every page route (the client router renders it).
 */
export async function webPlugin(app: FastifyInstance, opts: { distDir: string }) {
  const indexFile = path.join(opts.distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (!hasBuild) app.log.warn(`No web build at ${opts.distDir}: run 'pnpm build' (pnpm start does it for you).`);
  let indexHtml: string | undefined;
  const loadIndex = async () => (indexHtml ??= await readFile(indexFile, 'utf8'));

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset: sent as they are when accepted.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const inDist = (folder: string) => filePath.includes(`${path.sep}${folder}${path.sep}`);
        // Hashed names: a new build makes new names. Images and icons keep their names: a day,
        // then revalidated in the background. Anything else (sw.js, the manifest) always revalidated.
        const policy = inDist('assets')
          ? 'public, max-age=31536000, immutable'
          : inDist('images') || inDist('icons')
            ? 'public, max-age=86400, stale-while-revalidate=604800'
            : 'no-cache';
        res.header('cache-control', policy);
      },
    });
  }

  return {
    /** Sends the app shell for a page request; 404 status when no route matches. */
    async sendApp(pathname: string, reply: import('fastify').FastifyReply) {
      if (!hasBuild) {
        return reply.code(503).type('text/plain; charset=utf-8').send("The web app has not been built yet. Run 'pnpm build', or start with 'pnpm start'.");
      }
      const found = isWebRoute(pathname);
      // The hero preload goes just before the marker, which stays for withServerHead.
      const shell = fillMarkers(await loadIndex(), { [HEAD_MARKER]: `${found ? heroPreload(pathname) : ''}${HEAD_MARKER}` });
      const page = await withServerHead(shell, reply.request, pathname, !found);
      return (
        reply
          .code(page.status ?? (found ? 200 : 404))
          .type('text/html; charset=utf-8')
          // The HTML carries answers read for this request (a pending job for an admin): never shared.
          .header('cache-control', reply.request.session.get('sid') ? 'private, no-cache' : 'no-cache')
          .send(page.html)
      );
    },
  };
}
