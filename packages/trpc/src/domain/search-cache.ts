import type { EntityManager } from '@app/db';
import { query, sql } from './sql.ts';

/**
 * Answers of the job search kept in memory, per app instance. An answer is kept under the jobs
 * table's change generation (bumped by a trigger on every statement that changes jobs, whichever
 * instance or tool made it), so a kept answer is never served after a change; it also expires
 * after `ttlMs` (for what time alone changes: a job passing its end date, the 'new' badge). The
 * oldest entries go first once `maxEntries` are kept.
 */
export class SearchCache<T> {
  readonly #entries = new Map<string, { value: T; expires: number }>();
  /** Answers being computed: a second ask for the same key waits for the first instead of computing it again. */
  readonly #computing = new Map<string, Promise<T>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(options: { ttlMs: number; maxEntries?: number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? 500;
  }

  get size() {
    return this.#entries.size;
  }

  /** Drops what is kept for `key` at `generation`. */
  forget(generation: string, key: string): void {
    this.#entries.delete(`${generation}|${key}`);
  }

  /** The kept answer for `key` at `generation`, or the one `compute` gives (then kept). */
  async through(generation: string, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
    const fullKey = `${generation}|${key}`;
    const hit = this.#entries.get(fullKey);
    if (hit && hit.expires > now) {
      // Most recently used last: Map keeps insertion order.
      this.#entries.delete(fullKey);
      this.#entries.set(fullKey, hit);
      return hit.value;
    }
    if (hit) this.#entries.delete(fullKey);
    const running = this.#computing.get(fullKey);
    if (running) return running;
    const computing = compute().then((value) => {
      this.#entries.set(fullKey, { value, expires: now + this.#ttlMs });
      while (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
      return value;
    });
    this.#computing.set(fullKey, computing);
    try {
      return await computing;
    } finally {
      this.#computing.delete(fullKey);
    }
  }
}

/** The current change generation of `name` ('jobs'), as text. */
export async function changeGeneration(em: EntityManager, name: string): Promise<string> {
  const [row] = await query<{ n: string }>(em, sql`select n::text as n from change_generations where name = ${name}`);
  return row?.n ?? '0';
}
