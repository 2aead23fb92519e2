/**
 * Client decrypt time per image (spec §7; issue 9): in Debian's Chromium through Playwright, real
 * Web Crypto, the app's own steps for an encrypted original already fetched: AES-256-GCM decrypt
 * of IV ‖ ciphertext ‖ tag (src/api/decrypt-image.ts's wire format) into a Blob and its Blob URL.
 * Two 1920 px JPEGs (the app compresses uploads to at most 1920 px and 3 MB): one of about 400 KB
 * and one near the 3 MB ceiling. The payloads are made by the server's own cipher
 * (server/media/image-cipher.ts), whose time per image is measured too (it runs on every request
 * of an encrypted original). Median and 95th percentile of `runs` each; the key is imported once,
 * as the app does. Each decrypted image is decoded once to prove it is the image.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { createImageCipher } from '../../server/media/image-cipher.ts';
import { CHROMIUM_ARGS, CHROMIUM_MISSING_MESSAGE, findChromium } from '../chromium.ts';

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** A photo-like JPEG (noise, softened) of this size and quality. */
async function photo(
  width: number,
  height: number,
  quality: number,
  sigma: number,
  blur: number,
): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 120, g: 140, b: 110 },
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .blur(blur)
    .jpeg({ quality })
    .toBuffer();
}

/**
 * What runs in the page, as plain JavaScript source (a function passed to page.evaluate would be
 * rewritten by the TypeScript loader with helpers the page does not have).
 */
const IN_PAGE = `async ({ url, keyBase64, runs }) => {
  const payload = new Uint8Array(await (await fetch(url)).arrayBuffer());
  const raw = Uint8Array.from(atob(keyBase64), (char) => char.charCodeAt(0));
  const key = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
  async function decryptOnce() {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: payload.subarray(0, 12), tagLength: 128 },
      key,
      payload.subarray(12),
    );
    return URL.createObjectURL(new Blob([plain], { type: 'image/jpeg' }));
  }
  URL.revokeObjectURL(await decryptOnce()); // warm-up, not counted
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const blobUrl = await decryptOnce();
    times.push(performance.now() - started);
    URL.revokeObjectURL(blobUrl);
  }
  const img = new Image();
  img.src = await decryptOnce();
  await img.decode();
  return { times, naturalWidth: img.naturalWidth };
}`;

export interface DecryptResult {
  label: string;
  bytes: number;
  client: { median: number; p95: number };
  server: { median: number; p95: number };
}

export async function benchClientDecrypt(runs = 50): Promise<DecryptResult[]> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_MISSING_MESSAGE);
  const key = randomBytes(32);
  const cipher = createImageCipher(key);
  const images = [
    { label: '1920 px JPEG', width: 1920, plain: await photo(1920, 1280, 88, 28, 1.2) },
    { label: '1920 px JPEG near the 3 MB ceiling', width: 1920, plain: await photo(1920, 1440, 98, 50, 0.5) },
  ];
  const payloads = images.map((image) => {
    const times: number[] = [];
    let payload = cipher.encrypt(image.plain);
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      payload = cipher.encrypt(image.plain);
      times.push(performance.now() - started);
    }
    return { ...image, payload, server: { median: percentile(times, 50), p95: percentile(times, 95) } };
  });

  // A page on localhost (a secure context: Web Crypto needs one) serving the payloads.
  const server = createServer((request, response) => {
    const index = Number(/^\/payload\/(\d)$/.exec(request.url ?? '')?.[1]);
    const found = payloads[index];
    if (found) {
      response.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(found.payload);
    } else {
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>bench</title>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`http://localhost:${port}/`);
    const results: DecryptResult[] = [];
    for (const [index, image] of payloads.entries()) {
      const measured = (await page.evaluate(
        `(${IN_PAGE})(${JSON.stringify({ url: `/payload/${index}`, keyBase64: cipher.keyBase64, runs })})`,
      )) as { times: number[]; naturalWidth: number };
      if (measured.naturalWidth !== image.width) {
        throw new Error(
          `${image.label}: decrypted image is ${measured.naturalWidth} px wide, not ${image.width}`,
        );
      }
      results.push({
        label: image.label,
        bytes: image.plain.length,
        client: { median: percentile(measured.times, 50), p95: percentile(measured.times, 95) },
        server: image.server,
      });
    }
    return results;
  } finally {
    await browser.close();
    server.close();
  }
}
