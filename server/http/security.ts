/** Security headers and the content security policy, computed once by helmet. */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '../config.ts';
import { FIRST_HTML_START_SCRIPT_SOURCE } from './first-html.ts';

/** The WebSocket origin matching PUBLIC_URL (http → ws, https → wss). */
export function socketOrigin(publicUrl: string): string {
  const url = new URL(publicUrl);
  return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
}

/**
 * The security headers helmet sets, computed once. They depend on the configuration only (no
 * nonces), so helmet runs here against a recording response instead of on every request, which
 * @fastify/helmet did at about 3 % of a call's CPU time (docs/decisions.md).
 */
export function securityHeaderValues(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * What Stripe's card fields need when Stripe is the provider (Stripe.js from js.stripe.com, its
 * fields and the bank's 3-D Secure check in frames of js.stripe.com and hooks.stripe.com, its API
 * at api.stripe.com); nothing of Stripe's otherwise.
 */
export function stripeSources(config: ServerConfig) {
  const on = config.payments.provider === 'stripe';
  return {
    script: on ? ['https://js.stripe.com'] : [],
    frame: on ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [],
    connect: on ? ['https://api.stripe.com'] : [],
  };
}

/**
 * Sets helmet's headers on every answer. Images may be data: and blob: (previews, uploads in
 * progress), media may be blob: (hls.js), and connections go to self and the chat socket. 'self'
 * covers ws/wss to the same host in current browsers; the PUBLIC_URL socket origin is listed for
 * older ones.
 */
export async function securityHeaders(app: FastifyInstance, config: ServerConfig) {
  const https = config.publicUrl.startsWith('https:');
  const stripe = stripeSources(config);
  const headers = securityHeaderValues({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // WebAssembly only (not eval): the video upload hashes with hash-wasm. One inline script, by
        // its hash: the documents' member check before the first paint (server/http/first-html.ts).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", FIRST_HTML_START_SCRIPT_SOURCE, ...stripe.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socketOrigin(config.publicUrl), ...stripe.connect],
        ...(stripe.frame.length > 0 ? { frameSrc: ["'self'", ...stripe.frame] } : {}),
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense when the site is served over TLS.
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // No page may frame any of ours: DENY says what frame-ancestors 'none' says, for browsers that
    // read only X-Frame-Options (helmet's default, SAMEORIGIN, contradicted the policy). Stored
    // files sent with their own policy say it too (STORED_FILE_POLICY, server/media/storage.ts).
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
