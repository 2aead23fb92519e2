import { defineMessage, defineMessages } from 'react-intl';

/** mine-earn's messages (spec §2, §3). */
export const mineEarnMessages = defineMessages({
  title: { id: 'mineEarn.title', defaultMessage: 'Earnings' },
  period: { id: 'mineEarn.period', defaultMessage: 'Period' },
  from: { id: 'mineEarn.from', defaultMessage: 'From' },
  to: { id: 'mineEarn.to', defaultMessage: 'To' },
  dayCount: defineMessage<{ count: number }>({
    id: 'mineEarn.dayCount',
    defaultMessage: '{count, plural, one {# day} other {# days}}',
  }),
  rangeOrder: {
    id: 'mineEarn.rangeOrder',
    defaultMessage: 'The start date must be on or before the end date.',
  },
  rangeTooLong: defineMessage<{ count: number }>({
    id: 'mineEarn.rangeTooLong',
    defaultMessage: 'Choose a period of at most {count} days.',
  }),
  overall: { id: 'mineEarn.overall', defaultMessage: 'Overall performance' },
  perPost: { id: 'mineEarn.perPost', defaultMessage: 'Performance per post' },
  income: { id: 'mineEarn.stat.income', defaultMessage: 'Income' },
  views: { id: 'mineEarn.stat.views', defaultMessage: 'Post views' },
  clicks: { id: 'mineEarn.stat.clicks', defaultMessage: 'Page views' },
  buyers: { id: 'mineEarn.stat.buyers', defaultMessage: 'Paying fans' },
  subscriptions: { id: 'mineEarn.stat.subscriptions', defaultMessage: 'New subscriptions' },
  unsubscriptions: { id: 'mineEarn.stat.unsubscriptions', defaultMessage: 'Cancelled subscriptions' },
  noPosts: { id: 'mineEarn.noPosts', defaultMessage: 'No posts to measure yet' },
  noPostsHint: {
    id: 'mineEarn.noPostsHint',
    defaultMessage: 'Once you publish, each post’s views, likes and sales show here.',
  },
  sales: { id: 'mineEarn.sales', defaultMessage: 'Sales' },
  noSales: { id: 'mineEarn.noSales', defaultMessage: 'No sales yet' },
  noSalesHint: {
    id: 'mineEarn.noSalesHint',
    defaultMessage:
      'Each subscription, renewal, purchase and tip shows here with its fee and what you received.',
  },
  moreSales: { id: 'mineEarn.moreSales', defaultMessage: 'Show more sales' },
  statement: { id: 'mineEarn.statement', defaultMessage: 'Monthly statement' },
  statementHint: {
    id: 'mineEarn.statementHint',
    defaultMessage: 'Every entry of a month with its order, to print or download as CSV. Months are in UTC.',
  },
  statementMonth: { id: 'mineEarn.statementMonth', defaultMessage: 'Month' },
  openStatement: { id: 'mineEarn.openStatement', defaultMessage: 'Open statement' },
});
