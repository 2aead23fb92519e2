/**
 * The platform as docs/operations.md ("Process layout") lays it out, on this machine: two web
 * processes (JOBS_IN_PROCESS=false) and a worker, each `server/main.ts` or `server/worker.ts` in a
 * process of its own in development mode, on one PostgreSQL database made for the run (dropped
 * after), one Redis (under a REDIS_PREFIX of the run's) and one S3-compatible store (s3rver), with
 * the same keys, behind nginx running deploy/nginx/fanvault.conf. The web processes serve the
 * built app (cluster-app.ts), so browsers open it through nginx. The test process keeps a handle
 * on the database (and an app of its own that answers nothing, for the server helpers'
 * TestServer) to set up and check what journeys cannot reach through HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from '../../scripts/chromium.ts';
import { categories } from '../../server/db/schema.ts';
import { startS3TestServer, type S3TestServer } from '../server/helpers/s3-test-server.ts';
import {
  freePort,
  startServerProcess,
  waitUntil,
  type ServerProcess,
} from '../server/helpers/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../server/helpers/test-database.ts';
import { startTestServer, type TestServer } from '../server/helpers/test-server.ts';
import { clusterApp } from './cluster-app.ts';
import { clientOf, runAddresses } from './cluster-client.ts';
import { findNginx, startClusterProxy, type ClusterProxy } from './nginx.ts';

const WORKER = fileURLToPath(new URL('../../server/worker.ts', import.meta.url));

/**
 * How long a process may take to start: 10 to 20 s on a busy 2-core machine, more when `npm test`
 * runs other tiers beside this one.
 */
const START_TIMEOUT_MS = 150_000;

/** Why the tier cannot run here, or undefined when it can. */
export function clusterSkipReason(): string | undefined {
  const missing = [
    ...(process.env.DATABASE_URL ? [] : ['DATABASE_URL (PostgreSQL)']),
    ...(process.env.REDIS_URL ? [] : ['REDIS_URL (Redis)']),
    ...(findNginx() ? [] : ['nginx (/usr/sbin/nginx, Debian package nginx; or NGINX_PATH)']),
    ...(findChromium() ? [] : ['Chromium (/usr/bin/chromium, Debian package chromium; or CHROMIUM_PATH)']),
  ];
  return missing.length > 0
    ? `skipped: the cluster tier needs ${missing.join(', ')}; .ci/run provides them`
    : undefined;
}

export interface WorkerProcess {
  child: ChildProcess;
  /** Its metrics endpoint (METRICS_PORT=0: a free port it names when it starts). */
  metricsUrl: string;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface Cluster {
  /** The in-test app on the cluster's database: its `database` and `config` for setup and checks. */
  admin: TestServer;
  /** Calls through nginx, as the app's users make them. */
  proxy: TestServer;
  /** Calls pinned to one web process, on its own port. */
  web: [TestServer, TestServer];
  webProcesses: [ServerProcess, ServerProcess];
  nginx: ClusterProxy;
  s3: S3TestServer;
  /** The settings every process of the cluster runs with. */
  env: Record<string, string>;
  workers: WorkerProcess[];
  startWorker(): Promise<WorkerProcess>;
  stop(): Promise<void>;
}

/** Starts `server/worker.ts`; answers once it says it runs its job runners. */
export async function startWorkerProcess(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  let gone = false;
  void exited.then(() => (gone = true));
  await waitUntil(
    () => {
      if (gone) throw new Error(`the worker exited:\n${printed}`);
      return printed.includes('"worker started"');
    },
    START_TIMEOUT_MS,
    'the worker starts',
  );
  return {
    child,
    metricsUrl: await metricsUrlOf(() => printed),
    output: () => printed,
    async stop(signal = 'SIGTERM') {
      if (!gone) child.kill(signal);
      return exited;
    },
  };
}

/** The metrics URL a web process or a worker printed as it started. */
export async function metricsUrlOf(output: () => string): Promise<string> {
  const printed = /Metrics \(Prometheus\) at (\S+)|"url":"([^"]+\/metrics)"/;
  let url: string | undefined;
  await waitUntil(
    () => (url = printed.exec(output())?.slice(1).find(Boolean)) !== undefined,
    10_000,
    'the process prints its metrics URL',
  );
  return url!;
}

