import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { restRoutes } from '../src/rest/routes.ts';
import { openApiPath, streamingOperations } from '../src/rest/openapi/document.ts';

/**
 * The README's REST table is checked against the REST table (src/rest/routes.ts) and the streaming
 * routes of the OpenAPI document: every path is listed as "| METHOD `path`" (path parameters
 * written {id}, as in the document), and the README lists no path the app does not have.
 */

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('\n## REST API'), readme.indexOf('\n## ', readme.indexOf('\n## REST API') + 1));
// Media under /api/public/ are static files, not REST paths.
const listed = [...section.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) `(\/api\/(?!public\/)[^`]+)`/gm)].map(([, method, path]) => `${method} ${path}`);
const documented = [...restRoutes, ...streamingOperations()].map((r) => `${r.method} ${openApiPath(r.url)}`);

describe("README's REST table", () => {
  it('is found', () => {
    expect(listed.length).toBeGreaterThan(50);
  });

  it('lists every path of the REST table and every streaming route', () => {
    expect(documented.filter((row) => !listed.includes(row))).toEqual([]);
  });

  it('lists no path the app does not serve, and none twice', () => {
    expect(listed.filter((row) => !documented.includes(row))).toEqual([]);
    expect(listed.filter((row, i) => listed.indexOf(row) !== i)).toEqual([]);
  });
});
