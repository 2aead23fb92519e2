import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uploadSign } from './upload-image.ts';

describe('image upload sign (docs/api.md 5.9)', () => {
  it('is the hex HMAC-SHA256 of client=pwa&timestamp=…&token=… with the sign key', () => {
    const expected = createHmac('sha256', 'fanvault-dev-sign-key')
      .update('client=pwa&timestamp=1767225600&token=abc')
      .digest('hex');
    expect(uploadSign('1767225600', 'abc', 'fanvault-dev-sign-key')).toBe(expected);
    expect(uploadSign('1767225601', 'abc', 'fanvault-dev-sign-key')).not.toBe(expected);
  });
});
