import { defineMessage, defineMessages } from 'react-intl';

/** The chat screen's own words (its organisms carry theirs). */
export const messageScreenMessages = defineMessages({
  title: { id: 'chat.screen.title', defaultMessage: 'Messages' },
  massMessages: { id: 'chat.screen.massMessages', defaultMessage: 'Mass message' },
  contactsLabel: { id: 'chat.screen.contacts', defaultMessage: 'Conversations' },
  empty: { id: 'chat.screen.empty', defaultMessage: 'No conversations yet' },
  emptyBody: {
    id: 'chat.screen.emptyBody',
    defaultMessage: 'Message a creator you subscribe to from their page, and your conversation shows here.',
  },
  contactsFailed: { id: 'chat.screen.contactsFailed', defaultMessage: 'Couldn’t load your conversations.' },
  pickMessage: { id: 'info.pickMessage', defaultMessage: 'Pick a conversation to read it here.' },
  peerFailed: { id: 'chat.screen.peerFailed', defaultMessage: 'This person can’t be found.' },
  loadingRoom: { id: 'chat.screen.loadingRoom', defaultMessage: 'Loading the conversation…' },
  photoFailed: defineMessage<{ reason: string }>({
    id: 'chat.screen.photoFailed',
    defaultMessage: 'The photo wasn’t sent: {reason}',
  }),
  videoFailed: {
    id: 'chat.screen.videoFailed',
    defaultMessage: 'The video wasn’t sent. Check your connection and try again.',
  },
});
