import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The origin for absolute links in answers to this request (og:url, og:image, canonical, JSON-LD). */
    siteOrigin(request: FastifyRequest): string;
  }
}

/** Names that always reach this machine only. */
export const LOCAL_HOSTS = ['localhost', '.localhost', '127.0.0.1', '::1'];

export interface SiteOriginOptions {
  /** PUBLIC_URL: when set, the one origin of every link. */
  publicUrl?: string;
  /** ALLOWED_HOSTS: more host names (`.example.ca` for it and its subdomains). */
  allowedHosts: readonly string[];
  /** The port the server listens on, for the fallback origin. */
  port: number;
}

/** Whether `hostname` is one of `allowed` (`.example.ca` matches example.ca and its subdomains). */
export function hostAllowed(hostname: string, allowed: readonly string[]): boolean {
  const name = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  return allowed.some((entry) => (entry.startsWith('.') ? name === entry.slice(1) || name.endsWith(entry) : name === entry));
}

/**
 * What a request's scheme is read from: Fastify's `protocol` (X-Forwarded-Proto from a trusted
 * proxy: typed 'http' | 'https', but any string at run time) and the connection's own.
 */
export interface SchemeSource {
  protocol: string;
  raw?: { socket?: object };
}

/**
 * The request's scheme, http or https and nothing else. Through a trusted proxy Fastify takes
 * X-Forwarded-Proto as it comes: any other value there (a typo, `javascript`, `ftp`, or one a client
 * slipped past a proxy that does not set it) made links such as `null/admin/reset-password?...`, so
 * it is not believed, and the connection's own scheme is taken instead. Case does not matter.
 */
export function schemeOf(request: SchemeSource): 'http' | 'https' {
  const claimed = request.protocol.trim().toLowerCase();
  if (claimed === 'http' || claimed === 'https') return claimed;
  const socket = request.raw?.socket as { encrypted?: boolean } | undefined;
  return socket?.encrypted ? 'https' : 'http';
}

/**
 * The origin of links the server writes: PUBLIC_URL's when set; otherwise the request's own
 * (its scheme, see schemeOf, and Host, or X-Forwarded-Host from a trusted proxy) only when its
 * name is allowed, and http://localhost:PORT for any other, so a forged Host header never ends up
 * in a page or a mail.
 */
export function siteOriginFor(request: SchemeSource & Pick<FastifyRequest, 'host'>, options: SiteOriginOptions): string {
  if (options.publicUrl) return new URL(options.publicUrl).origin;
  const allowed = [...LOCAL_HOSTS, ...options.allowedHosts];
  try {
    const url = new URL(`${schemeOf(request)}://${request.host}`);
    if (hostAllowed(url.hostname, allowed)) return url.origin;
  } catch {
    /* not a host name at all */
  }
  return `http://localhost:${options.port}`;
}

export function registerSiteOrigin(app: FastifyInstance, options: SiteOriginOptions) {
  app.decorate('siteOrigin', (request: FastifyRequest) => siteOriginFor(request, options));
}
