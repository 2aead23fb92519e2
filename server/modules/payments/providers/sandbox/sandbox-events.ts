/**
 * The sandbox's events: everything that happens at the sandbox (a checkout approved, declined or
 * expired, a saved card charged, a card saved, a refund, a chargeback) is recorded as an event
 * and delivered to our own `POST /webhooks/sandbox` by real HTTP, signed, through the job queue,
 * retried until it is delivered: the path a real provider's events take.
 */
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../../../core/clock.ts';
import { systemClock } from '../../../../core/clock.ts';
import type { Database } from '../../../../db/client.ts';
import { sandboxEvents } from '../../../../db/schema.ts';
import { enqueueJob } from '../../../../jobs/job-queue.ts';
import type { JobHandler } from '../../../../jobs/job-runner.ts';
import type { Transaction } from '../../../../db/client.ts';
import type { IdSource } from '../../ids.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './webhook-signature.ts';

/** The event types the sandbox sends (docs/api.md, "The sandbox provider"). */
export type SandboxEventType =
  | 'payment.succeeded'
  | 'payment.failed'
  | 'payment.expired'
  | 'payment.refunded'
  | 'payment.disputed'
  | 'card.attached';

/** An event as it goes over the wire. */
export interface SandboxEventBody {
  id: string;
  type: SandboxEventType;
  /** When it happened, Unix seconds. */
  created: number;
  data: Record<string, unknown>;
}

/** What happens to an event once recorded: queued for delivery, or (the demo seed) handed over at once. */
export interface SandboxEventSink {
  emitted(tx: Transaction, event: SandboxEventBody, body: string): Promise<void>;
}

export const SANDBOX_DELIVERY_JOB = 'sandbox.deliver-event';
/** Retries of a delivery: with the queue's backoff (at most 10 minutes apart) about a day and a half. */
export const SANDBOX_DELIVERY_ATTEMPTS = 200;
/** A delivery that has not answered within this long counts as failed and is tried again. */
const DELIVERY_TIMEOUT_MS = 10_000;

/** The default sink: a delivery job in the same transaction as the event. */
export const queueDelivery: SandboxEventSink = {
  async emitted(tx, event) {
    await enqueueJob(tx, {
      name: SANDBOX_DELIVERY_JOB,
      payload: { eventId: event.id },
      maxAttempts: SANDBOX_DELIVERY_ATTEMPTS,
    });
  },
};

/** Records an event in the caller's transaction and hands it to the sink. */
export async function emitSandboxEvent(
  tx: Transaction,
  deps: { ids: IdSource; sink: SandboxEventSink },
  type: SandboxEventType,
  data: Record<string, unknown>,
  at: Date,
): Promise<SandboxEventBody> {
  const event: SandboxEventBody = {
    id: deps.ids('evt'),
    type,
    created: Math.floor(at.getTime() / 1000),
    data,
  };
  const body = JSON.stringify(event);
  await tx.insert(sandboxEvents).values({ id: event.id, type, body, createdAt: at });
  await deps.sink.emitted(tx, event, body);
  return event;
}

export interface DeliveryDeps {
  db: Database;
  /** Where to POST: our own webhook route. */
  url: () => string;
  secret: () => Promise<string>;
  clock?: Clock;
}

/**
 * The delivery job: signs the event's stored body with the time of this attempt and POSTs it;
 * a 2xx answer delivers it, anything else (or no answer) is retried by the queue.
 */
export function sandboxDeliveryHandler(deps: DeliveryDeps): JobHandler {
  const clock = deps.clock ?? systemClock;
  return {
    async run(payload, job) {
      const eventId = String(payload.eventId ?? '');
      const [event] = await deps.db.select().from(sandboxEvents).where(eq(sandboxEvents.id, eventId));
      if (!event || event.deliveredAt) return;
      const timestamp = Math.floor(clock.now().getTime() / 1000);
      const signature = signSandboxBody(await deps.secret(), timestamp, event.body);
      let problem = '';
      try {
        const response = await fetch(deps.url(), {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
          body: event.body,
          signal: AbortSignal.any([job.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (!response.ok) problem = `the webhook answered HTTP ${response.status}`;
      } catch (error) {
        problem = `the webhook could not be reached: ${error instanceof Error ? error.message : String(error)}`;
      }
      await deps.db
        .update(sandboxEvents)
        .set({
          attempts: sql`${sandboxEvents.attempts} + 1`,
          lastError: problem,
          ...(problem ? {} : { deliveredAt: clock.now() }),
        })
        .where(eq(sandboxEvents.id, eventId));
      if (problem) throw new Error(problem);
    },
  };
}
