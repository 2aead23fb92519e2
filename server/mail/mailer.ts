/**
 * Outgoing mail. Services ask for a message by template; the mailer renders it in the user's
 * language and either sends it over SMTP (`SMTP_URL`) or keeps it in the outbox table.
 */
import type { Locale } from '../../src/i18n/locale-resolution.ts';

/** Why a subscription was not renewed (an order's reason code; docs/decisions.md, "Renewals"). */
export const RENEWAL_FAILURES = [
  'card_declined',
  'declined',
  'no_card',
  'plan_unavailable',
  'price_raised',
  'spending_cap',
] as const;
export type RenewalFailure = (typeof RENEWAL_FAILURES)[number];

/** The messages the platform sends, with the values each one needs. */
export interface MailTemplates {
  /** A one-time code: purpose 5 signs in, 4 confirms a new email. */
  emailCode: { code: string; minutes: number; purpose: 4 | 5 };
  /** A subscription that was due to renew could not be: it ends at the end of its period. */
  renewalFailed: { plan: string; creator: string; reason: RenewalFailure };
  /** A free trial ends soon: the first charge's date and price, worded in the fan's language (docs/decisions/trials.md). */
  trialEnding: { plan: string; creator: string; date: string; price: string; cancelUrl: string };
  /**
   * A paid subscription renews in a few days (issue 26): what it will charge, when, and the link
   * that opens its cancel in the app.
   */
  renewalComing: { plan: string; creator: string; date: string; price: string; cancelUrl: string };
  /** The member's data export is ready (issue 26): until when, and the page it is downloaded from. */
  dataExportReady: { date: string; link: string };
  /**
   * Finance decided a creator's withdrawal: approved, paid out (with the payout's reference) or
   * failed (with the reason; the amount is back in the balance). `amount` in currency units.
   */
  withdrawalDecided: { amount: number; outcome: 'passed' | 'completed' | 'failed'; detail: string };
  /** An operator's answer to feedback: their words as typed, framed in the sender's language. */
  feedbackReply: { message: string };
  /** A reviewer approved the member's creator application. */
  creatorApproved: { nickname: string };
  /** A reviewer refused it, with the reason the member reads; they may apply again. */
  creatorRejected: { nickname: string; reason: string };
  /** An operator warned the member after reports about them, in the operator's words. */
  reportWarning: { reason: string };
  /** The member's report was decided; the app's "My reports" shows the outcome. */
  reportClosed: { name: string };
  /**
   * Someone signed in to the account from a device the member has not used lately (issue 26):
   * its browser and system ('' when unknown), its network, the time worded in the member's
   * language, and the address of the page that signs devices out.
   */
  newDeviceSignIn: { browser: string; os: string; network: string; time: string; link: string };
}

export type MailRequest = {
  [K in keyof MailTemplates]: { to: string; locale: Locale; template: K; values: MailTemplates[K] };
}[keyof MailTemplates];

export interface Mailer {
  /** Resolves once the message is accepted by the SMTP server or stored in the outbox. */
  send(request: MailRequest): Promise<void>;
  close(): Promise<void>;
}
