/** Which client addresses count as this machine for the development outbox. */
import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from '../../server/dev/outbox.routes.ts';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.0.0.2', '127.255.255.254', '::1', '::ffff:127.0.0.1'])(
    'accepts %s',
    (address) => {
      expect(isLoopbackAddress(address)).toBe(true);
    },
  );

  it.each([
    '0.0.0.0',
    '::',
    '10.0.0.5',
    '192.168.1.2',
    '203.0.113.9',
    '::ffff:10.0.0.1',
    'fe80::1',
    '',
    undefined,
  ])('refuses %s', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});
