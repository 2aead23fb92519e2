/**
 * Whether `npm start` must build the app: a hash of everything the build reads, compared with
 * the stamp the last build wrote into dist/. Unchanged sources start the server at once.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What `vite build` reads, relative to the repository root (missing ones are skipped). */
export const BUILD_INPUTS = [
  'src',
  'index.html',
  'locales',
  'public',
  'vite.config.ts',
  'tailwind.config.ts',
  'tsconfig.json',
  'package-lock.json',
] as const;

/** Where the last build's hash is kept. */
export const STAMP_FILE = '.build-stamp';

function filesUnder(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.posix.join(relative, name)));
}

/** Environment variables the build bakes into the app (vite.config.ts). */
export const BUILD_ENV = ['API_AES_KEY', 'API_SIGN_KEY'] as const;

/** sha256 over the paths and contents of the build inputs and the build's variables, in a stable order. */
export function hashBuildInputs(
  root: string,
  env: Readonly<Record<string, string | undefined>> = {},
  inputs: readonly string[] = BUILD_INPUTS,
): string {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(root, input))) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

export interface BuildState {
  /** The hash of the inputs now. */
  hash: string;
  /** The hash the last build stamped, if any. */
  stamp: string | undefined;
  /** Whether dist/index.html exists. */
  hasBuild: boolean;
  /** FORCE_BUILD=1: build whatever the stamp says. */
  force: boolean;
}

export interface BuildDecision {
  build: boolean;
  reason: string;
}

/** Builds when forced, when there is no build or no stamp, or when the inputs changed. */
export function decideBuild(state: BuildState): BuildDecision {
  if (state.force) return { build: true, reason: 'FORCE_BUILD is set' };
  if (!state.hasBuild) return { build: true, reason: 'dist/ holds no build yet' };
  if (state.stamp === undefined) return { build: true, reason: 'the build in dist/ has no stamp' };
  if (state.stamp !== state.hash) {
    return { build: true, reason: `the sources changed since the last build (${BUILD_INPUTS.join(', ')})` };
  }
  return { build: false, reason: 'the sources are unchanged since the last build' };
}

/** Reads the stamp in distDir, if any. */
export function readStamp(distDir: string): string | undefined {
  const file = path.join(distDir, STAMP_FILE);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}
