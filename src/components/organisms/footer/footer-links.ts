import { defineMessages } from 'react-intl';
import { legalMessages } from '../../messages/legal-messages.ts';

export const footerMessages = defineMessages({
  // The policy names the landing footer and the settings menu say too: legal-messages.ts.
  terms: legalMessages.terms,
  privacy: legalMessages.privacy,
  cookies: legalMessages.cookies,
  dmca: legalMessages.dmca,
  legal: legalMessages.legal,
  rights: legalMessages.rights,
  acceptableUse: { id: 'footer.acceptableUse', defaultMessage: 'Acceptable use policy' },
  complaints: { id: 'footer.complaints', defaultMessage: 'Complaints policy' },
  follow: { id: 'footer.follow', defaultMessage: 'Follow us' },
  contact: { id: 'footer.contact', defaultMessage: 'Contact' },
  email: { id: 'footer.email', defaultMessage: 'Email' },
  address: { id: 'footer.address', defaultMessage: 'Address' },
});

/** Policy pages under `/{lang}/official/` (spec §2), in reading order. */
export const POLICY_LINKS = [
  { path: '/official/tos', label: footerMessages.terms },
  { path: '/official/privacy-policy', label: footerMessages.privacy },
  { path: '/official/cookie-policy', label: footerMessages.cookies },
  { path: '/official/dmca', label: footerMessages.dmca },
  { path: '/official/acceptable-use-policy', label: footerMessages.acceptableUse },
  { path: '/official/complaints-policy', label: footerMessages.complaints },
] as const;
