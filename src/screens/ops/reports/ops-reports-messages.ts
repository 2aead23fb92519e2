import { defineMessage, defineMessages, type MessageValue } from 'react-intl';
import type { ReportAction } from '../../../contract/rules/report-rules.ts';

/** The console's reports queue. */
export const opsReportsMessages = defineMessages({
  empty: { id: 'ops.reports.empty', defaultMessage: 'No open reports. Nothing waits.' },
  pickOne: {
    id: 'ops.reports.pickOne',
    defaultMessage: 'Open a post or account from the list to read its reports and decide.',
  },
  back: { id: 'ops.reports.back', defaultMessage: 'Back to the list' },
  accountTarget: defineMessage<{ username: string }>({
    id: 'ops.reports.accountTarget',
    defaultMessage: 'Account @{username}',
  }),
  untitled: { id: 'ops.reports.untitled', defaultMessage: 'Untitled post' },
  count: defineMessage<{ count: number }>({
    id: 'ops.reports.count',
    defaultMessage: '{count, plural, one {# report} other {# reports}}',
  }),
  earlier: defineMessage<{ count: number }>({
    id: 'ops.reports.earlier',
    defaultMessage: '{count, plural, one {# earlier report closed} other {# earlier reports closed}}',
  }),
  waiting: defineMessage<{ time: MessageValue }>({
    id: 'ops.reports.waiting',
    defaultMessage: 'Oldest {time}',
  }),
  suspendedUntil: defineMessage<{ date: Date }>({
    id: 'ops.reports.suspendedUntil',
    defaultMessage: 'Suspended until {date, date, long}',
  }),
  suspendedForGood: { id: 'ops.reports.suspendedForGood', defaultMessage: 'Suspended for good' },
  postTitle: { id: 'ops.reports.postTitle', defaultMessage: 'The reported post' },
  accountTitle: { id: 'ops.reports.accountTitle', defaultMessage: 'The reported account' },
  noMedia: { id: 'ops.reports.noMedia', defaultMessage: 'This post has no pictures or video.' },
  postHidden: { id: 'ops.reports.postHidden', defaultMessage: 'Hidden: fans no longer see this post.' },
  noBio: { id: 'ops.reports.noBio', defaultMessage: 'No bio.' },
  reportsTitle: defineMessage<{ count: number }>({
    id: 'ops.reports.reportsTitle',
    defaultMessage: 'Every report ({count})',
  }),
  reportedBy: defineMessage<{ name: string }>({
    id: 'ops.reports.reportedBy',
    defaultMessage: 'Reported by {name}',
  }),
  deletedReporter: { id: 'ops.reports.deletedReporter', defaultMessage: 'a deleted account' },
  language: defineMessage<{ language: string }>({
    id: 'ops.reports.language',
    defaultMessage: 'Written in {language}',
  }),
  open: { id: 'ops.reports.status.open', defaultMessage: 'Open' },
  outcome: defineMessage<{ action: string; note: string }>({
    id: 'ops.reports.outcome',
    defaultMessage: '{action}: {note}',
  }),
  decisionTitle: { id: 'ops.reports.decisionTitle', defaultMessage: 'Decide on the open reports' },
  decisionHint: {
    id: 'ops.reports.decisionHint',
    defaultMessage:
      'The decision closes every open report of this post or account. Reporters see the outcome.',
  },
  action: { id: 'ops.reports.action', defaultMessage: 'Action' },
  reason: { id: 'ops.reports.reason', defaultMessage: 'Reason' },
  reasonHint: defineMessage<{ max: number }>({
    id: 'ops.reports.reasonHint',
    defaultMessage:
      'Kept in the audit log. A warning mails it to the member; a suspension shows it when they log in. Up to {max} characters.',
  }),
  reasonRequired: { id: 'ops.reports.reasonRequired', defaultMessage: 'Write the reason first.' },
  reasonTooLong: defineMessage<{ max: number }>({
    id: 'ops.reports.reasonTooLong',
    defaultMessage: 'The reason can be at most {max} characters.',
  }),
  days: { id: 'ops.reports.days', defaultMessage: 'Days' },
  daysHint: defineMessage<{ max: number }>({
    id: 'ops.reports.daysHint',
    defaultMessage: 'From 1 to {max} days; it ends by itself.',
  }),
  forGood: { id: 'ops.reports.forGood', defaultMessage: 'For good' },
  daysRequired: {
    id: 'ops.reports.daysRequired',
    defaultMessage: 'Choose how many days, or for good.',
  },
  daysRange: defineMessage<{ max: number }>({
    id: 'ops.reports.daysRange',
    defaultMessage: 'Choose from 1 to {max} days.',
  }),
  submit: { id: 'ops.reports.submit', defaultMessage: 'Decide' },
  decided: defineMessage<{ count: number }>({
    id: 'ops.reports.decided',
    defaultMessage: '{count, plural, one {# report closed.} other {# reports closed.}}',
  }),
});

/** What each action is called in the console. */
export const reportActionMessages: Record<ReportAction, ReturnType<typeof defineMessage>> = defineMessages({
  dismiss: { id: 'ops.reports.action.dismiss', defaultMessage: 'Dismiss: nothing against the rules' },
  warn: { id: 'ops.reports.action.warn', defaultMessage: 'Warn the member by email' },
  'hide-post': { id: 'ops.reports.action.hidePost', defaultMessage: 'Hide the post' },
  suspend: { id: 'ops.reports.action.suspend', defaultMessage: 'Suspend the account' },
});

/** A closed report's outcome, short, in the list of reports. */
export const reportOutcomeMessages: Record<
  ReportAction | 'resolved',
  ReturnType<typeof defineMessage>
> = defineMessages({
  dismiss: { id: 'ops.reports.outcome.dismiss', defaultMessage: 'Dismissed' },
  warn: { id: 'ops.reports.outcome.warn', defaultMessage: 'Member warned' },
  'hide-post': { id: 'ops.reports.outcome.hidePost', defaultMessage: 'Post hidden' },
  suspend: { id: 'ops.reports.outcome.suspend', defaultMessage: 'Account suspended' },
  resolved: { id: 'ops.reports.outcome.resolved', defaultMessage: 'Resolved' },
});
