import { createHash } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySecureSession from '@fastify/secure-session';
import fastifyHelmet from '@fastify/helmet';
import { createStatementPool, type Orm as MikroORM } from '@app/db';
import { WEB_ROOT } from '@app/web/build';
import type { Env } from './env.ts';
import { JobViewCounter, ReadLimiter, SEARCH_CONNECTION_SETTINGS, SEARCH_WARM_UP_SQL, SearchCache, formSecretFrom, mfaKeysFrom } from '@app/trpc';
import { registerVisitorCookies, registerContext } from './plugins/context.ts';
import { registerEdgeGuard } from './plugins/http-cache.ts';
import visitorSignInRoutes from './visitors/sign-in-routes.ts';
import { registerMaintenanceGate } from './plugins/maintenance.ts';
import { trpcPlugin } from './plugins/trpc.ts';
import { registerSiteOrigin, schemeOf } from './plugins/site-origin.ts';
import { registerHealth } from './plugins/health.ts';
import { registerCsrfGuard } from './plugins/csrf.ts';
import { mediaPlugin, webPlugin } from './plugins/static.ts';
import { registerRest } from './rest/routes.ts';
import uploadRoutes from './uploads/routes.ts';
import privacyRoutes from './privacy/routes.ts';
import openApiRoutes from './rest/openapi/plugin.ts';
import { fileStoreOf, uploadStorageFor, type UploadStorage } from './uploads/storage.ts';
import { toHttpError } from './rest/errors.ts';
import { loggerOptions, RequestLogController } from './logging.ts';
import fastifyCompress from '@fastify/compress';

export interface BuildAppOptions {
  orm: MikroORM;
  env: Env;
  /** 32-byte key for the encrypted session cookie. */
  sessionKey: Buffer;
  logger?: FastifyServerOptions['logger'];
  /** Where uploaded resumes are kept; by default as the environment says (UPLOAD_DIR or S3_URL). */
  uploadStorage?: UploadStorage;
}

export const SESSION_COOKIE = 'nw_admin_session';
/** The device cookie of browsers that signed in as an admin (see DevicePort in @app/trpc). */
export const DEVICE_COOKIE = 'nw_device';
export const DEVICE_COOKIE_DAYS = 365;

/** The device cookie's key, derived from the session key (every instance has the same). */
const deviceCookieKey = (sessionKey: Buffer) => createHash('sha256').update('northline device cookie\0').update(sessionKey).digest();

/** Browser features the site never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/**
 * TRUST_PROXY for Fastify. A hop count becomes "the nearest N addresses are our proxies" (Fastify
 * itself ignores X-Forwarded-* entirely for a bare number); addresses go as they are.
 */
export function trustProxyOption(trust: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}

