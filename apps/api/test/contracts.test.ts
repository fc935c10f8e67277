import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { initTRPC } from '@trpc/server';
import { appRouter, procedureContracts } from '@app/trpc';
import { watchAnswers, watchedPaths } from './answer-contracts.ts';

/**
 * One contract per procedure: every procedure declares the zod schema of its answer (`.output()`,
 * the schemas of @app/shared' dtos.ts). The OpenAPI document reads it, and every API test
 * checks that it lets each answer through unchanged (./setup.ts).
 */
describe('procedure contracts', () => {
  const paths = Object.keys(appRouter._def.procedures).sort();

  it('every procedure of the router declares its output schema', () => {
    expect(paths.length).toBeGreaterThan(60);
    expect(Object.keys(procedureContracts).sort()).toEqual(paths);
    const withoutOutput = Object.entries(procedureContracts).filter(([, contract]) => !(contract.output instanceof z.ZodType));
    expect(withoutOutput.map(([path]) => path)).toEqual([]);
  });

  it('the answers of every procedure are watched in every API test', () => {
    expect(watchedPaths(appRouter).sort()).toEqual(paths);
  });

  it('a field the output schema lacks fails the test, instead of vanishing from the answer', async () => {
    const t = initTRPC.create();
    const ZAnswer = z.object({ id: z.number(), name: z.string() });
    const router = t.router({
      same: t.procedure.output(ZAnswer).query(() => ({ id: 1, name: 'Ada' })),
      more: t.procedure.output(ZAnswer).query(() => ({ id: 1, name: 'Ada', email: 'ada@example.com' }) as z.infer<typeof ZAnswer>),
      reordered: t.procedure.output(ZAnswer).query(() => ({ name: 'Ada', id: 1 })),
      wrong: t.procedure.output(ZAnswer).query(() => ({ id: '1', name: 'Ada' }) as unknown as z.infer<typeof ZAnswer>),
    });
    const changed: string[] = [];
    watchAnswers(router, changed);
    expect(watchedPaths(router).sort()).toEqual(['more', 'reordered', 'same', 'wrong']);
    const caller = t.createCallerFactory(router)({});

    expect(await caller.same()).toEqual({ id: 1, name: 'Ada' });
    expect(changed).toEqual([]);
    // Stripped by the schema: reported.
    expect(await caller.more()).toEqual({ id: 1, name: 'Ada' });
    expect(changed).toEqual([expect.stringContaining('more returned …{"id":1,"name":"Ada","email"')]);
    await caller.reordered();
    expect(changed[1]).toMatch(/^reordered returned/);
    // Refused by the schema: the caller gets an error (a 500), never the answer.
    await expect(caller.wrong()).rejects.toThrow('Output validation failed');
    expect(changed).toHaveLength(2);
  });
});
