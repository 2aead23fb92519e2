/**
 * A job taken by exactly one worker: with a second worker running, members pay a plan; each
 * payment's event is a job (the sandbox's delivery to the webhook) that both workers are told of
 * at once. Each runs once: one attempt each, and the workers' runs add up to the jobs, while the
 * webhook applied each event once and saw no duplicate.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { userSubscriptions } from '../../../server/db/schema.ts';
import { SANDBOX_DELIVERY_JOB } from '../../../server/modules/payments/providers/sandbox/sandbox-events.ts';
import { newMember, newPlan, orderPlan, pressCheckout, type Member } from '../../server/helpers/money.ts';
import { sample } from '../../server/helpers/prometheus-samples.ts';
import { jobsNamed } from '../../server/helpers/queued-jobs.ts';
import { waitUntil } from '../../server/helpers/server-process.ts';
import { metricsUrlOf, type Cluster } from '../cluster.ts';

/** The sum of a metric over processes. */
async function summed(urls: readonly string[], name: string, labels: Record<string, string>) {
  const texts = await Promise.all(urls.map(async (url) => (await fetch(url)).text()));
  return texts.reduce((sum, text) => sum + sample(text, name, labels), 0);
}

/** `payers` members pay a new plan of the creator at once, with two workers running. */
export async function eachJobRunsOnce(cluster: Cluster, creator: Member, payers: number): Promise<void> {
  if (cluster.workers.length < 2) await cluster.startWorker();
  const { proxy } = cluster;
  const planId = await newPlan(proxy, creator);
  const fans = await Promise.all(Array.from({ length: payers }, () => newMember(proxy)));
  const orders = await Promise.all(fans.map((fan) => orderPlan(proxy, fan, creator, planId, 4.99)));
  await Promise.all(
    orders.map(async (order) => expect((await pressCheckout(proxy, order.url, 'approve')).status).toBe(303)),
  );
  const db = cluster.admin.database.handle.db;
  const subscribed = async () =>
    (await db.select().from(userSubscriptions).where(eq(userSubscriptions.planId, planId))).length;
  await waitUntil(async () => (await subscribed()) >= payers, 30_000, 'every payment is applied');
  const deliveries = () => jobsNamed(db, SANDBOX_DELIVERY_JOB);
  await waitUntil(
    async () => (await deliveries()).every((job) => job.state === 'done'),
    10_000,
    'deliveries done',
  );

  const ran = await deliveries();
  expect(ran.length).toBeGreaterThanOrEqual(payers);
  for (const job of ran) expect(job).toMatchObject({ state: 'done', attempts: 1 });
  const workerMetrics = cluster.workers.map((worker) => worker.metricsUrl);
  const webMetrics = await Promise.all(cluster.webProcesses.map((web) => metricsUrlOf(web.output)));
  const done = { job: SANDBOX_DELIVERY_JOB, outcome: 'done' };
  expect(await summed(workerMetrics, 'fanvault_jobs_finished_total', done)).toBe(ran.length);
  const events = 'fanvault_payment_events_total';
  expect(await summed(webMetrics, events, { type: 'payment.succeeded', outcome: 'applied' })).toBe(
    ran.length,
  );
  expect(await summed(webMetrics, events, { outcome: 'duplicate' })).toBe(0);
  expect(await subscribed()).toBe(payers);
}
