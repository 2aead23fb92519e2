/**
 * `npm run bench:first-start [-- --port 3470]`: how long the first `npm start` of a fresh clone
 * takes to serve its first page (issue 22's target: 60 s on 2 cores). Clones the committed HEAD
 * into a temporary folder (its node_modules linked to this checkout's, as after `npm install`),
 * runs `npm start` there with no dist/ and no data, polls `/en/home` every 0.5 s until it answers
 * 200, then starts it once more (build and data reused). Prints both figures and the load average;
 * docs/benchmarks.md ("Start-up and seed") records them. A benchmark, not a test.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from './lib/production-build.ts';

const { values: options } = parseArgs({ options: { port: { type: 'string', default: '3470' } } });
const port = Number(options.port);

/** Runs `npm start` in `dir` until /en/home answers 200; returns the seconds it took. */
async function timeStart(dir: string): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'development' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      const answer = await fetch(`http://127.0.0.1:${port}/en/home`).catch(() => undefined);
      if (answer?.status === 200) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    // The whole group: npm, tsx, the server and the build it may still run.
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'first-start-'));
try {
  execFileSync('git', ['clone', '-q', REPO_ROOT, dir]);
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  const load = loadavg()[0]!.toFixed(1);
  const first = await timeStart(dir);
  const second = await timeStart(dir);
  console.log(
    `\nfirst start to first page: ${first.toFixed(1)} s (target 60 s); second start: ${second.toFixed(1)} s; load average before: ${load}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
