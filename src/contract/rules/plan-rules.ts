/**
 * The subscription plan rules of product spec sections 5 and 9 as zod schemas, shared by the
 * plan form and the server. Like account-rules.ts, issue messages are rule codes
 * (`PLAN_RULE_ERROR`): the form turns them into its inline messages, the server into its
 * translated refusals (server/http/rule-messages.ts).
 */
import { z } from 'zod/mini';
import { multilineText, text } from '../strings.ts';
import { isMoneyAmount } from './money-rules.ts';

export const PLAN_NAME_MAX_LENGTH = 32;
export const PLAN_CONTENT_MAX_LENGTH = 300;
export const PLAN_PRICE_MIN = 1;
export const PLAN_PRICE_MAX = 999;
/** How many days of past posts a new subscriber sees; 1000 means every post. */
export const PLAN_UNLOCK_DAYS_MAX = 1000;
/** The unlock choice that opens every post, whatever its age. */
export const PLAN_UNLOCK_ALL_DAYS = 1000;
/** The unlock choices the form offers, in its order: all days, 30, 90, 360. */
export const PLAN_UNLOCK_DAY_OPTIONS = [PLAN_UNLOCK_ALL_DAYS, 30, 90, 360] as const;
export const PLAN_EXPIRE_DAYS_MIN = 7;
export const PLAN_EXPIRE_DAYS_MAX = 365;
/** The subscription lengths the form offers besides a custom number of days. */
export const PLAN_EXPIRE_DAY_PRESETS = [30, 60, 90] as const;
export { MAX_PLANS_PER_CREATOR } from './plan-limits.ts';
/** Uploaded plan pictures the form accepts besides the presets (spec §9: 7 uploads plus 3 presets). */
export const PLAN_PICTURE_UPLOADS_MAX = 7;

/** Where the server serves public media; a plan picture must be one of these URLs. */
export const PUBLIC_MEDIA_PATH = '/media/p/';

/** The three preset plan pictures: their id, storage key and the URL app/config lists. */
export const PLAN_PRESET_PICTURES = [1, 2, 3].map((id) => ({
  id,
  key: `public/plans/plan-${id}.webp`,
  url: `${PUBLIC_MEDIA_PATH}plans/plan-${id}.webp`,
}));

/** The rule codes the plan schemas report as issue messages. */
export const PLAN_RULE_ERROR = {
  nameRequired: 'rule.plan.name.required',
  nameLength: 'rule.plan.name.length',
  contentRequired: 'rule.plan.content.required',
  contentLength: 'rule.plan.content.length',
  price: 'rule.plan.price',
  unlockDays: 'rule.plan.unlockDays',
  expireDays: 'rule.plan.expireDays',
  picture: 'rule.plan.picture',
  status: 'rule.plan.status',
} as const;
export type PlanRuleError = (typeof PLAN_RULE_ERROR)[keyof typeof PLAN_RULE_ERROR];

/** True for a plan price: an amount of money (money-rules.ts: at most two decimals) from 1 to 999. */
export function isValidPlanPrice(price: number): boolean {
  return isMoneyAmount(price) && price >= PLAN_PRICE_MIN && price <= PLAN_PRICE_MAX;
}

/** A public media path that names a file: segments of safe characters, an image extension. */
const MEDIA_PICTURE =
  /^\/media\/p\/([A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*\.(jpe?g|png|gif|webp)$/i;

/**
 * True for a picture a plan may use: one of the presets, or an image the server itself serves
 * (a root-relative `/media/p/...` URL, as uploads answer it). Another site's URL never is.
 */
export function isPlanPictureUrl(url: string): boolean {
  if (PLAN_PRESET_PICTURES.some((preset) => preset.url === url)) return true;
  return url.length <= 512 && MEDIA_PICTURE.test(url) && !url.split('/').includes('..');
}

const required = (message: string) => text().check(z.trim(), z.minLength(1, { message, abort: true }));

export const planNameSchema = required(PLAN_RULE_ERROR.nameRequired).check(
  z.maxLength(PLAN_NAME_MAX_LENGTH, PLAN_RULE_ERROR.nameLength),
);

export const planContentSchema = multilineText().check(
  z.trim(),
  z.minLength(1, { message: PLAN_RULE_ERROR.contentRequired, abort: true }),
  z.maxLength(PLAN_CONTENT_MAX_LENGTH, PLAN_RULE_ERROR.contentLength),
);

export const planPriceSchema = z.number().check(z.refine(isValidPlanPrice, PLAN_RULE_ERROR.price));

export const planUnlockDaysSchema = z
  .number()
  .check(
    z.refine(
      (days) => Number.isInteger(days) && days >= 1 && days <= PLAN_UNLOCK_DAYS_MAX,
      PLAN_RULE_ERROR.unlockDays,
    ),
  );

export const planExpireDaysSchema = z
  .number()
  .check(
    z.refine(
      (days) => Number.isInteger(days) && days >= PLAN_EXPIRE_DAYS_MIN && days <= PLAN_EXPIRE_DAYS_MAX,
      PLAN_RULE_ERROR.expireDays,
    ),
  );

/** 1 on sale (the default), 0 hidden from fans. */
export const planStatusSchema = z
  .number()
  .check(z.refine((status) => status === 0 || status === 1, PLAN_RULE_ERROR.status));

export const planPictureSchema = text().check(
  z.trim(),
  z.refine((url) => url === '' || isPlanPictureUrl(url), PLAN_RULE_ERROR.picture),
);

/** The fields a plan is edited with (subscription/update); expire_days is locked after creation. */
export const planEditSchema = z.object({
  /** The plan's name. */
  name: planNameSchema,
  /** The plan's description. */
  content: planContentSchema,
  /** Currency units per period, 1 to 999, at most two decimals. */
  price: planPriceSchema,
  /** How many days of past posts a new subscriber sees, 1 to 1000 (1000: every post). */
  unlock_day_after_subscribe: planUnlockDaysSchema,
  /** 1 on sale, 0 hidden from fans. */
  status: z._default(planStatusSchema, 1),
  /** A preset or uploaded picture URL; empty or absent for none. */
  picture: z.optional(planPictureSchema),
});

/** The fields a new plan is created with (subscription/create). */
export const planCreateSchema = z.extend(planEditSchema, { expire_days: planExpireDaysSchema });
