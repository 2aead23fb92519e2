import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ReportAction } from '../../contract/rules/report-rules.ts';

/**
 * What the team did about a report, as the reporter reads it: in mine/reports, and in the
 * notification centre when the decision comes (issue 25).
 */
export const reportOutcomeMessages: Record<ReportAction | 'resolved', MessageDescriptor> = defineMessages({
  dismiss: { id: 'myReports.outcome.dismiss', defaultMessage: 'Reviewed: no rule was broken' },
  warn: { id: 'myReports.outcome.warn', defaultMessage: 'Reviewed: the account was warned' },
  'hide-post': { id: 'myReports.outcome.hidePost', defaultMessage: 'Reviewed: the post was removed' },
  suspend: { id: 'myReports.outcome.suspend', defaultMessage: 'Reviewed: the account was suspended' },
  resolved: { id: 'myReports.outcome.resolved', defaultMessage: 'Reviewed: action was taken' },
});
