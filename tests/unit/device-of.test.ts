/**
 * What a logged-in device is recognised by (issue 26; docs/decisions/logged-in-devices.md): the
 * browser and system names of its User-Agent, and the network of its address, never the address.
 */
import { describe, expect, it } from 'vitest';
import { deviceOf, networkOf } from '../../server/modules/accounts/devices/device-of.ts';

describe('the network of an address', () => {
  it('is the /24 of an IPv4 address, written as IPv4 or as IPv6', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
  });

  it('is the /48 of an IPv6 address, however it is written', () => {
    expect(networkOf('2001:db8:1:2::7')).toBe('2001:db8:1::/48');
    expect(networkOf('2001:0db8:0001:ffff:0:0:0:1')).toBe('2001:db8:1::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8::/48');
    expect(networkOf('fe80::1%eth0')).toBe('fe80::/48');
  });

  it('is empty for what is not an address', () => {
    expect(networkOf('')).toBe('');
    expect(networkOf('shell')).toBe('');
  });
});

describe('the device of a login', () => {
  it('names the browser and system, without versions', () => {
    const edge =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
    expect(deviceOf(edge, '198.51.100.4')).toEqual({
      browser: 'Microsoft Edge',
      os: 'macOS',
      network: '198.51.100.0/24',
    });
  });

  it('is unknown, not refused, without a User-Agent', () => {
    expect(deviceOf(undefined, '198.51.100.4')).toEqual({ browser: '', os: '', network: '198.51.100.0/24' });
    expect(deviceOf('   ', '198.51.100.4').browser).toBe('');
  });

  it('keeps at most 60 characters of a name, whatever a forged header says', () => {
    const forged = `Mozilla/5.0 (X11; Linux x86_64) ${'A'.repeat(500)}/1.0`;
    const { browser, os } = deviceOf(forged, '198.51.100.4');
    expect(browser.length).toBeLessThanOrEqual(60);
    expect(os).toBe('Linux');
  });
});
