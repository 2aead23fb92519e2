/**
 * `npm run bench:api:scale [-- --runs 3] [-- --duration 10] [-- --label "..."] [-- --reseed] [-- --no-write]`:
 * discovery at scale (issue 11). Seeds 1,000,000 posts and 100,000 users into a PostgreSQL
 * database of its own (`fanvault_bench_scale` next to DATABASE_URL's, or BENCH_SCALE_DATABASE_URL;
 * seeded in SQL once, kept for later runs, `--reseed` starts over), starts our production server
 * on it (on production settings made for the run, scripts/lib/bench-production-settings.ts) and
 * bare Fastify running the very SQL ours runs (scripts/bench-api-scale-bare.ts), and
 * loads each call with autocannon (10 connections, requests as the app sends them: sealed, with a
 * guest id): the home feed, a page 50,000 deep by cursor, the creator page and a creator's posts,
 * a post search and a creator search; and the same as a signed-in fan (issue 24: signed in through
 * the real sign-in call, their token in the sealed requests; scripts/lib/bench-fan.ts): their home's
 * subscribed feed, a post they bought and liked, a creator page they subscribe to, its posts.
 * Records p50 / p99 latency, requests/s and CPU per call, ours and bare, with the load average, in
 * docs/benchmarks.md (the fan's in a table of their own). Then the operations console's first
 * pages (issue 23) as a signed-in admin operator, ours alone (scripts/lib/bench-console.ts), in a
 * table of their own. A benchmark, not a test.
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
import { openDatabase, type Database } from '../server/db/client.ts';
import * as schema from '../server/db/schema.ts';
import { resolveSession } from '../server/auth/sessions.ts';
import type { Viewer } from '../server/core/viewer.ts';
import type { CallContext } from '../server/http/call-context.ts';
import { createMediaUrls, viewerKeyOf } from '../server/media/signing.ts';
import { findPublicProfile } from '../server/modules/creators/creators.service.ts';
import { encodeCursor } from '../server/modules/posts/feed-cursor.ts';
import { listCreatorPosts, listPosts } from '../server/modules/posts/post-lists.service.ts';
import { searchCreators } from '../server/modules/search/creator-search.service.ts';
import type { ScaleBareSetup } from './bench-api-scale-bare.ts';
import { appendTableRows } from './lib/benchmark-table.ts';
import { checkConsoleCall, consoleBody, consoleCalls, signInBenchAdmin } from './lib/bench-console.ts';
import { fanCalls, signInBenchFan } from './lib/bench-fan.ts';
import { benchProductionSettings, newEnvelopeKeys } from './lib/bench-production-settings.ts';
import { REPO_ROOT } from './lib/production-build.ts';
import { freePort } from './lib/production-server.ts';
import type { ScaleCall as Call } from './lib/scale-call.ts';
import { countUsers, SCALE, SCALE_KEYWORD, seedScale } from './lib/scale-seed.ts';
import { addFanActivity, hasFanActivity } from './lib/scale-seed-fans.ts';

const { values: options } = parseArgs({
  options: {
    label: { type: 'string' },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    reseed: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    /**
     * Only these calls (names, comma-separated: home, deep, creator, creator-posts, search,
     * search-creators; the fan's fan-home, fan-post, fan-creator, fan-creator-posts; the console's ops-members, ops-members-search, ops-money, ops-posts,
     * ops-withdrawals, ops-reports, ops-feedback).
     */
    calls: { type: 'string' },
    /** Runs our server under `node --cpu-prof`, writing its profile into this folder on exit. */
    'cpu-prof': { type: 'string' },
  },
});
const runs = Number(options.runs);
const duration = Number(options.duration);
const connections = Number(options.connections);
const warmup = Math.min(3, duration);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1');
if (!(duration > 0)) throw new Error('--duration takes seconds');

const GUEST_ID = '0b7f5a52-3c1e-4d47-9a59-3f2b8e1c6d10';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** This run's envelope keys: the server's, and the requests'. */
const keys = newEnvelopeKeys();
/** The deep page: 50,000 pages of 10 in. */
const DEEP_PAGE = 50_000;
const PAGE = 10;

