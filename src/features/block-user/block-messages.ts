import { defineMessage, defineMessages } from 'react-intl';

export const blockMessages = defineMessages({
  confirmTitle: defineMessage<{ name: string }>({
    id: 'block.confirm.title',
    defaultMessage: 'Block {name}?',
  }),
  confirmMessage: {
    id: 'block.confirm.message',
    defaultMessage:
      'Their posts leave your feeds, and they can’t message you or see your subscriptions to them. You can unblock them at any time.',
  },
  confirm: { id: 'block.confirm.confirm', defaultMessage: 'Block' },
  cancel: { id: 'block.confirm.cancel', defaultMessage: 'Cancel' },
  blocked: defineMessage<{ name: string }>({ id: 'block.done', defaultMessage: 'You blocked {name}' }),
  unblocked: defineMessage<{ name: string }>({ id: 'block.undone', defaultMessage: 'You unblocked {name}' }),
  updateFail: { id: 'update-fail', defaultMessage: 'The change could not be saved. Please try again.' },
});
