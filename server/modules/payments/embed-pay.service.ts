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
import { placeOrder, type OrderContext, type OrderRequest } from './orders.service.ts';

export interface EmbedPayRequest extends Omit<OrderRequest, 'pay_type_id'> {
  type: number;
  user_payment_method_id: string;
}

export async function embedPay(order: OrderContext, input: EmbedPayRequest): Promise<{ order_id: string }> {
  const { deps, buyerId } = order;
  const card = await cardOf(deps.db, buyerId, input.user_payment_method_id).catch(() => {
    throw new ServiceError('info.invalidCard');
  });
  if (!canPayWith(card, deps.provider.name, deps.now())) throw new ServiceError('info.invalidCard');
  const kind = input.type === ORDER_TYPE.subscription ? 'subscription' : 'post';
  const placed = await placeOrder(
    order,
    kind,
    { ...input, pay_type_id: DEFAULT_PAY_TYPE_ID },
    { via: 'card', cardId: card.id, methodId: card.providerMethodId },
  );
  return { order_id: placed.publicId };
}
