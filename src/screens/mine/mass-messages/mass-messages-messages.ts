import { defineMessage, defineMessages } from 'react-intl';

/** mine/mass-messages: the creator's mass message composer and list (issue 25; docs/decisions/mass-messages.md). */
export const massMessagesMessages = defineMessages({
  title: { id: 'massMessages.title', defaultMessage: 'Mass messages' },
  intro: {
    id: 'massMessages.intro',
    defaultMessage:
      'Send one message to many fans at once. Each fan gets it in their own conversation with you, and can mute your mass messages.',
  },
  composeTitle: { id: 'massMessages.composeTitle', defaultMessage: 'New mass message' },
  audience: { id: 'massMessages.audience', defaultMessage: 'Send to' },
  subscribers: { id: 'massMessages.audience.subscribers', defaultMessage: 'All subscribers' },
  plan: { id: 'massMessages.audience.plan', defaultMessage: 'Subscribers of one plan' },
  expired: { id: 'massMessages.audience.expired', defaultMessage: 'Expired subscribers' },
  spent: { id: 'massMessages.audience.spent', defaultMessage: 'Fans who spent at least an amount' },
  list: { id: 'massMessages.audience.list', defaultMessage: 'A list' },
  chooseList: { id: 'massMessages.chooseList', defaultMessage: 'List' },
  chooseListOption: { id: 'massMessages.chooseListOption', defaultMessage: 'Choose a list' },
  listOption: defineMessage<{ name: string; count: number }>({
    id: 'massMessages.listOption',
    defaultMessage: '{name} ({count, plural, one {# fan} other {# fans}})',
  }),
  manageLists: { id: 'massMessages.manageLists', defaultMessage: 'Manage lists' },
  closeLists: { id: 'massMessages.closeLists', defaultMessage: 'Close lists' },
  fans: defineMessage<{ count: number }>({
    id: 'massMessages.fans',
    defaultMessage: '{count, plural, one {# fan} other {# fans}}',
  }),
  choosePlan: { id: 'massMessages.choosePlan', defaultMessage: 'Plan' },
  choosePlanOption: { id: 'massMessages.choosePlanOption', defaultMessage: 'Choose a plan' },
  minAmount: { id: 'massMessages.minAmount', defaultMessage: 'Spent at least' },
  reach: defineMessage<{ count: number }>({
    id: 'massMessages.reach',
    defaultMessage:
      '{count, plural, =0 {No fan is in this audience yet.} one {Goes to # fan.} other {Goes to # fans.}}',
  }),
  counting: { id: 'massMessages.counting', defaultMessage: 'Counting fans…' },
  countFailed: {
    id: 'massMessages.countFailed',
    defaultMessage: 'Could not count the fans. Try again later.',
  },
  text: { id: 'massMessages.text', defaultMessage: 'Message' },
  textHint: {
    id: 'massMessages.textHint',
    defaultMessage: 'With pictures or a video it is the caption fans see before they unlock them.',
  },
  media: { id: 'massMessages.media', defaultMessage: 'What it carries' },
  textOnly: { id: 'massMessages.textOnly', defaultMessage: 'Text only' },
  price: { id: 'massMessages.price', defaultMessage: 'Price to unlock the pictures' },
  priceVideo: { id: 'massMessages.priceVideo', defaultMessage: 'Price to unlock the video' },
  priceHint: defineMessage<{ min: string; max: string }>({
    id: 'massMessages.priceHint',
    defaultMessage: 'Needed with pictures: from {min} to {max}. Each fan pays to unlock their own copy.',
  }),
  schedule: { id: 'massMessages.schedule', defaultMessage: 'Send later' },
  scheduleHint: defineMessage<{ days: number }>({
    id: 'massMessages.scheduleHint',
    defaultMessage: 'Pick a time up to {days} days ahead. You can cancel it until it goes out.',
  }),
  sendAt: { id: 'massMessages.sendAt', defaultMessage: 'Send at' },
  sendNow: { id: 'massMessages.sendNow', defaultMessage: 'Send now' },
  scheduleSend: { id: 'massMessages.scheduleSend', defaultMessage: 'Schedule' },
  remaining: defineMessage<{ remaining: number; max: number }>({
    id: 'massMessages.remaining',
    defaultMessage: '{remaining, number} of {max, number} mass messages left in the last 24 hours.',
  }),
  sentPopup: { id: 'massMessages.sentPopup', defaultMessage: 'Mass message on its way' },
  scheduledPopup: { id: 'massMessages.scheduledPopup', defaultMessage: 'Mass message scheduled' },
  failed: {
    id: 'massMessages.failed',
    defaultMessage: 'That did not work. Check your connection and try again.',
  },
  uploadFailed: {
    id: 'massMessages.uploadFailed',
    defaultMessage: 'A picture could not be uploaded. Try again.',
  },
  videoUploadFailed: {
    id: 'massMessages.videoUploadFailed',
    defaultMessage: 'The video could not be uploaded. Try again.',
  },
  listTitle: { id: 'massMessages.listTitle', defaultMessage: 'Sent and scheduled' },
  empty: { id: 'massMessages.empty', defaultMessage: 'No mass messages yet' },
  emptyHint: {
    id: 'massMessages.emptyHint',
    defaultMessage: 'Your mass messages show here, with how many fans each one reached.',
  },
  more: { id: 'massMessages.more', defaultMessage: 'Show more mass messages' },
  cancelTitle: { id: 'massMessages.cancelTitle', defaultMessage: 'Cancel this mass message?' },
  cancelMessage: {
    id: 'massMessages.cancelMessage',
    defaultMessage: 'It will not be sent, and it no longer counts toward your daily limit.',
  },
  cancelConfirm: { id: 'massMessages.cancelConfirm', defaultMessage: 'Cancel sending' },
  keep: { id: 'massMessages.keep', defaultMessage: 'Keep it' },
  cancelledPopup: { id: 'massMessages.cancelledPopup', defaultMessage: 'Mass message cancelled' },
  planRule: { id: 'rule.massMessage.plan', defaultMessage: 'Choose a plan.' },
  listRule: { id: 'rule.massMessage.list', defaultMessage: 'Choose a list.' },
  minAmountRule: defineMessage<{ min: string; max: string }>({
    id: 'rule.massMessage.minAmount',
    defaultMessage: 'Enter an amount from {min} to {max}, with at most two decimals.',
  }),
  textRule: { id: 'rule.massMessage.text', defaultMessage: 'Write a message or add pictures or a video.' },
  textLengthRule: defineMessage<{ max: number }>({
    id: 'rule.massMessage.textLength',
    defaultMessage: 'A message is at most {max, number} characters.',
  }),
  scheduleRule: defineMessage<{ days: number }>({
    id: 'rule.massMessage.schedule',
    defaultMessage: 'Pick a time from now to {days} days ahead.',
  }),
});
