/**
 * The production build of the app, made where a script asks (a temporary folder), so a benchmark
 * or the bundle budget never overwrites the dist/ a running server or the e2e tier is serving.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EnvelopeKeys } from '../../src/contract/envelope.ts';

/** The repository root (this file is scripts/lib/production-build.ts). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Runs `vite build` into outDir (emptied first); throws with Vite's exit status if it fails. The
 * app seals its calls with `keys` (vite.config.ts bakes them in); without them, with the
 * environment's API_AES_KEY and API_SIGN_KEY, else the public development keys.
 */
export function buildProduction(outDir: string, keys?: EnvelopeKeys): void {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ...(keys ? { API_AES_KEY: keys.aesKey, API_SIGN_KEY: keys.signKey } : {}),
      },
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
}

/** Whether any script of the build in distDir holds `text` (a key vite.config.ts baked in). */
function buildHolds(distDir: string, text: string): boolean {
  const scripts = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  );
  return scripts.some((file) => readFileSync(path.join(distDir, file), 'utf8').includes(text));
}

/**
 * Throws unless the build in distDir was made with these envelope keys: an app built with others
 * cannot open a single answer of the server, and would fail a benchmark far from the cause.
 */
export function checkBuiltWithKeys(distDir: string, keys: EnvelopeKeys): void {
  if (buildHolds(distDir, keys.aesKey) && buildHolds(distDir, keys.signKey)) return;
  throw new Error(
    `${distDir} was not built with these API_AES_KEY and API_SIGN_KEY: build it with them ` +
      `(API_AES_KEY=... API_SIGN_KEY=... npx vite build --outDir ${distDir})`,
  );
}
