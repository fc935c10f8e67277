import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Orm as MikroORM, StatementPool } from '@app/db';
import type { Session } from '@fastify/secure-session';
import {
  createContext,
  type AuthPolicy,
  type Context,
  type DevicePort,
  type FileStore,
  type FormGuard,
  type Limits,
  type MfaKeys,
  type ReadLimiter,
  type SearchCache,
  type SessionPort,
} from '@app/trpc';
import type { JobSearchPage } from '@app/shared/schemas/dtos';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's count of public reads (see ReadLimiter in @app/trpc). */
    readLimiter: ReadLimiter;
    /**
     * Builds the tRPC context for one request: shared by /trpc and the REST layer. `countReads:
     * false` for the reads the server makes for a page or feed it writes (not the client's reads).
     */
    contextFor(request: FastifyRequest, options?: { countReads?: boolean }): Context;
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
  { orm, auth, limits, searchCache, searchPool, readLimiter, formGuard, notifyEmails, mailDelivery, mfaKeys, files }: ContextPluginOptions,
) {
  app.decorate('contextFor', (request: FastifyRequest, options?: { countReads?: boolean }) =>
    createContext({
      em: orm.em.fork(),
      session: sessionPort(request),
      device: devicePort(request),
      limits,
      clientIp: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
      auth,
      searchCache,
      searchPool,
      readLimiter,
      formGuard,
      siteUrl: app.siteOrigin(request),
      notifyEmails,
      mailDelivery,
      countReads: options?.countReads ?? true,
      mfaKeys,
      files,
    }),
  );
}