/** Registers every plugin and route; never listens (tests use app.inject). */
export async function buildApp({ orm, env, sessionKey, logger, uploadStorage = uploadStorageFor(env) }: BuildAppOptions) {
  const options: FastifyServerOptions = {
    logger: logger ?? loggerOptions(env),
    logController: new RequestLogController(env),
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // A tRPC batch names its procedures in one path segment ('/trpc/job.list,settings.public'):
    // the default 100 characters would answer a batch of a few long names with a 404.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
  };
  const app = Fastify(options);
  // Public job searches run on connections of their own that PostgreSQL limits to SEARCH_TIMEOUT_MS,
  // without parallel workers (SEARCH_CONNECTION_SETTINGS).
  // A few are opened at start, each reading the open jobs once (SEARCH_WARM_UP_SQL), and kept
  // (SEARCH_WARM_CONNECTIONS), so first answers do not meet a cold backend.
  const warmConnections = env.SEARCH_WARM_CONNECTIONS ?? (env.NODE_ENV === 'test' ? 0 : 4);
  const searchPool = createStatementPool(orm.config.get('clientUrl')!, {
    statementTimeoutMs: env.SEARCH_TIMEOUT_MS,
    max: 10,
    settings: SEARCH_CONNECTION_SETTINGS,
    warmUp: SEARCH_WARM_UP_SQL,
    min: warmConnections,
  });
  // Not awaited: the server answers meanwhile. A database that is down leaves the pool to open them on demand.
  const warming = searchPool.warm().catch((error: unknown) => app.log.warn({ err: error }, 'search connections not warmed at start'));
  app.addHook('onClose', async () => {
    await warming;
    await searchPool.end();
  });
  const readLimiter = new ReadLimiter(() => orm.em.fork());
  app.decorate('readLimiter', readLimiter);
  app.addHook('onClose', () => readLimiter.close());
  // Job page views and apply-form starts, added up in memory and written every 2 s (issue 38, item 4).
  const jobViews = env.JOB_VIEW_COUNTING ? new JobViewCounter(() => orm.em.fork()) : undefined;
  app.decorate('jobViews', jobViews);
  if (jobViews) app.addHook('onClose', () => jobViews.close());

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // Mantine sets style attributes at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The same as frame-ancestors 'none' for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
    // Only over HTTPS (below): HSTS on a plain-HTTP answer is ignored at best, and wrong for local use.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // https on a TLS socket, or per X-Forwarded-Proto from a trusted proxy (http or https only: see schemeOf).
    if (schemeOf(request) === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  // brotli or gzip for every text answer the client accepts (JSON, HTML, CSV, SVG...); media and
  // answers under 1 KB go as they are. Built assets come precompressed (see plugins/static.ts).
  // Request bodies are never decompressed: the body limit stays a limit on what we parse.
  registerCsrfGuard(app, { publicUrl: env.PUBLIC_URL });
  registerSiteOrigin(app, { publicUrl: env.PUBLIC_URL, allowedHosts: env.ALLOWED_HOSTS, port: env.PORT });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  await app.register(fastifyCookie);
  const maxAgeSeconds = env.SESSION_MAX_HOURS * 60 * 60;
  await app.register(fastifySecureSession, [
    {
      sessionName: 'session',
      key: sessionKey,
      cookieName: SESSION_COOKIE,
      expiry: maxAgeSeconds,
      cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: maxAgeSeconds },
    },
    {
      // The device cookie (OWASP): this browser signed in as these admins before, so a lockout of
      // their names by someone else's guessing does not lock it out. Its own key, its own cookie.
      sessionName: 'device',
      key: deviceCookieKey(sessionKey),
      cookieName: DEVICE_COOKIE,
      expiry: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
      cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60 },
    },
  ]);
  registerContext(app, {
    orm,
    auth: { idleTimeoutMs: env.SESSION_IDLE_MINUTES * 60_000, absoluteTimeoutMs: maxAgeSeconds * 1000 },
    limits: {
      loginMaxFailures: env.LOGIN_MAX_FAILURES,
      loginUserMaxFailures: env.LOGIN_USER_MAX_FAILURES,
      publicWritesPerMinute: env.PUBLIC_WRITE_LIMIT,
      publicReadsPerMinute: env.PUBLIC_READ_LIMIT,
      uploadBytesPerClientPerDay: Math.round(env.UPLOAD_DAILY_MB_PER_CLIENT * 1024 * 1024),
      uploadPendingMaxBytes: Math.round(env.UPLOAD_PENDING_MAX_MB * 1024 * 1024),
    },
    searchCache: env.SEARCH_CACHE_TTL_SECONDS > 0 ? new SearchCache({ ttlMs: env.SEARCH_CACHE_TTL_SECONDS * 1000 }) : undefined,
    searchPool,
    readLimiter,
    jobViews,
    // Every instance derives the same form-token key from the shared session key.
    formGuard: { secret: formSecretFrom(sessionKey), minFillMs: env.FORM_MIN_FILL_SECONDS * 1000 },
    // Two-factor secrets are encrypted, and recovery codes hashed, under keys derived (HKDF) from it too.
    mfaKeys: mfaKeysFrom(sessionKey),
    notifyEmails: env.NOTIFY_EMAILS,
    mailDelivery: Boolean(env.SMTP_URL),
    files: fileStoreOf(uploadStorage),
  });
  registerVisitorCookies(app, { secure: env.NODE_ENV === 'production' });
  // After the cookies are written: an answer that sets one is private, and only public ones carry keys.
  registerEdgeGuard(app);
  // What is a page is the web build's to say (its route list): webPlugin, registered below, loads it.
  const pages = () => web.pages();
  registerMaintenanceGate(app, pages, (request) => web.wrotePage(request));

  app.setErrorHandler((error, request, reply) => {
    const { status, body, headers } = toHttpError(error, request.log);
    return reply
      .code(status)
      .headers(headers ?? {})
      .send(body);
  });

  await app.register(trpcPlugin);
  await registerRest(app);
  await app.register(import('./rest/exports.ts'));
  await app.register(import('./rest/job-import.ts'));
  await app.register(import('./rest/job-view-pixel.ts'));
  app.decorate('uploadStorage', uploadStorage);
  await app.register(uploadRoutes, { storage: uploadStorage });
  await app.register(privacyRoutes, { storage: uploadStorage });
  await app.register(visitorSignInRoutes);
  await app.register(openApiRoutes, { sessionCookie: SESSION_COOKIE, orm });
  await app.register(mediaPlugin);
  await app.register(import('./plugins/feeds.ts'), { orm, sitemapPages: async () => (await pages()).sitemapPages });
  await app.register(import('./plugins/web-manifest.ts'), { orm });
  const web = await webPlugin(app, {
    distDir: env.WEB_DIST_DIR,
    ssrDir: env.WEB_SSR_DIR,
    devWebRoot: env.WEB_DEV ? WEB_ROOT : undefined,
    orm,
    pageCacheTtlMs: env.WEB_DEV ? 0 : env.PAGE_CACHE_TTL_SECONDS * 1000,
  });

  registerHealth(app, orm);

  const notFoundOrPage = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/trpc')) {
      return reply.code(404).send({ message: `No such endpoint: ${request.method} ${pathname}` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: 'Not found' });
    }
    return web.sendPage(request, reply);
  };
  // Pages are a GET route (not only the not-found handler) so their HTML is compressed like any answer.
  app.get('/*', notFoundOrPage);
  app.setNotFoundHandler(notFoundOrPage);

  return app;
}
