/**
 * Where a process publishes its metrics in Prometheus' text format (docs/operations.md, "Metrics
 * and logs"): a port of its own, apart from the site, bound to this machine unless told otherwise.
 */
import { z } from 'zod';
import { emptyToUndefined } from './fields.ts';

/** METRICS_PORT and METRICS_HOST. */
export const metricsEnvSchema = z.object({
  METRICS_PORT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => /^\d{1,5}$/.test(v) && Number(v) <= 65535, {
        message: 'must be an integer from 0 to 65535 (0: any free port)',
      })
      .transform(Number)
      .optional(),
  ),
  METRICS_HOST: z.preprocess(emptyToUndefined, z.string().min(1).default('127.0.0.1')),
});

/** The metrics part of the configuration. */
export function metricsSettingsOf(e: z.output<typeof metricsEnvSchema>) {
  return {
    /**
     * Off (undefined) unless METRICS_PORT is set: several processes on one machine (two web
     * processes and a worker) would otherwise fight over one default port. Loopback by default,
     * as the figures (calls, failures, sizes) are for the operator's monitoring, not the public.
     */
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
  };
}
