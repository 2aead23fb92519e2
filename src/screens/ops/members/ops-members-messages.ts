import { defineMessage, defineMessages } from 'react-intl';

/** The console's members page. */
export const opsMembersMessages = defineMessages({
  search: { id: 'ops.members.search', defaultMessage: 'Account name or email' },
  searchHint: { id: 'ops.members.searchHint', defaultMessage: 'The start of either, in any case.' },
  find: { id: 'ops.members.find', defaultMessage: 'Find' },
  empty: { id: 'ops.members.empty', defaultMessage: 'No member’s account name or email starts with that.' },
  pickOne: { id: 'ops.members.pickOne', defaultMessage: 'Open a member from the list to see what they did.' },
  back: { id: 'ops.members.back', defaultMessage: 'Back to the list' },
  fan: { id: 'ops.members.role.fan', defaultMessage: 'Fan' },
  creator: { id: 'ops.members.role.creator', defaultMessage: 'Creator' },
  joined: defineMessage<{ date: string }>({ id: 'ops.members.joined', defaultMessage: 'Joined {date}' }),
  counts: defineMessage<{ postCount: number; orderCount: number; subscriptionCount: number }>({
    id: 'ops.members.counts',
    defaultMessage:
      '{postCount, plural, one {# post} other {# posts}} · {orderCount, plural, one {# order} other {# orders}} · {subscriptionCount, plural, one {# subscription} other {# subscriptions}}',
  }),
  suspendedUntil: defineMessage<{ date: string }>({
    id: 'ops.members.suspendedUntil',
    defaultMessage: 'Suspended until {date}',
  }),
  suspendedForGood: { id: 'ops.members.suspendedForGood', defaultMessage: 'Suspended for good' },
  suspensionReason: defineMessage<{ reason: string }>({
    id: 'ops.members.suspensionReason',
    defaultMessage: 'Why: {reason}',
  }),
  balance: { id: 'ops.members.balance', defaultMessage: 'Balance' },
  records: { id: 'ops.members.records', defaultMessage: 'What the member did' },
  tabPosts: { id: 'ops.members.tab.posts', defaultMessage: 'Posts' },
  tabOrders: { id: 'ops.members.tab.orders', defaultMessage: 'Orders' },
  tabSubscriptions: { id: 'ops.members.tab.subscriptions', defaultMessage: 'Subscriptions' },
  tabLedger: { id: 'ops.members.tab.ledger', defaultMessage: 'Ledger' },
  tabReportsMade: { id: 'ops.members.tab.reportsMade', defaultMessage: 'Reports made' },
  tabReportsReceived: { id: 'ops.members.tab.reportsReceived', defaultMessage: 'Reports received' },
  noRecords: { id: 'ops.members.noRecords', defaultMessage: 'Nothing here.' },
  subscriptionUntil: defineMessage<{ creator: string; date: string }>({
    id: 'ops.members.subscriptionUntil',
    defaultMessage: '@{creator}, paid until {date}',
  }),
  cancelled: { id: 'ops.members.cancelled', defaultMessage: 'Cancelled' },
  reportAbout: defineMessage<{ name: string }>({
    id: 'ops.members.reportAbout',
    defaultMessage: 'About @{name}',
  }),
  reportBy: defineMessage<{ name: string }>({ id: 'ops.members.reportBy', defaultMessage: 'By @{name}' }),
  deletedAccount: { id: 'ops.members.deletedAccount', defaultMessage: 'A deleted account' },
  orderFrom: defineMessage<{ creator: string }>({
    id: 'ops.members.orderFrom',
    defaultMessage: 'From @{creator}',
  }),
  suspendTitle: { id: 'ops.members.suspendTitle', defaultMessage: 'Suspend' },
  suspendHint: {
    id: 'ops.members.suspendHint',
    defaultMessage:
      'They are logged out at once, cannot log in, and nobody sees their page, posts or comments.',
  },
  duration: { id: 'ops.members.duration', defaultMessage: 'For how long' },
  days: defineMessage<{ days: number }>({
    id: 'ops.members.days',
    defaultMessage: '{days, plural, one {# day} other {# days}}',
  }),
  forGood: { id: 'ops.members.forGood', defaultMessage: 'For good' },
  reason: { id: 'ops.members.reason', defaultMessage: 'Reason' },
  reasonHint: {
    id: 'ops.members.reasonHint',
    defaultMessage: 'Kept in the audit log; the member reads a suspension’s reason.',
  },
  reasonRequired: { id: 'ops.members.reasonRequired', defaultMessage: 'Give the reason.' },
  reasonTooLong: defineMessage<{ max: number }>({
    id: 'ops.members.reasonTooLong',
    defaultMessage: 'Use at most {max} characters.',
  }),
  suspend: { id: 'ops.members.suspend', defaultMessage: 'Suspend the member' },
  suspended: { id: 'ops.members.suspended', defaultMessage: 'The member is suspended.' },
  liftTitle: { id: 'ops.members.liftTitle', defaultMessage: 'Lift the suspension' },
  lift: { id: 'ops.members.lift', defaultMessage: 'Lift it now' },
  lifted: { id: 'ops.members.lifted', defaultMessage: 'The suspension is lifted.' },
  refund: { id: 'ops.members.refund', defaultMessage: 'Refund' },
  refundReason: defineMessage<{ item: string }>({
    id: 'ops.members.refundReason',
    defaultMessage: 'Why refund {item}',
  }),
  refundOrder: defineMessage<{ item: string }>({
    id: 'ops.members.refundOrder',
    defaultMessage: 'Refund {item}',
  }),
  refundConfirm: { id: 'ops.members.refundConfirm', defaultMessage: 'Ask the provider to refund' },
  refundCancel: { id: 'ops.members.refundCancel', defaultMessage: 'Keep the order' },
  refundAsked: {
    id: 'ops.members.refundAsked',
    defaultMessage:
      'Refund asked. The order turns refunded, and its access ends, once the provider confirms.',
  },
});

/** An order's status as the orders tab names it. */
export const orderStatusMessages = defineMessages({
  pending: { id: 'ops.members.order.pending', defaultMessage: 'Pending' },
  paid: { id: 'ops.members.order.paid', defaultMessage: 'Paid' },
  failed: { id: 'ops.members.order.failed', defaultMessage: 'Failed' },
  expired: { id: 'ops.members.order.expired', defaultMessage: 'Expired' },
  cancelled: { id: 'ops.members.order.cancelled', defaultMessage: 'Cancelled' },
  refunded: { id: 'ops.members.order.refunded', defaultMessage: 'Refunded' },
  disputed: { id: 'ops.members.order.disputed', defaultMessage: 'Disputed' },
});

/** A post's review status as the posts tab names it. */
export const postStatusMessages = defineMessages({
  review: { id: 'ops.members.post.review', defaultMessage: 'In review' },
  published: { id: 'ops.members.post.published', defaultMessage: 'Published' },
  approved: { id: 'ops.members.post.approved', defaultMessage: 'Approved' },
  rejected: { id: 'ops.members.post.rejected', defaultMessage: 'Rejected' },
  processing: { id: 'ops.members.post.processing', defaultMessage: 'Video processing' },
  failed: { id: 'ops.members.post.failed', defaultMessage: 'Video failed' },
});
