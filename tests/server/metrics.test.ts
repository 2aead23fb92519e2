/**
 * Observable (issue 24): metrics in Prometheus' format on a port of their own, and JSON logs whose
 * every line of a request carries the id its answer carries (docs/operations.md, "Metrics and
 * logs"). The metrics are scraped over HTTP as Prometheus would, around real calls: a log-in, a
 * refused call, a media file, a chat message, a payment delivered by the job queue.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FANS } from '../../server/seed/demo-accounts.ts';
import { loadConfig } from '../../server/config.ts';
import { enqueueJob } from '../../server/jobs/job-queue.ts';
import { metricsEndpointOf } from '../../server/http/metrics-endpoint.ts';
import { SANDBOX_DELIVERY_JOB } from '../../server/modules/payments/providers/sandbox/sandbox-events.ts';
import { logIn } from './helpers/accounts.ts';
import { chatMember, chatUrlOf, connectAs, givenSubscription } from './helpers/chat.ts';
import { storeImage } from './helpers/media-fixtures.ts';
import {
  callAs,
  newCreator,
  newMember,
  newPlan,
  orderPlan,
  postWebhook,
  pressCheckout,
  runJobs,
} from './helpers/money.ts';
import { sample } from './helpers/prometheus-samples.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A GET from a chosen loopback address, answering its status and headers. */
function getFrom(url: string, headers: Record<string, string>, localAddress = '127.0.0.1') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    http
      .get(url, { headers, localAddress }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      })
      .on('error', reject);
  });
}

/** Waits until `condition` holds (log lines are written as the answer finishes), at most 2 s. */
async function eventually(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('the metrics settings', () => {
  it('are off unless METRICS_PORT is set, and listen on 127.0.0.1 unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.11' }).metrics?.host).toBe('10.0.0.11');
  });

  it('refuses a METRICS_PORT that is not a port, naming the setting', () => {
    for (const port of ['metrics', '65536', '-1']) {
      expect(() => loadConfig({ METRICS_PORT: port })).toThrow(
        /METRICS_PORT must be an integer from 0 to 65535/,
      );
    }
  });
});

