import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import './styles/mantine-site.css';
// The theme's CSS variables, written at build time (scripts/theme-css.ts) instead of computed here.
import './styles/theme-variables.gen.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { queryClient, trpc } from './lib/trpc';
import { createAppRouter } from './router';
import { browserOrigin } from './lib/origin';
import { localeOfPath } from '@app/shared/locale-paths';
import { setLocale } from './paraglide/runtime.js';

// The page's language, from its path (French under /fr/), before anything draws a text.
setLocale(localeOfPath(window.location.pathname), { reload: false });

/**
 * The browser's side of the server-rendered page: the same router, filled with what the server
 * read (its dehydrated state), hydrates the document the server wrote. The first render is a
 * transition, so React hydrates in slices and lets the browser breathe between them. The router is
 * made in a task of its own, after this module has run: making it (reading the location, building
 * the route tree) was half of one 25-45 ms task on this machine, four times that on a phone.
 */
setTimeout(() => {
  const router = createAppRouter({ queryClient, trpc, origin: browserOrigin() });
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  });
}, 0);
