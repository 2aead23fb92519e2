import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useBlockList } from '../../../api/get-block-list.ts';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { BlockedAccountRow } from '../../../components/molecules/blocked-account-row/blocked-account-row.tsx';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import { useBlockUserActions } from '../../../features/block-user/use-block-user-actions.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { mineBlockMessages as m } from './mine-block-messages.ts';

/**
 * mine/block (spec §2): the accounts the user blocked (`user/getBlockList`, latest first, ten at a
 * time) with Unblock (`user/blockUserEvent` 2). An unblocked account leaves the list once it is
 * asked again; a refusal says update-fail (spec §8) and the account stays.
 */
export function MineBlockScreen() {
  const intl = useIntl();
  const to = useLocalePath();
  const query = useBlockList();
  const { unblock, unblocking } = useBlockUserActions();
  // The row whose Unblock was pressed last: it shows the work in flight.
  const [pressed, setPressed] = useState<number | null>(null);
  return (
    <div className="mx-auto w-full max-w-[720px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar variant="page" className="mb-2" back={<BackButton />} title={intl.formatMessage(m.title)} />
      <p className="mb-5 text-sm text-ink-muted">{intl.formatMessage(m.intro)}</p>
      <PagedList
        query={query}
        skeletonRow={<Skeleton className="h-18 w-full rounded-card" />}
        empty={{ title: intl.formatMessage(m.empty), description: intl.formatMessage(m.emptyHint) }}
        loadMoreFailed={intl.formatMessage(m.loadMoreFailed)}
        rowKey={(account) => account.aff_blocked}
        renderRow={(account) => (
          <BlockedAccountRow
            account={account}
            href={to(`/${account.username}`)}
            unblocking={unblocking && pressed === account.aff_blocked}
            onUnblock={() => {
              setPressed(account.aff_blocked);
              unblock({ aff: account.aff_blocked, name: account.nickname || account.username });
            }}
          />
        )}
      />
    </div>
  );
}
