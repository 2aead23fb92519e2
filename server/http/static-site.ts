/**
 * The built PWA from DIST_DIR: hashed `/assets/*` cached for a year, everything else revalidated,
 * and index.html for any other page the app routes itself (the SPA fallback in errors.ts).
 * Text files go as the `.br` or `.gz` sibling the build made, chosen by Accept-Encoding.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageLocaleOf, type AppShellDocument, type DocumentContent } from './app-shell.ts';
import { localeOf } from './envelope.ts';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** True when a build with an index.html is there to serve. */
export function hasBuiltApp(distDir: string): boolean {
  return existsSync(path.join(distDir, 'index.html'));
}

/** Registers static serving of the build; hashed file names make year-long caching safe. */
export async function staticSite(
  app: FastifyInstance,
  opts: { distDir: string; shell: AppShellDocument; content?: DocumentContent | undefined },
) {
  await app.register(fastifyStatic, {
    root: opts.distDir,
    prefix: '/',
    wildcard: true,
    index: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    // `app.js.br` or `app.js.gz` (vite.config.ts makes them) by the request's Accept-Encoding and
    // its q-values, with Content-Encoding, the original file's Content-Type and Vary:
    // Accept-Encoding; the file itself when the client takes neither or no sibling exists.
    preCompressed: true,
    // The build's own files (.vite/manifest.json, the build stamp) are for the server, not for
    // visitors: a path with a dot-segment is not found.
    dotfiles: 'ignore',
    setHeaders(reply, filePath) {
      const relative = path.relative(opts.distDir, filePath).split(path.sep).join('/');
      reply.header('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    },
  });
  // The root is a directory to the static plugin; it is the app's start page to everyone else.
  app.get('/', (request, reply) => serveAppShell(request, reply, opts.shell, opts.content));
}

/**
 * Answers with the app's document for this page (app-shell.ts), never cached, so a new deploy is
 * picked up on the next visit; a path without a language prefix gets the Accept-Language one.
 */
export async function serveAppShell(
  request: FastifyRequest,
  reply: FastifyReply,
  shell: AppShellDocument,
  content?: DocumentContent,
) {
  const locale = pageLocaleOf(request.url, localeOf(request));
  const extras = content ? await content(request.url, locale) : {};
  return reply
    .code(extras.status ?? 200)
    .header('Cache-Control', REVALIDATE)
    .header('Vary', 'Accept-Language')
    .type('text/html; charset=utf-8')
    .send(shell.render(request.url, locale, extras));
}
