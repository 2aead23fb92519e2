/**
 * `npm run bench:api [-- --label "node:crypto"] [-- --runs 3] [-- --duration 10] [-- --no-write]`:
 * the server's cost per call against bare Fastify, on PostgreSQL (DATABASE_URL, required; an empty
 * database is migrated and seeded by the server's first start). Starts our production server
 * (on production settings made for the run, scripts/lib/bench-production-settings.ts, with the
 * demo world; the default log level; the API only: no app build is needed for calls)
 * and the bare baseline (scripts/bench-api-bare.ts: the same JSON for app/config, the same SQL for
 * the feed page), then autocannon (10 connections) on each call and server in turn: a 3 s warm-up
 * round that is not recorded, then N rounds;
 * reports the median requests/s, the ratio ours/bare and the server's CPU time per call (from
 * /proc), and adds them to the table in docs/benchmarks.md with the load average, since the
 * machine is shared. A benchmark, not a test: `npm test` does not run it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as prettier from 'prettier';
import { encodeForm, openResponse, sealRequest } from '../src/contract/envelope.ts';
import { LIST_FILTER } from '../src/contract/enums.ts';
import * as schema from '../server/db/schema.ts';
import type { Database } from '../server/db/client.ts';
import type { CallContext } from '../server/http/call-context.ts';
import { createMediaUrls } from '../server/media/signing.ts';
import { listPosts } from '../server/modules/posts/post-lists.service.ts';
import type { BareSetup } from './bench-api-bare.ts';
import { appendTableRows } from './lib/benchmark-table.ts';
import { benchProductionSettings, newEnvelopeKeys } from './lib/bench-production-settings.ts';
import { REPO_ROOT } from './lib/production-build.ts';
import { freePort } from './lib/production-server.ts';

const { values: options } = parseArgs({
  options: {
    label: { type: 'string' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'no-write': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);
const duration = Number(options.duration);
const connections = Number(options.connections);
/** Seconds of the unrecorded warm-up round, per server and call. */
const warmup = Math.min(3, duration);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1');
if (!(duration > 0)) throw new Error('--duration takes seconds');

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
/** A guest id, as the app sends on every call. */
const GUEST_ID = '0b7f5a52-3c1e-4d47-9a59-3f2b8e1c6d10';
/** This run's envelope keys: the server's, and the requests'. */
const keys = newEnvelopeKeys();

interface Call {
  name: string;
  path: string;
  params: Record<string, unknown>;
}

const CALLS: readonly Call[] = [
  { name: '`app/config`', path: 'app/config', params: {} },
  {
    name: 'feed page (`article/getList`, popular, 10 posts)',
    path: 'article/getList',
    params: { page: 1, limit: 10, filter_by: LIST_FILTER.popular },
  },
];

