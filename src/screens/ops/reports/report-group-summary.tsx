import { useIntl } from 'react-intl';
import { Avatar } from '../../../components/atoms/avatar/avatar.tsx';
import { RelativeTime } from '../../../components/atoms/relative-time/relative-time.tsx';
import type { ReportGroupSummary as Summary } from '../../../contract/calls/ops-reports.ts';
import { opsReportsMessages as m } from './ops-reports-messages.ts';

/** What a group is about, as its heading: the post's title, or the account's name. */
export function useTargetName(): (group: Pick<Summary, 'target' | 'member' | 'post_title'>) => string {
  const intl = useIntl();
  return (group) =>
    group.target.type === 'post'
      ? group.post_title || intl.formatMessage(m.untitled)
      : intl.formatMessage(m.accountTarget, { username: group.member.username });
}

/**
 * One target in the queue: the post or account, whose it is, how many reports wait and since
 * when, their reasons, and how many were closed before. A button: it opens the target beside the list.
 */
export function ReportGroupSummary({
  group,
  selected,
  onOpen,
}: {
  group: Summary;
  selected: boolean;
  onOpen: () => void;
}) {
  const intl = useIntl();
  const targetName = useTargetName();
  const name = group.member.nickname || group.member.username;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      className={`flex w-full min-w-0 flex-col gap-1.5 rounded-card p-4 text-start ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
        selected ? 'bg-brand-50 ring-brand-600' : 'bg-surface ring-line hover:bg-surface-muted'
      }`}
    >
      <span className="flex items-center justify-between gap-2 text-sm">
        <span dir="auto" className="min-w-0 truncate font-semibold text-ink">
          {targetName(group)}
        </span>
        <span className="shrink-0 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
          {intl.formatMessage(m.count, { count: group.count })}
        </span>
      </span>
      <span className="flex min-w-0 items-center gap-2 text-sm text-ink-muted">
        <Avatar src={group.member.thumb} name={name} decorative size={24} />
        <span dir="auto" className="truncate">
          {name}
        </span>
      </span>
      <span dir="auto" className="line-clamp-2 text-sm break-words text-ink">
        {group.reasons.join(' · ')}
      </span>
      <span className="flex flex-wrap gap-x-3 text-sm text-ink-muted">
        <span>
          {intl.formatMessage(m.waiting, {
            time: <RelativeTime key="time" value={new Date(group.oldest_at)} />,
          })}
        </span>
        {group.earlier_closed > 0 ? (
          <span>{intl.formatMessage(m.earlier, { count: group.earlier_closed })}</span>
        ) : null}
      </span>
    </button>
  );
}

/** The placeholder of a summary while the first page loads. */
export function ReportGroupSummarySkeleton() {
  return <div className="h-28 animate-pulse rounded-card bg-surface-sunken" />;
}