describe('metrics on a port of their own (METRICS_PORT)', () => {
  let server: TestServer;
  let metricsUrl: string;
  const scrape = async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };
  /** Scrapes until `condition` holds of the text (at most 2 s) and answers the last text. */
  const scrapeUntil = async (condition: (text: string) => boolean) => {
    const deadline = Date.now() + 2000;
    let text = await scrape();
    while (!condition(text) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      text = await scrape();
    }
    return text;
  };
  /**
   * Scrapes until `name{labels}` reaches `expected`: a request is counted in Fastify's
   * onResponse, which runs once the last byte has left, so a client may read the answer a
   * moment before the count moves.
   */
  const scrapeCounted = (name: string, labels: Record<string, string>, expected: number) =>
    scrapeUntil((text) => sample(text, name, labels) >= expected);

  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_PORT: '0' } });
    metricsUrl = metricsEndpointOf(server.app)!.url;
  });
  afterAll(() => server?.close());

  it('listens on 127.0.0.1 by default, and the site answers 404 for /metrics', async () => {
    const endpoint = metricsEndpointOf(server.app)!;
    expect(endpoint.host).toBe('127.0.0.1');
    expect(endpoint.port).not.toBe(Number(new URL(server.baseUrl).port));
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/other'))).status).toBe(404);
    expect(await scrape()).toContain('process_resident_memory_bytes');
  });

  it('counts a log-in by its call and envelope status, with its latency', async () => {
    const call = { call: 'account/loginByPassword', status: '1' };
    const route = { route: '/api/account/loginByPassword', method: 'POST', status_code: '200' };
    const before = await scrape();
    await logIn(server, DEMO_FANS[0]!.email, DEMO_FANS[0]!.password);
    const after = await scrapeCounted(
      'fanvault_http_request_duration_seconds_count',
      route,
      sample(before, 'fanvault_http_request_duration_seconds_count', route) + 1,
    );
    expect(sample(after, 'fanvault_api_calls_total', call)).toBe(
      sample(before, 'fanvault_api_calls_total', call) + 1,
    );
    expect(sample(after, 'fanvault_http_request_duration_seconds_count', route)).toBe(
      sample(before, 'fanvault_http_request_duration_seconds_count', route) + 1,
    );
    expect(sample(after, 'fanvault_http_request_duration_seconds_sum', route)).toBeGreaterThan(
      sample(before, 'fanvault_http_request_duration_seconds_sum', route),
    );
  });

  it('counts a refused call with status 0 and an ended session with 422, under the call', async () => {
    const refused = { call: 'user/getUserInfo', status: '0' };
    const ended = { call: 'user/getUserInfo', status: '422' };
    const before = await scrape();
    expect((await callAs(server, undefined, 'user/getUserInfo')).status).toBe(0);
    expect(
      (await callAs(server, { token: randomBytes(32).toString('base64url') }, 'user/getUserInfo')).status,
    ).toBe(422);
    // A path that names no call is counted as one unknown call, not under its own path.
    expect((await server.call('user/noSuchCall')).body.status).toBe(0);
    const after = await scrapeCounted(
      'fanvault_api_calls_total',
      { call: 'unknown' },
      sample(before, 'fanvault_api_calls_total', { call: 'unknown' }) + 1,
    );
    expect(sample(after, 'fanvault_api_calls_total', refused)).toBe(
      sample(before, 'fanvault_api_calls_total', refused) + 1,
    );
    expect(sample(after, 'fanvault_api_calls_total', ended)).toBe(
      sample(before, 'fanvault_api_calls_total', ended) + 1,
    );
    expect(sample(after, 'fanvault_api_calls_total', { call: 'unknown' })).toBe(
      sample(before, 'fanvault_api_calls_total', { call: 'unknown' }) + 1,
    );
    expect(after).not.toContain('noSuchCall');
  });

  it('counts the bytes of the media files it serves, by kind', async () => {
    const { blurKey } = await storeImage(server);
    const before = await scrape();
    const response = await fetch(`${server.baseUrl}/media/p/${blurKey.replace(/^public\//, '')}`);
    expect(response.status).toBe(200);
    const bytes = (await response.arrayBuffer()).byteLength;
    const counted = sample(before, 'fanvault_media_bytes_served_total', { kind: 'public' }) + bytes;
    const after = await scrapeCounted('fanvault_media_bytes_served_total', { kind: 'public' }, counted);
    expect(bytes).toBe(64);
    expect(sample(after, 'fanvault_media_bytes_served_total', { kind: 'public' })).toBe(
      sample(before, 'fanvault_media_bytes_served_total', { kind: 'public' }) + bytes,
    );
  });

  it('counts the chat sockets open and the messages stored', async () => {
    const fan = await chatMember(server);
    const creator = await chatMember(server, 'creator');
    await givenSubscription(server, fan, creator);
    const url = await chatUrlOf(server);
    const before = await scrape();
    const fanSocket = await connectAs(url, fan);
    const creatorSocket = await connectAs(url, creator);
    const sign = fanSocket.chat(creator.uuid, 'Hello from the metrics test');
    expect((await fanSocket.outcomeOf(sign)).event).toBe('ackMessage');
    const during = await scrape();
    fanSocket.close();
    creatorSocket.close();
    await Promise.all([fanSocket.closed, creatorSocket.closed]);
    const after = await scrapeUntil(
      (text) => sample(text, 'fanvault_chat_sockets_open') === sample(before, 'fanvault_chat_sockets_open'),
    );
    expect(sample(during, 'fanvault_chat_sockets_open')).toBe(
      sample(before, 'fanvault_chat_sockets_open') + 2,
    );
    expect(sample(during, 'fanvault_chat_messages_total')).toBe(
      sample(before, 'fanvault_chat_messages_total') + 1,
    );
    expect(sample(after, 'fanvault_chat_sockets_open')).toBe(sample(before, 'fanvault_chat_sockets_open'));
  });

  it('counts payment events by outcome, the job that delivered them and the queue it waited in', async () => {
    const creator = await newCreator(server);
    const fan = await newMember(server);
    const planId = await newPlan(server, creator);
    const job = { job: SANDBOX_DELIVERY_JOB };
    const paid = { type: 'payment.succeeded', outcome: 'applied' };
    const before = await scrape();
    const order = await orderPlan(server, fan, creator, planId, 4.99);
    expect((await pressCheckout(server, order.url, 'approve')).status).toBe(303);
    const queued = await scrape();
    await runJobs(server);
    expect((await postWebhook(server, '{"id":"evt_1"}', 't=1,v1=forged')).status).toBe(400);
    const after = await scrape();
    expect(sample(queued, 'fanvault_job_queue_depth', job)).toBe(
      sample(before, 'fanvault_job_queue_depth', job) + 1,
    );
    expect(sample(after, 'fanvault_job_queue_depth', job)).toBe(
      sample(before, 'fanvault_job_queue_depth', job),
    );
    expect(sample(after, 'fanvault_jobs_finished_total', { ...job, outcome: 'done' })).toBe(
      sample(before, 'fanvault_jobs_finished_total', { ...job, outcome: 'done' }) + 1,
    );
    expect(sample(after, 'fanvault_payment_events_total', paid)).toBe(
      sample(before, 'fanvault_payment_events_total', paid) + 1,
    );
    expect(sample(after, 'fanvault_payment_events_total', { outcome: 'refused' })).toBe(
      sample(before, 'fanvault_payment_events_total', { outcome: 'refused' }) + 1,
    );
  });

  it('times the database queries of its driver', async () => {
    const driver = { driver: server.database.handle.driver };
    const before = await scrape();
    await callAs(server, undefined, 'home/getCreatorList');
    const after = await scrape();
    expect(sample(after, 'fanvault_db_query_duration_seconds_count', driver)).toBeGreaterThan(
      sample(before, 'fanvault_db_query_duration_seconds_count', driver),
    );
    if (driver.driver === 'postgres') {
      const connections = ['in_use', 'idle'].map((state) =>
        sample(after, 'fanvault_db_pool_connections', { state }),
      );
      expect(connections[0]! + connections[1]!).toBeGreaterThan(0);
    }
  });
});

