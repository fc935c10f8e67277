import { Suspense, useEffect, useState } from 'react';
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import type { Trpc } from '../lib/trpc';
import { lightOnlyColorScheme, theme } from '../theme';
import { afterPageSettles } from '../lib/after-page-settles';
import { lazyNamed } from '../lib/lazy-named';
import { whileServerWaits } from '../lib/ssr';
import { currentLanguageTag, localHref, m } from '../lib/i18n';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
  /** The site's origin for absolute links: PUBLIC_URL or the request's allowed host on the server, the page's own in the browser. */
  origin: string;
  /** On the server only: the HTTP status a page asks for beyond the router's own 404 (a deleted job: 410). */
  response?: { status?: number };
}

// What the first paint does not need loads once the page has settled: the toast container (a
// toast asked for before then shows when it mounts), the update banner, the install prompt and
// the background worker at /sw.js (production builds only).
const Notifications = lazyNamed(() => import('@mantine/notifications'), 'Notifications');
const UpdateBanner = lazyNamed(() => import('../pwa/UpdateBanner'), 'UpdateBanner');
const InstallPrompt = lazyNamed(() => import('../pwa/InstallPrompt'), 'InstallPrompt');

function AfterFirstPaint() {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      afterPageSettles(() => {
        setReady(true);
        void import('../pwa/register').then((m) => m.registerServiceWorker());
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

/** The whole document, on the server and in the browser: the routes' head() tags, the page, the scripts. */
function RootDocument() {
  return (
    <html lang={currentLanguageTag()} {...mantineHtmlProps}>
      {/* The site is light only: the colour scheme is written on the element, no script needed. */}
      <head>
        <HeadContent />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="light" forceColorScheme="light" colorSchemeManager={lightOnlyColorScheme} withCssVariables={false}>
          <Outlet />
          <AfterFirstPaint />
        </MantineProvider>
        <Scripts />
      </body>
    </html>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page shows the company's details (the not-found page too, which no other route loads for).
  loader: ({ context }) => whileServerWaits(context.queryClient.prefetchQuery(context.trpc.settings.public.queryOptions())),
  head: () => ({
    meta: [
      { charSet: 'UTF-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#0B2545' },
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
      { rel: 'manifest', href: '/manifest.webmanifest' },
      // The jobs feed in the page's language (a French page names the French one).
      { rel: 'alternate', type: 'application/rss+xml', title: m.feed_jobs_title(), href: `${localHref('/jobs')}/feed.xml` },
      { rel: 'alternate', type: 'application/rss+xml', title: 'Blog', href: '/blog/feed.xml' },
    ],
  }),
  component: RootDocument,
});
