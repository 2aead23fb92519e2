/**
 * nginx in front of the cluster, with the configuration docs/operations.md gives operators
 * (deploy/nginx/fanvault.conf): the template's upstream servers and listen address are replaced by
 * the cluster's, nothing else. Debian's binary runs as an ordinary process in a folder of its own
 * (its pid, logs and temp files there); stopping it ends only that nginx.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitUntil } from '../server/helpers/server-process.ts';
import { clusterSiteConfig, NGINX_TEMPLATE } from './nginx-site.ts';

/** Debian's nginx (the `nginx` package), or NGINX_PATH. */
export function findNginx(): string | undefined {
  const candidate = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  return existsSync(candidate) ? candidate : undefined;
}

/** The main configuration: everything nginx writes stays in `dir`; the site is the template. */
function mainConfig(dir: string): string {
  return `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/fanvault.conf;
}
`;
}

export interface ClusterProxy {
  baseUrl: string;
  wsUrl: string;
  /** What nginx logged as errors so far (an upstream refused, a retry). */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

/** Starts nginx on `port` in front of the web processes; answers once it accepts connections. */
export async function startClusterProxy(
  nginx: string,
  port: number,
  upstreamPorts: readonly number[],
): Promise<ClusterProxy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fanvault-cluster-nginx-'));
  const site = clusterSiteConfig(await readFile(NGINX_TEMPLATE, 'utf8'), port, upstreamPorts);
  await writeFile(path.join(dir, 'fanvault.conf'), site);
  await writeFile(path.join(dir, 'nginx.conf'), mainConfig(dir));
  // -e: the error log from the first line on (the default, /var/log/nginx, is not ours to write).
  const child: ChildProcess = spawn(
    nginx,
    ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let printed = '';
  child.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = once(child, 'exit');
  let gone = false;
  void exited.then(() => (gone = true));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () => {
      if (gone) throw new Error(`nginx exited: ${printed}${await readFile(`${dir}/error.log`, 'utf8')}`);
      return fetch(`${baseUrl}/livez`).then(
        (response) => response.ok,
        () => false,
      );
    },
    10_000,
    'nginx answers /livez',
  );
  return {
    baseUrl,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    errorLog: () => readFile(`${dir}/error.log`, 'utf8'),
    async stop() {
      if (!gone) {
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
