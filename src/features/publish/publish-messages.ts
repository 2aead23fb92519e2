import { defineMessage, defineMessages } from 'react-intl';

/** Every text of the publish form; ids follow the spec's keys where it names them (§8). */
export const publishMessages = defineMessages({
  newTitle: { id: 'publish.heading.new', defaultMessage: 'New post' },
  editTitle: { id: 'publish.heading.edit', defaultMessage: 'Edit post' },
  cancel: { id: 'publish.cancel', defaultMessage: 'Cancel' },
  filesLabel: { id: 'publish.files.label', defaultMessage: 'Photos or video' },
  filesHint: defineMessage<{ max: number }>({
    id: 'publish.files.hint',
    defaultMessage: 'Up to {max} photos (JPG, PNG, GIF) or one video (MP4, MOV, AVI).',
  }),
  pickFiles: { id: 'publish.files.pick', defaultMessage: 'Choose photos or a video' },
  addImages: { id: 'publish.files.addImages', defaultMessage: 'Add photos' },
  changeVideo: { id: 'publish.files.changeVideo', defaultMessage: 'Change video' },
  filesCount: defineMessage<{ count: number; max: number }>({
    id: 'publish.files.count',
    defaultMessage: '{count} of {max}',
  }),
  videoLimitOne: {
    id: 'content.videoLimitOne',
    defaultMessage: 'A video cannot be combined with other files: a post has one video or up to 10 photos.',
  },
  formatRefused: {
    id: 'content.uploadVideoLimit.format',
    defaultMessage:
      'This file type is not supported. Choose JPG, PNG or GIF photos, or an MP4, MOV or AVI video.',
  },
  processFail: {
    id: 'content.processFail',
    defaultMessage: 'This image could not be read. Try another file.',
  },
  videoSendFail: {
    id: 'publish.files.videoSendFail',
    defaultMessage: 'The video could not be sent. Retry to continue where it stopped.',
  },
  filesMax: defineMessage<{ max: number }>({
    id: 'publish.files.max',
    defaultMessage: 'A post can have at most {max} files.',
  }),
  filesRequired: { id: 'publish.files.required', defaultMessage: 'Add at least one photo or video.' },
  filesBusy: { id: 'publish.files.busy', defaultMessage: 'Wait until the files have finished uploading.' },
  filesFailed: {
    id: 'publish.files.failed',
    defaultMessage: 'Some files failed to upload. Retry or remove them.',
  },
  titleLabel: { id: 'publish.field.title', defaultMessage: 'Title' },
  contentLabel: { id: 'publish.field.content', defaultMessage: 'Text' },
  tagsLabel: { id: 'publish.field.tags', defaultMessage: 'Tags' },
  categoryLabel: { id: 'publish.field.category', defaultMessage: 'Category' },
  categoryPlaceholder: { id: 'publish.field.categoryPlaceholder', defaultMessage: 'Choose a category' },
  categoryRequired: { id: 'publish.category.required', defaultMessage: 'Choose a category.' },
  titleRequired: { id: 'publish.title.required', defaultMessage: 'Please enter a title.' },
  titleLength: defineMessage<{ max: number }>({
    id: 'publish.title.length',
    defaultMessage: 'The title can be at most {max} characters long.',
  }),
  contentRequired: { id: 'publish.content.required', defaultMessage: 'Please enter the text of the post.' },
  accessLabel: { id: 'publish.access.label', defaultMessage: 'Who can see it' },
  accessFree: { id: 'publish.access.free', defaultMessage: 'Everyone, free' },
  accessSubscription: { id: 'publish.access.subscription', defaultMessage: 'Subscribers of a plan' },
  accessBuy: { id: 'publish.access.buy', defaultMessage: 'Pay per post' },
  accessPrivate: { id: 'publish.access.private', defaultMessage: 'Only me' },
  plansLabel: { id: 'publish.plans.label', defaultMessage: 'Plans that unlock this post' },
  plansRequired: { id: 'publish.plans.required', defaultMessage: 'Choose at least one plan.' },
  priceLabel: { id: 'publish.price.label', defaultMessage: 'Price' },
  priceHint: defineMessage<{ max: number }>({
    id: 'publish.price.hint',
    defaultMessage: 'Above 0 and at most {max}.',
  }),
  priceInvalid: defineMessage<{ max: number }>({
    id: 'publish.price.invalid',
    defaultMessage: 'The price must be above 0 and at most {max}.',
  }),
  scheduleLabel: { id: 'publish.schedule.label', defaultMessage: 'Schedule for later' },
  scheduleHint: { id: 'publish.schedule.hint', defaultMessage: 'The post appears at the time you choose.' },
  scheduleTime: { id: 'publish.schedule.time', defaultMessage: 'Publish at' },
  schedulePast: {
    id: 'publish.schedule.past',
    defaultMessage: 'The scheduled time has already passed. Choose a later time.',
  },
  submit: { id: 'publish.submit', defaultMessage: 'Publish' },
  submitUpdate: { id: 'publish.submit.update', defaultMessage: 'Save changes' },
  successTitle: { id: 'title.publishSuccess', defaultMessage: 'Post submitted' },
  successPublished: { id: 'publish.success.published', defaultMessage: 'Your post is published.' },
  successReview: {
    id: 'publish.success.review',
    defaultMessage: 'Your post will appear once it has been reviewed.',
  },
  successProcessing: {
    id: 'publish.success.processing',
    defaultMessage: 'Your video is being processed. The post appears once it is ready.',
  },
  failTitle: { id: 'publish.fail.title', defaultMessage: 'The post could not be published' },
  leaveTitle: { id: 'publish.leave.title', defaultMessage: 'Discard this post?' },
  leaveBody: { id: 'publish.leave.body', defaultMessage: 'Your changes will be lost.' },
  leaveUploading: {
    id: 'publish.leave.uploading',
    defaultMessage: 'Files are still uploading. Leaving stops the uploads and discards your changes.',
  },
  leaveUploaded: {
    id: 'publish.leave.uploaded',
    defaultMessage: 'Your files have been uploaded. Leaving discards them and your changes.',
  },
  leaveConfirm: { id: 'publish.leave.confirm', defaultMessage: 'Discard' },
  leaveStay: { id: 'publish.leave.stay', defaultMessage: 'Keep editing' },
  planFirstTitle: { id: 'publish.planFirst.title', defaultMessage: 'Create a plan first' },
  planFirstBody: {
    id: 'publish.planFirst.body',
    defaultMessage: 'Subscription posts are unlocked by your plans. Create a plan, then choose it here.',
  },
  planFirstConfirm: { id: 'publish.planFirst.confirm', defaultMessage: 'Create a plan' },
  creatorFirstTitle: { id: 'publish.creatorFirst.title', defaultMessage: 'Become a creator first' },
  creatorFirstBody: {
    id: 'publish.creatorFirst.body',
    defaultMessage: 'Only creators can publish posts. Apply to become a creator to start.',
  },
  creatorFirstConfirm: { id: 'publish.creatorFirst.confirm', defaultMessage: 'Become a creator' },
  rejected: defineMessage<{ reason: string }>({
    id: 'publish.rejected',
    defaultMessage: 'This post was not approved: {reason}',
  }),
});

/** Labels of the seed's category codes (`category.{code}`); an unknown code shows as it is. */
export const categoryMessages = defineMessages({
  fitness: { id: 'category.fitness', defaultMessage: 'Fitness' },
  art: { id: 'category.art', defaultMessage: 'Art' },
  music: { id: 'category.music', defaultMessage: 'Music' },
  cosplay: { id: 'category.cosplay', defaultMessage: 'Cosplay' },
  gaming: { id: 'category.gaming', defaultMessage: 'Gaming' },
  travel: { id: 'category.travel', defaultMessage: 'Travel' },
  food: { id: 'category.food', defaultMessage: 'Food' },
  fashion: { id: 'category.fashion', defaultMessage: 'Fashion' },
  photography: { id: 'category.photography', defaultMessage: 'Photography' },
  lifestyle: { id: 'category.lifestyle', defaultMessage: 'Lifestyle' },
  education: { id: 'category.education', defaultMessage: 'Education' },
  comedy: { id: 'category.comedy', defaultMessage: 'Comedy' },
});
