import type { EntityManager } from '@app/db';
import { query, sql } from './sql.ts';

/**
 * Counts kept by triggers in row_counts (see the job_search migration): per table and bucket
 * (jobs and applications per status, posts 'published'/'draft', testimonials
 * 'featured'/'regular', leads per status). Reading them never scans the counted table.
 */
export class RowCounts {
  readonly #counts: Map<string, Map<string, number>>;

  constructor(counts: Map<string, Map<string, number>>) {
    this.#counts = counts;
  }

  /** Rows of `relation` in `bucket`, or in all buckets. */
  get(relation: string, bucket?: string): number {
    const buckets = this.#counts.get(relation);
    if (!buckets) return 0;
    if (bucket !== undefined) return Math.max(0, buckets.get(bucket) ?? 0);
    let total = 0;
    for (const n of buckets.values()) total += n;
    return Math.max(0, total);
  }
}

export async function readRowCounts(em: EntityManager, relations: string[]): Promise<RowCounts> {
  const rows = await query<{ relation: string; bucket: string; n: string }>(
    em,
    sql`select relation, bucket, n from row_counts where relation = any(string_to_array(${relations.join(',')}, ','))`,
  );
  const counts = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const buckets = counts.get(row.relation) ?? new Map<string, number>();
    buckets.set(row.bucket, Number(row.n));
    counts.set(row.relation, buckets);
  }
  return new RowCounts(counts);
}

/** Employers with at least one published job (kept by the job triggers in job_companies). */
export async function countEmployers(em: EntityManager): Promise<number> {
  const [row] = await query<{ n: number }>(em, sql`select count(*)::int as n from job_companies where n > 0`);
  return row?.n ?? 0;
}
