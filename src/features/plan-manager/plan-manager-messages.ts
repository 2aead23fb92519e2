import { defineMessage, defineMessages } from 'react-intl';
import { commonMessages } from '../../components/messages/common-messages.ts';

/** The plan management dialog's messages (spec §2, §4, §5, §8). */
export const planManagerMessages = defineMessages({
  title: { id: 'planManager.title', defaultMessage: 'Subscription plans' },
  addTitle: { id: 'planManager.addTitle', defaultMessage: 'Add plan' },
  editTitle: { id: 'planManager.editTitle', defaultMessage: 'Edit plan' },
  detailTitle: { id: 'planManager.detailTitle', defaultMessage: 'Plan details' },
  offerTitle: { id: 'planManager.offer.title', defaultMessage: 'Offer' },
  addPrompt: {
    id: 'planManager.addPrompt',
    defaultMessage: 'Package your posts into plans your fans can subscribe to.',
  },
  add: { id: 'planManager.add', defaultMessage: 'Add a plan' },
  empty: { id: 'planManager.empty', defaultMessage: 'You have no subscription plans yet.' },
  count: defineMessage<{ count: number; max: number }>({
    id: 'planManager.count',
    defaultMessage: '{count} of {max} plans',
  }),
  maxSubPlan: defineMessage<{ max: number }>({
    id: 'content.maxSubPlan',
    defaultMessage: 'You can have at most {max} subscription plans.',
  }),
  firstItem: { id: 'info.firstItem', defaultMessage: 'This plan is already the first item.' },
  lastItem: { id: 'info.lastItem', defaultMessage: 'This plan is already the last item.' },
  back: commonMessages.back,
  deletePlan: { id: 'planManager.deletePlan', defaultMessage: 'Delete plan' },
  deleteConfirmTitle: defineMessage<{ name: string }>({
    id: 'planManager.deleteConfirm.title',
    defaultMessage: 'Delete “{name}”?',
  }),
  deleteConfirmMessage: {
    id: 'planManager.deleteConfirm.message',
    defaultMessage: 'Posts in this plan stay published, but new fans can no longer subscribe to it.',
  },
  deleteConfirm: { id: 'planManager.deleteConfirm.confirm', defaultMessage: 'Delete' },
  cancel: { id: 'planManager.cancel', defaultMessage: 'Cancel' },
  deleted: commonMessages.deleted,
  saved: { id: 'planManager.saved', defaultMessage: 'Plan saved' },
  // The form
  name: { id: 'planManager.form.name', defaultMessage: 'Plan name' },
  content: { id: 'planManager.form.content', defaultMessage: 'Description' },
  price: { id: 'planManager.form.price', defaultMessage: 'Price' },
  unlockDays: { id: 'planManager.form.unlockDays', defaultMessage: 'Past posts a new subscriber sees' },
  unlockAll: { id: 'planManager.form.unlockAll', defaultMessage: 'All posts' },
  unlockLast: defineMessage<{ count: number }>({
    id: 'planManager.form.unlockLast',
    defaultMessage: '{count, plural, one {The last # day} other {The last # days}}',
  }),
  expireDays: { id: 'planManager.form.expireDays', defaultMessage: 'Subscription length' },
  expireDaysOption: defineMessage<{ count: number }>({
    id: 'planManager.form.expireDaysOption',
    defaultMessage: '{count, plural, one {# day} other {# days}}',
  }),
  expireCustom: { id: 'planManager.form.expireCustom', defaultMessage: 'Custom' },
  expireCustomDays: { id: 'planManager.form.expireCustomDays', defaultMessage: 'Number of days' },
  expireLocked: {
    id: 'planManager.form.expireLocked',
    defaultMessage: 'The subscription length cannot change once the plan exists.',
  },
  picture: { id: 'planManager.form.picture', defaultMessage: 'Plan picture' },
  pictureCount: defineMessage<{ count: number; max: number }>({
    id: 'planManager.form.pictureCount',
    defaultMessage: '{count} / {max}',
  }),
  pictureUpload: { id: 'planManager.form.pictureUpload', defaultMessage: 'Upload a picture' },
  pictureChoice: defineMessage<{ number: number }>({
    id: 'planManager.form.pictureChoice',
    defaultMessage: 'Picture {number}',
  }),
  pictureUploading: { id: 'planManager.form.pictureUploading', defaultMessage: 'Uploading picture…' },
  pictureFailed: {
    id: 'planManager.form.pictureFailed',
    defaultMessage: 'The picture could not be uploaded.',
  },
  upToTen: { id: 'info.upToTen', defaultMessage: 'You can choose from up to 10 pictures.' },
  save: { id: 'planManager.form.save', defaultMessage: 'Save plan' },
  // Rule messages: the server answers the same rules with these ids (APP_MESSAGE_IDS, server/i18n/messages.ts)
  nameRequired: { id: 'rule.plan.name.required', defaultMessage: 'Please enter the plan name.' },
  nameLength: defineMessage<{ max: number }>({
    id: 'rule.plan.name.length',
    defaultMessage: 'The plan name can be at most {max} characters long.',
  }),
  contentRequired: { id: 'rule.plan.content.required', defaultMessage: 'Please enter the plan description.' },
  contentLength: defineMessage<{ max: number }>({
    id: 'rule.plan.content.length',
    defaultMessage: 'The plan description can be at most {max} characters long.',
  }),
  priceRule: defineMessage<{ min: number; max: number }>({
    id: 'rule.plan.price',
    defaultMessage: 'The price must be between {min} and {max}, with at most two decimals.',
  }),
  unlockRule: defineMessage<{ max: number }>({
    id: 'rule.plan.unlockDays',
    defaultMessage: 'Unlocked days must be a whole number from 1 to {max}.',
  }),
  expireRule: defineMessage<{ min: number; max: number }>({
    id: 'rule.plan.expireDays',
    defaultMessage: 'The subscription length must be a whole number of days from {min} to {max}.',
  }),
  pictureRule: {
    id: 'rule.plan.picture',
    defaultMessage: 'Choose one of the preset pictures or an image you uploaded.',
  },
  // The detail view
  choosePlan: { id: 'planManager.detail.choosePlan', defaultMessage: 'Plan' },
  contained: { id: 'planManager.detail.contained', defaultMessage: 'Posts included' },
  expired: { id: 'planManager.detail.expired', defaultMessage: 'Earlier posts' },
  postsLabel: { id: 'planManager.detail.posts', defaultMessage: 'Posts of this plan' },
  noPosts: { id: 'planManager.detail.noPosts', defaultMessage: 'No posts here yet.' },
  untitled: { id: 'planManager.detail.untitled', defaultMessage: 'Untitled post' },
});
