/**
 * A local push service for the web push tests: an http server on 127.0.0.1 that records every
 * POST, as a browser's push service receives them; and a browser's side of a subscription (a P-256
 * key pair and a 16-byte auth secret) that decrypts what it receives (RFC 8291, aes128gcm) as a
 * browser does, with node:crypto only.
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface LocalPushService {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  received: ReceivedPush[];
  /** The pushes to one endpoint. */
  receivedAt(endpoint: string): ReceivedPush[];
  close(): Promise<void>;
}

/** Answers 410 under /gone/ (the browser unsubscribed), 500 under /failing/, else 201. */
export async function startLocalPushService(): Promise<LocalPushService> {
  const received: ReceivedPush[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = path.startsWith('/gone/') ? 410 : path.startsWith('/failing/') ? 500 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    received,
    receivedAt: (endpoint) => received.filter((push) => origin + push.path === endpoint),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription: what it sends to user/addPushSubscription, and how it reads a push. */
export interface TestBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The push's plaintext, decrypted with the browser's private key and auth secret. */
  decrypt(body: Buffer): string;
}

export function newTestBrowser(endpoint: string): TestBrowser {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    decrypt(body) {
      // The aes128gcm header: salt (16), record size (4), key id length (1), key id (the sender's public key).
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync('sha256', ecdh.computeSecret(senderKey), auth, info, 32));
      const key = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
      const decipher = createDecipheriv('aes-128-gcm', key, nonce);
      decipher.setAuthTag(record.subarray(-16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
      // The last record ends with the delimiter 2, then zero padding.
      const end = padded.lastIndexOf(2);
      if (end < 0 || padded.subarray(end + 1).some((byte) => byte !== 0)) throw new Error('bad padding');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * The VAPID claims of an Authorization header (`vapid t=JWT, k=KEY`, RFC 8292), after checking the
 * JWT's ES256 signature against `k`; throws when it does not verify.
 */
export function verifiedVapid(authorization: string | undefined) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization: ${authorization}`);
  const [, token, k] = match as unknown as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const [header, claims, signature] = token.split('.') as [string, string, string];
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID JWT does not verify with k');
  return {
    k,
    ...(JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
      aud: string;
      sub: string;
      exp: number;
    }),
  };
}
