import type { FastifyInstance, FastifyReply } from 'fastify';
// The interactive reference at /api/docs. A dependency because it ships the whole reference UI
// (Scalar's browser bundle, served from this origin: no CDN, nothing outside 'self' in the CSP).
import scalarApiReference from '@scalar/fastify-api-reference';
import { type Orm, findSiteSettings } from '@app/db';
import { companyDetails } from '@app/shared/company';
import { buildOpenApiDocument, openApiTitle } from './document.ts';
import { allowScripts, inlineScriptSources } from '../../plugins/csp.ts';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** Lets the page's own inline scripts run: the reference page starts Scalar from one inline script. */
function allowOwnInlineScripts(reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
  const csp = reply.getHeader('content-security-policy');
  const hashes = inlineScriptSources(payload);
  if (typeof csp === 'string' && hashes.length > 0) reply.header('content-security-policy', allowScripts(csp, hashes));
}

export interface OpenApiRoutesOptions {
  sessionCookie: string;
  /** Where the company's name is read (Site Settings): the document's title. */
  orm?: Orm;
}

/** GET /api/openapi.json (the generated document) and GET /api/docs (its interactive reference). */
export default async function openApiRoutes(app: FastifyInstance, { sessionCookie, orm }: OpenApiRoutesOptions) {
  // Built on first use, then kept: the table and the schemas do not change while the process runs.
  // The title is the company's name as Site Settings have it now.
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get(OPENAPI_PATH, async (_request, reply) => {
    document ??= buildOpenApiDocument({ sessionCookie });
    const settings = orm ? await findSiteSettings(orm.em.fork()) : null;
    const body = JSON.stringify({ ...document, info: { ...document.info, title: openApiTitle(companyDetails(settings).name) } });
    return reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(body);
  });

  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply, payload) => {
      allowOwnInlineScripts(reply, payload);
      // The page is asked for afresh; the 5 MB script (same URL for a given Scalar version) is kept a while.
      const javascript = String(reply.getHeader('content-type') ?? '').includes('javascript');
      if (reply.statusCode === 200) reply.header('cache-control', javascript ? 'public, max-age=3600, stale-while-revalidate=86400' : 'no-cache');
      return payload;
    });
    await docs.register(scalarApiReference, {
      routePrefix: DOCS_PATH,
      logLevel: 'warn',
      configuration: {
        url: OPENAPI_PATH,
        pageTitle: 'REST API reference',
        // Nothing beyond this origin: system fonts, no telemetry, no AI agent, no Scalar toolbar.
        withDefaultFonts: false,
        telemetry: false,
        agent: { disabled: true },
        showDeveloperTools: 'never',
      },
    });
  });
}
