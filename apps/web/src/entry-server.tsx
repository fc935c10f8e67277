import { RouterServer, createRequestHandler, renderRouterToStream } from '@tanstack/react-router/ssr/server';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { createQueryClient } from './lib/trpc';
import { createAppRouter } from './router';
import { serverSectionsLoaded } from './lib/lazy-named';
import type { RenderOptions } from './entry-server.types';
import { AsyncLocalStorage } from 'node:async_hooks';
import { localeOfPath, type Locale } from '@app/shared/locale-paths';
import { overwriteServerAsyncLocalStorage } from './paraglide/runtime.js';

export type { RenderOptions };
/** The paths of the routes this bundle renders: the server's list of pages and the sitemap's (see scripts/web-routes.ts). */
export { WEB_ROUTE_PATHS as routePaths } from 'virtual:web-routes';

type ServerManifest = Parameters<typeof createRequestHandler>[0]['getRouterManifest'] extends (() => infer M) | undefined ? Awaited<M> : never;

/**
 * Renders the page for `request`, streamed: the router loads the matched routes (their loaders read
 * through the procedures into a QueryClient of this request only), React renders the document, and
 * the router writes its state and the QueryClient's answers into the page for the browser to
 * hydrate from. The status is the router's (404 for a path or record it does not know) unless a
 * page asked for another (a deleted job: 410).
 */
export async function render(options: RenderOptions): Promise<Response> {
  const store: LocaleStore = { locale: localeOfPath(new URL(options.request.url).pathname) };
  const response = await localeStorage.run(store, () => renderInLocale(options));
  return response.body ? new Response(inLocale(response.body, store), response) : response;
}

/**
 * The language of the page each request draws: every message read while it renders (the loaders,
 * React's rendering, late sections) is in the language of that request's path, whatever other
 * requests render meanwhile. Paraglide reads the language from this store on the server.
 */
interface LocaleStore {
  locale: Locale;
}
const localeStorage = new AsyncLocalStorage<LocaleStore>();
overwriteServerAsyncLocalStorage(localeStorage as unknown as Parameters<typeof overwriteServerAsyncLocalStorage>[0]);

/**
 * The page's stream, each read of it made in the request's language: React renders the rest of a
 * streamed page when the server reads on, from outside the call that started it.
 */
function inLocale(body: ReadableStream<Uint8Array>, store: LocaleStore): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    pull: (controller) =>
      localeStorage.run(store, async () => {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      }),
    cancel: (reason) => reader.cancel(reason),
  });
}

async function renderInLocale(options: RenderOptions): Promise<Response> {
  await serverSectionsLoaded();
  const response: { status?: number } = {};
  const handler = createRequestHandler({
    request: options.request,
    createRouter: () => {
      const queryClient = createQueryClient();
      const trpc = createTRPCOptionsProxy({ router: options.appRouter, ctx: options.createContext, queryClient });
      return createAppRouter({ queryClient, trpc, origin: options.origin, response }, { shell: options.shell });
    },
    getRouterManifest: () => options.manifest as ServerManifest,
  });
  let inlined: string[] = [];
  const rendered = await handler(async ({ request, responseHeaders, router }) => {
    const stream = await renderRouterToStream({ request, responseHeaders, router, children: <RouterServer router={router} /> });
    inlined = inlinedStylesheets(options.manifest as ServerManifest, router.state.matches);
    return stream;
  });
  const body = rendered.body && inlined.length ? rendered.body.pipeThrough(markStylesheetsPresent(inlined)) : rendered.body;
  return new Response(body, { status: response.status && rendered.status === 200 ? response.status : rendered.status, headers: rendered.headers });
}

/**
 * The matches the server draws, as the router counts them when it writes their styles: up to the
 * first one that is not ready. A route drawn in the browser only (the admin area, `ssr: false`)
 * is still pending here, and neither it nor the routes below it have their styles in the page.
 */
function renderedMatches<M extends { status: string }>(matches: M[]): M[] {
  const end = matches.findIndex((match) => match.status !== 'success' || (match as { _notFound?: unknown })._notFound) + 1;
  return end && end < matches.length ? matches.slice(0, end) : matches;
}

/**
 * The stylesheets of the drawn routes, whose text the router writes into the page (one <style>).
 * Only those: a stylesheet marked present but not written (an admin screen's) would never load.
 */
function inlinedStylesheets(manifest: ServerManifest, matches: { routeId: string; status: string }[]): string[] {
  if (!manifest.inlineCss) return [];
  const hrefs = renderedMatches(matches)
    .flatMap((match) => manifest.routes[match.routeId]?.css ?? [])
    .map((link) => (typeof link === 'string' ? link : link.href));
  return [...new Set(hrefs)].filter((href) => href in manifest.inlineCss!.styles);
}

const INLINE_CSS_MARK = 'data-tsr-inline-css';

/** The type of the marker links: not a style sheet language, so no browser fetches them. */
const INLINED_STYLESHEET_TYPE = 'text/x-inlined-css';

/**
 * Marks the stylesheets written into the page as present: a <link rel=stylesheet> for each, in the
 * head just before the <style> that holds their text, that no browser fetches or applies. Vite's
 * loader for a lazy chunk looks for a stylesheet link with the chunk's CSS (by rel and href only)
 * and, finding none, would fetch and apply the same CSS again while the page hydrates: a restyle and
 * relayout of the whole page on a phone. Written by the server, the links are there before the
 * first style pass; added by a script, each one made the browser restyle the whole page once more.
 * React leaves tags it did not render in the head alone when it hydrates.
 *
 * `disabled` alone is not enough: Chromium 149 to 152 (150 was Debian's for a while) fetch a
 * disabled stylesheet link from the markup anyway (the request's initiator is the parser), 6 to 8
 * needless requests on every first page. A `type` that is no style sheet language is the older rule
 * every engine keeps, in its parser and its preload scanner alike: such a link is never fetched
 * (HTML: "if the type attribute's value is not a supported styling language, do not fetch").
 */
function markStylesheetsPresent(hrefs: string[]): TransformStream<Uint8Array, Uint8Array> {
  const links = hrefs.map((href) => `<link rel="stylesheet" type="${INLINED_STYLESHEET_TYPE}" href="${href.replace(/[&"<>]/g, '')}" disabled>`).join('');
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  let done = false;
  return new TransformStream({
    transform(chunk, controller) {
      if (done) return controller.enqueue(chunk);
      pending += decoder.decode(chunk, { stream: true });
      const mark = pending.indexOf(INLINE_CSS_MARK);
      const at = mark >= 0 ? pending.lastIndexOf('<style', mark) : -1;
      if (at >= 0) {
        controller.enqueue(encoder.encode(pending.slice(0, at) + links + pending.slice(at)));
      } else if (pending.includes('</head>')) {
        controller.enqueue(encoder.encode(pending));
      } else return;
      done = true;
      pending = '';
    },
    flush(controller) {
      pending += decoder.decode();
      if (pending) controller.enqueue(encoder.encode(pending));
    },
  });
}
