import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/rest/openapi/document.ts';
import { API_DOCS_FILE, LIST_END, LIST_START, currentOperationList, operationList, withOperationList } from '../src/scripts/api-docs.ts';

/**
 * docs/api.md's list of operations is written from the OpenAPI document by `pnpm docs:api`
 * (src/scripts/api-docs.ts), never by hand: a change to the REST table or to a procedure's contract
 * fails here until the list is written again.
 */

const rowsOf = (list: string) => [...list.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) `([^`]+)` \|/gm)].map(([, method, path]) => `${method} ${path}`);

describe("docs/api.md's operation list", () => {
  it('is what `pnpm docs:api` writes from the OpenAPI document', () => {
    const text = readFileSync(API_DOCS_FILE, 'utf8');
    expect(text, 'docs/api.md is stale: run `pnpm docs:api` and commit docs/api.md').toBe(withOperationList(text, currentOperationList()));
  });

  it('has one row for each operation of the document, and no other', () => {
    const document = buildOpenApiDocument({ sessionCookie: 'session' });
    const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    const rows = rowsOf(currentOperationList());
    expect(operations.length).toBeGreaterThan(50);
    expect(rows.sort()).toEqual(operations.sort());
  });

  it('says who may call each operation and what it answers', () => {
    const list = currentOperationList();
    expect(list).toMatch(/^\| GET `\/api\/jobs` \| public \| 200, 400[^|]* \|/m);
    expect(list).toMatch(/^\| GET `\/api\/admin\/users` \| staff[^|]* \| 200, 401[^|]* \|.*\| `team\.list` \|$/m);
  });

  it('keeps a summary with a pipe or a line break inside its cell', () => {
    const list = operationList({ paths: { '/api/x': { get: { summary: "status 'a' | 'b'\n  and more", tags: ['x'], responses: { '200': {} } } } } });
    expect(list).toContain("| GET `/api/x` | public | 200 | status 'a' \\| 'b' and more | — |");
  });

  it('names the roles when the document gives them', () => {
    const staffOnly = { summary: 's', tags: ['x'], responses: { '200': {}, '401': {} } };
    const list = operationList({
      paths: {
        '/api/a': { get: { ...staffOnly, security: [{ adminSession: [] }] } },
        '/api/b': { get: { ...staffOnly, security: [{ adminSession: ['owner'] }] } },
        '/api/c': { get: { ...staffOnly, security: [{ adminSession: [] }], 'x-roles': ['owner', 'recruiter'] } },
      },
    });
    expect(list).toContain('| GET `/api/a` | staff | 200, 401 |');
    expect(list).toContain('| GET `/api/b` | staff: owner | 200, 401 |');
    expect(list).toContain('| GET `/api/c` | staff: owner, recruiter | 200, 401 |');
  });

  it('replaces only what lies between the markers, and refuses a file without them', () => {
    const text = `# Title\n\nprose\n\n${LIST_START}\nold list\n${LIST_END}\n\nmore prose\n`;
    expect(withOperationList(text, 'new list')).toBe(`# Title\n\nprose\n\n${LIST_START}\n\nnew list\n\n${LIST_END}\n\nmore prose\n`);
    expect(() => withOperationList('# Title\n', 'new list')).toThrow('markers');
  });
});
