import type { EntityManager } from '@app/db';
import { query, sql } from './sql.ts';

/**
 * Cache keys (issue 37): the names of what an answer shows, so that a change drops only the kept
 * answers it touches. The server keeps pages under the generations of their keys (KeptPages), and
 * sends the keys to edge caches as `Surrogate-Key` and `Cache-Tag` (apps/api plugins/http-cache.ts).
 * The database bumps a key's generation in the transaction of every change that touches it
 * (Migration20261201090000_cache_key_generations, which freezes these same names).
 */
export const CACHE_KEYS = {
  /** Every list of jobs: searches, the featured jobs, the feeds, the sitemaps. */
  jobsList: 'jobs-list',
  blogList: 'blog-list',
  testimonials: 'testimonials',
  /** Site Settings: every page shows the company details. */
  settings: 'settings',
  /** The home page's counts (jobs, employers, hired: applications change it too). */
  stats: 'stats',
  /** A page with no data of its own (beyond the settings every page shows). */
  static: 'static',
} as const;
/** One job: its page and GET /api/jobs/{id}. */
export const jobKey = (id: number) => `job-${id}`;
/** One blog post. */
export const blogPostKey = (id: number) => `blog-post-${id}`;

/**
 * The keys a procedure's answer shows, from its `.meta({ cacheKeys })`. Reads during one request
 * (a page's loaders, a tRPC batch, a REST call, a feed) add their keys here. A read that declares
 * none (a visitor's own session, a mutation) makes the answer personal: never kept, never shared.
 */
export class CacheKeyCollector {
  readonly keys = new Set<string>();
  personal = false;

  add(keys: Iterable<string>): void {
    for (const key of keys) this.keys.add(key);
  }
}

/** The row of cache_key_generations every bump moves too (see KeptPages.through). */
const ANY_CHANGE = '*';

/**
 * The generation of each key, as one text per key. Time alone changes what some keys show: a job
 * closes when its end date passes, with no write until the minute's sweep. So `jobs-list` also
 * carries the next end date among published jobs, and `job-<id>` whether that job's end date has
 * passed at `now` (the same lookups changeGeneration makes for the search cache). One query.
 */
export async function keyGenerations(em: EntityManager, keys: readonly string[], now: Date): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  // One text of space-separated keys (keys never hold a space): the driver would spread an array.
  const at = now.toISOString();
  const rows = await query<{ key: string; generation: string }>(
    em,
    sql`select k.key,
               coalesce(g.generation, 0)::text || case
                 when k.key = ${CACHE_KEYS.jobsList} then '@' || coalesce((select min(expires_at)::text from jobs where status = 'approved' and expires_at > ${at}::timestamptz), 'none')
                 when k.key ~ '^job-[0-9]{1,9}$' then '@' || coalesce((select (expires_at > ${at}::timestamptz)::text from jobs where id = substr(k.key, 5)::int), 'none')
                 else '' end as generation
          from unnest(string_to_array(${keys.join(' ')}::text, ' ')) as k(key)
          left join cache_key_generations g on g.key = k.key`,
  );
  return new Map(rows.map((row) => [row.key, row.generation]));
}

const sameGenerations = (a: Map<string, string>, b: Map<string, string>) => a.size === b.size && [...a].every(([key, value]) => b.get(key) === value);

/** What a kept answer is made of: the answer, the keys it shows, and whether it may be kept at all. */
export interface Rendered<T> {
  value: T;
  keys: readonly string[];
  /** False: serve this answer, keep nothing (a 404, a personal answer). */
  keep: boolean;
}

interface Kept<T> {
  value: T;
  keys: readonly string[];
  generations: Map<string, string>;
  expires: number;
}

/**
 * Answers kept in memory by URL (the server-rendered pages of visitors without a session), each
 * under the generations of its own keys: served while every one is unchanged and for `ttlMs` at
 * most (what time alone changes: the 'new' badge), so approving one job drops that job's page and
 * the lists, not the other jobs' pages nor the blog. The oldest entries go first past `maxEntries`.
 * A hit costs one query (the generations of the page's keys), like the one 'pages' generation did.
 */
export class KeptPages<T> {
  readonly #entries = new Map<string, Kept<T>>();
  readonly #computing = new Map<string, Promise<{ value: T; keys: readonly string[]; settled: boolean }>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(options: { ttlMs: number; maxEntries?: number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? 200;
  }

  get size() {
    return this.#entries.size;
  }

  /**
   * The kept answer for `url` while its keys' generations are unchanged (`hit: true`), or the one
   * `render` gives, kept when it may be. A page's keys are known only once it is rendered, so the
   * generations are read after the render; a change that lands during the render could then be
   * missing from the page yet counted in the generations read. The `*` row moves with every
   * change: when it moved between before and after the render, the page is served but not kept,
   * and `settled` is false: a shared cache must not keep it either (an edge could otherwise store
   * it after that change's purge reached it, and serve it until the next one).
   */
  async through(
    em: EntityManager,
    url: string,
    render: () => Promise<Rendered<T>>,
    now = new Date(),
  ): Promise<{ value: T; keys: readonly string[]; hit: boolean; settled: boolean }> {
    const kept = this.#entries.get(url);
    if (kept && kept.expires > now.getTime()) {
      if (sameGenerations(kept.generations, await keyGenerations(em, kept.keys, now))) {
        // Most recently used last: Map keeps insertion order.
        this.#entries.delete(url);
        this.#entries.set(url, kept);
        return { value: kept.value, keys: kept.keys, hit: true, settled: true };
      }
    }
    if (kept) this.#entries.delete(url);
    const running = this.#computing.get(url);
    if (running) return { ...(await running), hit: false };
    const computing = (async () => {
      const before = (await keyGenerations(em, [ANY_CHANGE], now)).get(ANY_CHANGE);
      const rendered = await render();
      let settled = true;
      if (rendered.keep) {
        const after = await keyGenerations(em, [...rendered.keys, ANY_CHANGE], now);
        settled = after.get(ANY_CHANGE) === before;
        after.delete(ANY_CHANGE);
        if (settled) {
          this.#entries.set(url, { value: rendered.value, keys: rendered.keys, generations: after, expires: now.getTime() + this.#ttlMs });
          while (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
        }
      }
      return { value: rendered.value, keys: rendered.keys, settled };
    })();
    this.#computing.set(url, computing);
    try {
      return { ...(await computing), hit: false };
    } finally {
      this.#computing.delete(url);
    }
  }
}
