import { defineMessage, defineMessages } from 'react-intl';
import type { IconShape } from '../../atoms/icon/icon.tsx';
import { facebookIcon, instagramIcon, tiktokIcon, xIcon, youtubeIcon } from '../../atoms/icon/icons.ts';

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
  instagram: { id: 'footer.instagram', defaultMessage: 'Instagram' },
  facebook: { id: 'footer.facebook', defaultMessage: 'Facebook' },
  twitter: { id: 'footer.twitter', defaultMessage: 'X (Twitter)' },
  youtube: { id: 'footer.youtube', defaultMessage: 'YouTube' },
  tiktok: { id: 'footer.tiktok', defaultMessage: 'TikTok' },
});

/** The networks the spec names (§2), in the order they are shown. */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'twitter', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_ICONS: Record<SocialNetwork, IconShape> = {
  instagram: instagramIcon,
  facebook: facebookIcon,
  twitter: xIcon,
  youtube: youtubeIcon,
  tiktok: tiktokIcon,
};

/** Policy pages under `/{lang}/official/` (spec §2), in reading order. */
export const POLICY_LINKS = [
  { path: '/official/tos', label: footerMessages.terms },
  { path: '/official/privacy-policy', label: footerMessages.privacy },
  { path: '/official/cookie-policy', label: footerMessages.cookies },
  { path: '/official/dmca', label: footerMessages.dmca },
  { path: '/official/acceptable-use-policy', label: footerMessages.acceptableUse },
  { path: '/official/complaints-policy', label: footerMessages.complaints },
] as const;
