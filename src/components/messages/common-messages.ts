import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/**
 * Words more than one screen, feature or component says (issue 21, "Each rule once"): each id is
 * defined here once and every user refers to it, so the English a user reads has one source.
 * This file lives below the component folders so that any layer may import it without making a
 * component folder count as used (tests/unit/components-awaiting-screens.test.ts).
 */
export const commonMessages = defineMessages({
  back: { id: 'common.back', defaultMessage: 'Back' },
  backHome: { id: 'common.backHome', defaultMessage: 'Back to home' },
  loading: { id: 'common.loading', defaultMessage: 'Loading…' },
  uploading: { id: 'photoSlot.uploading', defaultMessage: 'Uploading…' },
  reload: { id: 'common.reload', defaultMessage: 'Reload' },
  retry: { id: 'common.retry', defaultMessage: 'Try again' },
  error: { id: 'content.error', defaultMessage: 'Something went wrong' },
  cancel: { id: 'modal.cancel', defaultMessage: 'Cancel' },
  deleted: { id: 'title.delSuccess', defaultMessage: 'Deleted' },
  language: { id: 'nav.language', defaultMessage: 'Language' },
  logIn: { id: 'mine.visitor.login', defaultMessage: 'Log in' },
  logout: { id: 'settings.logout', defaultMessage: 'Log out' },
  notFoundTitle: { id: 'notFound.title', defaultMessage: 'This page doesn’t exist' },
  notFoundBody: {
    id: 'notFound.body',
    defaultMessage: 'The link may be broken, or the page may have been removed.',
  },
});

/** A creator's Message button and what a member who may not write to them is told (spec §2, §5). */
export const messageCreatorMessages = defineMessages({
  message: defineMessage<{ name: string }>({ id: 'creatorPage.message', defaultMessage: 'Message {name}' }),
  subscribeBeforeChat: defineMessage<{ name: string; bdi: MessageTag }>({
    id: 'info.subscribeBeforeChat',
    defaultMessage: 'You can message <bdi>{name}</bdi> while one of you subscribes to the other.',
  }),
  viewPlans: { id: 'chat.room.viewPlans', defaultMessage: 'View plans' },
});
