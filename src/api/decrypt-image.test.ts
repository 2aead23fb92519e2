import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createImageCipher } from '../../server/media/image-cipher.ts';
import {
  decryptImageBytes,
  fetchDecryptedImage,
  imageTypeOfUrl,
  importImageKey,
  keptImageCount,
  leaseDecryptedImage,
  RELEASE_DELAY_MS,
} from './decrypt-image.ts';

const keyBytes = randomBytes(32);
const keyBase64 = keyBytes.toString('base64');
const sha256 = (bytes: ArrayBuffer | Uint8Array) =>
  createHash('sha256')
    .update(bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes)
    .digest('hex');

/** The wire format of docs/api.md, written out independently of the server's code. */
function encryptByHand(plain: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyBytes, iv, { authTagLength: 16 });
  return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

const toArrayBuffer = (bytes: Buffer): ArrayBuffer => new Uint8Array(bytes).buffer;

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('decryptImageBytes', () => {
  const plain = randomBytes(4096);

  it('returns exactly the bytes encrypted as IV (12) ‖ ciphertext ‖ tag (16)', async () => {
    const key = await importImageKey(keyBase64);
    expect(sha256(await decryptImageBytes(key, toArrayBuffer(encryptByHand(plain))))).toBe(sha256(plain));
  });

  it("opens the server's own encryption (image-cipher.ts) with the key it hands out", async () => {
    const server = createImageCipher(keyBytes);
    expect(server.keyBase64).toBe(keyBase64);
    const key = await importImageKey(server.keyBase64);
    expect(sha256(await decryptImageBytes(key, toArrayBuffer(server.encrypt(plain))))).toBe(sha256(plain));
  });

  it('refuses an altered byte, a cut tag, another key and a payload too short to be one', async () => {
    const key = await importImageKey(keyBase64);
    const payload = encryptByHand(plain);
    const altered = Buffer.from(payload);
    altered[100]! ^= 1;
    await expect(decryptImageBytes(key, toArrayBuffer(altered))).rejects.toThrow();
    await expect(
      decryptImageBytes(key, toArrayBuffer(payload.subarray(0, payload.length - 1))),
    ).rejects.toThrow();
    const other = await importImageKey(randomBytes(32).toString('base64'));
    await expect(decryptImageBytes(other, toArrayBuffer(payload))).rejects.toThrow();
    await expect(decryptImageBytes(key, new ArrayBuffer(27))).rejects.toThrow(/Too short/);
  });

  it('refuses a key that is not 32 bytes', async () => {
    await expect(importImageKey(randomBytes(16).toString('base64'))).rejects.toThrow(/32 bytes/);
  });
});

describe('fetchDecryptedImage', () => {
  it("fetches with the browser's cookies and gives a Blob of the URL's image type", async () => {
    const plain = randomBytes(1000);
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(toArrayBuffer(encryptByHand(plain)), { status: 200 }));
    const blob = await fetchDecryptedImage('/media/e/posts/a/original.png?exp=1&v=u1&sig=x', keyBase64);
    expect(fetchMock).toHaveBeenCalledWith('/media/e/posts/a/original.png?exp=1&v=u1&sig=x', {
      credentials: 'include',
    });
    expect(blob.type).toBe('image/png');
    expect(sha256(await blob.arrayBuffer())).toBe(sha256(plain));
  });

  it('fails on a refused request (403)', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('Forbidden', { status: 403 }));
    await expect(fetchDecryptedImage('/media/e/x.jpg', keyBase64)).rejects.toThrow(/403/);
  });

  it('names the type from the extension only', () => {
    expect(imageTypeOfUrl('/media/e/p/original.JPG?exp=1')).toBe('image/jpeg');
    expect(imageTypeOfUrl('/media/e/p/w480.webp')).toBe('image/webp');
    expect(imageTypeOfUrl('/media/e/p/file')).toBe('');
  });
});

describe('leaseDecryptedImage', () => {
  it('decrypts once for every holder of a URL, and revokes the Blob URL after the last lets go', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(toArrayBuffer(encryptByHand(randomBytes(64)))));
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const url = '/media/e/lease/original.jpg?exp=1';
    const first = leaseDecryptedImage(url, keyBase64);
    const second = leaseDecryptedImage(url, keyBase64);
    const [a, b] = await Promise.all([first.ready, second.ready]);
    expect(a).toMatch(/^blob:/);
    expect(b).toBe(a);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    first.release();
    second.release();
    // A holder coming back within the delay reuses it.
    const third = leaseDecryptedImage(url, keyBase64);
    expect(await third.ready).toBe(a);
    third.release();
    await vi.advanceTimersByTimeAsync(RELEASE_DELAY_MS + 1);
    expect(revoke).toHaveBeenCalledWith(a);
    expect(keptImageCount()).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next holder tries again', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('no', { status: 500 }));
    const url = '/media/e/fail/original.jpg';
    await expect(leaseDecryptedImage(url, keyBase64).ready).rejects.toThrow();
    fetchMock.mockResolvedValue(new Response(toArrayBuffer(encryptByHand(randomBytes(64)))));
    const retry = leaseDecryptedImage(url, keyBase64);
    expect(await retry.ready).toMatch(/^blob:/);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    retry.release();
  });
});
