/**
 * Who runs this deployment, as its legal texts, footer and menus name it (the operator, its postal
 * address, its contact address). The defaults name a demo operator; a real deployment sets its own.
 */
import { z } from 'zod';
import {
  SOCIAL_LINK_FIELDS,
  socialProfileUrl,
  type SocialLinks,
} from '../../src/contract/rules/profile-rules.ts';
import { emptyToUndefined } from './fields.ts';

/**
 * OPERATOR_SOCIAL_LINKS: the operator's own profiles, comma-separated full URLs, each on one of
 * the networks a creator may link (the profile rule, src/contract/rules/profile-rules.ts), at most
 * one per network. Read into the links by network; a URL on no known network is refused.
 */
const socialLinksSetting = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('')
    .transform((value, context): SocialLinks => {
      const links: SocialLinks = {};
      for (const url of value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const field = SOCIAL_LINK_FIELDS.find((candidate) => socialProfileUrl(candidate, url));
        if (!field) {
          context.addIssue({
            code: 'custom',
            message: `${url} is no profile on Instagram, X, YouTube, TikTok or Facebook`,
          });
          return z.NEVER;
        }
        links[field] = socialProfileUrl(field, url) ?? url;
      }
      return links;
    }),
);

/** OPERATOR_NAME, OPERATOR_ADDRESS, CONTACT_EMAIL and OPERATOR_SOCIAL_LINKS. */
export const operatorEnvSchema = z.object({
  OPERATOR_NAME: z.preprocess(
    emptyToUndefined,
    z.string().trim().min(2).max(120).default('FanVault Demo Operator'),
  ),
  OPERATOR_ADDRESS: z.preprocess(
    emptyToUndefined,
    z.string().trim().min(5).max(300).default('1 Example Street, 10115 Berlin, Germany'),
  ),
  CONTACT_EMAIL: z.preprocess(
    emptyToUndefined,
    z.email({ message: 'must be an email address' }).default('support@fanvault.example'),
  ),
  OPERATOR_SOCIAL_LINKS: socialLinksSetting,
});

/** The operator part of the configuration. */
export function operatorSettingsOf(e: z.output<typeof operatorEnvSchema>) {
  return {
    operator: {
      /** The legal entity that runs the platform. */
      name: e.OPERATOR_NAME,
      /** Its postal address, on one line. */
      address: e.OPERATOR_ADDRESS,
      /** Where members, rights holders and authorities write to. */
      email: e.CONTACT_EMAIL,
      /** Its own profiles on the social networks, by field (the site footer's links). */
      social: e.OPERATOR_SOCIAL_LINKS,
    },
  };
}
