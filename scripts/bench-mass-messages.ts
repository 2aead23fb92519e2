/**
 * `npm run bench:mass-messages [-- --fans 10000] [-- --runs 3] [-- --pictures 10] [-- --label "..."] [-- --no-write]`:
 * a creator's mass message to 10,000 subscribers (issue 25: "completes within a minute on this
 * machine and never blocks the sender's other requests"). One server process composed as
 * `npm start` composes it (server/app.ts and the job runners of start-jobs.ts, sharing the
 * database), on embedded PGlite in a temporary folder, or on PostgreSQL when DATABASE_URL is set (a
 * throwaway database `fanvault_bench_mass` beside it, made and dropped here). The creator and the
 * fans are inserted in SQL; the creator signs in through the real call and sends through
 * `user/sendMassMessage`. Measured per run: from the send's answer to the row's `sent` (every fan
 * holding the message), and meanwhile the creator's other calls (`user/getMassMessageList`, one
 * after the other), p50 / p99 / max, beside the same calls with nothing going out. Prints the
 * figures and adds them to docs/benchmarks.md with the load average. `--pictures N` (1 to 10) sends
 * a paid mass message instead, with N of the creator's pictures at 9.99: each fan's copy a paid
 * message with its N picture rows. A benchmark, not a test.
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import * as prettier from 'prettier';
import { DEVELOPMENT_KEYS, encodeForm, openResponse, sealRequest } from '../src/contract/envelope.ts';
import { buildApp, type ChatOutlet } from '../server/app.ts';
import { hashPassword } from '../server/auth/passwords.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { massMessages, subscriptionPlans, uploads, userSubscriptions, users } from '../server/db/schema.ts';
import { JOB_NAMES } from '../server/job-handlers.ts';
import { openJobQueue } from '../server/jobs/job-queue.ts';
import { createStorage } from '../server/media/create-storage.ts';
import { startJobRunner } from '../server/start-jobs.ts';
import { appendTableRows } from './lib/benchmark-table.ts';
import { REPO_ROOT } from './lib/production-build.ts';

const { values: options } = parseArgs({
  options: {
    fans: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
    pictures: { type: 'string', default: '0' },
    label: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
});
const fanCount = Number(options.fans);
const runs = Number(options.runs);
if (!Number.isInteger(fanCount) || fanCount < 1) throw new Error('--fans takes a whole number from 1');
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1');
const pictureCount = Number(options.pictures);
if (!Number.isInteger(pictureCount) || pictureCount < 0 || pictureCount > 10)
  throw new Error('--pictures takes a whole number from 0 to 10');

const GUEST_ID = randomUUID();

/** The latency client's process: the same sealed call again and again until its input closes; prints the latencies. */
const LATENCY_CLIENT = `
let stopping = false;
process.stdin.on('data', () => { stopping = true; });
process.stdin.resume();
(async () => {
  const taken = [];
  while (!stopping) {
    const before = performance.now();
    const answer = await fetch(process.env.BENCH_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: process.env.BENCH_BODY,
    });
    await answer.arrayBuffer();
    taken.push(performance.now() - before);
  }
  process.stdout.write(JSON.stringify(taken));
  process.exit(0);
})();
`;
const BENCH_DATABASE = 'fanvault_bench_mass';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A throwaway PostgreSQL database beside DATABASE_URL's, made empty; answers its URL and how to drop it. */
async function throwawayPostgres(url: string) {
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
  await admin.query(`create database ${BENCH_DATABASE}`);
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${BENCH_DATABASE}`;
  return {
    url: benchUrl.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
      await admin.end();
    },
  };
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const postgres = process.env.DATABASE_URL ? await throwawayPostgres(process.env.DATABASE_URL) : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanvault-bench-mass-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    DATABASE_URL: postgres?.url ?? '',
    REDIS_URL: '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  await database.migrate();
  const queue = await openJobQueue(database, JOB_NAMES, { error: (obj, msg) => console.error(msg, obj) });
  const chatOutlet: ChatOutlet = {};
  const app = await buildApp(config, { database, chatOutlet });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const jobs = startJobRunner({
    queue,
    db: database.db,
    listen: database.listen,
    config,
    storage: createStorage(config),
    deliverChat: (message) => chatOutlet.deliver?.(message),
  });
  const db = database.db;

  async function call(token: string, apiPath: string, params: Record<string, unknown>) {
    const body = encodeForm(
      sealRequest({ oauth_id: GUEST_ID, oauth_type: 'pwa', token, ...params }, DEVELOPMENT_KEYS),
    );
    const answer = await fetch(`${baseUrl}/api/${apiPath}`, { method: 'POST', headers: FORM, body });
    const opened = openResponse(await answer.json(), DEVELOPMENT_KEYS);
    if (opened.status !== 1) throw new Error(`${apiPath}: ${opened.msg}`);
    return opened.data as Record<string, unknown>;
  }

  try {
    // The creator, signed in through the real call, and their fans, each on the creator's plan.
    const password = randomBytes(18).toString('base64url');
    const [creator] = await db
      .insert(users)
      .values({
        aff: 100_000_001,
        username: 'bench_mass_creator',
        email: 'bench_mass_creator@example.test',
        nickname: 'Bench creator',
        authStatus: 2,
        role: 3,
        passwordHash: await hashPassword(password),
      })
      .returning({ id: users.id });
    const [plan] = await db
      .insert(subscriptionPlans)
      .values({
        userId: creator!.id,
        name: 'Fans',
        content: '',
        priceCents: 500,
        expireDays: 30,
        unlockDays: 1000,
        position: 1,
      })
      .returning({ id: subscriptionPlans.id });
    const started = Date.now();
    await db.execute(sql`insert into ${users} (aff, username, email, nickname)
      select 200000000 + n, 'bench_mass_fan_' || n, 'bench_mass_fan_' || n || '@example.test', 'Fan ' || n
      from generate_series(1, ${fanCount}) as n`);
    await db.execute(sql`insert into ${userSubscriptions} (user_id, plan_id, creator_id, started_at, period_start, expire_at)
      select id, ${plan!.id}, ${creator!.id}, now(), now(), now() + interval '30 days'
      from ${users} where username like 'bench_mass_fan_%'`);
    console.log(`${fanCount} fans inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // A paid run's pictures: the creator's finished JPEG uploads (the delivery reads only their rows).
    const media = [];
    for (let index = 0; index < pictureCount; index++) {
      const publicId = randomUUID();
      await db.insert(uploads).values({
        publicId,
        userId: creator!.id,
        kind: 'image',
        status: 'ready',
        originalKey: `private/uploads/${creator!.id}/${publicId}/original.jpg`,
        blurKey: `public/uploads/${publicId}/blur.webp`,
        width: 1200,
        height: 900,
        bytes: 100_000,
      });
      media.push(publicId);
    }
    const login = await fetch(`${baseUrl}/api/account/loginByPassword`, {
      method: 'POST',
      headers: FORM,
      body: encodeForm(
        sealRequest(
          { account: 'bench_mass_creator', password, oauth_id: GUEST_ID, oauth_type: 'pwa' },
          DEVELOPMENT_KEYS,
        ),
      ),
    });
    const token = (openResponse(await login.json(), DEVELOPMENT_KEYS).data as { token: string }).token;
    const otherCall = () => call(token, 'user/getMassMessageList', { page: 1, limit: 20 });
    const otherBody = encodeForm(
      sealRequest({ oauth_id: GUEST_ID, oauth_type: 'pwa', token, page: 1, limit: 20 }, DEVELOPMENT_KEYS),
    );

    /**
     * The creator's other calls one after the other, from a process of their own (a client is
     * elsewhere: with the embedded database the delivery's statements run on this process's
     * thread, which would hold the client's clock too), until `stop()`; their latencies, ms, sorted.
     */
    function otherCalls() {
      const client = spawn(process.execPath, ['-e', LATENCY_CLIENT], {
        stdio: ['pipe', 'pipe', 'inherit'],
        env: { ...process.env, BENCH_URL: `${baseUrl}/api/user/getMassMessageList`, BENCH_BODY: otherBody },
      });
      let printed = '';
      client.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      const exited = new Promise<void>((resolve) => client.once('exit', () => resolve()));
      return {
        stop: async () => {
          client.stdin.write('stop\n');
          await exited;
          return (JSON.parse(printed) as number[]).sort((a, b) => a - b);
        },
      };
    }

    for (let index = 0; index < 20; index++) await otherCall();
    const idleCalls = otherCalls();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const idle = await idleCalls.stop();

    const results: { seconds: number; during: number[] }[] = [];
    for (let run = 1; run <= runs; run++) {
      const sentAt = performance.now();
      const message = await call(token, 'user/sendMassMessage', {
        audience: 'subscribers',
        text: `Run ${run}: a new set is up, thank you for being here!`,
        client_key: randomUUID(),
        ...(pictureCount > 0 ? { media, price: 9.99 } : {}),
      });
      const duringCalls = otherCalls();
      const seconds = await (async () => {
        for (;;) {
          const [row] = await db
            .select({ status: massMessages.status, delivered: massMessages.delivered })
            .from(massMessages)
            .where(eq(massMessages.id, Number(message.id)));
          if (row?.status === 'sent') {
            if (row.delivered !== fanCount) throw new Error(`delivered ${row.delivered} of ${fanCount}`);
            return (performance.now() - sentAt) / 1000;
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      const during = await duringCalls.stop();
      results.push({ seconds, during });
      console.log(
        `run ${run}: ${fanCount} fans in ${seconds.toFixed(1)} s; the creator's other calls meanwhile p50 ${ms(percentile(during, 0.5))} ms, p99 ${ms(percentile(during, 0.99))} ms, max ${ms(during.at(-1)!)} ms (${during.length} calls)`,
      );
    }
    const backend = postgres ? 'PostgreSQL' : 'PGlite (embedded)';
    const during = results.flatMap((result) => result.during).sort((a, b) => a - b);
    const seconds = median(results.map((result) => result.seconds));
    console.log(
      `\n${backend}: median ${seconds.toFixed(1)} s for ${fanCount} fans; idle p50 ${ms(percentile(idle, 0.5))} / p99 ${ms(percentile(idle, 0.99))} ms, during p50 ${ms(percentile(during, 0.5))} / p99 ${ms(percentile(during, 0.99))} ms`,
    );
    if (!options['no-write']) {
      const file = path.join(REPO_ROOT, 'docs/benchmarks.md');
      const load = loadavg()[0]!.toFixed(1);
      const row = [
        new Date().toISOString().slice(0, 10),
        `${options.label ?? 'current tree'}${pictureCount > 0 ? `, paid with ${pictureCount} pictures` : ''}`,
        backend,
        fanCount.toLocaleString('en'),
        `${seconds.toFixed(1)} s`,
        results.map((result) => result.seconds.toFixed(1)).join(', '),
        `${ms(percentile(idle, 0.5))} / ${ms(percentile(idle, 0.99))} ms`,
        `${ms(percentile(during, 0.5))} / ${ms(percentile(during, 0.99))} / ${ms(during.at(-1)!)} ms`,
        load,
      ];
      const markdown = appendTableRows(
        readFileSync(file, 'utf8'),
        'bench-mass-messages',
        {
          heading: 'Mass messages (`npm run bench:mass-messages`)',
          intro:
            "A mass message to N subscribers (issue 25; `npm run bench:mass-messages`): one server process as `npm start` composes it, the delivery its own job; from the send to every fan holding it, median of the runs; the creator's other calls (`user/getMassMessageList`, one after another) with nothing going out and during the deliveries (p50 / p99 / max).",
          columns: [
            'date',
            'build',
            'database',
            'fans',
            'delivered in (median)',
            'runs',
            'other calls idle p50 / p99',
            'other calls during p50 / p99 / max',
            'load',
          ],
        },
        [row],
      );
      writeFileSync(file, await prettier.format(markdown, { filepath: file }));
      console.log('Recorded in docs/benchmarks.md');
    }
  } finally {
    await jobs.stop(5000);
    await app.close();
    await queue.close();
    await database.close();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
