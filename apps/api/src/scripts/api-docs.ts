/**
 * Writes the operation list of docs/api.md from the OpenAPI document that GET /api/openapi.json
 * serves, between the list's two markers; the prose around them is left as it is:
 *
 *   pnpm docs:api
 *
 * The list is never kept by hand: the REST table and the procedures' contracts change, and a
 * hand-kept copy drifted from them. apps/api/test/api-docs.test.ts fails while docs/api.md differs
 * from what this script would write. Only what the document says is listed (method, path, who may
 * call, statuses, summary, procedure), so a change to the document needs nothing but a new run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../rest/openapi/document.ts';

export const API_DOCS_FILE = fileURLToPath(new URL('../../../../docs/api.md', import.meta.url));
export const LIST_START = '<!-- operations:start (written by `pnpm docs:api` from the OpenAPI document: do not edit by hand) -->';
export const LIST_END = '<!-- operations:end -->';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
  'x-trpc-procedure'?: string;
  'x-roles'?: string[];
}

export interface OpenApiDocumentLike {
  tags?: { name: string }[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}

/**
 * A table cell: one line (a run of white space with a line break in it is one space), and a `|`
 * that does not end the cell. Each run is matched whole: `\s*\n\s*` backtracked quadratically on
 * a long run without a break (the ReDoS scan).
 */
const cell = (text: string) => text.replace(/\s+/g, (run) => (run.includes('\n') ? ' ' : run)).replace(/\|/g, '\\|');

/**
 * Who may call an operation: anyone, or a staff session. Roles are shown when the document names
 * them, as the scopes of its security requirement or an `x-roles` list.
 */
function accessOf(operation: Operation): string {
  const requirements = operation.security ?? [];
  if (requirements.length === 0) return 'public';
  const roles = operation['x-roles'] ?? requirements.flatMap((requirement) => Object.values(requirement).flat());
  return roles.length > 0 ? `staff: ${roles.join(', ')}` : 'staff';
}

/** The markdown between the markers: one table per tag, in the document's order of tags and paths. */
export function operationList(document: OpenApiDocumentLike): string {
  const rows = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method: method.toUpperCase(), path, operation, tag: operation.tags?.[0] ?? 'other' }] : [];
    }),
  );
  const tags = [...new Set([...(document.tags ?? []).map((tag) => tag.name), ...rows.map((row) => row.tag)])];
  const sections = tags
    .map((tag) => {
      const ofTag = rows.filter((row) => row.tag === tag);
      if (ofTag.length === 0) return '';
      const lines = ofTag.map(({ method, path, operation }) => {
        const statuses = Object.keys(operation.responses ?? {}).join(', ');
        const procedure = operation['x-trpc-procedure'] ? `\`${operation['x-trpc-procedure']}\`` : '—';
        return `| ${method} \`${path}\` | ${accessOf(operation)} | ${statuses} | ${cell(operation.summary ?? '')} | ${procedure} |`;
      });
      return [`### ${tag}`, '', '| Operation | Access | Statuses | Summary | Procedure |', '|---|---|---|---|---|', ...lines].join('\n');
    })
    .filter(Boolean);
  return [`${rows.length} operations.`, ...sections].join('\n\n');
}

/** `markdown` with the text between the markers replaced by `list`. */
export function withOperationList(markdown: string, list: string): string {
  const start = markdown.indexOf(LIST_START);
  const end = markdown.indexOf(LIST_END);
  if (start < 0 || end < start) throw new Error(`docs/api.md needs the two markers of the operation list:\n${LIST_START}\n${LIST_END}`);
  return `${markdown.slice(0, start + LIST_START.length)}\n\n${list}\n\n${markdown.slice(end)}`;
}

/** The document as the server serves it, but for its title (the company's name) and cookie name, which the list does not show. */
export const currentOperationList = () => operationList(buildOpenApiDocument({ sessionCookie: 'session' }) as OpenApiDocumentLike);

if (import.meta.main) {
  const before = readFileSync(API_DOCS_FILE, 'utf8');
  const after = withOperationList(before, currentOperationList());
  if (after === before) {
    console.log('docs/api.md: the operation list is up to date.');
  } else {
    writeFileSync(API_DOCS_FILE, after);
    console.log('docs/api.md: operation list written.');
  }
}
