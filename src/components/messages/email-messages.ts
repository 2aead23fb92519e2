import { defineMessages } from 'react-intl';

/** The account's email and its state, as mine home and the account screen say them (spec §4). */
export const emailMessages = defineMessages({
  email: { id: 'mine.profile.email', defaultMessage: 'Email' },
  noEmail: { id: 'mine.profile.noEmail', defaultMessage: 'No email address yet' },
  verified: { id: 'mine.profile.verified', defaultMessage: 'Verified' },
  unverified: { id: 'mine.profile.unverified', defaultMessage: 'Not verified' },
  verify: { id: 'account.email.verify', defaultMessage: 'Verify email' },
});
