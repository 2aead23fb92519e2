/**
 * The production build of the app, made where a script asks (a temporary folder), so a benchmark
 * or the bundle budget never overwrites the dist/ a running server or the e2e tier is serving.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is scripts/lib/production-build.ts). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Runs `vite build` into outDir (emptied first); throws with Vite's exit status if it fails. */
export function buildProduction(outDir: string): void {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
}
