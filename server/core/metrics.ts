/**
 * The figures a process publishes in Prometheus' format (docs/operations.md, "Metrics and logs").
 * One registry for the process, as Prometheus scrapes processes: the web process and a worker each
 * publish theirs on their own metrics port (http/metrics-endpoint.ts). Every label takes values
 * from a closed set (call paths the contract names, route patterns, job names, outcomes), never
 * from a raw URL or user input, so the number of series stays bounded.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();
const registers = [metricsRegistry];

/** From 5 ms to 10 s: a small call answers in a few ms, an upload part or a slow query in seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** From 0.5 ms: most queries of a call take about a millisecond. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

export const httpRequestSeconds = new Histogram({
  name: 'fanvault_http_request_duration_seconds',
  help: 'HTTP requests by method, route (an API call by its path) and status code, and how long they took',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: REQUEST_BUCKETS,
  registers,
});

export const apiCalls = new Counter({
  name: 'fanvault_api_calls_total',
  help: 'API calls by call path and envelope status (1 done, 0 refused, 422 session ended)',
  labelNames: ['call', 'status'] as const,
  registers,
});

export const dbQuerySeconds = new Histogram({
  name: 'fanvault_db_query_duration_seconds',
  help: 'Database queries by driver and how long they took (on PGlite, waiting for the queries before included)',
  labelNames: ['driver'] as const,
  buckets: QUERY_BUCKETS,
  registers,
});

export const dbQueriesInFlight = new Gauge({
  name: 'fanvault_db_queries_in_flight',
  help: 'Database queries sent and not answered yet, by driver',
  labelNames: ['driver'] as const,
  registers,
});

export const jobsFinished = new Counter({
  name: 'fanvault_jobs_finished_total',
  help: 'Job attempts by job name and outcome (done, retried, failed, returned to the queue)',
  labelNames: ['job', 'outcome'] as const,
  registers,
});

export const chatSocketsOpen = new Gauge({
  name: 'fanvault_chat_sockets_open',
  help: 'Chat sockets open on this process',
  registers,
});

export const chatMessages = new Counter({
  name: 'fanvault_chat_messages_total',
  help: 'Chat messages stored and acknowledged by this process (rate() gives messages per second)',
  registers,
});

export const paymentEvents = new Counter({
  name: 'fanvault_payment_events_total',
  help: 'Payment provider events received by the webhook, by type and what became of them',
  labelNames: ['type', 'outcome'] as const,
  registers,
});

export const mediaBytesServed = new Counter({
  name: 'fanvault_media_bytes_served_total',
  help: 'Bytes of media answers sent, by kind (public, original, encrypted, hls, export)',
  labelNames: ['kind'] as const,
  registers,
});

/** One reading of a gauge whose value lives elsewhere (a pool, the job queue's table). */
export interface GaugeReading {
  labels: Record<string, string>;
  value: number;
}
type GaugeSource = () => GaugeReading[] | Promise<GaugeReading[]>;

/**
 * A gauge read at scrape time from its sources; readings with the same labels add up (two pools
 * of one process). A source that fails (the database is down) is skipped: the scrape still
 * answers the rest. Answers how to add a source, which answers how to remove it.
 */
function gaugeOfSources(name: string, help: string, labelNames: readonly string[]) {
  const sources = new Set<GaugeSource>();
  new Gauge({
    name,
    help,
    labelNames,
    registers,
    async collect() {
      this.reset();
      for (const source of sources) {
        const readings = await Promise.resolve()
          .then(source)
          .catch(() => []);
        for (const reading of readings) this.inc(reading.labels, reading.value);
      }
    },
  });
  return (source: GaugeSource) => {
    sources.add(source);
    return () => void sources.delete(source);
  };
}

/** PostgreSQL pools: connections in use and idle, and queries waiting for one. */
export const watchDatabasePool = gaugeOfSources(
  'fanvault_db_pool_connections',
  'Connections of the PostgreSQL pool by state (in_use, idle, waiting: queries waiting for a connection)',
  ['state'],
);

/** The job queue as the database holds it (shared by every process on it). */
export const watchJobQueue = gaugeOfSources(
  'fanvault_job_queue_depth',
  'Jobs by name and state (due: waiting to run now, scheduled: later, running); database-wide',
  ['job', 'state'],
);

/** The first word of an outcome (`ignored: the amount is not the order's` is `ignored`). */
export function outcomeLabel(outcome: string): string {
  return /^[a-z_]+/.exec(outcome)?.[0] ?? 'other';
}

let defaultMetricsOn = false;
/** Node's own figures (memory, CPU, event loop delay, garbage collection), once per process. */
export function collectProcessMetrics(): void {
  if (defaultMetricsOn) return;
  defaultMetricsOn = true;
  collectDefaultMetrics({ register: metricsRegistry });
}
