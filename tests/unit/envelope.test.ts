/**
 * The wire envelope (docs/api.md). The worked example of docs/api.md section 8 is pinned here
 * as a test vector, and every value is cross-checked against Node's own crypto so the codec
 * cannot drift from the published protocol.
 */
import { createCipheriv, createDecipheriv, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_KEYS,
  MAX_CLOCK_SKEW_SECONDS,
  STATUS_OK,
  decryptPayload,
  encodeForm,
  encryptPayload,
  openRequest,
  openResponse,
  sealRequest,
  sealResponse,
  signFields,
  signingString,
  type EnvelopeKeys,
} from '../../src/contract/envelope.ts';
import { createEnvelopeCrypto } from '../../server/http/envelope-crypto.ts';

const keys = DEVELOPMENT_KEYS;
/** The server's codec: node:crypto computing the bytes the app's crypto-js computes. */
const server = createEnvelopeCrypto(keys);

/** docs/api.md section 8. */
const example = {
  payload: {
    page: 1,
    limit: 10,
    filter_by: 0,
    oauth_id: '3f1c9a52-7b4e-4d2a-9c1e-5a8b6d0e2f47',
    oauth_type: 'pwa',
  },
  now: 1767225600,
  iv: '4a7d1ed414474e4033ac29ccb8653d9b',
  plaintextHex:
    '7b2270616765223a312c226c696d6974223a31302c2266696c7465725f6279223a302c226f617574' +
    '685f6964223a2233663163396135322d376234652d346432612d396331652d356138623664306532' +
    '663437222c226f617574685f74797065223a22707761227d',
  aesKeyHex: '66616e7661756c742d6465762d6165732d6b65792d3031323334353637383921',
  signKeyHex: '66616e7661756c742d6465762d7369676e2d6b6579',
  ciphertextHex:
    'a2504fc7e0eefc3da3c141de2d0cf5549183f0d1e183fe535940cb26ee0a70830ea656f82fa1ac7e' +
    '6bb12adafc21865bf26402dbb0901c3528c2dd12b798a9b2be27b506af0134d75b6f6fce62486991' +
    '0be0698e3fc47aefb7c8d58f5d1c082de666abb45af492d83388538ec9c5ead3',
  data:
    'Sn0e1BRHTkAzrCnMuGU9m6JQT8fg7vw9o8FB3i0M9VSRg/DR4YP+U1lAyybuCnCDDqZW+C+hrH5rsSra/CGGW/' +
    'JkAtuwkBw1KMLdEreYqbK+J7UGrwE011tvb85iSGmRC+Bpjj/Eeu+3yNWPXRwILeZmq7Ra9JLYM4hTjsnF6tM=',
  sign: '905c22021a1541d0effe82d7a552575516c7d56abad745ebc0de0287aebd402b',
  body:
    'client=pwa&timestamp=1767225600&data=Sn0e1BRHTkAzrCnMuGU9m6JQT8fg7vw9o8FB3i0M9VSRg%2FDR4YP%2B' +
    'U1lAyybuCnCDDqZW%2BC%2BhrH5rsSra%2FCGGW%2FJkAtuwkBw1KMLdEreYqbK%2BJ7UGrwE011tvb85iSGmRC%2BBpjj' +
    '%2FEeu%2B3yNWPXRwILeZmq7Ra9JLYM4hTjsnF6tM%3D' +
    '&sign=905c22021a1541d0effe82d7a552575516c7d56abad745ebc0de0287aebd402b',
  response: { status: 1, msg: '', data: { list: [], page: 1, limit: 10 } },
  responseIv: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
  responseData:
    '8OHSw7Sllod4aVpLPC0eD2rNu0GoHwdiJIZTzy5uE2Cg3NVxYcdjID/WyI6L0yQpWtuRugbt+WrxVhcVmVJQRQwKBYXoLMCnr9xSroRGElw=',
  responsePlaintextHex:
    '7b22737461747573223a312c226d7367223a22222c2264617461223a7b226c697374223a5b5d2c22' +
    '70616765223a312c226c696d6974223a31307d7d',
} as const;

