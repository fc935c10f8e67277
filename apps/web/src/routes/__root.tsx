import { HeadContent, Outlet, createRootRouteWithContext, useRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Trpc } from '../lib/trpc';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

function Root() {
  const router = useRouter();
  // Every route change starts at the top of the page.
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (event.pathChanged) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      }),
    [router],
  );
  return (
    <>
      <HeadContent />
      <Outlet />
    </>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});
