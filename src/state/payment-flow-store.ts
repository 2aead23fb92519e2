/**
 * The paying dialogs' state alone (see payment-flow.ts for what opens them): the root shell reads
 * it to know when to load the dialogs, and a first visit carries only these few lines, not the
 * actions (issue 8's budgets). UI state only.
 */
import { proxy } from 'valtio';

/** The creator paid: enough to order (aff), to link to their page and to show who it is. */
export interface PaymentCreator {
  aff: number;
  uuid: string;
  username: string;
  nickname: string;
  thumb: string;
}

/** A plan as the payment needs it: what is shown and what is charged. */
export interface PaymentPlan {
  id: number;
  name: string;
  price: number;
}

/** A pay-per-post post as the shop-buy and payment dialogs need it. */
export interface PaymentPost {
  id: number;
  title: string;
  price: number;
  /** Its blurred preview, shown in the shop-buy dialog ('' when there is none). */
  preview: string;
}

/** A tip as the fan chose it in the tip dialog (issue 25). */
export interface PaymentTip {
  amount: number;
  /** The fan's message, trimmed ('' for none). */
  message: string;
  /** Sent from the conversation with the creator: once paid, it appears there. */
  inChat: boolean;
}

/** A creator's paid chat message as the payment needs it (issue 25). */
export interface PaymentMessage {
  /** The message's server id. */
  id: number;
  price: number;
}

/** What one payment pays for. */
export type PaymentItem =
  | { kind: 'plan'; plan: PaymentPlan; creator: PaymentCreator }
  | { kind: 'post'; post: PaymentPost; creator: PaymentCreator }
  | { kind: 'tip'; tip: PaymentTip; creator: PaymentCreator }
  | { kind: 'message'; message: PaymentMessage; creator: PaymentCreator };

/** The tip dialog's subject: whom the fan tips, and whether from their conversation. */
export interface TipSubject {
  creator: PaymentCreator;
  inChat: boolean;
}

/** Where the buyer subscription dialog was opened from, and what it shows. */
export type BuyerPlansSource =
  { from: 'creator'; creator: PaymentCreator } | { from: 'post'; postId: number; creator: PaymentCreator };

export interface BuyerPlansState {
  source: BuyerPlansSource;
  /** The plan whose detail is shown; null shows the list (or the post's tabs). */
  planId: number | null;
  /** Opened straight on a plan's detail: then the detail has no back button (spec §4). */
  openedOnDetail: boolean;
}

export interface PaymentFlowState {
  buyer: BuyerPlansState | null;
  shopBuy: { post: PaymentPost; creator: PaymentCreator } | null;
  /**
   * The tip dialog (amount and message), before the payment dialog; absent until a first tip (not
   * in the initial state, which every first visit carries).
   */
  tip?: TipSubject | null;
  payment: PaymentItem | null;
  /** What was just paid for: the success dialog shows it. */
  success: PaymentItem | null;
  /**
   * Counts the payment dialog's openings: the dialog keys its attempt (and so its idempotency
   * key) on it, so every opening is a new attempt while a retry inside one keeps its key.
   */
  opening: number;
}

export const paymentFlow = proxy<PaymentFlowState>({
  buyer: null,
  shopBuy: null,
  payment: null,
  success: null,
  opening: 0,
});

/** True while any of the paying dialogs is open: the root shell mounts the feature for it. */
export function isPaymentFlowOpen(state: PaymentFlowState): boolean {
  // Each subject is an object or null: one truthiness test each (home's first visit carries this).
  return Boolean(state.buyer || state.shopBuy || state.tip || state.payment || state.success);
}
