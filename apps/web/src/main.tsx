import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { theme } from './theme';
import { queryClient } from './lib/trpc';
import { router } from './router';
import { registerServiceWorker } from './pwa/register';
import { UpdateBanner } from './pwa/UpdateBanner';
import { InstallPrompt } from './pwa/InstallPrompt';

// Head tags the server wrote for crawlers are replaced by the ones the router manages.
document.querySelectorAll('[data-server-head]').forEach((node) => node.remove());

// The background worker at /sw.js (production builds only).
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="top-right" limit={1} autoClose={5000} containerWidth={420} />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
      <UpdateBanner />
      <InstallPrompt />
    </MantineProvider>
  </StrictMode>,
);
