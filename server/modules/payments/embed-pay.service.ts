/**
 * Paying with a saved card without leaving the app (`payment/embedPay`): the card must be one of
 * the caller's, neither banned nor expired, and saved with the provider in use (else
 * info.invalidCard); the order is the same as on the provider's page, paid by the credit card way
 * (78), and the provider charges the card with the fan present (on session).
 */
import { DEFAULT_PAY_TYPE_ID, ORDER_TYPE } from '../../../src/contract/enums.ts';
import { ServiceError } from '../../core/service-error.ts';
import { canPayWith } from './card-charges.service.ts';
import { cardOf } from './cards.service.ts';
import {
  catalogueItem,
  placeOrder,
  type OrderContext,
  type OrderRequest,
  type PaymentRoute,
} from './orders.service.ts';

export interface EmbedPayRequest extends Omit<OrderRequest, 'pay_type_id'> {
  type: number;
  user_payment_method_id: string;
}

/** The caller's saved card that can pay now, as a payment route; else info.invalidCard. */
export async function savedCardRoute(order: OrderContext, cardId: string): Promise<PaymentRoute> {
  const { deps, buyerId } = order;
  const card = await cardOf(deps.db, buyerId, cardId).catch(() => {
    throw new ServiceError('info.invalidCard');
  });
  if (!canPayWith(card, deps.provider.name, deps.now())) throw new ServiceError('info.invalidCard');
  return { via: 'card', cardId: card.id, methodId: card.providerMethodId };
}

export async function embedPay(order: OrderContext, input: EmbedPayRequest): Promise<{ order_id: string }> {
  const { buyerId } = order;
  const route = await savedCardRoute(order, input.user_payment_method_id);
  const kind = input.type === ORDER_TYPE.subscription ? 'subscription' : 'post';
  const request = { ...input, pay_type_id: DEFAULT_PAY_TYPE_ID };
  const placed = await placeOrder(order, catalogueItem(kind, buyerId, request), request, route);
  return { order_id: placed.publicId };
}
