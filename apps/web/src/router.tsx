import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { queryClient, trpc } from './lib/trpc';
import { NotFoundPage } from './components/NotFoundPage/NotFoundPage';

export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { queryClient, trpc },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // New pages start at the top (section 2); Back and Forward return to where the reader was.
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
  });
}

export const router = createAppRouter();

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
