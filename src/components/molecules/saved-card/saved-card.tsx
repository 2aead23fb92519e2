import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { SavedCard as SavedCardEntity } from '../../../contract/entities-money.ts';
import { Badge } from '../../atoms/badge/badge.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { banIcon, creditCardIcon } from '../../atoms/icon/icons.ts';
import { cardBrandName } from './saved-card.logic.ts';

export const savedCardMessages = defineMessages({
  name: defineMessage<{ brand: string; last4: string }>({
    id: 'card.name',
    defaultMessage: '{brand} ending in {last4}',
  }),
  expires: defineMessage<{ date: string }>({
    id: 'card.expires',
    defaultMessage: 'Expires {date}',
  }),
  default: { id: 'card.default', defaultMessage: 'Default' },
  banned: { id: 'card.banned', defaultMessage: 'Blocked' },
  bannedHint: { id: 'card.bannedHint', defaultMessage: 'This card can’t be used for payments.' },
});

export interface SavedCardProps {
  card: SavedCardEntity;
  /** Where the name is rendered from, so a picker can label its radio with it. */
  nameId?: string;
  /** The id of the line saying why a banned card can't be used. */
  hintId?: string;
  className?: string;
}

/** The text that names a saved card: "Visa ending in 4242". */
export function useSavedCardName() {
  const intl = useIntl();
  return (card: SavedCardEntity) =>
    intl.formatMessage(savedCardMessages.name, {
      brand: cardBrandName(card.card.brand),
      last4: card.card.last4,
    });
}

/**
 * A saved card as the fan recognises it (spec §3 "Saved card"): brand, last four digits, expiry,
 * and whether it is the default or banned. The digits stay left to right in Arabic.
 */
export function SavedCard({ card, nameId, hintId, className = '' }: SavedCardProps) {
  const intl = useIntl();
  const name = useSavedCardName()(card);
  const banned = card.is_ban === 1;
  return (
    <span className={`flex min-w-0 items-center gap-3 ${className}`}>
      <span
        aria-hidden="true"
        className={`flex h-9 w-12 shrink-0 items-center justify-center rounded-md ring-1 ring-inset ${banned ? 'bg-surface-sunken text-ink-subtle ring-line' : 'bg-brand-50 text-brand-700 ring-brand-200'}`}
      >
        <Icon icon={banned ? banIcon : creditCardIcon} size={22} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span id={nameId} className={`font-semibold ${banned ? 'text-ink-muted' : 'text-ink'}`}>
            {name}
          </span>
          {card.is_default === 1 && !banned ? (
            <Badge tone="brand" size="sm">
              {intl.formatMessage(savedCardMessages.default)}
            </Badge>
          ) : null}
          {banned ? (
            <Badge tone="danger" size="sm">
              {intl.formatMessage(savedCardMessages.banned)}
            </Badge>
          ) : null}
        </span>
        <span className="text-sm text-ink-muted">
          {banned ? (
            <span id={hintId}>{intl.formatMessage(savedCardMessages.bannedHint)}</span>
          ) : (
            intl.formatMessage(savedCardMessages.expires, {
              // MM/YY reads left to right in every language: isolated, so Arabic around it cannot turn it.
              date: `\u2066${String(card.card.exp_month).padStart(2, '0')}/${String(card.card.exp_year % 100).padStart(2, '0')}\u2069`,
            })
          )}
        </span>
      </span>
    </span>
  );
}
