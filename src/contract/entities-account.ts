/** Account entities of product spec section 3: the signed-in user's own record and a login result. */
import { z } from 'zod/mini';
import { planSummarySchema } from './entities.ts';

const flag = z.union([z.literal(0), z.literal(1)]);

/** The signed-in user's own record (`user/getUserInfo`). */
export const userInfoSchema = z.object({
  username: z.string().check(z.minLength(1)),
  aff: z.int().check(z.positive()),
  uuid: z.string().check(z.minLength(1)),
  /** Token for the chat socket's initUser. */
  chat_token: z.string(),
  /** 0 none, 1 creator application pending, 2 creator (AUTH_STATUS). */
  auth_status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  is_able_send_message: flag,
  is_block: flag,
  nickname: z.string(),
  description: z.string(),
  thumb: z.string(),
  background: z.string(),
  email: z.string(),
  /** 0 unverified, 1 verified. */
  email_validation: flag,
  /** True when the account has a password (accounts made by Google, X or Apple may not). */
  has_password: z.boolean(),
  /** Balance in the currency's major unit, derived from the ledger. */
  money: z.number(),
  subscription_list: z.array(planSummarySchema),
  subscription_count: z.int().check(z.nonnegative()),
  post_num: z.int().check(z.nonnegative()),
  share_url: z.string(),
  instagram_link: z.string(),
  facebook_link: z.string(),
  twitter_link: z.string(),
  youtube_link: z.string(),
  tiktok_link: z.string(),
  locale: z.string(),
  /**
   * Why the user's last creator application was rejected, while they have not applied again;
   * '' otherwise. The become-creator screen shows it above the agreement.
   */
  creator_review_note: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * What every successful login or sign-up returns. The app refuses a login whose username,
 * aff or uuid is missing (spec section 4), so the schema requires them.
 */
export const loginResultSchema = z.object({
  token: z.string().check(z.minLength(1)),
  username: z.string().check(z.minLength(1)),
  aff: z.int().check(z.positive()),
  uuid: z.string().check(z.minLength(1)),
  /** 2 member, 3 creator (ROLE). */
  role: z.union([z.literal(2), z.literal(3)]),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Sign-in providers the server has credentials for; the app shows only these buttons. */
export const OAUTH_PROVIDERS = ['google', 'twitter', 'apple'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
