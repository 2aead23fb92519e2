import { useIntl } from 'react-intl';
import type { FieldError } from 'react-hook-form';
import { useRuleMessage } from '../../components/molecules/form/rule-message.ts';
import { SOCIAL_NETWORK_NAMES } from '../../components/molecules/social-links-row/social-networks.ts';
import {
  NICKNAME_MAX_LENGTH,
  PROFILE_DESCRIPTION_MAX_LENGTH,
  PROFILE_RULE_ERROR,
  SOCIAL_LINK_EXAMPLES,
  type SocialLinkField,
} from '../../contract/rules/profile-rules.ts';
import { profileRuleMessages as m } from './profile-messages.ts';

const NETWORK_NAME = {
  instagram_link: SOCIAL_NETWORK_NAMES.instagram,
  twitter_link: SOCIAL_NETWORK_NAMES.twitter,
  youtube_link: SOCIAL_NETWORK_NAMES.youtube,
  tiktok_link: SOCIAL_NETWORK_NAMES.tiktok,
  facebook_link: SOCIAL_NETWORK_NAMES.facebook,
} as const;

/**
 * A profile rule code (profile-rules.ts) as the text under its field, with the spec's numbers;
 * a link's names its network and an example. Other codes read as the account rules do.
 */
export function useProfileRuleMessage(): (
  error: FieldError | undefined,
  link?: SocialLinkField,
) => string | undefined {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  return (error, link) => {
    switch (error?.message) {
      case PROFILE_RULE_ERROR.nicknameRequired:
        return intl.formatMessage(m.nicknameRequired);
      case PROFILE_RULE_ERROR.nicknameLength:
        return intl.formatMessage(m.nicknameLength, { max: NICKNAME_MAX_LENGTH });
      case PROFILE_RULE_ERROR.descriptionLength:
        return intl.formatMessage(m.descriptionLength, { max: PROFILE_DESCRIPTION_MAX_LENGTH });
      case PROFILE_RULE_ERROR.picture:
        return intl.formatMessage(m.picture);
      case PROFILE_RULE_ERROR.socialLink:
        if (link) {
          return intl.formatMessage(m.socialLink, {
            network: intl.formatMessage(NETWORK_NAME[link]),
            example: SOCIAL_LINK_EXAMPLES[link],
          });
        }
    }
    return ruleMessage(error);
  };
}
