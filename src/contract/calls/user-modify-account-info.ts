import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { userInfoSchema } from '../entities-account.ts';
import { accountNameSchema, emailSchema } from '../rules/account-rules.ts';
import {
  SOCIAL_LINK_FIELDS,
  SOCIAL_LINK_MAX_LENGTH,
  nicknameSchema,
  profileDescriptionSchema,
  profilePictureSchema,
} from '../rules/profile-rules.ts';
import { text } from '../strings.ts';
import { SUPPORTED_LOCALES } from '../../i18n/locale-resolution.ts';

/** The social links object `set_social_media` carries: only the five networks, each a string. */
const socialLinksObject = z.strictObject(
  Object.fromEntries(
    SOCIAL_LINK_FIELDS.map((field) => [field, z.optional(text().check(z.maxLength(SOCIAL_LINK_MAX_LENGTH)))]),
  ) as Record<(typeof SOCIAL_LINK_FIELDS)[number], z.ZodMiniOptional<z.ZodMiniString>>,
);

/** `set_social_media` is JSON text (spec §7), read into the links object. */
const socialLinksJson = z.pipe(
  text().check(z.maxLength(2000)),
  z.transform((json: string, context) => {
    try {
      return JSON.parse(json) as unknown;
    } catch {
      context.issues.push({ code: 'custom', message: 'set_social_media is not JSON', input: json });
      return z.NEVER;
    }
  }),
);

/**
 * Every field is optional: what is sent changes, what is left out stays. The social links are
 * checked against their networks (and the product's own site) by the server, which knows its host.
 */
export const modifyAccountInfoSchema = z.object({
  /** Display name: required when sent, at most 16 characters. */
  nickname: z.optional(nicknameSchema),
  /** Account name: 4 to 20 ASCII letters and digits, unique in any letter case. */
  username: z.optional(accountNameSchema),
  /** Bio, at most 1000 characters; '' clears it. */
  description: z.optional(profileDescriptionSchema),
  /** The interface language the mails are written in (one of the 15 locales). */
  lang: z.optional(z.enum(SUPPORTED_LOCALES)),
  /**
   * JSON text of `{instagram_link, twitter_link, youtube_link, tiktok_link, facebook_link}`, each
   * optional; a link left out stays, '' removes it.
   */
  set_social_media: z.optional(z.pipe(socialLinksJson, socialLinksObject)),
  /** Avatar: the path the image upload answered (`/media/p/uploads/{id}/blur.webp`), '' removes it. */
  thumb: z.optional(profilePictureSchema),
  /** Cover, like `thumb`. */
  background: z.optional(profilePictureSchema),
  /**
   * The account's email, accepted only unchanged: a new address is confirmed with a code first
   * (account/sendEmailCode type 4, then account/validationEmail).
   */
  email: z.optional(emailSchema),
});
export type ModifyAccountInfoInput = z.input<typeof modifyAccountInfoSchema>;

/** Changes the signed-in user's profile and account fields; answers their record as user/getUserInfo does. */
export const modifyAccountInfoCall = defineCall({
  path: 'user/modifyAccountInfo',
  access: 'member',
  request: modifyAccountInfoSchema,
  response: userInfoSchema,
});
