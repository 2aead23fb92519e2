/**
 * `npm start`'s build: the app is built into dist/ only when its sources changed since the last
 * build (build-stamp.ts). It runs in a child process, so the server's first-run seed works
 * beside it (scripts/start.ts) instead of after it.
 */
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { STAMP_FILE, decideBuild, hashBuildInputs, readStamp } from './build-stamp.ts';
import { REPO_ROOT } from './production-build.ts';

/** Builds dist/ if the stamp says so; resolves when dist/ is ready, rejects when the build failed. */
export function buildAppIfChanged(env: NodeJS.ProcessEnv): Promise<void> {
  const distDir = path.join(REPO_ROOT, 'dist');
  const hash = hashBuildInputs(REPO_ROOT, env);
  const decision = decideBuild({
    hash,
    stamp: readStamp(distDir),
    hasBuild: existsSync(path.join(distDir, 'index.html')),
    force: env.FORCE_BUILD === '1',
  });
  if (!decision.build) {
    console.log(`Skipping the app build: ${decision.reason}.`);
    return Promise.resolve();
  }
  console.log(`Building the app in the background: ${decision.reason} (about half a minute).`);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    // Warnings and errors only: the file list of a full build is hundreds of lines.
    const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: REPO_ROOT, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code !== 0) {
        reject(new Error(`the app build failed (vite build exited with ${code ?? signal})`));
        return;
      }
      writeFileSync(path.join(distDir, STAMP_FILE), `${hash}\n`);
      console.log(`Built the app in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      resolve();
    });
  });
}
