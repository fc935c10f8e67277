import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Mantine's styles are loaded per component (a page's first load carries only what it shows), from
 * three places: mantine-site.css (every page), mantine-admin.css (with the admin area) and a
 * component's own `import '@mantine/core/styles/X.css'` (a dialog or a form that loads later). The
 * lists are kept by hand, so this derives what each source file needs from the Mantine components
 * it uses, following Mantine's own modules: a component needs its own stylesheet and those of the
 * components it renders (a NativeSelect renders Combobox's chevron, a SegmentedControl a
 * FloatingIndicator). Statics it only carries (Radio.Card) count where the app uses them.
 */

const web = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const mantine = path.join(web, 'node_modules/@mantine/core/esm');
/** The Mantine packages the app renders components of, and their modules' index. */
const PACKAGES: Record<string, string> = {
  '@mantine/core': path.join(mantine, 'index.mjs'),
  '@mantine/notifications': path.join(web, 'node_modules/@mantine/notifications/esm/index.mjs'),
};
const BASE = ['baseline', 'default-css-variables', 'global'];

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : undefined);

function visit(node: ts.Node, each: (node: ts.Node) => void) {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

/** The stylesheets of `@import '@mantine/core/styles/X.css'` lines, in order. */
const cssList = (file: string) =>
  readFileSync(path.join(web, 'src/styles', file), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith("@import '@mantine/core/styles/"))
    .map((line) => line.slice("@import '@mantine/core/styles/".length, line.indexOf(".css'")));

// ---------------------------------------------------------------- Mantine's modules

interface MantineModule {
  /** Stylesheets of the CSS modules it imports ('Button' for ./Button.module.mjs). */
  styles: string[];
  imports: Map<string, string>;
  /** Bindings it renders: jsx(X, …) or jsx(X.Y, …) (as 'X.Y'). */
  rendered: string[];
  /** Statics it attaches: X.Y = Z (Y -> Z). */
  statics: Map<string, string>;
}

const modules = new Map<string, MantineModule>();
function mantineModule(file: string): MantineModule {
  let found = modules.get(file);
  if (found) return found;
  const source = parse(file);
  found = { styles: [], imports: new Map(), rendered: [], statics: new Map() };
  modules.set(file, found);
  const name = (node: ts.Expression) =>
    ts.isIdentifier(node)
      ? node.text
      : ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)
        ? `${node.expression.text}.${node.name.text}`
        : undefined;
  visit(source, (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (from.startsWith('.')) {
        const target = path.resolve(path.dirname(file), from);
        // Core's stylesheets; another package's styles are one file of its own (entry-client imports them).
        if (target.endsWith('.module.mjs') && target.startsWith(mantine)) found.styles.push(path.basename(target, '.module.mjs'));
        if (clause?.name) found.imports.set(clause.name.text, target);
        if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings))
          for (const element of clause.namedBindings.elements) found.imports.set(element.name.text, target);
      } else if (from === '@mantine/core' && clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        // Another Mantine package rendering core's components (Notifications renders Notification).
        for (const element of clause.namedBindings.elements)
          found.imports.set(element.name.text, `${PACKAGES[from]}#${(element.propertyName ?? element.name).text}`);
      }
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && /^jsxs?$/.test(node.expression.text) && node.arguments[0]) {
      const rendered = name(node.arguments[0]);
      if (rendered) found.rendered.push(rendered);
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(node.left)) {
      if (ts.isIdentifier(node.right)) found.statics.set(node.left.name.text, node.right.text);
    }
  });
  return found;
}

/** Stylesheets the binding `local` of `file` needs when rendered ('X' or 'X.Y'). */
function bindingStyles(file: string, local: string, seen: Set<string>): string[] {
  const [head, member] = local.split('.');
  const module = mantineModule(file);
  const imported = module.imports.get(head!);
  if (imported?.includes('#')) {
    const [index, name] = imported.split('#');
    return bindingStyles(index!, member ? `${name}.${member}` : name!, seen);
  }
  const target = imported;
  if (!member) return target ? stylesOf(target, seen) : [];
  // A static of an imported component (Combobox.Chevron), or of one defined here.
  const owner = target ?? file;
  const attached = mantineModule(owner).statics.get(member);
  return attached ? bindingStyles(owner, attached, seen) : [];
}

function stylesOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file) || !file.endsWith('.mjs')) return [];
  seen.add(file);
  const module = mantineModule(file);
  return [...new Set([...module.styles, ...module.rendered.flatMap((local) => bindingStyles(file, local, seen))])];
}

/** The stylesheets a use of `name` ('Radio' or 'Radio.Card') of a Mantine package needs. */
const stylesOfUse = (use: Use) => bindingStyles(PACKAGES[use.from]!, use.name, new Set());

// ---------------------------------------------------------------- the app's sources

/** A component of a Mantine package the app uses ('Tabs', or 'Tabs.List'). */
interface Use {
  from: string;
  name: string;
}

interface Source {
  file: string;
  admin: boolean;
  uses: Use[];
  /** Stylesheets it imports itself. */
  ownStyles: string[];
}

function sourcesIn(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourcesIn(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts')) out.push(full);
  }
  return out;
}

