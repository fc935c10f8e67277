import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { htmlElements } from '@app/shared/text';

/**
 * `pnpm dev`: the web app from its sources, through Vite in middleware mode inside this server
 * (no second process, one port). Vite serves the modules with hot reload (its socket shares this
 * server), and every page is rendered by the current src/entry-server.tsx, loaded through Vite.
 * Production never loads this file (WEB_DEV is off): it serves the Vite SSR build instead.
 */
export async function viteDevWeb(app: FastifyInstance, webRoot: string) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  await app.register(import('@fastify/middie'));
  app.use(vite.middlewares);
  app.addHook('onClose', async () => vite.close());

  // The scripts Vite puts in a page's head (its client, the React refresh preamble), then the entry.
  const head = await vite.transformIndexHtml('/', '<html><head></head><body></body></html>');
  const scripts = htmlElements(head, 'script').map((script) => {
    const attrs: Record<string, string> = { type: 'module' };
    const src = /src="([^"]*)"/.exec(script.attributes)?.[1];
    if (src) attrs.src = src;
    return script.body ? { attrs, children: script.body } : { attrs };
  });
  const manifest = { routes: { __root__: { scripts: [...scripts, { attrs: { type: 'module', src: '/src/entry-client.tsx' } }] } } };

  return {
    load: async () => ({ entry: (await vite.ssrLoadModule('/src/entry-server.tsx')) as unknown, manifest }),
    /** Maps an error's stack back to the sources. */
    fixStack: (error: Error) => vite.ssrFixStacktrace(error),
  };
}