/** The same encryption written directly against node:crypto, as a third-party client would. */
function nodeEncrypt(plaintext: string, aesKey: string, ivHex: string): string {
  const iv = Buffer.from(ivHex, 'hex');
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(aesKey, 'utf8'), iv);
  return Buffer.concat([iv, cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
}

function nodeDecrypt(data: string, aesKey: string): string {
  const raw = Buffer.from(data, 'base64');
  const decipher = createDecipheriv('aes-256-cbc', Buffer.from(aesKey, 'utf8'), raw.subarray(0, 16));
  return Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString('utf8');
}

function nodeSign(client: string, timestamp: string, data: string, signKey: string): string {
  return createHmac('sha256', Buffer.from(signKey, 'utf8'))
    .update(`client=${client}&data=${data}&timestamp=${timestamp}`, 'utf8')
    .digest('hex');
}

/** A correctly sealed request for `payload` at `sentAt`, as the app sends it. */
function sealed(sentAt: number, payload: Record<string, unknown> = example.payload, k: EnvelopeKeys = keys) {
  return sealRequest(payload, k, { now: sentAt });
}

/** A request whose data is `data` but otherwise correctly signed. */
function signedWithData(data: string, sentAt = example.now) {
  const timestamp = String(sentAt);
  return { client: 'pwa', timestamp, data, sign: signFields('pwa', timestamp, data, keys) };
}

describe('the worked example of docs/api.md', () => {
  it('encrypts the example parameters to the published data', () => {
    expect(JSON.stringify(example.payload)).toBe(Buffer.from(example.plaintextHex, 'hex').toString('utf8'));
    expect(Buffer.from(keys.aesKey, 'utf8').toString('hex')).toBe(example.aesKeyHex);
    expect(Buffer.from(keys.signKey, 'utf8').toString('hex')).toBe(example.signKeyHex);

    const data = encryptPayload(example.payload, keys, example.iv);
    expect(data).toBe(example.data);
    const raw = Buffer.from(data, 'base64');
    expect(raw.subarray(0, 16).toString('hex')).toBe(example.iv);
    expect(raw.subarray(16).toString('hex')).toBe(example.ciphertextHex);
  });

  it('signs the published signing string to the published sign', () => {
    const timestamp = String(example.now);
    expect(signingString('pwa', timestamp, example.data)).toBe(
      `client=pwa&data=${example.data}&timestamp=1767225600`,
    );
    expect(signFields('pwa', timestamp, example.data, keys)).toBe(example.sign);
  });

  it('seals the request to the published form body', () => {
    const form = sealRequest(example.payload, keys, { now: example.now, iv: example.iv });
    expect(form).toEqual({ client: 'pwa', timestamp: '1767225600', data: example.data, sign: example.sign });
    expect(encodeForm(form)).toBe(example.body);
  });

  it('opens the published body back to the example parameters at the same time', () => {
    const body = Object.fromEntries(new URLSearchParams(example.body));
    expect(openRequest(body, keys, example.now)).toEqual({
      ok: true,
      payload: example.payload,
      client: 'pwa',
    });
  });

  it('decrypts the published response', () => {
    expect(sealResponse(example.response, keys, example.responseIv)).toEqual({ data: example.responseData });
    const raw = Buffer.from(example.responseData, 'base64');
    expect(raw.subarray(0, 16).toString('hex')).toBe(example.responseIv);
    expect(Buffer.from(nodeDecrypt(example.responseData, keys.aesKey), 'utf8').toString('hex')).toBe(
      example.responsePlaintextHex,
    );
    expect(openResponse({ data: example.responseData }, keys)).toEqual(example.response);
  });
});

describe('agreement with node:crypto', () => {
  it('matches createCipheriv(aes-256-cbc) and createHmac(sha256) on the worked example', () => {
    const data = nodeEncrypt(JSON.stringify(example.payload), keys.aesKey, example.iv);
    expect(data).toBe(example.data);
    expect(nodeSign('pwa', '1767225600', data, keys.signKey)).toBe(example.sign);
  });

  it('matches node:crypto on plaintexts of every length across two blocks and non-ASCII text', () => {
    const iv = '000102030405060708090a0b0c0d0e0f';
    for (let length = 0; length <= 40; length++) {
      const value = { s: 'é'.repeat(length % 7) + 'x'.repeat(length), n: length };
      const data = encryptPayload(value, keys, iv);
      expect(data).toBe(nodeEncrypt(JSON.stringify(value), keys.aesKey, iv));
      expect(JSON.parse(nodeDecrypt(data, keys.aesKey))).toEqual(value);
      expect(signFields('pwa', '1700000000', data, keys)).toBe(
        nodeSign('pwa', '1700000000', data, keys.signKey),
      );
    }
  });

  it('decrypts what node:crypto encrypted with a random IV', () => {
    const iv = Buffer.from(Array.from({ length: 16 }, (_, i) => (i * 37 + 11) % 256)).toString('hex');
    const value = { title: 'مرحبا 你好 😀', price: 9.99 };
    expect(decryptPayload(nodeEncrypt(JSON.stringify(value), keys.aesKey, iv), keys)).toEqual(value);
  });

  it('pads a plaintext of exactly one block with a whole block of padding', () => {
    const value = 'abcdefghijklmn'; // JSON "abcdefghijklmn" is 16 bytes
    const raw = Buffer.from(encryptPayload(value, keys, example.iv), 'base64');
    expect(raw.length).toBe(16 + 32);
  });
});

describe("the server's node:crypto codec agrees with the app's crypto-js", () => {
  it('seals the worked example to the published data, sign and response', () => {
    expect(server.encryptPayload(example.payload, example.iv)).toBe(example.data);
    expect(server.signFields('pwa', String(example.now), example.data)).toBe(example.sign);
    expect(server.sealResponse(example.response, example.responseIv)).toEqual({ data: example.responseData });
    // The text the server sends is that same body as JSON.
    expect(JSON.parse(server.sealedBody(example.response, example.responseIv))).toEqual({
      data: example.responseData,
    });
    expect(server.openRequest(Object.fromEntries(new URLSearchParams(example.body)), example.now)).toEqual({
      ok: true,
      payload: example.payload,
      client: 'pwa',
    });
  });

  it('computes the same bytes both ways on plaintexts of every length across two blocks and non-ASCII text', () => {
    const iv = '000102030405060708090a0b0c0d0e0f';
    for (let length = 0; length <= 40; length++) {
      const value = { s: 'é😀'.repeat(length % 7) + 'x'.repeat(length), n: length };
      const byServer = server.encryptPayload(value, iv);
      expect(byServer).toBe(encryptPayload(value, keys, iv));
      expect(decryptPayload(byServer, keys)).toEqual(value);
      expect(server.decryptPayload(encryptPayload(value, keys, iv))).toEqual(value);
      expect(server.signFields('pwa', '1700000000', byServer)).toBe(
        signFields('pwa', '1700000000', byServer, keys),
      );
    }
  });

  it('opens what the app seals, and the app opens what the server seals, with random IVs', () => {
    for (const payload of [example.payload, { keyword: 'مرحبا 你好', page: 2 }]) {
      expect(server.openRequest(sealRequest(payload, keys, { now: example.now }), example.now)).toEqual({
        ok: true,
        payload,
        client: 'pwa',
      });
    }
    for (const answer of [example.response, { status: 422, msg: 'انتهت صلاحية جلستك', data: null }]) {
      expect(openResponse(server.sealResponse(answer), keys)).toEqual(answer);
    }
  });

  it('gives every answer its own IV, across refills of its pool of random bytes', () => {
    const ivs = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const { data } = server.sealResponse(example.response);
      ivs.add(Buffer.from(data, 'base64').subarray(0, 16).toString('hex'));
    }
    expect(ivs.size).toBe(600);
  });

  it('refuses data whose bytes are not UTF-8, as crypto-js does', () => {
    const data = (() => {
      const iv = Buffer.from(example.iv, 'hex');
      const cipher = createCipheriv('aes-256-cbc', Buffer.from(keys.aesKey, 'utf8'), iv);
      const plain = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]); // {"a":"\xff"}
      return Buffer.concat([iv, cipher.update(plain), cipher.final()]).toString('base64');
    })();
    expect(() => decryptPayload(data, keys)).toThrow('could not be decrypted');
    expect(() => server.decryptPayload(data)).toThrow('could not be decrypted');
  });

  it('refuses an AES key that is not 32 bytes of UTF-8', () => {
    expect(() => createEnvelopeCrypto({ ...keys, aesKey: 'é' + 'x'.repeat(31) })).toThrow('32 bytes');
  });
});

