import { defineMessages } from 'react-intl';

/**
 * The name of the box a card is typed into, said by the sandbox's card fields and by Stripe's Card
 * Element in the add-card form alike: defined here once, below the components, so both may use it.
 */
export const cardMessages = defineMessages({
  details: { id: 'addCard.details', defaultMessage: 'Card details' },
});
