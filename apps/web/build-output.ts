/**
 * Where `pnpm --filter @app/web build` writes (this package's "./build" export): the browser's
 * files and the server render, for the server that serves them (apps/api) and anything else that
 * reads the build. vite.config.ts and scripts/router-manifest.ts write to these names.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package's folder (Vite's root, which the API's development mode serves from). */
export const WEB_ROOT = dirname(fileURLToPath(import.meta.url));
/** The client build: what browsers load (hashed assets, the service worker, images). */
export const CLIENT_DIR = join(WEB_ROOT, 'dist');
/** The server render, never served: the bundle and the router's manifest. */
export const SSR_DIR = join(WEB_ROOT, 'dist-ssr');
/** The server bundle in SSR_DIR (src/entry-server.tsx built; this package's "./server" export). */
export const SERVER_ENTRY_FILE = 'entry-server.js';
/** Which files each route needs in the browser, in SSR_DIR (scripts/router-manifest.ts). */
export const ROUTER_MANIFEST_FILE = 'router-manifest.json';
/** The route list of the build (the bundle's routePaths, as JSON), in SSR_DIR (scripts/web-routes.ts). */
export const ROUTES_FILE = 'routes.json';

/**
 * The paths of the built app's routes ('/jobs/$jobId'), without loading the server bundle: for
 * readers that render nothing (the browser tests). The server takes them from the bundle it renders with.
 */
export function builtRoutePaths(): string[] {
  return JSON.parse(readFileSync(join(SSR_DIR, ROUTES_FILE), 'utf8')) as string[];
}
