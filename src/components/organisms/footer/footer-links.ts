import { defineMessage, defineMessages } from 'react-intl';

export const footerMessages = defineMessages({
  // Shared with the landing footer: same ids, same English.
  terms: { id: 'footer.terms', defaultMessage: 'Terms of service' },
  privacy: { id: 'footer.privacy', defaultMessage: 'Privacy policy' },
  cookies: { id: 'footer.cookies', defaultMessage: 'Cookie policy' },
  dmca: { id: 'footer.dmca', defaultMessage: 'DMCA' },
  legal: { id: 'footer.label', defaultMessage: 'Legal' },
  rights: defineMessage<{ year: number }>({
    id: 'footer.rights',
    defaultMessage: '© {year} FanVault. All rights reserved.',
  }),
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
