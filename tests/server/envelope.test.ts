import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_KEYS, encodeForm, sealRequest, signFields } from '../../src/contract/envelope.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
});
afterAll(async () => {
  await server?.close();
});

/** The server's clock in seconds, which the envelope's timestamp window is measured against. */
const nowSeconds = () => Math.floor(server.clock.now().getTime() / 1000);

describe('the API envelope', () => {
  it('refuses a request whose sign does not match', async () => {
    const { httpStatus, body } = await server.call(
      'home/getVersionInfo',
      {},
      {
        tamper: (form) => ({ ...form, sign: form.sign.replace(/^./, (c) => (c === '0' ? '1' : '0')) }),
      },
    );
    expect(httpStatus).toBe(200);
    expect(body).toEqual({ status: 0, msg: 'The request signature is invalid.', data: null });
  });

  it('refuses a request whose timestamp is more than 5 minutes off', async () => {
    const { httpStatus, body } = await server.call('home/getVersionInfo', {}, { now: nowSeconds() - 6 * 60 });
    expect(httpStatus).toBe(200);
    expect(body.status).toBe(0);
    expect(body.msg).toBe(
      "The request time is more than 5 minutes off the server clock. Please check your device's date and time.",
    );
  });

  it('accepts a request whose timestamp is 4 minutes off', async () => {
    const { body } = await server.call('home/getVersionInfo', {}, { now: nowSeconds() + 4 * 60 });
    expect(body.status).toBe(1);
  });

  it('refuses data that cannot be decrypted', async () => {
    const timestamp = String(nowSeconds());
    const data = 'bm90IHJlYWxseSBlbmNyeXB0ZWQgYXQgYWxsIGp1c3QgdGV4dA==';
    const form = {
      client: 'pwa',
      timestamp,
      data,
      sign: signFields('pwa', timestamp, data, DEVELOPMENT_KEYS),
    };
    const { httpStatus, body } = await server.post('home/getVersionInfo', encodeForm(form));
    expect(httpStatus).toBe(200);
    expect(body).toEqual({ status: 0, msg: 'The request data could not be decrypted.', data: null });
  });

  it('refuses a page that breaks the schema and names the field', async () => {
    for (const page of [0, 'abc', 10_001]) {
      const { httpStatus, body } = await server.call('article/getList', { page });
      expect(httpStatus).toBe(200);
      expect(body).toEqual({ status: 0, msg: 'The field "page" is missing or invalid.', data: null });
    }
  });

  it('refuses a session field of the wrong type and names it', async () => {
    const { body } = await server.call('app/config', { oauth_id: 12345 });
    expect(body.msg).toBe('The field "oauth_id" is missing or invalid.');
  });

  it('refuses an unknown call', async () => {
    const { httpStatus, body } = await server.call('article/doesNotExist');
    expect(httpStatus).toBe(200);
    expect(body).toEqual({ status: 0, msg: 'Unknown request: article/doesNotExist.', data: null });
    const deeper = await server.post('a/b/c', 'x=1');
    expect(deeper.body.status).toBe(0);
  });

  it('refuses a form missing its fields and a body that is not a form', async () => {
    expect((await server.post('home/getVersionInfo', 'client=pwa')).body.msg).toBe(
      'The request is not in the expected format.',
    );
    const json = await server.post('home/getVersionInfo', '{"a":1}', { 'content-type': 'application/json' });
    expect(json.httpStatus).toBe(200);
    expect(json.body.status).toBe(0);
  });

  it('refuses an oversize body with a clean message, not a 413 page', async () => {
    const form = sealRequest({ keyword: 'x'.repeat(400_000) }, DEVELOPMENT_KEYS);
    const { httpStatus, body } = await server.post('article/getList', encodeForm(form));
    expect(httpStatus).toBe(200);
    expect(body).toEqual({ status: 0, msg: 'The request is too large.', data: null });
  });

  it('answers 422 to a session token that is not valid', async () => {
    const { body } = await server.call('app/config', { token: 'no-such-token' });
    expect(body.status).toBe(422);
    expect(body.msg).toBe('Your session has expired. Please log in again.');
  });
});

describe('messages in the user language', () => {
  const badSign = { tamper: (form: { sign: string }) => ({ ...form, sign: 'f'.repeat(64) }) };

  it('answers in Arabic when Accept-Language asks for Arabic', async () => {
    const { body } = await server.call(
      'home/getVersionInfo',
      {},
      {
        language: 'ar-EG,ar;q=0.9,en;q=0.5',
        tamper: (form) => ({ ...form, ...badSign.tamper(form) }),
      },
    );
    expect(body.msg).toBe('توقيع الطلب غير صالح.');
  });

  it('answers in French when Accept-Language asks for French', async () => {
    const { body } = await server.call(
      'home/getVersionInfo',
      {},
      {
        language: 'fr-FR,fr;q=0.9',
        tamper: (form) => ({ ...form, ...badSign.tamper(form) }),
      },
    );
    expect(body.msg).toBe('La signature de la requête est invalide.');
    const stale = await server.call('home/getVersionInfo', {}, { language: 'fr', now: nowSeconds() - 600 });
    expect(stale.body.msg).toMatch(/^L'heure de la requête s'écarte de plus de 5 minutes/);
  });

  it('falls back to English for a language the product does not ship', async () => {
    const { body } = await server.call('article/nope', {}, { language: 'sw-KE' });
    expect(body.msg).toBe('Unknown request: article/nope.');
  });
});
