import { defineMessages } from 'react-intl';

/**
 * What a paid message unlocks, named once: the fields that choose them and the composers that
 * offer the choice say the same word.
 */
export const paidMediaMessages = defineMessages({
  pictures: { id: 'paidMessage.pictures', defaultMessage: 'Pictures' },
  video: { id: 'paidMessage.video', defaultMessage: 'Video' },
});