describe('request ids in answers and logs', () => {
  let server: TestServer;
  const logs: Record<string, unknown>[] = [];

  beforeAll(async () => {
    // Only 127.0.0.1 is a proxy whose X-Request-Id is believed.
    server = await startTestServer({
      seed: false,
      logs,
      env: { LOG_LEVEL: 'debug', TRUST_PROXY: '127.0.0.1' },
    });
  });
  afterAll(() => server?.close());

  it('answers with a request id that every log line of the request repeats', async () => {
    const response = await postWebhook(server, '{"id":"evt_2"}', 't=1,v1=forged');
    expect(response.status).toBe(400);
    const id = response.headers.get('x-request-id')!;
    expect(id).toMatch(UUID);
    const linesOf = () => logs.filter((line) => line.requestId === id).map((line) => line.msg);
    await eventually(() => linesOf().includes('request completed'));
    // Fastify's own lines and the route's (it logs through the request's logger).
    expect(linesOf()).toEqual(['incoming request', 'webhook refused', 'request completed']);
    const ofThisRequest = logs.filter(
      (line) => (line.req as { url?: string } | undefined)?.url === '/webhooks/sandbox',
    );
    expect(ofThisRequest.every((line) => typeof line.requestId === 'string')).toBe(true);
  });

  it('keeps a well-formed X-Request-Id from a trusted proxy only', async () => {
    const url = `${server.baseUrl}/healthz`;
    const fromProxy = await getFrom(url, { 'x-request-id': 'edge-4f2a9c01b7d3' });
    const malformed = await getFrom(url, { 'x-request-id': 'spaces and <script>' });
    const tooLong = await getFrom(url, { 'x-request-id': 'a'.repeat(129) });
    const fromClient = await getFrom(url, { 'x-request-id': 'edge-4f2a9c01b7d3' }, '127.0.0.2');
    expect(fromProxy.headers['x-request-id']).toBe('edge-4f2a9c01b7d3');
    for (const answer of [malformed, tooLong, fromClient])
      expect(answer.headers['x-request-id']).toMatch(UUID);
    // A 404 carries one too.
    expect((await fetch(`${server.baseUrl}/no-such-page`)).headers.get('x-request-id')).toMatch(UUID);
  });

  it("logs a URL's query parameter names but none of their values", async () => {
    await fetch(`${server.baseUrl}/healthz?code=oauth-code-1234567&state=xyz`);
    const urlOf = (line: Record<string, unknown>) => (line.req as { url?: string } | undefined)?.url ?? '';
    await eventually(() => logs.some((line) => urlOf(line).startsWith('/healthz?')));
    expect(logs.map(urlOf).filter((url) => url.startsWith('/healthz?'))).toEqual(['/healthz?code=…&state=…']);
    expect(JSON.stringify(logs)).not.toContain('oauth-code-1234567');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a worker process (PostgreSQL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server?.close());

  it('publishes its own metrics, the job queue included', async () => {
    // A job of a name no runner takes: it waits in the queue for the whole test.
    await server.database.queue.createQueues(['metrics.waiting']);
    await enqueueJob(server.database.handle.db, { name: 'metrics.waiting', payload: {} });
    const databaseUrl = new URL(process.env.DATABASE_URL!);
    databaseUrl.pathname = `/${server.database.label}`;
    const worker = spawn(process.execPath, ['--import', 'tsx', 'server/worker.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl.toString(),
        DATA_DIR: server.config.dataDir,
        JOBS_IN_PROCESS: 'false',
        METRICS_PORT: '0',
        LOG_LEVEL: 'info',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        createInterface({ input: worker.stdout }).on('line', (line) => {
          const entry = JSON.parse(line) as { msg?: string; url?: string };
          if (entry.msg === 'metrics published') resolve(entry.url!);
        });
        worker.once('exit', (code) => reject(new Error(`the worker exited (${code})`)));
      });
      expect(new URL(url).hostname).toBe('127.0.0.1');
      const text = await (await fetch(url)).text();
      expect(sample(text, 'fanvault_job_queue_depth', { job: 'metrics.waiting', state: 'due' })).toBe(1);
      expect(text).toContain('# TYPE fanvault_jobs_finished_total counter');
      expect(
        sample(text, 'fanvault_db_query_duration_seconds_count', { driver: 'postgres' }),
      ).toBeGreaterThan(0);
    } finally {
      worker.kill('SIGTERM');
      await new Promise((resolve) => worker.once('exit', resolve));
    }
  });
});
