import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** The creator's fan lists (issue 25; docs/decisions/fan-lists.md): managing them and adding a fan to them. */
export const fanListsMessages = defineMessages({
  title: { id: 'fanLists.title', defaultMessage: 'Your lists' },
  intro: {
    id: 'fanLists.intro',
    defaultMessage:
      'Keep fans in named lists and send a mass message to one list. Add a fan from your conversation with them.',
  },
  name: { id: 'fanLists.name', defaultMessage: 'List name' },
  create: { id: 'fanLists.create', defaultMessage: 'Create list' },
  created: { id: 'fanLists.created', defaultMessage: 'List created' },
  fans: defineMessage<{ count: number }>({
    id: 'fanLists.fans',
    defaultMessage: '{count, plural, one {# fan} other {# fans}}',
  }),
  empty: { id: 'fanLists.empty', defaultMessage: 'No lists yet' },
  limitReached: defineMessage<{ max: number }>({
    id: 'fanLists.limitReached',
    defaultMessage: 'You have {max, number} lists, the most you can keep. Delete one to make a new one.',
  }),
  rename: defineMessage<{ name: string }>({ id: 'fanLists.rename', defaultMessage: 'Rename {name}' }),
  renameSave: { id: 'fanLists.renameSave', defaultMessage: 'Save' },
  renameCancel: { id: 'fanLists.renameCancel', defaultMessage: 'Cancel' },
  renamed: { id: 'fanLists.renamed', defaultMessage: 'List renamed' },
  delete: defineMessage<{ name: string }>({ id: 'fanLists.delete', defaultMessage: 'Delete {name}' }),
  deleteTitle: defineMessage<{ name: string }>({
    id: 'fanLists.deleteTitle',
    defaultMessage: 'Delete the list {name}?',
  }),
  deleteMessage: {
    id: 'fanLists.deleteMessage',
    defaultMessage: 'The fans stay your fans. A mass message scheduled to this list will reach nobody.',
  },
  deleteConfirm: { id: 'fanLists.deleteConfirm', defaultMessage: 'Delete list' },
  keep: { id: 'fanLists.keep', defaultMessage: 'Keep it' },
  deleted: { id: 'fanLists.deleted', defaultMessage: 'List deleted' },
  loadFailed: { id: 'fanLists.loadFailed', defaultMessage: 'Couldn’t load your lists.' },
  retry: { id: 'fanLists.retry', defaultMessage: 'Try again' },
  failed: {
    id: 'fanLists.failed',
    defaultMessage: 'That did not work. Check your connection and try again.',
  },
  addTitle: { id: 'fanLists.addTitle', defaultMessage: 'Add to list' },
  addHint: defineMessage<{ name: string; bdi: MessageTag }>({
    id: 'fanLists.addHint',
    defaultMessage:
      'Choose the lists <bdi>{name}</bdi> is on. Send a mass message to a list from Mass messages.',
  }),
  addEmpty: { id: 'fanLists.addEmpty', defaultMessage: 'You have no lists yet.' },
  manageLink: { id: 'fanLists.manageLink', defaultMessage: 'Make a list' },
  addFailed: defineMessage<{ reason: string }>({
    id: 'fanLists.addFailed',
    defaultMessage: 'Not added to the list: {reason}',
  }),
  removeFailed: defineMessage<{ reason: string }>({
    id: 'fanLists.removeFailed',
    defaultMessage: 'Not taken off the list: {reason}',
  }),
  showFans: defineMessage<{ name: string }>({ id: 'fanLists.showFans', defaultMessage: 'Fans on {name}' }),
  membersFailed: { id: 'fanLists.membersFailed', defaultMessage: 'Couldn’t load the fans on this list.' },
  noMembers: {
    id: 'fanLists.noMembers',
    defaultMessage: 'No fans on this list yet. Add a fan from your conversation with them.',
  },
  addedOn: defineMessage<{ date: string }>({ id: 'fanLists.addedOn', defaultMessage: 'Added {date}' }),
  remove: { id: 'fanLists.remove', defaultMessage: 'Remove' },
  removeFan: defineMessage<{ name: string; list: string }>({
    id: 'fanLists.removeFan',
    defaultMessage: 'Remove {name} from {list}',
  }),
  removed: defineMessage<{ name: string }>({
    id: 'fanLists.removed',
    defaultMessage: '{name} taken off the list',
  }),
  showMore: { id: 'fanLists.showMore', defaultMessage: 'Show more' },
  nameRequired: { id: 'rule.fanList.name.required', defaultMessage: 'Give the list a name.' },
  nameLength: defineMessage<{ max: number }>({
    id: 'rule.fanList.name.length',
    defaultMessage: 'A list name can be at most {max} characters.',
  }),
});
