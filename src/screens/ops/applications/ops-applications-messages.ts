import { defineMessage, defineMessages } from 'react-intl';

/** The console's creator applications queue. */
export const opsApplicationsMessages = defineMessages({
  tabs: { id: 'ops.applications.tabs', defaultMessage: 'Applications by status' },
  tabPending: { id: 'ops.applications.tab.pending', defaultMessage: 'Pending' },
  tabApproved: { id: 'ops.applications.tab.approved', defaultMessage: 'Approved' },
  tabRejected: { id: 'ops.applications.tab.rejected', defaultMessage: 'Refused' },
  emptyPending: {
    id: 'ops.applications.empty.pending',
    defaultMessage: 'No application waits. All are decided.',
  },
  emptyApproved: { id: 'ops.applications.empty.approved', defaultMessage: 'No approved application yet.' },
  emptyRejected: { id: 'ops.applications.empty.rejected', defaultMessage: 'No refused application yet.' },
  pickOne: {
    id: 'ops.applications.pickOne',
    defaultMessage: 'Open an application from the list to check its documents and decide.',
  },
  back: { id: 'ops.applications.back', defaultMessage: 'Back to the list' },
  waiting: defineMessage<{ duration: string }>({
    id: 'ops.applications.waiting',
    defaultMessage: 'Waiting for {duration}',
  }),
  waited: defineMessage<{ duration: string }>({
    id: 'ops.applications.waited',
    defaultMessage: 'Decided after {duration}',
  }),
  username: { id: 'ops.applications.username', defaultMessage: 'Account name' },
  nickname: { id: 'ops.applications.nickname', defaultMessage: 'Display name' },
  email: { id: 'ops.applications.email', defaultMessage: 'Email' },
  country: { id: 'ops.applications.country', defaultMessage: 'Issuing country' },
  documentType: { id: 'ops.applications.documentType', defaultMessage: 'Document' },
  submitted: { id: 'ops.applications.submitted', defaultMessage: 'Sent' },
  decided: { id: 'ops.applications.decided', defaultMessage: 'Decided' },
  reasonShown: { id: 'ops.applications.reasonShown', defaultMessage: 'Reason given' },
  photosTitle: { id: 'ops.applications.photosTitle', defaultMessage: 'Identity photos' },
  photosPrivate: {
    id: 'ops.applications.photosPrivate',
    defaultMessage: 'Private: shown only to you in this session, and each view is recorded.',
  },
  idPhoto: { id: 'ops.applications.idPhoto', defaultMessage: 'Identity document' },
  facePhoto: { id: 'ops.applications.facePhoto', defaultMessage: 'Face with the document' },
  idPhotoAlt: defineMessage<{ name: string }>({
    id: 'ops.applications.idPhotoAlt',
    defaultMessage: 'Identity document of {name}',
  }),
  facePhotoAlt: defineMessage<{ name: string }>({
    id: 'ops.applications.facePhotoAlt',
    defaultMessage: 'Photo of {name} holding the document',
  }),
  decisionTitle: { id: 'ops.applications.decisionTitle', defaultMessage: 'Decision' },
  approve: { id: 'ops.applications.approve', defaultMessage: 'Approve the application' },
  approveHint: {
    id: 'ops.applications.approveHint',
    defaultMessage: 'The member becomes a creator at once and is told by email.',
  },
  reject: { id: 'ops.applications.reject', defaultMessage: 'Refuse' },
  reason: { id: 'ops.applications.reason', defaultMessage: 'Reason for refusing' },
  reasonHint: {
    id: 'ops.applications.reasonHint',
    defaultMessage: 'The applicant reads it in their account and by email, and may apply again.',
  },
  reasonRequired: {
    id: 'rule.application.reason.required',
    defaultMessage: 'Say why the application is refused.',
  },
  reasonTooLong: defineMessage<{ max: number }>({
    id: 'rule.application.reason.length',
    defaultMessage: 'Use at most {max} characters.',
  }),
  approved: { id: 'ops.applications.approved', defaultMessage: 'Approved. The member is now a creator.' },
  rejected: { id: 'ops.applications.rejected', defaultMessage: 'Refused. The member was told why.' },
});
