/**
 * The offer rules the app and the server share (issue 25; docs/decisions/offers.md): a creator
 * takes a whole percentage, 5 to 90, off one of their plans, for the first period only or for
 * every period, until an end date at most 90 days ahead; the price after the discount must still
 * be a plan price (at least PLAN_PRICE_MIN). The discounted price is rounded down to the cent, so
 * a fan never gets less off than the percentage says. The form's issue messages are rule codes
 * (`OFFER_RULE_ERROR`), like plan-rules.ts; the server answers its own `server.offer.*` refusals.
 */
import { z } from 'zod/mini';
import { amountToCents } from './money-rules.ts';
import { PLAN_PRICE_MIN } from './plan-rules.ts';

export const OFFER_PERCENT_MIN = 5;
export const OFFER_PERCENT_MAX = 90;
/** An offer ends at most this many days after it is made. */
export const OFFER_DAYS_MAX = 90;
/** The percentages the form offers as one-tap choices. */
export const OFFER_PERCENT_PRESETS = [10, 25, 50] as const;
/** 'first': the first period only; 'every': every period of a subscription begun under the offer. */
export const OFFER_SCOPES = ['first', 'every'] as const;
export type OfferScope = (typeof OFFER_SCOPES)[number];

const DAY_MS = 24 * 3600 * 1000;

/** A price in cents after `percent` off, rounded down to the cent (the fan gets at least that much off). */
export function offerPriceCents(priceCents: number, percent: number): number {
  return Math.floor((priceCents * (100 - percent)) / 100);
}

/** True when `percent` off `priceCents` still leaves a plan price (at least PLAN_PRICE_MIN). */
export function offerKeepsMinimum(priceCents: number, percent: number): boolean {
  return offerPriceCents(priceCents, percent) >= amountToCents(PLAN_PRICE_MIN);
}

/** True for a whole percentage the rules allow. */
export function isOfferPercent(percent: number): boolean {
  return Number.isInteger(percent) && percent >= OFFER_PERCENT_MIN && percent <= OFFER_PERCENT_MAX;
}

/** True when an offer made at `now` may end at `endsAt`: after now, at most OFFER_DAYS_MAX days on. */
export function isOfferEnd(endsAt: Date, now: Date): boolean {
  return endsAt.getTime() > now.getTime() && endsAt.getTime() <= now.getTime() + OFFER_DAYS_MAX * DAY_MS;
}

/** The rule codes the offer form reports as issue messages. */
export const OFFER_RULE_ERROR = {
  percent: 'rule.offer.percent',
  belowMinimum: 'rule.offer.belowMinimum',
  endsOn: 'rule.offer.endsOn',
} as const;

/** A local calendar date as the date input gives it (YYYY-MM-DD). */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The end of the local day `date` (YYYY-MM-DD): an offer that ends on a date lasts that whole day. */
export function endOfLocalDay(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 23, 59, 59);
}

/**
 * The offer form's schema for a plan of `priceCents` at `now`: a percentage within the bounds
 * that leaves a plan price, a scope, and an end date whose end of day is after now and at most
 * OFFER_DAYS_MAX days on.
 */
export function offerFormSchemaFor(priceCents: number, now: Date) {
  return z.object({
    percent: z.number().check(
      z.refine(isOfferPercent, { message: OFFER_RULE_ERROR.percent, abort: true }),
      z.refine((percent) => offerKeepsMinimum(priceCents, percent), OFFER_RULE_ERROR.belowMinimum),
    ),
    scope: z.enum(OFFER_SCOPES),
    ends_on: z
      .string()
      .check(
        z.refine(
          (date) => DATE_PATTERN.test(date) && isOfferEnd(endOfLocalDay(date), now),
          OFFER_RULE_ERROR.endsOn,
        ),
      ),
  });
}
export type OfferFormValues = z.infer<ReturnType<typeof offerFormSchemaFor>>;

/**
 * What a renewal of a subscription that keeps `percent` off every period costs when the plan costs
 * `priceCents` now (no percent: the plan price). A plan whose price the creator lowered after the
 * offer ended never renews below the lowest plan price because of it.
 */
export function renewalPriceCents(priceCents: number, percent: number | null): number {
  if (percent === null) return priceCents;
  return Math.max(offerPriceCents(priceCents, percent), Math.min(priceCents, amountToCents(PLAN_PRICE_MIN)));
}
