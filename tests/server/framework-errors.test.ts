/**
 * Issue 8: Fastify's own answers (414 over-long URL parameter, 400 broken JSON or request line,
 * 415 unknown content type, 431 headers too large) are the sealed client-mistake answers every
 * other client mistake gets: HTTP 200, `{status: 0, msg, data: null}`, never Fastify's JSON.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_KEYS, openResponse } from '../../src/contract/envelope.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(async () => {
  await server?.close();
});

/** Writes a raw request on a socket (fetch cannot send a broken request line) and reads the answer. */
function rawRequest(text: string) {
  const port = Number(new URL(server.baseUrl).port);
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function openRaw(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], body: openResponse(JSON.parse(body), DEVELOPMENT_KEYS) };
}

const post = (path: string, init: RequestInit = {}) =>
  fetch(`${server.baseUrl}${path}`, { method: 'POST', ...init });

async function opened(response: Response) {
  return { httpStatus: response.status, body: openResponse(await response.json(), DEVELOPMENT_KEYS) };
}

describe("Fastify's own answers on the API", () => {
  it('answers a 5,000-character call path with the sealed unknown call, the path shortened', async () => {
    const action = 'a'.repeat(5000);
    const { httpStatus, body } = await opened(
      await post(`/api/article/${action}`, { headers: { 'accept-language': 'fr' } }),
    );
    expect(httpStatus).toBe(200);
    expect(body).toEqual({
      status: 0,
      msg: `Requête inconnue : article/${'a'.repeat(64 - 'article/'.length)}….`,
      data: null,
    });
  });

  it('answers broken JSON with the sealed malformed-request answer', async () => {
    const { httpStatus, body } = await opened(
      await post('/api/article/getList', { headers: { 'content-type': 'application/json' }, body: '{bad' }),
    );
    expect(httpStatus).toBe(200);
    expect(body).toEqual({ status: 0, msg: 'The request is not in the expected format.', data: null });
  });

  it('answers an unsupported content type with the sealed malformed-request answer', async () => {
    const { httpStatus, body } = await opened(
      await post('/api/article/getList', { headers: { 'content-type': 'text/csv' }, body: 'a,b' }),
    );
    expect(httpStatus).toBe(200);
    expect(body).toEqual({ status: 0, msg: 'The request is not in the expected format.', data: null });
  });

  it('answers headers over the size limit with the sealed too-large answer', async () => {
    const answer = await rawRequest(
      `POST /api/article/getList HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const { statusLine, body } = openRaw(answer);
    expect(statusLine).toBe('HTTP/1.1 200 OK');
    expect(body).toEqual({ status: 0, msg: 'The request is too large.', data: null });
  });

  it('answers a broken request line with the sealed malformed-request answer', async () => {
    const { statusLine, body } = openRaw(await rawRequest('GARBAGE\r\n\r\n'));
    expect(statusLine).toBe('HTTP/1.1 200 OK');
    expect(body).toEqual({ status: 0, msg: 'The request is not in the expected format.', data: null });
  });

  it('answers a URL that does not decode with the sealed unknown call', async () => {
    const { httpStatus, body } = await opened(await post('/api/article/%zz'));
    expect(httpStatus).toBe(200);
    expect(body).toEqual({ status: 0, msg: 'Unknown request: article/%zz.', data: null });
  });

  it('answers a URL that does not decode outside the API as plain text', async () => {
    const response = await fetch(`${server.baseUrl}/media/p/%zz`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Bad Request');
  });
});
