import { defineMessage, defineMessages } from 'react-intl';

export const creatorApplyMessages = defineMessages({
  title: { id: 'mine.creator.title', defaultMessage: 'Become a creator' },
  agreementTitle: { id: 'mine.creator.agreement.title', defaultMessage: 'Creator agreement' },
  agreementRegion: { id: 'mine.creator.agreement.region', defaultMessage: 'Creator agreement text' },
  agreement1: {
    id: 'mine.creator.agreement.p1',
    defaultMessage:
      'To publish on FanVault you must be at least 18 years old and verify your identity with an official document and a photo of your face.',
  },
  agreement2: {
    id: 'mine.creator.agreement.p2',
    defaultMessage:
      'You publish only content you created or have the rights to, and only people who are adults and agreed to appear in it. Content that breaks the law or our terms is removed.',
  },
  agreement3: {
    id: 'mine.creator.agreement.p3',
    defaultMessage:
      'You set the price of your subscriptions and posts. FanVault takes no commission; payment providers may charge their own fees.',
  },
  agreement4: {
    id: 'mine.creator.agreement.p4',
    defaultMessage:
      'Your identity documents are kept private: only our review team sees them, and only to check your application.',
  },
  agreement5: {
    id: 'mine.creator.agreement.p5',
    defaultMessage:
      'By continuing you accept this agreement and the terms of service. You can stop publishing at any time.',
  },
  accept: { id: 'mine.creator.agreement.accept', defaultMessage: 'Agree and continue' },
  documentTypeTitle: {
    id: 'mine.creator.documentType.title',
    defaultMessage: 'Choose your identity document',
  },
  documentTypeHint: {
    id: 'mine.creator.documentType.hint',
    defaultMessage: 'Use a valid official document with your photo.',
  },
  identityTitle: { id: 'mine.creator.identity.title', defaultMessage: 'Verify your identity' },
  identityBody1: defineMessage<{ document: string }>({
    id: 'mine.creator.identity.body1',
    defaultMessage:
      'You will take two photos: one of your {document} and one of your face. They show that you are the person behind this account.',
  }),
  identityBody2: {
    id: 'mine.creator.identity.body2',
    defaultMessage: 'Find a well-lit place and have your document at hand.',
  },
  startPhotos: { id: 'mine.creator.identity.start', defaultMessage: 'Start taking photos' },
  pictureTitle: { id: 'mine.creator.picture.title', defaultMessage: 'Take the photos' },
  documentType: { id: 'mine.creator.picture.documentType', defaultMessage: 'Document type' },
  country: { id: 'mine.creator.picture.country', defaultMessage: 'Issuing country' },
  idPhoto: defineMessage<{ document: string }>({
    id: 'mine.creator.picture.idPhoto',
    defaultMessage: 'Photo of your {document}',
  }),
  idHint: {
    id: 'mine.creator.picture.idHint',
    defaultMessage: 'All four corners and the text must be clearly readable.',
  },
  facePhoto: { id: 'mine.creator.picture.facePhoto', defaultMessage: 'Photo of your face' },
  faceHint: {
    id: 'mine.creator.picture.faceHint',
    defaultMessage: 'Look at the camera in good light, without sunglasses.',
  },
  idMissing: { id: 'mine.creator.picture.idMissing', defaultMessage: 'Take a photo of your document.' },
  faceMissing: { id: 'mine.creator.picture.faceMissing', defaultMessage: 'Take a photo of your face.' },
  uploadFailed: {
    id: 'mine.creator.picture.uploadFailed',
    defaultMessage: 'The photo could not be uploaded. Please try again.',
  },
  submit: { id: 'mine.creator.picture.submit', defaultMessage: 'Submit application' },
  confirmTitle: { id: 'mine.creator.confirm.title', defaultMessage: 'Submit your application?' },
  confirmMessage: {
    id: 'mine.creator.confirm.message',
    defaultMessage: 'Check that both photos are sharp and readable before you send them.',
  },
  confirmYes: { id: 'mine.creator.confirm.yes', defaultMessage: 'Submit' },
  confirmNo: { id: 'mine.creator.confirm.no', defaultMessage: 'Check again' },
  successTitle: { id: 'mine.creator.success.title', defaultMessage: 'Application sent' },
  successApproved: {
    id: 'mine.creator.success.approved',
    defaultMessage: 'You are now a creator. You can publish your first post.',
  },
  successPending: {
    id: 'mine.creator.success.pending',
    defaultMessage: 'We will review your application and show the result in your account.',
  },
  failedTitle: { id: 'mine.creator.failed.title', defaultMessage: 'Submission failed' },
  pendingTitle: { id: 'mine.creator.pending.title', defaultMessage: 'Application under review' },
  pendingBody: {
    id: 'mine.creator.pending.body',
    defaultMessage:
      'We are checking your documents. You can keep using FanVault meanwhile; publishing opens once you are approved.',
  },
  backToMine: { id: 'mine.creator.pending.back', defaultMessage: 'Back to my account' },
  rejectedTitle: {
    id: 'mine.creator.rejected.title',
    defaultMessage: 'Your last application was not approved',
  },
  rejectedReason: defineMessage<{ reason: string }>({
    id: 'mine.creator.rejected.reason',
    defaultMessage: 'Reason: {reason}',
  }),
  rejectedAgain: { id: 'mine.creator.rejected.again', defaultMessage: 'You can apply again below.' },
});

/** Spec §3 document types, by their number. */
export const identityTypeMessages = defineMessages({
  1: { id: 'mine.creator.identityType.passport', defaultMessage: 'Passport' },
  2: { id: 'mine.creator.identityType.idCard', defaultMessage: 'ID card' },
  3: { id: 'mine.creator.identityType.driverLicense', defaultMessage: 'Driver license' },
});
