import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { allowScripts, inlineScriptSources } from './csp.ts';
import { InlineStyles, KEPT_BROTLI_QUALITY, PageBytes, acceptedEncodings, pageEncoding, type PageEncoding } from './page-bytes.ts';
import { viteDevWeb } from './web-dev.ts';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_KEYS, CacheKeyCollector, KeptPages, MAINTENANCE_RETRY_AFTER_SECONDS, PageReads, appRouter } from '@app/trpc';
import type { RenderOptions } from '@app/web/server';
import { ROUTER_MANIFEST_FILE, SERVER_ENTRY_FILE } from '@app/web/build';
import type { Orm } from '@app/db';
import { APP_SHELL_PATH, isAdminPath, isPersonalPath, webPages, type WebPages } from '@app/shared/web-routes';
import { PRIVATE_NO_STORE, hasSession, publicAnswerHeaders } from './http-cache.ts';

export const MEDIA_DIR = fileURLToPath(new URL('../../public', import.meta.url));

/** /api/public/*: the hero media, with range requests and long cache lifetimes. */
export async function mediaPlugin(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: '/api/public/',
    decorateReply: false,
    acceptRanges: true,
    cacheControl: false,
    setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000'),
  });
}

/**
 * How long a page may be kept (issue 37, docs/caching.md). A public page asked without a session
 * may be kept by shared caches (a CDN, an edge cache) for a short while
 * (PAGE_SHARED_MAX_AGE_SECONDS) and served stale while it is fetched again, and names what it
 * shows (Surrogate-Key and Cache-Tag: its cache keys); a browser always asks again (max-age=0), so
 * a change to jobs, posts or settings is in the next page it loads. Anything personal is
 * `private, no-store` without keys: a page asked with a session (an admin sees pending jobs), the
 * admin area, My applications and My postings, the confirmation pages of mailed links, a page
 * whose render read something of the visitor's own. Pages that are not there are not kept.
 */
