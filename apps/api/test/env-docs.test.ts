import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';

/**
 * Every variable the server reads is documented twice, for two readers: `.env.example` (one
 * commented line and its default each) and the table of docs/operations.md. Both are compared with
 * the schema of src/env.ts, in both directions; and a variable read anywhere else in the apps' and
 * packages' sources (the commands) must be in docs/operations.md too.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The keys of EnvSchema, read from its source: the schema is not exported, and its keys are the lines `  NAME: z…` of its object. */
function schemaKeys(source: string): string[] {
  const start = source.indexOf('const EnvSchema = z.object({');
  const end = source.indexOf('\n});', start);
  if (start < 0 || end < 0) throw new Error('EnvSchema = z.object({ … }) not found in src/env.ts');
  return [...source.slice(start, end).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
}

const VARIABLE_LINE = /^#? ?([A-Z][A-Z0-9_]*)=/;

/** The variables of .env.example, each with the line above it. */
function exampleVariables(text: string): { name: string; comment: string }[] {
  const lines = text.split('\n');
  return lines.flatMap((line, i) => {
    const name = VARIABLE_LINE.exec(line)?.[1];
    return name ? [{ name, comment: lines[i - 1] ?? '' }] : [];
  });
}

/** The first cell of each row of the table under '## Environment variables'. */
function tableVariables(markdown: string): string[] {
  const start = markdown.indexOf('\n## Environment variables');
  const section = markdown.slice(start, markdown.indexOf('\n## ', start + 1));
  return [...section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]!);
}

/** Variables read as process.env.NAME in the apps' and packages' sources, but for tests, e2e support and benchmarks. */
function processEnvReads(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'test', 'e2e', 'dist', 'dist-ssr'].includes(entry.name)) walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
        for (const m of read(file).matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) found.set(m[1]!, file);
      }
    }
  };
  for (const dir of ['apps/api/src', 'apps/web/src', ...readdirSync(path.join(root, 'packages')).map((p) => `packages/${p}/src`)]) walk(dir);
  return found;
}

const keys = schemaKeys(read('apps/api/src/env.ts'));
const example = exampleVariables(read('.env.example'));
const operations = read('docs/operations.md');
const table = tableVariables(operations);

describe('environment variables in .env.example and docs/operations.md', () => {
  it("are read from env.ts's schema", () => {
    expect(keys.length).toBeGreaterThan(40);
    // Every variable with a default comes out of the parsed environment: each must be a key found.
    expect(Object.keys(loadEnv({})).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('.env.example lists every variable env.ts reads, and no other, once each', () => {
    const names = example.map((v) => v.name);
    expect(keys.filter((key) => !names.includes(key))).toEqual([]);
    expect(names.filter((name) => !keys.includes(name))).toEqual([]);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('.env.example gives each variable a comment line with its default', () => {
    const undescribed = example.filter(({ comment }) => !comment.startsWith('# ') || VARIABLE_LINE.test(comment) || !/Default: \S/.test(comment));
    expect(undescribed.map((v) => v.name)).toEqual([]);
  });

  it("docs/operations.md's table lists every variable env.ts reads, and no other, once each", () => {
    expect(keys.filter((key) => !table.includes(key))).toEqual([]);
    expect(table.filter((name) => !keys.includes(name))).toEqual([]);
    expect(table.filter((name, i) => table.indexOf(name) !== i)).toEqual([]);
  });

  it('docs/operations.md names every variable the commands read outside env.ts', () => {
    const reads = processEnvReads();
    expect(reads.size).toBeGreaterThan(0);
    const missing = [...reads].filter(([name]) => !operations.includes(`\`${name}\``)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });
});
