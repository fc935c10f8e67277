import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { routeTree } from './routeTree.gen';
import { NotFoundPage } from './components/NotFoundPage/NotFoundPage';
import type { RouterContext } from './routes/__root';
import { deLocalizePath, localizePath } from '@app/shared/locale-paths';
import { getLocale } from './paraglide/runtime.js';

/**
 * The router, made once in the browser and once per request on the server (entry-server.tsx),
 * each with its own QueryClient: what the server reads for a page goes into that request's
 * QueryClient, is written into the page once (the SSR query integration) and fills the
 * browser's QueryClient before it hydrates, so nothing the server sent is fetched again.
 */
export function createAppRouter(context: RouterContext, options: { shell?: boolean } = {}) {
  let rendered = false;
  const router = createRouter({
    routeTree,
    context,
    // The app shell (APP_SHELL_PATH): the server renders the root document only.
    ...(options.shell ? { isShell: true } : {}),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // New pages start at the top (section 2); Back and Forward return to where the reader was. Not on
    // the first render: that is the server's page being hydrated, which the visitor may already have
    // scrolled (or the browser restored on a reload); moving it then would jump.
    scrollRestoration: () => {
      const hydrating = !rendered;
      rendered = true;
      return !hydrating;
    },
    defaultNotFoundComponent: NotFoundPage,
    // French pages (/fr/emplois/1) are their English routes (/jobs/1) read in French: the address
    // is read as the English path, and every link a French page draws is written in French.
    rewrite: {
      input: ({ url }) => {
        url.pathname = deLocalizePath(url.pathname);
        return url;
      },
      output: ({ url }) => {
        url.pathname = localizePath(url.pathname, getLocale());
        return url;
      },
    },
  });
  setupRouterSsrQueryIntegration({ router, queryClient: context.queryClient });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
