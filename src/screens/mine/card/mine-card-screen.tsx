import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useBindDefaultCard } from '../../../api/bind-default-card.ts';
import { useDeleteCard } from '../../../api/delete-card.ts';
import { ApiError } from '../../../api/errors.ts';
import { useCardList } from '../../../api/get-card-list.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { Icon } from '../../../components/atoms/icon/icon.tsx';
import { plusIcon } from '../../../components/atoms/icon/icons.ts';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { useSavedCardName } from '../../../components/molecules/saved-card/saved-card.tsx';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import type { SavedCard } from '../../../contract/entities-money.ts';
import { AddCardDialog } from '../../../features/payment/add-card-dialog.tsx';
import { atCardLimit, showCardLimitAlert } from '../../../features/payment/card-limit.ts';
import { openDialog } from '../../../state/dialogs.ts';
import { showPopup } from '../../../state/popup.ts';
import { mineCardMessages as m } from './mine-card-messages.ts';
import { SavedCardRow } from './saved-card-row.tsx';

/**
 * mine/card (spec §2, §3, §5): the fan's saved cards, at most 5, the default marked and banned ones
 * flagged; each can be made the default (not a banned one) or deleted after a confirm, and a card
 * can be added (the card-limit alert at 5).
 */
export function MineCardScreen() {
  const intl = useIntl();
  const cards = useCardList();
  const [adding, setAdding] = useState(false);
  const { makeDefault, confirmDelete, busyId } = useCardActions();

  const add = () => {
    if (cards.data && atCardLimit(cards.data.list.length, cards.data.limit))
      showCardLimitAlert(intl, cards.data.limit);
    else setAdding(true);
  };

  return (
    <div className="mx-auto w-full max-w-[640px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar variant="page" className="mb-4" back={<BackButton />} title={intl.formatMessage(m.title)} />
      <CardsHeader count={cards.data?.list.length} limit={cards.data?.limit} onAdd={add} />
      <AsyncContent
        status={cards.status}
        data={cards.data?.list}
        error={cards.error}
        onRetry={() => void cards.refetch()}
        retrying={cards.isRefetching}
        isEmpty={(list) => list.length === 0}
        empty={{
          title: intl.formatMessage(m.empty),
          description: (
            <>
              <span className="block">{intl.formatMessage(m.emptyBody)}</span>
              <Button className="mt-4" icon={<Icon icon={plusIcon} size={18} />} onClick={add}>
                {intl.formatMessage(m.add)}
              </Button>
            </>
          ),
        }}
        loading={
          <div aria-busy="true" className="flex flex-col gap-3">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        }
      >
        {(list) => (
          <ul className="flex flex-col gap-3">
            {list.map((card) => (
              <li key={card.id}>
                <SavedCardRow
                  card={card}
                  onSetDefault={makeDefault}
                  onDelete={confirmDelete}
                  busy={busyId === card.id}
                />
              </li>
            ))}
          </ul>
        )}
      </AsyncContent>
      <AddCardDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}

/**
 * Make default and Delete (after a danger confirm) of a saved card, each said by a popup; a refusal
 * of Make default is a failure popup, one of Delete stays in the confirm (spec §4 modal flow).
 * `busyId` is the card a change is on its way for.
 */
function useCardActions() {
  const intl = useIntl();
  const setDefault = useBindDefaultCard();
  const remove = useDeleteCard();
  const nameOf = useSavedCardName();
  const busyId = setDefault.isPending ? setDefault.variables : remove.isPending ? remove.variables : null;
  const makeDefault = (card: SavedCard) =>
    setDefault.mutate(card.id, {
      onSuccess: () => showPopup(intl.formatMessage(m.defaultSet)),
      onError: (error) => {
        if (error instanceof ApiError) showPopup(error.message, { variant: 'failure' });
      },
    });
  const confirmDelete = (card: SavedCard) =>
    openDialog({
      kind: 'confirm',
      tone: 'danger',
      title: intl.formatMessage(m.deleteConfirmTitle, { card: nameOf(card) }),
      message: intl.formatMessage(m.deleteConfirmMessage),
      confirmLabel: intl.formatMessage(m.delete),
      cancelLabel: intl.formatMessage(m.cancel),
      action: async () => {
        try {
          await remove.mutateAsync(card.id);
        } catch (error) {
          // The refusal stays in the dialog (spec §4 modal flow).
          return error instanceof Error ? error.message : false;
        }
        showPopup(intl.formatMessage(m.deleted));
        return true;
      },
    });
  return { makeDefault, confirmDelete, busyId };
}

interface CardsHeaderProps {
  /** How many cards the fan has, once known. */
  count: number | undefined;
  /** How many they may keep, once known. */
  limit: number | undefined;
  onAdd: () => void;
}

/** The page's intro, how many cards of the most allowed, and Add a card once there is one. */
function CardsHeader({ count, limit, onAdd }: CardsHeaderProps) {
  const intl = useIntl();
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0 flex-1">
        <p className="text-ink-muted">{intl.formatMessage(m.intro)}</p>
        {count !== undefined && limit ? (
          <p className="text-sm text-ink-subtle" data-testid="card-count">
            {intl.formatMessage(m.count, { count, max: limit })}
          </p>
        ) : null}
      </div>
      {count !== undefined && count > 0 ? (
        <Button icon={<Icon icon={plusIcon} size={18} />} onClick={onAdd}>
          {intl.formatMessage(m.add)}
        </Button>
      ) : null}
    </div>
  );
}
