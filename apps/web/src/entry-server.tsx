import { RouterServer, createRequestHandler, renderRouterToStream } from '@tanstack/react-router/ssr/server';
import type { Manifest } from '@tanstack/react-router';

type ServerManifest = Parameters<typeof createRequestHandler>[0]['getRouterManifest'] extends (() => infer M) | undefined ? Awaited<M> : never;
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter as ApiRouter, Context as ApiContext } from '@app/trpc';
import { createQueryClient } from './lib/trpc';
import { createAppRouter } from './router';
import { serverSectionsLoaded } from './lib/lazy-named';

export interface RenderOptions {
  /** The page asked for (its URL, method and headers). */
  request: Request;
  /** The API's procedures and a context for this request: the page's data is read through them, in process. */
  appRouter: ApiRouter;
  createContext: () => ApiContext | Promise<ApiContext>;
  /** The site's origin for absolute links (PUBLIC_URL, or the request's allowed host). */
  origin: string;
  /** The client build's entry script, stylesheets and preloads (from Vite's manifest). */
  manifest: Manifest;
  /** The nonce the page's Content-Security-Policy allows inline scripts by (the router's state). */
  nonce: string;
  /** The app shell: the root document with the scripts and no page (see APP_SHELL_PATH). */
  shell?: boolean;
}

/**
 * Renders the page for `request`, streamed: the router loads the matched routes (their loaders read
 * through the procedures into a QueryClient of this request only), React renders the document, and
 * the router writes its state and the QueryClient's answers into the page for the browser to
 * hydrate from. The status is the router's (404 for a path or record it does not know) unless a
 * page asked for another (a deleted job: 410).
 */
export async function render(options: RenderOptions): Promise<Response> {
  await serverSectionsLoaded();
  const response: { status?: number } = {};
  const handler = createRequestHandler({
    request: options.request,
    createRouter: () => {
      const queryClient = createQueryClient();
      const trpc = createTRPCOptionsProxy({ router: options.appRouter, ctx: options.createContext, queryClient });
      return createAppRouter({ queryClient, trpc, origin: options.origin, response }, { nonce: options.nonce, shell: options.shell });
    },
    getRouterManifest: () => options.manifest as ServerManifest,
  });
  const rendered = await handler(({ request, responseHeaders, router }) =>
    renderRouterToStream({ request, responseHeaders, router, children: <RouterServer router={router} /> }),
  );
  if (response.status && rendered.status === 200) return new Response(rendered.body, { status: response.status, headers: rendered.headers });
  return rendered;
}
