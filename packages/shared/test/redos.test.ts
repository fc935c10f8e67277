import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { check } from 'recheck';
import { describe, expect, it } from 'vitest';
import { z } from '@app/shared/schemas/base';

/**
 * No regular expression in the code base may backtrack super-linearly: one request must never be
 * able to hold the event loop with a crafted text (ReDoS). Every regex literal and every
 * `RegExp('…')` of a literal in the repository's TypeScript is read from its syntax tree and
 * the ones application code holds are checked with recheck (automata theory, with its fuzzer as a fallback, seeded and bounded by
 * step counts only, so a run gives the same verdicts on a busy machine as on an idle one). Application code may not build a RegExp from a variable at all, since such a
 * pattern cannot be checked here; tests, benchmarks and scripts may (they only see their own input), and
 * their patterns are not checked either: checking all 600 took 50 s on an idle machine and over 190 s
 * on a busy one, for patterns that never meet a visitor's text.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// src/paraglide is compiled from the message catalogues (Paraglide's runtime: its patterns read the
// page's own address, never a visitor's text, and it is not ours to change).
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', 'coverage', 'test-results', 'playwright-report', '.data', '.git', '.turbo', 'paraglide']);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') && entry.name !== '.ci') continue;
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.gen.ts')) out.push(full);
  }
  return out;
}

/** Code that never sees a visitor's input: tests, end-to-end specs, benchmarks and build scripts. */
const isToolingFile = (relative: string) =>
  /(^|\/)test-utils\.tsx?$/.test(relative) ||
  /(^|\/)(test|e2e|bench|scripts)\//.test(relative) ||
  /\.(test|spec)\.tsx?$/.test(relative) ||
  /(^|\/)[^/]*\.config\.ts$/.test(relative);

interface Found {
  where: string;
  source: string;
  flags: string;
}

function regexesOf(file: string) {
  const relative = path.relative(ROOT, file);
  const text = readFileSync(file, 'utf8');
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const literals: Found[] = [];
  const dynamic: string[] = [];
  const where = (node: ts.Node) => `${relative}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isRegularExpressionLiteral(node)) {
      const slash = node.text.lastIndexOf('/');
      literals.push({ where: where(node), source: node.text.slice(1, slash), flags: node.text.slice(slash + 1) });
    } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
      const [pattern, flags] = node.arguments ?? [];
      if (pattern && ts.isStringLiteralLike(pattern) && (!flags || ts.isStringLiteralLike(flags))) {
        literals.push({ where: where(node), source: pattern.text, flags: flags && ts.isStringLiteralLike(flags) ? flags.text : '' });
      } else if (pattern && !ts.isRegularExpressionLiteral(pattern)) {
        dynamic.push(where(node));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  const tooling = isToolingFile(relative);
  return { literals, applied: tooling ? [] : literals, dynamic: tooling ? [] : dynamic };
}

const files = sourceFiles(ROOT);
const scanned = files.map(regexesOf);
const literals = scanned.flatMap((s) => s.literals);
/** The patterns that can meet a visitor's input: those of the application code (not tests, specs, benchmarks or scripts). */
const applied = scanned.flatMap((s) => s.applied);

/** Patterns of libraries that run on visitors' input: zod's email check (base.ts isEmail, the email fields). */
const libraryPatterns: Found[] = [{ where: 'zod z.regexes.email', source: z.regexes.email.source, flags: z.regexes.email.flags }];

describe('regular expressions (ReDoS)', () => {
  it('finds the code base and its patterns', () => {
    // A scan that silently reads nothing would pass: make sure it sees the app and the known patterns.
    expect(files.some((f) => f.endsWith(path.join('packages', 'shared', 'src', 'schemas', 'base.ts')))).toBe(true);
    expect(files.some((f) => f.endsWith(path.join('apps', 'web', 'src', 'entry-client.tsx')))).toBe(true);
    expect(literals.length).toBeGreaterThan(100);
    expect(applied.length).toBeGreaterThan(50);
    expect(applied.some((r) => r.where.startsWith(path.join('packages', 'shared', 'src', 'schemas', 'inputs.ts')))).toBe(true);
    expect(applied.some((r) => r.where.includes(`${path.sep}test${path.sep}`))).toBe(false);
  });

  it('application code builds no RegExp from a variable (it could not be checked)', () => {
    expect(scanned.flatMap((s) => s.dynamic)).toEqual([]);
  });

  it('the checker catches the pattern that froze the server (pay amounts)', async () => {
    const old = await check(String.raw`^\s*-?\s*\$?\s*[\d,]+(\.\d+)?\s*$`, '', { randomSeed: 1 });
    expect(old.status).toBe('vulnerable');
  });

  it('no pattern backtracks super-linearly', { timeout: 600_000 }, async () => {
    const unique = new Map<string, Found>();
    for (const found of [...applied, ...libraryPatterns]) unique.set(`${found.flags}/${found.source}`, found);
    const problems: string[] = [];
    // One at a time: the checker is one process, so concurrent requests would only queue, and a
    // queued one could use up its time limit waiting. The limit is generous for a busy machine.
    for (const found of unique.values()) {
      // Only step counts bound the fuzzer, never the clock: with its default time limits
      // (incubation 250 ms, attack 1 s) a busy machine made a slow candidate look like an attack,
      // and the verdicts changed from run to run.
      const result = await check(found.source, found.flags, { randomSeed: 42, timeout: 60_000, incubationTimeout: null, attackTimeout: null });
      if (result.status !== 'safe') {
        const detail = result.status === 'vulnerable' ? result.complexity.summary : result.status === 'unknown' ? result.error.kind : '';
        problems.push(`${found.where}: /${found.source}/${found.flags} is ${result.status} (${detail})`);
      }
    }
    expect(problems).toEqual([]);
  });
});
