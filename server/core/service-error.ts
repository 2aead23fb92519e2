/** The typed error a service raises when a client broke a rule; the envelope answers it in the user's language. */
import type { MessageId, MessageValues } from '../i18n/messages.ts';

/** A rule a client broke, answered as `{status, msg}` in the user's language; never a 500. */
export class ServiceError extends Error {
  constructor(
    readonly messageId: MessageId,
    readonly values: MessageValues = {},
    /** Envelope status: 0 error, 422 session token expired. */
    readonly status: 0 | 422 = 0,
    /**
     * What the refusal carries besides `msg`, for an app that acts on it (a spending cap's
     * `{ refusal: 'spending_cap', … }`: docs/api.md); null for most.
     */
    readonly data: Record<string, unknown> | null = null,
  ) {
    super(messageId);
    this.name = 'ServiceError';
  }
}
