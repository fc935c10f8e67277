import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The package's entry points come in two groups (package.json "exports"): `@app/shared/<module>`
 * never loads zod, so a page's first load can read company facts, pay rules or the role list
 * without it (zod is 27 KB gzip); `@app/shared/schemas/<module>` holds the zod schemas. There is
 * no catch-all index. This walks every module's imports that run (not `import type`).
 */
const src = path.join(import.meta.dirname, '..', 'src');

/**
 * The statements of a file that begin a line with `import` or `export`, up to their `;`, with
 * their white space as single spaces. Read without a pattern spanning the statement: the ReDoS
 * check (redos.test.ts) flags every pattern that would do it in one.
 */
function statementsOf(text: string): string[] {
  const statements: string[] = [];
  let lineStart = 0;
  while (lineStart < text.length) {
    const lineEnd = text.indexOf('\n', lineStart) < 0 ? text.length : text.indexOf('\n', lineStart);
    const line = text.slice(lineStart, lineEnd);
    if (['import', 'export'].some((keyword) => line.startsWith(`${keyword} `) || line === keyword)) {
      const end = text.indexOf(';', lineStart);
      statements.push(
        text
          .slice(lineStart, end < 0 ? text.length : end)
          .split(/\s+/)
          .join(' '),
      );
    }
    lineStart = lineEnd + 1;
  }
  return statements;
}

function runtimeImports(file: string): string[] {
  const found: string[] = [];
  for (const statement of statementsOf(readFileSync(file, 'utf8'))) {
    // A side-effect import: `import 'x'`.
    if (statement.startsWith("import '")) {
      found.push(statement.slice("import '".length, statement.indexOf("'", "import '".length)));
      continue;
    }
    const from = statement.indexOf(" from '");
    if (from < 0 || statement.startsWith('import type ') || statement.startsWith('export type ')) continue;
    const what = statement.slice(statement.indexOf(' ') + 1, from);
    const [open, close] = [what.indexOf('{'), what.indexOf('}')];
    const names = open >= 0 && close > open ? what.slice(open + 1, close) : undefined;
    const outside = (names === undefined ? what : what.slice(0, open) + what.slice(close + 1)).replace(/[\s,]/g, '');
    if (names !== undefined && !outside && names.split(',').every((name) => !name.trim() || name.trim().startsWith('type '))) continue;
    const start = from + " from '".length;
    found.push(statement.slice(start, statement.indexOf("'", start)));
  }
  return found;
}

const plainModules = readdirSync(src).filter((name) => name.endsWith('.ts'));
const schemaModules = readdirSync(path.join(src, 'schemas')).filter((name) => name.endsWith('.ts'));

describe('entry points', () => {
  it('has no catch-all index', () => {
    expect(plainModules).not.toContain('index.ts');
    expect(schemaModules).not.toContain('index.ts');
  });

  it.each(plainModules)('%s loads neither zod nor a schema module', (name) => {
    const imports = runtimeImports(path.join(src, name));
    expect(imports.filter((spec) => spec === 'zod' || spec.startsWith('zod/') || spec.includes('schemas/'))).toEqual([]);
  });

  it('the schema modules are the ones that load zod', () => {
    const loadsZod = schemaModules.filter((name) => {
      const seen = new Set<string>();
      const walk = (file: string): boolean => {
        if (seen.has(file)) return false;
        seen.add(file);
        return runtimeImports(file).some((spec) => spec === 'zod' || (spec.startsWith('.') && walk(path.resolve(path.dirname(file), spec))));
      };
      return walk(path.join(src, 'schemas', name));
    });
    expect(loadsZod.sort()).toEqual(schemaModules.sort());
  });
});
