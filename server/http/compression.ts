/**
 * Compression of answers made per request: API answers, and any static file that has no
 * pre-compressed sibling (the service worker, written after the build's compression step).
 * Built text assets are compressed once at build time and sent as they are (static-site.ts).
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: a few hundred bytes gain less than the work costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Text worth compressing. Media (images, video, HLS segments) is compressed already, and so is
 * anything sent as octet-stream, which @fastify/compress would otherwise include.
 */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|^application\/(?:[\w.-]+\+)?(?:json|xml|javascript)(?:;|$)|^image\/svg\+xml(?:;|$)/;

/**
 * Up to this size an answer is compressed in one synchronous call (about 0.1 ms for a 15 kB feed
 * page) rather than through a stream, whose set-up costs more than the compression itself.
 */
const SYNC_LIMIT = 64 * 1024;

/**
 * Registers @fastify/compress for every route registered after it: brotli, else gzip; never
 * deflate, and no compressed request bodies (every request the app sends is a small form).
 * Both at their fastest level: an API answer is AES ciphertext in base64, which any level shrinks
 * by the same quarter (docs/benchmarks.md), and text files get their best compression at build time.
 */
export async function compressAnswers(app: FastifyInstance) {
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    syncThreshold: SYNC_LIMIT,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
    customTypes: COMPRESSIBLE_TYPES,
  });
}
