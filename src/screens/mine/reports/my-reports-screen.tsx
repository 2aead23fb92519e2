import { useIntl } from 'react-intl';
import { useMyReports } from '../../../api/my-reports.ts';
import { Avatar } from '../../../components/atoms/avatar/avatar.tsx';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import type { MyReport } from '../../../contract/calls/user-my-reports.ts';
import { myReportOutcomeMessages, myReportsMessages as m } from './my-reports-messages.ts';

/** One report: whom (and which post), the reason, when, and where it stands. */
function MyReportRow({ report }: { report: MyReport }) {
  const intl = useIntl();
  const name = report.member
    ? report.member.nickname || report.member.username
    : intl.formatMessage(m.deletedAccount);
  const open = report.status === 'open';
  return (
    <div className="flex items-start gap-3 rounded-card p-4 ring-1 ring-line">
      <Avatar src={report.member?.thumb} name={name} decorative size={40} />
      <div className="flex min-w-0 flex-col gap-1">
        <span dir="auto" className="truncate font-semibold text-ink">
          {name}
        </span>
        {report.post ? (
          <span dir="auto" className="truncate text-sm text-ink-muted">
            {intl.formatMessage(m.post, { title: report.post.title || intl.formatMessage(m.untitled) })}
          </span>
        ) : null}
        <span className="text-sm text-ink">{report.reason}</span>
        <span className="text-sm text-ink-muted">
          {intl.formatMessage(m.reportedOn, { date: new Date(report.created_at) })}
        </span>
        <span
          className={`w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${
            open ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-800'
          }`}
        >
          {open
            ? intl.formatMessage(m.open)
            : intl.formatMessage(myReportOutcomeMessages[report.action || 'resolved'])}
        </span>
      </div>
    </div>
  );
}

/**
 * mine/reports (issue 23): the member's reports, the newest first (`user/myReports`), each with
 * where it stands: under review, or what the team decided, in the member's language.
 */
export function MyReportsScreen() {
  const intl = useIntl();
  const query = useMyReports();
  return (
    <div className="mx-auto w-full max-w-[720px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar variant="page" className="mb-2" back={<BackButton />} title={intl.formatMessage(m.title)} />
      <p className="mb-5 text-sm text-ink-muted">{intl.formatMessage(m.intro)}</p>
      <PagedList
        query={query}
        skeletonRow={<Skeleton className="h-28 w-full rounded-card" />}
        empty={{ title: intl.formatMessage(m.empty), description: intl.formatMessage(m.emptyHint) }}
        loadMoreFailed={intl.formatMessage(m.loadMoreFailed)}
        rowKey={(report) => report.id}
        renderRow={(report) => <MyReportRow report={report} />}
      />
    </div>
  );
}
