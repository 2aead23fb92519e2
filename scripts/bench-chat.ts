/**
 * `npm run bench:chat [-- --sizes 1000,5000] [-- --modes in-process,redis] [-- --label x]
 * [-- --no-write]`: the chat socket at scale on PostgreSQL (DATABASE_URL, required; a throwaway
 * database is created, migrated and dropped) and Redis (REDIS_URL, for the redis mode).
 *
 * For each mode and number of sockets N, fresh server processes (scripts/bench-chat-server.ts, the
 * production app on production settings made for the run, scripts/lib/bench-production-settings.ts)
 * and N chat sockets from this process, signed in as N/2 fan and creator pairs
 * (each fan subscribed to their creator, so the rule lets them talk):
 * - in-process: one server holds all N sockets; a message reaches its receiver on the same process;
 * - redis: two servers on one Redis, the fans on one and the creators on the other, so every
 *   message crosses Redis pub/sub on its way to the receiver.
 * Every socket pings every 8 s as the app does. Measured: the time to open and sign in the sockets;
 * the server's memory per socket (RSS and V8 heap after a full GC, before and after the sockets,
 * divided by the sockets on that process); send → delivery latency (this process's clock, from
 * writing `chat/chat` to reading the receiver's `chatMessage`) at a steady 100 messages/s (well under what the server sustains, so it is the path and not a queue); then
 * messages/s at saturation (every fan sends one after another, each after its ack, 20,000 in all)
 * with its latency and the servers' CPU time per message. Results go to docs/benchmarks.md with the
 * load average, since the machine is shared. A benchmark, not a test: `npm test` does not run it.
 *
 * 5,000 sockets need about 5,000 file descriptors in this process and as many in the server: when
 * the soft limit (`ulimit -n`) is lower, the script raises it to the hard limit by starting itself
 * again under `ulimit -n`, and says so; when the hard limit is too low it stops and says that.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface, type Interface } from 'node:readline';
import { parseArgs } from 'node:util';
import pg from 'pg';
import * as prettier from 'prettier';
import { WebSocket } from 'ws';
import type { ChatServerEvent } from '../src/contract/chat/chat-socket.ts';
import { CHAT_HEARTBEAT_MS } from '../src/contract/chat/chat-rules.ts';
import { openDatabase } from '../server/db/client.ts';
import { sessions, subscriptionPlans, userSubscriptions, users } from '../server/db/schema.ts';
import { createEnvelopeCrypto } from '../server/http/envelope-crypto.ts';
import { createChatTokens } from '../server/modules/chat/chat-token.ts';
import { appendTableRows } from './lib/benchmark-table.ts';
import { benchProductionSettings } from './lib/bench-production-settings.ts';
import { REPO_ROOT } from './lib/production-build.ts';

const { values: options } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,5000' },
    modes: { type: 'string', default: 'in-process,redis' },
    label: { type: 'string' },
    /** Messages of the saturation round, over all fans. */
    messages: { type: 'string', default: '20000' },
    /** Messages per second of the latency round, and its seconds. */
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '10' },
    'no-write': { type: 'boolean', default: false },
  },
});
const sizes = options.sizes.split(',').map(Number);
const modes = options.modes.split(',') as Mode[];
const totalMessages = Number(options.messages);
const steadyRate = Number(options.rate);
const steadySeconds = Number(options.seconds);
type Mode = 'in-process' | 'redis';
for (const size of sizes) {
  if (!Number.isInteger(size) || size < 2 || size % 2) throw new Error('--sizes takes even whole numbers');
}
for (const mode of modes) {
  if (mode !== 'in-process' && mode !== 'redis') throw new Error('--modes takes in-process and redis');
}

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
/**
 * The servers' settings for this run. PUBLIC_URL is the address a TLS proxy in front of them would
 * serve; the sockets connect to the servers behind it. The chat tokens are signed with its media key.
 */
const production = benchProductionSettings({ publicUrl: 'https://127.0.0.1', seedDemo: false });
/** Sockets opened at once while connecting. */
const CONNECT_CONCURRENCY = 100;
/** Messages of the warm-up, from the first fan. */
const WARM_MESSAGES = 20;
const largest = Math.max(...sizes);

