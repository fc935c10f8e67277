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

function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  // Statement by statement (every one ends with ';'), with string searches: patterns that scan
  // across lines for ' from ' backtrack polynomially (the ReDoS scan refuses them).
  for (const piece of text.split(';')) {
    const start = /(?:^|\n)(?:import|export)\s/.exec(piece);
    if (!start) continue;
    const statement = piece.slice(start.index).trim();
    const fromAt = statement.lastIndexOf(" from '");
    if (fromAt < 0) {
      if (statement.startsWith("import '")) found.push(statement.slice(8, statement.indexOf("'", 8)));
      continue;
    }
    const head = statement.slice(0, fromAt);
    const spec = statement.slice(fromAt + 7, statement.indexOf("'", fromAt + 7));
    if (/^(?:import|export)\s+type\s/.test(head)) continue;
    const open = head.indexOf('{');
    const close = open < 0 ? -1 : head.indexOf('}', open);
    const names = close < 0 ? undefined : head.slice(open + 1, close);
    const outside = (close < 0 ? head : head.slice(0, open) + head.slice(close + 1)).replace(/^(?:import|export)/, '').replace(/[\s,]/g, '');
    if (names !== undefined && !outside && names.split(',').every((name) => !name.trim() || name.trim().startsWith('type '))) continue;
    found.push(spec);
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
