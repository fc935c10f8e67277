import { StrictMode, Suspense, startTransition, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { MantineProvider } from '@mantine/core';
import '@fontsource-variable/inter';
import './styles/mantine-site.css';
// The theme's CSS variables, written at build time (scripts/theme-css.ts) instead of computed here.
import './styles/theme-variables.gen.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { theme } from './theme';
import { queryClient } from './lib/trpc';
import { router } from './router';
import { afterPageSettles } from './lib/after-page-settles';
import { lazyNamed } from './lib/lazy-named';
import { seedInitialData } from './lib/initial-data';

// What the first paint does not need loads once the page has settled: the toast container (a
// toast asked for before then shows when it mounts), the update banner, the install prompt and
// the background worker at /sw.js (production builds only).
const Notifications = lazyNamed(() => import('@mantine/notifications'), 'Notifications');
const UpdateBanner = lazyNamed(() => import('./pwa/UpdateBanner'), 'UpdateBanner');
const InstallPrompt = lazyNamed(() => import('./pwa/InstallPrompt'), 'InstallPrompt');

function AfterFirstPaint() {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      afterPageSettles(() => {
        setReady(true);
        void import('./pwa/register').then((m) => m.registerServiceWorker());
      }),
    [],
  );
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={1} autoClose={5000} containerWidth={420} />
      <UpdateBanner />
      <InstallPrompt />
    </Suspense>
  );
}

// What the server already read for this page renders without asking again.
seedInitialData();

// Head tags the server wrote for crawlers are replaced by the ones the router manages.
document.querySelectorAll('[data-server-head]').forEach((node) => node.remove());

// The first page is resolved before anything renders, so the first render is the page itself, and
// it is a transition: React builds it in slices and lets the browser breathe between them. (Rendered
// unresolved, the router resolves it after mounting and the whole page renders again in one long
// synchronous task.) Public pages resolve at once: their code is preloaded and their data is in
// the page or read in the background. The admin area only waits for its code, so its identity
// check still shows 'Verifying admin access...' while it runs.
const root = createRoot(document.getElementById('root')!);
const renderApp = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
          <AfterFirstPaint />
        </MantineProvider>
      </StrictMode>,
    ),
  );
const [firstRoutes] = router.getMatchedRoutes(window.location.pathname);
const firstPage = firstRoutes.some((route) => route.id.startsWith('/admin'))
  ? Promise.all(firstRoutes.map((route) => router.loadRouteChunk(route)))
  : router.load();
firstPage.then(renderApp, renderApp);
