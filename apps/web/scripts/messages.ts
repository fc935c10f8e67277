/**
 * The public site's texts in English and French (issue 35): messages/<area>/en.json and fr.json,
 * compiled by Paraglide JS into src/paraglide (one typed, tree-shaken function per message:
 * `m.nav_jobs()`). The compiled output is committed, so type checks, lint and tests never race a
 * compiler; this script writes it, and `--check` (run by `build` and by a unit test) fails when:
 * - a key is missing, empty or extra in one language, or a message's {placeholders} differ;
 * - src/paraglide is not what the catalogues compile to (someone edited a catalogue and did not
 *   run `pnpm --filter @app/web messages`).
 *
 * Usage: node scripts/messages.ts [--check]
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@inlang/paraglide-js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PARAGLIDE_DIR = join(ROOT, 'src/paraglide');
const PROJECT = join(ROOT, 'project.inlang');
const LANGUAGES = ['en', 'fr'] as const;

export type Catalogue = Record<string, string>;

/**
 * The catalogue files of the project (project.inlang/settings.json: one pattern per area of the
 * site, messages/site, messages/jobs, messages/pages), as paths with `{locale}` in them.
 */
export function cataloguePatterns(): string[] {
  const settings = JSON.parse(readFileSync(join(PROJECT, 'settings.json'), 'utf8')) as { 'plugin.inlang.messageFormat': { pathPattern: string | string[] } };
  const pattern = settings['plugin.inlang.messageFormat'].pathPattern;
  return (Array.isArray(pattern) ? pattern : [pattern]).map((each) => join(ROOT, each));
}

/** One language's messages from every catalogue file; a key defined in two files is a problem. */
export function readCatalogue(locale: string, problems: string[] = []): Catalogue {
  const catalogue: Catalogue = {};
  for (const pattern of cataloguePatterns()) {
    const file = pattern.replace('{locale}', locale);
    const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [key, value] of Object.entries(raw)) {
      if (key === '$schema') continue;
      if (typeof value !== 'string') problems.push(`${relative(ROOT, file)}: ${key} is not a plain text`);
      else if (key in catalogue) problems.push(`${relative(ROOT, file)}: ${key} is defined twice`);
      else catalogue[key] = value;
    }
  }
  return catalogue;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** What is wrong between the catalogues: one line per problem (none: they agree). */
export function catalogueProblems(catalogues?: Record<string, Catalogue>): string[] {
  const problems: string[] = [];
  catalogues ??= Object.fromEntries(LANGUAGES.map((locale) => [locale, readCatalogue(locale, problems)]));
  const keys = new Set(Object.values(catalogues).flatMap((catalogue) => Object.keys(catalogue)));
  for (const key of [...keys].sort()) {
    if (!/^[a-z][a-zA-Z0-9_]*$/.test(key)) problems.push(`${key}: a key is lower camel or snake case (it becomes a function name)`);
    const texts = Object.entries(catalogues).map(([locale, catalogue]) => [locale, catalogue[key]] as const);
    for (const [locale, text] of texts) {
      if (text === undefined) problems.push(`${key}: missing in ${locale}`);
      else if (text.trim() === '') problems.push(`${key}: empty in ${locale}`);
    }
    const shapes = new Set(texts.filter(([, text]) => text !== undefined).map(([, text]) => placeholders(text!).join(',')));
    if (shapes.size > 1) problems.push(`${key}: the languages do not have the same {placeholders}`);
  }
  return problems;
}

export async function compileMessages(outdir: string): Promise<void> {
  await compile({
    project: PROJECT,
    outdir,
    // The server sets the language per request (entry-server.tsx); the browser from the page's path (entry-client.tsx).
    strategy: ['globalVariable', 'baseLocale'],
    isServer: 'import.meta.env.SSR',
    // The types come from the JSDoc of the compiled JavaScript (allowJs in tsconfig.json): a declaration pass took 30 s.
    emitTsDeclarations: false,
    emitGitIgnore: false,
    emitReadme: false,
    emitPrettierIgnore: false,
  });
}

function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, name);
    if (statSync(path).isFile()) out.set(relative(dir, path), readFileSync(path, 'utf8'));
  }
  return out;
}

/** The files of src/paraglide that differ from a fresh compile (none: it is current). */
export async function staleCompiledFiles(): Promise<string[]> {
  const fresh = mkdtempSync(join(tmpdir(), 'paraglide-'));
  try {
    await compileMessages(fresh);
    const want = files(fresh);
    let have: Map<string, string>;
    try {
      have = files(PARAGLIDE_DIR);
    } catch {
      return ['src/paraglide (missing)'];
    }
    const names = new Set([...want.keys(), ...have.keys()]);
    return [...names].filter((name) => want.get(name) !== have.get(name)).sort();
  } finally {
    rmSync(fresh, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problems = catalogueProblems();
  if (problems.length > 0) {
    console.error(`The message catalogues disagree:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    const stale = await staleCompiledFiles();
    if (stale.length > 0) {
      console.error(`src/paraglide is not what messages/*.json compile to (run pnpm --filter @app/web messages):\n  ${stale.slice(0, 20).join('\n  ')}`);
      process.exit(1);
    }
  } else {
    await compileMessages(PARAGLIDE_DIR);
  }
  // The compiler leaves a timer behind that would hold the process for 30 s more.
  process.exit(0);
}
