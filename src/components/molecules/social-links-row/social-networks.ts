/**
 * The social networks the app links to (spec §2, §3: a creator's links, the site's own in the
 * footer), in the order they are shown, each with its icon and its name.
 */
import { defineMessages } from 'react-intl';
import type { IconShape } from '../../atoms/icon/icon.tsx';
import { facebookIcon, instagramIcon, tiktokIcon, xIcon, youtubeIcon } from '../../atoms/icon/icons.ts';

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'twitter', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_ICONS: Record<SocialNetwork, IconShape> = {
  instagram: instagramIcon,
  facebook: facebookIcon,
  twitter: xIcon,
  youtube: youtubeIcon,
  tiktok: tiktokIcon,
};

export const SOCIAL_NETWORK_NAMES = defineMessages({
  instagram: { id: 'social.instagram', defaultMessage: 'Instagram' },
  facebook: { id: 'social.facebook', defaultMessage: 'Facebook' },
  twitter: { id: 'social.twitter', defaultMessage: 'X (Twitter)' },
  youtube: { id: 'social.youtube', defaultMessage: 'YouTube' },
  tiktok: { id: 'social.tiktok', defaultMessage: 'TikTok' },
});
