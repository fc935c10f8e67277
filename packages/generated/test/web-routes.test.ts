import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEB_ROUTE_PATHS } from '../src/web-routes.gen.ts';
import { ROUTE_TREE_FILE, WEB_ROUTES_FILE, routePaths, webRoutesSource } from '../scripts/web-routes.ts';

describe('the one list of web routes', () => {
  it('is the route tree of the router (`pnpm --filter @app/generated build` after adding a route; `pnpm build` does it)', () => {
    const paths = routePaths(readFileSync(ROUTE_TREE_FILE, 'utf8'));
    expect(paths).toContain('/jobs/$jobId');
    expect(readFileSync(WEB_ROUTES_FILE, 'utf8')).toBe(webRoutesSource(paths));
    expect([...WEB_ROUTE_PATHS]).toEqual(paths);
  });
});
