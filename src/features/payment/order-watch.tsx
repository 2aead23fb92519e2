import { useEffect, useEffectEvent } from 'react';
import { useEmbedPayStatus } from '../../api/check-embed-pay.ts';
import { useOrderStatus } from '../../api/check-order-status.ts';
import type { OrderStatusAnswer } from '../../contract/entities-money.ts';
import { PAYMENT_POLL_TIMEOUT_MS } from '../../contract/rules/money-rules.ts';

export interface OrderWatchProps {
  orderId: string;
  /** Paid with a saved card (payment/checkEmbedPay) rather than on the provider's page. */
  embedded: boolean;
  /** The order left pending: paid, failed, expired, cancelled (or refunded, disputed). */
  onSettled: (answer: OrderStatusAnswer) => void;
  /** Still pending 300000 ms after the watch began. */
  onTimeout: () => void;
}

/**
 * Watches one order while it is mounted (spec §4, §9): its status every 5 s, and the 300000 ms
 * limit. Unmounting it (settled, cancelled, timed out, dialog closed) stops both.
 */
export function OrderWatch({ orderId, embedded, onSettled, onTimeout }: OrderWatchProps) {
  const provider = useOrderStatus(orderId, !embedded);
  const card = useEmbedPayStatus(orderId, embedded);
  const answer = embedded ? card.data : provider.data;
  // The latest callbacks, so a re-render of the owner never restarts the 300 s.
  const settled = useEffectEvent((settledAnswer: OrderStatusAnswer) => onSettled(settledAnswer));
  const timedOut = useEffectEvent(() => onTimeout());

  useEffect(() => {
    if (answer && answer.status !== 'pending') settled(answer);
  }, [answer]);

  useEffect(() => {
    const timer = globalThis.setTimeout(() => timedOut(), PAYMENT_POLL_TIMEOUT_MS);
    return () => globalThis.clearTimeout(timer);
  }, [orderId]);

  return null;
}
