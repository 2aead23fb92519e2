/**
 * The wire envelope of every API call (docs/api.md), shared by the app and the server.
 *
 * Request: POST /api/{group}/{action}, form-encoded `client`, `timestamp`, `data`, `sign`.
 * `data` is Base64(IV ‖ AES-256-CBC-PKCS7(UTF-8 JSON)) with a fresh 16-byte IV per message;
 * `sign` is lowercase hex HMAC-SHA256 over `client=…&data=…&timestamp=…`.
 * Response: JSON `{"data": "<same encryption of {status, msg, data}>"}`.
 *
 * The envelope deters casual scraping; it is not the security boundary (TLS, the session
 * token and server-side authorization are).
 */
// Only the parts of crypto-js used, about a quarter of it (issue 8, the app shell's budget): the
// core (WordArray, Hex, Utf8), AES with cipher-core's CBC mode and PKCS#7 padding, Base64 and
// HMAC-SHA256. Each module adds itself to the core object; `.js` so Node's resolver finds them too.
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/aes.js';
import 'crypto-js/enc-base64.js';
import 'crypto-js/hmac-sha256.js';

export interface EnvelopeKeys {
  /** 32 characters; their UTF-8 bytes are the AES-256 key. */
  aesKey: string;
  /** Any length; its UTF-8 bytes are the HMAC-SHA256 key. */
  signKey: string;
}

/** Development keys; production deployments set API_AES_KEY and API_SIGN_KEY. */
export const DEVELOPMENT_KEYS: EnvelopeKeys = {
  aesKey: 'fanvault-dev-aes-key-0123456789!',
  signKey: 'fanvault-dev-sign-key',
};

/** The only client this app sends. */
export const CLIENT_NAME = 'pwa';

/** A request timestamp further than this from the server clock is refused. */
export const MAX_CLOCK_SKEW_SECONDS = 300;

/** Fields of the form body, in the order they are signed. */
export interface EnvelopeForm {
  client: string;
  timestamp: string;
  data: string;
  sign: string;
}

/** The decrypted body of every response. */
export interface EnvelopeResponse<T = unknown> {
  /** 1 success, 0 error (msg says why), 422 session token expired. */
  status: number;
  msg: string;
  data: T;
}

export const STATUS_OK = 1;
export const STATUS_ERROR = 0;
export const STATUS_TOKEN_EXPIRED = 422;

function aesKeyBytes(keys: EnvelopeKeys): CryptoJS.lib.WordArray {
  const key = CryptoJS.enc.Utf8.parse(keys.aesKey);
  if (key.sigBytes !== 32) throw new Error('The AES key must be exactly 32 bytes of UTF-8');
  return key;
}

/** Encrypts a JSON-serialisable value. `iv` (32 hex digits) is for test vectors only. */
export function encryptPayload(value: unknown, keys: EnvelopeKeys, iv?: string): string {
  const ivWords = iv ? CryptoJS.enc.Hex.parse(iv) : CryptoJS.lib.WordArray.random(16);
  const cipher = CryptoJS.AES.encrypt(JSON.stringify(value), aesKeyBytes(keys), {
    iv: ivWords,
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  });
  return CryptoJS.enc.Base64.stringify(ivWords.clone().concat(cipher.ciphertext));
}

/** Thrown when `data` is not Base64 of IV ‖ ciphertext that decrypts to JSON. */
export class UndecryptableError extends Error {
  constructor() {
    super('The data field could not be decrypted');
    this.name = 'UndecryptableError';
  }
}

/** What `data` must look like before any decryption is tried: standard Base64. */
export const ENVELOPE_DATA_PATTERN = /^[A-Za-z0-9+/]+={0,2}$/;

/** Decrypts what {@link encryptPayload} produced and parses the JSON inside. */
export function decryptPayload(data: string, keys: EnvelopeKeys): unknown {
  if (!ENVELOPE_DATA_PATTERN.test(data)) throw new UndecryptableError();
  const bytes = CryptoJS.enc.Base64.parse(data);
  // At least the IV and one AES block, and whole blocks after the IV.
  if (bytes.sigBytes < 32 || (bytes.sigBytes - 16) % 16 !== 0) throw new UndecryptableError();
  const hex = CryptoJS.enc.Hex.stringify(bytes);
  const iv = CryptoJS.enc.Hex.parse(hex.slice(0, 32));
  const ciphertext = CryptoJS.enc.Hex.parse(hex.slice(32));
  let text: string;
  try {
    const plain = CryptoJS.AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), aesKeyBytes(keys), {
      iv,
      mode: CryptoJS.mode.CBC,
      padding: CryptoJS.pad.Pkcs7,
    });
    if (plain.sigBytes <= 0) throw new UndecryptableError();
    text = CryptoJS.enc.Utf8.stringify(plain);
    return JSON.parse(text);
  } catch {
    throw new UndecryptableError();
  }
}

