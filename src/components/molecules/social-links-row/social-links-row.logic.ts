/** A creator's social links (spec §2, §3), in the order they are shown. */
import type { Creator } from '../../../contract/entities.ts';
import { SOCIAL_NETWORKS, type SocialNetwork } from './social-networks.ts';

export type SocialLinks = Partial<Pick<Creator, `${SocialNetwork}_link`>>;

/** The networks that have a link, each with its URL; empty and blank links are left out. */
export function presentSocialLinks(links: SocialLinks): { network: SocialNetwork; url: string }[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const url = links[`${network}_link`]?.trim();
    return url ? [{ network, url }] : [];
  });
}
