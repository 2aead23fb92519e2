/**
 * Query keys of the orders the payment dialog polls: one entry per order and per way it was paid
 * (the provider's page, `payment/checkOrderStatus`; a saved card, `payment/checkEmbedPay`).
 */
export const orderStatusKeys = {
  root: ['order-status'] as const,
  provider: (orderId: string) => [...orderStatusKeys.root, 'provider', orderId] as const,
  embedded: (orderId: string) => [...orderStatusKeys.root, 'embedded', orderId] as const,
};
