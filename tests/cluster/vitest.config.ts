/**
 * The cluster tier (`npm run test:cluster`): journeys through nginx over two web processes and a
 * worker (tests/cluster/cluster.ts). One file, one cluster, the journeys in order: the last kills a
 * web process.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'cluster',
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 60_000,
    // Starting the cluster (cluster.ts START_TIMEOUT_MS) and more.
    hookTimeout: 240_000,
  },
});
