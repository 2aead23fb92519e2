/**
 * Who counts as "this machine" for the development helpers (the mail outbox, the feedback list):
 * their answers hold working sign-in codes and members' emails, so they answer only a person on
 * the machine the server runs on.
 *
 * The decision rests on the connection's own address. A forwarding header (X-Forwarded-For,
 * Forwarded, X-Real-IP...) is believed only from a proxy TRUST_PROXY names, and then every client
 * it names must be on this machine too; the same header from anyone else means the request was
 * relayed by someone we know nothing of (a local nginx left out of TRUST_PROXY), so it is refused.
 * A header can therefore only ever take access away, never grant it.
 */
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config.ts';

/** Headers proxies and CDNs name the client in. */
const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'forwarded',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
] as const;

/** An IPv4-mapped IPv6 address (::ffff:127.0.0.1) as the IPv4 address it carries. */
function plainAddress(address: string): string {
  const mapped = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return isIP(mapped) === 4 ? mapped : address;
}

/** True for 127.0.0.0/8, ::1 and IPv4-mapped loopback (::ffff:127.x.x.x). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = plainAddress(address);
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/** The ranges of proxy-addr's names (what Fastify's trustProxy takes). */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function addRange(list: BlockList, range: string): void {
  const [address = '', prefix] = range.split('/');
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (prefix === undefined) list.addAddress(address, family);
  else list.addSubnet(address, Number(prefix), family);
}

/** Whether the connection's peer is a proxy whose forwarding headers TRUST_PROXY tells us to believe. */
export function isTrustedProxy(trustProxy: TrustProxy, peer: string): boolean {
  if (typeof trustProxy === 'boolean') return trustProxy;
  // A hop count trusts the nearest N addresses, the connection's peer first.
  if (typeof trustProxy === 'number') return trustProxy >= 1;
  const list = new BlockList();
  for (const entry of trustProxy) for (const range of NAMED_RANGES[entry] ?? [entry]) addRange(list, range);
  const address = plainAddress(peer);
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** One address as a header gives it: quotes, [brackets] and a port taken off. */
function addressIn(value: string): string {
  const text = value.trim().replace(/^"|"$/g, '');
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) return bracketed[1]!;
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  return withPort ? withPort[1]! : text;
}

/** The client addresses the request's forwarding headers name; undefined when it carries none. */
function forwardedClients(request: FastifyRequest): string[] | undefined {
  const named: string[] = [];
  let relayed = false;
  for (const header of FORWARDING_HEADERS) {
    const raw = request.headers[header];
    if (raw === undefined) continue;
    relayed = true;
    const text = Array.isArray(raw) ? raw.join(',') : raw;
    const parts =
      header === 'forwarded'
        ? [...text.matchAll(/for=("[^"]*"|[^;,\s]*)/gi)].map((match) => match[1]!)
        : text.split(',');
    // A header that names nobody we can read (`for=unknown`, empty) still says it was relayed.
    named.push(...(parts.length > 0 ? parts.map(addressIn) : ['']));
  }
  return relayed ? named : undefined;
}

/**
 * A person on this machine: the connection comes from loopback and either carries no forwarding
 * header, or comes from a trusted proxy whose headers name only loopback clients.
 */
export function isLocalClient(request: FastifyRequest, trustProxy: TrustProxy): boolean {
  const peer = request.socket.remoteAddress;
  if (!peer || !isLoopbackAddress(peer)) return false;
  const clients = forwardedClients(request);
  if (clients === undefined) return true;
  return isTrustedProxy(trustProxy, peer) && clients.every(isLoopbackAddress);
}
