/**
 * `npm start`'s first half: builds the app into dist/ only when its sources changed since the
 * last build (scripts/lib/build-stamp.ts), and says why it builds or skips.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { STAMP_FILE, decideBuild, hashBuildInputs, readStamp } from './lib/build-stamp.ts';
import { REPO_ROOT } from './lib/production-build.ts';

const distDir = path.join(REPO_ROOT, 'dist');
const hash = hashBuildInputs(REPO_ROOT, process.env);
const decision = decideBuild({
  hash,
  stamp: readStamp(distDir),
  hasBuild: existsSync(path.join(distDir, 'index.html')),
  force: process.env.FORCE_BUILD === '1',
});

if (!decision.build) {
  console.warn(`Skipping the app build: ${decision.reason}.`);
} else {
  console.warn(`Building the app: ${decision.reason}.`);
  const result = spawnSync('npx', ['vite', 'build'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(path.join(distDir, STAMP_FILE), `${hash}\n`);
}
