import { useAppConfig } from '../../api/app-config.ts';
import type { SocialNetwork } from '../../components/molecules/social-links-row/social-networks.ts';
import { Footer } from '../../components/organisms/footer/footer.tsx';

/**
 * The site footer of the official pages (spec §2 "Footer shows social links, contact, address"):
 * the operator's contact address, postal address and own profiles as the deployment configures
 * them (app/config's `operator`; OPERATOR_* in docs/operations.md), and the policy links.
 */
export function SiteFooter() {
  const config = useAppConfig();
  const operator = config.data?.operator;
  if (!operator) return null;
  const social: Partial<Record<SocialNetwork, string>> = {
    instagram: operator.social.instagram_link,
    twitter: operator.social.twitter_link,
    youtube: operator.social.youtube_link,
    tiktok: operator.social.tiktok_link,
    facebook: operator.social.facebook_link,
  };
  return (
    <Footer
      year={new Date().getFullYear()}
      email={operator.email}
      address={[operator.name, operator.address]}
      social={social}
      className="mt-12"
    />
  );
}
