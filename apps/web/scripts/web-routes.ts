/**
 * The paths of the web app's routes, read in each build (and each Vite dev server or test run)
 * from the route tree the router's Vite plugin has just written (src/routeTree.gen.ts, which it
 * keeps from the route files before any module is loaded), as the module 'virtual:web-routes'
 * (WEB_ROUTE_PATHS). That one list decides on the server which paths are pages and which pages the
 * sitemap lists (the server bundle exports it: entry-server.tsx, routePaths; the server's build
 * writes it beside the bundle too, build-output.ts ROUTES_FILE), and which page loads the service
 * worker may answer with the app shell. Made in the build that uses it, it is never a build behind
 * the routes (src/web-routes-build.test.ts).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export const WEB_ROUTES_MODULE = 'virtual:web-routes';
const RESOLVED_ID = `\0${WEB_ROUTES_MODULE}`;

/** '/jobs/' -> '/jobs' ('/' stays). */
function withoutTrailingSlash(path: string): string {
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}

/** The quoted paths of the route tree's `fullPaths: | '/' | '/jobs' …` union, as written. */
function fullPathsUnion(routeTree: string): string[] | undefined {
  const start = routeTree.search(/\bfullPaths:/);
  if (start < 0) return undefined;
  const paths: string[] = [];
  let at = start + 'fullPaths:'.length;
  for (;;) {
    while (at < routeTree.length && ' \t\r\n|'.includes(routeTree[at]!)) at += 1;
    if (routeTree[at] !== "'") break;
    const close = routeTree.indexOf("'", at + 1);
    if (close < 0) break;
    paths.push(routeTree.slice(at + 1, close));
    at = close + 1;
  }
  return paths.length > 0 ? paths : undefined;
}

/** The full paths of the route tree ('/jobs/$jobId'), without trailing slashes, sorted. */
export function routePaths(routeTree: string): string[] {
  const union = fullPathsUnion(routeTree);
  if (!union) throw new Error('no fullPaths union in the route tree');
  const paths = union.map(withoutTrailingSlash);
  return [...new Set(paths)].sort();
}

export function webRoutesSource(paths: string[]): string {
  return `/** Every route of the web app, as the router names it ($param for a path parameter). */
export const WEB_ROUTE_PATHS = ${JSON.stringify(paths)};
`;
}

/**
 * Serves 'virtual:web-routes' from `routeTreeFile`, and writes the list as JSON into the build's
 * output as `options.emit` when given (for readers that render nothing: they need not load the
 * bundle). Give each build its own instance (the service worker's build is a separate one).
 */
export function webRoutes(routeTreeFile: string, options: { emit?: string } = {}): Plugin {
  const read = () => routePaths(readFileSync(routeTreeFile, 'utf8'));
  return {
    name: 'web-routes',
    resolveId: (id) => (id === WEB_ROUTES_MODULE ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // In development a route added while the server runs rewrites the tree: the list is read again.
      this.addWatchFile(routeTreeFile);
      return webRoutesSource(read());
    },
    generateBundle() {
      if (options.emit) this.emitFile({ type: 'asset', fileName: options.emit, source: `${JSON.stringify(read(), null, 2)}\n` });
    },
  };
}
