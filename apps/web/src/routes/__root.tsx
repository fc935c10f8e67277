import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from '../lib/trpc';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

function Root() {
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
