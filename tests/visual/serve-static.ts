/**
 * A tiny static file server for the Storybook build, so the visual tests load exactly the
 * files CI built (no dev server, no HMR). Only node:http: nothing to install.
 *
 *   npx tsx tests/visual/serve-static.ts [dir=storybook-static] [port=6107]
 *
 * Listens on 127.0.0.1 only. `/` serves index.html; a missing file is a 404 (never a SPA
 * fallback, so a wrong story URL fails loudly).
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
};

/** Resolves a URL path inside root, or null when it would escape it or is not a file. */
export function fileFor(root: string, urlPath: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(urlPath, 'http://localhost').pathname);
  } catch {
    return null;
  }
  if (pathname.endsWith('/')) pathname += 'index.html';
  const file = normalize(join(root, pathname));
  if (file !== root && !file.startsWith(root + sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** Starts the server; resolves once it listens. */
export function serveStatic(dir: string, port: number, host = '127.0.0.1') {
  const root = resolve(dir);
  const server = createServer((request, response) => {
    const file =
      request.method === 'GET' || request.method === 'HEAD' ? fileFor(root, request.url ?? '/') : null;
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': statSync(file).size,
      // The build does not change during a run; let the browser reuse what it fetched.
      'Cache-Control': 'max-age=600',
      // mockServiceWorker.js sits at the root and controls the whole origin anyway.
      'Service-Worker-Allowed': '/',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  });
  return new Promise<typeof server>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename);
if (isMain) {
  const dir = process.argv[2] ?? 'storybook-static';
  const port = Number(process.argv[3] ?? 6107);
  try {
    statSync(join(dir, 'index.json'));
  } catch {
    console.error(`${dir}/index.json not found: build first (npx storybook build -o ${dir} --quiet)`);
    process.exit(1);
  }
  serveStatic(dir, port).then(
    () => process.stdout.write(`Serving ${resolve(dir)} on http://127.0.0.1:${port}\n`),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
