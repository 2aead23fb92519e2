import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCancelMassMessage } from '../../../api/cancel-mass-message.ts';
import { useMassMessages } from '../../../api/get-mass-messages.ts';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { MassMessageRow } from '../../../components/molecules/mass-message-row/mass-message-row.tsx';
import { PagedList } from '../../../components/organisms/paged-list/paged-list.tsx';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import type { MassMessage } from '../../../contract/entities-mass-messages.ts';
import { openDialog } from '../../../state/dialogs.ts';
import { showPopup } from '../../../state/popup.ts';
import { MassMessageComposer } from './mass-message-composer.tsx';
import { massMessagesMessages as m } from './mass-messages-messages.ts';

// The fan lists' manager (its forms and dialogs) loads when the creator opens it from the composer.
const FanListsManager = lazy(() =>
  import('../../../features/fan-lists/fan-lists-manager.tsx').then((module) => ({
    default: module.FanListsManager,
  })),
);

/** Asks before cancelling a scheduled one; a refusal (it started going out) stays in the dialog. */
function useConfirmCancel(): (message: MassMessage) => void {
  const intl = useIntl();
  const cancel = useCancelMassMessage();
  return (message) =>
    openDialog({
      kind: 'confirm',
      tone: 'danger',
      title: intl.formatMessage(m.cancelTitle),
      message: intl.formatMessage(m.cancelMessage),
      confirmLabel: intl.formatMessage(m.cancelConfirm),
      cancelLabel: intl.formatMessage(m.keep),
      action: async () => {
        try {
          await cancel.mutateAsync(message.id);
        } catch (error) {
          return error instanceof Error && error.message ? error.message : intl.formatMessage(m.failed);
        }
        showPopup(intl.formatMessage(m.cancelledPopup));
        return true;
      },
    });
}

export interface MassMessagesScreenProps {
  /** The present the composer checks a scheduled time against (stories fix it). */
  now?: Date;
}

/**
 * mine/mass-messages (issue 25; docs/decisions/mass-messages.md): the creator's composer (audience
 * with its live count, text, pictures and a price, now or later), the fan lists' manager it opens
 * (docs/decisions/fan-lists.md), and their mass messages newest
 * first, each with its state, delivered of addressed fans and, while scheduled, "Cancel sending";
 * how many more they may send in the 24-hour window.
 */
export function MassMessagesScreen({ now }: MassMessagesScreenProps) {
  const intl = useIntl();
  const query = useMassMessages();
  const confirmCancel = useConfirmCancel();
  const [managingLists, setManagingLists] = useState(false);
  const firstPage = query.data?.pages[0];
  return (
    <div className="mx-auto flex w-full max-w-[720px] flex-col gap-6 px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar variant="page" back={<BackButton />} title={intl.formatMessage(m.title)} />
      <p className="text-sm text-ink-muted">{intl.formatMessage(m.intro)}</p>
      <section aria-labelledby="mass-messages-compose" className="flex flex-col gap-3">
        <h2 id="mass-messages-compose" className="text-lg font-bold text-ink">
          {intl.formatMessage(m.composeTitle)}
        </h2>
        {firstPage ? (
          <p
            className={`text-sm ${firstPage.remaining_today === 0 ? 'font-medium text-red-700' : 'text-ink-muted'}`}
          >
            {intl.formatMessage(m.remaining, {
              remaining: firstPage.remaining_today,
              max: firstPage.max_per_day,
            })}
          </p>
        ) : null}
        <MassMessageComposer
          {...(now ? { now } : {})}
          limitReached={firstPage !== undefined && firstPage.remaining_today === 0}
          managingLists={managingLists}
          onManageLists={() => setManagingLists((was) => !was)}
        />
      </section>
      {managingLists ? (
        <div id="mass-messages-fan-lists">
          <Suspense fallback={null}>
            <FanListsManager headingLevel={2} focusOnOpen className="rounded-card p-4 ring-1 ring-line/60" />
          </Suspense>
        </div>
      ) : null}
      <section aria-labelledby="mass-messages-list" className="flex flex-col gap-3">
        <h2 id="mass-messages-list" className="text-lg font-bold text-ink">
          {intl.formatMessage(m.listTitle)}
        </h2>
        <PagedList
          query={query}
          skeletonRow={<Skeleton className="h-32 w-full rounded-card" />}
          empty={{ title: intl.formatMessage(m.empty), description: intl.formatMessage(m.emptyHint) }}
          moreLabel={intl.formatMessage(m.more)}
          rowKey={(message) => message.id}
          renderRow={(message) => (
            <MassMessageRow message={message} onCancel={() => confirmCancel(message)} />
          )}
        />
      </section>
    </div>
  );
}
