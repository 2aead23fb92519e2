/**
 * The cluster's nginx site: deploy/nginx/fanvault.conf, the file docs/operations.md quotes, with
 * the upstream's servers and the listen address replaced by the cluster's and nothing else.
 */
import { fileURLToPath } from 'node:url';

/** The configuration operators are told to use. */
export const NGINX_TEMPLATE = fileURLToPath(new URL('../../deploy/nginx/fanvault.conf', import.meta.url));

/** Puts `replacement` in place of the first line matching `pattern` and drops the others; fails loudly when the template has none. */
function replaceLines(text: string, pattern: RegExp, replacement: string, what: string): string {
  const every = new RegExp(pattern.source, 'gm');
  if (!every.test(text)) throw new Error(`deploy/nginx/fanvault.conf: no ${what} found`);
  let first = true;
  return text.replace(every, () => {
    const line = first ? replacement : '';
    first = false;
    return line;
  });
}

/** The template with the cluster's web processes as the upstream and the proxy on `port`. */
export function clusterSiteConfig(template: string, port: number, upstreamPorts: readonly number[]): string {
  const servers = upstreamPorts.map((upstream) => `  server 127.0.0.1:${upstream};`).join('\n');
  const withServers = replaceLines(template, /^ {2}server [^\s;]+;\n/, `${servers}\n`, 'upstream server');
  return replaceLines(withServers, /^ {2}listen [^;]+;$/, `  listen 127.0.0.1:${port};`, 'listen line');
}
