import type { EntityManager } from '@app/db';
import { query, sql } from './sql.ts';

/**
 * Answers of the job search kept in memory, per app instance. An answer is kept under the jobs
 * table's change generation (bumped by a trigger on every statement that changes jobs, whichever
 * instance or tool made it) and the next end date of a published job (see changeGeneration), so a
 * kept answer is never served after a change or after a job has closed; it also expires after
 * `ttlMs` (for what else time alone changes: the 'new' badge). The
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

/**
 * The generation answers about jobs are kept under: the change generation of `name` ('jobs', or
 * 'pages' for kept pages), and the next end date among published jobs. Time alone closes a job
 * when its end date passes (jobState), with no write to bump the change generation (the minute's
 * sweep only records it later); the next end date is then a later one, so the generation changes
 * at that instant and no kept answer shows the closed job as open. One indexed lookup
 * (jobs_status_expires_at_index) rides on the generation's query.
 */
export async function changeGeneration(em: EntityManager, name: string, now = new Date()): Promise<string> {
  const [row] = await query<{ n: string | null; next_end: string | null }>(
    em,
    sql`select (select n::text from change_generations where name = ${name}) as n,
               (select min(expires_at)::text from jobs where status = 'approved' and expires_at > ${now.toISOString()}::timestamptz) as next_end`,
  );
  return `${row?.n ?? '0'}@${row?.next_end ?? 'none'}`;
}
