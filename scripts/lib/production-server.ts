/**
 * The production server as `npm start` runs it (NODE_ENV=production, the built app, embedded
 * PGlite seeded with the demo data), in temporary folders and on a free loopback port, for
 * benchmarks. Stopping it ends only the process it started and removes its folders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildProduction, REPO_ROOT } from './production-build.ts';

export interface ProductionServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A port nothing listens on right now, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet: the first start migrates and seeds before it listens.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer /healthz within ${timeoutMs / 1000} s`);
}

export interface ProductionServerOptions {
  /** A production build to serve as it is; without it the app is built into a temporary folder. */
  distDir?: string;
}

/** Builds the app, then starts the server on it over a fresh seeded database; resolves once healthy. */
export async function startProductionServer(
  options: ProductionServerOptions = {},
): Promise<ProductionServer> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'fanvault-bench-'));
  const distDir = options.distDir ?? path.join(workDir, 'dist');
  if (!options.distDir) buildProduction(distDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: path.join(workDir, 'data'),
      DIST_DIR: distDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      // No encode of the demo's videos running beside what is measured.
      SEED_VIDEOS: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, 300_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
