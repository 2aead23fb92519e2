import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useCardList } from '../../api/get-card-list.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { plusIcon } from '../../components/atoms/icon/icons.ts';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { SavedCardPicker } from '../../components/molecules/saved-card-picker/saved-card-picker.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import type { SavedCard } from '../../contract/entities-money.ts';
import { atCardLimit, showCardLimitAlert } from './card-limit.ts';
import type { PayFormLink } from './pay-form-link.ts';
import { paymentMessages as m } from './payment-messages.ts';

// The card form (its fields, its provider calls) loads when a fan first adds a card.
const AddCardForm = lazy(() =>
  import('./add-card-form.tsx').then((module) => ({ default: module.AddCardForm })),
);

/** The card preselected: the default one unless it is banned, else the first usable card. */
export function preselectedCard(cards: readonly SavedCard[]): SavedCard | null {
  const usable = cards.filter((card) => card.is_ban !== 1);
  return usable.find((card) => card.is_default === 1) ?? usable[0] ?? null;
}

/** Whether the credit card way shows the add-card form: no saved card at all, or Add a card pressed. */
export function showsAddCardForm(cards: readonly SavedCard[] | undefined, adding: boolean): boolean {
  return cards !== undefined && (adding || cards.length === 0);
}

export interface CardWayProps {
  /** The chosen card's id (null: none yet, the preselected one is used). */
  cardId: string | null;
  onChange: (cardId: string | null) => void;
  /** Add a card was pressed: the add-card form in place of the cards. */
  adding: boolean;
  onAddingChange: (adding: boolean) => void;
  /** The add-card form's link to the dialog's Pay, which submits it. */
  payForm: PayFormLink;
  /** The card typed in the add-card form is saved (Pay then pays with it). */
  onAdded: (card: SavedCard) => void;
  disabled?: boolean;
}

/**
 * The credit card way of the payment dialog (spec §2, §5): the saved cards with the default
 * preselected and banned ones shown but not choosable, and Add a card; with no saved card at all,
 * the add-card form in their place. The form has no Save: the dialog's Pay saves the card typed
 * and pays with it; "Use a saved card" goes back to the cards.
 */
export function CardWay({
  cardId,
  onChange,
  adding,
  onAddingChange,
  payForm,
  onAdded,
  disabled = false,
}: CardWayProps) {
  const intl = useIntl();
  const cards = useCardList();
  return (
    <AsyncContent
      status={cards.status}
      data={cards.data}
      error={cards.error}
      onRetry={() => void cards.refetch()}
      retrying={cards.isRefetching}
      loading={
        <div aria-busy="true" className="flex flex-col gap-2">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      }
    >
      {({ list, limit }) => {
        if (showsAddCardForm(list, adding)) {
          return (
            <Suspense fallback={<Spinner announce className="mx-auto my-8 text-brand-600" />}>
              <AddCardForm
                onAdded={onAdded}
                onCancel={list.length > 0 ? () => onAddingChange(false) : undefined}
                payForm={payForm}
              />
            </Suspense>
          );
        }
        const chosen = list.find((card) => card.id === cardId && card.is_ban !== 1) ?? preselectedCard(list);
        return (
          <div className="flex flex-col gap-3">
            <SavedCardPicker
              cards={list}
              value={chosen?.id ?? null}
              onChange={onChange}
              label={intl.formatMessage(m.yourCards)}
            />
            {chosen ? null : <p className="text-sm text-ink-muted">{intl.formatMessage(m.noUsableCard)}</p>}
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              icon={<Icon icon={plusIcon} size={18} />}
              disabled={disabled}
              onClick={() =>
                atCardLimit(list.length, limit) ? showCardLimitAlert(intl, limit) : onAddingChange(true)
              }
            >
              {intl.formatMessage(m.addCard)}
            </Button>
          </div>
        );
      }}
    </AsyncContent>
  );
}
