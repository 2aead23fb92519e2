/**
 * The production server as a deployment runs it, for the browser benchmarks: NODE_ENV=production
 * on valid production settings made for this run (bench-production-settings.ts), the app built
 * with the run's keys, embedded PGlite seeded with the demo world (SEED_DEMO=true), behind a TLS
 * terminator (tls-proxy.ts) at its https:// PUBLIC_URL, all in temporary folders on free loopback
 * ports. Stopping it ends only the processes it started and removes its folders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EnvelopeKeys } from '../../src/contract/envelope.ts';
import { benchProductionSettings } from './bench-production-settings.ts';
import { freePort } from './free-port.ts';
import { buildProduction, checkBuiltWithKeys, REPO_ROOT } from './production-build.ts';
import { startTlsProxy, tlsProxyAddress, type TlsProxy } from './tls-proxy.ts';

export { freePort } from './free-port.ts';

export interface ProductionServer {
  /** The https:// address a browser opens (the TLS proxy; PUBLIC_URL), its certificate self-signed. */
  baseUrl: string;
  /** The server's own plain address on loopback, for the benchmark's calls from Node. */
  directUrl: string;
  /** The envelope keys the server and its app run with, to seal the benchmark's calls. */
  keys: EnvelopeKeys;
  stop(): Promise<void>;
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
  /** An app already built, served as it is, with the keys it was built with. */
  prebuilt?: { distDir: string; keys: EnvelopeKeys };
}

/** Builds the app, then starts the server on it over a fresh seeded database; resolves once healthy. */
export async function startProductionServer(
  options: ProductionServerOptions = {},
): Promise<ProductionServer> {
  if (options.prebuilt) checkBuiltWithKeys(options.prebuilt.distDir, options.prebuilt.keys);
  const proxyAddress = await tlsProxyAddress();
  const settings = benchProductionSettings({
    publicUrl: proxyAddress.baseUrl,
    seedDemo: true,
    ...(options.prebuilt ? { keys: options.prebuilt.keys } : {}),
  });
  const workDir = mkdtempSync(path.join(tmpdir(), 'fanvault-bench-'));
  const distDir = options.prebuilt?.distDir ?? path.join(workDir, 'dist');
  try {
    if (!options.prebuilt) buildProduction(distDir, settings.keys);
  } catch (error) {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const directUrl = `http://127.0.0.1:${port}`;
  // Standard output carries the demo's random passwords, which no benchmark here signs in with.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...settings.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The proxy on this machine tells the visitor's address, as docs/operations.md asks.
      TRUST_PROXY: 'loopback',
      DATA_DIR: path.join(workDir, 'data'),
      DIST_DIR: distDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  let proxy: TlsProxy | undefined;
  const stop = async () => {
    await proxy?.stop();
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(directUrl, child, 300_000);
    proxy = await startTlsProxy(proxyAddress, port);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl: proxy.baseUrl, directUrl, keys: settings.keys, stop };
}
