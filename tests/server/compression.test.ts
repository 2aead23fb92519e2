import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_KEYS,
  encodeForm,
  openResponse,
  sealRequest,
  type EnvelopeResponse,
} from '../../src/contract/envelope.ts';
import { COMPRESS_THRESHOLD } from '../../server/http/compression.ts';
import { GUEST_ID, startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let distDir: string;

// Text long enough that its compressed siblings are smaller, as the build's always are.
const INDEX = `<!doctype html><html lang="en" dir="ltr"><head><title>FanVault</title></head><body><div id="root"></div>${'<!-- shell -->'.repeat(80)}</body></html>`;
const SCRIPT = `export const app = ${JSON.stringify('console.log("app");'.repeat(200))};`;
const WORKER = `self.addEventListener('fetch', () => {});${'/* precache */'.repeat(200)}`;
/** A picture: random bytes, as incompressible as a real WebP or PNG. */
const PICTURE = randomBytes(4096);

/** What the build writes: each text file with its brotli and gzip siblings. */
async function writeWithSiblings(file: string, text: string) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'fanvault-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeWithSiblings(path.join(distDir, 'index.html'), INDEX);
  await writeWithSiblings(path.join(distDir, 'assets', 'index-3f9a1c.js'), SCRIPT);
  // Written after the build's compression step, as the PWA plugin's service worker is.
  await writeFile(path.join(distDir, 'sw.js'), WORKER);
  await writeFile(path.join(distDir, 'pwa-192x192.png'), PICTURE);
  server = await startTestServer({ distDir });
});
afterAll(async () => {
  await server?.close();
  await rm(distDir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire, not decoded. */
  body: Buffer;
}

/** A request whose answer is not decompressed (fetch would decode it and hide what was sent). */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET', body?: string) {
  return new Promise<RawResponse>((resolve, reject) => {
    const request = http.request(server.baseUrl + url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const BROWSER = 'gzip, deflate, br, zstd';
const varies = (response: RawResponse) => /accept-encoding/i.test(String(response.headers.vary ?? ''));

describe('pre-compressed static files', () => {
  it('sends the brotli sibling to a browser, with the original type and year-long caching', async () => {
    const response = await raw('/assets/index-3f9a1c.js', { 'accept-encoding': BROWSER });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(varies(response)).toBe(true);
    // The build's own bytes (quality 11), not a copy compressed again per request.
    expect(response.body.equals(brotliCompressSync(SCRIPT))).toBe(true);
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    const plain = await raw('/assets/index-3f9a1c.js');
    expect(response.headers['content-type']).toBe(plain.headers['content-type']);
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const response = await raw('/assets/index-3f9a1c.js', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.equals(gzipSync(SCRIPT))).toBe(true);
    expect(varies(response)).toBe(true);
  });

  it('follows the q-values: the higher one wins, q=0 refuses an encoding', async () => {
    const preferGzip = await raw('/assets/index-3f9a1c.js', { 'accept-encoding': 'br;q=0.5, gzip;q=0.9' });
    expect(preferGzip.headers['content-encoding']).toBe('gzip');
    const noBrotli = await raw('/assets/index-3f9a1c.js', { 'accept-encoding': 'br;q=0, gzip;q=0.1' });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
    const neither = await raw('/assets/index-3f9a1c.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(neither.headers['content-encoding']).toBeUndefined();
    expect(neither.body.toString()).toBe(SCRIPT);
    const identity = await raw('/assets/index-3f9a1c.js', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(SCRIPT);
  });

  it('sends the file itself without Accept-Encoding, still saying that the answer varies by it', async () => {
    const response = await raw('/assets/index-3f9a1c.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(SCRIPT);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A shared cache must not hand this plain copy to a browser that takes brotli, or the reverse.
    expect(varies(response)).toBe(true);
  });

  it('answers HEAD with the headers of the compressed answer and no body', async () => {
    const get = await raw('/assets/index-3f9a1c.js', { 'accept-encoding': 'br' });
    const head = await raw('/assets/index-3f9a1c.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.headers['content-type']).toMatch(/javascript/);
    expect(varies(head)).toBe(true);
    expect(head.body.length).toBe(0);
  });

  it('revalidates with an ETag per encoding: 304 for the same one, never another encoding’s tag', async () => {
    const brotli = await raw('/assets/index-3f9a1c.js', { 'accept-encoding': 'br' });
    const gzip = await raw('/assets/index-3f9a1c.js', { 'accept-encoding': 'gzip' });
    const etag = String(brotli.headers.etag);
    expect(etag).toMatch(/^(W\/)?"/);
    expect(gzip.headers.etag).not.toBe(etag);

    const again = await raw('/assets/index-3f9a1c.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // The brotli copy's tag does not validate the gzip copy a gzip-only client would get.
    const other = await raw('/assets/index-3f9a1c.js', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(other.status).toBe(200);
    expect(gunzipSync(other.body).toString()).toBe(SCRIPT);
  });

  it('compresses the app shell answered for any page, and keeps it uncached', async () => {
    // The page's language is set in the document (app-shell.ts); the rest is index.html as built.
    const pages = {
      '/': INDEX,
      // Home's document also names its first feed picture (tests/server/document-preload.test.ts).
      '/en/search': INDEX,
      // A page of the app (a creator's or a post's address is answered 404 when it does not
      // exist: tests/server/discovery-shared-links.test.ts).
      '/ar/mine/collect': INDEX.replace('lang="en" dir="ltr"', 'lang="ar" dir="rtl"'),
    };
    for (const [url, document] of Object.entries(pages)) {
      const response = await raw(url, { accept: HTML, 'accept-encoding': BROWSER });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(varies(response)).toBe(true);
      expect(brotliDecompressSync(response.body).toString()).toBe(document);
    }
    const gzip = await raw('/en', { accept: HTML, 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzip.body).toString()).toBe(INDEX);
  });

  it('compresses a text file without a sibling as it goes, and never a picture', async () => {
    const worker = await raw('/sw.js', { 'accept-encoding': BROWSER });
    expect(worker.headers['content-encoding']).toBe('br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(worker.body).toString()).toBe(WORKER);

    const picture = await raw('/pwa-192x192.png', { 'accept-encoding': BROWSER });
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.body.equals(PICTURE)).toBe(true);
  });
});

describe('compressed API answers', () => {
  async function call(apiPath: string, payload: Record<string, unknown>, acceptEncoding?: string) {
    const form = sealRequest({ oauth_id: GUEST_ID, oauth_type: 'pwa', ...payload }, DEVELOPMENT_KEYS, {
      now: Math.floor(server.clock.now().getTime() / 1000),
    });
    const response = await raw(
      `/api/${apiPath}`,
      {
        'content-type': 'application/x-www-form-urlencoded',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
      'POST',
      encodeForm(form),
    );
    const encoding = response.headers['content-encoding'];
    const text =
      encoding === 'br'
        ? brotliDecompressSync(response.body)
        : encoding === 'gzip'
          ? gunzipSync(response.body)
          : response.body;
    const opened: EnvelopeResponse = openResponse(JSON.parse(text.toString()), DEVELOPMENT_KEYS);
    return { response, opened, plainLength: text.length };
  }

  it('compresses an answer over the threshold (a feed page) and it opens to the same data', async () => {
    const page = { filter_by: 0, page: 1, limit: 10 };
    const plain = await call('article/getList', page);
    expect(plain.response.headers['content-encoding']).toBeUndefined();
    expect(plain.plainLength).toBeGreaterThan(COMPRESS_THRESHOLD);

    const brotli = await call('article/getList', page, BROWSER);
    expect(brotli.response.headers['content-encoding']).toBe('br');
    expect(varies(brotli.response)).toBe(true);
    expect(brotli.response.body.length).toBeLessThan(plain.response.body.length);
    expect(brotli.opened.status).toBe(1);
    expect(brotli.opened.data).toEqual(plain.opened.data);

    const gzip = await call('article/getList', page, 'gzip');
    expect(gzip.response.headers['content-encoding']).toBe('gzip');
    expect(gzip.opened.data).toEqual(plain.opened.data);
  });

  it('sends an answer under the threshold as it is', async () => {
    const small = await call('home/getVersionInfo', {}, BROWSER);
    expect(small.plainLength).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.response.headers['content-encoding']).toBeUndefined();
    expect(small.opened.status).toBe(1);
  });
});
