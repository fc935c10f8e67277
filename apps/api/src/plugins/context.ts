import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Orm as MikroORM } from '@app/db';
import { createContext, type AuthPolicy, type Context, type LoginThrottle, type SearchCache, type SessionPort } from '@app/trpc';
import type { JobSearchPage } from '@app/validators';

declare module 'fastify' {
  interface FastifyRequest {
    /** The username a login attempt names, for the login throttle's key. */
    loginUsername: string;
  }
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
  loginMaxFailures: number;
  /** Job search answers kept by this app instance (none: every search runs). */
  searchCache?: SearchCache<JobSearchPage>;
}

/** Registers `app.contextFor(request)`; needs @fastify/secure-session and @fastify/rate-limit first. */
export function registerContext(app: FastifyInstance, { orm, auth, loginMaxFailures, searchCache }: ContextPluginOptions) {
  const window = 15 * 60 * 1000;
  const perUser = app.createRateLimit({
    max: loginMaxFailures,
    timeWindow: window,
    keyGenerator: (req) => `login:${req.ip}|${req.loginUsername}`,
  });
  const perClient = app.createRateLimit({
    max: loginMaxFailures * 10,
    timeWindow: window,
    keyGenerator: (req) => `login:${req.ip}`,
  });
  app.decorateRequest('loginUsername', '');

  const throttleFor = (request: FastifyRequest): LoginThrottle => ({
    async retryAfter(username) {
      request.loginUsername = username.toLowerCase();
      const [user, client] = await Promise.all([perUser(request, { increment: false }), perClient(request, { increment: false })]);
      const blocked = (r: typeof user) => (!r.isAllowed && r.remaining <= 0 ? r.ttlInSeconds : 0);
      return Math.max(blocked(user), blocked(client));
    },
    async recordFailure(username) {
      request.loginUsername = username.toLowerCase();
      await perUser(request);
      await perClient(request);
    },
  });

  app.decorate('contextFor', (request: FastifyRequest) =>
    createContext({
      em: orm.em.fork(),
      session: sessionPort(request),
      loginThrottle: throttleFor(request),
      clientIp: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
      auth,
      searchCache,
    }),
  );
}
