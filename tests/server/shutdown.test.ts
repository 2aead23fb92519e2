/**
 * Issue 24: a server process stops gracefully on SIGTERM (docs/operations.md, "Process layout"). Its
 * readiness turns false first (503 from `GET /readyz` for SHUTDOWN_DRAIN_SECONDS, while it still
 * serves); then it stops taking requests (new connections are refused), finishes the one in flight,
 * closes its chat sockets with 1001 so the app reconnects to another process (docs/api.md, "Close
 * codes"), hands its running jobs back to the queue, and exits 0 well within
 * SHUTDOWN_TIMEOUT_SECONDS (10 s).
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLOSE_CODES, CHAT_SOCKET_PATH } from '../../src/contract/chat/chat-socket.ts';
import { DEVELOPMENT_KEYS, openResponse } from '../../src/contract/envelope.ts';
import { enqueueJob } from '../../server/jobs/job-queue.ts';
import { createJobRunner } from '../../server/jobs/job-runner.ts';
import { newAccountDetails } from './helpers/accounts.ts';
import { openChat } from './helpers/chat.ts';
import {
  callProcess,
  envelopeBody,
  seededServerData,
  startServerProcess,
  waitUntil,
  type ServerProcess,
  type ServerProcessData,
} from './helpers/server-process.ts';
import { queuedJob } from './helpers/queued-jobs.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.ts';

/** SHUTDOWN_TIMEOUT_SECONDS' default. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/** The drain the test sets (SHUTDOWN_DRAIN_SECONDS): long enough to see readiness turn false. */
const DRAIN_SECONDS = 2;

/**
 * A call whose body arrives slowly, as from a phone on a poor link: the headers and half the body
 * now, the rest when `finish` is called. Answers the HTTP status and the opened envelope.
 */
function slowCall(baseUrl: string, apiPath: string, body: string) {
  const request = http.request(`${baseUrl}/api/${apiPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': Buffer.byteLength(body),
    },
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  const answer = new Promise<{ status: number; envelope: ReturnType<typeof openResponse> }>(
    (resolve, reject) => {
      request.on('error', reject);
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            envelope: openResponse(JSON.parse(text), DEVELOPMENT_KEYS),
          }),
        );
      });
    },
  );
  // Awaited only after the steps before it passed; when one fails first, the server drops this
  // call at its shutdown timeout, and that is not a second, unhandled failure.
  answer.catch(() => undefined);
  return { answer, finish: () => request.end(body.slice(half)) };
}

/**
 * How a new request fares: 'refused' (connection refused, or reset before any answer) or the HTTP
 * status it got. A connection of its own each time (no keep-alive pool): a pooled connection the
 * stopping server had just closed failed with "other side closed", which is not what a new client
 * meets. A reset is what a client meets whose connection the kernel had accepted into the listen
 * backlog just as the server closed its port: refused all the same, nothing was served.
 */
function newRequestOutcome(baseUrl: string): Promise<'refused' | number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}/livez`, { agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      })
      .on('error', (error: NodeJS.ErrnoException) =>
        error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET' ? resolve('refused') : reject(error),
      );
  });
}

describe('a server process on SIGTERM', () => {
  let data: ServerProcessData;
  let server: ServerProcess;

  beforeAll(async () => {
    data = await seededServerData();
    server = await startServerProcess({
      env: { ...data.env, SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS) },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await data?.dispose();
  });

  it('turns unready, then finishes the request in flight, refuses new ones, closes chat sockets with 1001 and exits 0', async () => {
    const signUp = await callProcess(server, 'account/registerByPassword', {
      ...newAccountDetails('stopping'),
    });
    expect(signUp).toMatchObject({ status: 1, msg: '' });
    const token = (signUp.data as { token: string }).token;
    const info = await callProcess(server, 'user/getUserInfo', {}, token);
    const chat = await openChat(`ws://127.0.0.1:${server.port}${CHAT_SOCKET_PATH}`);
    expect((await chat.initUser((info.data as { chat_token: string }).chat_token)).event).toBe('initUser');

    const inFlight = slowCall(server.baseUrl, 'app/config', envelopeBody({}));
    // The server has the request's headers: it is in flight when the signal comes.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalled = Date.now();
    server.child.kill('SIGTERM');

    // Draining: not ready, so a load balancer sends nothing new, but alive and still serving.
    let readiness: unknown;
    await waitUntil(
      async () => {
        const response = await fetch(`${server.baseUrl}/readyz`);
        readiness = await response.json();
        return response.status === 503;
      },
      1000,
      'readiness turns false',
    );
    expect(readiness).toEqual({ status: 'unavailable', reasons: ['stopping'] });
    expect((await fetch(`${server.baseUrl}/livez`)).status).toBe(200);
    expect(await callProcess(server, 'app/config')).toMatchObject({ status: 1, msg: '' });

    expect(await chat.closed).toEqual({ code: CHAT_CLOSE_CODES.goingAway, reason: 'server stopping' });
    const outcomes: ('refused' | number)[] = [];
    await waitUntil(
      async () => outcomes.push(await newRequestOutcome(server.baseUrl)) > 0 && outcomes.at(-1) === 'refused',
      3000,
      'a new request is refused',
    );
    // Between the signal and the port's closing, a new request is answered 503, never served.
    expect(outcomes.filter((outcome) => outcome !== 'refused' && outcome !== 503)).toEqual([]);

    inFlight.finish();
    const { status, envelope } = await inFlight.answer;
    expect(status).toBe(200);
    expect(envelope).toMatchObject({ status: 1, msg: '' });

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(DRAIN_SECONDS * 1000 + SHUTDOWN_TIMEOUT_MS);
  }, 60_000);
});

describe('a job running when its runner stops', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it('goes back to the queue at once, even when its work does not heed the stop, and another runner takes it', async () => {
    const db = database.handle.db;
    const queue = database.queue;
    const name = 'test.stubborn';
    await queue.createQueues([name]);
    const id = (await enqueueJob(db, { name, payload: {} }))!;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const stubborn = createJobRunner({
      queue,
      pollMs: 20,
      handlers: {
        // Ignores its abort signal, like work that cannot be interrupted; it never ends on its own.
        [name]: { run: () => (started(), new Promise<void>(() => undefined)) },
      },
    });
    stubborn.start();
    await running;
    expect(await queuedJob(db, id)).toMatchObject({ state: 'running' });

    const stopping = Date.now();
    await stubborn.stop(300);
    expect(Date.now() - stopping).toBeLessThan(5000);
    // Released, not left running until its missed heartbeat (60 s) is noticed; the attempt is not counted.
    expect(await queuedJob(db, id)).toMatchObject({ state: 'queued', attempts: 0 });

    const ran: number[] = [];
    const next = createJobRunner({
      queue,
      handlers: { [name]: { run: async (_p, job) => void ran.push(job.attempt) } },
    });
    expect(await next.runDue()).toBe(1);
    expect(ran).toEqual([1]);
  }, 30_000);
});
