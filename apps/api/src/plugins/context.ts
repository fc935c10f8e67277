import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Orm as MikroORM } from '@app/db';
import { createContext, type AuthPolicy, type Context, type FormGuard, type Limits, type SearchCache, type SessionPort } from '@app/trpc';
import type { JobSearchPage } from '@app/validators';

declare module 'fastify' {
  interface FastifyInstance {
    /** Builds the tRPC context for one request: shared by /trpc and the REST layer. */
    contextFor(request: FastifyRequest): Context;
  }
}

declare module '@fastify/secure-session' {
  interface SessionData {
    sid: string;
  }
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
  /** The public forms' spam trap (its key must be the same on every instance). */
  formGuard: FormGuard;
  /** NOTIFY_EMAILS: where the admins' notifications go. */
  notifyEmails: string[];
  /** Whether SMTP_URL is set. */
  mailDelivery: boolean;
}

/** Registers `app.contextFor(request)`; needs @fastify/secure-session first. */
export function registerContext(app: FastifyInstance, { orm, auth, limits, searchCache, formGuard, notifyEmails, mailDelivery }: ContextPluginOptions) {
  app.decorate('contextFor', (request: FastifyRequest) =>
    createContext({
      em: orm.em.fork(),
      session: sessionPort(request),
      limits,
      clientIp: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
      auth,
      searchCache,
      formGuard,
      siteUrl: app.siteOrigin(request),
      notifyEmails,
      mailDelivery,
    }),
  );
}
