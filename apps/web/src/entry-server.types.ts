/**
 * What the server bundle (dist-ssr/entry-server.js, built from entry-server.tsx) exports: the types
 * of this package's "./server" export, which the API imports the bundle by. entry-server.tsx is
 * checked against it (entry-server.types.test.ts), so a change on either side fails a typecheck
 * instead of a page at run time.
 *
 * It imports packages only, never the app's modules: the API's typecheck reads this file with its
 * own settings (Node's module resolution), and the app's sources need the bundler's.
 */
import type { Manifest } from '@tanstack/react-router';
import type { AppRouter as ApiRouter, Context as ApiContext } from '@app/trpc';

export interface RenderOptions {
  /** The page asked for (its URL, method and headers). */
  request: Request;
  /** The API's procedures and a context for this request: the page's data is read through them, in process. */
  appRouter: ApiRouter;
  createContext: () => ApiContext | Promise<ApiContext>;
  /** The site's origin for absolute links (PUBLIC_URL, or the request's allowed host). */
  origin: string;
  /** The client build's entry script, stylesheets and preloads (from Vite's manifest). */
  manifest: Manifest;
  /** The app shell: the root document with the scripts and no page (see APP_SHELL_PATH). */
  shell?: boolean;
}

/**
 * Renders the page for `request`; the status is the router's (404 for a path or record it does not
 * know) unless a page asked for another (a deleted job: 410).
 */
export declare function render(options: RenderOptions): Promise<Response>;

/**
 * Every route of the web app, as its router names them ('/jobs/$jobId'), from the route tree of
 * the same build: which paths are pages and which the sitemap lists (webPages in @app/shared/web-routes).
 */
export declare const routePaths: readonly string[];
