import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

let server: TestServer;
let distDir: string;
const INDEX =
  '<!doctype html><html><head><title>FanVault</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'fanvault-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), INDEX);
  await writeFile(path.join(distDir, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
  await writeFile(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
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
    expect(await root.text()).toBe(INDEX);
    expect((await get('/sw.js')).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers any other page with index.html so the app can route it', async () => {
    for (const url of ['/en/home', '/ar/mayafit/12', '/fr/mine/profile-set?x=1']) {
      const response = await get(url, HTML);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('does not answer API, media, health or missing assets with the app', async () => {
    expect((await get('/assets/missing-000.js')).status).toBe(404);
    expect((await get('/media/p/nothing.webp', HTML)).status).toBe(404);
    const api = await get('/api/home/getVersionInfo', HTML);
    expect(api.headers.get('content-type')).toMatch(/json/);
    expect((await get('/healthz', HTML)).headers.get('content-type')).toMatch(/json/);
  });

  it('sends security headers with a content security policy', async () => {
    const response = await get('/en/home', HTML);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("media-src 'self' blob:");
    expect(csp).toMatch(/connect-src 'self' ws:\/\/localhost:3000/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });
});
