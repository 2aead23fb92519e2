import { defineMessage, defineMessages } from 'react-intl';

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

/** What the team did, as the reporter reads it (shared with the notification centre). */
export { reportOutcomeMessages as myReportOutcomeMessages } from '../../../components/messages/report-outcome-messages.ts';
