import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Two projects, so that only the tests that need the web build wait for it: `pages` (test/pages:
 * pages rendered by the server, built assets, anything served from apps/web/dist and dist-ssr)
 * runs after `pnpm --filter @app/web build` (turbo's test:pages), `api` (everything else) at once.
 * A test outside test/pages that asks for the build fails (see WEB_BUILD in test/helpers.ts).
 */
export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    // Every answer must pass its procedure's output schema unchanged (test/setup.ts).
    setupFiles: ['./test/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'api', include: ['test/**/*.test.ts'], exclude: [...configDefaults.exclude, 'test/pages/**'] } },
      { extends: true, test: { name: 'pages', include: ['test/pages/**/*.test.ts'], provide: { webBuild: true } } },
    ],
  },
});