/** File descriptors: sockets plus some for the runtime, the database and Redis. */
function ensureFileLimit(): void {
  const need = largest + 500;
  const [soft, hard] = execFileSync('sh', ['-c', 'ulimit -Sn; ulimit -Hn'], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((value) => (value === 'unlimited' ? Infinity : Number(value)));
  if (soft! >= need) {
    console.log(`bench:chat: open files limit ${soft} (need about ${need})`);
    return;
  }
  if (process.env.BENCH_CHAT_RAISED) throw new Error(`open files limit still ${soft} after raising it`);
  if (hard! < need) {
    throw new Error(
      `${largest} sockets need about ${need} open files; the hard limit is ${hard}: raise it ` +
        '(/etc/security/limits.conf, or `ulimit -Hn` as root) or pass smaller --sizes',
    );
  }
  const raised = hard === Infinity ? need : hard!;
  console.log(`bench:chat: open files limit ${soft} < ${need}: starting again under ulimit -n ${raised}`);
  const again = spawnSync(
    'sh',
    [
      '-c',
      `ulimit -n ${raised} && exec "$0" "$@"`,
      process.execPath,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit', env: { ...process.env, BENCH_CHAT_RAISED: '1' } },
  );
  process.exit(again.status ?? 1);
}

const envelope = createEnvelopeCrypto(production.keys);

/** A frame as the app seals it (src/contract/envelope.ts sealRequest, with node:crypto). */
function sealed(payload: Record<string, unknown>): string {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const data = envelope.encryptPayload(payload);
  return JSON.stringify({
    client: 'pwa',
    timestamp,
    data,
    sign: envelope.signFields('pwa', timestamp, data),
  });
}

interface Person {
  uuid: string;
  chatToken: string;
}

/** A throwaway database with `count / 2` fan and creator pairs, each fan subscribed to theirs. */
async function prepareDatabase(count: number) {
  const name = `fanvault_bench_chat_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(databaseUrl!);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  const db = handle.db;
  const tokens = createChatTokens(production.mediaSigningKey);
  const now = new Date();
  const day = new Date(now.getTime() + 24 * 3600_000);
  const people: { fans: Person[]; creators: Person[] } = { fans: [], creators: [] };
  const pairs = count / 2;
  const CHUNK = 500;
  for (let from = 0; from < pairs; from += CHUNK) {
    const range = Array.from({ length: Math.min(CHUNK, pairs - from) }, (_, i) => from + i);
    const rowsOf = (kind: 'fan' | 'creator') =>
      range.map((i) => ({
        aff: (kind === 'fan' ? 1_000_000 : 2_000_000) + i,
        username: `bench_${kind}_${i}`,
        email: `bench-${kind}-${i}@bench.invalid`,
        nickname: `Bench ${kind} ${i}`,
        ...(kind === 'creator' ? { role: 3, authStatus: 2 } : {}),
      }));
    const fans = await db.insert(users).values(rowsOf('fan')).returning({ id: users.id, uuid: users.uuid });
    const creators = await db
      .insert(users)
      .values(rowsOf('creator'))
      .returning({ id: users.id, uuid: users.uuid });
    const plans = await db
      .insert(subscriptionPlans)
      .values(
        creators.map((creator) => ({
          userId: creator.id,
          name: 'Bench',
          content: 'Bench',
          priceCents: 500,
          expireDays: 30,
          unlockDays: 1000,
          position: 1,
        })),
      )
      .returning({ id: subscriptionPlans.id });
    await db.insert(userSubscriptions).values(
      fans.map((fan, i) => ({
        userId: fan.id,
        planId: plans[i]!.id,
        creatorId: creators[i]!.id,
        startedAt: now,
        periodStart: now,
        expireAt: day,
      })),
    );
    const sessionRows = await db
      .insert(sessions)
      .values(
        [...fans, ...creators].map((user) => ({
          tokenHash: randomUUID(),
          userId: user.id,
          expiresAt: day,
        })),
      )
      .returning({ id: sessions.id, userId: sessions.userId });
    const tokenOf = new Map(sessionRows.map((row) => [row.userId, tokens.issue(row.id)]));
    people.fans.push(...fans.map((fan) => ({ uuid: fan.uuid, chatToken: tokenOf.get(fan.id)! })));
    people.creators.push(
      ...creators.map((creator) => ({ uuid: creator.uuid, chatToken: tokenOf.get(creator.id)! })),
    );
  }
  await handle.close();
  return {
    url: url.toString(),
    people,
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

interface Server {
  child: ChildProcess;
  port: number;
  lines: Interface;
  /** process.memoryUsage() of the server after a full GC. */
  memory(): Promise<NodeJS.MemoryUsage>;
  /** User plus system CPU time so far, microseconds (Linux /proc). */
  cpuMicros(): number;
  stop(): Promise<void>;
}

async function startServer(database: string, extraEnv: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/bench-chat-server.ts'], {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: {
      ...process.env,
      ...production.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      REDIS_URL: '',
      ...extraEnv,
    },
  });
  const lines = createInterface({ input: child.stdout! });
  const exited = once(child, 'exit');
  const nextLine = () =>
    Promise.race([
      once(lines, 'line').then(([line]) => line as string),
      exited.then(() => {
        throw new Error(`the chat server exited (code ${child.exitCode})`);
      }),
    ]);
  const { port } = JSON.parse(await nextLine()) as { port: number };
  return {
    child,
    port,
    lines,
    async memory() {
      child.stdin!.write('mem\n');
      return JSON.parse(await nextLine()) as NodeJS.MemoryUsage;
    },
    cpuMicros() {
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10_000;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** What the sockets of one round saw. */
class Round {
  /** When each sign was written, by this process's clock (ms). */
  readonly sentAt = new Map<string, number>();
  readonly latencies: number[] = [];
  delivered = 0;
  lastDeliveryAt = 0;
  errors = 0;
  firstError = '';
  private ackWaiters = new Map<string, () => void>();
  private deliveryWaiter: (() => void) | undefined;
  private expected = Infinity;

  onEvent(event: ChatServerEvent) {
    if (event.event === 'ackMessage') {
      const wake = this.ackWaiters.get(event.data.confirmed_ack_id);
      if (wake) {
        this.ackWaiters.delete(event.data.confirmed_ack_id);
        wake();
      }
    } else if (event.event === 'chatMessage') {
      const sentAt = this.sentAt.get(event.data.sign);
      if (sentAt === undefined) return;
      const now = performance.now();
      this.latencies.push(now - sentAt);
      this.sentAt.delete(event.data.sign);
      this.delivered += 1;
      this.lastDeliveryAt = now;
      if (this.delivered + this.errors >= this.expected) this.deliveryWaiter?.();
    } else if (event.event === 'error') {
      this.errors += 1;
      this.firstError ||= `${event.data.code}: ${event.data.msg}`;
      if (event.data.sign) {
        // Refused: never delivered, so no longer awaited.
        this.sentAt.delete(event.data.sign);
        this.ackWaiters.get(event.data.sign)?.();
        this.ackWaiters.delete(event.data.sign);
      }
      if (this.delivered + this.errors >= this.expected) this.deliveryWaiter?.();
    }
  }

  send(socket: ChatClient, to: string, text: string): Promise<void> {
    const sign = randomUUID();
    const acked = new Promise<void>((resolve) => this.ackWaiters.set(sign, resolve));
    this.sentAt.set(sign, performance.now());
    socket.send({
      cmd: 'chat/chat',
      to_uuid: to,
      type: 'friend',
      msgType: 'text',
      content: text,
      microtime: Date.now(),
      sign,
    });
    return acked;
  }

  /** Resolves once `count` messages were delivered, or after `timeoutMs`. */
  allDelivered(count: number, timeoutMs: number): Promise<void> {
    this.expected = count;
    if (this.delivered + this.errors >= count) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.deliveryWaiter = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}

/** One app's socket: signs in, pings every 8 s, hands events to the current round. */
class ChatClient {
  round: Round | undefined;
  /** The heartbeat's start, at a random phase; cleared on close, or it would start after it. */
  private pingStart: NodeJS.Timeout | undefined;
  private ping: NodeJS.Timeout | undefined;
  private constructor(private readonly ws: WebSocket) {}

  static open(port: number, person: Person): Promise<ChatClient> {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { perMessageDeflate: false });
    const client = new ChatClient(ws);
    return new Promise((resolve, reject) => {
      ws.once('error', reject);
      ws.once('close', (code) => reject(new Error(`closed ${code} before signing in`)));
      ws.once('open', () => client.send({ cmd: 'chat/initUser', chat_token: person.chatToken }));
      ws.on('message', (data) => {
        const event = envelope.decryptPayload(
          (JSON.parse(data.toString()) as { data: string }).data,
        ) as ChatServerEvent;
        if (event.event === 'initUser') {
          // The app's heartbeat, each socket at its own phase.
          client.pingStart = setTimeout(() => {
            client.ping = setInterval(() => client.send({ cmd: 'chat/ping', via: 'pwa' }), CHAT_HEARTBEAT_MS);
          }, Math.random() * CHAT_HEARTBEAT_MS).unref();
          resolve(client);
        } else if (event.event === 'error' && event.data.status === 422) {
          reject(new Error(event.data.msg));
        } else client.round?.onEvent(event);
      });
    });
  }

  send(payload: Record<string, unknown>) {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(sealed(payload));
  }

  close() {
    clearTimeout(this.pingStart);
    clearInterval(this.ping);
    this.ws.terminate();
  }
}

/** Opens the sockets a fixed number at a time; answers them in order. */
async function openAll(targets: { port: number; person: Person }[]): Promise<ChatClient[]> {
  const clients: ChatClient[] = new Array(targets.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECT_CONCURRENCY }, async () => {
      while (next < targets.length) {
        const at = next++;
        clients[at] = await ChatClient.open(targets[at]!.port, targets[at]!.person);
      }
    }),
  );
  return clients;
}

const percentile = (values: readonly number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

interface Result {
  mode: Mode;
  sockets: number;
  connectPerSecond: number;
  /** Per socket on each server: RSS and heap bytes. */
  perSocket: { rss: number; heap: number }[];
  steady: { sent: number; delivered: number; p50: number; p99: number };
  saturated: {
    sent: number;
    delivered: number;
    perSecond: number;
    p50: number;
    p99: number;
    cpuPerMessage: number;
  };
  errors: number;
  firstError: string;
}

async function runOne(
  mode: Mode,
  count: number,
  database: { url: string; people: { fans: Person[]; creators: Person[] } },
): Promise<Result> {
  const pairs = count / 2;
  const fans = database.people.fans.slice(0, pairs);
  const creators = database.people.creators.slice(0, pairs);
  const runId = randomBytes(6).toString('hex');
  const env: Record<string, string> =
    mode === 'redis'
      ? {
          REDIS_URL: redisUrl!,
          REDIS_PREFIX: `fanvault-bench-${runId}`,
        }
      : {};
  const servers =
    mode === 'redis'
      ? await Promise.all([startServer(database.url, env), startServer(database.url, env)])
      : [await startServer(database.url, env)];
  const fanServer = servers[0]!;
  const creatorServer = servers[servers.length - 1]!;
  let clients: ChatClient[] = [];
  try {
    // Warm the servers' code up with a few sockets and messages, then measure from there.
    const warm = await openAll([
      { port: fanServer.port, person: fans[0]! },
      { port: creatorServer.port, person: creators[0]! },
    ]);
    const warmRound = new Round();
    for (const client of warm) client.round = warmRound;
    for (let i = 0; i < WARM_MESSAGES; i += 1) await warmRound.send(warm[0]!, creators[0]!.uuid, `warm ${i}`);
    await warmRound.allDelivered(WARM_MESSAGES, 5000);
    for (const client of warm) client.close();
    await new Promise((resolve) => setTimeout(resolve, 500));

    const before = await Promise.all(servers.map((server) => server.memory()));
    const started = performance.now();
    clients = await openAll([
      ...fans.map((person) => ({ port: fanServer.port, person })),
      ...creators.map((person) => ({ port: creatorServer.port, person })),
    ]);
    const connectSeconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await Promise.all(servers.map((server) => server.memory()));
    const socketsOn = servers.length === 1 ? [count] : [pairs, pairs];
    const perSocket = servers.map((_, i) => ({
      rss: (after[i]!.rss - before[i]!.rss) / socketsOn[i]!,
      heap: (after[i]!.heapUsed - before[i]!.heapUsed) / socketsOn[i]!,
    }));
    console.log(
      `  ${mode} ${count}: ${count} sockets in ${connectSeconds.toFixed(1)} s; per socket ` +
        perSocket
          .map((one) => `${(one.rss / 1024).toFixed(1)} KiB RSS, ${(one.heap / 1024).toFixed(1)} KiB heap`)
          .join(' / '),
    );
    const fanClients = clients.slice(0, pairs);

    // Steady traffic: `steadyRate` messages a second, fans in turn.
    const steady = new Round();
    for (const client of clients) client.round = steady;
    const steadyTotal = steadyRate * steadySeconds;
    const tickMs = 20;
    const perTick = (steadyRate * tickMs) / 1000;
    let sent = 0;
    await new Promise<void>((resolve) => {
      const begun = performance.now();
      const timer = setInterval(() => {
        const due = Math.min(steadyTotal, Math.floor(((performance.now() - begun) / tickMs + 1) * perTick));
        for (; sent < due; sent += 1) {
          const pair = sent % pairs;
          void steady.send(fanClients[pair]!, creators[pair]!.uuid, `steady ${sent}`);
        }
        if (sent >= steadyTotal) {
          clearInterval(timer);
          resolve();
        }
      }, tickMs);
    });
    await steady.allDelivered(steadyTotal, 30_000);
    const steadyResult = {
      sent: steadyTotal,
      delivered: steady.delivered,
      p50: percentile(steady.latencies, 50),
      p99: percentile(steady.latencies, 99),
    };
    console.log(
      `    steady ${steadyRate}/s: ${steady.delivered}/${steadyTotal} delivered, p50 ${steadyResult.p50.toFixed(1)} ms, p99 ${steadyResult.p99.toFixed(1)} ms`,
    );

    // Saturation: every fan sends its share one after another, each after the previous ack.
    const saturated = new Round();
    for (const client of clients) client.round = saturated;
    // Within the limit of 120 messages a minute per sender, with the warm-up's and steady round's.
    const budget = 110 - Math.ceil(steadyTotal / pairs) - WARM_MESSAGES;
    if (budget < 1) throw new Error(`${count} sockets are too few for ${steadyTotal} steady messages`);
    const perFan = Math.max(1, Math.min(budget, Math.round(totalMessages / pairs)));
    const total = perFan * pairs;
    const cpuBefore = servers.map((server) => server.cpuMicros());
    const begun = performance.now();
    const delivered = saturated.allDelivered(total, 180_000);
    await Promise.all(
      fanClients.map(async (client, pair) => {
        for (let i = 0; i < perFan; i += 1)
          await saturated.send(client, creators[pair]!.uuid, `message ${i}`);
      }),
    );
    await delivered;
    const seconds = ((saturated.lastDeliveryAt || performance.now()) - begun) / 1000;
    const cpu = servers.reduce((sum, server, i) => sum + server.cpuMicros() - cpuBefore[i]!, 0);
    const saturatedResult = {
      sent: total,
      delivered: saturated.delivered,
      perSecond: saturated.delivered / seconds,
      p50: percentile(saturated.latencies, 50),
      p99: percentile(saturated.latencies, 99),
      cpuPerMessage: cpu / Math.max(1, saturated.delivered),
    };
    console.log(
      `    saturated: ${saturated.delivered}/${total} in ${seconds.toFixed(1)} s = ${Math.round(saturatedResult.perSecond)}/s, ` +
        `p50 ${saturatedResult.p50.toFixed(0)} ms, p99 ${saturatedResult.p99.toFixed(0)} ms, ${Math.round(saturatedResult.cpuPerMessage)} µs server CPU/message`,
    );
    const errors = steady.errors + saturated.errors;
    if (errors)
      console.log(`    ${errors} refusals, the first: ${steady.firstError || saturated.firstError}`);
    return {
      mode,
      sockets: count,
      connectPerSecond: count / connectSeconds,
      perSocket,
      steady: steadyResult,
      saturated: saturatedResult,
      errors,
      firstError: steady.firstError || saturated.firstError,
    };
  } finally {
    for (const client of clients) client?.close();
    await Promise.all(servers.map((server) => server.stop()));
  }
}

function gitLabel(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)}`;

async function main() {
  if (!databaseUrl?.startsWith('postgres')) {
    throw new Error(
      'set DATABASE_URL (or BENCH_DATABASE_URL) to PostgreSQL; a throwaway database is made there',
    );
  }
  if (modes.includes('redis') && !redisUrl)
    throw new Error('the redis mode needs REDIS_URL (or pass --modes in-process)');
  ensureFileLimit();
  const load = loadavg().map((value) => value.toFixed(1));
  const uptime = execFileSync('uptime', { encoding: 'utf8' }).trim();
  console.log(`bench:chat: ${uptime}`);
  const database = await prepareDatabase(largest);
  const results: Result[] = [];
  try {
    for (const mode of modes) for (const size of sizes) results.push(await runOne(mode, size, database));
  } finally {
    await database.drop();
  }
  const endLoad = loadavg()[0]!.toFixed(1);
  const date = new Date().toISOString().slice(0, 10);
  const label = options.label ?? gitLabel();
  const rows = results.map((result) => [
    date,
    label,
    result.mode,
    result.sockets.toLocaleString('en'),
    `${Math.round(result.connectPerSecond).toLocaleString('en')}/s`,
    result.perSocket.map((one) => `${kib(one.rss)} / ${kib(one.heap)}`).join('; '),
    `${result.steady.p50.toFixed(1)} / ${result.steady.p99.toFixed(1)} ms` +
      (result.steady.delivered < result.steady.sent
        ? ` (${result.steady.sent - result.steady.delivered} lost)`
        : ''),
    `**${Math.round(result.saturated.perSecond).toLocaleString('en')}**` +
      (result.saturated.delivered < result.saturated.sent
        ? ` (${result.saturated.sent - result.saturated.delivered} not delivered)`
        : ''),
    `${Math.round(result.saturated.p50)} / ${Math.round(result.saturated.p99)} ms`,
    `${Math.round(result.saturated.cpuPerMessage)} µs`,
    String(result.errors),
    `${load[0]} → ${endLoad}`,
  ]);
  console.log('\nbench:chat:');
  for (const row of rows) console.log(`  ${row.slice(2).join('  ')}`);
  if (options['no-write']) return;
  const file = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
  const updated = appendTableRows(
    readFileSync(file, 'utf8'),
    'bench-chat',
    {
      heading: 'Chat (`npm run bench:chat`)',
      intro:
        'Sockets held, memory per socket, messages/s and send → delivery latency (scripts/bench-chat.ts says how).',
      columns: [
        'date',
        'build',
        'mode',
        'sockets',
        'sign-ins',
        'server memory per socket, KiB (RSS / heap)',
        `send → delivery p50 / p99 at ${steadyRate} msg/s`,
        'msg/s saturated',
        'saturated p50 / p99',
        'server CPU/msg',
        'refusals',
        'load',
      ],
    },
    rows,
  );
  const config = await prettier.resolveConfig(file);
  writeFileSync(file, await prettier.format(updated, { ...config, filepath: file }));
  console.log(`Recorded in ${path.relative(REPO_ROOT, file)}.`);
}

main().catch((error: unknown) => {
  console.error('bench:chat:', error instanceof Error ? error.message : error);
  process.exit(1);
});
