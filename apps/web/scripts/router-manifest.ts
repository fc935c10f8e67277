/**
 * Writes dist-ssr/router-manifest.json after the two builds: for the router's server render (the
 * API passes it to entry-server.tsx), which files each route needs in the browser, from Vite's
 * client manifest (dist/.vite/manifest.json):
 * - the root: its stylesheets, and an inline script that, once the page is painted, asks for the
 *   chunks the client entry imports at once (modulepreload links, fetched in parallel instead of one
 *   import at a time) and then the entry itself (see afterFirstPaint);
 * - every route: its stylesheets, and the same for its component chunk (the router plugin splits
 *   each route's component into one) with the chunks that one imports, less what the root has.
 * - the text of every one of those stylesheets: the server writes a page's styles into its HTML
 *   (one <style>), so a phone paints without waiting for a stylesheet request first.
 * Usage: node scripts/router-manifest.ts (run by `build`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const CLIENT_MANIFEST = join(here, '../dist/.vite/manifest.json');
export const ROUTER_MANIFEST = join(here, '../dist-ssr/router-manifest.json');
const ENTRY = 'src/entry-client.tsx';
const ROUTES_DIR = 'src/routes/';
const SPLIT = '?tsr-split=component';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
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

/**
 * An inline script that asks for the page's scripts once the page has been painted: the
 * modulepreload links for `urls`, then (for the root) the entry itself. What the visitor came for
 * (the text, the hero still) gets the connection first; the scripts that make the page interactive
 * follow at once after the first frame.
 */
export function afterFirstPaint(urls: string[], entry?: string): { attrs: Record<string, string>; children: string } {
  const load = [
    `for(var u=${JSON.stringify(urls)},i=0;i<u.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.href=u[i];document.head.appendChild(l)}`,
    entry ? `import(${JSON.stringify(entry)})` : '',
  ].join('');
  return { attrs: {}, children: `requestAnimationFrame(function(){setTimeout(function(){${load}},0)})` };
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
      scripts: [afterFirstPaint(filesOf(rootKeys.slice(1)).map(url), url(entry.file))],
    },
  };
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith(ROUTES_DIR) || !key.endsWith(SPLIT)) continue;
    const keys = closure(manifest, key);
    const preloads = filesOf(keys).filter((file) => !rootFiles.has(file));
    const css = cssOf(keys).filter((file) => !rootCss.has(file));
    routes[routeIdOf(key.slice(0, -SPLIT.length))] = { css: css.map(url), ...(preloads.length ? { scripts: [afterFirstPaint(preloads.map(url))] } : {}) };
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
  writeFileSync(ROUTER_MANIFEST, JSON.stringify(withInlineCss(routerManifest(manifest), join(here, '../dist')), null, 2));
}
