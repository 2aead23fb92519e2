/**
 * GET /metrics on a port of its own (METRICS_PORT, METRICS_HOST: loopback by default), never on the
 * site's port: the figures are for the operator's Prometheus, not for visitors, and a plain
 * node:http listener keeps them readable while the site is busy or shutting down.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { collectProcessMetrics, metricsRegistry } from '../core/metrics.ts';
import type { Database } from '../db/client.ts';
import { publishJobQueueDepth } from '../jobs/job-metrics.ts';

export interface MetricsSettings {
  host: string;
  /** 0: any free port (tests). */
  port: number;
}

export interface MetricsEndpoint {
  /** `http://host:port/metrics` as it listens. */
  url: string;
  host: string;
  port: number;
  close(): Promise<void>;
}

/** The registry's text for GET /metrics; undefined for anything else. */
async function answer(path: string | undefined, method: string | undefined) {
  if (method !== 'GET' || (path ?? '').split('?')[0] !== '/metrics') return undefined;
  return metricsRegistry.metrics();
}

/** Starts listening; rejects when the port cannot be had (a setting to correct, not to ignore). */
export async function openMetricsEndpoint(settings: MetricsSettings): Promise<MetricsEndpoint> {
  collectProcessMetrics();
  const server = createServer((request, response) => {
    answer(request.url, request.method)
      .then((text) => {
        if (text === undefined) {
          response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
          return;
        }
        response.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' });
        response.end(text);
      })
      .catch(() => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Failed'));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port, family } = server.address() as AddressInfo;
  const host = family === 'IPv6' ? `[${address}]` : address;
  return {
    url: `http://${host}:${port}/metrics`,
    host: address,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The endpoint of a process that works on a database (a web process, a worker): with the job
 * queue's depth read from that database at each scrape. Every process on one database reports
 * the same depth (docs/operations.md).
 */
export async function openProcessMetrics(
  settings: MetricsSettings,
  deps: { db: Database; now?: () => Date },
): Promise<MetricsEndpoint> {
  const stopQueueDepth = publishJobQueueDepth(deps.db, deps.now);
  const endpoint = await openMetricsEndpoint(settings).catch((error: unknown) => {
    stopQueueDepth();
    throw error;
  });
  return {
    ...endpoint,
    close: async () => {
      stopQueueDepth();
      await endpoint.close();
    },
  };
}

const endpoints = new WeakMap<FastifyInstance, MetricsEndpoint>();

/** Where the app's metrics are published, once it is ready; undefined when METRICS_PORT is unset. */
export function metricsEndpointOf(app: FastifyInstance): MetricsEndpoint | undefined {
  return endpoints.get(app);
}

/**
 * Publishes the process's metrics while the app runs, when METRICS_PORT is set: the endpoint opens
 * as the app gets ready (before it listens) and closes with it.
 */
export function publishMetrics(
  app: FastifyInstance,
  settings: MetricsSettings | undefined,
  deps: { db: Database; now: () => Date },
): void {
  if (!settings) return;
  app.addHook('onReady', async () => {
    const endpoint = await openProcessMetrics(settings, deps);
    endpoints.set(app, endpoint);
    app.log.info({ url: endpoint.url }, 'metrics published');
  });
  app.addHook('onClose', async () => {
    await endpoints.get(app)?.close();
  });
}
