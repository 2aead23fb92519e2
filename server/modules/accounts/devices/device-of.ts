/**
 * What a member recognises a logged-in device by (issue 26; docs/decisions/logged-in-devices.md):
 * the browser and operating system its User-Agent names, and the network its address belongs to. The address itself is not kept: a /24 (IPv4) or /48 (IPv6) says roughly where a
 * sign-in came from, as honestly as can be said without a location database.
 */
import { isIPv4, isIPv6 } from 'node:net';
import Bowser from 'bowser';
import type { SessionDevice } from '../../../auth/sessions.ts';

/** A stored name is at most this long, however long a forged User-Agent is. */
const NAME_MAX_LENGTH = 60;

/** The device of a sign-in from `userAgent` (absent for some clients) at `address`. */
export function deviceOf(userAgent: string | undefined, address: string): SessionDevice {
  const { browser, os } = browserAndSystemOf(userAgent);
  return { browser, os, network: networkOf(address) };
}

function browserAndSystemOf(userAgent: string | undefined): { browser: string; os: string } {
  // Bowser refuses an empty User-Agent: a client that sends none is simply unknown.
  if (!userAgent?.trim()) return { browser: '', os: '' };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: (parsed.browser.name ?? '').slice(0, NAME_MAX_LENGTH),
    os: (parsed.os.name ?? '').slice(0, NAME_MAX_LENGTH),
  };
}

/**
 * The network an address belongs to: `203.0.113.0/24` for IPv4 (an IPv4 address written as IPv6,
 * `::ffff:203.0.113.7`, too), `2001:db8:1::/48` for IPv6 (the usual size of one site's
 * allocation), '' for anything else.
 */
export function networkOf(address: string): string {
  const bare = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
  const v4 = mapped ?? bare;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(bare)) return '';
  const groups = ipv6Groups(bare);
  const prefix = groups.slice(0, 3).map((group) => Number.parseInt(group, 16).toString(16));
  // Trailing zero groups are written as `::`, as the address would be.
  while (prefix.length > 0 && prefix[prefix.length - 1] === '0') prefix.pop();
  return `${prefix.join(':')}::/48`;
}

/** The eight groups of a valid IPv6 address, `::` expanded (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const partsOf = (text: string) => (text ? text.split(':').flatMap(v4AsGroups) : []);
  const front = partsOf(head);
  if (tail === undefined) return front;
  const back = partsOf(tail);
  return [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
}

function v4AsGroups(part: string): string[] {
  if (!part.includes('.')) return [part];
  const [a, b, c, d] = part.split('.').map(Number) as [number, number, number, number];
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
