/** The enumerations of product spec section 3 and 4, with the codes the wire uses. */

export const ROLE = { visitor: 1, member: 2, creator: 3 } as const;
export type Role = (typeof ROLE)[keyof typeof ROLE];

/** auth_status of a user: 2 is an approved creator, 1 an application under review. */
export const AUTH_STATUS = { none: 0, pending: 1, creator: 2 } as const;

/** Access level of a post on the wire (article_type). */
export const ARTICLE_TYPE = { subscription: 1, buy: 2, free: 3, private: 4 } as const;
export type ArticleType = (typeof ARTICLE_TYPE)[keyof typeof ARTICLE_TYPE];
/** The spec's short codes for the same levels. */
export const ARTICLE_CODE = { SUB: 1, BUY: 2, SCH: 3, PRI: 4 } as const;
/** Access level as the publish draft holds it (perm). */
export const DRAFT_PERM = { SCH: 0, SUB: 2, BUY: 3, PRI: 10 } as const;

export const RESOURCE_TYPE = { image: 1, video: 2 } as const;
export type ResourceType = (typeof RESOURCE_TYPE)[keyof typeof RESOURCE_TYPE];

export const REVIEW_STATUS = {
  review: 1,
  published: 2,
  pass: 3,
  readySlice: 4,
  reject: 5,
  slicing: 15,
  codec: 20,
  codecFailure: 25,
} as const;
export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];
/** Statuses during which a video is still being processed. */
export const PROCESSING_REVIEW_STATUSES: readonly ReviewStatus[] = [4, 15, 20];

export const UPLOAD_STATUS = {
  pending: 1,
  preprocessing: 2,
  uploading: 3,
  done: 4,
  fail: 5,
  save: 6,
} as const;

export const PAYMENT_TYPE = {
  OTHER: 0,
  ALI_PAY: 1,
  LINE_PAY: 2,
  PAYPAL: 3,
  UNION_PAY: 4,
  CREDIT_CARD: 5,
  USDT: 6,
} as const;
/** The pay way chosen when none is: credit card. */
export const DEFAULT_PAY_TYPE_ID = 78;

export const ORDER_TYPE = {
  transaction: 1,
  subscription: 2,
  purchasedArticle: 3,
  subscriptionExpired: 4,
} as const;
export const SUBSCRIPTION_ACTION = { restore: 1, cancel: 2, resubscribe: 3, subscribeInAdvance: 4 } as const;
export const COLLECT_TYPE = { author: 1, post: 2 } as const;
export const COLLECT_KIND = { bought: 1, like: 2 } as const;
export const PREFERENCE_TYPE = { overall: 1, post: 2 } as const;
export const MINE_TAB = { collect: 1, buy: 2 } as const;
export const CONTAIN = { contain: 1, expired: 2 } as const;
/** A withdrawal's status: 0 pending, 1 passed (approved), 2 completed (paid out), 3 failed. */
export const WITHDRAWAL_STATUS = { pending: 0, passed: 1, completed: 2, failed: 3 } as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUS)[keyof typeof WITHDRAWAL_STATUS];

/** A fan's subscription on the wire: 1 running (renews), 0 cancelled (runs to its end), 2 expired. */
export const USER_SUBSCRIPTION_STATUS = { cancelled: 0, running: 1, expired: 2 } as const;
export type UserSubscriptionStatus = (typeof USER_SUBSCRIPTION_STATUS)[keyof typeof USER_SUBSCRIPTION_STATUS];

/** `payment/cancelSubscription`'s type: 0 cancel (no renewal), 1 restore (renew again). */
export const CANCEL_SUBSCRIPTION_TYPE = { cancel: 0, restore: 1 } as const;

/** `user/listSubs`'s position: 1 subscriptions still giving access, 2 expired ones. */
export const SUBSCRIPTION_POSITION = { valid: 1, expired: 2 } as const;

/** `article/getArticleSubscription`'s rmd: 0 every plan, 1 the plans containing the post, 2 the others. */
export const ARTICLE_PLANS = { all: 0, recommended: 1, other: 2 } as const;

/** An order's life: pending until the provider answers; a paid order may be refunded or disputed. */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'cancelled',
  'refunded',
  'disputed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What an order pays for: a plan's period (bought, or renewed with a saved card), one post, a tip
 * to a creator, or a creator's paid chat message (issue 25).
 */
export const ORDER_KINDS = ['subscription', 'renewal', 'post', 'tip', 'message'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** The payment providers a server may run (docs/decisions/payment-providers.md). */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const DOCUMENT_TYPE = { passport: 1, idCard: 2, driverLicense: 3 } as const;
export const EMAIL_CODE_TYPE = { login: 5, updateEmail: 4 } as const;
export const CHAT_MESSAGE_STATUS = { success: 1, failure: 2, sending: 3 } as const;

/** getList ordering: 0 popular (likes and views), 1 newest first, 2 from subscribed creators. */
export const LIST_FILTER = { popular: 0, new: 1, subscribed: 2 } as const;

/** Page size of every paged list unless the call says otherwise. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

/** The app version the server reports (spec section 9). */
export const APP_VERSION = '1.2.30';
