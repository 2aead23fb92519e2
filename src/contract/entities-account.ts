/** Account entities of product spec section 3: the signed-in user's own record and a login result. */
import { z } from 'zod/mini';
import { planSummarySchema } from './entities.ts';

const flag = z.union([z.literal(0), z.literal(1)]);

/** The signed-in user's own record (`user/getUserInfo`). */
export const userInfoSchema = z.object({
  /** Account name. */
  username: z.string().check(z.minLength(1)),
  /** Public number (as in the login result). */
  aff: z.int().check(z.positive()),
  /** Public id. */
  uuid: z.string().check(z.minLength(1)),
  /** The chat socket's credential for this session (`chat/initUser`, api.md 5.18). */
  chat_token: z.string(),
  /** 0 none, 1 creator application pending, 2 creator (AUTH_STATUS). */
  auth_status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Always 1: whom the user may message is answered per person (a creator's, a contact's). */
  is_able_send_message: flag,
  /** Always 0, for the same reason. */
  is_block: flag,
  /** Display name. */
  nickname: z.string(),
  /** Bio. */
  description: z.string(),
  /** Avatar URL (`/media/p/…`), '' when none. */
  thumb: z.string(),
  /** Cover URL (`/media/p/…`), '' when none. */
  background: z.string(),
  /** The account's email; '' when it has none (an account made through a provider that gave none). */
  email: z.string(),
  /** 0 unverified, 1 verified. */
  email_validation: flag,
  /**
   * The version of the terms of service the member accepted ('' for none on record); older than
   * LEGAL_VERSIONS.tos means the app asks them to accept the new one (user/acceptTerms).
   */
  terms_version: z.string(),
  /** True when the account has a password (accounts made by Google, X or Apple may not). */
  has_password: z.boolean(),
  /**
   * Balance in currency units (two decimals), derived from the ledger: what a withdrawal may take;
   * negative after refunds.
   */
  money: z.number(),
  /** The user's own subscription plans. */
  subscription_list: z.array(planSummarySchema),
  /** Subscriptions the user holds. */
  subscription_count: z.int().check(z.nonnegative()),
  /** Posts the user wrote. */
  post_num: z.int().check(z.nonnegative()),
  /** Absolute profile link, `{PUBLIC_URL}/{username}`. */
  share_url: z.string(),
  /** '' when not set. */
  instagram_link: z.string(),
  /** '' when not set. */
  facebook_link: z.string(),
  /** '' when not set. */
  twitter_link: z.string(),
  /** '' when not set. */
  youtube_link: z.string(),
  /** '' when not set. */
  tiktok_link: z.string(),
  /** The account's language, one of the 15 locale codes. */
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
  /** The session token, 43 characters of Base64url: sent as `token` inside every later call's `data`. */
  token: z.string().check(z.minLength(1)),
  /** The account name. */
  username: z.string().check(z.minLength(1)),
  /** The account's public number (invite code): 8 digits for accounts made through the API. */
  aff: z.int().check(z.positive()),
  /** The account's public id (a UUID). */
  uuid: z.string().check(z.minLength(1)),
  /** 2 member, 3 creator (ROLE). */
  role: z.union([z.literal(2), z.literal(3)]),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Sign-in providers the server has credentials for; the app shows only these buttons. */
export const OAUTH_PROVIDERS = ['google', 'twitter', 'apple'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
