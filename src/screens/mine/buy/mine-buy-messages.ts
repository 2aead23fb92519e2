import { defineMessage, defineMessages } from 'react-intl';

/** mine-buy's messages (spec §2, §4, §8). */
export const mineBuyMessages = defineMessages({
  title: { id: 'mineBuy.title', defaultMessage: 'Purchases' },
  tabs: { id: 'mineBuy.tabs', defaultMessage: 'Purchase history' },
  transactions: { id: 'mineBuy.tab.transactions', defaultMessage: 'Transactions' },
  subscriptions: { id: 'mineBuy.tab.subscriptions', defaultMessage: 'Subscriptions' },
  purchased: { id: 'mineBuy.tab.purchased', defaultMessage: 'Purchased posts' },
  noTransactions: { id: 'mineBuy.empty.transactions', defaultMessage: 'No payments yet' },
  noTransactionsHint: {
    id: 'mineBuy.empty.transactionsHint',
    defaultMessage: 'Subscriptions and posts you pay for are listed here.',
  },
  noSubscriptions: { id: 'mineBuy.empty.subscriptions', defaultMessage: 'No subscriptions yet' },
  noSubscriptionsHint: {
    id: 'mineBuy.empty.subscriptionsHint',
    defaultMessage: 'Subscribe to a creator’s plan to see all of their posts.',
  },
  noPurchased: { id: 'mineBuy.empty.purchased', defaultMessage: 'No purchased posts yet' },
  noPurchasedHint: {
    id: 'mineBuy.empty.purchasedHint',
    defaultMessage: 'Posts you buy one by one stay here for good.',
  },
  active: { id: 'mineBuy.section.active', defaultMessage: 'Active' },
  ended: { id: 'mineBuy.section.ended', defaultMessage: 'Ended' },
  cancelTitle: defineMessage<{ plan: string }>({
    id: 'mineBuy.cancel.title',
    defaultMessage: 'Cancel {plan}?',
  }),
  cancelMessage: defineMessage<{ date: string }>({
    id: 'mineBuy.cancel.message',
    defaultMessage: 'It will not renew. You keep access until {date}, and can restore it before then.',
  }),
  cancelConfirm: { id: 'mineBuy.cancel.confirm', defaultMessage: 'Cancel subscription' },
  keep: { id: 'mineBuy.cancel.keep', defaultMessage: 'Keep it' },
  cancelled: { id: 'mineBuy.cancelled', defaultMessage: 'Subscription cancelled' },
  restored: { id: 'mineBuy.restored', defaultMessage: 'Subscription restored: it renews again' },
  restoreFailed: defineMessage<{ reason: string }>({
    id: 'mineBuy.restoreFailed',
    defaultMessage: 'Couldn’t restore the subscription: {reason}',
  }),
  resubscribeFailed: defineMessage<{ reason: string }>({
    id: 'mineBuy.resubscribeFailed',
    defaultMessage: 'Couldn’t re-subscribe: {reason}',
  }),
  advanceFailed: defineMessage<{ reason: string }>({
    id: 'mineBuy.advanceFailed',
    defaultMessage: 'Couldn’t subscribe in advance: {reason}',
  }),
  planGone: { id: 'mineBuy.planGone', defaultMessage: 'This plan is no longer on sale.' },
});
