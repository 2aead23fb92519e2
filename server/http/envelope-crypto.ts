/**
 * The wire envelope (src/contract/envelope.ts, docs/api.md) computed with node:crypto on the
 * server. The app keeps crypto-js; both produce the same bytes (tests/unit/envelope.test.ts checks
 * every case both ways). Pure-JavaScript AES and HMAC cost the server most of a call's CPU time
 * (docs/decisions.md), and OpenSSL does the same work in a fraction of it. Keys are turned into
 * bytes once, and IVs are cut from a pool of random bytes refilled 4 kB at a time rather than
 * drawn four bytes per call.
 */
import { createCipheriv, createDecipheriv, createHmac, randomFillSync } from 'node:crypto';
import {
  ENVELOPE_DATA_PATTERN,
  UndecryptableError,
  openRequestWith,
  signingString,
  type EnvelopeKeys,
  type EnvelopeResponse,
  type OpenRequestResult,
} from '../../src/contract/envelope.ts';

const IV_BYTES = 16;
const POOL_BYTES = 4096;

export interface EnvelopeCrypto {
  /** Base64(IV ‖ AES-256-CBC-PKCS7(JSON)); `iv` (32 hex digits) is for test vectors only. */
  encryptPayload(value: unknown, iv?: string): string;
  /** The JSON inside what {@link encryptPayload} (or the app) produced; throws UndecryptableError. */
  decryptPayload(data: string): unknown;
  /** Lowercase hex HMAC-SHA256 over the signing string. */
  signFields(client: string, timestamp: string, data: string): string;
  /** Checks and opens a request body; `now` is seconds since the epoch. */
  openRequest(body: unknown, now: number): OpenRequestResult;
  /** The JSON body of a response. */
  sealResponse(response: EnvelopeResponse, iv?: string): { data: string };
  /**
   * The same body as JSON text, ready to send: Base64 needs no escaping, so it is written as it
   * is rather than handed to Fastify's generic serializer (3 % of a feed page's CPU time).
   */
  sealedBody(response: EnvelopeResponse, iv?: string): string;
}

/** The content type of {@link EnvelopeCrypto.sealedBody}. */
export const SEALED_BODY_TYPE = 'application/json; charset=utf-8';

/** Refuses malformed UTF-8 as crypto-js does (it throws), rather than replacing it. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function createEnvelopeCrypto(keys: EnvelopeKeys): EnvelopeCrypto {
  const aesKey = Buffer.from(keys.aesKey, 'utf8');
  if (aesKey.length !== 32) throw new Error('The AES key must be exactly 32 bytes of UTF-8');
  const signKey = Buffer.from(keys.signKey, 'utf8');
  const pool = Buffer.allocUnsafe(POOL_BYTES);
  let used = POOL_BYTES;

  /** A fresh IV; a copy, so refilling the pool never changes an IV already handed out. */
  const nextIv = (): Buffer => {
    if (used + IV_BYTES > POOL_BYTES) {
      randomFillSync(pool);
      used = 0;
    }
    const iv = Buffer.from(pool.subarray(used, used + IV_BYTES));
    used += IV_BYTES;
    return iv;
  };

  const encryptPayload = (value: unknown, iv?: string): string => {
    const ivBytes = iv ? Buffer.from(iv, 'hex') : nextIv();
    const cipher = createCipheriv('aes-256-cbc', aesKey, ivBytes);
    return Buffer.concat([ivBytes, cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]).toString(
      'base64',
    );
  };

  const decryptPayload = (data: string): unknown => {
    if (!ENVELOPE_DATA_PATTERN.test(data)) throw new UndecryptableError();
    const bytes = Buffer.from(data, 'base64');
    // At least the IV and one AES block, and whole blocks after the IV.
    if (bytes.length < 32 || (bytes.length - IV_BYTES) % 16 !== 0) throw new UndecryptableError();
    try {
      const decipher = createDecipheriv('aes-256-cbc', aesKey, bytes.subarray(0, IV_BYTES));
      const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES)), decipher.final()]);
      if (plain.length === 0) throw new UndecryptableError();
      return JSON.parse(strictUtf8.decode(plain));
    } catch {
      throw new UndecryptableError();
    }
  };

  const signFields = (client: string, timestamp: string, data: string): string =>
    createHmac('sha256', signKey)
      .update(signingString(client, timestamp, data), 'utf8')
      .digest('hex');

  return {
    encryptPayload,
    decryptPayload,
    signFields,
    openRequest: (body, now) => openRequestWith(body, now, { sign: signFields, decrypt: decryptPayload }),
    sealResponse: (response, iv) => ({ data: encryptPayload(response, iv) }),
    sealedBody: (response, iv) => `{"data":"${encryptPayload(response, iv)}"}`,
  };
}

const byKeys = new WeakMap<EnvelopeKeys, EnvelopeCrypto>();

/** The codec of these keys, made once per keys object (the server's config holds one). */
export function envelopeCryptoOf(keys: EnvelopeKeys): EnvelopeCrypto {
  let codec = byKeys.get(keys);
  if (!codec) {
    codec = createEnvelopeCrypto(keys);
    byKeys.set(keys, codec);
  }
  return codec;
}