/** Opening a request with crypto-js (the contract, as the mocks do) and with the server's node:crypto. */
const OPENERS: [string, (body: unknown, k: EnvelopeKeys, now: number) => ReturnType<typeof openRequest>][] = [
  ['crypto-js', openRequest],
  ['node:crypto (server)', (body, k, now) => createEnvelopeCrypto(k).openRequest(body, now)],
];

describe.each(OPENERS)('openRequest with %s', (_name, open) => {
  const now = example.now;

  it('accepts a fresh request and returns its parameters', () => {
    expect(open(sealed(now), keys, now)).toEqual({
      ok: true,
      payload: example.payload,
      client: 'pwa',
    });
  });

  it('accepts an upper-case sign', () => {
    const form = sealed(now);
    expect(open({ ...form, sign: form.sign.toUpperCase() }, keys, now).ok).toBe(true);
  });

  describe('refuses a bad sign', () => {
    it('refuses a sign that is off by one digit', () => {
      const form = sealed(now);
      const last = form.sign.endsWith('0') ? '1' : '0';
      expect(open({ ...form, sign: form.sign.slice(0, -1) + last }, keys, now)).toEqual({
        ok: false,
        reason: 'badSign',
      });
    });

    it('refuses a sign made with another sign key', () => {
      const form = sealed(now, example.payload, { ...keys, signKey: 'someone-elses-sign-key' });
      expect(open(form, keys, now)).toEqual({ ok: false, reason: 'badSign' });
    });

    it('refuses a request whose data was swapped after signing', () => {
      const form = sealed(now);
      const other = sealed(now, { page: 2 });
      expect(open({ ...form, data: other.data }, keys, now)).toEqual({ ok: false, reason: 'badSign' });
    });

    it('refuses a request whose timestamp was changed after signing', () => {
      const form = sealed(now);
      expect(open({ ...form, timestamp: String(now + 1) }, keys, now)).toEqual({
        ok: false,
        reason: 'badSign',
      });
    });

    it('refuses a sign computed over URL-encoded values', () => {
      const form = sealed(now);
      const encoded = encodeURIComponent(form.data);
      expect(encoded).not.toBe(form.data);
      const wrong = nodeSign('pwa', form.timestamp, encoded, keys.signKey);
      expect(open({ ...form, sign: wrong }, keys, now)).toEqual({ ok: false, reason: 'badSign' });
    });

    it('refuses an empty sign', () => {
      expect(open({ ...sealed(now), sign: '' }, keys, now)).toEqual({ ok: false, reason: 'badSign' });
    });
  });

  describe(`refuses a timestamp more than ${MAX_CLOCK_SKEW_SECONDS} s from the server clock`, () => {
    it('accepts a request sent 300 s ago', () => {
      expect(open(sealed(now - 300), keys, now).ok).toBe(true);
    });

    it('accepts a request stamped 300 s ahead', () => {
      expect(open(sealed(now + 300), keys, now).ok).toBe(true);
    });

    it('refuses a request sent 301 s ago', () => {
      expect(open(sealed(now - 301), keys, now)).toEqual({ ok: false, reason: 'staleTimestamp' });
    });

    it('refuses a request stamped 301 s ahead', () => {
      expect(open(sealed(now + 301), keys, now)).toEqual({ ok: false, reason: 'staleTimestamp' });
    });
  });

  describe('refuses undecryptable data', () => {
    it('refuses garbage that is not Base64', () => {
      expect(open(signedWithData('not base64 at all!'), keys, now)).toEqual({
        ok: false,
        reason: 'undecryptable',
      });
    });

    it('refuses Base64 that is not a whole number of blocks', () => {
      const garbage = Buffer.from('x'.repeat(40)).toString('base64');
      expect(open(signedWithData(garbage), keys, now)).toEqual({ ok: false, reason: 'undecryptable' });
    });

    it('refuses random blocks that do not decrypt to padded JSON', () => {
      const garbage = Buffer.alloc(64, 0xab).toString('base64');
      expect(open(signedWithData(garbage), keys, now)).toEqual({ ok: false, reason: 'undecryptable' });
    });

    it('refuses data truncated by one block', () => {
      const raw = Buffer.from(example.data, 'base64');
      const truncated = raw.subarray(0, raw.length - 16).toString('base64');
      expect(open(signedWithData(truncated), keys, now)).toEqual({
        ok: false,
        reason: 'undecryptable',
      });
    });

    it('refuses data truncated to the IV alone', () => {
      const ivOnly = Buffer.from(example.iv, 'hex').toString('base64');
      expect(open(signedWithData(ivOnly), keys, now)).toEqual({ ok: false, reason: 'undecryptable' });
    });

    it('refuses data truncated mid-block', () => {
      const raw = Buffer.from(example.data, 'base64');
      const truncated = raw.subarray(0, raw.length - 5).toString('base64');
      expect(open(signedWithData(truncated), keys, now)).toEqual({
        ok: false,
        reason: 'undecryptable',
      });
    });

    it('refuses data encrypted with another AES key', () => {
      const otherKey = 'another-32-byte-aes-key-for-test';
      expect(otherKey).toHaveLength(32);
      const data = nodeEncrypt(JSON.stringify(example.payload), otherKey, example.iv);
      expect(open(signedWithData(data), keys, now)).toEqual({ ok: false, reason: 'undecryptable' });
    });

    it('refuses empty data', () => {
      expect(open(signedWithData(''), keys, now)).toEqual({ ok: false, reason: 'undecryptable' });
    });

    it('refuses data that decrypts to JSON that is not an object', () => {
      for (const value of [[1, 2, 3], 'text', 42, null]) {
        const data = nodeEncrypt(JSON.stringify(value), keys.aesKey, example.iv);
        expect(open(signedWithData(data), keys, now)).toEqual({ ok: false, reason: 'undecryptable' });
      }
    });

    it('refuses data that decrypts to text that is not JSON', () => {
      const data = nodeEncrypt('page=1&limit=10', keys.aesKey, example.iv);
      expect(open(signedWithData(data), keys, now)).toEqual({ ok: false, reason: 'undecryptable' });
    });
  });

  describe('refuses a malformed body', () => {
    const form = sealed(now);
    const cases: [string, unknown][] = [
      ['no body', undefined],
      ['a null body', null],
      ['a string body', example.body],
      ['a missing client', { timestamp: form.timestamp, data: form.data, sign: form.sign }],
      ['a missing timestamp', { client: form.client, data: form.data, sign: form.sign }],
      ['a missing data', { client: form.client, timestamp: form.timestamp, sign: form.sign }],
      ['a missing sign', { client: form.client, timestamp: form.timestamp, data: form.data }],
      ['a repeated field (array value)', { ...form, data: [form.data, form.data] }],
      ['a numeric timestamp', { ...form, timestamp: now }],
      ['a timestamp in milliseconds', { ...form, timestamp: String(now * 1000) }],
      ['a fractional timestamp', { ...form, timestamp: `${now}.5` }],
      ['a negative timestamp', { ...form, timestamp: `-${now}` }],
      ['an empty timestamp', { ...form, timestamp: '' }],
    ];
    it.each(cases)('refuses %s', (_name, body) => {
      expect(open(body, keys, now)).toEqual({ ok: false, reason: 'malformed' });
    });
  });
});

