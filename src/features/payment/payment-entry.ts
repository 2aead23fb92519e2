/**
 * A one-line stepping stone to the paying dialogs' chunk. The app shell imports this module, not
 * the dialogs: Vite lists a dynamic import's whole dependency graph beside the call for
 * preloading, and the dialogs' list (the query client, Headless UI, the payment calls) would weigh
 * on every first visit.
 */
export const loadPaymentFlowDialogs = () =>
  import('./payment-flow-dialogs.tsx').then((module) => module.PaymentFlowDialogs);
