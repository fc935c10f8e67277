import type { EntityManager } from '@app/db';
import { countHit } from './rate-limits.ts';

/** The window of the public read limit. */
export const READ_WINDOW_MS = 60_000;
/** How often an instance writes the reads it answered to PostgreSQL. */
export const READ_FLUSH_MS = 250;

interface Known {
  /** The client's count in PostgreSQL after this instance's last write (every instance's reads). */
  hits: number;
  /** When that window ends (epoch ms). */
  resetAt: number;
}

/**
 * The public read limit (PUBLIC_READ_LIMIT), counted in PostgreSQL like the write limits
 * (rate_counters, a fixed window per client, shared by every instance), without a database write
 * per read: a read is the cheapest request there is, and one upsert each would double its cost.
 *
 * Each instance counts the reads it answers in memory and adds them to PostgreSQL every
 * READ_FLUSH_MS (one upsert per client that read, whatever the number of reads; the answer is the
 * client's count over every instance). A read is decided at once on that count as PostgreSQL last
 * told this instance, plus this instance's reads written since or not yet written: within the
 * limit it goes ahead, past it the answer is 429. On one instance the limit is exact, even for a
 * concurrent burst; across instances a client can pass it by what the other instances answered in
 * the last READ_FLUSH_MS or so, and is never refused too early. Writes of one client never overlap
 * (one flush at a time), so their answers arrive in order.
 */
export class ReadLimiter {
  readonly #pending = new Map<string, number>();
  /** Reads being written to PostgreSQL (sent, not yet answered). */
  readonly #sending = new Map<string, number>();
  readonly #known = new Map<string, Known>();
  readonly #em: () => EntityManager;
  readonly #windowMs: number;
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> | undefined;

  /** `em`: a fresh EntityManager for each write (the limiter works outside any request). */
  constructor(em: () => EntityManager, options: { windowMs?: number; flushMs?: number } = {}) {
    this.#em = em;
    this.#windowMs = options.windowMs ?? READ_WINDOW_MS;
    this.#timer = setInterval(() => void this.flush().catch(() => {}), options.flushMs ?? READ_FLUSH_MS);
    this.#timer.unref();
  }

  /**
   * Counts `reads` reads of `client` against `limit` a window; answers 0 when they may go ahead,
   * else the seconds until the window ends (the caller answers 429 with Retry-After). Decided at
   * once, without waiting for the database: refused reads count too, as in every limit here.
   */
  count(client: string, limit: number, reads = 1, now = Date.now()): number {
    const known = this.#current(client, now);
    const pending = (this.#pending.get(client) ?? 0) + reads;
    this.#pending.set(client, pending);
    // PostgreSQL's count at this instance's last write (every instance's reads), the reads being
    // written and the reads not written yet.
    if ((known?.hits ?? 0) + (this.#sending.get(client) ?? 0) + pending <= limit) return 0;
    return Math.max(1, Math.ceil(((known?.resetAt ?? now + this.#windowMs) - now) / 1000));
  }

  /** Writes every client's unwritten reads to PostgreSQL (also on close); one flush at a time. */
  flush(): Promise<void> {
    // Cleared in a callback: it runs after the assignment, even when there was nothing to write.
    this.#flushing ??= this.#flushAll().finally(() => {
      this.#flushing = undefined;
    });
    return this.#flushing;
  }

  async #flushAll(): Promise<void> {
    for (const client of [...this.#pending.keys()]) await this.#write(client);
    const now = Date.now();
    for (const [client, known] of this.#known) if (known.resetAt <= now) this.#known.delete(client);
  }

  /** Stops the timer after writing what is left. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush().catch(() => {});
  }

  #current(client: string, now: number): Known | undefined {
    const known = this.#known.get(client);
    if (known && known.resetAt <= now) {
      this.#known.delete(client);
      return undefined;
    }
    return known;
  }

  /** Adds `client`'s unwritten reads to its count in PostgreSQL; answers the count there. */
  async #write(client: string): Promise<Known | undefined> {
    const reads = this.#pending.get(client) ?? 0;
    this.#pending.delete(client);
    if (reads === 0) return this.#known.get(client);
    this.#sending.set(client, (this.#sending.get(client) ?? 0) + reads);
    try {
      const window = await countHit(this.#em(), `read:${client}`, this.#windowMs, reads);
      const counted = { hits: window.hits, resetAt: Date.now() + window.retryAfter * 1000 };
      const known = this.#known.get(client);
      // Writes of one client may finish out of order: within a window its count only grows.
      if (!known || counted.hits >= known.hits || counted.resetAt > known.resetAt + 1000) this.#known.set(client, counted);
      return counted;
    } catch (error) {
      // Not written (the database is away): keep the reads for the next write.
      this.#pending.set(client, (this.#pending.get(client) ?? 0) + reads);
      throw error;
    } finally {
      const left = (this.#sending.get(client) ?? 0) - reads;
      if (left > 0) this.#sending.set(client, left);
      else this.#sending.delete(client);
    }
  }
}
