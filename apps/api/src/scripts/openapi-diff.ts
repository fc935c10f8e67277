/**
 * What a change did to the documented API: compares the OpenAPI document this code generates with
 * a saved one (GET /api/openapi.json of another version), and prints each operation added,
 * removed or changed, the responses added or removed, and any other difference:
 *
 *   node apps/api/src/scripts/openapi-diff.ts saved-openapi.json
 *
 * Exit code 0 when the documents are the same but for responses added to operations (more error
 * statuses documented) and components added; 1 for any other difference. The order of keys and
 * of the tag list is not a difference.
 */
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { buildOpenApiDocument } from '../rest/openapi/document.ts';
import { SESSION_COOKIE } from '../app.ts';

type Json = Record<string, unknown>;
type Operations = Record<string, Record<string, Json & { responses: Json }>>;

const savedPath = process.argv[2];
if (!savedPath) {
  console.error('usage: node apps/api/src/scripts/openapi-diff.ts saved-openapi.json');
  process.exit(2);
}
const before = JSON.parse(readFileSync(savedPath, 'utf8')) as Json & { paths: Operations; components: Record<string, Json>; tags: { name: string }[] };
const after = JSON.parse(
  JSON.stringify(buildOpenApiDocument({ sessionCookie: SESSION_COOKIE, title: (before.info as Json).title as string })),
) as typeof before;

const breaking: string[] = [];
const additions: string[] = [];

for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
  if (key === 'paths' || key === 'components') continue;
  const [a, b] = key === 'tags' ? [before.tags.map((t) => t.name).sort(), after.tags.map((t) => t.name).sort()] : [before[key], after[key]];
  if (!isDeepStrictEqual(a, b)) breaking.push(`${key} differs`);
}

for (const kind of new Set([...Object.keys(before.components), ...Object.keys(after.components)])) {
  const [a, b] = [before.components[kind] ?? {}, after.components[kind] ?? {}];
  for (const name of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (!(name in a)) additions.push(`components.${kind}.${name} added`);
    else if (!isDeepStrictEqual(a[name], b[name])) breaking.push(`components.${kind}.${name} ${name in b ? 'differs' : 'removed'}`);
  }
}

for (const path of new Set([...Object.keys(before.paths), ...Object.keys(after.paths)])) {
  for (const method of new Set([...Object.keys(before.paths[path] ?? {}), ...Object.keys(after.paths[path] ?? {})])) {
    const [a, b] = [before.paths[path]?.[method], after.paths[path]?.[method]];
    const name = `${method.toUpperCase()} ${path}`;
    if (!a || !b) {
      breaking.push(`${name} ${a ? 'removed' : 'added'}`);
      continue;
    }
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (key !== 'responses' && !isDeepStrictEqual(a[key], b[key])) breaking.push(`${name}: ${key} differs`);
    }
    for (const status of new Set([...Object.keys(a.responses), ...Object.keys(b.responses)])) {
      if (!(status in a.responses)) additions.push(`${name}: ${status} added`);
      else if (!isDeepStrictEqual(a.responses[status], b.responses[status]))
        breaking.push(`${name}: ${status} ${status in b.responses ? 'differs' : 'removed'}`);
    }
  }
}

for (const line of additions) console.log(`+ ${line}`);
for (const line of breaking) console.log(`! ${line}`);
console.log(`${additions.length} additions, ${breaking.length} other differences`);
process.exit(breaking.length > 0 ? 1 : 0);
