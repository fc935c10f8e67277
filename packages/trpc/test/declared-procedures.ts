import { z } from 'zod';
import { adminProcedure, publicProcedure } from '../src/trpc.ts';
import { publicFormProcedure, publicWriteProcedure } from '../src/maintenance.ts';
import { adminRead } from '../src/admin-procedures.ts';
import { RECRUITING } from '../src/procedure-meta.ts';

/**
 * Compiled by `pnpm typecheck`, never run: a procedure cannot be written without declaring who may
 * call it first. Each builder offers only `.meta()`, which needs `access` of its kind; should one
 * of these lines compile, its @ts-expect-error fails the build.
 */
export function undeclaredProceduresDoNotCompile() {
  // @ts-expect-error no input, output or resolver before .meta()
  publicProcedure.input(z.object({}));
  // @ts-expect-error no resolver before .meta()
  adminProcedure.query(() => 1);
  // @ts-expect-error a public write declares its contract first too
  publicWriteProcedure.mutation(() => 1);
  // @ts-expect-error and so does a public form
  publicFormProcedure(z.object({}), z.object({}), 'contact').mutation(() => ({}));
  // @ts-expect-error an admin read is no procedure until it declares who may call it
  adminRead(z.object({}), z.object({}), async () => ({})).meta({});
  // @ts-expect-error access is required
  adminProcedure.meta({ rest: { method: 'GET', path: '/api/example', summary: 'x' } });
  // @ts-expect-error a staff procedure names its roles
  adminProcedure.meta({ access: 'public' });
  // @ts-expect-error a public procedure is public
  publicProcedure.meta({ access: RECRUITING });

  // Declared, they are procedures.
  return [
    publicProcedure.meta({ access: 'public' }).query(() => 1),
    adminProcedure.meta({ access: RECRUITING, errors: [404] }).mutation(() => 1),
    adminRead(z.object({}), z.object({}), async () => ({})).meta({ access: RECRUITING }),
  ];
}
