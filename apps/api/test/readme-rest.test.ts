import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { restRoutes } from '../src/rest/routes.ts';
import { openApiPath, streamingOperations } from '../src/rest/openapi/document.ts';

/**
 * The README's REST table is a guide to the paths, not their list: the list is the OpenAPI
 * document, generated from what each procedure declares (a new path needs no README row). The
 * guide stays true: every path it lists, "| METHOD `path` ... | `procedure` |" (path parameters
 * written {id}, as in the document), is served and calls that procedure, and none is listed twice.
 */

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('\n## REST API'), readme.indexOf('\n## ', readme.indexOf('\n## REST API') + 1));
// Media under /api/public/ are static files, not REST paths.
const rows = [...section.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) `(\/api\/(?!public\/)[^`]+)`.*\| (?:`([\w.]+)`|—) \|$/gm)].map(
  ([, method, path, procedure]) => ({
    row: `${method} ${path}`,
    procedure: procedure ?? null,
  }),
);
const listed = rows.map((r) => r.row);
/** Each path the app serves, with the procedure it calls (the streaming routes' rows say what they like). */
const served = new Map<string, string | undefined>([
  ...restRoutes.map((r) => [`${r.method} ${openApiPath(r.url)}`, r.procedure] as const),
  ...streamingOperations().map((r) => [`${r.method} ${openApiPath(r.url)}`, undefined] as const),
]);

describe("README's REST table", () => {
  it('is found', () => {
    expect(listed.length).toBeGreaterThan(50);
  });

  it('lists no path the app does not serve, and none twice', () => {
    expect(listed.filter((row) => !served.has(row))).toEqual([]);
    expect(listed.filter((row, i) => listed.indexOf(row) !== i)).toEqual([]);
  });

  it('names the procedure each path calls', () => {
    const wrong = rows.filter((r) => served.get(r.row) !== undefined && served.get(r.row) !== r.procedure);
    expect(wrong.map((r) => `${r.row} names ${r.procedure}, calls ${served.get(r.row)}`)).toEqual([]);
    expect(rows.filter((r) => r.procedure).length).toBeGreaterThan(50);
  });
});
