import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@app/trpc';
import { TRPC_MAX_BATCH_SIZE } from '@app/shared/constants';
import { endAdminSession, isMfaSetupRequiredError, isUnauthorizedError, requireMfaSetup } from './admin-auth';

/**
 * Section 9: no automatic retries, no refetch on focus or interval, data never goes stale.
 * Every query and mutation refused for want of an admin session (revoked, timed out) ends the
 * session in this tab, in this one place (see endAdminSession); one refused because the team now
 * requires two-factor sends the user to set it up (see requireMfaSetup).
 */
export function createQueryClient() {
  const onError = (error: unknown) => {
    if (isUnauthorizedError(error)) endAdminSession(client);
    else if (isMfaSetupRequiredError(error)) requireMfaSetup(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  return client;
}

export const queryClient = createQueryClient();

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: '/trpc',
      maxItems: TRPC_MAX_BATCH_SIZE,
      // 'no-cache': public answers may be kept by HTTP caches for other callers, but the app always
      // asks the server (a job approved a second ago shows at once).
      fetch: (url, options) => fetch(url, { ...options, credentials: 'include', cache: 'no-cache' }),
    }),
  ],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type Trpc = typeof trpc;
