import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/atoms/button/button.tsx';
import { Icon } from '../../../components/atoms/icon/icon.tsx';
import { checkIcon, trashIcon } from '../../../components/atoms/icon/icons.ts';
import { SavedCard } from '../../../components/molecules/saved-card/saved-card.tsx';
import type { SavedCard as SavedCardEntity } from '../../../contract/entities-money.ts';
import { mineCardMessages as m } from './mine-card-messages.ts';

export interface SavedCardRowProps {
  card: SavedCardEntity;
  onSetDefault: (card: SavedCardEntity) => void;
  onDelete: (card: SavedCardEntity) => void;
  /** While a change to this card is on its way. */
  busy?: boolean;
}

/**
 * One saved card on mine-card: the card, Make default (not for the default nor for a banned card,
 * spec §5), and Delete. Each button is described by its card's name for assistive tech.
 */
export function SavedCardRow({ card, onSetDefault, onDelete, busy = false }: SavedCardRowProps) {
  const intl = useIntl();
  const nameId = useId();
  const canBeDefault = card.is_default !== 1 && card.is_ban !== 1;
  return (
    <article className="flex flex-wrap items-center gap-3 rounded-card bg-surface p-4 ring-1 ring-line/60">
      <SavedCard card={card} nameId={nameId} className="min-w-48 flex-1" />
      <div className="flex shrink-0 flex-wrap gap-2">
        {canBeDefault ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<Icon icon={checkIcon} size={16} />}
            onClick={() => onSetDefault(card)}
            disabled={busy}
            aria-describedby={nameId}
          >
            {intl.formatMessage(m.setDefault)}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700"
          icon={<Icon icon={trashIcon} size={16} />}
          onClick={() => onDelete(card)}
          disabled={busy}
          aria-describedby={nameId}
        >
          {intl.formatMessage(m.delete)}
        </Button>
      </div>
    </article>
  );
}
