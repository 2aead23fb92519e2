/**
 * The built PWA from DIST_DIR: hashed `/assets/*` cached for a year, everything else revalidated,
 * and index.html for any other page the app routes itself (the SPA fallback in errors.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** True when a build with an index.html is there to serve. */
export function hasBuiltApp(distDir: string): boolean {
  return existsSync(path.join(distDir, 'index.html'));
}

/** Registers static serving of the build; hashed file names make year-long caching safe. */
export async function staticSite(app: FastifyInstance, opts: { distDir: string }) {
  await app.register(fastifyStatic, {
    root: opts.distDir,
    prefix: '/',
    wildcard: true,
    index: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    setHeaders(reply, filePath) {
      const relative = path.relative(opts.distDir, filePath).split(path.sep).join('/');
      reply.header('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    },
  });
  // The root is a directory to the static plugin; it is the app's start page to everyone else.
  app.get('/', (_request, reply) => serveAppShell(reply));
}

/** Answers with index.html, never cached, so a new deploy is picked up on the next visit. */
export function serveAppShell(reply: FastifyReply) {
  return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').sendFile('index.html');
}
