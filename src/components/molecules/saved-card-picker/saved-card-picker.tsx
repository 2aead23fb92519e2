import { useId } from 'react';
import type { SavedCard as SavedCardEntity } from '../../../contract/entities-money.ts';
import { SavedCard } from '../saved-card/saved-card.tsx';

export interface SavedCardPickerProps {
  cards: readonly SavedCardEntity[];
  /** The chosen card's id; null when none is. */
  value: string | null;
  onChange: (cardId: string) => void;
  /** Names the group for assistive tech ("Your cards"). */
  label: string;
  className?: string;
}

/**
 * The saved cards as a choice of one (spec §2 payment dialog, §5): native radios, so arrow keys,
 * focus and labels work in every direction; a banned card is shown but cannot be chosen.
 */
export function SavedCardPicker({ cards, value, onChange, label, className = '' }: SavedCardPickerProps) {
  const group = useId();
  return (
    <fieldset className={`flex flex-col gap-2 ${className}`}>
      <legend className="sr-only">{label}</legend>
      {cards.map((card) => {
        const banned = card.is_ban === 1;
        const inputId = `${group}-${card.id}`;
        return (
          <div key={card.id} className="relative">
            <input
              id={inputId}
              type="radio"
              name={group}
              value={card.id}
              checked={value === card.id}
              disabled={banned}
              onChange={() => onChange(card.id)}
              aria-labelledby={`${inputId}-name`}
              aria-describedby={banned ? `${inputId}-hint` : undefined}
              className="peer absolute inset-0 m-0 h-full w-full cursor-pointer appearance-none rounded-card disabled:cursor-not-allowed"
            />
            <label
              htmlFor={inputId}
              className="pointer-events-none flex min-h-14 items-center gap-3 rounded-card bg-surface px-3 py-2.5 ring-1 ring-line transition-colors peer-checked:bg-brand-50 peer-checked:ring-2 peer-checked:ring-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:bg-surface-muted"
            >
              <span
                aria-hidden="true"
                className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full ring-2 ring-inset ${value === card.id ? 'ring-brand-600' : 'ring-line-strong'} ${banned ? 'opacity-40' : ''}`}
              >
                {value === card.id ? <span className="h-2.5 w-2.5 rounded-full bg-brand-600" /> : null}
              </span>
              <SavedCard
                card={card}
                nameId={`${inputId}-name`}
                hintId={`${inputId}-hint`}
                className="flex-1"
              />
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