/** The scale database's URL: its own, or DATABASE_URL's server with another database name. */
function scaleUrl(): { url: string; admin: string } {
  const own = process.env.BENCH_SCALE_DATABASE_URL;
  const base = own ?? process.env.DATABASE_URL;
  if (!base?.startsWith('postgres'))
    throw new Error('set DATABASE_URL (or BENCH_SCALE_DATABASE_URL) to a PostgreSQL server');
  const url = new URL(base);
  if (!own) url.pathname = '/fanvault_bench_scale';
  const admin = new URL(base);
  admin.pathname = '/postgres';
  return { url: url.toString(), admin: admin.toString() };
}

async function prepareDatabase(url: string, adminUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (options.reseed) await admin.query(`drop database if exists "${name}" with (force)`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: url });
  await handle.migrate();
  await handle.close();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const users = await countUsers(pool);
    if (users >= SCALE.users) {
      console.log(
        `bench:api:scale: ${users.toLocaleString('en')} users already there (--reseed to start over)`,
      );
      if (!(await hasFanActivity(pool))) {
        console.log("bench:api:scale: adding the fans' subscriptions, purchases, likes and blocks...");
        await addFanActivity(pool, SCALE, console.log);
      }
      return;
    }
    if (users > 0)
      throw new Error(`the scale database holds ${users} users, not ${SCALE.users}: run with --reseed`);
    console.log('bench:api:scale: seeding 100,000 users and 1,000,000 posts in SQL...');
    await seedScale(pool, SCALE, console.log);
  } finally {
    await pool.end();
  }
}

async function callsFor(url: string): Promise<Call[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const creator = await pool.query<{ uuid: string; username: string }>(
      "select uuid, username from users where username = 'bench4242'",
    );
    // The last post of page 49,999 in the popular feed as a visitor sees it: page 50,000 starts after it.
    const deep = await pool.query<{ key: string; id: number }>(
      `select (like_count * 10 + view_count)::bigint::text as key, id from posts
       where status = 2 and display_at <= now() and article_type <> 4
       order by like_count * 10 + view_count desc, id desc offset ${(DEEP_PAGE - 1) * PAGE - 1} limit 1`,
    );
    const { uuid, username } = creator.rows[0]!;
    const cursor = encodeCursor('popular', { key: deep.rows[0]!.key, id: deep.rows[0]!.id });
    const popular = { filter_by: LIST_FILTER.popular, limit: PAGE };
    return [
      {
        name: 'home',
        label: 'home feed (`article/getList`, popular, page 1)',
        path: 'article/getList',
        params: { ...popular, page: 1 },
        service: (ctx) => listPosts(ctx, { ...popular, page: 1 }),
        caller: 'visitor',
      },
      {
        name: 'deep',
        label: `page ${DEEP_PAGE.toLocaleString('en')} of the home feed by cursor`,
        path: 'article/getList',
        params: { ...popular, page: DEEP_PAGE, cursor },
        service: (ctx) => listPosts(ctx, { ...popular, page: DEEP_PAGE, cursor }),
        caller: 'visitor',
      },
      {
        name: 'creator',
        label: 'creator page (`user/getUserInfoByUuid` by account name)',
        path: 'user/getUserInfoByUuid',
        params: { username },
        service: (ctx) => findPublicProfile(ctx, { username }),
        caller: 'visitor',
      },
      {
        name: 'creator-posts',
        label: "a creator's posts (`article/getArticleByUser`)",
        path: 'article/getArticleByUser',
        params: { uuid, page: 1, limit: PAGE },
        service: (ctx) => listCreatorPosts(ctx, { uuid, page: 1, limit: PAGE }),
        caller: 'visitor',
      },
      {
        name: 'search',
        label: `post search (\`article/getList\`, keyword "${SCALE_KEYWORD}")`,
        path: 'article/getList',
        params: { keyword: SCALE_KEYWORD, filter_by: 0, page: 1, limit: PAGE },
        service: (ctx) => listPosts(ctx, { keyword: SCALE_KEYWORD, filter_by: 0, page: 1, limit: PAGE }),
        caller: 'visitor',
      },
      {
        name: 'search-creators',
        label: 'creator search (`user/searchCreator`, "lantern")',
        path: 'user/searchCreator',
        params: { keyword: 'lantern', page: 1, limit: PAGE },
        service: (ctx) => searchCreators(ctx, 'lantern', 1, PAGE),
        caller: 'visitor',
      },
    ];
  } finally {
    await pool.end();
  }
}

/**
 * The statements a call's service runs, with their parameters, captured from Drizzle itself; for
 * the fan, without the one that finds their session by its token, which ours remembers.
 */
