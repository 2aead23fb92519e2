/**
 * Whether the peer of a connection is one of the proxies TRUST_PROXY names, for what only a proxy
 * may tell us about a request (its X-Request-Id). The same setting Fastify reads for
 * X-Forwarded-For: true trusts every peer, a hop count trusts the nearest peer, a list trusts
 * those addresses, ranges and proxy-addr's group names.
 */
import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '../config/http.ts';

/** proxy-addr's group names, as ranges. */
const ADDRESS_GROUPS: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** `::ffff:10.0.0.5` (an IPv4 peer on a dual-stack socket) as the IPv4 address it is. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.flatMap((name) => ADDRESS_GROUPS[name] ?? [name])) {
    const [address = '', prefix] = entry.split('/');
    if (prefix === undefined) list.addAddress(plainAddress(address), familyOf(plainAddress(address)));
    else list.addSubnet(address, Number(prefix), familyOf(address));
  }
  return list;
}

/** A check of the connection's peer address against the setting (the config checked its form). */
export function trustedPeerOf(setting: TrustProxy): (peer: string | undefined) => boolean {
  if (typeof setting === 'boolean') return () => setting;
  // A hop count: the operator vouches that the nearest N addresses are their proxies.
  if (typeof setting === 'number') return () => true;
  const list = blockListOf(setting);
  return (peer) => {
    if (!peer) return false;
    const address = plainAddress(peer);
    return isIP(address) !== 0 && list.check(address, familyOf(address));
  };
}