export const PAGE_SHARED_MAX_AGE_SECONDS = 30;
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_SHARED_MAX_AGE_SECONDS}, stale-while-revalidate=${PAGE_SHARED_MAX_AGE_SECONDS * 2}`;

/** Whether a page is written for one visitor whoever asks: never kept, never shared. */
const isPrivatePage = (pathname: string) => isAdminPath(pathname) || isPersonalPath(pathname);

/**
 * A public page written while a change landed (KeptPages' `settled: false`): it may be missing that
 * change, whose purge may reach an edge before this answer does, so no shared cache keeps it (the
 * next view is written again). Not `private`: nothing in it is personal.
 */
export const UNSETTLED_PAGE_CACHE_CONTROL = 'no-store';

function pageHeaders(request: FastifyRequest, reply: FastifyReply, page: WrittenPage, settled: boolean) {
  // The maintenance page, as the render decided it (the site is in maintenance, no admin asks).
  if (page.status === 503) return reply.header('retry-after', String(MAINTENANCE_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
  const pathname = request.url.split('?')[0] ?? '/';
  if (isPrivatePage(pathname) || hasSession(request) || page.personal) return reply.header('cache-control', PRIVATE_NO_STORE);
  if (page.status !== 200) return reply.header('cache-control', 'no-cache');
  if (!settled) return reply.header('cache-control', UNSETTLED_PAGE_CACHE_CONTROL);
  return publicAnswerHeaders(request, reply, PUBLIC_PAGE_CACHE_CONTROL, { keys: new Set(page.keys), personal: false });
}

/**
 * A page's keys: what its reads declared (every page reads the settings), or `static` beside the
 * settings for a page with no data of its own (about, terms).
 */
function pageKeys(collector: CacheKeyCollector): string[] {
  const keys = [...collector.keys];
  return keys.some((key) => key !== CACHE_KEYS.settings) ? keys : [...keys, CACHE_KEYS.static];
}

/** The web app's server bundle, as @app/web declares its "./server" export (src/entry-server.types.ts). */
type ServerEntry = typeof import('@app/web/server');
type RenderManifest = RenderOptions['manifest'];

/**
 * The built web app: its assets (hashed names cached for a year, everything else revalidated),
 * and every page rendered on the server by the web app's own router (dist-ssr/entry-server.js),
 * its data read in process through the procedures with this request's context.
 */
/** A page as the server wrote it, with the CSP sources of its inline scripts. */
interface WrittenPage {
  status: number;
  headers: [string, string][];
  /** 'sha256-…' of each inline script (see inlineScriptSources). */
  scripts: string[];
  /** Its bytes, the site's stylesheets apart (see page-bytes.ts). */
  body: PageBytes;
  /** The cache keys of what it shows. */
  keys: readonly string[];
  /** Its render read something of the visitor's own (a read without keys): never kept or shared. */
  personal: boolean;
}

/**
 * A page kept for visitors without a session: written once and sent as it is to every visitor until
 * it is dropped (its script hashes too: the bytes are the same for all). Each compressed form is
 * made when a visitor first asks for it, then kept with the page: a fresh page costs one
 * compression (the one its visitor takes), not one per encoding any visitor might take.
 */
interface KeptPage extends WrittenPage {
  encoded: Partial<Record<PageEncoding, Promise<Buffer>>>;
  /** Its brotli at KEPT_BROTLI_QUALITY: being made (false) or made (true). */
  keptBrotli?: boolean;
}

/** A kept page in `encoding`, made when a visitor first asks for it and kept with it. */
function keptPageBytes(page: KeptPage, encoding: PageEncoding): Promise<Buffer> {
  const made = page.encoded[encoding];
  if (made) return made;
  const first = (page.encoded[encoding] = page.body.compress(encoding));
  if (encoding === 'br')
    first.then(
      () => makeKeptBrotli(page),
      () => {},
    );
  return first;
}

/**
 * A kept page's brotli at the kept page's quality, for the visitors after: off the request's path,
 * in zlib's thread pool. Made after its first brotli (for a visitor who takes nothing else), or when
 * a visitor who takes brotli asks again for a page first sent in another encoding: a page a crawler
 * asks once is not compressed a second time.
 */
function makeKeptBrotli(page: KeptPage): void {
  if (page.keptBrotli !== undefined) return;
  page.keptBrotli = false;
  page.body.compress('br', KEPT_BROTLI_QUALITY).then(
    (smaller) => {
      page.encoded.br = Promise.resolve(smaller);
      page.keptBrotli = true;
    },
    () => {}, // the other forms stay: they are as good, only larger
  );
}

/**
 * The built web app is a production build, and its server half must run as one: React, React DOM's
 * server renderer, the router and Mantine pick their production code from process.env.NODE_ENV
 * (React when first loaded, the others at each call), and the app's own NODE_ENV is its own
 * setting (`pnpm start` runs with 'development' unless told otherwise: no Secure cookies, readable
 * logs), which left every page rendered by React's development build: 1.7 times the CPU of a page
 * (its checks, warnings and component stacks), for markup that is byte for byte the same.
 * Set before the first page loads the build; nothing of the API reads process.env.NODE_ENV.
 */
function useProductionRender(): void {
  process.env.NODE_ENV = 'production';
}

export async function webPlugin(app: FastifyInstance, opts: { distDir: string; ssrDir: string; devWebRoot?: string; orm?: Orm; pageCacheTtlMs?: number }) {
  const serverEntry = path.join(opts.ssrDir, SERVER_ENTRY_FILE);
  const manifestFile = path.join(opts.ssrDir, ROUTER_MANIFEST_FILE);
  const dev = opts.devWebRoot ? await viteDevWeb(app, opts.devWebRoot) : undefined;
  const hasBuild = !dev && existsSync(opts.distDir) && existsSync(serverEntry) && existsSync(manifestFile);
  if (hasBuild) useProductionRender();
  if (!dev && !hasBuild) app.log.warn(`No web build at ${opts.distDir} and ${opts.ssrDir}: run 'pnpm build' (pnpm start does it for you).`);
  let loaded: Promise<{ entry: ServerEntry; manifest: RenderManifest }> | undefined;
  const inlineStyles = new InlineStyles();
  const load = async (): Promise<{ entry: ServerEntry; manifest: RenderManifest }> => {
    // In development the entry is loaded through Vite at each page, so an edit shows at once.
    if (dev) return (await dev.load()) as { entry: ServerEntry; manifest: RenderManifest };
    return (loaded ??= (async () => ({
      entry: (await import(pathToFileURL(serverEntry).href)) as ServerEntry,
      // The stylesheets' text stays here; the render writes placeholders (see page-bytes.ts).
      manifest: inlineStyles.withPlaceholders(JSON.parse(await readFile(manifestFile, 'utf8')) as RenderManifest),
    }))());
  };

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset: sent as they are when accepted.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const inDist = (folder: string) => filePath.includes(`${path.sep}${folder}${path.sep}`);
        // Hashed names: a new build makes new names. Images and icons keep their names: a day,
        // then revalidated in the background. Anything else (sw.js, the manifest) always revalidated.
        const policy = inDist('assets')
          ? 'public, max-age=31536000, immutable'
          : inDist('images') || inDist('icons')
            ? 'public, max-age=86400, stale-while-revalidate=604800'
            : 'no-cache';
        res.header('cache-control', policy);
      },
    });
  }

  // Public pages as visitors without a session get them, kept under the generations of their own
  // cache keys (KeptPages, Migration20261201090000_cache_key_generations): the same answer as a
  // fresh render until something it shows changes (approving a job drops that job's page and the
  // lists, not other jobs' pages), or for PAGE_CACHE_TTL_SECONDS at most (what time alone changes:
  // the 'new' badge). `x-page-cache: hit|miss` says which.
  const pageCache = opts.orm && opts.pageCacheTtlMs ? new KeptPages<KeptPage>({ ttlMs: opts.pageCacheTtlMs, maxEntries: 200 }) : undefined;

  /**
   * The requests answered with a page the web app wrote: its status is the render's own (503 with
   * the maintenance page while the site is in maintenance), so the maintenance gate need not read
   * the flag again.
   */
  const written = new WeakSet<FastifyRequest>();

  /** Renders the page at the request's URL, or the app shell (the root document only). */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, shell = false) {
    if (!dev && !hasBuild) {
      return reply.code(503).type('text/plain; charset=utf-8').send("The web app has not been built yet. Run 'pnpm build', or start with 'pnpm start'.");
    }
    const origin = app.siteOrigin(request);
    const pathname = request.url.split('?')[0] ?? '/';
    const keepable = pageCache && !shell && request.method === 'GET' && !hasSession(request) && !isPrivatePage(pathname);
    let page: WrittenPage | KeptPage;
    let settled = true;
    let hit = false;
    if (keepable) {
      const kept = await pageCache.through(opts.orm!.em.fork(), `${origin} ${request.url}`, async () => {
        const written = await writePage(request, reply, origin, false, false);
        // Only a page that is there is kept (a 404 or a maintenance page is written each time), and
        // none that read something of the visitor's own.
        return { value: { ...written, encoded: {} }, keys: written.keys, keep: written.status === 200 && !written.personal };
      });
      page = kept.value;
      settled = kept.settled;
      hit = kept.hit;
      reply.header('x-page-cache', kept.hit ? 'hit' : 'miss');
    } else {
      try {
        page = await writePage(request, reply, origin, shell, true);
      } catch (error) {
        // The visitor left before the page was written (AbortError): nobody to answer, nothing to report.
        if (error instanceof Error && error.name === 'AbortError' && reply.raw.destroyed) return reply;
        throw error;
      }
    }
    // The page's own inline scripts run by their hashes, the same for every visitor of these bytes.
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', allowScripts(csp, page.scripts));
    reply.code(page.status);
    if (!shell) written.add(request);
    for (const [name, value] of page.headers) reply.header(name, value);
    if (shell) reply.header('cache-control', 'no-cache');
    else pageHeaders(request, reply, page, settled);
    reply.type('text/html; charset=utf-8');
    reply.header('vary', 'accept-encoding');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const kept = 'encoded' in page ? page : undefined;
    const encoding = pageEncoding(accepted, kept?.keptBrotli === true);
    if (!encoding) return reply.send(page.body.whole());
    // A kept page asked again by a visitor who takes brotli: its smaller brotli for the next ones.
    if (kept && encoding !== 'br' && accepted.has('br') && hit) makeKeptBrotli(kept);
    reply.header('content-encoding', encoding);
    return reply.send(await (kept ? keptPageBytes(kept, encoding) : page.body.compress(encoding)));
  }

  /**
   * Renders the page and reads it whole: its CSP names the hashes of its inline scripts, which are
   * known only once the last byte is written (a page is a few tens of KB, rendered in one pass: the
   * router waits for every loader before React writes anything, so streaming sent nothing sooner).
   */
  async function writePage(request: FastifyRequest, reply: FastifyReply, origin: string, shell: boolean, cancellable: boolean): Promise<WrittenPage> {
    // The keys of this render alone (a kept page carries them to every visitor it is sent to).
    const collector = new CacheKeyCollector();
    const response = await renderPage(request, reply, origin, shell, cancellable, collector);
    const headers: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') headers.push([name, value]);
    });
    const body = inlineStyles.split(Buffer.from(await response.arrayBuffer()));
    return {
      status: response.status,
      headers,
      scripts: [...new Set(body.own.flatMap((part) => inlineScriptSources(part)))],
      body,
      keys: pageKeys(collector),
      personal: collector.personal,
    };
  }

  /**
   * Renders with the web app's server entry. A page written for this visitor only is cancelled
   * when they go away before it is written; one that is being kept is finished (others may be
   * waiting for it).
   */
  async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    origin: string,
    shell: boolean,
    cancellable: boolean,
    cacheKeys: CacheKeyCollector,
  ): Promise<Response> {
    const { entry, manifest } = await load();
    const abort = new AbortController();
    if (cancellable) {
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) headers.set(name, value.join(', '));
    }
    // The page's procedures each get a context, and share what they all read (the settings row).
    const pageReads = new PageReads();
    return entry.render({
      request: new Request(new URL(shell ? '/' : request.url, origin), { method: 'GET', headers, signal: abort.signal }),
      appRouter,
      // Reads for a page the server writes are not the visitor's reads (PUBLIC_READ_LIMIT).
      createContext: () => app.contextFor(request, { countReads: false, cacheKeys, pageReads }),
      origin,
      manifest,
      shell,
    });
  }

  // The app shell the background worker keeps for pages it never kept (see APP_SHELL_PATH).
  app.get(APP_SHELL_PATH, (request, reply) => sendPage(request, reply, true));

  // Without a web app there are no pages (each answers 503 above).
  const noPages = webPages([]);
  let builtPages: Promise<WebPages> | undefined;

  return {
    /** Renders the page at the request's URL (404 when no route matches, 410 for a deleted job). */
    sendPage: (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply),
    /** Whether the answer is a page the web app wrote, its status decided by the render. */
    wrotePage: (request: FastifyRequest) => written.has(request),
    /**
     * The web app's pages, from the route list of the bundle that renders them (its routePaths):
     * the build's, read once, or in development the current sources'.
     */
    pages: async (): Promise<WebPages> => {
      if (dev) return webPages((await load()).entry.routePaths);
      if (!hasBuild) return noPages;
      return (builtPages ??= load().then(({ entry }) => webPages(entry.routePaths)));
    },
  };
}