async function statementsOf(
  url: string,
  call: Call,
  fanToken: string | undefined,
): Promise<ScaleBareSetup['calls'][string]> {
  const statements: { sql: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const db = drizzle(pool, {
      schema,
      logger: { logQuery: (sql, params) => void statements.push({ sql, params }) },
    }) as unknown as Database;
    let viewer: Viewer = { guestId: GUEST_ID, key: `g${GUEST_ID}` };
    if (call.caller === 'fan') {
      const session = fanToken && (await resolveSession(db, fanToken, new Date()));
      if (!session) throw new Error(`${call.name}: the fan's session is not live`);
      const member = { userId: session.userId, sessionId: session.sessionId, guestId: GUEST_ID };
      viewer = { ...member, key: viewerKeyOf(member) };
      // Ours looks the session up once a second (server/auth/session-memory.ts), not once a call.
      statements.length = 0;
    }
    const ctx = {
      db,
      viewer,
      media: createMediaUrls('bench-media-signing-key'),
      config: { publicUrl: 'http://127.0.0.1' },
      locale: 'en',
      now: () => new Date(),
    } as unknown as CallContext;
    await call.service(ctx);
  } finally {
    await pool.end();
  }
  return statements.map(({ sql, params }) => ({
    sql,
    params: params.map((value) => (value instanceof Date ? value.toISOString() : value)),
  }));
}

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
    if (child.exitCode !== null) throw new Error(`${args.at(-1)} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, child, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${args.at(-1)} did not answer /healthz within 300 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

function cpuMicros(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  cpuPerCall: number;
}

/** A call's request as the app sends it: sealed, with the guest id, and the fan's token for theirs. */
const body = (call: Call, fanToken: string | undefined) =>
  encodeForm(
    sealRequest(
      {
        ...call.params,
        oauth_id: GUEST_ID,
        oauth_type: 'pwa',
        ...(call.caller === 'fan' ? { token: fanToken } : {}),
      },
      keys,
    ),
  );

async function measure(
  server: Started,
  url: string,
  requestBody: string,
  seconds = duration,
  headers: Record<string, string> = FORM,
): Promise<Measured> {
  const pid = server.child.pid!;
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({
    url,
    method: 'POST',
    headers,
    body: requestBody,
    connections,
    duration: seconds,
  });
  const cpu = cpuMicros(pid) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerCall: cpu / result.requests.total,
  };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

/** The columns of a table of ours beside bare. */
const SIDE_BY_SIDE_COLUMNS = [
  'date',
  'build',
  'call',
  'ours req/s',
  'bare req/s',
  'ours / bare',
  'ours p50 / p99',
  'bare p50 / p99',
  'ours CPU/call',
  'bare CPU/call',
  'load',
];

function gitLabel(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  const { url, admin } = scaleUrl();
  await prepareDatabase(url, admin);
  const only = options.calls?.split(',');
  const calls = [...(await callsFor(url)), ...(await fanCalls(url))].filter(
    (call) => !only || only.includes(call.name),
  );
  const consoleSelected = consoleCalls().filter((call) => !only || only.includes(call.name));
  if (calls.length + consoleSelected.length === 0)
    throw new Error(`--calls names none of the calls: ${options.calls}`);
  // A profile is for reading, not for the table: the profiler's own cost is in its numbers.
  if (options['cpu-prof']) options['no-write'] = true;
  const load = loadavg().map((value) => value.toFixed(1));
  console.log(`bench:api:scale: starting the servers (load average ${load.join(' ')})`);
  const workDir = mkdtempSync(path.join(tmpdir(), 'fanvault-bench-scale-'));
  const [ourPort, barePort] = await Promise.all([freePort(), freePort()]);
  const servers: Started[] = [];
  try {
    const profile = options['cpu-prof'];
    // PUBLIC_URL is the address a TLS proxy would serve; the calls go to the server behind it.
    // The scale database is seeded in SQL above: no demo world on top.
    const settings = benchProductionSettings({
      publicUrl: `https://127.0.0.1:${ourPort}`,
      seedDemo: false,
      keys,
    });
    const ours = await start(
      [...(profile ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profile)] : []), 'server/main.ts'],
      {
        ...settings.env,
        HOST: '127.0.0.1',
        DATA_DIR: path.join(workDir, 'data'),
        DIST_DIR: path.join(workDir, 'no-app'),
        DATABASE_URL: url,
        REDIS_URL: '',
      },
      ourPort,
    );
    servers.push(ours);
    const fanToken = calls.some((call) => call.caller === 'fan')
      ? await signInBenchFan(url, { baseUrl: ours.baseUrl, keys }, GUEST_ID)
      : undefined;
    for (const call of calls) {
      const answer = await fetch(`${ours.baseUrl}/api/${call.path}`, {
        method: 'POST',
        headers: FORM,
        body: body(call, fanToken),
      });
      const opened = openResponse(await answer.json(), keys);
      const list = (opened.data as { list?: unknown[] } | null)?.list;
      if (opened.status !== 1 || (list && list.length === 0))
        throw new Error(
          `${call.name} answered status ${opened.status} ${opened.msg} with ${list?.length} items`,
        );
      const refused = call.refusal?.(opened.data);
      if (refused) throw new Error(`${call.name}: ${refused}`);
    }
    const date = new Date().toISOString().slice(0, 10);
    const label = options.label ?? gitLabel();
    const write = async (name: string, table: Parameters<typeof appendTableRows>[2], rows: string[][]) => {
      if (options['no-write'] || rows.length === 0) return;
      const file = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
      const updated = appendTableRows(readFileSync(file, 'utf8'), name, table, rows);
      const config = await prettier.resolveConfig(file);
      writeFileSync(file, await prettier.format(updated, { ...config, filepath: file }));
      console.log(`Recorded in ${path.relative(REPO_ROOT, file)}.`);
    };
    const of = (list: Measured[], key: keyof Measured) => median(list.map((one) => one[key]));

    if (calls.length > 0) {
      const setup: ScaleBareSetup = { calls: {} };
      for (const call of calls) setup.calls[call.name] = await statementsOf(url, call, fanToken);
      const bare = await start(
        ['scripts/bench-api-scale-bare.ts'],
        { DATABASE_URL: url, BARE_SETUP: JSON.stringify(setup) },
        barePort,
      );
      servers.push(bare);
      const target = (which: 'ours' | 'bare', call: Call) =>
        which === 'ours'
          ? { server: ours, url: `${ours.baseUrl}/api/${call.path}`, body: body(call, fanToken) }
          : { server: bare, url: `${bare.baseUrl}/bare/${call.name}`, body: '' };

      for (const call of calls)
        for (const which of ['ours', 'bare'] as const) {
          const t = target(which, call);
          await measure(t.server, t.url, t.body, warmup);
        }

      const samples = new Map<string, { ours: Measured[]; bare: Measured[] }>();
      for (const call of calls) samples.set(call.name, { ours: [], bare: [] });
      for (let run = 1; run <= runs; run++) {
        for (const call of calls) {
          const order = run % 2 ? (['ours', 'bare'] as const) : (['bare', 'ours'] as const);
          for (const which of order) {
            const t = target(which, call);
            // Sealed anew each run: the timestamp ages.
            const one = await measure(t.server, t.url, which === 'ours' ? body(call, fanToken) : t.body);
            samples.get(call.name)![which].push(one);
            console.log(
              `  run ${run} ${call.name.padEnd(16)} ${which.padEnd(4)} ${Math.round(one.rps)} req/s, ` +
                `p50 ${ms(one.p50)}, p99 ${ms(one.p99)}, ${Math.round(one.cpuPerCall)} µs CPU/call`,
            );
          }
        }
      }

      const loadText = `${load[0]} → ${loadavg()[0]!.toFixed(1)}`;
      const rowOf = (call: Call) => {
        const { ours: o, bare: b } = samples.get(call.name)!;
        return [
          date,
          label,
          call.label,
          `${Math.round(of(o, 'rps')).toLocaleString('en')}`,
          `${Math.round(of(b, 'rps')).toLocaleString('en')}`,
          `**${Math.round((of(o, 'rps') / of(b, 'rps')) * 100)} %**`,
          `${ms(of(o, 'p50'))} / ${ms(of(o, 'p99'))}`,
          `${ms(of(b, 'p50'))} / ${ms(of(b, 'p99'))}`,
          `${Math.round(of(o, 'cpuPerCall'))} µs`,
          `${Math.round(of(b, 'cpuPerCall'))} µs`,
          loadText,
        ];
      };
      const rowsOf = (caller: Call['caller']) => calls.filter((call) => call.caller === caller).map(rowOf);
      console.log(`\nbench:api:scale, median of ${runs} × ${duration} s, ${connections} connections:`);
      for (const cells of calls.map(rowOf)) console.log(`  ${cells.slice(2).join('  ')}`);
      await write(
        'bench-api-scale',
        {
          heading: 'Discovery at scale (`npm run bench:api:scale`)',
          intro:
            'One million posts and 100,000 users (10,000 creators) seeded in SQL into PostgreSQL; our ' +
            'production server against bare Fastify running the SQL ours runs (captured from Drizzle, ' +
            'all statements of a call at once), side by side in one run: autocannon with 10 connections, ' +
            'requests as the app sends them (sealed, a guest id), medians of the runs. Latency is p50 / ' +
            'p99. Targets (issue 11): home feed p99 at most 20 ms, the deep page within 1.2× of the ' +
            'first, ours within 15 % of bare. The 1-minute load average at the start and the end, since ' +
            'other work shares the machine.',
          columns: SIDE_BY_SIDE_COLUMNS,
        },
        rowsOf('visitor'),
      );
      await write(
        'bench-api-scale-fan',
        {
          heading: 'A signed-in fan at scale (`npm run bench:api:scale`)',
          intro:
            'The same run as a signed-in fan of the seed (issue 24): subscriptions, purchases, likes and ' +
            'blocks (scripts/lib/scale-seed-fans.ts), signed in through `account/loginByPassword`, the ' +
            "session token in every sealed request; bare runs the very SQL of each call (not the session's " +
            'lookup, which ours does once a second: server/auth/session-memory.ts). Targets: p99 at most 20 ms, ours at least 85 % of bare.',
          columns: SIDE_BY_SIDE_COLUMNS,
        },
        rowsOf('fan'),
      );
    }

    if (consoleSelected.length > 0) {
      const consoleLoad = loadavg()[0]!.toFixed(1);
      const consoleServer = { baseUrl: ours.baseUrl, keys };
      const headers = await signInBenchAdmin(url, consoleServer);
      const consoleRows: string[][] = [];
      for (const call of consoleSelected) {
        const items = await checkConsoleCall(consoleServer, call, headers);
        const target = `${ours.baseUrl}/api/${call.path}`;
        await measure(ours, target, consoleBody(call.params, keys), warmup, headers);
        const measured: Measured[] = [];
        for (let run = 1; run <= runs; run++) {
          const one = await measure(ours, target, consoleBody(call.params, keys), duration, headers);
          measured.push(one);
          console.log(
            `  run ${run} ${call.name.padEnd(18)} ${Math.round(one.rps)} req/s, ` +
              `p50 ${ms(one.p50)}, p99 ${ms(one.p99)}, ${Math.round(one.cpuPerCall)} µs CPU/call`,
          );
        }
        consoleRows.push([
          date,
          label,
          call.label,
          items === null ? '—' : String(items),
          `${Math.round(of(measured, 'rps')).toLocaleString('en')}`,
          `${ms(of(measured, 'p50'))} / **${ms(of(measured, 'p99'))}**`,
          `${Math.round(of(measured, 'cpuPerCall')).toLocaleString('en')} µs`,
          `${consoleLoad} → ${loadavg()[0]!.toFixed(1)}`,
        ]);
      }
      console.log(
        `\nbench:api:scale, the console, median of ${runs} × ${duration} s, ${connections} connections:`,
      );
      for (const cells of consoleRows) console.log(`  ${cells.slice(2).join('  ')}`);
      await write(
        'bench-api-scale-console',
        {
          heading: 'The operations console at scale (`npm run bench:api:scale`)',
          intro:
            "The console's first pages (issue 23) on the same 100,000 users and 1,000,000 posts, called " +
            'as a signed-in admin operator (the operator cookie, sealed requests as the console sends ' +
            'them), our production server alone: autocannon with 10 connections, medians of the runs. ' +
            'Latency is p50 / p99; the target is a queue page at most 50 ms p99. `items` is how many ' +
            'rows the page answered. The 1-minute load average at the start and the end.',
          columns: ['date', 'build', 'call', 'items', 'req/s', 'p50 / p99', 'CPU/call', 'load'],
        },
        consoleRows,
      );
    }
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench:api:scale:', error instanceof Error ? error.message : error);
  process.exit(1);
});
