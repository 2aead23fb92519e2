import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from './push-device.ts';

describe('the VAPID key as pushManager.subscribe takes it', () => {
  it('decodes base64url without padding into its bytes', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('BAEC')]).toEqual([4, 1, 2]);
    // A P-256 public key: 65 bytes, the first 0x04 (uncompressed point).
    const key = `BA${'A'.repeat(85)}`;
    const bytes = base64UrlToBytes(key);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
  });
});
