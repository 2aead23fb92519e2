import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ApiError } from '../../api/errors.ts';
import { useFanListMembers, useRemoveFanListMember } from '../../api/fan-lists.ts';
import { Avatar } from '../../components/atoms/avatar/avatar.tsx';
import { Button } from '../../components/atoms/button/button.tsx';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import type { FanList, FanListMember } from '../../contract/entities-fan-lists.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { showPopup } from '../../state/popup.ts';
import { fanListsMessages as m } from './fan-lists-messages.ts';

/** One fan on the list: their picture and name (to the conversation with them), when added, and Remove. */
function MemberRow({ list, fan }: { list: FanList; fan: FanListMember }) {
  const intl = useIntl();
  const to = useLocalePath();
  const remove = useRemoveFanListMember(list.id);
  const name = fan.nickname || fan.username;
  const takeOff = () =>
    remove.mutate(fan.uuid, {
      onSuccess: () => showPopup(intl.formatMessage(m.removed, { name })),
      onError: (error) =>
        showPopup(
          intl.formatMessage(m.removeFailed, {
            reason: error instanceof ApiError && error.message ? error.message : intl.formatMessage(m.failed),
          }),
          { variant: 'failure' },
        ),
    });
  return (
    <li className="flex items-center gap-3 py-2">
      <Avatar src={fan.thumb} name={name} decorative size={32} />
      <span className="flex min-w-0 flex-1 flex-col">
        <Link
          to={to(`/message/${fan.uuid}`)}
          className="truncate text-sm font-medium text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <bdi>{name}</bdi>
        </Link>
        <span className="text-xs text-ink-muted">
          {intl.formatMessage(m.addedOn, {
            date: intl.formatDate(fan.added_ts * 1000, { dateStyle: 'medium' }),
          })}
        </span>
      </span>
      <Button
        variant="ghost"
        size="sm"
        loading={remove.isPending}
        aria-label={intl.formatMessage(m.removeFan, { name, list: list.name })}
        onClick={takeOff}
      >
        {intl.formatMessage(m.remove)}
      </Button>
    </li>
  );
}

/**
 * The fans on one of the creator's lists (issue 25), the latest added first, ten at a time with
 * "Show more": each opens the conversation with them and can be taken off the list here (they are
 * added from that conversation).
 */
export function FanListMembers({ list }: { list: FanList }) {
  const intl = useIntl();
  const members = useFanListMembers(list.id);
  if (members.isPending) return <Skeleton className="h-12 w-full rounded-card" />;
  if (members.isError)
    return (
      <div className="flex flex-col items-start gap-2">
        <p role="alert" className="text-sm text-ink">
          {intl.formatMessage(m.membersFailed)}
        </p>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void members.refetch()}
          loading={members.isFetching}
        >
          {intl.formatMessage(m.retry)}
        </Button>
      </div>
    );
  const fans = members.data.pages.flatMap((page) => page.list);
  if (fans.length === 0) return <p className="text-sm text-ink-muted">{intl.formatMessage(m.noMembers)}</p>;
  return (
    <div className="flex flex-col gap-1">
      <ul className="flex flex-col divide-y divide-line">
        {fans.map((fan) => (
          <MemberRow key={fan.uuid} list={list} fan={fan} />
        ))}
      </ul>
      {members.hasNextPage ? (
        <Button
          size="sm"
          variant="secondary"
          className="self-start"
          loading={members.isFetchingNextPage}
          onClick={() => void members.fetchNextPage()}
        >
          {intl.formatMessage(m.showMore)}
        </Button>
      ) : null}
    </div>
  );
}
