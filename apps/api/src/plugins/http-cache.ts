import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CANDIDATE_COOKIE } from '@app/shared/candidates';
import { EMPLOYER_COOKIE } from '@app/shared/employers';
import type { CacheKeyCollector } from '@app/trpc';

/**
 * What HTTP caches (browsers, proxies, CDNs, an edge cache in front of several instances) may keep
 * (issue 37, docs/caching.md).
 *
 * Public reads (job search, a published job or post, testimonials, stats, public settings) asked
 * without a session may be kept briefly by anyone and served stale while a fresh copy is fetched;
 * they name what they show (`Surrogate-Key`, and the same keys as `Cache-Tag`) so that a change can
 * purge exactly them. Anything personal (admin data, any request carrying a session, an answer
 * that sets a cookie, a read with no keys of its own) is `private, no-store` and carries no key.
 * Writes and errors are `no-store`.
 *
 * The web app asks with `cache: 'no-cache'` (src/lib/trpc.ts), so a person always sees the latest
 * answer; these lifetimes serve other callers and shared caches.
 */
export const PUBLIC_MAX_AGE_SECONDS = 30;
export const PUBLIC_STALE_SECONDS = 120;
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, s-maxage=${PUBLIC_MAX_AGE_SECONDS}, stale-while-revalidate=${PUBLIC_STALE_SECONDS}`;
export const NO_STORE = 'no-store';
export const PRIVATE_NO_STORE = 'private, no-store';

/** The header an edge purges by: Fastly and Varnish's xkey read space-separated keys. */
export const SURROGATE_KEY_HEADER = 'surrogate-key';
/** The same keys for Cloudflare, which reads them comma-separated. */
export const CACHE_TAG_HEADER = 'cache-tag';

/**
 * Whether the request carries a session: the staff session, or a visitor's (My applications' or
 * My postings' cookie). Its answers are never shared, whatever they show.
 */
export function hasSession(request: FastifyRequest): boolean {
  return Boolean(request.session?.get('sid') || request.cookies?.[CANDIDATE_COOKIE] || request.cookies?.[EMPLOYER_COOKIE]);
}

/** The keys as they are sent: sorted (the same bytes for the same page), without duplicates. */
export const keysOf = (keys: Iterable<string>) => [...new Set(keys)].sort();

/** `Surrogate-Key` (space-separated) and `Cache-Tag` (comma-separated) naming `keys`; none for no keys. */
export function edgeKeyHeaders(keys: Iterable<string>): Record<string, string> {
  const sorted = keysOf(keys);
  return sorted.length > 0 ? { [SURROGATE_KEY_HEADER]: sorted.join(' '), [CACHE_TAG_HEADER]: sorted.join(',') } : {};
}

/**
 * Headers of a successful public read or page: `cacheControl` and its keys when nothing personal
 * is in it (no session, no read without keys), otherwise `private, no-store` and no key.
 */
export function publicAnswerHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  cacheControl: string,
  collected: Pick<CacheKeyCollector, 'keys' | 'personal'>,
) {
  if (hasSession(request) || collected.personal) {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return;
  }
  reply.header('cache-control', cacheControl);
  reply.headers(edgeKeyHeaders(collected.keys));
}

/**
 * The last word on every answer, after the session cookies are written: an answer that sets a
 * cookie is `private, no-store`, and only a `public` answer may carry keys.
 */
export function registerEdgeGuard(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.hasHeader('set-cookie')) reply.header('cache-control', PRIVATE_NO_STORE);
    if (!String(reply.getHeader('cache-control') ?? '').startsWith('public')) {
      reply.removeHeader(SURROGATE_KEY_HEADER);
      reply.removeHeader(CACHE_TAG_HEADER);
    }
    return payload;
  });
}
