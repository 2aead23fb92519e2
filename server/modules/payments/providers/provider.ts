/**
 * What the server needs of a payment provider (docs/decisions.md, "Money"). The provider takes
 * money on its own page or from a saved card, saves cards, refunds; what became of any of it
 * reaches us only as a signed webhook event, which `verifyWebhook` checks and reads into a
 * `ProviderEvent`. `sandbox` (providers/sandbox) is the embedded one; `stripe` (providers/stripe)
 * takes real money.
 */
import type { PaymentProviderName } from '../../../../src/contract/enums.ts';
import type { Transaction } from '../../../db/client.ts';

/** The order as the provider is told of it. */
export interface ProviderOrder {
  /** Our order's public id, the merchant reference the provider's events carry back. */
  publicId: string;
  /** Our buyer (a saved card belongs to them at the provider); null once the account is deleted. */
  buyerId: number | null;
  amountCents: number;
  currency: string;
  /** What the page says is bought. */
  description: string;
  /** The pay way (PAYMENT_TYPE) the page offers. */
  paymentType: number;
  /** The buyer's language: the provider's page speaks it. */
  locale: string;
}

/** A payment started on the provider's page. */
export interface Checkout {
  /** The provider's id of it (a checkout session). */
  reference: string;
  /** Where the buyer pays, root-relative for the sandbox, absolute for a provider elsewhere. */
  url: string;
  /** Fields to POST to `url` instead of opening it (none for the sandbox). */
  postData?: Record<string, string>;
}

export interface CardSetupStart {
  publishableKey: string;
  clientSecret: string;
  /** Where the app confirms the card ('' when the provider's own library knows). */
  confirmUrl: string;
}

/** A saved card as the provider describes it: nothing beyond brand, last 4 digits and expiry. */
export interface ProviderCard {
  methodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/**
 * What a provider's event means to us. A payment succeeded, failed (with a reason code),
 * expired, was refunded or was disputed (a chargeback); or a card was saved for a customer.
 */
export type ProviderEvent =
  | {
      id: string;
      type: 'payment.succeeded';
      orderRef: string;
      reference: string;
      amountCents: number;
      currency: string;
    }
  | { id: string; type: 'payment.failed'; orderRef: string; reference: string; reason: string }
  | { id: string; type: 'payment.expired'; orderRef: string; reference: string }
  | {
      id: string;
      type: 'payment.refunded';
      orderRef: string;
      reference: string;
      amountCents: number;
      currency: string;
    }
  | {
      id: string;
      type: 'payment.disputed';
      orderRef: string;
      reference: string;
      amountCents: number;
      currency: string;
    }
  | { id: string; type: 'card.attached'; userId: number; card: ProviderCard };

export type ProviderEventType = ProviderEvent['type'];

/** Why a webhook was not accepted (answered 400; the provider may retry). */
export type WebhookRefusal = { refused: 'signature' | 'timestamp' | 'body' };

/**
 * A genuine event that means nothing to us (a partial refund, a type we do not use): answered 200
 * so the provider stops sending it, and not recorded.
 */
export type WebhookIgnored = { ignored: string };

/** How a saved card is charged: with the fan in the app (embedPay), or without them (a renewal). */
export interface ChargeOptions {
  offSession: boolean;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The payment types (PAYMENT_TYPE) this provider can take: the pay ways offered are those. */
  readonly paymentTypes: ReadonlySet<number>;
  /** Opens a payment of `order` on the provider's page, in the caller's database transaction. */
  createCheckout(tx: Transaction, order: ProviderOrder, at: Date): Promise<Checkout>;
  /**
   * Charges a saved card for `order`; the outcome arrives as an event. Answers the charge's id.
   * Asked again for the same order (a retry after a failure), it must not charge twice.
   */
  chargeSavedCard(
    tx: Transaction,
    order: ProviderOrder,
    methodId: string,
    at: Date,
    options: ChargeOptions,
  ): Promise<string>;
  /** Starts saving a card for one of our users; the card arrives as a `card.attached` event. */
  createCardSetup(tx: Transaction, userId: number, at: Date): Promise<CardSetupStart>;
  /** Forgets a saved card at the provider. */
  detachCard(tx: Transaction, methodId: string, at: Date): Promise<void>;
  /** Gives a paid order's money back; the outcome arrives as a `payment.refunded` event. */
  refund(tx: Transaction, order: { publicId: string; reference: string }, at: Date): Promise<void>;
  /** Checks a webhook's signature and freshness and reads its event. */
  verifyWebhook(
    rawBody: string,
    headers: Readonly<Record<string, string | string[] | undefined>>,
    at: Date,
  ): Promise<ProviderEvent | WebhookRefusal | WebhookIgnored>;
}
