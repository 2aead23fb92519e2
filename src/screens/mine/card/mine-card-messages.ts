import { defineMessage, defineMessages } from 'react-intl';
import { commonMessages } from '../../../components/messages/common-messages.ts';

/** mine/card's messages (spec §2 mine menu "credit card", §3 saved card, §5). */
export const mineCardMessages = defineMessages({
  title: { id: 'mineCard.title', defaultMessage: 'Credit cards' },
  intro: {
    id: 'mineCard.intro',
    defaultMessage: 'Your default card pays your subscriptions when they renew.',
  },
  count: defineMessage<{ count: number; max: number }>({
    id: 'mineCard.count',
    defaultMessage: '{count} of {max} cards',
  }),
  empty: { id: 'mineCard.empty', defaultMessage: 'No saved cards yet' },
  emptyBody: {
    id: 'mineCard.emptyBody',
    defaultMessage: 'Save a card to pay for subscriptions and posts without typing it again.',
  },
  add: { id: 'mineCard.add', defaultMessage: 'Add a card' },
  setDefault: { id: 'mineCard.setDefault', defaultMessage: 'Make default' },
  defaultSet: { id: 'mineCard.defaultSet', defaultMessage: 'Default card changed' },
  delete: { id: 'mineCard.delete', defaultMessage: 'Delete' },
  deleteConfirmTitle: defineMessage<{ card: string }>({
    id: 'mineCard.deleteConfirm.title',
    defaultMessage: 'Delete {card}?',
  }),
  deleteConfirmMessage: {
    id: 'mineCard.deleteConfirm.message',
    defaultMessage:
      'You can add it again later. If it was your default card, another card becomes the default.',
  },
  deleted: commonMessages.deleted,
  cancel: commonMessages.cancel,
});
