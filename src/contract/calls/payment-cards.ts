import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { cardSetupSchema, savedCardSchema } from '../entities-money.ts';
import { text } from '../strings.ts';

const cardRequest = z.object({ payment_method_id: text().check(z.minLength(1), z.maxLength(128)) });

/**
 * Starts adding a card: a setup with the provider (refused with the card-limit message at 5
 * saved cards). The name is the spec's; it answers the sandbox's keys as well as Stripe's.
 */
export const getStripeKeyCall = defineCall({
  path: 'payment/getStripeKey',
  access: 'member',
  request: z.object({}),
  response: cardSetupSchema,
});

/** The caller's saved cards, the default first, and how many they may keep. */
export const getCardListCall = defineCall({
  path: 'payment/getCardList',
  access: 'member',
  request: z.object({}),
  response: z.object({ list: z.array(savedCardSchema), limit: z.int().check(z.positive()) }),
});

/** Removes a saved card; when it was the default, the newest remaining usable card becomes it. */
export const deleteCardCall = defineCall({
  path: 'payment/deleteCard',
  access: 'member',
  request: cardRequest,
  response: z.object({ list: z.array(savedCardSchema), limit: z.int().check(z.positive()) }),
});

/** Makes a saved card the default (refused for a banned card, info.invalidCard). */
export const bindDefaultCardCall = defineCall({
  path: 'payment/bindDefaultCard',
  access: 'member',
  request: cardRequest,
  response: z.object({ list: z.array(savedCardSchema), limit: z.int().check(z.positive()) }),
});
