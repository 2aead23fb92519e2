import { defineMessages } from 'react-intl';
import { commonMessages } from '../../components/messages/common-messages.ts';

export const termsUpdateMessages = defineMessages({
  title: { id: 'terms.update.title', defaultMessage: 'We have updated our Terms of Service' },
  body: {
    id: 'terms.update.body',
    defaultMessage: 'Please read the new terms and accept them to keep using FanVault.',
  },
  accept: { id: 'terms.update.accept', defaultMessage: 'Accept and continue' },
  logOut: commonMessages.logout,
  failed: { id: 'terms.update.failed', defaultMessage: 'Your answer was not saved. Please try again.' },
});
