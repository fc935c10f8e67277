/**
 * Writes dist-ssr/router-manifest.json after the two builds: for the router's server render (the
 * API passes it to entry-server.tsx), which files each route needs in the browser, from Vite's
 * client manifest (dist/.vite/manifest.json):
 * - the root: its stylesheets, and an inline script that, once the page is painted, asks for the
 *   chunks the client entry imports at once (modulepreload links, fetched in parallel instead of one
 *   import at a time) and then the entry itself (see afterFirstPaint);
 * - every route: its stylesheets (with those of the lazy sections it imports), and the same for its
 *   component chunk (the router plugin splits each route's component into one) with the chunks that
 *   one imports, less what the root has.
 * - the text of every one of those stylesheets: the server writes a page's styles into its HTML
 *   (one <style>), so a phone paints without waiting for a stylesheet request first.
 * Usage: node scripts/router-manifest.ts (run by `build`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CLIENT_DIR, ROUTER_MANIFEST_FILE, SSR_DIR } from '../build-output.ts';

export const CLIENT_MANIFEST = join(CLIENT_DIR, '.vite/manifest.json');
export const ROUTER_MANIFEST = join(SSR_DIR, ROUTER_MANIFEST_FILE);
const ENTRY = 'src/entry-client.tsx';
const ROUTES_DIR = 'src/routes/';
const SPLIT = '?tsr-split=component';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface RouterManifest {
  routes: Record<string, { preloads?: string[]; css?: string[]; scripts?: { attrs: Record<string, string>; children?: string }[] }>;
  /** The stylesheets' text by address: the router writes a page's stylesheets into its head. */
  inlineCss?: { styles: Record<string, string> };
}

/** 'src/routes/_site/jobs/index.tsx' -> '/_site/jobs/'; 'src/routes/_site.tsx' -> '/_site' (the router's route ids). */
export function routeIdOf(file: string): string {
  const path = file.slice(ROUTES_DIR.length).replace(/\.tsx?$/, '');
  if (path === '__root') return '__root__';
  const parts = path.split('/');
  const last = parts.pop()!;
  const base = parts.length ? `/${parts.join('/')}` : '';
  if (last === 'index') return `${base}/`;
  if (last === 'route') return base || '/';
  return `${base}/${last}`;
}

/** A chunk's file and every chunk it imports at once (not its dynamic imports), depth first, each once. */
function closure(manifest: Record<string, Chunk>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [key, ...(chunk.imports ?? []).flatMap((imported) => closure(manifest, imported, seen))];
}

/** A chunk and every chunk it imports at once, each after what it imports (the order they evaluate in). */
function evaluationOrder(manifest: Record<string, Chunk>, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [...(chunk.imports ?? []).flatMap((imported) => evaluationOrder(manifest, imported, seen)), key];
}

/**
 * An inline script that asks for the page's scripts once the page has been painted: the
 * modulepreload links for `urls`, then (for the root) the entry itself. What the visitor came for
 * (the text, the hero still) gets the connection first; the scripts that make the page interactive
 * follow at once after the first frame.
 *
 * The entry is not imported in one go: `entry` lists it last, after the chunks it imports, each
 * after its own imports, and each is imported in a task of its own. Evaluating the whole graph at
 * once (React, the router, Mantine, then the app) was one task of 200 ms on a throttled phone, during
 * which a tap waits; one chunk at a time, the browser can answer input between them. The modules
 * and the order they run in are the same.
 */
export function afterFirstPaint(urls: string[], entry: string[] = []): { attrs: Record<string, string>; children: string } {
  const load = [
    `for(var u=${JSON.stringify(urls)},i=0;i<u.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.href=u[i];document.head.appendChild(l)}`,
    entry.length ? `var e=${JSON.stringify(entry)};(function n(){var f=e.shift();if(f)import(f).then(function(){setTimeout(n,0)})})()` : '',
  ].join('');
  return { attrs: {}, children: `(function(){requestAnimationFrame(function(){setTimeout(function(){${load}},0)})})()` };
}

export function routerManifest(manifest: Record<string, Chunk>): RouterManifest {
  const url = (file: string) => `/${file}`;
  const filesOf = (keys: string[]) => keys.map((key) => manifest[key]!.file);
  const cssOf = (keys: string[]) => [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))];

  const rootKeys = closure(manifest, ENTRY);
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`no ${ENTRY} in the client manifest`);
  const rootFiles = new Set(filesOf(rootKeys));
  const rootCss = new Set(cssOf(rootKeys));
  const routes: RouterManifest['routes'] = {
    __root__: {
      css: [...rootCss].map(url),
      scripts: [afterFirstPaint(filesOf(rootKeys.slice(1)).map(url), filesOf(evaluationOrder(manifest, ENTRY)).map(url))],
    },
  };
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith(ROUTES_DIR) || !key.endsWith(SPLIT)) continue;
    const keys = closure(manifest, key);
    const preloads = filesOf(keys).filter((file) => !rootFiles.has(file));
    // The page's lazy sections (its dynamic imports) are drawn by the server too (lib/lazy-named):
    // their styles are written into the page with the route's, or the server's markup would wait
    // unstyled for their stylesheet (and Vite's loader would fetch it while the page hydrates).
    const lazyKeys = (manifest[key]!.dynamicImports ?? []).flatMap((lazy) => closure(manifest, lazy));
    const css = cssOf([...keys, ...lazyKeys]).filter((file) => !rootCss.has(file));
    routes[routeIdOf(key.slice(0, -SPLIT.length))] = {
      css: css.map(url),
      ...(preloads.length ? { scripts: [afterFirstPaint(preloads.map(url))] } : {}),
    };
  }
  return { routes };
}

/** The manifest with the text of its stylesheets (read from the client build in `distDir`). */
export function withInlineCss(manifest: RouterManifest, distDir: string): RouterManifest {
  const hrefs = new Set(Object.values(manifest.routes).flatMap((route) => route.css ?? []));
  const styles = Object.fromEntries([...hrefs].map((href) => [href, readFileSync(join(distDir, href), 'utf8')]));
  return { ...manifest, inlineCss: { styles } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = JSON.parse(readFileSync(CLIENT_MANIFEST, 'utf8')) as Record<string, Chunk>;
  writeFileSync(ROUTER_MANIFEST, JSON.stringify(withInlineCss(routerManifest(manifest), CLIENT_DIR), null, 2));
}
