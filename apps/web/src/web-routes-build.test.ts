import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { webRoutes } from '../scripts/web-routes';

/** A web app of its own: the router's plugin and the route list's, as vite.config.ts has them. */
const dir = mkdtempSync(join(tmpdir(), 'web-routes-build-'));
const routesDir = join(dir, 'routes');
const routeTreeFile = join(dir, 'routeTree.gen.ts');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const route = (file: string, path: string) =>
  writeFileSync(join(routesDir, file), `import { createFileRoute } from '@tanstack/react-router';\nexport const Route = createFileRoute('${path}')({});\n`);

/** One build, as `vite build --ssr` runs it: the route list in its bundle, after checking the JSON beside it says the same. */
async function buildOnce(): Promise<string[]> {
  const result = (await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [
      tanstackRouter({ target: 'react', routesDirectory: routesDir, generatedRouteTree: routeTreeFile }),
      webRoutes(routeTreeFile, { emit: 'routes.json' }),
    ],
    build: { ssr: join(dir, 'entry.ts'), write: false },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const output = [result].flat()[0]!.output;
  const { code } = output[0];
  const at = code.indexOf('WEB_ROUTE_PATHS =');
  const start = at < 0 ? -1 : code.indexOf('[', at);
  const end = start < 0 ? -1 : code.indexOf(']', start);
  if (end < 0) throw new Error(`no route list in the build:\n${code}`);
  const list = code.slice(start, end + 1);
  const json = output.find((file) => file.fileName === 'routes.json');
  expect(json?.type === 'asset' && JSON.parse(String(json.source))).toEqual(JSON.parse(list));
  return JSON.parse(list) as string[];
}

describe('the route list of a build', () => {
  it('has a route added to the app since the last build: the build that writes the route tree reads it', { timeout: 120_000 }, async () => {
    mkdirSync(routesDir);
    writeFileSync(join(routesDir, '__root.tsx'), `import { createRootRoute } from '@tanstack/react-router';\nexport const Route = createRootRoute();\n`);
    route('index.tsx', '/');
    route('about.tsx', '/about');
    writeFileSync(join(dir, 'entry.ts'), `export { WEB_ROUTE_PATHS } from 'virtual:web-routes';\n`);
    expect(await buildOnce()).toEqual(['/', '/about']);

    mkdirSync(join(routesDir, 'jobs'));
    route('jobs/$jobId.tsx', '/jobs/$jobId');
    expect(await buildOnce()).toEqual(['/', '/about', '/jobs/$jobId']);
  });
});
