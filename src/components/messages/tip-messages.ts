import { defineMessage } from 'react-intl';

/**
 * The tip button's name (issue 25), on the creator page, a post and the chat: defined once, in a
 * module of its own so the first visit's catalogue (which common-messages.ts feeds) leaves it out.
 */
export const tipCreatorMessage = defineMessage<{ name: string }>({
  id: 'creatorPage.tip',
  defaultMessage: 'Tip {name}',
});
