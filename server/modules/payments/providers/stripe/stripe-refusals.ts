/**
 * When Stripe cannot be reached or refuses a request, the caller gets
 * server.payment.providerUnavailable in their language; Stripe's own words go to the log.
 */
import Stripe from 'stripe';
import { ServiceError } from '../../../../core/service-error.ts';

/** Where Stripe's refusals are written (the caller only sees a translated "try again"). */
export interface StripeRefusalLog {
  error(obj: object, msg: string): void;
}

/** Runs a request to Stripe named `what` (for the log), turning a Stripe failure into the "try again". */
export type AskStripe = <T>(what: string, request: () => Promise<T>) => Promise<T>;

const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError;

/** The request runner of one provider: a Stripe failure becomes the translated "try again" (and a log line). */
export function createAskStripe(log: StripeRefusalLog | undefined): AskStripe {
  return async function ask<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!isStripeError(error)) throw error;
      log?.error(
        {
          stripe: { type: error.type, code: error.code, status: error.statusCode, request: error.requestId },
        },
        `Stripe refused ${what}: ${error.message}`,
      );
      throw new ServiceError('server.payment.providerUnavailable');
    }
  };
}