const sources: Source[] = sourcesIn(path.join(web, 'src')).map((file) => {
  const source = parse(file);
  const imported = new Map<string, string>();
  const uses = new Map<string, Use>();
  const use = (from: string, name: string) => uses.set(`${from} ${name}`, { from, name });
  const ownStyles: string[] = [];
  for (const statement of source.statements) {
    if (
      !(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) ||
      !statement.moduleSpecifier ||
      !ts.isStringLiteral(statement.moduleSpecifier)
    )
      continue;
    const from = statement.moduleSpecifier.text;
    if (from.startsWith('@mantine/core/styles/')) ownStyles.push(path.basename(from, '.css'));
    if (!PACKAGES[from]) continue;
    if (ts.isExportDeclaration(statement)) {
      // export { Drawer } from '@mantine/core': a chunk of its own for a component.
      if (!statement.isTypeOnly && statement.exportClause && ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements) if (!element.isTypeOnly) use(from, (element.propertyName ?? element.name).text);
    } else if (!statement.importClause?.isTypeOnly && statement.importClause?.namedBindings && ts.isNamedImports(statement.importClause.namedBindings)) {
      for (const element of statement.importClause.namedBindings.elements) if (!element.isTypeOnly) imported.set(element.name.text, from);
    }
  }
  visit(source, (node) => {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && imported.has(node.expression.text))
      use(imported.get(node.expression.text)!, `${node.expression.text}.${node.name.text}`);
    else if (ts.isIdentifier(node) && imported.has(node.text) && !ts.isImportSpecifier(node.parent)) use(imported.get(node.text)!, node.text);
    // lazyNamed(() => import('@mantine/notifications'), 'Notifications'): a component loaded later.
    else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'lazyNamed') {
      const [load, name] = node.arguments;
      let from: string | undefined;
      if (load)
        visit(load, (inner) => {
          if (
            ts.isCallExpression(inner) &&
            inner.expression.kind === ts.SyntaxKind.ImportKeyword &&
            inner.arguments[0] &&
            ts.isStringLiteral(inner.arguments[0])
          )
            from = inner.arguments[0].text;
        });
      if (from && PACKAGES[from] && name && ts.isStringLiteral(name)) use(from, name.text);
    }
  });
  return { file: path.relative(web, file), admin: path.relative(web, file).split(path.sep).includes('admin'), uses: [...uses.values()], ownStyles };
});

const site = cssList('mantine-site.css');
const admin = cssList('mantine-admin.css');

/** What each source needs that none of its places gives it: site, admin area (for the admin's files), its own imports. */
function missing() {
  const gaps: string[] = [];
  for (const source of sources) {
    const given = new Set([...site, ...source.ownStyles, ...(source.admin ? admin : [])]);
    for (const use of source.uses) for (const sheet of stylesOfUse(use)) if (!given.has(sheet)) gaps.push(`${source.file}: ${use.name} needs ${sheet}.css`);
  }
  return [...new Set(gaps)].sort();
}

describe("Mantine's stylesheets", () => {
  it('are read from Mantine as it renders its components', () => {
    const core = (name: string) => stylesOfUse({ from: '@mantine/core', name }).sort();
    expect(core('Button')).toEqual(['Button', 'Loader', 'UnstyledButton']);
    expect(core('SegmentedControl')).toContain('FloatingIndicator');
    expect(core('NativeSelect')).toContain('Combobox');
    expect(core('Radio')).not.toContain('RadioCard');
    expect(core('Radio.Card')).toContain('RadioCard');
    expect(core('Tabs.List')).toContain('Tabs');
    expect(stylesOfUse({ from: '@mantine/notifications', name: 'Notifications' })).toContain('Notification');
    // Every stylesheet the app's components need is one Mantine ships.
    const sheets = new Set(readdirSync(path.join(mantine, '..', 'styles')).map((name) => name.replace(/\.css$/, '')));
    for (const source of sources)
      for (const use of source.uses) for (const sheet of stylesOfUse(use)) expect(sheets, `${source.file}: ${use.name}`).toContain(sheet);
  });

  it('that a source file needs are loaded where it is shown', () => {
    expect(missing()).toEqual([]);
  });

  it('are listed only where something needs them', () => {
    const needed = (list: Source[]) => new Set(list.flatMap((source) => source.uses.flatMap(stylesOfUse)));
    const everywhere = needed(sources);
    const inAdmin = needed(sources.filter((source) => source.admin));
    expect(site.filter((sheet) => !BASE.includes(sheet) && !everywhere.has(sheet))).toEqual([]);
    expect(admin.filter((sheet) => !inAdmin.has(sheet) || site.includes(sheet))).toEqual([]);
    for (const source of sources) {
      const ownNeeded = new Set(source.uses.flatMap(stylesOfUse));
      expect(
        source.ownStyles.filter((sheet) => !ownNeeded.has(sheet) || site.includes(sheet)),
        source.file,
      ).toEqual([]);
    }
  });

  it("are listed in the order of Mantine's styles.css (later rules build on earlier ones)", () => {
    // styles.css is the stylesheets one after the other: where each one's text starts is its place.
    const all = readFileSync(path.join(mantine, '..', 'styles.css'), 'utf8');
    const place = (sheet: string) => all.indexOf(readFileSync(path.join(mantine, '..', 'styles', `${sheet}.css`), 'utf8').trim());
    for (const list of [site, admin]) {
      const places = list.map(place);
      expect(places.every((at) => at >= 0)).toBe(true);
      expect(list).toEqual([...list].sort((a, b) => place(a) - place(b)));
    }
  });
});
