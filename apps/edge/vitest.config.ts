import { defineConfig } from 'vitest/config';

/**
 * The edge tests start real processes (varnishd, PostgreSQL, two app instances): one file at a time,
 * and time enough for the replay of 10,000 views on a busy two-core machine.
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
  },
});
