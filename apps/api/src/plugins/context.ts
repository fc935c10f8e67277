import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Orm as MikroORM, StatementPool } from '@app/db';
import type { Session } from '@fastify/secure-session';
import { CANDIDATE_COOKIE } from '@app/shared/candidates';
import { EMPLOYER_COOKIE } from '@app/shared/employers';
import { schemeOf } from './site-origin.ts';
import {
  CacheKeyCollector,
  createContext,
  type AuthPolicy,
  type VisitorSessionPort,
  type Context,
  type DevicePort,
  type FileStore,
  type FormGuard,
  type Limits,
  type MfaKeys,
  type PageReads,
  type JobViewCounter,
  type ReadLimiter,
  type SearchCache,
  type SessionPort,
} from '@app/trpc';
import type { JobSearchPage } from '@app/shared/schemas/dtos';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's count of public reads (see ReadLimiter in @app/trpc). */
    readLimiter: ReadLimiter;
    /** This instance's counter of job page views (JobViewCounter in @app/trpc); undefined with JOB_VIEW_COUNTING=false. */
    jobViews: JobViewCounter | undefined;
    /**
     * Builds the tRPC context for one request: shared by /trpc and the REST layer. `countReads:
     * false` for the reads the server makes for a page or feed it writes (not the client's reads).
     */
    contextFor(request: FastifyRequest, options?: { countReads?: boolean; cacheKeys?: CacheKeyCollector; pageReads?: PageReads }): Context;
  }
}

declare module '@fastify/secure-session' {
  interface SessionData {
    sid: string;
    /** The device cookie: admins this browser signed in as, each with the nonce of that sign-in. */
    admins: DeviceEntry[];
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The device cookie (a second secure session, registered in app.ts). */
    device: Session;
    /**
     * The changes of the visitor cookies (candidate_session, employer_session) this request makes,
     * by cookie name: a new session's secret, or null to clear it (see registerVisitorCookies).
     */
    visitorCookies?: Map<string, { value: string; maxAgeSeconds: number } | null>;
    /**
     * The cache keys of what this request's public reads answered (issue 37): every context
     * contextFor builds for the request adds to it, unless given a collector of its own (a page).
     */
    cacheKeys?: CacheKeyCollector;
  }
}

interface DeviceEntry {
  username: string;
  nonce: string;
}

/** Admins one browser remembers (the most recent first). */
const DEVICE_ADMINS_KEPT = 5;

function devicePort(request: FastifyRequest): DevicePort {
  const entries = (): DeviceEntry[] => {
    const admins = request.device?.get('admins');
    return Array.isArray(admins) ? admins.filter((e) => typeof e?.username === 'string' && typeof e?.nonce === 'string') : [];
  };
  return {
    nonceFor: (username) => entries().find((e) => e.username === username.toLowerCase())?.nonce,
    remember: (username, nonce) => {
      const name = username.toLowerCase();
      request.device.set('admins', [{ username: name, nonce }, ...entries().filter((e) => e.username !== name)].slice(0, DEVICE_ADMINS_KEPT));
    },
  };
}

function sessionPort(request: FastifyRequest): SessionPort {
  return {
    get: () => request.session.get('sid'),
    set: (id) => {
      request.session.regenerate();
      request.session.set('sid', id);
    },
    clear: () => request.session.delete(),
  };
}

/** The visitor sessions' own cookies (My applications, My postings), never the staff session's. */
type VisitorCookie = typeof CANDIDATE_COOKIE | typeof EMPLOYER_COOKIE;

/**
 * A visitor session's cookie (My applications: candidate_session; My postings: employer_session):
 * a random secret the server keeps only the hash of. Each its own cookie, never the staff
 * session's; a change is written when the answer goes out.
 */
function visitorSessionPort(request: FastifyRequest, name: VisitorCookie): VisitorSessionPort {
  const sent = () => {
    const value = request.cookies?.[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const changes = () => (request.visitorCookies ??= new Map());
  return {
    get: () => (request.visitorCookies?.has(name) ? request.visitorCookies.get(name)?.value : sent()),
    set: (value, maxAgeSeconds) => {
      changes().set(name, { value, maxAgeSeconds });
    },
    clear: () => {
      if (sent() !== undefined || request.visitorCookies?.get(name)) changes().set(name, null);
    },
  };
}

/**
 * Writes the visitor cookies a request set or cleared: HttpOnly, SameSite=Lax, path /, Secure in
 * production (and on any HTTPS request), for the session's 7 days. An answer that changes one is
 * never stored by a cache.
 */
export function registerVisitorCookies(app: FastifyInstance, { secure }: { secure: boolean }) {
  app.addHook('onSend', async (request, reply, payload) => {
    const changes = request.visitorCookies;
    if (!changes?.size) return payload;
    const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: secure || schemeOf(request) === 'https' };
    for (const [name, change] of changes) {
      if (change === null) reply.clearCookie(name, options);
      else reply.setCookie(name, change.value, { ...options, maxAge: change.maxAgeSeconds });
    }
    reply.header('cache-control', 'private, no-store');
    return payload;
  });
}

export interface ContextPluginOptions {
  orm: MikroORM;
  auth: AuthPolicy;
  /** Throttle limits (counted in PostgreSQL, so every instance shares them). */
  limits: Partial<Limits>;
  /** Job search answers kept by this app instance (none: every search runs). */
  searchCache?: SearchCache<JobSearchPage>;
  /** Where public job searches run, with the statement timeout (SEARCH_TIMEOUT_MS). */
  searchPool?: StatementPool;
  /** This instance's count of public reads (PUBLIC_READ_LIMIT). */
  readLimiter?: ReadLimiter;
  /** This instance's counter of job page views (none: not counted). */
  jobViews?: JobViewCounter;
  /** The public forms' spam trap (its key must be the same on every instance). */
  formGuard: FormGuard;
  /** NOTIFY_EMAILS: where the admins' notifications go. */
  notifyEmails: string[];
  /** Whether SMTP_URL is set. */
  mailDelivery: boolean;
  /** The two-factor keys, derived from the session key (the same on every instance). */
  mfaKeys: MfaKeys;
  /** Where uploaded files are kept (résumés, privacy exports). */
  files?: FileStore;
}

/** Registers `app.contextFor(request)`; needs @fastify/secure-session first. */
export function registerContext(
  app: FastifyInstance,
  { orm, auth, limits, searchCache, searchPool, readLimiter, jobViews, formGuard, notifyEmails, mailDelivery, mfaKeys, files }: ContextPluginOptions,
) {
  app.decorate('contextFor', (request: FastifyRequest, options?: { countReads?: boolean; cacheKeys?: CacheKeyCollector; pageReads?: PageReads }) =>
    createContext({
      em: orm.em.fork(),
      session: sessionPort(request),
      candidateSession: visitorSessionPort(request, CANDIDATE_COOKIE),
      employerSession: visitorSessionPort(request, EMPLOYER_COOKIE),
      device: devicePort(request),
      limits,
      clientIp: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
      auth,
      searchCache,
      searchPool,
      readLimiter,
      jobViews,
      formGuard,
      siteUrl: app.siteOrigin(request),
      notifyEmails,
      mailDelivery,
      countReads: options?.countReads ?? true,
      mfaKeys,
      files,
      cacheKeys: options?.cacheKeys ?? (request.cacheKeys ??= new CacheKeyCollector()),
      pageReads: options?.pageReads,
    }),
  );
}
