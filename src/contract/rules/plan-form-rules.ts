/**
 * The plan form (spec §5, §9) as a zod schema over what the form holds: its values go in as
 * typed, the request to send comes out, checked by the same schemas the server applies
 * (plan-rules.ts), so the form refuses exactly what the server would. Each issue is the first
 * rule a field breaks, on the form's field, as a `PLAN_RULE_ERROR` code.
 */
import { z } from 'zod/mini';
import type { Plan } from '../entities-social.ts';
import { numberFromFormText } from './form-numbers.ts';
import {
  PLAN_EXPIRE_DAY_PRESETS,
  PLAN_PICTURE_UPLOADS_MAX,
  PLAN_PRESET_PICTURES,
  PLAN_RULE_ERROR,
  PLAN_UNLOCK_ALL_DAYS,
  planCreateSchema,
  planEditSchema,
  type PlanRuleError,
} from './plan-rules.ts';

/** A preset subscription length, or a custom number of days typed in. */
export type ExpireChoice = `${(typeof PLAN_EXPIRE_DAY_PRESETS)[number]}` | 'custom';

const isExpireChoice = (value: unknown): value is ExpireChoice =>
  value === 'custom' || PLAN_EXPIRE_DAY_PRESETS.some((days) => String(days) === value);

/** What the plan form holds. */
const planFormValuesSchema = z.object({
  name: z.string(),
  content: z.string(),
  /** As typed, e.g. "4.99". */
  price: z.string(),
  unlockDays: z.number(),
  /** The subscription length (adding only): a preset, or `custom` days as typed. */
  expireDays: z.object({ choice: z.custom<ExpireChoice>(isExpireChoice), custom: z.string() }),
  /** The chosen picture URL; empty for none. */
  picture: z.string(),
});
export type PlanFormValues = z.infer<typeof planFormValuesSchema>;
export type PlanFormField = keyof PlanFormValues;

export const EMPTY_PLAN_FORM: PlanFormValues = {
  name: '',
  content: '',
  price: '',
  unlockDays: PLAN_UNLOCK_ALL_DAYS,
  expireDays: { choice: '30', custom: '' },
  picture: PLAN_PRESET_PICTURES[0]!.url,
};

/** The form filled from an existing plan (editing). */
export function planFormValuesOf(plan: Plan): PlanFormValues {
  const preset = PLAN_EXPIRE_DAY_PRESETS.find((days) => days === plan.expire_days);
  return {
    name: plan.name,
    content: plan.content,
    price: String(plan.price),
    unlockDays: plan.unlock_day_after_subscribe,
    expireDays: preset
      ? { choice: String(preset) as ExpireChoice, custom: '' }
      : { choice: 'custom', custom: String(plan.expire_days) },
    picture: plan.picture,
  };
}

/** The request's field each form field fills, and the rule it breaks when its schema says nothing finer. */
const FORM_FIELD: Record<string, [PlanFormField, PlanRuleError]> = {
  name: ['name', PLAN_RULE_ERROR.nameRequired],
  content: ['content', PLAN_RULE_ERROR.contentRequired],
  price: ['price', PLAN_RULE_ERROR.price],
  unlock_day_after_subscribe: ['unlockDays', PLAN_RULE_ERROR.unlockDays],
  expire_days: ['expireDays', PLAN_RULE_ERROR.expireDays],
  picture: ['picture', PLAN_RULE_ERROR.picture],
};
const PLAN_RULE_CODES = new Set<string>(Object.values(PLAN_RULE_ERROR));

/**
 * What the form sends (subscription/create when adding, update without expire_days when editing):
 * the typed price and custom length become the JSON numbers the call takes.
 */
function planRequestOf(values: PlanFormValues, adding: boolean) {
  const base = {
    name: values.name,
    content: values.content,
    price: numberFromFormText(values.price),
    unlock_day_after_subscribe: values.unlockDays,
    status: 1,
    picture: values.picture,
  };
  if (!adding) return base;
  const { choice, custom } = values.expireDays;
  return { ...base, expire_days: choice === 'custom' ? numberFromFormText(custom) : Number(choice) };
}

/** The request of subscription/create. */
export type NewPlanRequest = z.output<typeof planCreateSchema>;
/** The request the form sends: subscription/create's when adding, update's (no `expire_days`) when editing. */
export type PlanFormRequest = NewPlanRequest | z.output<typeof planEditSchema>;

/**
 * The plan form adding a plan (`adding`) or editing one: the form's values in, the request out
 * (subscription/create's, or update's without `expire_days`); the first rule each field breaks.
 */
export function planFormSchema(adding: boolean) {
  const request = adding ? planCreateSchema : planEditSchema;
  return z.pipe(
    planFormValuesSchema,
    z.transform((values: PlanFormValues, context): PlanFormRequest => {
      const result = request.safeParse(planRequestOf(values, adding));
      if (result.success) return result.data;
      const reported = new Set<PlanFormField>();
      for (const issue of result.error.issues) {
        const [field, rule] = FORM_FIELD[String(issue.path[0])] ?? [];
        if (!field || !rule || reported.has(field)) continue;
        reported.add(field);
        const message = PLAN_RULE_CODES.has(issue.message) ? issue.message : rule;
        context.issues.push({ code: 'custom', message, input: values[field], path: [field] });
      }
      return z.NEVER;
    }),
  );
}

/** Spec §5, §9: 7 uploads beside the 3 presets; one more gives info.upToTen. */
export function canAddPictureUpload(uploadCount: number): boolean {
  return uploadCount < PLAN_PICTURE_UPLOADS_MAX;
}