/** The string that is signed: the three other fields in a fixed order. */
export function signingString(client: string, timestamp: string, data: string): string {
  return `client=${client}&data=${data}&timestamp=${timestamp}`;
}

export function signFields(client: string, timestamp: string, data: string, keys: EnvelopeKeys): string {
  return CryptoJS.HmacSHA256(
    signingString(client, timestamp, data),
    CryptoJS.enc.Utf8.parse(keys.signKey),
  ).toString(CryptoJS.enc.Hex);
}

/** Builds the form fields of a request. `now` is seconds since the epoch. */
export function sealRequest(
  payload: Record<string, unknown>,
  keys: EnvelopeKeys,
  options: { now?: number; iv?: string } = {},
): EnvelopeForm {
  const timestamp = String(options.now ?? Math.floor(Date.now() / 1000));
  const data = encryptPayload(payload, keys, options.iv);
  return { client: CLIENT_NAME, timestamp, data, sign: signFields(CLIENT_NAME, timestamp, data, keys) };
}

/** URL-encodes the form fields in their signing order. */
export function encodeForm(form: EnvelopeForm): string {
  return new URLSearchParams([
    ['client', form.client],
    ['timestamp', form.timestamp],
    ['data', form.data],
    ['sign', form.sign],
  ]).toString();
}

export type OpenRequestFailure = 'malformed' | 'badSign' | 'staleTimestamp' | 'undecryptable';

export type OpenRequestResult =
  { ok: true; payload: Record<string, unknown>; client: string } | { ok: false; reason: OpenRequestFailure };

function timingSafeEqualHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Checks and opens a request body (crypto-js; the server uses node:crypto). `now` is seconds since the epoch. */
export function openRequest(body: unknown, keys: EnvelopeKeys, now: number): OpenRequestResult {
  return openRequestWith(body, now, {
    sign: (client, timestamp, data) => signFields(client, timestamp, data, keys),
    decrypt: (data) => decryptPayload(data, keys),
  });
}

/** The two primitives opening a request needs; crypto-js here, node:crypto on the server (same bytes). */
export interface RequestOpener {
  /** Lowercase hex HMAC-SHA256 over {@link signingString}. */
  sign(client: string, timestamp: string, data: string): string;
  /** The JSON inside `data`; throws when it cannot be decrypted. */
  decrypt(data: string): unknown;
}

/** The checks of {@link openRequest}, in their order, over the given primitives. */
export function openRequestWith(body: unknown, now: number, crypto: RequestOpener): OpenRequestResult {
  if (!body || typeof body !== 'object') return { ok: false, reason: 'malformed' };
  const { client, timestamp, data, sign } = body as Record<string, unknown>;
  if (
    typeof client !== 'string' ||
    typeof timestamp !== 'string' ||
    typeof data !== 'string' ||
    typeof sign !== 'string' ||
    !/^\d{1,12}$/.test(timestamp)
  ) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = crypto.sign(client, timestamp, data);
  if (!timingSafeEqualHex(sign.toLowerCase(), expected)) return { ok: false, reason: 'badSign' };
  if (Math.abs(now - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) {
    return { ok: false, reason: 'staleTimestamp' };
  }
  let payload: unknown;
  try {
    payload = crypto.decrypt(data);
  } catch {
    return { ok: false, reason: 'undecryptable' };
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) {
    return { ok: false, reason: 'undecryptable' };
  }
  return { ok: true, payload: payload as Record<string, unknown>, client };
}

/** The JSON body of every response. */
export function sealResponse(response: EnvelopeResponse, keys: EnvelopeKeys, iv?: string): { data: string } {
  return { data: encryptPayload(response, keys, iv) };
}

/** Opens a response body on the client. Throws UndecryptableError on anything else. */
export function openResponse(body: unknown, keys: EnvelopeKeys): EnvelopeResponse {
  if (!body || typeof body !== 'object' || typeof (body as { data?: unknown }).data !== 'string') {
    throw new UndecryptableError();
  }
  const opened = decryptPayload((body as { data: string }).data, keys);
  if (!opened || typeof opened !== 'object' || typeof (opened as EnvelopeResponse).status !== 'number') {
    throw new UndecryptableError();
  }
  return opened as EnvelopeResponse;
}
