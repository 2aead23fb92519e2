/**
 * Which push endpoints the server POSTs to (docs/decisions/notifications.md, "Web push"). A
 * subscription's endpoint comes from the member's browser, that is from the member: only the push
 * services of PUSH_SERVICE_HOSTS are accepted, over https (plain http outside production only, for
 * a local test service), so a member cannot make the server call an address of their choosing.
 */
import type { ServerConfig } from '../../config.ts';

export type PushServiceSettings = Pick<ServerConfig['push'], 'serviceHosts' | 'allowHttp'>;

/** `host` is `pattern`, or under it when the pattern starts with `*.`. */
function hostMatches(host: string, pattern: string): boolean {
  if (pattern.startsWith('*.')) return host.endsWith(pattern.slice(1));
  return host === pattern;
}

/** The endpoint's host when the server may POST to it; undefined when not. */
export function allowedPushHost(endpoint: string, settings: PushServiceSettings): string | undefined {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  const protocolAllowed = url.protocol === 'https:' || (settings.allowHttp && url.protocol === 'http:');
  if (!protocolAllowed || url.username !== '' || url.password !== '') return undefined;
  const host = url.hostname.toLowerCase();
  return settings.serviceHosts.some((pattern) => hostMatches(host, pattern)) ? host : undefined;
}

/** The endpoint's host as a member may read it in a refusal (empty when it does not parse). */
export function pushHostOf(endpoint: string): string {
  try {
    return new URL(endpoint).hostname;
  } catch {
    return '';
  }
}