describe('responses', () => {
  it('round-trips a success answer', () => {
    const answer = { status: STATUS_OK, msg: '', data: { version: '1.2.30', force_update: 0 } };
    expect(openResponse(sealResponse(answer, keys), keys)).toEqual(answer);
  });

  it('round-trips an error and a token-expired answer with non-ASCII messages', () => {
    for (const answer of [
      { status: 0, msg: 'La signature de la requête est invalide.', data: null },
      { status: 422, msg: 'انتهت صلاحية جلستك', data: null },
    ]) {
      expect(openResponse(sealResponse(answer, keys), keys)).toEqual(answer);
    }
  });

  it('refuses a response body without a data string', () => {
    for (const body of [null, {}, { data: 1 }, 'text']) {
      expect(() => openResponse(body, keys)).toThrow('could not be decrypted');
    }
  });

  it('refuses a decrypted response without a numeric status', () => {
    const data = encryptPayload({ msg: 'no status' }, keys);
    expect(() => openResponse({ data }, keys)).toThrow('could not be decrypted');
  });
});

describe('fresh IVs', () => {
  it('seals the same request twice to different data with different IVs and signs', () => {
    const first = sealRequest(example.payload, keys, { now: example.now });
    const second = sealRequest(example.payload, keys, { now: example.now });
    expect(first.data).not.toBe(second.data);
    expect(first.sign).not.toBe(second.sign);
    const ivOf = (data: string) => Buffer.from(data, 'base64').subarray(0, 16).toString('hex');
    expect(ivOf(first.data)).not.toBe(ivOf(second.data));
    expect(decryptPayload(first.data, keys)).toEqual(decryptPayload(second.data, keys));
  });

  it('seals the same response twice to different data', () => {
    expect(sealResponse(example.response, keys).data).not.toBe(sealResponse(example.response, keys).data);
  });
});

describe('keys', () => {
  it('refuses an AES key that is not 32 bytes of UTF-8', () => {
    expect(() => encryptPayload({}, { ...keys, aesKey: 'too-short' })).toThrow('32 bytes');
    // 32 characters but 33 bytes: the key is measured in bytes.
    expect(() => encryptPayload({}, { ...keys, aesKey: 'é' + 'x'.repeat(31) })).toThrow('32 bytes');
  });
});
