import { defineMessage, defineMessages } from 'react-intl';

/** The interested-topics picker's messages (spec §2 Dialogs, §5 "at least 3 categories"). */
export const interestsMessages = defineMessages({
  title: { id: 'interests.title', defaultMessage: 'Topics you like' },
  intro: {
    id: 'interests.intro',
    defaultMessage: 'Pick at least 3 topics. Your For you feed shows posts about them.',
  },
  topics: { id: 'interests.topics', defaultMessage: 'Topics' },
  chosen: defineMessage<{ count: number }>({
    id: 'interests.chosen',
    defaultMessage: '{count, plural, =0 {None chosen} one {# chosen} other {# chosen}}',
  }),
  tooFew: defineMessage<{ min: number }>({
    id: 'interests.tooFew',
    defaultMessage: '{min, plural, one {Choose at least # topic.} other {Choose at least # topics.}}',
  }),
  save: { id: 'interests.save', defaultMessage: 'Save' },
  cancel: { id: 'interests.cancel', defaultMessage: 'Cancel' },
  saved: { id: 'interests.saved', defaultMessage: 'Your topics are saved' },
  noCategories: { id: 'interests.noCategories', defaultMessage: 'No topics to choose from yet' },
});
