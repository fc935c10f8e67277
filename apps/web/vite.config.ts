import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }),
    react(),
    // The background worker at /sw.js (src/sw.ts, Workbox) and the web app manifest. The page
    // registers the worker itself (src/pwa/register.ts), in production builds only.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      includeAssets: ['favicon.ico', 'favicon.svg', 'apple-touch-icon.png', 'logo.svg'],
      manifest: {
        id: '/',
        name: 'Northline Workforce Solutions',
        short_name: 'Northline',
        description: 'Staffing, warehouse services and transportation across Canada. Find jobs, post jobs and request quotes.',
        lang: 'en-CA',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait-primary',
        theme_color: '#0B2545',
        background_color: '#FFFFFF',
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,ico,png,svg,webmanifest,woff2}'],
        // Article and social images are cached when first shown (stale-while-revalidate), not up front.
        globIgnores: ['images/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
      disable: Boolean(process.env.VITEST),
    }),
    // .br and .gz beside every text asset, at the strongest settings (built once, served as-is by
    // the API's static plugin with `preCompressed`); answers written per request are compressed on the fly.
    compression({
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
    }),
  ],
  server: {
    port: 5173,
    // Crawler and feed documents are written by the API too (apps/api/src/plugins/feeds.ts).
    proxy: {
      '/trpc': apiTarget,
      '/api': apiTarget,
      '/robots.txt': apiTarget,
      '/sitemap.xml': apiTarget,
      '/sitemaps': apiTarget,
      '/jobs/feed.xml': apiTarget,
      '/blog/feed.xml': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // The page's HTML preloads the entry's imports; at run time no modulepreload links are added for
    // lazy chunks (Vite's helper spent 100+ ms of a phone's main thread appending them), only their CSS.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css'))),
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // jsdom tests share two cores with lint, typecheck and build under turbo on CI.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
