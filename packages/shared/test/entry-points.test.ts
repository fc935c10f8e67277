import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The package's entry points come in two groups (package.json "exports"): `@app/shared/<module>`
 * never loads zod, so a page's first load can read company facts, pay rules or the role list
 * without it (zod is 27 KB gzip); `@app/shared/schemas/<module>` holds the zod schemas. There is
 * no catch-all index. This walks every module's imports that run (not `import type`), read from the
 * syntax tree (patterns over the text backtracked: see redos.test.ts).
 */
const src = path.join(import.meta.dirname, '..', 'src');

function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const typesOnly = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) => elements.length > 0 && elements.every((e) => e.isTypeOnly);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const names = clause?.namedBindings;
      if (clause && (clause.isTypeOnly || (!clause.name && names && ts.isNamedImports(names) && typesOnly(names.elements)))) continue;
      found.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      const names = statement.exportClause;
      if (statement.isTypeOnly || (names && ts.isNamedExports(names) && typesOnly(names.elements))) continue;
      found.push(statement.moduleSpecifier.text);
    }
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
