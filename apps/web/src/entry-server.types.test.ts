import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import packageJson from '../package.json';
import { SERVER_ENTRY_FILE, SSR_DIR, WEB_ROOT } from '../build-output';
import type * as built from './entry-server';
import type * as declared from './entry-server.types';

/**
 * The API knows the server bundle only as this package's "./server" export, typed by
 * entry-server.types.ts. The type lines are checked by `tsc` (pnpm typecheck): an export missing
 * from entry-server.tsx, or one of another type (a render that needs an option the API does not
 * pass), fails here; a change to the declaration fails the API's own typecheck.
 */
describe('the server entry', () => {
  it('exports what its declaration says, with the same types', () => {
    expectTypeOf<typeof built>().toExtend<typeof declared>();
    expectTypeOf<Parameters<typeof built.render>[0]>().toEqualTypeOf<declared.RenderOptions>();
  });

  it('is the package\'s "./server": the declaration for types, the bundle the SSR build writes for code', () => {
    const server = packageJson.exports['./server'];
    expect(path.join(WEB_ROOT, server.types)).toBe(path.join(WEB_ROOT, 'src', 'entry-server.types.ts'));
    expect(path.join(WEB_ROOT, server.default)).toBe(path.join(SSR_DIR, SERVER_ENTRY_FILE));
  });
});
