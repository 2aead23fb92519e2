/**
 * The nginx configuration docs/operations.md gives operators is the file the cluster tier runs
 * (deploy/nginx/fanvault.conf), so the two cannot drift; and the tier changes only its addresses.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clusterSiteConfig, NGINX_TEMPLATE } from '../cluster/nginx-site.ts';

const template = readFileSync(NGINX_TEMPLATE, 'utf8');

/** The ```nginx blocks of the operations manual. */
function nginxBlocksOfTheManual(): string[] {
  const manual = readFileSync(new URL('../../docs/operations.md', import.meta.url), 'utf8');
  return [...manual.matchAll(/^```nginx\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
}

describe('the nginx configuration of docs/operations.md', () => {
  it('quotes deploy/nginx/fanvault.conf whole, as its only nginx block', () => {
    expect(nginxBlocksOfTheManual()).toEqual([template]);
  });

  it('passes the chat socket upgrade, the client address and the retry on another process', () => {
    for (const line of [
      'proxy_set_header Upgrade $http_upgrade;',
      'proxy_set_header Connection "upgrade";',
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_next_upstream error timeout http_503;',
    ])
      expect(template).toContain(line);
  });

  it('is run by the cluster tier with only its upstream servers and listen address replaced', () => {
    const site = clusterSiteConfig(template, 8080, [4001, 4002, 4003]);
    const changed = (text: string) =>
      text.split('\n').filter((line) => /^ {2}(server [^\s;]+|listen [^;]+);$/.test(line));
    expect(changed(site)).toEqual([
      '  server 127.0.0.1:4001;',
      '  server 127.0.0.1:4002;',
      '  server 127.0.0.1:4003;',
      '  listen 127.0.0.1:8080;',
    ]);
    const unchanged = (text: string) => text.split('\n').filter((line) => changed(line).length === 0);
    expect(unchanged(site)).toEqual(unchanged(template));
  });
});
