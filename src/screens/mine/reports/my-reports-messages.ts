import { defineMessage, defineMessages } from 'react-intl';
import type { ReportAction } from '../../../contract/rules/report-rules.ts';

/** The member's reports and what came of them (mine, settings, "My reports"). */
export const myReportsMessages = defineMessages({
  title: { id: 'myReports.title', defaultMessage: 'My reports' },
  intro: {
    id: 'myReports.intro',
    defaultMessage: 'The accounts and posts you reported, and what our team decided.',
  },
  empty: { id: 'myReports.empty', defaultMessage: 'You haven’t reported anything' },
  emptyHint: {
    id: 'myReports.emptyHint',
    defaultMessage: 'When you report an account or a post, you can follow it here.',
  },
  loadMoreFailed: { id: 'myReports.loadMoreFailed', defaultMessage: 'Couldn’t load more reports' },
  deletedAccount: { id: 'myReports.deletedAccount', defaultMessage: 'Deleted account' },
  post: defineMessage<{ title: string }>({ id: 'myReports.post', defaultMessage: 'Post: {title}' }),
  untitled: { id: 'myReports.untitled', defaultMessage: 'Untitled post' },
  reportedOn: defineMessage<{ date: Date }>({
    id: 'myReports.reportedOn',
    defaultMessage: 'Reported on {date, date, medium}',
  }),
  open: { id: 'myReports.status.open', defaultMessage: 'Under review' },
});

/** What the team did, as the reporter reads it. */
export const myReportOutcomeMessages: Record<
  ReportAction | 'resolved',
  ReturnType<typeof defineMessage>
> = defineMessages({
  dismiss: { id: 'myReports.outcome.dismiss', defaultMessage: 'Reviewed: no rule was broken' },
  warn: { id: 'myReports.outcome.warn', defaultMessage: 'Reviewed: the account was warned' },
  'hide-post': { id: 'myReports.outcome.hidePost', defaultMessage: 'Reviewed: the post was removed' },
  suspend: { id: 'myReports.outcome.suspend', defaultMessage: 'Reviewed: the account was suspended' },
  resolved: { id: 'myReports.outcome.resolved', defaultMessage: 'Reviewed: action was taken' },
});
