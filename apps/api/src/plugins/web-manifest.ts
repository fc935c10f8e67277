import type { FastifyInstance } from 'fastify';
import { type Orm, findSiteSettings } from '@app/db';
import { companyDetails } from '@app/shared/company';

/**
 * GET /manifest.webmanifest: the web app manifest, named from Site Settings (the company's name
 * and description), so an installed app carries the name the admin set, not the build's. Always
 * revalidated (`no-cache`): a changed name is seen on the next visit.
 */
export default async function webManifestRoutes(app: FastifyInstance, { orm }: { orm: Orm }) {
  app.get('/manifest.webmanifest', async (_request, reply) => {
    const settings = await findSiteSettings(orm.em.fork());
    const company = companyDetails(settings);
    const manifest = {
      id: '/',
      name: company.name,
      short_name: company.shortName,
      description: company.description,
      lang: 'en-CA',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait-primary',
      theme_color: '#0B2545',
      background_color: '#FFFFFF',
      categories: ['business', 'productivity'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    };
    return reply.type('application/manifest+json; charset=utf-8').header('cache-control', 'no-cache').send(JSON.stringify(manifest));
  });
}
