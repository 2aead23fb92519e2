/**
 * A TLS terminator in front of a benchmark's production server, as docs/operations.md asks of a
 * deployment ("Behind a reverse proxy"): nginx on a free loopback port with a self-signed
 * certificate made at run time (openssl), proxying HTTP/2 and WebSocket upgrades to the server's
 * plain port. Production runs on an https:// PUBLIC_URL (HSTS, `upgrade-insecure-requests`, the
 * chat socket at wss://), so a browser benchmark opens the app through this, like a visitor does;
 * the browser is told to accept the certificate. Stopping it ends only the nginx it started and
 * removes its folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

/**
 * The Chromium switch that accepts the proxy's certificate everywhere, the service worker's script
 * included (Playwright's ignoreHTTPSErrors leaves that out, so the worker would not install).
 */
export const CHROMIUM_ACCEPTS_ANY_CERTIFICATE = '--ignore-certificate-errors';

export interface TlsProxy {
  /** `https://127.0.0.1:{port}`: the address the browser opens, and the server's PUBLIC_URL. */
  baseUrl: string;
  stop(): Promise<void>;
}

/** A port for the proxy, known before the server starts: the server's PUBLIC_URL names it. */
export async function tlsProxyAddress(): Promise<{ port: number; baseUrl: string }> {
  const port = await freePort();
  return { port, baseUrl: `https://127.0.0.1:${port}` };
}

/** A certificate for 127.0.0.1, valid a day: nothing trusts it but a browser told to. */
function makeCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', key, '-out', cert],
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { cert, key };
}

function nginxConfig(dir: string, port: number, upstreamPort: number, tls: { cert: string; key: string }) {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # Uploads are the server's to limit (it answers in the member's language), not the proxy's.
  client_max_body_size 0;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${tls.cert};
    ssl_certificate_key ${tls.key};
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

/** GET /healthz through the proxy, accepting its certificate: whether the whole path answers. */
function healthyThrough(baseUrl: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = request(`${baseUrl}/healthz`, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    probe.on('error', () => resolve(false));
    probe.end();
  });
}

/**
 * Starts nginx on `address.port` (tlsProxyAddress) in front of the server on `upstreamPort`;
 * resolves once the server's /healthz answers through it.
 */
export async function startTlsProxy(
  address: { port: number; baseUrl: string },
  upstreamPort: number,
): Promise<TlsProxy> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fanvault-tls-'));
  // nginx started as root runs its worker as nobody, which must reach its temporary folders here.
  chmodSync(dir, 0o755);
  const tls = makeCertificate(dir);
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig(dir, address.port, upstreamPort, tls));
  const logFile = path.join(dir, 'error.log');
  const errorLog = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').trim() : '');
  const child = spawn('nginx', ['-p', dir, '-c', config, '-e', logFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM is nginx's fast shutdown: the master ends its worker, then itself.
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = errorLog();
      await stop();
      throw new Error(`nginx exited with code ${child.exitCode}: ${log}`);
    }
    if (await healthyThrough(address.baseUrl)) return { baseUrl: address.baseUrl, stop };
    if (Date.now() > deadline) {
      const log = errorLog();
      await stop();
      throw new Error(`nginx did not pass /healthz through within 30 s: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
