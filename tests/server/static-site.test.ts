import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let distDir: string;
const INDEX =
  '<!doctype html><html lang="en" dir="ltr"><head><title>FanVault</title></head><body><div id="root"></div></body></html>';
/** INDEX as served for a page in `lang`, with these preloaded files. */
const documentFor = (lang: string, dir: string, preloads: string[] = []) =>
  INDEX.replace('<html lang="en" dir="ltr">', `<html lang="${lang}" dir="${dir}">`).replace(
    '</head>',
    preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('') + '</head>',
  );
/**
 * A build's manifest: the entry shares a chunk with the home screen; each catalogue is three
 * chunks, its first-visit part, the shared links' part and the rest (src/i18n/messages.ts).
 */
const MANIFEST = {
  'index.html': { file: 'assets/index-3f9a1c.js', isEntry: true, imports: ['_shared-aa11.js'] },
  '_shared-aa11.js': { file: 'assets/shared-aa11.js' },
  '_feed-bb22.js': { file: 'assets/feed-bb22.js' },
  'src/screens/home/home-screen.tsx': {
    file: 'assets/home-screen-cc33.js',
    isDynamicEntry: true,
    imports: ['_shared-aa11.js', '_feed-bb22.js'],
  },
  'src/screens/landing/landing-screen.tsx': { file: 'assets/landing-screen-dd44.js', isDynamicEntry: true },
  'locales/ar.json?part=first': { file: 'assets/locales/ar-ee55.js', isDynamicEntry: true },
  'locales/en.json?part=first': { file: 'assets/locales/en-ff66.js', isDynamicEntry: true },
  'locales/fr.json?part=first': { file: 'assets/locales/fr-0077.js', isDynamicEntry: true },
  // The shared links' part: preloaded on their pages only.
  'locales/ar.json?part=shared': { file: 'assets/locales/ar-shared-4411.js', isDynamicEntry: true },
  'locales/en.json?part=shared': { file: 'assets/locales/en-shared-5522.js', isDynamicEntry: true },
  'locales/fr.json?part=shared': { file: 'assets/locales/fr-shared-6633.js', isDynamicEntry: true },
  // The rest of each catalogue loads after the first render: never preloaded.
  'locales/ar.json?part=rest': { file: 'assets/locales/ar-rest-1188.js', isDynamicEntry: true },
  'locales/en.json?part=rest': { file: 'assets/locales/en-rest-2299.js', isDynamicEntry: true },
  'locales/fr.json?part=rest': { file: 'assets/locales/fr-rest-3300.js', isDynamicEntry: true },
};

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'fanvault-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), INDEX);
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeFile(path.join(distDir, '.build-stamp'), 'sources 1a2b3c');
  await writeFile(path.join(distDir, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
  await writeFile(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  // Vite copies public/ into the build as it is: the worker's web push part (importScripts).
  await copyFile(path.join(import.meta.dirname, '../../public/push-sw.js'), path.join(distDir, 'push-sw.js'));
  server = await startTestServer({ distDir, seed: false });
});
afterAll(async () => {
  await server?.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string, accept = '*/*') => fetch(server.baseUrl + url, { headers: { accept } });
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('serving the built app', () => {
  it('caches hashed assets for a year as immutable', async () => {
    const response = await get('/assets/index-3f9a1c.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it('never caches the HTML or the service worker', async () => {
    const root = await get('/', HTML);
    expect(root.status).toBe(200);
    expect(root.headers.get('cache-control')).toBe('no-cache');
    expect(await root.text()).toBe(
      documentFor('en', 'ltr', ['assets/locales/en-ff66.js', 'assets/landing-screen-dd44.js']),
    );
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the worker’s web push script, revalidated, under a policy that lets the worker import it', async () => {
    const response = await get('/push-sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(await response.text()).toContain("self.addEventListener('push'");
    // importScripts from the worker is a same-origin script load.
    const policy = (await get('/sw.js')).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'/);
  });

  it('answers any other page with index.html so the app can route it', async () => {
    // A creator page or post that does not exist (no seed here) is the app's 404 page, with 404
    // (tests/server/discovery-shared-links.test.ts). Those are first-visit pages that wait for the
    // shared links' part of the catalogue (src/contract/first-visit-loads.ts), preloaded beside the
    // first-visit part; the rest is not.
    const pages = {
      '/en/mayafit': [
        404,
        documentFor('en', 'ltr', ['assets/locales/en-ff66.js', 'assets/locales/en-shared-5522.js']),
      ],
      '/ar/mayafit/12': [
        404,
        documentFor('ar', 'rtl', ['assets/locales/ar-ee55.js', 'assets/locales/ar-shared-4411.js']),
      ],
      '/fr/mine/password?x=1': [200, documentFor('fr', 'ltr', ['assets/locales/fr-0077.js'])],
      // A page the app does not have is its 404 screen, with 404 too.
      '/ar/mine/nothing-here': [404, documentFor('ar', 'rtl', ['assets/locales/ar-ee55.js'])],
    } as const;
    for (const [url, [status, document]] of Object.entries(pages)) {
      const response = await get(url, HTML);
      expect(response.status).toBe(status);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(document);
    }
  });

  it("sets the page's language and direction and preloads its catalogue and screen", async () => {
    // The shared chunk is the entry's own import, already fetched: only what the page adds.
    const home = await get('/ar/home', HTML);
    // Home's first page of data rides along (tests/server/document-preload.test.ts).
    const homeFirstPage = /<script type="application\/json" id="home-first-page">.*?<\/script>/;
    expect((await home.text()).replace(homeFirstPage, '')).toBe(
      documentFor('ar', 'rtl', [
        'assets/locales/ar-ee55.js',
        'assets/home-screen-cc33.js',
        'assets/feed-bb22.js',
      ]),
    );
    const landing = await get('/fr', HTML);
    expect(await landing.text()).toBe(
      documentFor('fr', 'ltr', ['assets/locales/fr-0077.js', 'assets/landing-screen-dd44.js']),
    );
  });

  it('takes the language of a page without a prefix from Accept-Language', async () => {
    const response = await fetch(server.baseUrl + '/', {
      headers: { accept: HTML, 'accept-language': 'ar,en;q=0.5' },
    });
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
    expect(await response.text()).toBe(
      documentFor('ar', 'rtl', ['assets/locales/ar-ee55.js', 'assets/landing-screen-dd44.js']),
    );
  });

  it('does not answer API, media, health or missing assets with the app', async () => {
    expect((await get('/assets/missing-000.js')).status).toBe(404);
    expect((await get('/media/p/nothing.webp', HTML)).status).toBe(404);
    const api = await get('/api/home/getVersionInfo', HTML);
    expect(api.headers.get('content-type')).toMatch(/json/);
    expect((await get('/healthz', HTML)).headers.get('content-type')).toMatch(/json/);
  });

  it("never hands out the build's own files (its manifest, the build stamp)", async () => {
    for (const url of ['/.vite/manifest.json', '/.build-stamp', '/.vite/', '/%2evite/manifest.json']) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text(), url).not.toMatch(/isEntry|sources 1a2b3c/);
      // A browser asking for a page gets at most the app (its own 404), never the file.
      expect(await (await get(url, HTML)).text(), url).not.toMatch(/isEntry|sources 1a2b3c/);
    }
  });

  it('sends security headers with a content security policy', async () => {
    const response = await get('/en/home', HTML);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    // Scripts from this origin only; WebAssembly may compile (the upload's hashing), eval may not.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).toMatch(/connect-src 'self' ws:\/\/localhost:3000/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