/** The settings of every process: one database, one Redis, one bucket, the same keys. */
function clusterEnv(databaseUrl: string, s3: S3TestServer, proxyPort: number): Record<string, string> {
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  return {
    // Development mode: the outbox holds sign-in codes, and the development keys seal the API.
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    METRICS_PORT: '0',
    DATABASE_URL: databaseUrl,
    REDIS_URL: process.env.REDIS_URL!,
    // The run's own counters and chat channels, as a deployment of its own on a shared Redis:
    // apart from development servers' (`fanvault`), other test servers' and earlier runs'.
    REDIS_PREFIX: `fanvault-cluster-${randomBytes(6).toString('hex')}`,
    ...s3.env,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'loopback',
    JOBS_IN_PROCESS: 'false',
    REVIEW_MODE: 'auto',
    SEED_DEMO: 'false',
    SEED_VIDEOS: 'false',
    SEED_ACADEMY: 'false',
    // Generated per DATA_DIR when unset: each process would have its own.
    MEDIA_IMAGE_KEY: randomBytes(32).toString('base64'),
    SANDBOX_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
    // The worker delivers the sandbox's events through the proxy, as on another host.
    SANDBOX_WEBHOOK_URL: `${publicUrl}/webhooks/sandbox`,
  };
}

/** What has been started so far, stopped in this order (the database dropped after its processes). */
interface Started {
  nginx?: ClusterProxy;
  workers: WorkerProcess[];
  webs: ServerProcess[];
  admin?: TestServer;
  database?: TestDatabase;
  dataDirs: string[];
  s3?: S3TestServer;
}

async function stopStarted(started: Started): Promise<void> {
  const quietly = (stop: () => Promise<unknown>) => stop().catch(() => undefined);
  await quietly(async () => started.nginx?.stop());
  await Promise.all(
    [...started.workers, ...started.webs].map((child) => quietly(() => child.stop('SIGKILL'))),
  );
  // The admin app's close drops the database too.
  await quietly(async () => (started.admin ? started.admin.close() : started.database?.dispose()));
  await Promise.all(started.dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  await quietly(async () => started.s3?.close());
}

/** Starts the whole cluster; stop() ends every process it started and drops its database. */
export async function startCluster(): Promise<Cluster> {
  const started: Started = { workers: [], webs: [], dataDirs: [] };
  // Built (when it must be) while the rest starts; only the web processes wait for it.
  const appBuilt = clusterApp();
  appBuilt.catch(() => undefined);
  try {
    const [s3, database] = await Promise.all([startS3TestServer(), createTestDatabase()]);
    Object.assign(started, { s3, database });
    const databaseUrl = new URL(process.env.DATABASE_URL!);
    databaseUrl.pathname = `/${database.label}`;
    const proxyPort = await freePort();
    const env = clusterEnv(databaseUrl.toString(), s3, proxyPort);
    const ownDataDir = async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'fanvault-cluster-'));
      started.dataDirs.push(dir);
      return dir;
    };
    const startWorker = async () => {
      const worker = await startWorkerProcess({ ...env, DATA_DIR: await ownDataDir() });
      started.workers.push(worker);
      return worker;
    };
    const startWeb = async (n: number) => {
      const web = await startServerProcess({
        name: `web ${n}`,
        env: { ...env, DATA_DIR: await ownDataDir(), DIST_DIR: await appBuilt },
        startTimeoutMs: START_TIMEOUT_MS,
      });
      started.webs.push(web);
      return web;
    };
    const startAdmin = async () => {
      const keys = {
        MEDIA_IMAGE_KEY: env.MEDIA_IMAGE_KEY!,
        SANDBOX_WEBHOOK_SECRET: env.SANDBOX_WEBHOOK_SECRET!,
      };
      started.admin = await startTestServer({ database, seed: false, env: { ...s3.env, ...keys } });
      // Posts need a category; an empty database (SEED_DEMO=false) has none.
      await started.admin.database.handle.db.insert(categories).values([{ code: 'art' }]);
      return started.admin;
    };
    // Everything at once (a process takes 10 to 20 s to start on a busy 2-core machine); every
    // start settles before a failure stops the others, so none is left running.
    const outcomes = await Promise.allSettled([startAdmin(), startWeb(1), startWeb(2), startWorker()]);
    const failed = outcomes.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    const admin = started.admin!;
    const webProcesses = started.webs.sort((a, b) => a.name.localeCompare(b.name)) as [
      ServerProcess,
      ServerProcess,
    ];
    started.nginx = await startClusterProxy(
      findNginx()!,
      proxyPort,
      webProcesses.map((web) => web.port),
    );
    const addresses = runAddresses();
    const clientAt = (baseUrl: string) => clientOf(admin, baseUrl, addresses);
    return {
      admin,
      proxy: clientAt(started.nginx.baseUrl),
      web: [clientAt(webProcesses[0].baseUrl), clientAt(webProcesses[1].baseUrl)],
      webProcesses,
      nginx: started.nginx,
      s3,
      env,
      workers: started.workers,
      startWorker,
      stop: () => stopStarted(started),
    };
  } catch (error) {
    await stopStarted(started);
    throw error;
  }
}
