import type { AnyRouter } from '@trpc/server';

/**
 * Every procedure's answer must be the same JSON with and without its output schema. A
 * procedure's `.output()` strips the fields its schema does not name; `watchAnswers` reports a
 * field that a resolver returns but the schema lacks (or one out of order), so that the test that
 * called it fails instead of the field vanishing from the answer (see ./setup.ts).
 *
 * It wraps the output middleware tRPC adds for `.output()` (`_type: 'output'`, kept in the
 * procedure's `_def.middlewares`) and compares what the resolver returned with what the schema
 * let through.
 */

interface Result {
  ok: boolean;
  data?: unknown;
}
type Middleware = ((opts: { next: () => Promise<Result> }) => Promise<Result>) & { _type?: string; watchesAnswers?: true };

const outputCheckOf = (procedure: unknown) => {
  const middlewares = (procedure as { _def: { middlewares: Middleware[] } })._def.middlewares;
  return { middlewares, at: middlewares.findIndex((middleware) => middleware._type === 'output') };
};

/** The answer around the first place the two texts differ. */
function difference(raw: string, parsed: string): string {
  let at = 0;
  while (at < raw.length && raw[at] === parsed[at]) at++;
  const from = Math.max(0, at - 60);
  return `returned …${raw.slice(from, at + 60)}… but its schema let through …${parsed.slice(from, at + 60)}…`;
}

/** Wraps the output check of every procedure of `router` (once); each answer it changes is added to `changed`. */
export function watchAnswers(router: AnyRouter, changed: string[]): void {
  for (const [path, procedure] of Object.entries(router._def.procedures)) {
    const { middlewares, at } = outputCheckOf(procedure);
    if (at < 0 || middlewares[at]!.watchesAnswers) continue;
    const validate = middlewares[at]!;
    const compared: Middleware = async (opts) => {
      let raw: unknown;
      const result = await validate({
        ...opts,
        next: async () => {
          const answer = await opts.next();
          if (answer.ok) raw = answer.data;
          return answer;
        },
      });
      if (result.ok && raw !== undefined) {
        const [before, after] = [JSON.stringify(raw), JSON.stringify(result.data)];
        if (before !== after) changed.push(`${path} ${difference(before, after)}`);
      }
      return result;
    };
    compared._type = 'output';
    compared.watchesAnswers = true;
    middlewares[at] = compared;
  }
}

/** The procedures of `router` whose answers are watched. */
export const watchedPaths = (router: AnyRouter) =>
  Object.entries(router._def.procedures)
    .filter(([, procedure]) => {
      const { middlewares, at } = outputCheckOf(procedure);
      return at >= 0 && middlewares[at]!.watchesAnswers === true;
    })
    .map(([path]) => path);
