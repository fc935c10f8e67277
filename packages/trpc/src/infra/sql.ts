import type { EntityManager } from '@app/db';

/**
 * A piece of SQL with its parameters kept beside it. Built with the `sql` tag: values become
 * `?` placeholders, nested pieces are inlined with their own parameters, so the text and the
 * parameters never drift apart and user input never reaches the SQL text.
 */
export class Sql {
  readonly text: string;
  readonly params: readonly unknown[];

  constructor(text: string, params: readonly unknown[]) {
    this.text = text;
    this.params = params;
  }

  /** The same statement with `$1, $2, ...` placeholders, for the `pg` driver. */
  toNumbered(): { text: string; values: unknown[] } {
    let n = 0;
    const text = this.text.replace(/\?/g, () => `$${++n}`);
    if (n !== this.params.length) throw new Error(`placeholder count ${n} differs from ${this.params.length} parameters`);
    return { text, values: [...this.params] };
  }
}

export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  let text = strings[0]!;
  const params: unknown[] = [];
  values.forEach((value, i) => {
    if (value instanceof Sql) {
      text += value.text;
      params.push(...value.params);
    } else {
      text += '?';
      params.push(value);
    }
    text += strings[i + 1]!;
  });
  if (strings.some((s) => s.includes('?'))) throw new Error('literal ? in SQL text: use a parameter');
  return new Sql(text, params);
}

/** Raw SQL text written by this code (never user input). */
export const raw = (text: string) => new Sql(text, []);

/** Joins pieces with a separator ('and', ', '). */
export function join(pieces: Sql[], separator: string): Sql {
  return new Sql(
    pieces.map((p) => p.text).join(separator),
    pieces.flatMap((p) => p.params),
  );
}

/** `and`-joined conditions, or `true` when there are none. */
export const all = (conditions: Sql[]) =>
  conditions.length
    ? join(
        conditions.map((c) => sql`(${c})`),
        ' and ',
      )
    : raw('true');

/**
 * Runs a statement on the request's connection (MikroORM interpolates the `?` values safely),
 * inside the EntityManager's transaction when it is in one (em.transactional).
 */
export async function query<T>(em: EntityManager, statement: Sql): Promise<T[]> {
  // MikroORM reads '??' as an identifier placeholder: two values must never touch.
  if (statement.text.includes('??')) throw new Error('adjacent placeholders in SQL text');
  return em.getConnection().execute<T[]>(statement.text, [...statement.params], 'all', em.getTransactionContext());
}

/** Escapes LIKE wildcards so user text matches literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for a case-insensitive substring match. */
export const likePattern = (text: string) => `%${escapeLike(text)}%`;
