import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Every API path the documentation names with its method ("GET /api/jobs/{id}",
 * "POST `/api/contact`") is one the app serves with that method, so a renamed or removed path
 * cannot linger in the README, CONTRIBUTING or docs/. The other direction, every path documented,
 * is the generated list of docs/api.md (api-docs.test.ts). And every link between the pages
 * leads to a file that exists and a heading it has: pages and headings move as the docs grow.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const markdownUnder = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? markdownUnder(path.join(dir, entry.name)) : entry.name.endsWith('.md') ? [path.join(dir, entry.name)] : [],
  );
const files = ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', ...markdownUnder('docs')];

interface Mention {
  file: string;
  method: string;
  path: string;
}

// A path ends before a query string, a backtick, a space or the punctuation after it; media under
// /api/public/ are static files, not routes.
const MENTION = /\b(GET|POST|PUT|PATCH|DELETE)\s+`?(\/api\/[\w./{}-]*[\w}])/g;
const mentions: Mention[] = files.flatMap((file) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(MENTION)]
    .map(([, method, apiPath]) => ({ file, method: method!, path: apiPath! }))
    .filter((mention) => !mention.path.startsWith('/api/public/')),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('API paths named in the documentation', () => {
  it('are found in the docs pages and the README', () => {
    expect(files).toContain(path.join('docs', 'api.md'));
    expect(mentions.filter((m) => m.file === path.join('docs', 'api.md')).length).toBeGreaterThan(90);
    expect(new Set(mentions.map((m) => m.file)).size).toBeGreaterThan(3);
  });

  it('are all served with that method', () => {
    // '{id}' in the docs is ':id' in the routes, as in the OpenAPI document.
    const unknown = mentions.filter((m) => !t.app.hasRoute({ method: m.method as 'GET', url: m.path.replace(/\{(\w+)\}/g, ':$1') }));
    expect(unknown.map((m) => `${m.file}: ${m.method} ${m.path}`)).toEqual([]);
  });

  it('would catch a path the app does not serve', () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/api/jobs/:id' })).toBe(true);
    // Served paths, but not with these methods.
    expect(t.app.hasRoute({ method: 'DELETE', url: '/api/jobs/:id/status' })).toBe(false);
    expect(t.app.hasRoute({ method: 'PUT', url: '/api/contact' })).toBe(false);
    expect(t.app.hasRoute({ method: 'GET', url: '/api/job-alerts' })).toBe(false);
  });
});

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
const withoutCode = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');
const anchorsOf = (file: string) => new Set([...withoutCode(readFileSync(path.join(root, file), 'utf8')).matchAll(/^#+ (.+)$/gm)].map((m) => anchorOf(m[1]!)));

describe('links between the documentation pages', () => {
  const links = files.flatMap((file) =>
    // A target holds no ']': a scan from each '](' then ends at the next one (the ReDoS scan).
    [...withoutCode(readFileSync(path.join(root, file), 'utf8')).matchAll(/\]\(([^)\s\]]+)\)/g)]
      .map((m) => m[1]!)
      .filter((link) => !/^[a-z]+:/.test(link))
      .map((link) => ({ file, link })),
  );

  it('are found', () => {
    expect(links.length).toBeGreaterThan(100);
    expect(anchorOf("A recruiter's pipeline on applications")).toBe('a-recruiters-pipeline-on-applications');
    expect(anchorOf('Sitemap, robots.txt and feeds')).toBe('sitemap-robotstxt-and-feeds');
  });

  it('lead to a file that exists, and to a heading it has', () => {
    const broken = links.filter(({ file, link }) => {
      const [target = '', anchor] = link.split('#');
      const resolved = target ? path.normalize(path.join(path.dirname(file), target)) : file;
      if (!existsSync(path.join(root, resolved))) return true;
      return anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor);
    });
    expect(broken.map(({ file, link }) => `${file}: ${link}`)).toEqual([]);
  });
});
