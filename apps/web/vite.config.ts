import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_SHELL_PATH } from '@app/shared/web-routes';
import { CLIENT_DIR, ROUTES_FILE, SERVER_ENTRY_FILE, SSR_DIR } from './build-output.ts';
import { webRoutes } from './scripts/web-routes.ts';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * The Mantine components the public pages use (named in `import { … } from '@mantine/core'` in any
 * source file outside the admin area), with Mantine's styling core: one chunk for the public
 * site's UI kit instead of one small chunk per component. Components only the admin area uses keep
 * their own chunks.
 */
function publicMantineComponents(): Set<string> {
  const src = fileURLToPath(new URL('./src', import.meta.url));
  const names = new Set<string>();
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !file.includes('.test.') && !file.split(sep).includes('admin'),
  );
  for (const file of files) {
    const code = readFileSync(join(src, file), 'utf8');
    for (const statement of code.split('import ').slice(1)) {
      const end = statement.indexOf(';');
      const text = end < 0 ? statement : statement.slice(0, end);
      if (!text.endsWith("from '@mantine/core'")) continue;
      const open = text.indexOf('{');
      const close = text.indexOf('}');
      if (open < 0 || close < open) continue;
      for (const name of text.slice(open + 1, close).split(',')) {
        const imported = name.trim().split(' ')[0];
        if (imported && imported !== 'type') names.add(imported);
      }
    }
  }
  return names;
}
/** Components only dialogs, drawers and menus use: they load with those (after a click), not with the page. */
const OPENED_LATER = new Set([
  'Modal',
  'ModalBase',
  'Drawer',
  'Select',
  'Autocomplete',
  'MultiSelect',
  'Combobox',
  'Popover',
  'Menu',
  'Tooltip',
  'FileInput',
  'Notification',
  'Dialog',
  'ScrollArea',
  'FocusTrap',
  'Portal',
]);
const PUBLIC_MANTINE = new Set([...publicMantineComponents()].filter((name) => !OPENED_LATER.has(name)));
function isPublicMantineModule(id: string): boolean {
  const at = id.lastIndexOf(`@mantine${sep}core${sep}esm${sep}`);
  if (at < 0) return false;
  const [area, component] = id.slice(at + '@mantine/core/esm/'.length).split(sep);
  return area !== 'components' || (component !== undefined && PUBLIC_MANTINE.has(component));
}

/** The router's plugin writes the route tree here; the route list is read from it. */
const ROUTE_TREE_FILE = fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The server writes a page's stylesheets into its head (scripts/router-manifest.ts): the router's
    // head in the browser then keeps that <style> as it is instead of rendering it again. The router
    // reads this switch from process.env, which `define` does not reach inside dependencies here.
    {
      name: 'router-inline-css',
      transform(code: string, id: string) {
        if (!id.includes('@tanstack') || !code.includes('process.env.TSS_INLINE_CSS_ENABLED')) return null;
        return { code: code.replaceAll('process.env.TSS_INLINE_CSS_ENABLED', '"true"'), map: null };
      },
    },
    // The server's build keeps every route in one module: each lazy section it renders is loaded at start-up (lib/lazy-named.tsx).
    tanstackRouter({ target: 'react', autoCodeSplitting: !isSsrBuild, routesDirectory: './src/routes', generatedRouteTree: ROUTE_TREE_FILE }),
    // The route list ('virtual:web-routes'), from the tree the router's plugin has just written; the
    // server's build writes it beside its bundle too (ROUTES_FILE).
    webRoutes(ROUTE_TREE_FILE, isSsrBuild ? { emit: ROUTES_FILE } : {}),
    react(),
    // The background worker at /sw.js (src/sw.ts, Workbox) and the web app manifest. The page
    // registers the worker itself (src/pwa/register.ts), in production builds only.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      includeAssets: ['favicon.ico', 'favicon.svg', 'apple-touch-icon.png', 'logo.svg'],
      // The web app manifest is the server's (GET /manifest.webmanifest, apps/api/src/plugins/web-manifest.ts),
      // named from Site Settings.
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,ico,png,svg,webmanifest,woff2}'],
        // Article and social images are cached when first shown (stale-while-revalidate), not up front.
        globIgnores: ['images/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // The worker's own build (src/sw.ts): its offline rules read the route list.
        buildPlugins: { vite: [webRoutes(ROUTE_TREE_FILE)] },
        // The app shell the server renders (APP_SHELL_PATH): its revision changes with the build's files.
        manifestTransforms: [
          (entries) => {
            const revision = createHash('sha256')
              .update(entries.map((entry) => `${entry.url} ${entry.revision ?? ''}`).join('\n'))
              .digest('hex')
              .slice(0, 16);
            return { manifest: [...entries, { url: APP_SHELL_PATH, revision, size: 0 }], warnings: [] };
          },
        ],
      },
      devOptions: { enabled: false },
      // The server bundle (entry-server.tsx) has no worker of its own.
      disable: Boolean(process.env.VITEST) || Boolean(isSsrBuild),
    }),
    // .br and .gz beside every text asset, at the strongest settings (built once, served as-is by
    // the API's static plugin with `preCompressed`); answers written per request are compressed on the fly.
    isSsrBuild
      ? null
      : compression({
          include: /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/,
          threshold: 1024,
          algorithms: [defineAlgorithm('gzip', { level: 9 }), defineAlgorithm('brotliCompress')],
        }),
  ],
  build: isSsrBuild
    ? {
        // The server's side of the pages (entry-server.tsx), imported by the API (apps/api/src/plugins/static.ts).
        target: 'node24',
        // Beside dist (never inside it: dist is served to browsers).
        outDir: SSR_DIR,
        copyPublicDir: false,
        sourcemap: false,
        rollupOptions: { input: 'src/entry-server.tsx', output: { entryFileNames: SERVER_ENTRY_FILE } },
      }
    : {
        target: 'es2022',
        outDir: CLIENT_DIR,
        sourcemap: false,
        // The client build: entry-client.tsx, with the manifest the server reads for the page's scripts and styles.
        manifest: true,
        rollupOptions: {
          input: 'src/entry-client.tsx',
          output: {
            // A first load fetches a few chunks instead of dozens of small ones (each one a round trip on
            // a phone's connection): the framework in one, the UI kit in another. Everything else keeps
            // the automatic splitting (each route's code, dialogs and the admin area load when needed).
            codeSplitting: {
              groups: [
                // React apart from the router and data libraries: each chunk is evaluated in a task of its own (see afterFirstPaint).
                { name: 'react', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/, priority: 31 },
                { name: 'framework', test: /[\\/]node_modules[\\/](?:@tanstack|@trpc|seroval|seroval-plugins)[\\/]/, priority: 30 },
                { name: 'icons', test: /[\\/]node_modules[\\/]@tabler[\\/]icons-react[\\/]/, priority: 25 },
                { name: 'ui', test: (id: string) => isPublicMantineModule(id), priority: 20 },
              ],
            },
          },
        },
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
    // jsdom tests share two cores with lint, typecheck and build under turbo on CI, sometimes with
    // other work too: a form test of 4 s idle took over 30 s at a load of 14. The limits catch a
    // hang; they do not measure speed.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
}));
