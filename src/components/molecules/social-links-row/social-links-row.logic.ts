/** The social networks a creator may link (spec §2, §3), in the order they are shown. */
import type { Creator } from '../../../contract/entities.ts';

export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'twitter', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type SocialLinks = Partial<Pick<Creator, `${SocialNetwork}_link`>>;

/** The networks that have a link, each with its URL; empty and blank links are left out. */
export function presentSocialLinks(links: SocialLinks): { network: SocialNetwork; url: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = links[`${network}_link`]?.trim();
    return url ? [{ network, url }] : [];
  });
}