/** A request body as the app sends it; sealed anew before each run (the timestamp ages). */
function body(call: Call): string {
  return encodeForm(sealRequest({ ...call.params, oauth_id: GUEST_ID, oauth_type: 'pwa' }, keys));
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

interface Started {
  baseUrl: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function start(args: string[], env: Record<string, string>, port: number): Promise<Started> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port) },
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args[0]} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, child, stop };
    } catch {
      // Not listening yet (the first start on an empty database migrates and seeds).
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${args[0]} did not answer /healthz within 300 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** User plus system CPU time of a process so far, in microseconds (Linux /proc). */
function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 14 and 15 of stat (utime, stime), in clock ticks of 1/100 s on Linux.
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

interface Measured {
  rps: number;
  cpuPerCall: number;
}

async function measure(server: Started, call: Call, seconds = duration): Promise<Measured> {
  const pid = server.child.pid!;
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({
    url: `${server.baseUrl}/api/${call.path}`,
    method: 'POST',
    headers: FORM,
    body: body(call),
    connections,
    duration: seconds,
  });
  const cpu = cpuMicros(pid) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(
      `${call.path}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return { rps: result.requests.average, cpuPerCall: cpu / result.requests.total };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The statements the feed page runs, with their parameters, captured from Drizzle itself. */
async function feedStatements(url: string): Promise<BareSetup['feed']> {
  const statements: BareSetup['feed'] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const db = drizzle(pool, {
      schema,
      logger: { logQuery: (sql, params) => void statements.push({ sql, params }) },
    }) as unknown as Database;
    const ctx = {
      db,
      viewer: { guestId: GUEST_ID, key: `g${GUEST_ID}` },
      media: createMediaUrls('bench-media-signing-key'),
      config: { publicUrl: 'http://127.0.0.1' },
      now: () => new Date(),
    } as unknown as CallContext;
    await listPosts(ctx, { page: 1, limit: 10, filter_by: LIST_FILTER.popular });
  } finally {
    await pool.end();
  }
  return statements.map(({ sql, params }) => ({
    sql,
    params: params.map((value) => (value instanceof Date ? value.toISOString() : value)),
  }));
}

function gitLabel(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  if (!databaseUrl?.startsWith('postgres'))
    throw new Error(
      'set DATABASE_URL (or BENCH_DATABASE_URL) to a PostgreSQL database; it is seeded if empty',
    );
  const load = loadavg().map((value) => value.toFixed(1));
  console.log(`bench:api: starting the servers (load average ${load.join(' ')})`);
  const workDir = mkdtempSync(path.join(tmpdir(), 'fanvault-bench-api-'));
  const [ourPort, barePort] = await Promise.all([freePort(), freePort()]);
  const servers: Started[] = [];
  try {
    // PUBLIC_URL is the address a TLS proxy would serve; the calls go to the server behind it.
    const settings = benchProductionSettings({
      publicUrl: `https://127.0.0.1:${ourPort}`,
      seedDemo: true,
      keys,
    });
    const ours = await start(
      ['server/main.ts'],
      {
        ...settings.env,
        HOST: '127.0.0.1',
        DATA_DIR: path.join(workDir, 'data'),
        DIST_DIR: path.join(workDir, 'no-app'),
        DATABASE_URL: databaseUrl,
        REDIS_URL: '',
      },
      ourPort,
    );
    servers.push(ours);
    // The bare app/config answers the very bytes ours sends; check ours answers the call first.
    const configAnswer = await fetch(`${ours.baseUrl}/api/app/config`, {
      method: 'POST',
      headers: FORM,
      body: body(CALLS[0]!),
    });
    const configBody = await configAnswer.text();
    for (const call of CALLS) {
      const answer = await fetch(`${ours.baseUrl}/api/${call.path}`, {
        method: 'POST',
        headers: FORM,
        body: body(call),
      });
      const opened = openResponse(await answer.json(), keys);
      if (opened.status !== 1)
        throw new Error(`${call.path} answered status ${opened.status}: ${opened.msg}`);
    }
    const setup: BareSetup = { configBody, feed: await feedStatements(databaseUrl) };
    const bare = await start(
      ['scripts/bench-api-bare.ts'],
      { DATABASE_URL: databaseUrl, BARE_SETUP: JSON.stringify(setup) },
      barePort,
    );
    servers.push(bare);

    // One unrecorded round first: both servers' code is compiled by V8 and their pools are full
    // before anything is measured (the first round otherwise measured ours cold, 20-40 % slower).
    for (const call of CALLS) for (const server of [ours, bare]) await measure(server, call, warmup);

    const samples = new Map<string, { ours: Measured[]; bare: Measured[] }>();
    for (const call of CALLS) samples.set(call.path, { ours: [], bare: [] });
    for (let run = 1; run <= runs; run++) {
      for (const call of CALLS) {
        // Alternate which server goes first, so a slow patch of the shared machine hits both.
        const order = run % 2 ? (['ours', 'bare'] as const) : (['bare', 'ours'] as const);
        for (const which of order) {
          const one = await measure(which === 'ours' ? ours : bare, call);
          samples.get(call.path)![which].push(one);
          console.log(
            `  run ${run} ${call.path.padEnd(16)} ${which.padEnd(4)} ${Math.round(one.rps)} req/s, ` +
              `${Math.round(one.cpuPerCall)} µs CPU/call`,
          );
        }
      }
    }

    const date = new Date().toISOString().slice(0, 10);
    const label = options.label ?? gitLabel();
    const loadText = `${load[0]} → ${loadavg()[0]!.toFixed(1)}`;
    const rows = CALLS.map((call) => {
      const { ours: o, bare: b } = samples.get(call.path)!;
      const oursRps = median(o.map((one) => one.rps));
      const bareRps = median(b.map((one) => one.rps));
      const ratio = `**${Math.round((oursRps / bareRps) * 100)} %**`;
      return {
        call,
        cells: [
          date,
          label,
          call.name,
          `${Math.round(oursRps).toLocaleString('en')} (${o.map((one) => Math.round(one.rps)).join(', ')})`,
          `${Math.round(bareRps).toLocaleString('en')} (${b.map((one) => Math.round(one.rps)).join(', ')})`,
          ratio,
          `${Math.round(median(o.map((one) => one.cpuPerCall)))} µs`,
          `${Math.round(median(b.map((one) => one.cpuPerCall)))} µs`,
          loadText,
        ],
      };
    });
    console.log(`\nbench:api, median of ${runs} × ${duration} s, ${connections} connections:`);
    for (const { cells } of rows) console.log(`  ${cells.slice(2).join('  ')}`);
    if (options['no-write']) return;

    const file = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
    const updated = appendTableRows(
      readFileSync(file, 'utf8'),
      'bench-api',
      {
        heading: 'Cost per call (`npm run bench:api`)',
        intro:
          'Our production server against bare Fastify on the same PostgreSQL, side by side in one run: ' +
          'autocannon with 10 connections, each request as the app sends it (sealed, with a guest id), ' +
          'requests/s as the median of the runs (every run follows in brackets), and the server ' +
          "process's CPU time per call (median). The bare `app/config` answers the very bytes ours " +
          'sends; the bare feed page runs the SQL ours runs, captured from Drizzle, and answers the ' +
          'rows as JSON. The 1-minute load average at the start and the end, since other work shares ' +
          'the machine. Targets (issue 8): at least 25 % of bare on `app/config`, 85 % on the feed page.',
        columns: [
          'date',
          'build',
          'call',
          'ours req/s',
          'bare req/s',
          'ours / bare',
          'ours CPU/call',
          'bare CPU/call',
          'load',
        ],
      },
      rows.map((row) => row.cells),
    );
    const config = await prettier.resolveConfig(file);
    writeFileSync(file, await prettier.format(updated, { ...config, filepath: file }));
    console.log(`Recorded in ${path.relative(REPO_ROOT, file)}.`);
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench:api:', error instanceof Error ? error.message : error);
  process.exit(1);
});
