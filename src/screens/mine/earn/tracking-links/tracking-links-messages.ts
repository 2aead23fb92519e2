import { defineMessage, defineMessages } from 'react-intl';

/** mine-earn's Tracking links section (issue 25). */
export const trackingLinksMessages = defineMessages({
  title: { id: 'trackingLinks.title', defaultMessage: 'Tracking links' },
  intro: {
    id: 'trackingLinks.intro',
    defaultMessage:
      'Share a named link to your page and see the visits, sign-ups, subscriptions and revenue it brings within 30 days.',
  },
  name: { id: 'trackingLinks.name', defaultMessage: 'Link name' },
  nameHint: { id: 'trackingLinks.nameHint', defaultMessage: 'Where you will share it, e.g. Instagram bio' },
  create: { id: 'trackingLinks.create', defaultMessage: 'Create link' },
  created: { id: 'trackingLinks.created', defaultMessage: 'Link created' },
  nameRequired: { id: 'rule.trackingLink.name.required', defaultMessage: 'Give the link a name.' },
  nameLength: defineMessage<{ max: number }>({
    id: 'rule.trackingLink.name.length',
    defaultMessage: 'A link name can be at most {max} characters.',
  }),
  limitReached: defineMessage<{ max: number }>({
    id: 'trackingLinks.limitReached',
    defaultMessage: 'You have {max} links, the most you can have. Delete one to make a new one.',
  }),
  empty: { id: 'trackingLinks.empty', defaultMessage: 'No tracking links yet' },
  emptyHint: {
    id: 'trackingLinks.emptyHint',
    defaultMessage: 'Name a link for each place you share your page, to see which one brings fans.',
  },
  more: { id: 'trackingLinks.more', defaultMessage: 'Show more links' },
  deleteTitle: defineMessage<{ name: string }>({
    id: 'trackingLinks.deleteTitle',
    defaultMessage: 'Delete “{name}”?',
  }),
  deleteMessage: {
    id: 'trackingLinks.deleteMessage',
    defaultMessage: 'The link stops counting, and its figures are deleted with it. This cannot be undone.',
  },
  deleteConfirm: { id: 'trackingLinks.deleteConfirm', defaultMessage: 'Delete' },
  cancel: { id: 'trackingLinks.cancel', defaultMessage: 'Cancel' },
  deleted: { id: 'trackingLinks.deleted', defaultMessage: 'Link deleted' },
  failed: {
    id: 'trackingLinks.failed',
    defaultMessage: 'That did not work. Check your connection and try again.',
  },
});
